"""Issue 4, sql through the whole chat: the answer becomes a button; the test pans
the map; the click counts what is visible *then*, in the result table of the dock,
checked against shapely on the same points. GeoPackage (native) by tool use,
a memory layer (virtual layer) by JSON in text; PostGIS, with what the server
ran (pg_stat_statements) as proof that the count was made in the database."""

import json
import random
import uuid

from qgis.core import QgsCoordinateReferenceSystem, QgsProject, QgsRectangle
from qgis.PyQt.QtWidgets import QPlainTextEdit, QTableView
from shapely.geometry import Point, box
from support.fakes.scripted import Reply
from support.fixtures.gis_data import memory_layer, write_kind_points
from support.fixtures.postgis import postgis_layer
from support.instruments.pg_stats import assert_ran_in_postgres

random.seed(7)
POINTS = [(i, random.choice("ab"), random.uniform(0, 10_000), random.uniform(0, 10_000)) for i in range(1, 401)]


def expected_count(canvas) -> int:
    extent = canvas.extent()
    view = box(extent.xMinimum(), extent.yMinimum(), extent.xMaximum(), extent.yMaximum())
    return sum(1 for _, kind, x, y in POINTS if kind == "a" and view.intersects(Point(x, y)))


def engine_of(table: QTableView) -> str:
    """The engine that ran, as the table's "Show SQL" text names it (a silent
    fallback from GeoPackage to the virtual layer would still count right)."""
    sql = table.parent().findChild(QPlainTextEdit, "resultSql").toPlainText()
    return sql.rsplit("-- engine: ", 1)[-1].strip()


def click_all_and_read(chat, *buttons) -> list[tuple[int, str]]:
    """Click the buttons back to back (the queries overlap), then read each new table
    and the engine that filled it."""
    chat.mark_results_seen()
    for button in buttons:
        button.click()
    chat.qtbot.waitUntil(lambda: len(chat.new_result_tables()) == len(buttons) or bool(chat.action_errors()),
                         timeout=15_000)
    assert chat.action_errors() == []
    new = chat.new_result_tables()
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
    assert click_all_and_read(chat, native, virtual) == [(want, "gpkg"), (want, "copy")]

    # Clicked again after another pan: re-filled from the map as it is then.
    qgis_canvas.setExtent(QgsRectangle(0, 0, 2_000, 2_000))
    assert click_all_and_read(chat, native) == [(expected_count(qgis_canvas), "gpkg")]


def test_deferred_sql_on_postgis_counts_inside_the_database(chat, llm_server, qgis_canvas, postgis_conn,
                                                            server_statements):
    table = f"kind_pts_{uuid.uuid4().hex[:8]}"
    values = ", ".join(f"({i}, '{kind}', ST_SetSRID(ST_MakePoint({x}, {y}), 3857))" for i, kind, x, y in POINTS)
    postgis_conn.executeSql(
        f"CREATE TABLE public.{table} (id integer PRIMARY KEY, kind text, geom geometry(Point, 3857));"
        f"INSERT INTO public.{table} VALUES {values}; CREATE INDEX ON public.{table} USING gist (geom);"
    )
    # Frozen: the canvas's own rendering reads the points in view, which is not the button's work.
    qgis_canvas.freeze(True)
    try:
        layer = postgis_layer(table, "id", "pg_pts")
        QgsProject.instance().addMapLayer(layer)
        qgis_canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:3857"))
        qgis_canvas.setExtent(QgsRectangle(0, 0, 4_000, 4_000))
        llm_server.enqueue(Reply.tool_use("sql", {
            "sql": count_sql("pg_pts", "geom"), "title": "Count type a in view",
            "sql_placeholders": ["{{CurrentView.bbox}}", "{{CurrentView.srid}}"]}))
        chat.send("How many type-a points do I see?")
        (button,) = chat.action_buttons()

        qgis_canvas.setExtent(QgsRectangle(5_000, 5_000, 9_000, 8_000))
        want = expected_count(qgis_canvas)
        assert 0 < want < len(POINTS)
        qgis_canvas.stopRendering()
        server_statements.reset()
        assert click_all_and_read(chat, button) == [(want, "postgres")]
        # One row (the count) of 400 points came back; the attribute and spatial filters ran in PostGIS.
        assert_ran_in_postgres(server_statements, layer, 1,
                               "count(*)", "kind = $1", "st_intersects(geom, st_geomfromtext($2, $3))")
    finally:
        qgis_canvas.freeze(False)
        QgsProject.instance().removeAllMapLayers()
        postgis_conn.executeSql(f"DROP TABLE IF EXISTS public.{table}")
