"""Layer helpers shared by the tools: find a layer, fit the view with undo, map
key values to feature ids, apply a selection with undo.

Tool modules (one per action or lookup, see ``registry.py``) never import each
other; what two of them need lives here (or in ``action_checks``, ``tasks``,
``click_fill``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from qgis.core import (
    Qgis,
    QgsDataSourceUri,
    QgsException,
    QgsExpression,
    QgsFeatureRequest,
    QgsPointXY,
    QgsProviderConnectionException,
    QgsProviderRegistry,
    QgsRectangle,
    QgsVectorLayer,
    QgsVectorLayerFeatureSource,
)

from ...agent.user_text import for_user
from ..base import ActionHost, ActionRejected
from ..checks.after_click import nothing_selected, view_misses
from ..placeholders.live import fid_is_key, selection_key_indexes
from ..snapshot.map_snapshot import match_name
from ..sql.engines.common import DATABASE_UNREACHABLE

# A point is a place (a town, an address, a find_features match): it is shown at the
# scale of a town map, centred, rather than at a zero-size extent (issue 26: "Zoom to
# Madrid" left the canvas 0.001 degree wide). A scale, not a buffer in map units, so
# the view is the same on the ground in a geographic CRS (degrees) and a projected
# one (metres, feet): QGIS measures the scale of a degree view on the ellipsoid.
# 1:50,000 shows about 10 km across an 800-pixel canvas: the place and its
# surroundings, close enough to read street-level layers, far enough for context.
PLACE_SCALE = 50_000.0
# A tiny box (a building, a short street) is never shown closer than this: a few
# streets across, so the canvas never collapses to a speck.
MIN_ZOOM_SCALE = 5_000.0
# Margin around a zoomed-to geometry so its edges are not glued to the canvas border.
ZOOM_MARGIN = 1.05


# --- finding a layer --------------------------------------------------------------------


def find_layer(project, name: str, vector_only: bool = False):
    """The project layer called ``name`` (exact, then case-insensitive, then by id)."""
    layers = list(project.mapLayers().values())
    if vector_only:
        layers = [layer for layer in layers if isinstance(layer, QgsVectorLayer)]
    index = match_name([layer.name() for layer in layers], name)
    if index is not None:
        return layers[index]
    for layer in layers:
        if layer.id() == name:
            return layer
    names = sorted(layer.name() for layer in layers)
    listed = ", ".join(names[:12]) + ("…" if len(names) > 12 else "")
    listed = listed or for_user("none", "no layer")
    if vector_only:
        raise ActionRejected(for_user("There is no vector layer named '{name}'. Layers: {layers}.", name=name,
                                      layers=listed))
    raise ActionRejected(for_user("There is no layer named '{name}'. Layers: {layers}.", name=name, layers=listed))


# --- the view -----------------------------------------------------------------------------


def fit_extent(canvas, box: QgsRectangle) -> None:
    """Show ``box`` (map CRS) with a margin; a point is centred at ``PLACE_SCALE``,
    tiny boxes get ``MIN_ZOOM_SCALE``."""
    center = QgsPointXY(box.center())
    width, height = box.width(), box.height()
    if width <= 0 and height <= 0:
        canvas.setCenter(center)
        canvas.zoomScale(PLACE_SCALE)
        return
    # A horizontal or vertical line has a zero side, which QGIS treats as empty.
    side = max(width, height)
    width, height = max(width, side * 1e-3), max(height, side * 1e-3)
    # On a turned map (the status bar's rotation) the extent asked for is the screen's, so ask
    # for the box's size as the screen sees it turned: a quarter turn swaps its sides.
    turn = math.radians(canvas.rotation())
    cos, sin = abs(math.cos(turn)), abs(math.sin(turn))
    width, height = width * cos + height * sin, width * sin + height * cos
    target = QgsRectangle(center.x() - width / 2, center.y() - height / 2,
                          center.x() + width / 2, center.y() + height / 2)
    target.scale(ZOOM_MARGIN)
    canvas.setExtent(target)
    if canvas.scale() < MIN_ZOOM_SCALE:
        canvas.setCenter(center)
        canvas.zoomScale(MIN_ZOOM_SCALE)


def view_undo(canvas):
    """A function that puts the view back where it is now (call before moving it)."""
    previous = QgsRectangle(canvas.extent())

    def undo() -> None:
        canvas.setExtent(previous)
        canvas.refresh()

    return undo


def fit_with_undo(canvas, box: QgsRectangle, host: ActionHost, message: str) -> None:
    """Fit ``box`` (map CRS), report ``message`` and offer one-click undo."""
    undo = view_undo(canvas)
    fit_extent(canvas, box)
    canvas.refresh()
    missed = view_misses(canvas, box, message)
    if missed is not None:
        host.show_error(missed, undo=undo)
        return
    host.show_info(message, undo=undo)


# --- keys and feature ids -----------------------------------------------------------------


class KeyMapper:
    """Maps key values of a layer's rows to feature ids.

    Build it on the main thread; ``ids`` may run in a worker (it iterates a
    ``QgsVectorLayerFeatureSource``, never the layer itself).
    """

    def __init__(self, layer: QgsVectorLayer):
        self.layer_name = layer.name()
        self._read_check = ReadCheck(layer)
        key_indexes = selection_key_indexes(layer)
        self.key_fields = [layer.fields().at(i).name() for i in key_indexes]
        # For GeoPackage the fid is the feature id; memory layers have no key
        # column, so the engine's key is their feature id too.
        self.key_is_fid = not key_indexes or fid_is_key(layer, key_indexes)
        self._source = None if self.key_is_fid else QgsVectorLayerFeatureSource(layer)

    def ids(self, keys: Sequence[Any]) -> list[int]:
        if self.key_is_fid:
            return [int(key) for key in keys if key is not None]
        if len(self.key_fields) != 1:
            raise ActionRejected(for_user("'{layer}' has a composite key; its rows cannot be matched.",
                                          layer=self.layer_name))
        field = self.key_fields[0]
        wanted = {key for key in keys if key is not None}
        if not wanted:
            return []
        listed = ", ".join(QgsExpression.quotedValue(key) for key in sorted(wanted, key=str))
        request = QgsFeatureRequest(QgsExpression(f"{QgsExpression.quotedColumnRef(field)} IN ({listed})"))
        request.setFlags(QgsFeatureRequest.Flag.NoGeometry)
        request.setNoAttributes()
        features = self._source.getFeatures(request)
        ids = [feature.id() for feature in features]
        self._read_check.check(features, len(ids))
        return ids


class ReadCheck:
    """Tells a failed read of a layer from one that found nothing. Make it on the
    main thread; ``check`` after iterating, in the worker.

    QGIS ends an iteration whose source failed as if nothing matched (e.g. the
    PostgreSQL server stopped): the iterator is then invalid, or, when the pool
    handed out a connection to the server that went away, valid but empty. So an
    empty read of a PostGIS layer asks the server, on a connection of its own,
    whether it is there."""

    def __init__(self, layer: QgsVectorLayer):
        self.layer_name = layer.name()
        self.provider = layer.providerType()
        self.conninfo = (QgsDataSourceUri(layer.source()).connectionInfo(False)
                         if self.provider == "postgres" else "")

    def check(self, features, found: int) -> None:
        """Raise ActionRejected when ``features`` (an iterated QgsFeatureIterator that
        gave ``found`` features) stopped because its source failed."""
        if features.isValid() and (found or not self.conninfo or _server_answers(self.conninfo)):
            return
        why = DATABASE_UNREACHABLE if self.provider == "postgres" else for_user("QGIS could not read its data source")
        raise ActionRejected(for_user("Could not read the features of '{layer}': {reason}.", layer=self.layer_name,
                                      reason=why))


def _server_answers(conninfo: str) -> bool:
    metadata = QgsProviderRegistry.instance().providerMetadata("postgres")
    try:
        metadata.createConnection(conninfo, {}).executeSql("SELECT 1")
    except (QgsProviderConnectionException, QgsException):  # PyQGIS raises the latter
        return False
    return True


def result_key_values(result, layer_id: str) -> list[Any] | None:
    """The key value of every fetched row when the rows carry that layer's key, else None."""
    key_column = getattr(result, "key_column", None)
    if not key_column or getattr(result, "source_layer_id", None) != layer_id:
        return None
    lowered = [column.lower() for column in result.columns]
    if key_column.lower() not in lowered:
        return None
    index = lowered.index(key_column.lower())
    return [row[index] for row in result.rows]


def ids_for_keys(layer: QgsVectorLayer, keys: Sequence[Any]) -> list[int]:
    """Main-thread shortcut of ``KeyMapper(layer).ids(keys)``."""
    return KeyMapper(layer).ids(keys)


# --- selection ----------------------------------------------------------------------------


def apply_selection(project, layer_id: str, ids: Sequence[int], mode: str, host: ActionHost, asked: str) -> None:
    """Apply ``ids`` with ``mode`` (new/add/remove/intersect), report the count, offer undo.
    ``asked`` says what selected nothing when nothing matched (``after_click.nothing_matched``):
    0 features is then an error, not a success."""
    layer = project.mapLayer(layer_id)
    if layer is None:
        host.show_error(for_user("The layer was removed in the meantime; nothing was selected."))
        return
    previous = list(layer.selectedFeatureIds())
    _select(layer, list(ids), _BEHAVIOR[mode])

    def undo() -> None:
        current = project.mapLayer(layer_id)
        if current is not None:
            _select(current, previous, Qgis.SelectBehavior.SetSelection)

    shortfall = nothing_selected(layer.name(), mode, len(ids), layer.selectedFeatureCount(), asked)
    if shortfall is not None:
        host.show_error(shortfall, undo=undo)
        return
    message = selection_message(layer.name(), mode, len(ids), layer.selectedFeatureCount(), len(previous))
    host.show_info(message, undo=undo)


# The layers the assistant is selecting in at this moment: the large-selection suggestion
# (services/suggestions/large_selection.py) is for selections made by hand only.
_SELECTING: set[str] = set()


def selecting(layer_id: str) -> bool:
    return layer_id in _SELECTING


def _select(layer, ids: list[int], behavior) -> None:
    _SELECTING.add(layer.id())
    try:
        layer.selectByIds(ids, behavior)  # selectionChanged is emitted within
    finally:
        _SELECTING.discard(layer.id())


_BEHAVIOR = {
    "new": Qgis.SelectBehavior.SetSelection,
    "add": Qgis.SelectBehavior.AddToSelection,
    "remove": Qgis.SelectBehavior.RemoveFromSelection,
    "intersect": Qgis.SelectBehavior.IntersectSelection,
}


def selection_message(name: str, mode: str, matched: int, now: int, before: int) -> str:
    if mode == "new":
        return for_user("Selected %n feature(s) in '{layer}' (was {before}).", "", now, layer=name, before=before)
    if mode == "add":
        return for_user("Added %n matching feature(s) to the selection in '{layer}': {now} selected now (was "
                        "{before}).", "", matched, layer=name, now=now, before=before)
    if mode == "remove":
        return for_user("Removed %n matching feature(s) from the selection in '{layer}': {now} selected now (was "
                        "{before}).", "", matched, layer=name, now=now, before=before)
    return for_user("Kept the selected features of '{layer}' among %n matching one(s): {now} selected now (was "
                    "{before}).", "", matched, layer=name, now=now, before=before)
