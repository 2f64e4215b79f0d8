"""Issue 4, sql through the whole chat: the answer becomes a button; the test pans
the map; the click counts what is visible *then*, in the result table of the dock,
checked against shapely on the same points. GeoPackage (native) by tool use,
a memory layer (virtual layer) by JSON in text."""

import json
import random

from qgis.core import QgsCoordinateReferenceSystem, QgsProject, QgsRectangle
from qgis.PyQt.QtWidgets import QPlainTextEdit, QTableView
from shapely.geometry import Point, box
from support.gis_data import memory_layer, write_kind_points
from support.scripted import Reply

random.seed(7)
POINTS = [(i, random.choice("ab"), random.uniform(0, 10_000), random.uniform(0, 10_000)) for i in range(1, 401)]


def expected_count(canvas) -> int:
    extent = canvas.extent()
    view = box(extent.xMinimum(), extent.yMinimum(), extent.xMaximum(), extent.yMaximum())
    return sum(1 for _, kind, x, y in POINTS if kind == "a" and view.intersects(Point(x, y)))


def result_tables(chat) -> list[QTableView]:
    return [t for t in chat.dock.findChildren(QTableView) if t.objectName() == "resultTable"]


def engine_of(table: QTableView) -> str:
    """The engine that ran, as the table's "Show SQL" text names it (a silent
    fallback from GeoPackage to the virtual layer would still count right)."""
    sql = table.parent().findChild(QPlainTextEdit, "resultSql").toPlainText()
    return sql.rsplit("-- engine: ", 1)[-1].strip()


def click_all_and_read(chat, *buttons) -> list[tuple[int, str]]:
    """Click the buttons back to back (the queries overlap), then read each new table
    and the engine that filled it."""
    before = set(map(id, result_tables(chat)))
    for button in buttons:
        button.click()
    chat.qtbot.waitUntil(lambda: len([t for t in result_tables(chat) if id(t) not in before]) == len(buttons)
                         or bool(chat.action_errors()), timeout=15_000)
    assert chat.action_errors() == []
    new = [t for t in result_tables(chat) if id(t) not in before]
    return [(int(t.model().data(t.model().index(0, 0))), engine_of(t)) for t in new]


def count_sql(table: str, geometry: str) -> str:
    return (f"SELECT count(*) AS n FROM {table} WHERE kind = 'a' AND "
            f"ST_Intersects({geometry}, ST_GeomFromText('{{{{CurrentView.bbox}}}}', {{{{CurrentView.srid}}}}))")


def test_deferred_sql_on_geopackage_and_on_a_memory_layer(chat, llm_server, qgis_canvas, tmp_path, qtbot):
    from qgis.core import QgsVectorLayer

    gpkg = QgsVectorLayer(f"{write_kind_points(tmp_path / 'pts.gpkg', 'GPKG', 'pts', POINTS)}|layername=pts", "pts", "ogr")
    mem = memory_layer("mem_pts", geometry="Point", fields=[("kind", "string")],
                       features=[([kind], f"POINT({x} {y})") for _, kind, x, y in POINTS], crs="EPSG:3857")
    QgsProject.instance().addMapLayers([gpkg, mem])
    qgis_canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:3857"))
    qgis_canvas.setExtent(QgsRectangle(0, 0, 4_000, 4_000))

    llm_server.enqueue(
        Reply.tool_use("sql", {"sql": count_sql("pts", "geom"), "title": "Count type a in view",
                               "sql_placeholders": ["{{CurrentView.bbox}}", "{{CurrentView.srid}}"]}),
        Reply.text("Counting:\n```json\n" + json.dumps({
            "type": "sql", "sql": count_sql("mem_pts", "geometry"), "title": "Count in memory layer",
            "sql_placeholders": ["{{CurrentView.bbox}}", "{{CurrentView.srid}}"]}) + "\n```"),
    )
    chat.send("How many type-a points do I see?")
    chat.send("And in the memory copy?")
    native, virtual = chat.action_buttons()
    assert (native.text(), virtual.text()) == ("Count type a in view", "Count in memory layer")

    # The answer is old now: pan, then click. The count must follow the new view,
    # on both engines, clicked back to back so the two queries overlap.
    qgis_canvas.setExtent(QgsRectangle(5_000, 5_000, 9_000, 8_000))
    want = expected_count(qgis_canvas)
    assert 0 < want < len(POINTS)
    assert click_all_and_read(chat, native, virtual) == [(want, "gpkg"), (want, "virtual")]

    # Clicked again after another pan: re-filled from the map as it is then.
    qgis_canvas.setExtent(QgsRectangle(0, 0, 2_000, 2_000))
    assert click_all_and_read(chat, native) == [(expected_count(qgis_canvas), "gpkg")]
