"""The SQL engine on real files: GeoPackage pushdown, the copy engine, read-only, cancel."""

import shutil
import sqlite3
import struct
import threading
from contextlib import contextmanager

import pytest
from map_assistant.services.snapshot.builder import build_snapshot
from map_assistant.services.sql.engine import (
    SqlCancelled,
    SqlEngine,
    SqlRejected,
    SqlRunError,
    SqlTimedOut,
    layer_engine,
)
from map_assistant.services.sql.engines import sqlite_native
from osgeo import gdal, ogr, osr
from qgis.core import (
    QgsApplication,
    QgsFeatureRequest,
    QgsFeedback,
    QgsGeometry,
    QgsProject,
    QgsRectangle,
    QgsTask,
    QgsVectorLayer,
)

WORLD = "/usr/share/qgis/resources/data/world_map.gpkg"
SPAIN_BOX = "POLYGON((-10 35, 5 35, 5 45, -10 45, -10 35))"


@contextmanager
def new_points_table(path, table, spatial_index: bool):
    """A new GeoPackage with an empty EPSG:4326 point table (geom, an integer ``cat``):
    its layer, to fill; on leaving, the data source is closed, which writes the file."""
    gdal.UseExceptions()
    ds = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(4326)
    index = "YES" if spatial_index else "NO"
    layer = ds.CreateLayer(table, srs, ogr.wkbPoint, ["GEOMETRY_NAME=geom", f"SPATIAL_INDEX={index}"])
    layer.CreateField(ogr.FieldDefn("cat", ogr.OFTInteger))
    yield layer
    ds = None  # GDAL writes the file as it closes


def write_points_gpkg(path, count=3000):
    """Points on a grid with an attribute, written by GDAL with an R-tree."""
    with new_points_table(path, "pts", spatial_index=True) as layer:
        layer.StartTransaction()
        for i in range(count):
            feature = ogr.Feature(layer.GetLayerDefn())
            feature.SetField("cat", i % 7)
            x, y = (i % 60) * 0.25 - 10, (i // 60) * 0.25 + 30
            feature.SetGeometry(ogr.CreateGeometryFromWkt(f"POINT({x} {y})"))
            layer.CreateFeature(feature)
        layer.CommitTransaction()
    return path


def write_many_points_gpkg(path, count):
    """``count`` points (a 1000-wide grid, step 0.01) with ``cat = i % 10``, in about a
    second: OGR makes the table and the GeoPackage metadata, sqlite3 bulk-inserts."""
    with new_points_table(path, "many", spatial_index=False):
        pass  # left empty: sqlite3 fills it once GDAL has written the file
    header = b"GP\x00\x01" + struct.pack("<i", 4326)  # GeoPackage blob: little-endian, no envelope
    conn = sqlite3.connect(str(path))
    with conn:
        conn.executemany(
            "INSERT INTO many (geom, cat) VALUES (?, ?)",
            ((header + struct.pack("<BIdd", 1, 1, (i % 1000) * 0.01, (i // 1000) * 0.01), i % 10)
             for i in range(count)),
        )
    conn.close()
    return path


@pytest.fixture
def world(tmp_path, qgis_new_project):
    path = tmp_path / "world.gpkg"
    shutil.copy(WORLD, path)
    project = QgsProject.instance()
    countries = QgsVectorLayer(f"{path}|layername=countries", "Countries", "ogr")
    states = QgsVectorLayer(f"{path}|layername=states_provinces", "states", "ogr")
    assert countries.isValid() and states.isValid()
    project.addMapLayers([countries, states])
    return path, countries, states


@pytest.fixture
def points(tmp_path, qgis_new_project):
    path = write_points_gpkg(tmp_path / "points.gpkg")
    layer = QgsVectorLayer(f"{path}|layername=pts", "pts", "ogr")
    assert layer.isValid()
    QgsProject.instance().addMapLayer(layer)
    return path, layer


def test_query_on_one_geopackage_runs_natively_with_geometries(world):
    _, countries, _ = world
    engine = SqlEngine(QgsProject.instance())
    plan = engine.plan("SELECT name, geom FROM countries WHERE substr(name, 1, 1) = 'S' ORDER BY name")
    assert plan.engine == "gpkg"
    result = engine.run(plan, max_rows=5)

    expected = sorted(f["NAME"] for f in countries.getFeatures("left(\"NAME\", 1) = 'S'"))
    assert len(expected) > 5
    assert result.total_count == len(expected)
    assert [row[0] for row in result.rows] == expected[:5]
    assert result.geometry_column == 1
    assert isinstance(result.rows[0][1], QgsGeometry) and not result.rows[0][1].isEmpty()
    assert result.geometry_crs == "EPSG:4326"
    assert result.source_layer_id == countries.id()


def test_layer_names_match_case_insensitively_and_key_column_is_reported(world):
    _, countries, _ = world
    engine = SqlEngine(QgsProject.instance())
    result = engine.run(engine.plan("SELECT fid, name FROM COUNTRIES WHERE name = 'Spain'"))
    spain = next(countries.getFeatures("name = 'Spain'"))
    assert result.rows == [(spain.id(), "Spain")]
    assert result.key_column == "fid"


def test_spatial_filter_uses_the_rtree_and_gives_the_same_count(points):
    path, layer = points
    engine = SqlEngine(QgsProject.instance())
    box = "POLYGON((-5 31, 1 31, 1 36, -5 36, -5 31))"
    sql = f"SELECT count(*) FROM pts WHERE ST_Intersects(geom, ST_GeomFromText('{box}', 4326)) AND cat = 2"
    native = engine.run(engine.plan(sql))
    copied = engine.run(engine.plan(sql.replace("(geom,", "(geometry,"), force_copy=True))

    request = QgsFeatureRequest().setFilterRect(QgsRectangle(-5, 31, 1, 36))
    request.setFilterExpression('"cat" = 2')
    expected = sum(1 for _ in layer.getFeatures(request))
    assert expected > 0
    assert "rtree_pts_geom" in native.executed_sql
    assert native.rows[0][0] == expected == copied.rows[0][0]
    assert native.engine == "gpkg" and copied.engine == "copy"


@pytest.mark.parametrize(
    "sql",
    [
        "DELETE FROM countries",
        "DROP TABLE countries",
        "UPDATE countries SET name = 'x'",
        "ATTACH DATABASE '/tmp/other.db' AS other",
        "PRAGMA query_only = OFF",
        "SELECT 1 FROM countries; DELETE FROM countries",
    ],
)
def test_write_attempts_are_rejected_by_the_guard_with_a_reason(world, sql):
    # The plan refuses them; test_read_only.py runs them past the guard.
    with pytest.raises(SqlRejected) as info:
        SqlEngine(QgsProject.instance()).plan(sql)
    assert "only" in info.value.user_message


def test_unknown_layer_is_rejected_with_similar_names(world):
    with pytest.raises(SqlRejected) as info:
        SqlEngine(QgsProject.instance()).plan("SELECT * FROM countrys")
    assert "unknown table 'countrys'" in info.value.user_message
    assert "Countries" in info.value.user_message


def test_copy_engine_joins_a_memory_layer_and_a_shapefile(world, tmp_path):
    _, countries, _ = world
    shp = tmp_path / "europe.shp"
    gdal.VectorTranslate(
        str(shp), str(world[0]), options=["-where", "NAME IN ('Spain', 'France', 'Portugal')", "countries"]
    )
    europe = QgsVectorLayer(str(shp), "europe", "ogr")
    memory = QgsVectorLayer("Point?crs=EPSG:4326&field=label:string", "cities", "memory")
    cities = {"Madrid": (-3.70, 40.42), "Paris": (2.35, 48.86), "Lima": (-77.04, -12.05)}
    provider = memory.dataProvider()
    from qgis.core import QgsFeature, QgsPointXY

    for label, (x, y) in cities.items():
        feature = QgsFeature(memory.fields())
        feature.setAttribute("label", label)
        feature.setGeometry(QgsGeometry.fromPointXY(QgsPointXY(x, y)))
        provider.addFeature(feature)
    QgsProject.instance().addMapLayers([europe, memory])

    engine = SqlEngine(QgsProject.instance())
    plan = engine.plan(
        "SELECT c.label, e.name FROM cities c JOIN europe e ON ST_Intersects(c.geometry, e.geometry) ORDER BY c.label"
    )
    assert plan.engine == "copy"
    result = engine.run(plan)
    expected = sorted(
        (label, f["NAME"])
        for label, (x, y) in cities.items()
        for f in europe.getFeatures()
        if f.geometry().intersects(QgsGeometry.fromWkt(f"POINT({x} {y})"))
    )
    assert len(expected) == 2
    assert result.rows == expected
    assert result.total_count == 2


def test_tables_from_two_databases_fall_back_to_the_copy_engine(world, points):
    engine = SqlEngine(QgsProject.instance())
    # CROSS JOIN keeps SQLite's loop order: Spain once outside, the points once inside
    # (the other order re-reads every country per point, ~10 s on a busy machine).
    plan = engine.plan("SELECT count(*) FROM countries c CROSS JOIN pts p WHERE c.name = 'Spain'")
    assert plan.engine == "copy"
    assert engine.run(plan).rows == [(3000,)]


def test_copy_engine_query_stops_promptly_on_cancel(world):
    # Millions of rows: the cancel lands while they are read, between rows
    # (test_slow_copy_aggregate... stops one during the load).
    engine = SqlEngine(QgsProject.instance())
    plan = engine.plan("SELECT a.name, b.name FROM states a, states b", force_copy=True)
    feedback = QgsFeedback()
    threading.Timer(0.5, feedback.cancel).start()
    with pytest.raises(SqlCancelled):  # how fast it lands: make bench, case 10
        engine.run(plan, timeout_s=60, feedback=feedback)


def test_native_query_cancel_and_timeout(world):
    engine = SqlEngine(QgsProject.instance())
    # Reads a layer so it runs natively in the GeoPackage, and never ends.
    slow = "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n, countries"
    plan = engine.plan(slow)
    assert plan.engine == "gpkg"
    with pytest.raises(SqlTimedOut) as info:  # the query never ends: only the timeout stops it
        engine.run(plan, timeout_s=0.5)
    assert "longer than 0.5 s" in info.value.user_message
    assert "raise the timeout in settings" in info.value.user_message

    feedback = QgsFeedback()
    threading.Timer(0.3, feedback.cancel).start()
    with pytest.raises(SqlCancelled):
        engine.run(plan, timeout_s=60, feedback=feedback)


def test_a_query_stopped_between_rows_leaves_the_file_unlocked(points):
    """Cancel or the deadline seen between two rows (the row counter's check, not
    SQLite's progress handler) ends the query with its statement half read. The
    error keeps the worker's frame, and the frame the cursor: its read lock must not
    outlive the query, or QGIS could not save edits to the file ("database is
    locked") for as long as anything holds the error."""
    from map_assistant.services.sql.engines.common import RunClock

    class StopsAtTheFirstRowCheck(RunClock):
        def should_stop(self) -> bool:
            return False  # the progress handler lets the statement run

        def check(self) -> None:
            raise SqlCancelled()

    path, _ = points
    plan = SqlEngine(QgsProject.instance()).plan("SELECT cat FROM pts")
    assert plan.engine == "gpkg"
    with pytest.raises(SqlCancelled) as stopped:
        sqlite_native.run_sqlite(plan, StopsAtTheFirstRowCheck(60), max_rows=10)
    assert stopped.value.__traceback__ is not None  # the frames are still held here
    writer = sqlite3.connect(str(path), timeout=0)
    try:
        writer.execute("BEGIN EXCLUSIVE")  # refused while any reader holds the file
        writer.rollback()
    finally:
        writer.close()


def test_run_in_a_qgs_task_keeps_the_event_loop_free(world, qtbot):
    engine = SqlEngine(QgsProject.instance())
    plan = engine.plan("SELECT name FROM countries WHERE ST_Area(geom) > 1000 ORDER BY name")
    results = {}

    def work(task):
        return engine.run(plan)

    def finished(exception, result=None):
        results["exception"], results["result"] = exception, result

    task = QgsTask.fromFunction("sql", work, on_finished=finished)
    QgsApplication.taskManager().addTask(task)
    qtbot.waitUntil(lambda: "result" in results, timeout=10_000)
    assert results["exception"] is None
    assert ("Russia",) in results["result"].rows


def test_slow_copy_aggregate_stops_at_once_and_the_next_query_runs(tmp_path, qgis_new_project):
    path = write_many_points_gpkg(tmp_path / "many.gpkg", 300_000)
    QgsProject.instance().addMapLayer(QgsVectorLayer(f"{path}|layername=many", "many", "ogr"))
    engine = SqlEngine(QgsProject.instance())
    # One row out, but every feature is buffered first: about 30 s of work here
    # (20,000 features take 2 s), none of it between two result rows.
    slow = engine.plan(
        "SELECT count(*) AS n FROM many WHERE ST_Area(ST_Buffer(geometry, 0.001, 64)) > 0", force_copy=True
    )
    # How soon each stop lands (during the load, not after it): make bench, case 10.
    feedback = QgsFeedback()
    threading.Timer(0.3, feedback.cancel).start()
    with pytest.raises(SqlCancelled):
        engine.run(slow, timeout_s=120, feedback=feedback)

    with pytest.raises(SqlTimedOut):
        engine.run(slow, timeout_s=0.5)

    # The one-at-a-time lock is free again: the next query runs, in either engine.
    next_query = "SELECT count(*) AS n FROM many WHERE cat = 3"
    assert engine.run(engine.plan(next_query, force_copy=True), timeout_s=60).rows == [(30_000,)]
    assert engine.run(engine.plan(next_query)).rows == [(30_000,)]


def test_a_geopackage_length_on_the_ellipsoid_takes_its_crss_own_ellipsoid(tmp_path, qgis_new_project):
    """ED50 (EPSG:4230) lies on the International 1924 ellipsoid: a length on the ellipsoid is
    taken on it, not on WGS84, now that SpatiaLite reads it from the TEMP spatial_ref_sys the
    engine writes from the file's catalogue (a wrong PROJ string there would show here), and
    the file is the same after."""
    import hashlib

    from pyproj import Geod

    path = tmp_path / "ed50.gpkg"
    gdal.UseExceptions()
    ds = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(4230)
    srs.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
    table = ds.CreateLayer("tracks", srs, ogr.wkbLineString, ["GEOMETRY_NAME=geom"])
    feature = ogr.Feature(table.GetLayerDefn())
    feature.SetGeometry(ogr.CreateGeometryFromWkt("LINESTRING(-3.7 40.4, 2.35 48.86, 13.4 52.5)"))
    table.CreateFeature(feature)
    ds = table = feature = None
    layer = QgsVectorLayer(f"{path}|layername=tracks", "tracks", "ogr")
    QgsProject.instance().addMapLayer(layer)
    before = hashlib.sha256(path.read_bytes()).hexdigest()

    engine = SqlEngine(QgsProject.instance())
    plan = engine.plan("SELECT ST_Length(geom, 1) AS length_m FROM tracks")
    assert plan.engine == "gpkg"
    [(length,)] = engine.run(plan).rows
    lons, lats = [-3.7, 2.35, 13.4], [40.4, 48.86, 52.5]
    on_intl = Geod(ellps="intl").line_length(lons, lats)
    on_wgs84 = Geod(ellps="WGS84").line_length(lons, lats)
    assert abs(length - on_intl) < 1e-6 * on_intl, (length, on_intl)
    assert abs(on_intl - on_wgs84) > 50  # metres (77 here): the two ellipsoids tell apart
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before


def test_a_hostile_crs_catalogue_changes_no_figure_and_no_byte(points):
    """The TEMP spatial_ref_sys is written from the file's catalogue: thousands of junk rows, a
    5 MB definition there leave the query's answer and the file as they were."""
    import hashlib

    path, _layer = points
    with sqlite3.connect(str(path)) as conn:
        columns = "(srs_id, srs_name, organization, organization_coordsys_id, definition)"
        conn.executemany(f"INSERT INTO gpkg_spatial_ref_sys {columns} VALUES (?, ?, ?, ?, ?)",
                         [(900_000 + n, f"junk{n}", "NONE", n, "GEOGCS[" * 50) for n in range(5_000)])
        conn.execute(f"INSERT INTO gpkg_spatial_ref_sys {columns} VALUES (?, ?, ?, ?, ?)",
                     (899_999, "huge", "nowhere", 4326, "x" * 5_000_000))
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    engine = SqlEngine(QgsProject.instance())
    [(length,)] = engine.run(engine.plan(
        "SELECT ST_Length(MakeLine(MakePoint(0, 0, 4326), MakePoint(1, 0, 4326)), 1) FROM pts LIMIT 1")).rows
    assert abs(length - 111_319.49) < 0.01  # one degree of the equator on WGS84, metres
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before


def test_copy_results_carry_the_geometry_crs_of_the_result(points):
    engine = SqlEngine(QgsProject.instance())
    # Read from the result's own SRID: the layer's EPSG:4326 would be wrong.
    plan = engine.plan("SELECT cat, ST_Transform(geometry, 3857) AS g FROM pts WHERE rowid < 3", force_copy=True)
    result = engine.run(plan)
    assert result.engine == "copy"
    assert result.columns == ["cat", "g"] and result.geometry_column == 1
    assert result.geometry_crs == "EPSG:3857"
    assert abs(result.rows[0][1].asPoint().x()) > 1000  # metres, not degrees


def test_without_spatialite_geopackage_queries_stay_in_their_file_and_say_what_is_missing(points, tmp_path,
                                                                                           monkeypatch, qgis_canvas):
    """Without SpatiaLite in Python the copy engine would have no more functions than
    the file: the query stays there, attribute queries run, a spatial one says why not."""
    _, layer = points
    box = "POLYGON((-5 31, 1 31, 1 36, -5 36, -5 31))"
    engine = SqlEngine(QgsProject.instance())
    native = engine.run(engine.plan("SELECT count(*) FROM pts WHERE cat = 2"))
    assert native.engine == "gpkg" and layer_engine(layer) == "gpkg"

    # A real failure to load: the library does not exist.
    monkeypatch.setattr(sqlite_native, "SPATIALITE_LIBRARY", str(tmp_path / "no_such_mod_spatialite"))
    assert not sqlite_native.spatialite_available()
    assert engine.run(engine.plan("SELECT count(*) FROM pts WHERE cat = 2")).rows == native.rows
    plan = engine.plan(f"SELECT count(*) FROM pts WHERE ST_Intersects(geom, ST_GeomFromText('{box}', 4326))")
    assert plan.engine == "gpkg"
    with pytest.raises(SqlRunError, match="SpatiaLite functions are not available"):
        engine.run(plan)
    # The map context says where it runs (a fresh layer object: nothing cached about it).
    again = QgsVectorLayer(layer.source(), "pts_again", "ogr")
    QgsProject.instance().addMapLayer(again)
    assert layer_engine(again) == "gpkg"
    snapshot = build_snapshot(QgsProject.instance(), qgis_canvas)
    assert {info.name: info.sql_engine for info in snapshot.layers}["pts_again"] == "gpkg"
