"""Case 2: the same `sql` button on a PostGIS layer, against the same SQL sent straight
to the server with psycopg2 (what the database itself needs, plus one round trip)."""

from __future__ import annotations

from common import box_wkt, canvas_on, compare, ratio_result, shown_box
from data import CATEGORY, VIEW, postgis_conninfo, postgis_points

from cases.sql_button import count_in_view_button

TITLE = "2 sql count in view, PostGIS"
GOAL = 1.2


def run(bench):
    import psycopg2
    from qgis.core import QgsDataSourceUri, QgsVectorLayer

    table = postgis_points(bench.points)
    uri = QgsDataSourceUri(postgis_conninfo())
    uri.setDataSource("public", table, "geom", "", "fid")
    layer = QgsVectorLayer(uri.uri(False), "points", "postgres")
    assert layer.isValid(), f"PostGIS layer {table} did not load"
    bench.project.addMapLayer(layer)
    canvas = canvas_on(layer, VIEW)
    sql = (f"SELECT count(*) AS n FROM public.{table} WHERE ST_Intersects(geom, "
           f"ST_GeomFromText('{box_wkt(shown_box(canvas))}', 4326)) AND cat = {CATEGORY}")
    connection = psycopg2.connect(postgis_conninfo())

    def reference():
        with connection.cursor() as cursor:
            cursor.execute(sql)
            return cursor.fetchone()[0]

    try:
        plugin_s, reference_s, count = compare(count_in_view_button(bench.project, canvas, "points"), reference,
                                               bench.repeat)
    finally:
        connection.close()
        bench.project.removeMapLayer(layer.id())
    return [ratio_result(TITLE, plugin_s, reference_s, GOAL, f"count {count:,}")]
