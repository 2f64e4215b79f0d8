"""The snapshot read from a real project and canvas, and its rendered text."""

from __future__ import annotations

import os
import threading
from contextlib import closing, contextmanager

import psycopg2  # python3-qgis depends on it
from map_assistant.services.snapshot.builder import build_snapshot, forget_all, forget_layers
from map_assistant.services.snapshot.map_snapshot import estimate_tokens, render_context
from osgeo import gdal, ogr, osr
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsDataSourceUri,
    QgsProject,
    QgsRasterLayer,
    QgsRectangle,
    QgsVectorLayer,
)
from support.fixtures.gis_data import ROADS, many_memory_layers, memory_layer
from support.fixtures.postgis import POSTGIS_ENV


def set_view(canvas, rotation=0.0):
    canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:3857"))
    canvas.setRotation(rotation)
    canvas.setExtent(QgsRectangle(0, 0, 1000, 1000))


def test_geopackage_and_memory_layers_are_described(qgis_canvas, gpkg_project, sample_gpkg):
    set_view(qgis_canvas)
    project = QgsProject.instance()
    project.setTitle("Survey")
    points = memory_layer("points", features=[([1, "a"], "POINT(1 1)")])
    project.addMapLayer(points)
    gpkg_project["roads"].selectByIds([1, 2])

    snapshot = build_snapshot(project, qgis_canvas, active_layer=gpkg_project["roads"])
    layers = {layer.name: layer for layer in snapshot.layers}

    roads = layers["roads"]
    assert roads.sql_engine == "gpkg" and roads.path == str(sample_gpkg) and roads.table == "roads"
    assert roads.geometry_column == "geom"  # read from gpkg_geometry_columns
    assert roads.geometry_type == "LineString" and roads.crs == "EPSG:3857"
    assert roads.feature_count == len(ROADS) and roads.selection_count == 2
    assert roads.primary_key == ("fid",) and not roads.key_is_feature_id
    assert [f.name for f in roads.fields] == ["fid", "name", "lanes"]

    mem = layers["points"]
    assert mem.sql_engine == "copy" and mem.provider == "memory"
    assert mem.key_is_feature_id and mem.primary_key == ()

    extent = qgis_canvas.extent()
    assert snapshot.extent == (extent.xMinimum(), extent.yMinimum(), extent.xMaximum(), extent.yMaximum())
    assert (snapshot.crs, snapshot.srid, snapshot.map_units) == ("EPSG:3857", 3857, "meters")
    assert snapshot.scale == qgis_canvas.scale() and snapshot.active_layer == "roads"
    assert snapshot.project_title == "Survey" and snapshot.visible_polygon_wkt is None

    text = render_context(snapshot)
    for expected in ("EPSG:3857", "- roads [active]", "- parcels", "- points", "selected 2",
                     "name String", "lanes Integer", f"GeoPackage {sample_gpkg} table roads", "pk fid"):
        assert expected in text, expected
    assert text.index("- roads") < text.index("- parcels")


def test_rotation_and_rasters(qgis_canvas, qgis_new_project, tmp_path):
    set_view(qgis_canvas, rotation=30)
    path = str(tmp_path / "dem.tif")
    dataset = gdal.GetDriverByName("GTiff").Create(path, 10, 5, 1, gdal.GDT_Byte)
    dataset.SetGeoTransform((100.0, 10.0, 0.0, 550.0, 0.0, -10.0))  # 100..200 x 500..550
    dataset.SetProjection("EPSG:3857")
    dataset = None  # flushes the file
    raster = QgsRasterLayer(path, "dem")
    assert raster.isValid()
    QgsProject.instance().addMapLayer(raster)

    snapshot = build_snapshot(QgsProject.instance(), qgis_canvas)
    qgis_canvas.setRotation(0)
    assert snapshot.rotation == 30 and snapshot.visible_polygon_wkt.startswith("Polygon")
    assert [(r.name, r.crs, r.extent) for r in snapshot.rasters] == [("dem", "EPSG:3857", (100, 500, 200, 550))]
    text = render_context(snapshot)
    assert "Rotation: 30 deg" in text and "- dem: EPSG:3857; extent 100 500, 200 550" in text


def test_200_layers_by_50_fields_render_within_budget(qgis_canvas, qgis_new_project):
    set_view(qgis_canvas)
    layers = many_memory_layers(200, 50)
    QgsProject.instance().addMapLayers(layers)
    snapshot = build_snapshot(QgsProject.instance(), qgis_canvas, active_layer=layers[120])
    assert len(snapshot.layers) == 200 and all(len(layer.fields) == 50 for layer in snapshot.layers)
    text = render_context(snapshot)
    assert estimate_tokens(text) <= 1500
    assert "- layer_120 [active]" in text and "Not described here: " in text


def test_cached_layer_metadata_follows_field_and_crs_changes(qgis_canvas, qgis_new_project):
    from map_assistant.toolbelt.qgis_compat import field_type
    from qgis.core import QgsCoordinateReferenceSystem, QgsField, QgsProject

    layer = memory_layer("wells", fields=[("depth", "double")])
    QgsProject.instance().addMapLayer(layer)
    first = build_snapshot(QgsProject.instance(), qgis_canvas).layers[0]
    assert [f.name for f in first.fields] == ["depth"]

    layer.dataProvider().addAttributes([QgsField("owner", field_type("QString"))])
    layer.updateFields()
    layer.setCrs(QgsCoordinateReferenceSystem("EPSG:4326"))
    layer.selectByIds(layer.allFeatureIds())
    second = build_snapshot(QgsProject.instance(), qgis_canvas).layers[0]
    assert [f.name for f in second.fields] == ["depth", "owner"]
    assert second.crs == "EPSG:4326"


def layers_by_name(canvas) -> dict:
    return {layer.name: layer for layer in build_snapshot(QgsProject.instance(), canvas).layers}


def test_filter_and_rename_reach_the_cached_metadata(qgis_canvas, gpkg_project):
    roads = gpkg_project["roads"]
    assert layers_by_name(qgis_canvas)["roads"].sql_engine == "gpkg"  # now cached

    roads.setSubsetString('"lanes" = 2')  # a filtered layer is queried as a virtual layer
    assert layers_by_name(qgis_canvas)["roads"].sql_engine == "copy"

    roads.setName("streets")
    assert "streets" in layers_by_name(qgis_canvas) and "roads" not in layers_by_name(qgis_canvas)
    roads.setSubsetString("")
    assert layers_by_name(qgis_canvas)["streets"].sql_engine == "gpkg"


def change_signals(layer):
    return [layer.dataSourceChanged, layer.crsChanged, layer.updatedFields, layer.subsetStringChanged]


def test_one_connection_per_layer_and_none_after_forgetting(qgis_canvas, qgis_new_project):
    layers = [memory_layer("a"), memory_layer("b")]
    QgsProject.instance().addMapLayers(layers)
    before = [[layer.receivers(signal) for signal in change_signals(layer)] for layer in layers]
    plus_one = [[count + 1 for count in counts] for counts in before]

    for _ in range(20):
        build_snapshot(QgsProject.instance(), qgis_canvas)
    assert [[layer.receivers(signal) for signal in change_signals(layer)] for layer in layers] == plus_one

    forget_layers([layers[0].id()])
    assert [layers[0].receivers(signal) for signal in change_signals(layers[0])] == before[0]
    build_snapshot(QgsProject.instance(), qgis_canvas)
    assert [[layer.receivers(signal) for signal in change_signals(layer)] for layer in layers] == plus_one

    forget_all()  # plugin unload
    assert [[layer.receivers(signal) for signal in change_signals(layer)] for layer in layers] == before


def test_a_project_read_again_is_not_described_from_the_old_layers(qgis_canvas, gpkg_project, tmp_path):
    # Reading a project creates new layer objects with the saved ids. Nothing tells
    # the cache here (the controller's layersRemoved hook is not connected).
    project = QgsProject.instance()
    gpkg_project["roads"].setSubsetString('"lanes" = 4')
    assert project.write(str(tmp_path / "p.qgs"))
    gpkg_project["roads"].setSubsetString("")
    assert layers_by_name(qgis_canvas)["roads"].sql_engine == "gpkg"

    assert project.read(str(tmp_path / "p.qgs"))
    assert layers_by_name(qgis_canvas)["roads"].sql_engine == "copy"


@contextmanager
def blocked_count_queries(table: str):
    """Holds an exclusive lock on ``table``; a query that waits on it (as SELECT
    count(*) would) is recorded and then let through, so nothing hangs."""
    locker = psycopg2.connect(**POSTGIS_ENV)
    locker.cursor().execute(f"LOCK TABLE public.{table} IN ACCESS EXCLUSIVE MODE")
    seen: list[str] = []
    done = threading.Event()

    def watch():
        with closing(psycopg2.connect(**POSTGIS_ENV)) as watcher, watcher.cursor() as cursor:
            while not done.wait(0.01):
                cursor.execute("SELECT query FROM pg_stat_activity WHERE wait_event_type = 'Lock'")
                rows = [query for (query,) in cursor.fetchall() if table in query]
                watcher.rollback()
                if rows:
                    seen.extend(rows)
                    locker.rollback()
                    return

    thread = threading.Thread(target=watch)
    thread.start()
    try:
        yield seen
    finally:
        done.set()
        thread.join()
        locker.rollback()
        locker.close()


def test_postgis_storage_key_and_count_without_scanning_the_table(qgis_canvas, qgis_new_project, postgis_conn, postgis_points):
    uri = QgsDataSourceUri(postgis_points.source())
    table = uri.table()
    QgsProject.instance().addMapLayer(postgis_points)
    probe = QgsVectorLayer(uri.uri(False), "probe", "postgres")
    with blocked_count_queries(table) as waited:
        assert probe.featureCount() == 50  # the watcher proves itself: QGIS's count waits
    assert waited and "count(*)" in waited[0]

    with blocked_count_queries(table) as waited:
        layer = layers_by_name(qgis_canvas)["pg_points"]
    assert waited == []  # no count(*) on the main thread
    assert layer.storage == f"PostGIS table public.{table} in database {POSTGIS_ENV['dbname']}"
    assert (layer.sql_engine, layer.primary_key, layer.feature_count) == ("postgres", ("id",), None)
    assert "? features; pk id" in render_context(build_snapshot(QgsProject.instance(), qgis_canvas))

    # With estimated metadata the catalogue's estimate is used (exact once analysed).
    QgsProject.instance().removeAllMapLayers()
    uri.setUseEstimatedMetadata(True)
    estimated = QgsVectorLayer(uri.uri(False), "pg_estimated", "postgres")
    QgsProject.instance().addMapLayer(estimated)
    postgis_conn.executeSql(f"ANALYZE public.{table}")
    assert layers_by_name(qgis_canvas)["pg_estimated"].feature_count == 50
    estimated.setSubsetString("cat = 1")  # the estimate would ignore the filter
    assert layers_by_name(qgis_canvas)["pg_estimated"].feature_count is None
    QgsProject.instance().removeAllMapLayers()


def test_shapefile_storage(qgis_canvas, qgis_new_project, tmp_path):
    path = tmp_path / "wells.shp"
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(3857)
    source = ogr.GetDriverByName("ESRI Shapefile").CreateDataSource(str(path))
    layer = source.CreateLayer("wells", srs, ogr.wkbPoint)
    for x in (1, 2, 3):
        feature = ogr.Feature(layer.GetLayerDefn())
        feature.SetGeometry(ogr.CreateGeometryFromWkt(f"POINT({x} {x})"))
        layer.CreateFeature(feature)
    source = None  # flushes the files
    QgsProject.instance().addMapLayer(QgsVectorLayer(str(path), "wells", "ogr"))

    wells = layers_by_name(qgis_canvas)["wells"]
    assert (wells.storage, wells.sql_engine, wells.feature_count) == (f"Shapefile {path}", "copy", 3)
    assert f"- wells: Shapefile {path}; SQL engine copy; Point, EPSG:3857; 3 features" in render_context(
        build_snapshot(QgsProject.instance(), qgis_canvas))


def test_unavailable_layers_are_named_and_the_rest_renders(qgis_canvas, qgis_new_project):
    missing_file = QgsVectorLayer("/nonexistent.gpkg|layername=x", "lost", "ogr")
    no_provider = QgsVectorLayer("whatever", "orphan", "no_such_provider")
    assert not missing_file.isValid() and no_provider.dataProvider() is None
    QgsProject.instance().addMapLayers([missing_file, no_provider, memory_layer("points")])

    snapshot = build_snapshot(QgsProject.instance(), qgis_canvas)
    layers = {layer.name: layer for layer in snapshot.layers}
    assert layers["lost"].storage == "UNAVAILABLE, its data cannot be opened (GeoPackage /nonexistent.gpkg table x)"
    assert layers["lost"].sql_engine == layers["orphan"].sql_engine == "none"
    assert layers["orphan"].storage.startswith("UNAVAILABLE") and layers["orphan"].feature_count is None
    text = render_context(snapshot)
    assert "- lost: UNAVAILABLE" in text and "- orphan: UNAVAILABLE" in text
    assert "- points: memory layer (temporary); SQL engine copy" in text


VIRTUAL_LAYER_CHILD = """
import os, sys
sys.path.insert(0, sys.argv[1])
from support.fixtures.as_package import register_plugin_package
register_plugin_package()
from qgis.core import QgsApplication, QgsProject, QgsVectorLayer
from qgis.gui import QgsMapCanvas
application = QgsApplication([], True)
application.initQgis()
from map_assistant.services.snapshot.builder import build_snapshot
QgsProject.instance().addMapLayer(QgsVectorLayer(sys.argv[2] + "|layername=countries", "countries", "ogr"))
virtual = QgsVectorLayer("?query=SELECT * FROM countries", "virtual_countries", "virtual")
QgsProject.instance().addMapLayer(virtual)
snapshot = build_snapshot(QgsProject.instance(), QgsMapCanvas())
[info] = [layer for layer in snapshot.layers if layer.name == "virtual_countries"]
print("valid:", virtual.isValid(), "types:", ",".join(field.type_name for field in info.fields), flush=True)
os._exit(0)  # what is measured is printed; QGIS's exit is not this test's
"""


def test_a_virtual_layers_fields_have_types_in_the_snapshot():
    """A virtual layer's fields carry no provider type name; QgsField.friendlyTypeString is not in
    QGIS 3.22, so its fallback broke every send with a virtual layer in the project.

    In a fresh QGIS of its own: creating the virtual layer late in the full suite segfaulted
    QGIS's virtual provider, in 2 of 4 full runs on 3.40 and once on 3.22 (CI, 2026-11-29), and
    never when run alone or after the first 120 files; a child process keeps what the suite
    did before out of it. The crash itself is left open (see the closing notes)."""
    import subprocess
    import sys
    from pathlib import Path

    from support.fixtures.gis_data import qgis_data_path

    tests = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", VIRTUAL_LAYER_CHILD, str(tests), str(qgis_data_path("world_map.gpkg"))],
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, capture_output=True, text=True,
                          timeout=180)
    [line] = [line for line in done.stdout.splitlines() if line.startswith("valid:")] or [done.stdout + done.stderr]
    valid, types = line.split(" types: ")
    assert valid == "valid: True" and types and all(types.split(",")), line
