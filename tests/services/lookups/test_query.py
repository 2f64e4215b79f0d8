"""query: read-only SQL through the guard and the snapshot's checks.
The set-up (data, the worker thread): conftest.py."""

from __future__ import annotations

from collections import Counter

from map_assistant.services.lookups.count_features import CountFeaturesTool
from map_assistant.services.lookups.query import QueryTool
from qgis.core import QgsProject, QgsRectangle
from shapely.geometry import Polygon
from support.fixtures.gis_data import ogr_features


def test_query_top_5_by_a_field(lookups):
    result = lookups.ok(QueryTool, sql="SELECT admin, count(*) AS n FROM states_provinces "
                                       "GROUP BY admin ORDER BY n DESC, admin LIMIT 5")
    counts = Counter(attributes["admin"] for attributes, _ in ogr_features("states_provinces"))
    expected = sorted(counts.items(), key=lambda item: (-item[1], item[0]))[:5]
    assert result["columns"] == ["admin", "n"]
    assert [tuple(row) for row in result["rows"]] == expected
    assert result["total"] == 5 and result["truncated"] is False


def test_query_caps_rows_at_100_and_says_so(lookups):
    result = lookups.ok(QueryTool, sql="SELECT NAME FROM countries")
    assert len(result["rows"]) == 100 and result["total"] == 240 and result["truncated"] is True


def test_query_fills_view_placeholders_at_call_time(lookups, qgis_canvas):
    qgis_canvas.setExtent(QgsRectangle(5, 45, 15, 55))
    view = qgis_canvas.mapSettings().visibleExtent()
    box = Polygon.from_bounds(view.xMinimum(), view.yMinimum(), view.xMaximum(), view.yMaximum())
    expected = sum(1 for _, geometry in ogr_features("hackfests") if geometry.intersects(box))
    sql = ("SELECT count(*) AS n FROM hackfests WHERE ST_Intersects(geometry, "
           "ST_GeomFromText('{{CurrentView.bbox}}', {{CurrentView.srid}}))")
    result = lookups.ok(QueryTool, sql=sql, sql_placeholders=["{{CurrentView.bbox}}", "{{CurrentView.srid}}"])
    assert result["rows"] == [[expected]] and expected > 0


def test_query_is_checked_like_the_sql_action_against_the_snapshot(lookups, qgis_canvas):
    from map_assistant.services.snapshot.builder import build_snapshot

    lookups.environment.snapshot = build_snapshot(QgsProject.instance(), qgis_canvas)
    error = lookups.error(QueryTool, sql="SELECT count(*) FROM airports")
    assert "no table named 'airports'" in error and "countries" in error
    # A near miss of the one layer is read as it (issue 40), and the answer says so.
    mapped = lookups.ok(QueryTool, sql="SELECT count(*) FROM contries")
    assert mapped["rows"] == [[240]] and mapped["note"] == "Used layer 'countries' for 'contries'."
    error = lookups.error(QueryTool, sql="SELECT count(*) FROM countries WHERE ST_Intersects(geom, {{CurrentView.bbox}})")
    assert "{{CurrentView.bbox}}" in error  # used but not declared in sql_placeholders


def test_query_refuses_writes_through_the_guard(lookups):
    error = lookups.error(QueryTool, sql="DELETE FROM countries")
    assert "not accepted" in error
    assert lookups.ok(CountFeaturesTool, layer="countries")["count"] == 240
