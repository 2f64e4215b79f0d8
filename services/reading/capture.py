"""A project layer captured on the main thread, to be read in the worker.

``capture`` runs on the main thread (through ``LookupEnvironment.on_main_thread``):
it resolves the layer by name and copies what a lookup needs — its fields, CRS,
an expression context, a ``QgsVectorLayerFeatureSource`` (the documented way to
read a layer's features from another thread) and, for ``in_view``, the visible
area of the canvas in the layer's CRS. All of it is metadata: no feature is
read on the main thread. The worker then reads only the ``CapturedLayer``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsCsException,
    QgsExpressionContext,
    QgsFields,
    QgsGeometry,
    QgsMapLayer,
    QgsPointXY,
    QgsRectangle,
    QgsVectorLayer,
    QgsVectorLayerFeatureSource,
    QgsWkbTypes,
)

from ..placeholders.live import visible_polygon
from ..snapshot.builder import _COUNT_IS_FREE, _layers_in_order
from ..snapshot.map_snapshot import match_name
from .ground_context import ground_context
from .results import LookupFailed
from .text_match import nearest

# Points added along each side of the view before it is transformed, so its
# curved outline in another CRS is followed closely enough.
_DENSIFY = 32


@dataclass
class CapturedLayer:
    name: str
    layer_id: str
    fields: QgsFields
    crs: QgsCoordinateReferenceSystem
    wkb_type: int
    extent: QgsRectangle
    feature_count: int  # the provider's exact count when it is free; -1: count in the worker
    source: QgsVectorLayerFeatureSource
    context: QgsExpressionContext  # global, project and layer scopes, measures in metres (ground_context); copy before use
    view: QgsGeometry | None = None  # the visible area in the layer's CRS (in_view)
    provider: str = ""  # the data provider's key: "ogr", "postgres", "memory"...

    @property
    def field_names(self) -> list[str]:
        return [self.fields.at(i).name() for i in range(self.fields.count())]

    @property
    def crs_authid(self) -> str:
        return self.crs.authid()

    @property
    def geometry_type(self) -> str:
        return QgsWkbTypes.displayString(self.wkb_type) or "Unknown"

    def expression_context(self) -> QgsExpressionContext:
        """A copy for one pass (contexts are not shared between passes)."""
        context = QgsExpressionContext(self.context)
        context.setFields(self.fields)
        return context

    def field_index(self, name: str) -> int:
        """The index of field ``name`` (exact, then any case); LookupFailed listing the fields."""
        names = self.field_names
        index = match_name(names, name)
        if index is None:
            close = nearest(name, names, 3)
            raise LookupFailed(
                f"Layer '{self.name}' has no field '{name}'. Closest: {', '.join(close) or 'none'}. "
                f"Its fields: {_listed(names)}."
            )
        return index


def vector_layers(project) -> list[QgsVectorLayer]:
    """The project's vector layers in layer-tree order. Main thread."""
    return [layer for layer in _layers_in_order(project) if isinstance(layer, QgsVectorLayer)]


def find_vector_layer(project, name: str) -> QgsVectorLayer:
    """The vector layer called ``name`` (exact, any case, or its id). Main thread.

    Unknown: LookupFailed naming the nearest layer names. Two layers with the
    name: LookupFailed asking which (the model should ask the user).
    """
    layers = vector_layers(project)
    names = [layer.name() for layer in layers]
    same = [layer for layer in layers if layer.name() == name] or [
        layer for layer in layers if layer.name().casefold() == name.casefold()
    ]
    if len(same) > 1:
        raise LookupFailed(
            f"{len(same)} vector layers are named '{name}'; ask the user which one they mean "
            "(or have them rename one)."
        )
    if same:
        return same[0]
    for layer in layers:
        if layer.id() == name:
            return layer
    others = [layer for layer in project.mapLayers().values() if layer.name() == name]
    if others and others[0].type() != QgsMapLayer.LayerType.VectorLayer:
        raise LookupFailed(f"'{name}' is a raster layer; lookups read vector layers: {_listed(names)}.")
    if not names:
        raise LookupFailed("The project has no vector layers. Ask the user to add one.")
    raise LookupFailed(
        f"There is no vector layer named '{name}'. Nearest layer names: {', '.join(nearest(name, names))}. "
        "Call again with one of them, spelled exactly."
    )


def capture(layer: QgsVectorLayer, canvas=None, project=None) -> CapturedLayer:
    """Everything the worker needs to read ``layer``. Main thread; with ``canvas``,
    also the visible area in the layer's CRS."""
    if not layer.isValid() or layer.dataProvider() is None:
        raise LookupFailed(
            f"Layer '{layer.name()}' is unavailable: QGIS cannot read its data source. Tell the user to fix "
            "or remove it."
        )
    captured = CapturedLayer(
        name=layer.name(),
        layer_id=layer.id(),
        fields=QgsFields(layer.fields()),
        crs=QgsCoordinateReferenceSystem(layer.crs()),
        wkb_type=layer.wkbType(),
        extent=QgsRectangle(layer.extent()),
        feature_count=_free_count(layer),
        source=QgsVectorLayerFeatureSource(layer),
        context=ground_context(layer),
        provider=layer.providerType(),
    )
    if canvas is not None:
        captured.view = view_in_crs(canvas, project, layer)
    return captured


def capture_named(project, name: str, canvas=None) -> CapturedLayer:
    return capture(find_vector_layer(project, name), canvas, project)


def view_in_crs(canvas, project, layer: QgsVectorLayer) -> QgsGeometry:
    """The canvas's visible area (rotated quadrilateral) in ``layer``'s CRS."""
    view = visible_polygon(canvas)
    source = canvas.mapSettings().destinationCrs()
    if source != layer.crs():
        view = view.densifyByCount(_DENSIFY)
        try:
            view.transform(QgsCoordinateTransform(source, layer.crs(), project))
        except QgsCsException as error:
            raise LookupFailed(
                f"The visible area cannot be expressed in the CRS of '{layer.name()}' ({error}). "
                "Ask the user to zoom in, or count without in_view."
            ) from error
        if layer.crs().isGeographic():
            view = _across_antimeridian(view)
    return view


def _across_antimeridian(view: QgsGeometry) -> QgsGeometry:
    """A view that crosses the antimeridian, as longitudes on both sides of it.

    PROJ returns longitudes in [-180, 180], so a view over the date line comes
    back as a polygon jumping across the whole world. Undo the jumps (a step of
    more than 180 degrees between two vertices), then add the copy of the
    polygon shifted by a full turn, so features on either side are matched.
    """
    ring = view.asPolygon()[0] if not view.isMultipart() else view.asMultiPolygon()[0][0]
    shift, previous, points = 0.0, None, []
    for point in ring:
        if previous is not None and abs(point.x() + shift - previous) > 180:
            shift += 360 if previous > point.x() + shift else -360
        points.append(QgsPointXY(point.x() + shift, point.y()))
        previous = point.x() + shift
    if not shift and all(-180 <= p.x() <= 180 for p in points):
        return view
    unwrapped = QgsGeometry.fromPolygonXY([points])
    box = unwrapped.boundingBox()
    turn = -360 if box.xMaximum() > 180 else 360
    copy = QgsGeometry(unwrapped)
    copy.translate(turn, 0)
    return unwrapped.combine(copy)


def _free_count(layer: QgsVectorLayer) -> int:
    """The provider's count when reading it costs nothing (a PostgreSQL count is a
    query, and this runs on the main thread); -1 otherwise."""
    return layer.featureCount() if layer.providerType() in _COUNT_IS_FREE else -1


def _listed(names: Sequence[str], count: int = 40) -> str:
    return ", ".join(names[:count]) + (f", … ({len(names)} in all)" if len(names) > count else "") or "none"
