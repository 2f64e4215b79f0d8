"""count_features on real data: all, by expression, by date, in the view.
The set-up (data, the worker thread): conftest.py."""

from __future__ import annotations

import pytest
from map_assistant.services.checks.call_check import checked_input
from map_assistant.services.lookups.count_features import CountFeaturesTool
from osgeo import ogr, osr
from qgis.core import QgsCoordinateReferenceSystem, QgsRectangle
from shapely import wkb
from shapely.geometry import Polygon
from support.fixtures.gis_data import ogr_features

ogr.UseExceptions()


def test_count_features_all_and_by_expression(lookups):
    rows = ogr_features("hackfests")
    # QGIS's sample file grows between versions (23 hackfests in 3.22, 27 in 3.40)
    assert lookups.ok(CountFeaturesTool, layer="hackfests") == {
        "count": len(rows), "execution_ms": pytest.approx(0, abs=10**6)}
    result = lookups.ok(CountFeaturesTool, layer="hackfests", expression='"year" >= 2015 AND "year" <= 2017')
    assert result["count"] == sum(1 for attributes, _ in rows if 2015 <= attributes["year"] <= 2017) == 6


def test_count_features_for_a_date_range(lookups):
    rows = ogr_features("hackfests")
    expression = "\"date_nice\" >= to_date('2012-01-01') AND \"date_nice\" < to_date('2016-01-01')"
    expected = sum(1 for attributes, _ in rows if "2012/01/01" <= attributes["date_nice"] < "2016/01/01")
    assert lookups.ok(CountFeaturesTool, layer="hackfests", expression=expression)["count"] == expected == 8


def test_count_features_in_view_uses_the_canvas_at_call_time_in_the_layer_crs(lookups, qgis_canvas):
    # The map in Web Mercator over central Europe; the layer is in EPSG:4326.
    qgis_canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:3857"))
    qgis_canvas.setExtent(QgsRectangle(0, 5_500_000, 2_000_000, 7_000_000))
    view = qgis_canvas.mapSettings().visibleExtent()
    # Independent transform: OSR, densified along the edges.
    web, wgs = osr.SpatialReference(), osr.SpatialReference()
    web.ImportFromEPSG(3857)
    wgs.ImportFromEPSG(4326)
    wgs.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
    ring = ogr.Geometry(ogr.wkbLinearRing)
    corners = [(view.xMinimum(), view.yMinimum()), (view.xMaximum(), view.yMinimum()),
               (view.xMaximum(), view.yMaximum()), (view.xMinimum(), view.yMaximum())]
    for (x0, y0), (x1, y1) in zip(corners, corners[1:] + corners[:1]):
        for step in range(50):
            ring.AddPoint_2D(x0 + (x1 - x0) * step / 50, y0 + (y1 - y0) * step / 50)
    ring.CloseRings()
    polygon = ogr.Geometry(ogr.wkbPolygon)
    polygon.AddGeometry(ring)
    polygon.Transform(osr.CoordinateTransformation(web, wgs))
    area = wkb.loads(bytes(polygon.ExportToWkb()))
    for name in ("hackfests", "countries"):
        expected = sum(1 for _, geometry in ogr_features(name) if geometry is not None and geometry.intersects(area))
        assert lookups.ok(CountFeaturesTool, layer=name, in_view=True)["count"] == expected, name
    assert 0 < expected < 240
    # Panning away changes the answer: the view is read when the lookup runs.
    qgis_canvas.setExtent(QgsRectangle(-20_000_000, -1_000_000, -19_000_000, 0))
    assert lookups.ok(CountFeaturesTool, layer="hackfests", in_view=True)["count"] == 0


def test_count_features_in_view_and_expression_together(lookups, qgis_canvas):
    qgis_canvas.setExtent(QgsRectangle(5, 45, 15, 55))  # EPSG:4326 (the fixture's map CRS)
    view = qgis_canvas.mapSettings().visibleExtent()
    box = Polygon.from_bounds(view.xMinimum(), view.yMinimum(), view.xMaximum(), view.yMaximum())
    expected = sum(1 for attributes, geometry in ogr_features("hackfests")
                   if geometry.intersects(box) and attributes["year"] > 2012)
    result = lookups.ok(CountFeaturesTool, layer="hackfests", expression='"year" > 2012', in_view=True)
    assert result["count"] == expected > 0


@pytest.mark.parametrize(("asked", "in_view"), [
    ("How many countries are in the current map view?", True),
    ("¿Cuántos países hay en la vista actual del mapa?", True),
    ("How many states or provinces does Brazil have?", False),  # in_view copied from an example: dropped
    ("", True),  # no question known (a test, MCP): as the call says
])
def test_count_features_keeps_in_view_only_when_the_question_names_the_view(asked, in_view):
    from map_assistant.agent.tools import ToolContext

    call = {"layer": "states_provinces", "in_view": True}
    assert checked_input(CountFeaturesTool, call, ToolContext(asked=asked)).in_view is in_view


def test_count_features_counts_on_the_one_field_that_holds_the_text(lookups, world_project):
    """make eval-live: '"iso_a3" = 'BRA'' on states_provinces, which has no iso_a3. 'BRA' is a value of
    three of its fields, which count the same: counted; where they differ ('CHN'), the error names
    them; a text only one field holds is counted there."""
    brazil = sum(1 for f in world_project["states_provinces"].getFeatures() if f["admin"] == "Brazil")
    three = lookups.ok(CountFeaturesTool, layer="states_provinces", expression="\"iso_a3\" = 'BRA'")
    assert three["count"] == brazil and "names no field of states_provinces: counted" in three["note"]  # the three agree
    differ = lookups.error(CountFeaturesTool, layer="states_provinces", expression="\"code\" = 'CHN'")
    assert "no field 'code'" in differ and "adm0_a3, gu_a3, which count differently" in differ, differ  # 32 and 31
    counted = lookups.ok(CountFeaturesTool, layer="states_provinces", expression="\"country\" = 'Brazil'")
    assert counted["count"] == brazil > 0 and "\"admin\" = 'Brazil'" in counted["note"]
    mistyped = lookups.error(CountFeaturesTool, layer="states_provinces", expression="\"country\" = 'Brasil'")
    assert "Closest" in mistyped and "is a value of" not in mistyped  # held nowhere: the field error as before


def test_a_count_of_0_on_a_field_that_never_holds_the_text_is_counted_where_it_is(lookups, world_project):
    """The traps' live run at ff25149: '"iso_a3" = 'FR'' on countries counted 0, and the model
    answered "There are no features of France". 'FR' is in iso_a2, WB_A2 and FIPS_10_, which
    count the same: counted there, and said so. A real 0 stays 0; so does any count when values
    may not leave (which field holds a text is the data's word)."""
    france = lookups.ok(CountFeaturesTool, layer="countries", expression="\"iso_a3\" = 'FR'")
    assert france["count"] == 1 and "\"iso_a3\" = 'FR' is never true in countries: counted" in france["note"]
    nowhere = lookups.ok(CountFeaturesTool, layer="countries", expression="\"NAME\" = 'Atlantis'")
    assert nowhere["count"] == 0 and "note" not in nowhere and "'Atlantis'" in nowhere["caveat"]
    lookups.environment.values_allowed = False
    withheld = lookups.ok(CountFeaturesTool, layer="countries", expression="\"iso_a3\" = 'FR'")
    assert withheld["count"] == 0 and "note" not in withheld


def test_a_count_of_0_on_a_text_the_field_never_holds_carries_a_caveat(lookups):
    """The traps' live run at d503bb6: '"adm0_a3" = 'ADM0_A3'' counted 0 on states_provinces, and
    "There are no countries made of more than one part" was answered, silent. A 0 from one
    equality over the whole layer proves the field never holds that text, and the result says so
    (the turn shows it beside the answer), with values withheld too: the 0 already says as much.
    A 0 in the view, or from a comparison that is not one text equality, is a plain 0."""
    copied = lookups.ok(CountFeaturesTool, layer="states_provinces", expression="\"adm0_a3\" = 'ADM0_A3'")
    assert copied["count"] == 0
    assert "no feature of states_provinces has adm0_a3 = 'ADM0_A3'" in copied["caveat"], copied
    assert "Look at the field's values" in copied["caveat"]
    quoted = lookups.ok(CountFeaturesTool, layer="countries", expression="\"NAME\" = 'O''Brien'")
    assert "NAME = 'O''Brien':" in quoted["caveat"], quoted  # the text as QGIS quotes it
    assert lookups.last_text.caveat.template.startswith("no feature of {layer} has")  # for the chat to translate
    found = lookups.ok(CountFeaturesTool, layer="states_provinces", expression="\"adm0_a3\" = 'BRA'")
    assert found["count"] > 0 and "caveat" not in found
    above = lookups.ok(CountFeaturesTool, layer="countries", expression="\"fid\" > 100000")
    assert above["count"] == 0 and "caveat" not in above
    in_view = lookups.ok(CountFeaturesTool, layer="countries", expression="\"NAME\" = 'Atlantis'", in_view=True)
    assert in_view["count"] == 0 and "caveat" not in in_view
    lookups.environment.values_allowed = False
    withheld = lookups.ok(CountFeaturesTool, layer="countries", expression="\"NAME\" = 'Atlantis'")
    assert withheld["count"] == 0 and "'Atlantis'" in withheld["caveat"]
