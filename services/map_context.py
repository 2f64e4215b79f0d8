"""Build the ``MapSnapshot`` of the live project and canvas (metadata only).

Called on the main thread every turn, so it reads layer metadata only and never
iterates features (see bench/bench_context.py for its cost).
"""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

from qgis.core import (
    QgsMapLayer,
    QgsProject,
    QgsProviderRegistry,
    QgsRasterLayer,
    QgsUnitTypes,
    QgsVectorLayer,
    QgsWkbTypes,
)

from ..agent.map_snapshot import FieldInfo, LayerInfo, MapSnapshot, RasterInfo
from .live_placeholders import visible_polygon
from .sql_engine import layer_engine


def build_snapshot(project: QgsProject, canvas, iface=None, active_layer=None) -> MapSnapshot:
    """Snapshot of what the user sees and works on.

    The active layer is ``active_layer`` if given, else ``iface.activeLayer()``.
    (A layer passed as the third argument is taken as the active layer.)
    """
    if isinstance(iface, QgsMapLayer):
        iface, active_layer = None, iface
    if active_layer is None and iface is not None:
        active_layer = iface.activeLayer()

    settings = canvas.mapSettings()
    crs = settings.destinationCrs()
    extent = settings.visibleExtent()
    rotation = canvas.rotation()
    geometry_columns: dict[str, dict[str, str]] = {}  # per GeoPackage file, read once

    layers, rasters = [], []
    for layer in _layers_in_order(project):
        if isinstance(layer, QgsVectorLayer):
            layers.append(_cached_vector_info(layer, geometry_columns))
        elif isinstance(layer, QgsRasterLayer):
            e = layer.extent()
            rasters.append(
                RasterInfo(layer.name(), layer.id(), layer.crs().authid(),
                           (e.xMinimum(), e.yMinimum(), e.xMaximum(), e.yMaximum()))
            )

    return MapSnapshot(
        extent=(extent.xMinimum(), extent.yMinimum(), extent.xMaximum(), extent.yMaximum()),
        crs=crs.authid(),
        srid=crs.postgisSrid() or None,
        map_units=QgsUnitTypes.toString(crs.mapUnits()),
        scale=canvas.scale(),
        rotation=rotation,
        visible_polygon_wkt=visible_polygon(canvas).asWkt() if rotation else None,
        project_title=project.title(),
        project_crs=project.crs().authid(),
        active_layer=active_layer.name() if active_layer is not None else None,
        layers=tuple(layers),
        rasters=tuple(rasters),
    )


def _layers_in_order(project: QgsProject) -> list[QgsMapLayer]:
    """Layers in layer-tree order (as the user sees them), then any not in the tree."""
    ordered = [node.layer() for node in project.layerTreeRoot().findLayers() if node.layer()]
    seen = {layer.id() for layer in ordered}
    ordered += [layer for lid, layer in project.mapLayers().items() if lid not in seen]
    return ordered


# Layer id -> LayerInfo. Reading 50 fields through PyQGIS costs ~0.4 ms per
# layer, too slow for 200 layers every turn, so what only changes with the data
# source, the CRS or the fields is kept until the layer signals such a change.
# (Comparing a signature of those every turn cost more than the rest of the build.)
_STATIC_INFO: dict[str, LayerInfo] = {}


def _cached_vector_info(layer: QgsVectorLayer, geometry_columns: dict) -> LayerInfo:
    cached = _STATIC_INFO.get(layer.id())
    if cached is None:
        cached = _STATIC_INFO[layer.id()] = _vector_info(layer, geometry_columns)
        _forget_on_change(layer)
    count = layer.featureCount()
    # Built directly: dataclasses.replace() is several times slower here.
    static = dict(cached.__dict__)
    static.update(name=layer.name(), feature_count=count if count >= 0 else None,
                  selection_count=layer.selectedFeatureCount())
    return LayerInfo(**static)


def _forget_on_change(layer: QgsVectorLayer) -> None:
    layer_id = layer.id()

    def forget(*_args) -> None:
        _STATIC_INFO.pop(layer_id, None)

    for signal in (layer.dataSourceChanged, layer.crsChanged, layer.updatedFields):
        signal.connect(forget)


def forget_layers(layer_ids) -> None:
    """Drop cached metadata of removed layers (connect to QgsProject.layersRemoved)."""
    for layer_id in layer_ids:
        _STATIC_INFO.pop(layer_id, None)


def _vector_info(layer: QgsVectorLayer, geometry_columns: dict) -> LayerInfo:
    provider_key = layer.providerType()
    provider = layer.dataProvider()
    parts = QgsProviderRegistry.instance().decodeUri(provider_key, layer.source())
    driver = provider.storageType() if provider_key == "ogr" else ""
    storage, kind, table, path = _storage(provider_key, driver, parts)

    geometry_column = provider.uri().geometryColumn() or parts.get("geometryColumn") or None
    if kind == "geopackage" and not geometry_column and path:
        geometry_column = _gpkg_geometry_columns(path, geometry_columns).get((table or "").lower())
    if layer.wkbType() == QgsWkbTypes.Type.NoGeometry:
        geometry_column = None

    fields = layer.fields()
    key_names = tuple(fields.at(i).name() for i in layer.primaryKeyAttributes())
    count = layer.featureCount()
    return LayerInfo(
        name=layer.name(),
        id=layer.id(),
        provider=provider_key,
        storage=storage,
        sql_engine=layer_engine(layer),  # the engine's own choice, so the context never disagrees with it
        geometry_type=QgsWkbTypes.displayString(layer.wkbType()),
        geometry_column=geometry_column,
        crs=layer.crs().authid() if layer.isSpatial() else "",
        feature_count=count if count >= 0 else None,
        fields=tuple(FieldInfo(f.name(), f.typeName() or f.friendlyTypeString()) for f in fields),
        primary_key=key_names,
        key_is_feature_id=not key_names,
        selection_count=layer.selectedFeatureCount(),
        table=table,
        path=path,
    )


def _storage(provider_key: str, driver: str, parts: dict) -> tuple[str, str, str | None, str | None]:
    """(description, storage kind, table, path) of a vector layer's data."""
    path = parts.get("path") or None
    if provider_key == "postgres":
        table = f'{parts.get("schema") or "public"}.{parts.get("table", "")}'
        database = parts.get("dbname") or parts.get("service") or "?"
        return f"PostGIS table {table} in database {database}", "postgresql", table, None
    if provider_key == "ogr" and (driver == "GPKG" or (path or "").lower().endswith(".gpkg")):
        table = parts.get("layerName") or Path(path or "").stem
        return f"GeoPackage {path} table {table}", "geopackage", table, path
    if provider_key == "spatialite":
        table = parts.get("layerName") or parts.get("table")
        return f"SpatiaLite {path} table {table}", "spatialite", table, path
    if provider_key == "memory":
        return "memory layer (temporary)", "virtual", None, None
    if provider_key == "ogr":
        kind = "Shapefile" if driver == "ESRI Shapefile" else f"{driver or 'OGR'} file"
        return f"{kind} {path}", "virtual", parts.get("layerName"), path
    if path:
        return f"{provider_key} file {path}", "virtual", None, path
    return f"{provider_key} source", "virtual", None, None


def _gpkg_geometry_columns(path: str, cache: dict) -> dict[str, str]:
    """table (lower case) -> geometry column, read once per file from gpkg_geometry_columns."""
    if path not in cache:
        cache[path] = {}
        try:
            uri = Path(path).resolve().as_uri() + "?mode=ro"
            with closing(sqlite3.connect(uri, uri=True, timeout=0.05)) as connection:
                rows = connection.execute("SELECT table_name, column_name FROM gpkg_geometry_columns")
                cache[path] = {table.lower(): column for table, column in rows}
        except (sqlite3.Error, ValueError, OSError):
            pass  # unknown column: the snapshot just omits it
    return cache[path]
