"""Where a call's geometry falls on the map's data (issue 26).

A small model wrote "Zoom to Madrid" as ``POINT(40.42 -3.70)``: latitude first,
where EPSG:4326 WKT wants longitude first. In a geographic CRS, a geometry that
lies on none of the layers' features while its swapped twin does is swapped back
(a mechanical repair: asking the model again at temperature 0 gets the same
answer). A geometry outside its CRS's valid area, or a point outside every
layer's extent when a reading of it lands inside one, goes back to the model
with the fix named. Anything else passes: a place far from the data is still a
place the user may want to see.

Runs in the viewport tool's check (the turn's worker thread) with the turn's
``LookupEnvironment``: the layers are captured on the main thread (metadata
only), their features read here through ``QgsVectorLayerFeatureSource``.
Corrections are for the model: plain English ``ValueError``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsCsException,
    QgsFeatureRequest,
    QgsGeometry,
    QgsRasterLayer,
    QgsRectangle,
    QgsVectorLayer,
    QgsVectorLayerFeatureSource,
)
from shapely.geometry.base import BaseGeometry

from ...agent.user_error import UserError
from .wkt import parse_wkt, swap_axes

# How far from a feature a geometry in a geographic CRS still counts as on the data:
# about 5 km, so a city centre given to two decimals lands on its country even on a
# coastline drawn at 1:50 million (world_map.gpkg), while a swapped Madrid, 60 km off
# the Kenyan coast, does not.
NEAR_DEGREES = 0.05
# A layer's extent grown by this share of its longer side: a point just off the
# data (a port beside a coastline layer) is still near it.
EXTENT_MARGIN = 0.05
# Candidates read per layer before a geometry is said not to touch it: the check is
# a help, not a gate, and never reads a whole large layer.
MAX_CANDIDATES = 2_000
_LON_LAT = QgsRectangle(-180, -90, 180, 90)


def checked_place(context, wkt: str, authid: str, crs_given: bool) -> str:
    """``wkt`` (in ``authid``) as it should be shown: swapped back when its axes were
    swapped, else unchanged; ``ValueError`` naming the fix for a place off the map.
    Without the turn's environment (a saved chat, a unit test) it checks nothing."""
    lookups = getattr(context, "lookups", None)
    if lookups is None or getattr(lookups, "caller", None) is None:
        return wkt
    clock = lookups.clock()
    try:
        view = lookups.on_main_thread(lambda: _capture(lookups.project, authid), clock)
        if view is None:
            return wkt
        view.clock = clock
        return _placed(view, wkt, authid, crs_given)
    except ValueError:
        raise
    except UserError:  # ran out of time or stopped: the geometry stays as the model gave it
        return wkt
    finally:
        clock.release()


@dataclass
class _Layer:
    name: str
    to_layer: QgsCoordinateTransform  # the geometry's CRS -> the layer's
    extent: QgsRectangle  # in the layer's CRS, grown by EXTENT_MARGIN
    source: QgsVectorLayerFeatureSource | None  # None: a raster, its extent only


@dataclass
class _MapData:
    geographic: bool
    valid_area: QgsRectangle | None  # the CRS's area of use in the CRS itself
    layers: list[_Layer]
    clock: object = field(default=None)

    def valid(self, geometry: BaseGeometry) -> bool:
        return self.valid_area is None or self.valid_area.contains(_box(geometry))

    def near(self, geometry: BaseGeometry) -> bool:
        """Inside (or just beside) some layer's extent."""
        for layer in self.layers:
            shape = _in_layer_crs(geometry, layer)
            if shape is not None and QgsGeometry.fromRect(layer.extent).intersects(shape):
                return True
        return False

    def on_data(self, geometry: BaseGeometry) -> bool:
        """Within NEAR_DEGREES of a feature of some vector layer (geographic CRS only)."""
        probe = geometry.buffer(NEAR_DEGREES)
        for layer in self.layers:
            if layer.source is None:
                continue
            shape = _in_layer_crs(probe, layer)
            if shape is None or not QgsGeometry.fromRect(layer.extent).intersects(shape):
                continue
            request = QgsFeatureRequest().setFilterRect(shape.boundingBox()).setNoAttributes()
            request.setFeedback(self.clock.feedback)
            engine = QgsGeometry.createGeometryEngine(shape.constGet())
            engine.prepareGeometry()
            for index, feature in enumerate(layer.source.getFeatures(request)):
                if index >= MAX_CANDIDATES:
                    break
                if feature.hasGeometry() and engine.intersects(feature.geometry().constGet()):
                    return True
                if index % 100 == 0:
                    self.clock.check()
        return False


def _placed(view: _MapData, wkt: str, authid: str, crs_given: bool) -> str:
    geometry = parse_wkt(wkt)
    swapped = swap_axes(geometry) if view.geographic else None
    if swapped is not None and not (view.valid(geometry) and view.on_data(geometry)):
        if view.valid(swapped) and view.on_data(swapped):
            return swapped.wkt
    degrees = not view.geographic and not crs_given and _LON_LAT.contains(_box(geometry))
    if not view.valid(geometry):
        area = view.valid_area
        raise ValueError(
            f"geometry {_short(wkt)} is outside the valid area of {authid} (x {area.xMinimum():g} to "
            f"{area.xMaximum():g}, y {area.yMinimum():g} to {area.yMaximum():g}).{_fix(view, authid, swapped, degrees)}")
    if geometry.geom_type != "Point" or not view.layers or view.near(geometry):
        return wkt
    if (swapped is not None and view.near(swapped)) or degrees:
        raise ValueError(f"{_short(wkt)} is outside every layer's extent.{_fix(view, authid, swapped, degrees)}")
    return wkt  # a place far from the data is a place all the same


def _fix(view: _MapData, authid: str, swapped: BaseGeometry | None, degrees: bool) -> str:
    """What to send instead, when a reading of the coordinates suggests it."""
    if degrees:
        return (f" The numbers look like longitude and latitude, but the map CRS is {authid}: send the call again "
                "with \"crs\": \"EPSG:4326\" if they are degrees.")
    if swapped is not None and view.valid(swapped):
        return (f" In {authid} WKT gives x = longitude first, then y = latitude: send the call again with geometry "
                f"{swapped.wkt} if that is the place.")
    return ""


def _capture(project, authid: str) -> _MapData | None:
    """The layers and the CRS's valid area, as the worker needs them. Main thread."""
    crs = QgsCoordinateReferenceSystem(authid)
    if not crs.isValid():
        return None  # process() tells the user the CRS is unknown
    layers = []
    for layer in project.mapLayers().values():
        if not layer.isValid() or not layer.isSpatial() or layer.extent().isEmpty():
            continue
        if not isinstance(layer, (QgsVectorLayer, QgsRasterLayer)):
            continue
        extent = QgsRectangle(layer.extent())
        extent.grow(EXTENT_MARGIN * max(extent.width(), extent.height()))
        source = QgsVectorLayerFeatureSource(layer) if isinstance(layer, QgsVectorLayer) else None
        layers.append(_Layer(layer.name(), QgsCoordinateTransform(crs, layer.crs(), project), extent, source))
    return _MapData(crs.isGeographic(), _valid_area(crs, project), layers)


def _valid_area(crs: QgsCoordinateReferenceSystem, project) -> QgsRectangle | None:
    """The CRS's area of use in its own units (QGIS gives it in WGS 84); None when unknown."""
    bounds = crs.bounds()
    if bounds.isEmpty():
        return None
    if crs.isGeographic():
        return _LON_LAT  # longitudes and latitudes: the whole globe is valid, whatever the area of use
    try:
        return QgsCoordinateTransform(QgsCoordinateReferenceSystem("EPSG:4326"), crs, project).transformBoundingBox(
            bounds)
    except QgsCsException:
        return None


def _in_layer_crs(geometry: BaseGeometry, layer: _Layer) -> QgsGeometry | None:
    shape = QgsGeometry.fromWkt(geometry.wkt)
    try:
        shape.transform(layer.to_layer)
    except QgsCsException:
        return None  # not representable in the layer's CRS: not on it
    return shape


def _box(geometry: BaseGeometry) -> QgsRectangle:
    return QgsRectangle(*geometry.bounds)


def _short(wkt: str, length: int = 80) -> str:
    return wkt if len(wkt) <= length else wkt[:length - 1] + "…"
