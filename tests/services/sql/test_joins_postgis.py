"""Joins on PostGIS (issue 13): two layers of one database are joined inside PostgreSQL
in one statement; a PostGIS layer joined with a GeoPackage one goes through QGIS's
virtual layer and is still right. Expected results come from shapely on the source
WKT, independently of any engine; what the server ran comes from pg_stat_statements."""

import pytest
from map_assistant.services.sql.engine import SqlEngine
from qgis.core import QgsProject, QgsVectorLayer
from shapely import wkt as shapely_wkt
from support.fixtures.gis_data import PARCELS, ROADS, write_gpkg
from support.instruments.pg_stats import assert_ran_in_postgres, table_reads

pytestmark = pytest.mark.postgis

BUFFER = 250  # near enough: a parcel's buffer meets 0, 1 or 3 of the roads


@pytest.fixture(autouse=True)
def quiet_canvas(postgis_project, qgis_canvas):
    """Only the query reads the tables: the project's layers reach the shared canvas
    through its layer-tree bridge, and a render would read them too (it did, once in
    a long run, failing "nothing else read either table")."""
    qgis_canvas.freeze(True)
    qgis_canvas.waitWhileRendering()  # a render started when the layers were added
    yield
    qgis_canvas.freeze(False)


def roads_near_each_parcel() -> list[tuple[str, int]]:
    """(parcel code, roads within BUFFER), parcels near none left out, by code."""
    counts = []
    for code, _owner, parcel in PARCELS:
        zone = shapely_wkt.loads(parcel).buffer(BUFFER)
        near = sum(zone.intersects(shapely_wkt.loads(road)) for _name, _lanes, road in ROADS)
        if near:
            counts.append((code, near))
    return sorted(counts)


def join_sql(roads: str, geometry: str) -> str:
    return (f"SELECT p.code, count(*) AS n FROM parcels p JOIN {roads} r "
            f"ON ST_Intersects(ST_Buffer(p.{geometry}, {BUFFER}), r.{geometry}) GROUP BY p.code ORDER BY p.code")


def test_a_join_of_two_postgis_layers_runs_whole_in_postgresql(postgis_project, server_statements):
    expected = roads_near_each_parcel()
    assert len(expected) == 2 and max(n for _, n in expected) > 1  # the join has something to do
    engine = SqlEngine(QgsProject.instance())
    plan = engine.plan(join_sql("roads", "geom"))
    assert plan.engine == "postgres"
    server_statements.reset()

    result = engine.run(plan)

    assert [(code, n) for code, n in result.rows] == expected
    ran = server_statements.since()
    tables = [layer.dataProvider().uri().table() for layer in postgis_project.values()]
    both = [statement for statement in ran if all(statement.names(table) for table in tables)]
    assert len(both) == 1 and both[0].calls == 1, ran
    assert both[0].has("join", "st_intersects(st_buffer(", "count(*)", "group by") and both[0].rows == len(expected)
    for table in tables:  # and nothing else read either table
        assert table_reads(ran, table) == both, table_reads(ran, table)


def test_a_join_of_postgis_and_geopackage_goes_through_the_virtual_layer(postgis_project, tmp_path,
                                                                         server_statements):
    gpkg_roads = QgsVectorLayer(f"{write_gpkg(tmp_path / 'roads.gpkg')}|layername=roads", "gpkg_roads", "ogr")
    assert gpkg_roads.isValid()
    QgsProject.instance().addMapLayer(gpkg_roads)
    engine = SqlEngine(QgsProject.instance())
    plan = engine.plan(join_sql("gpkg_roads", "geometry"))
    assert plan.engine == "copy"
    server_statements.reset()

    result = engine.run(plan)

    assert [(code, n) for code, n in result.rows] == roads_near_each_parcel()
    # The join ran in QGIS: the PostGIS parcels came to the client whole, through QGIS's provider.
    parcels = postgis_project["parcels"]
    reads = table_reads(server_statements.since(), parcels.dataProvider().uri().table())
    assert max(read.rows for read in reads) == len(PARCELS) and not any(read.has("join") for read in reads)
    # So the pushdown proof the other tests rely on fails here, as it must.
    engine.run(plan)
    with pytest.raises(AssertionError, match="reached the client"):
        assert_ran_in_postgres(server_statements, parcels, len(result.rows), "select")
