"""Shared GIS test data: real memory layers and a real GeoPackage written per test.

Fixtures:
- ``sample_gpkg`` (path): a GeoPackage in tmp_path with ``roads`` (lines) and
  ``parcels`` (polygons with a unique text ``code``, one value containing a quote).
- ``gpkg_project``: ``qgis_new_project`` with both GeoPackage layers loaded
  (integer ``fid`` keys). Returns a dict name -> layer.
- ``storage_project`` / ``storage_session``: parametrised over ``storage``
  (``gpkg``, ``postgis``): the same layers in a GeoPackage or in PostGIS tables
  (``postgis_project``, support/postgis.py), so one scenario runs on both.
- (``text_keyed_layer``, the PARCELS keyed by their text ``code``, is a real
  PostGIS table: see ``support/postgis.py``. GeoPackage keys are always the
  integer fid and memory layers have no key.)

Helpers (plain functions, usable from benchmarks too): ``memory_layer``,
``many_memory_layers``, ``write_gpkg``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

import pytest
from osgeo import ogr, osr
from qgis.core import QgsFeature, QgsGeometry, QgsProject, QgsVectorLayer
from qgis.PyQt.QtCore import QThreadPool

GPKG_CRS = 3857
ROADS = [  # (name, lanes, WKT)
    ("Main St", 2, "LINESTRING(0 0, 1000 0)"),
    ("High St", 4, "LINESTRING(0 500, 1000 500)"),
    ("O'Connell Rd", 2, "LINESTRING(500 0, 500 1000)"),
]
PARCELS = [  # (code, owner, WKT)
    ("A-1", "Ann", "POLYGON((0 0, 100 0, 100 100, 0 100, 0 0))"),
    ("O'Brien", "Bob", "POLYGON((200 200, 300 200, 300 300, 200 300, 200 200))"),
    ("C 3", "Cid", "POLYGON((5000 5000, 5100 5000, 5100 5100, 5000 5100, 5000 5000))"),
]


def memory_layer(
    name: str,
    geometry: str = "Point",
    crs: str = f"EPSG:{GPKG_CRS}",
    fields: Sequence[tuple[str, str]] = (("id", "integer"), ("label", "string")),
    features: Iterable[tuple[Sequence, str]] = (),
) -> QgsVectorLayer:
    """A memory layer; ``features`` are (attribute values, WKT) pairs."""
    spec = "&".join([f"crs={crs}"] + [f"field={n}:{t}" for n, t in fields])
    layer = QgsVectorLayer(f"{geometry}?{spec}", name, "memory")
    assert layer.isValid(), f"memory layer {name} is invalid"
    new = []
    for values, wkt in features:
        feature = QgsFeature(layer.fields())
        feature.setAttributes(list(values))
        feature.setGeometry(QgsGeometry.fromWkt(wkt))
        new.append(feature)
    if new:
        ok, _ = layer.dataProvider().addFeatures(new)
        assert ok
        layer.updateExtents()
    return layer


def many_memory_layers(count: int, fields_per_layer: int) -> list[QgsVectorLayer]:
    """``count`` empty point layers with ``fields_per_layer`` fields each (for size tests)."""
    fields = [(f"attribute_{i:02d}", "integer" if i % 2 else "string") for i in range(fields_per_layer)]
    return [memory_layer(f"layer_{n:03d}", fields=fields) for n in range(count)]


def write_gpkg(path: Path) -> Path:
    """Write ``roads`` and ``parcels`` (see ROADS / PARCELS) into a new GeoPackage."""
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(GPKG_CRS)
    source = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    _write_layer(source, "roads", srs, ogr.wkbLineString,
                 [("name", ogr.OFTString), ("lanes", ogr.OFTInteger)], ROADS)
    _write_layer(source, "parcels", srs, ogr.wkbPolygon,
                 [("code", ogr.OFTString), ("owner", ogr.OFTString)], PARCELS)
    source = None  # closes and flushes the file
    return path


def write_kind_points(path: Path, driver: str, name: str, points) -> Path:
    """Points ``(id, kind, x, y)`` in EPSG:3857 with a text field ``kind``, written
    by GDAL's ``driver`` ("GPKG", "ESRI Shapefile") as layer ``name``."""
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(3857)
    source = ogr.GetDriverByName(driver).CreateDataSource(str(path))
    rows = [(kind, f"POINT({x} {y})") for _, kind, x, y in points]
    _write_layer(source, name, srs, ogr.wkbPoint, [("kind", ogr.OFTString)], rows)
    source = None  # closes and flushes the file
    return path


def _write_layer(source, name, srs, geometry_type, fields, rows) -> None:
    layer = source.CreateLayer(name, srs, geometry_type)
    for field_name, field_type in fields:
        layer.CreateField(ogr.FieldDefn(field_name, field_type))
    for row in rows:
        feature = ogr.Feature(layer.GetLayerDefn())
        for (field_name, _), value in zip(fields, row[:-1]):
            feature.SetField(field_name, value)
        feature.SetGeometry(ogr.CreateGeometryFromWkt(row[-1]))
        assert layer.CreateFeature(feature) == 0


@pytest.fixture
def sample_gpkg(tmp_path) -> Path:
    return write_gpkg(tmp_path / "sample.gpkg")


@pytest.fixture
def gpkg_project(qgis_new_project, qgis_canvas, sample_gpkg) -> dict[str, QgsVectorLayer]:
    project = QgsProject.instance()
    layers = {
        name: QgsVectorLayer(f"{sample_gpkg}|layername={name}", name, "ogr")
        for name in ("roads", "parcels")
    }
    project.addMapLayers(list(layers.values()))
    for name, layer in layers.items():
        assert layer.isValid(), f"{name} did not load from {sample_gpkg}"
    yield layers
    release_canvas(qgis_canvas)
    project.removeAllMapLayers()


@pytest.fixture
def gpkg_session(gpkg_project, qgis_canvas, qgis_new_project):
    """A ActionEnvironment over ``gpkg_project`` on the real canvas (EPSG:3857 view of the data)."""
    yield _session_over(gpkg_project, qgis_canvas, qgis_new_project, shown=True)
    release_canvas(qgis_canvas)


@pytest.fixture(params=["gpkg", pytest.param("postgis", marks=pytest.mark.postgis)])
def storage(request) -> str:
    """Where ``storage_project`` keeps the data: a GeoPackage, or PostGIS tables."""
    return request.param


@pytest.fixture
def storage_project(request, storage) -> dict[str, QgsVectorLayer]:
    """``gpkg_project`` or its PostGIS twin ``postgis_project`` (same layers, fields,
    features and integer ``fid`` keys): a scenario written once runs on both."""
    return request.getfixturevalue(f"{storage}_project")


@pytest.fixture
def storage_session(storage_project, qgis_canvas, qgis_new_project):
    """A ActionEnvironment over ``storage_project``. The canvas has the view (EPSG:3857)
    but is frozen: rendering reads features too (the project's layers reach the
    canvas through its layer-tree bridge), and the PostGIS proofs
    (support/pg_stats.py) count what the plugin's own work read."""
    qgis_canvas.freeze(True)
    qgis_canvas.stopRendering()  # a render started when the layers were added
    yield _session_over(storage_project, qgis_canvas, qgis_new_project, shown=False)
    qgis_canvas.freeze(False)


def _session_over(layers: dict[str, QgsVectorLayer], canvas, project, shown: bool):
    from map_assistant.services.base import ActionEnvironment
    from qgis.core import QgsRectangle

    canvas.setDestinationCrs(layers["roads"].crs())
    canvas.setLayers(list(layers.values()) if shown else [])
    canvas.setExtent(QgsRectangle(-100, -100, 1100, 1100))
    return ActionEnvironment(project=project, canvas=canvas)


def release_canvas(canvas) -> None:
    """Before the project deletes layers: the shared canvas lets go of them, and no
    render job is still drawing them. stopRendering() alone only asks the job to
    stop (QgsMapCanvas cancels without blocking), so the job in flight is waited
    for first, and so are jobs cancelled earlier (each refresh cancels the one
    before, which may still be ending in QtConcurrent's pool). A 3.40 teardown once
    crashed in removeAllMapLayers in a thread other than Python's."""
    canvas.waitWhileRendering()
    canvas.setLayers([])
    canvas.stopRendering()
    QThreadPool.globalInstance().waitForDone(3_000)  # bounded: a task left running must not stall teardowns


def qgis_data_path(name: str) -> Path:
    """A file of QGIS's own sample data (``world_map.gpkg``, ``qgis-hackfests.json``)."""
    from qgis.core import QgsApplication

    return Path(QgsApplication.pkgDataPath()) / "resources" / "data" / name


def ogr_features(name: str) -> list[tuple[dict, object]]:
    """(attributes with the OGR ``fid``, shapely geometry or None) of every feature of
    a ``world_project`` layer, read by OGR alone: the independent side of a check."""
    from shapely import wkb

    ogr.UseExceptions()
    if name == "hackfests":
        source = ogr.Open(str(qgis_data_path("qgis-hackfests.json")))
        layer = source.GetLayer(0)
    else:
        source = ogr.Open(str(qgis_data_path("world_map.gpkg")))
        layer = source.GetLayerByName(name)
    rows = []
    for feature in layer:
        geometry = feature.GetGeometryRef()
        rows.append(({"fid": feature.GetFID(), **feature.items()},
                     wkb.loads(bytes(geometry.ExportToWkb())) if geometry else None))
    return rows


@pytest.fixture
def world_project(qgis_new_project, qgis_canvas) -> dict[str, QgsVectorLayer]:
    """QGIS's ``world_map.gpkg`` countries and states_provinces, and the hackfests
    GeoJSON (accented places, years, dates) as ``hackfests``; the canvas in
    EPSG:4326 showing Europe."""
    from qgis.core import QgsCoordinateReferenceSystem, QgsRectangle

    world = qgis_data_path("world_map.gpkg")
    layers = {
        name: QgsVectorLayer(f"{world}|layername={name}", name, "ogr") for name in ("countries", "states_provinces")
    }
    layers["hackfests"] = QgsVectorLayer(str(qgis_data_path("qgis-hackfests.json")), "hackfests", "ogr")
    for name, layer in layers.items():
        assert layer.isValid(), f"{name} did not load"
    project = QgsProject.instance()
    project.addMapLayers(list(layers.values()))
    qgis_canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:4326"))
    qgis_canvas.setLayers(list(layers.values()))
    qgis_canvas.setExtent(QgsRectangle(-10, 35, 30, 60))
    yield layers
    release_canvas(qgis_canvas)
    project.removeAllMapLayers()
