"""Build the ``MapSnapshot`` of the live project and canvas (metadata only).

Called on the main thread every turn, so it reads layer metadata only and never
iterates features (`make bench`, case 6, measures its cost).
"""

from __future__ import annotations

import sqlite3
from collections import deque
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path
from typing import Callable

from qgis.core import (
    QgsDataSourceUri,
    QgsMapLayer,
    QgsProject,
    QgsProviderRegistry,
    QgsRasterLayer,
    QgsUnitTypes,
    QgsVectorLayer,
    QgsWkbTypes,
)
from qgis.PyQt import sip
from qgis.PyQt.QtCore import QObject, QTimer

from ...toolbelt.qgis_compat import field_type_name
from ...toolbelt.threads.tasks import advance
from ..placeholders.live import visible_polygon
from ..sql.engine import layer_engine
from .map_snapshot import FieldInfo, LayerInfo, MapSnapshot, RasterInfo


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
# source, the CRS, the fields or the filter is kept until the layer signals such
# a change. (Comparing a signature of those every turn cost more than the rest
# of the build.) The name, the selection and most counts are read every turn.
_STATIC_INFO: dict[str, LayerInfo] = {}
# Layer id -> (layer, slot): the one connection per layer that drops its entry.
_WATCHED: dict[str, tuple[QgsVectorLayer, Callable]] = {}

# Providers that count features when they open the data or hold them in memory,
# so featureCount() is free. Others may query the source on the main thread
# (PostgreSQL runs SELECT count(*) over the whole table): see _static_count.
_COUNT_IS_FREE = frozenset({"memory", "ogr", "spatialite", "delimitedtext", "gpx"})


def _cached_vector_info(layer: QgsVectorLayer, geometry_columns: dict) -> LayerInfo:
    layer_id = layer.id()
    watched = _WATCHED.get(layer_id)
    if watched is None or watched[0] is not layer:
        # First sight, or a new layer object with a known id (a project read again).
        forget_layers([layer_id])
        _watch(layer)
    cached = _STATIC_INFO.get(layer_id)
    if cached is None:
        cached = _STATIC_INFO[layer_id] = _vector_info(layer, geometry_columns)
    count = cached.feature_count
    if cached.provider in _COUNT_IS_FREE:
        count = layer.featureCount()
        count = count if count >= 0 else None
    # Built directly: dataclasses.replace() is several times slower here.
    static = dict(cached.__dict__)
    static.update(name=layer.name(), feature_count=count, selection_count=layer.selectedFeatureCount())
    return LayerInfo(**static)


def _change_signals(layer: QgsVectorLayer) -> tuple:
    """What changes cached metadata: the filter changes the engine (filtered layers
    are queried in the copy engine), the source changes storage and key."""
    return (layer.dataSourceChanged, layer.crsChanged, layer.updatedFields, layer.subsetStringChanged)


def _watch(layer: QgsVectorLayer) -> None:
    layer_id = layer.id()

    def forget(*_args) -> None:
        _STATIC_INFO.pop(layer_id, None)

    for signal in _change_signals(layer):
        signal.connect(forget)
    _WATCHED[layer_id] = (layer, forget)


def forget_layers(layer_ids) -> None:
    """Drop cached metadata of removed layers and disconnect from them
    (connect to QgsProject.layersRemoved)."""
    for layer_id in layer_ids:
        _STATIC_INFO.pop(layer_id, None)
        layer, forget = _WATCHED.pop(layer_id, (None, None))
        if layer is None or sip.isdeleted(layer):
            continue  # a deleted layer took its connections with it
        for signal in _change_signals(layer):
            signal.disconnect(forget)


def forget_all() -> None:
    """Drop every cached entry and disconnect from every layer (plugin unload)."""
    forget_layers(list(_WATCHED))
    _STATIC_INFO.clear()


class ContextWarmer(QObject):
    """Reads the cached metadata of new layers in idle time, a slice per timer tick.

    The first build of a 200-layer, 50-field project reads 10,000 fields (about
    40 ms); done when the layers arrive, in slices of a few milliseconds, it is
    not paid when the user presses Send, and no slice holds the event loop long.
    """

    SLICE_S = 0.008

    def __init__(self, project: QgsProject, parent: QObject | None = None):
        super().__init__(parent)
        self._project = project
        self._pending: deque[str] = deque()
        self._steps: Iterator[None] | None = None  # the batch being warmed, resumed per tick
        self._timer = QTimer(self)
        self._timer.setInterval(0)  # run when the event loop is otherwise idle
        self._timer.timeout.connect(self._warm_some)
        project.layersAdded.connect(self._queue)
        self._queue(list(project.mapLayers().values()))

    @property
    def idle(self) -> bool:
        return not self._pending

    def stop(self) -> None:
        self._timer.stop()
        self._pending.clear()
        self._steps = None
        self._project.layersAdded.disconnect(self._queue)

    def _queue(self, layers) -> None:
        self._pending.extend(layer.id() for layer in layers if isinstance(layer, QgsVectorLayer))
        if self._pending:
            self._timer.start()

    def _warm_some(self) -> None:
        if self._steps is None:
            self._steps = self._warm_pending()
        finished, _ = advance(self._steps, self.SLICE_S)
        if finished:
            self._steps = None
            self._timer.stop()

    def _warm_pending(self) -> Iterator[None]:
        """One layer per step, until the queue is empty (layers queued meanwhile included)."""
        columns: dict[str, dict[str, str]] = {}
        while self._pending:
            layer = self._project.mapLayer(self._pending.popleft())
            if isinstance(layer, QgsVectorLayer) and layer.id() not in _STATIC_INFO:
                try:
                    _cached_vector_info(layer, columns)
                except Exception:  # noqa: BLE001 - warming is optional; the send-time build reports errors
                    _STATIC_INFO.pop(layer.id(), None)
            yield


def _vector_info(layer: QgsVectorLayer, geometry_columns: dict) -> LayerInfo:
    provider_key = layer.providerType()
    provider = layer.dataProvider()
    parts = QgsProviderRegistry.instance().decodeUri(provider_key, layer.source())
    if provider is None or not layer.isValid():
        return _unavailable_info(layer, provider_key, parts)
    driver = provider.storageType() if provider_key == "ogr" else ""
    storage, kind, table, path = _storage(provider_key, driver, parts)

    geometry_column = provider.uri().geometryColumn() or parts.get("geometryColumn") or None
    if kind == "geopackage" and not geometry_column and path:
        geometry_column = _gpkg_geometry_columns(path, geometry_columns).get((table or "").lower())
    if layer.wkbType() == QgsWkbTypes.Type.NoGeometry:
        geometry_column = None

    fields = layer.fields()
    key_names = tuple(fields.at(i).name() for i in layer.primaryKeyAttributes())
    # names() in one call, then one pass for the types: a third faster than a
    # name() and typeName() per field (200 layers x 50 fields: 30 -> 18 ms).
    types = [field_type_name(f) for f in fields]
    return LayerInfo(
        name=layer.name(),
        id=layer.id(),
        provider=provider_key,
        storage=storage,
        sql_engine=layer_engine(layer),  # the engine's own choice, so the context never disagrees with it
        geometry_type=QgsWkbTypes.displayString(layer.wkbType()),
        geometry_column=geometry_column,
        crs=layer.crs().authid() if layer.isSpatial() else "",
        feature_count=_static_count(layer, provider_key),
        fields=tuple(map(FieldInfo, fields.names(), types)),
        primary_key=key_names,
        key_is_feature_id=not key_names,
        selection_count=layer.selectedFeatureCount(),
        table=table,
        path=path,
    )


def _static_count(layer: QgsVectorLayer, provider_key: str) -> int | None:
    """The count of a provider whose count is not free, read once, or None (unknown).

    PostgreSQL with estimated metadata reads pg_class.reltuples (one catalogue
    lookup, -1 until the table is analysed); without it, or with a filter (the
    estimate ignores it), counting would scan the table on the main thread.
    """
    if provider_key in _COUNT_IS_FREE:
        return None  # read live every turn instead
    if provider_key == "postgres" and not layer.subsetString() and QgsDataSourceUri(layer.source()).useEstimatedMetadata():
        count = layer.featureCount()
        return count if count >= 0 else None
    return None


def _unavailable_info(layer: QgsMapLayer, provider_key: str, parts: dict) -> LayerInfo:
    """A layer whose data cannot be opened (moved file, unreachable database):
    described so the model tells the user, never queried."""
    storage, _kind, table, path = _storage(provider_key, "", parts)
    return LayerInfo(
        name=layer.name(),
        id=layer.id(),
        provider=provider_key,
        storage=f"UNAVAILABLE, its data cannot be opened ({storage})",
        sql_engine="none",
        geometry_type="unknown geometry",
        geometry_column=None,
        crs="unknown CRS",
        feature_count=None,
        primary_key=("(unknown)",),
        table=table,
        path=path,
    )


def _storage(provider_key: str, driver: str, parts: dict) -> tuple[str, str, str | None, str | None]:
    """(description, storage kind, table, path) of a vector layer's data."""
    path = parts.get("path") or None
    if provider_key == "postgres":
        table = f'{parts.get("schema") or "public"}.{parts.get("table", "")}'
        # The database's name at most: a service name, like the host, user or authcfg,
        # says how to connect, which the model never needs (never sent: issue 13).
        where = f" in database {parts['dbname']}" if parts.get("dbname") else ""
        return f"PostGIS table {table}{where}", "postgresql", table, None
    if provider_key == "ogr" and (driver == "GPKG" or (path or "").lower().endswith(".gpkg")):
        table = parts.get("layerName") or Path(path or "").stem
        return f"GeoPackage {path} table {table}", "geopackage", table, path
    if provider_key == "spatialite":
        table = parts.get("layerName") or parts.get("table")
        return f"SpatiaLite {path} table {table}", "spatialite", table, path
    if provider_key == "memory":
        return "memory layer (temporary)", "copy", None, None
    if provider_key == "ogr":
        kind = "Shapefile" if driver == "ESRI Shapefile" else f"{driver or 'OGR'} file"
        return f"{kind} {path}", "copy", parts.get("layerName"), path
    if path:
        return f"{provider_key} file {path}", "copy", None, path
    return f"{provider_key} source", "copy", None, None


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
