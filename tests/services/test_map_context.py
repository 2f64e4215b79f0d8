"""The snapshot read from a real project and canvas, and its rendered text."""

from __future__ import annotations

from map_assistant.agent.map_snapshot import estimate_tokens, render_context
from map_assistant.services.map_context import build_snapshot
from osgeo import gdal
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsProject,
    QgsRasterLayer,
    QgsRectangle,
)
from support.gis_data import ROADS, many_memory_layers, memory_layer


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
    assert mem.sql_engine == "virtual" and mem.provider == "memory"
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
    assert "- layer_120 [active]" in text and "Ask for a layer's full schema by name." in text


def test_cached_layer_metadata_follows_field_and_crs_changes(qgis_canvas, qgis_new_project):
    from qgis.core import QgsCoordinateReferenceSystem, QgsField, QgsProject
    from qgis.PyQt.QtCore import QVariant

    layer = memory_layer("wells", fields=[("depth", "double")])
    QgsProject.instance().addMapLayer(layer)
    first = build_snapshot(QgsProject.instance(), qgis_canvas).layers[0]
    assert [f.name for f in first.fields] == ["depth"]

    layer.dataProvider().addAttributes([QgsField("owner", QVariant.String)])
    layer.updateFields()
    layer.setCrs(QgsCoordinateReferenceSystem("EPSG:4326"))
    layer.selectByIds(layer.allFeatureIds())
    second = build_snapshot(QgsProject.instance(), qgis_canvas).layers[0]
    assert [f.name for f in second.fields] == ["depth", "owner"]
    assert second.crs == "EPSG:4326"
