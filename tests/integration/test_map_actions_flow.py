"""Issue 4 through the whole chat, action by action: every viewport action, the
selection modes with undo, a {{LAYER.selection}} query and a Shapefile in the
virtual engine. Each scripted answer becomes a button; the test clicks it and
reads the outcome from the real canvas, layers and result table."""

import json

import pytest
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsPointXY,
    QgsProject,
    QgsRectangle,
    QgsVectorLayer,
)
from qgis.PyQt.QtWidgets import QPlainTextEdit, QPushButton
from shapely.geometry import Point, box
from support.fakes.scripted import Reply
from support.fixtures.gis_data import write_kind_points

MAP_CRS = QgsCoordinateReferenceSystem("EPSG:3857")


def answer_and_click(chat, llm_server, reply: Reply, label: str) -> None:
    """The model answers ``reply``; the user clicks the button it became."""
    llm_server.enqueue(reply)
    chat.send("Please do it")
    buttons = chat.action_buttons()
    assert buttons and buttons[-1].text() == label, [b.text() for b in buttons]
    buttons[-1].click()


def as_json(action: dict) -> Reply:
    return Reply.text(f"Here you go.\n```json\n{json.dumps(action)}\n```\n")


def last_undo(chat) -> QPushButton:
    undo = [b for b in chat.dock.findChildren(QPushButton) if b.objectName() == "undoButton" and b.isEnabled()]
    assert undo, "no Undo offered"
    return undo[-1]


@pytest.fixture
def map_view(qgis_canvas, gpkg_project):
    qgis_canvas.setDestinationCrs(MAP_CRS)
    qgis_canvas.setLayers(list(gpkg_project.values()))
    qgis_canvas.setExtent(QgsRectangle(-100, -100, 1100, 1100))
    return qgis_canvas


def test_every_viewport_action(chat, llm_server, map_view, gpkg_project):
    canvas = map_view
    # zoom_to a point: centred at a place scale (layers.PLACE_SCALE), not a zero-size box.
    answer_and_click(chat, llm_server, Reply.tool_use(
        "viewport", {"action": "zoom_to", "geometry": "POINT(5050 5050)", "crs": "EPSG:3857"}), "Zoom to point")
    assert canvas.extent().contains(QgsPointXY(5050, 5050)) and canvas.extent().width() > 0
    assert canvas.scale() == pytest.approx(50_000, rel=0.05)

    # pan_to a point given in EPSG:4326: the center moves there, the scale stays.
    scale = canvas.scale()
    to_map = QgsCoordinateTransform(QgsCoordinateReferenceSystem("EPSG:4326"), MAP_CRS, QgsProject.instance())
    target = to_map.transform(QgsPointXY(0.0045, 0.0045))
    answer_and_click(chat, llm_server, as_json(
        {"type": "viewport", "action": "pan_to", "geometry": "POINT(0.0045 0.0045)", "crs": "EPSG:4326"}),
        "Pan to point")
    assert canvas.center().x() == pytest.approx(target.x(), abs=0.01)
    assert canvas.center().y() == pytest.approx(target.y(), abs=0.01)
    assert canvas.scale() == pytest.approx(scale, rel=1e-6)

    # zoom_to_layer: all of the roads, and not much more.
    answer_and_click(chat, llm_server, Reply.tool_use(
        "viewport", {"action": "zoom_to_layer", "layer": "roads"}), "Zoom to layer 'roads'")
    assert canvas.extent().contains(gpkg_project["roads"].extent())
    assert not canvas.extent().contains(QgsPointXY(5050, 5050))

    # zoom_to_selection: the selected parcel far away, not the others.
    parcels = gpkg_project["parcels"]
    parcels.selectByExpression("\"code\" = 'C 3'")
    answer_and_click(chat, llm_server, as_json(
        {"type": "viewport", "action": "zoom_to_selection", "layer": "parcels"}), "Zoom to selection in 'parcels'")
    assert canvas.extent().contains(QgsRectangle(5000, 5000, 5100, 5100))
    assert not canvas.extent().contains(QgsPointXY(50, 50))

    # zoom_full: every layer.
    answer_and_click(chat, llm_server, Reply.tool_use("viewport", {"action": "zoom_full"}), "Zoom to full extent")
    assert canvas.extent().contains(QgsRectangle(0, 0, 5100, 5100))

    # set_scale, then its Undo restores the full view.
    full = QgsRectangle(canvas.extent())
    answer_and_click(chat, llm_server, as_json({"type": "viewport", "action": "set_scale", "scale": 25000}),
                     "Set scale 1:25,000")
    assert canvas.scale() == pytest.approx(25_000, rel=1e-3)
    last_undo(chat).click()
    assert canvas.extent().toString(0) == full.toString(0)
    assert chat.action_errors() == []


def test_selection_modes_and_undo(chat, llm_server, map_view, gpkg_project):
    parcels = gpkg_project["parcels"]
    fid = {f["code"]: f.id() for f in parcels.getFeatures()}
    parcels.selectByIds([fid["A-1"]])

    def selected() -> set:
        return {parcels.getFeature(i)["code"] for i in parcels.selectedFeatureIds()}

    def select(reply: Reply, words: str, expected: set) -> None:
        answer_and_click(chat, llm_server, reply, f"Select in 'parcels' ({words})")
        chat.qtbot.waitUntil(lambda: selected() == expected, timeout=10_000)

    # add, by an expression (tool use)
    select(Reply.tool_use("selection", {"layer": "parcels", "expression": "\"owner\" = 'Bob'", "mode": "add"}),
           "add to selection", {"A-1", "O'Brien"})
    # remove, by a SQL query (JSON in text)
    select(as_json({"type": "selection", "layer": "parcels", "query": "SELECT fid FROM parcels WHERE code = 'A-1'",
                    "mode": "remove"}), "remove from selection", {"O'Brien"})
    last_undo(chat).click()
    assert selected() == {"A-1", "O'Brien"}
    # intersect: keep only the selected ones that also match
    select(Reply.tool_use("selection", {"layer": "parcels", "expression": "\"owner\" IN ('Bob', 'Cid')",
                                        "mode": "intersect"}), "intersect with selection", {"O'Brien"})
    last_undo(chat).click()
    assert selected() == {"A-1", "O'Brien"}
    assert chat.action_errors() == []


def click_and_read(chat, button) -> tuple[list, str]:
    """Click a sql button; the first column of the new table and the engine that ran."""
    chat.mark_results_seen()
    button.click()
    chat.qtbot.waitUntil(lambda: bool(chat.new_result_tables()) or bool(chat.action_errors()), timeout=15_000)
    assert chat.action_errors() == []
    (table,) = chat.new_result_tables()
    model = table.model()
    values = [model.data(model.index(row, 0)) for row in range(model.rowCount())]
    sql = table.parent().findChild(QPlainTextEdit, "resultSql").toPlainText()
    return values, sql.rsplit("-- engine: ", 1)[-1].strip()


def test_a_layer_selection_query_uses_the_selection_at_click_time(chat, llm_server, map_view, gpkg_project):
    parcels = gpkg_project["parcels"]
    fid = {f["code"]: f.id() for f in parcels.getFeatures()}
    llm_server.enqueue(Reply.tool_use("sql", {
        "title": "Selected parcels", "sql": "SELECT code FROM parcels WHERE fid IN ({{parcels.selection}}) ORDER BY code",
        "sql_placeholders": ["{{parcels.selection}}"]}))
    chat.send("Which parcels did I select?")
    button = chat.action_buttons()[-1]

    parcels.selectByIds([fid["A-1"], fid["C 3"]])  # selected after the answer, before the click
    assert click_and_read(chat, button) == (["A-1", "C 3"], "gpkg")
    parcels.selectByIds([fid["O'Brien"]])
    assert click_and_read(chat, button) == (["O'Brien"], "gpkg")


SHAPE_POINTS = [(i, "ab"[i % 2], (i * 37) % 1000, (i * 91) % 1000) for i in range(200)]


def test_a_shapefile_is_queried_in_the_virtual_engine(chat, llm_server, map_view, tmp_path):
    path = write_kind_points(tmp_path / "wells.shp", "ESRI Shapefile", "wells", SHAPE_POINTS)
    wells = QgsVectorLayer(str(path), "wells", "ogr")
    assert wells.isValid() and wells.dataProvider().storageType() == "ESRI Shapefile"
    QgsProject.instance().addMapLayer(wells)
    llm_server.enqueue(as_json({
        "type": "sql", "title": "Wells of kind a in view",
        "sql": "SELECT count(*) AS n FROM wells WHERE kind = 'a' AND "
               "ST_Intersects(geometry, ST_GeomFromText('{{CurrentView.bbox}}', {{CurrentView.srid}}))",
        "sql_placeholders": ["{{CurrentView.bbox}}", "{{CurrentView.srid}}"]}))
    chat.send("How many wells of kind a do I see?")
    button = chat.action_buttons()[-1]

    map_view.setExtent(QgsRectangle(100, 100, 600, 500))
    extent = map_view.extent()
    view = box(extent.xMinimum(), extent.yMinimum(), extent.xMaximum(), extent.yMaximum())
    expected = sum(1 for _, kind, x, y in SHAPE_POINTS if kind == "a" and view.intersects(Point(x, y)))
    assert 0 < expected < 100
    assert click_and_read(chat, button) == ([expected], "copy")
