"""A PostGIS table with a generic geometry column, shown by QGIS as one layer per
geometry type (``type=`` and ``srid=`` in the URI, as QGIS's browser writes them).
A query pushed down to PostgreSQL reads only the rows the layer shows: the counts
must be QGIS's own, and the filter must run in the server. A column declared with
its type gets no filter (every row passes it)."""

import uuid

import pytest
from map_assistant.agent.tools import ToolContext
from map_assistant.services.lookups.count_features import CountFeaturesTool
from map_assistant.services.reading.environment import LookupEnvironment
from map_assistant.services.sql.engine import SqlEngine
from map_assistant.toolbelt.threads.main_thread import MainThreadCaller
from qgis.core import QgsDataSourceUri, QgsFeatureRequest, QgsProject, QgsVectorLayer, QgsWkbTypes
from support.fixtures.postgis import postgis_conninfo
from support.instruments.pg_stats import assert_ran_in_postgres, table_reads

pytestmark = pytest.mark.postgis

# (name, EWKT or None): points and lines together, one point in another SRID, one row without geometry.
ROWS = [
    ("a", "SRID=4326;POINT(1 1)"),
    ("b", "SRID=4326;POINT(2 2)"),
    ("c", "SRID=4326;MULTIPOINT((3 3),(4 4))"),
    ("d", "SRID=4326;LINESTRING(0 0,5 5)"),
    ("e", "SRID=4326;LINESTRING(0 5,5 0)"),
    ("f", "SRID=4326;POLYGON((0 0,1 0,1 1,0 0))"),
    ("g", "SRID=3857;POINT(100000 100000)"),
    ("h", None),
]
SHOWN = {"point": 3, "line": 2}  # 4326 only: a, b, c; d, e
FIRST = {"point": "a", "line": "d"}


def layer_over(table: str, name: str, wkb_type, srid: str = "4326") -> QgsVectorLayer:
    uri = QgsDataSourceUri(postgis_conninfo())
    uri.setDataSource("public", table, "geom", "", "id")
    uri.setWkbType(wkb_type)
    uri.setSrid(srid)
    layer = QgsVectorLayer(uri.uri(False), name, "postgres")
    assert layer.isValid(), f"{name} did not load"
    return layer


@pytest.fixture
def mixed(postgis_conn, qgis_new_project, qgis_canvas):
    """{family: layer} over one table whose ``geom`` column is plain ``geometry``."""
    table = f"mixed_{uuid.uuid4().hex[:8]}"
    values = ", ".join(f"('{name}', {f'ST_GeomFromEWKT({ewkt!r})' if ewkt else 'NULL'})" for name, ewkt in ROWS)
    postgis_conn.executeSql(f"CREATE TABLE public.{table} (id serial PRIMARY KEY, name text, geom geometry);"
                            f"INSERT INTO public.{table} (name, geom) VALUES {values};")
    layers = {"point": layer_over(table, "mixed_points", QgsWkbTypes.Type.Point),
              "line": layer_over(table, "mixed_lines", QgsWkbTypes.Type.LineString)}
    qgis_canvas.freeze(True)  # only the queries read the table
    QgsProject.instance().addMapLayers(list(layers.values()))
    yield layers
    qgis_canvas.freeze(False)
    QgsProject.instance().removeAllMapLayers()
    postgis_conn.executeSql(f"DROP TABLE IF EXISTS public.{table}")


def shown_by_qgis(layer) -> list[str]:
    request = QgsFeatureRequest().setFlags(QgsFeatureRequest.Flag.NoGeometry)
    return sorted(feature["name"] for feature in layer.getFeatures(request))


def test_qgis_shows_one_geometry_type_and_srid_of_the_table(mixed):
    """The baseline the pushdown must meet: what QGIS itself shows of each layer."""
    for family, names in (("point", ["a", "b", "c"]), ("line", ["d", "e"])):
        assert shown_by_qgis(mixed[family]) == names
        assert (len(names), names[0]) == (SHOWN[family], FIRST[family])


@pytest.mark.parametrize("family", ["point", "line"])
def test_a_pushed_down_count_counts_only_the_rows_the_layer_shows(mixed, family, server_statements):
    layer = mixed[family]
    engine = SqlEngine(QgsProject.instance())
    expected = [(SHOWN[family], FIRST[family])]  # QGIS's own view, checked above (not read here:
    # a QGIS cursor closed after the reset below would count as a read of the table)
    plan = engine.plan(f'SELECT count(*) AS n, min(name) AS first FROM "{layer.name()}"')
    assert plan.engine == "postgres"
    server_statements.reset()

    result = engine.run(plan)

    assert [tuple(row) for row in result.rows] == expected
    # The filter ran in PostgreSQL: one row came back.
    assert_ran_in_postgres(server_statements, layer, 1, "count(*)", "geometrytype(", "st_srid(")


def test_a_join_of_two_layers_of_one_table_keeps_each_to_its_rows(mixed):
    engine = SqlEngine(QgsProject.instance())
    plan = engine.plan("SELECT p.name, count(*) AS n FROM mixed_points p JOIN mixed_lines l "
                       "ON ST_Intersects(p.geom, l.geom) GROUP BY p.name ORDER BY p.name")
    assert plan.engine == "postgres"
    # Points on a line: a (1 1) and b (2 2) on d; c's (4 4)... on d too; never a line with itself.
    assert [tuple(row) for row in engine.run(plan).rows] == [("a", 1), ("b", 1), ("c", 1)]


def test_a_count_lookup_on_the_points_layer_is_qgis_s_count(mixed, qgis_canvas, qtbot):
    environment = LookupEnvironment(QgsProject.instance(), qgis_canvas, MainThreadCaller(), timeout_s=30)
    tool = CountFeaturesTool()
    out = {}

    def work():
        out["text"] = tool.run(tool.input_model.model_validate({"layer": "mixed_points"}), ToolContext(lookups=environment))

    import json
    import threading

    worker = threading.Thread(target=work)
    worker.start()
    qtbot.waitUntil(lambda: not worker.is_alive(), timeout=30_000)
    assert json.loads(out["text"])["count"] == SHOWN["point"] == mixed["point"].featureCount()


def test_a_column_declared_with_its_type_gets_no_filter(postgis_points, server_statements, qgis_canvas):
    """geometry(Point, 4326) with type=Point and srid=4326 in the URI: every row
    passes, so the query reads the table itself."""
    uri = QgsDataSourceUri(postgis_points.source())
    uri.setWkbType(QgsWkbTypes.Type.Point)
    uri.setSrid("4326")
    layer = QgsVectorLayer(uri.uri(False), "typed_points", "postgres")
    assert layer.isValid()
    qgis_canvas.freeze(True)
    QgsProject.instance().addMapLayer(layer)
    try:
        engine = SqlEngine(QgsProject.instance())
        plan = engine.plan("SELECT count(*) AS n FROM typed_points")
        server_statements.reset()
        assert engine.run(plan).rows[0][0] == 50
        reads = table_reads(server_statements.since(), layer.dataProvider().uri().table())
        assert reads and not any(read.has("geometrytype(") or read.has("st_srid(") for read in reads), reads
    finally:
        qgis_canvas.freeze(False)
        QgsProject.instance().removeMapLayer(layer.id())
