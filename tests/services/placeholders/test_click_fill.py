"""Click-time filling in two passes: cheap values and every error on the main
thread, selected features read in a worker from what the click captured."""

import threading

import pytest
from map_assistant.services.placeholders.click_fill import ClickTimeFill
from map_assistant.services.placeholders.fill import PlaceholderError
from map_assistant.services.sql.engine import SqlEngine, SqlRejected
from qgis.core import QgsProject
from support.fixtures.gis_data import PARCELS

DECLARED = ["{{parcels_by_code.selection}}", "{{CurrentView.srid}}"]
TEMPLATE = "SELECT * FROM parcels_by_code WHERE code IN ({{parcels_by_code.selection}}) AND {{CurrentView.srid}} > 0"


def in_worker(function):
    """Run ``function`` in another thread, as a QgsTask would, and return its result."""
    out = {}
    thread = threading.Thread(target=lambda: out.setdefault("value", function()))
    thread.start()
    thread.join(30)
    return out["value"]


def test_text_keys_are_read_in_the_worker_as_they_were_at_the_click(text_keyed_layer, qgis_canvas):
    qgis_canvas.setDestinationCrs(text_keyed_layer.crs())
    text_keyed_layer.selectByExpression("\"owner\" IN ('Ann', 'Bob')")
    filling = ClickTimeFill(QgsProject.instance(), qgis_canvas, TEMPLATE, DECLARED)
    # Nothing was read from the features on the main thread: the preview has the stand-in.
    assert "IN ((NULL))" in filling.preview
    text_keyed_layer.removeSelection()  # after the click: must not change what runs
    filled = in_worker(filling.fill)
    wanted = sorted("'" + code.replace("'", "''") + "'" for code, owner, _ in PARCELS if owner in ("Ann", "Bob"))
    listed = filled.split("IN (")[1].split(")")[0]
    assert sorted(listed.split(", ")) == wanted and "'O''Brien'" in listed
    assert filled.endswith("AND 3857 > 0")


def test_selected_geometry_is_read_in_the_worker(gpkg_project, qgis_canvas):
    parcels = gpkg_project["parcels"]
    parcels.selectByExpression("\"code\" = 'A-1'")
    filling = ClickTimeFill(QgsProject.instance(), qgis_canvas, "{{parcels.selection.geometry}}",
                            ["{{parcels.selection.geometry}}"])
    assert filling.preview == "GeometryCollection EMPTY"
    assert in_worker(filling.fill).startswith("MultiPolygon")


def test_errors_and_limits_are_raised_on_the_main_thread(gpkg_project, qgis_canvas):
    roads = gpkg_project["roads"]
    roads.selectAll()
    with pytest.raises(PlaceholderError, match="selection limit|selected"):
        ClickTimeFill(QgsProject.instance(), qgis_canvas, "{{roads.selection}}", ["{{roads.selection}}"],
                      max_selection=1)
    with pytest.raises(PlaceholderError, match="rivers"):
        ClickTimeFill(QgsProject.instance(), qgis_canvas, "{{rivers.selection}}", ["{{rivers.selection}}"])


def test_a_filled_query_must_name_the_planned_tables(gpkg_project):
    engine = SqlEngine(QgsProject.instance())
    plan = engine.plan("SELECT count(*) FROM roads WHERE fid IN ((NULL))")
    assert engine.with_sql(plan, "SELECT count(*) FROM roads WHERE fid IN (1, 2)").sql.endswith("(1, 2)")
    with pytest.raises(SqlRejected):
        engine.with_sql(plan, "SELECT count(*) FROM parcels")
