"""The placeholder values read from the live canvas and project at click time.

Every method reads the map when it is called, so a pan or a new selection made
between the answer and the click is honoured. Call it on the main thread (it
reads the canvas); the selection reads use the primary key and fetch no geometry
unless the geometry itself is asked for.
"""

from __future__ import annotations

from collections.abc import Sequence

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsCsException,
    QgsFeatureRequest,
    QgsGeometry,
    QgsPointXY,
    QgsProject,
    QgsVectorLayer,
    QgsVectorLayerFeatureSource,
)
from qgis.PyQt.QtCore import QDate, QDateTime, Qt, QTime

from ...agent.user_text import for_user
from .fill import PlaceholderError

# Providers whose feature id is the primary-key value (GeoPackage fid), so the
# selected ids can be used without reading the features.
_FID_IS_KEY_PROVIDERS = ("ogr",)
EMPTY_GEOMETRY_WKT = "GeometryCollection EMPTY"  # valid WKT that intersects nothing


class LivePlaceholderSource:
    """``PlaceholderSource`` over a real ``QgsProject`` and ``QgsMapCanvas``."""

    def __init__(self, project: QgsProject, canvas):
        self._project = project
        self._canvas = canvas

    # --- the view -----------------------------------------------------------
    def view_bbox_wkt(self, crs: str | None = None) -> str:
        return self._in_crs(visible_polygon(self._canvas), crs).asWkt()

    def view_center_wkt(self, crs: str | None = None) -> str:
        center = QgsGeometry.fromPointXY(self._canvas.mapSettings().visibleExtent().center())
        return self._in_crs(center, crs).asWkt()

    def view_srid(self) -> int | None:
        srid = self._map_crs().postgisSrid()
        return srid or None

    def view_crs(self) -> str:
        return self._map_crs().authid()

    def view_scale(self) -> float:
        return self._canvas.scale()

    # --- layers ---------------------------------------------------------------
    def layer_names(self) -> Sequence[str]:
        return [layer.name() for layer in self._project.mapLayers().values()]

    def resolve_layer(self, name: str) -> str | None:
        matches = [
            layer
            for layer in self._project.mapLayers().values()
            if layer.name().casefold() == name.casefold()
        ]
        exact = [layer for layer in matches if layer.name() == name]
        if len(exact) == 1 or len(matches) == 1:
            return (exact or matches)[0].id()
        if matches:
            raise PlaceholderError(for_user("%n layer(s) are named '{name}'. Rename one of them so the action can "
                                            "tell which one to use.", "", len(matches), name=name))
        return None

    def selection_count(self, layer: str) -> int:
        return self.vector_layer(layer).selectedFeatureCount()

    def selection_keys(self, layer: str) -> Sequence[object]:
        return SelectionSnapshot(self.vector_layer(layer)).keys()

    def selection_geometry_wkt(self, layer: str) -> str:
        return SelectionSnapshot(self.vector_layer(layer)).geometry_wkt()

    def layer_extent_wkt(self, layer: str) -> str:
        return QgsGeometry.fromRect(self._project.mapLayer(layer).extent()).asWkt()

    # --- helpers ----------------------------------------------------------------
    def _map_crs(self) -> QgsCoordinateReferenceSystem:
        return self._canvas.mapSettings().destinationCrs()

    def _in_crs(self, geometry: QgsGeometry, crs: str | None) -> QgsGeometry:
        if not crs:
            return geometry
        target = QgsCoordinateReferenceSystem(crs)
        if not target.isValid():
            raise PlaceholderError(for_user("'{crs}' is not a CRS QGIS knows. Use an EPSG code such as EPSG:4326.",
                                            crs=crs))
        transform = QgsCoordinateTransform(self._map_crs(), target, self._project)
        result = QgsGeometry(geometry)
        try:
            result.transform(transform)
        except QgsCsException as error:  # the view lies outside the target CRS's area
            raise PlaceholderError(for_user("The visible area cannot be expressed in {crs} ({reason}). Zoom in or use "
                                            "another CRS.", crs=crs, reason=error)) from error
        return result

    def vector_layer(self, layer_id: str) -> QgsVectorLayer:
        layer = self._project.mapLayer(layer_id)
        if not isinstance(layer, QgsVectorLayer):
            name = layer.name() if layer else layer_id
            raise PlaceholderError(for_user("'{layer}' is not a vector layer, so it has no selection.", layer=name))
        return layer


class SelectionSnapshot:
    """A layer's selection as it is now. Take it on the main thread; ``keys()`` and
    ``geometry_wkt()`` may then run in a worker: they read through a
    ``QgsVectorLayerFeatureSource``, never the layer itself."""

    def __init__(self, layer: QgsVectorLayer):
        self.ids = sorted(layer.selectedFeatureIds())
        self.key_indexes = selection_key_indexes(layer)
        self.ids_are_keys = not self.key_indexes or fid_is_key(layer, self.key_indexes)
        self.source = QgsVectorLayerFeatureSource(layer)

    def keys(self) -> list:
        if self.ids_are_keys:
            return list(self.ids)
        request = QgsFeatureRequest().setFilterFids(self.ids).setFlags(QgsFeatureRequest.Flag.NoGeometry)
        request.setSubsetOfAttributes(self.key_indexes)
        keys = []
        for feature in self.source.getFeatures(request):
            values = tuple(python_value(feature.attribute(i)) for i in self.key_indexes)
            keys.append(values[0] if len(values) == 1 else values)
        return keys

    def geometry_wkt(self) -> str:
        request = QgsFeatureRequest().setFilterFids(self.ids).setNoAttributes()
        geometries = [f.geometry() for f in self.source.getFeatures(request) if f.hasGeometry()]
        return QgsGeometry.collectGeometry(geometries).asWkt() if geometries else EMPTY_GEOMETRY_WKT


def visible_polygon(canvas) -> QgsGeometry:
    """The visible area in map coordinates: the rotated quadrilateral when rotated."""
    corners = [QgsPointXY(p.x(), p.y()) for p in canvas.mapSettings().visiblePolygon()]
    return QgsGeometry.fromPolygonXY([corners + corners[:1]])


def selection_key_indexes(layer: QgsVectorLayer) -> list[int]:
    """Primary-key field indexes; empty means "use the feature id" (e.g. memory layers)."""
    return list(layer.primaryKeyAttributes())


def fid_is_key(layer: QgsVectorLayer, indexes: list[int]) -> bool:
    """True when the selected feature ids are the key values themselves (GeoPackage fid)."""
    return (layer.providerType() in _FID_IS_KEY_PROVIDERS and len(indexes) == 1
            and layer.fields().at(indexes[0]).name().lower() == "fid")


def python_value(value):
    """Plain Python value of a key attribute for an SQL literal: NULL -> None;
    dates and times -> ISO 8601 text (str() of a QDate is "PyQt5.QtCore.QDate(2024,
    1, 31)"), with milliseconds only when there are some."""
    if value is None or (hasattr(value, "isNull") and value.isNull()):
        return None
    if isinstance(value, QDate):
        return value.toString(Qt.DateFormat.ISODate)
    if isinstance(value, (QTime, QDateTime)):
        msec = (value.time() if isinstance(value, QDateTime) else value).msec()
        return value.toString(Qt.DateFormat.ISODateWithMs if msec else Qt.DateFormat.ISODate)
    return value
