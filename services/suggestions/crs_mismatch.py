"""Trigger 3: layers the user works with that disagree on CRS, or a layer with none: those
shown in view (when layers are added or a project opens), and those a question names or
the legend has selected, wherever they are (when a message is sent).

Spatial SQL compares coordinates as they are stored, so a join or a distance between
layers in two CRSs is wrong; measures come in each layer's own units. The button
reprojects the odd layer to a new temporary layer (native:reprojectlayer)."""

from __future__ import annotations

from collections import Counter
from functools import partial

from qgis.core import QgsCoordinateTransform, QgsCsException, QgsMapLayer, QgsRectangle, QgsVectorLayer

from ...agent.user_text import for_user
from ..base import ActionButton
from .new_layer import run_to_new_layer
from .open_dialogs import properties_button
from .suggestion import (
    LAYERS_ADDED,
    MESSAGE_SENT,
    PROJECT_OPENED,
    Suggestion,
    SuggestionEnvironment,
    SuggestionEvent,
    Trigger,
)

# The layers shown at the top of the legend are those worked with; reading 200 costs the main
# thread ~0.6 ms (make bench, case 16), a quarter of them a quarter of that.
LAYERS_READ = 50


class CrsMismatch(Trigger):
    id = "crs_mismatch"
    events = frozenset({LAYERS_ADDED, PROJECT_OPENED, MESSAGE_SENT})

    def prepare(self, event: SuggestionEvent, environment: SuggestionEnvironment):
        if event.kind == MESSAGE_SENT:
            return _asked_about(event, environment)
        # the legend's first layers shown, and those just added and shown, wherever they went
        root = environment.project.layerTreeRoot()
        added = [layer for layer in event.layers if event.kind == LAYERS_ADDED and isinstance(layer, QgsMapLayer)
                 and root.findLayer(layer.id()) is not None and root.findLayer(layer.id()).isVisible()]
        shown = list({layer.id(): layer for layer in [*root.checkedLayers()[:LAYERS_READ], *added]}.values())
        layers = [(layer.id(), layer.name(), layer.crs(), layer.extent(), isinstance(layer, QgsVectorLayer))
                  for layer in shown if isinstance(layer, QgsMapLayer) and layer.isValid() and layer.isSpatial()]
        if not layers:
            return None
        canvas = environment.canvas
        view = (canvas.extent(), canvas.mapSettings().destinationCrs()) if canvas is not None else None
        return partial(_check, layers, view, environment.project.transformContext(), environment)


def _asked_about(event: SuggestionEvent, environment: SuggestionEnvironment):
    """The layers the message names, and those selected in the legend: in view or not, two of
    them in different CRSs are what the question is about."""
    named = environment.layers_named_in(event.text)
    tree = environment.iface.layerTreeView() if environment.iface is not None else None
    selected = tree.selectedLayers() if tree is not None else []
    worked = list({layer.id(): layer for layer in [*named, *(selected if isinstance(selected, list) else [])]}.values())
    layers = [(layer.id(), layer.name(), layer.crs(), layer.extent(), isinstance(layer, QgsVectorLayer))
              for layer in worked if isinstance(layer, QgsMapLayer) and layer.isValid() and layer.isSpatial()]
    if len(layers) < 2:
        return None
    canvas = environment.canvas  # no extent: wherever they are; the view's CRS is still the one to keep
    view = (QgsRectangle(), canvas.mapSettings().destinationCrs()) if canvas is not None else None
    return partial(_check, layers, view, environment.project.transformContext(), environment)


def _in_view(crs, extent, view, context) -> bool:
    if view is None or view[0].isEmpty() or not view[1].isValid():
        return True
    try:
        return QgsCoordinateTransform(crs, view[1], context).transformBoundingBox(extent).intersects(view[0])
    except QgsCsException:
        return True  # cannot tell: it may well be


def _check(layers, view, context, environment, _feedback) -> list[Suggestion]:
    without = next((layer for layer in layers if not layer[2].isValid()), None)
    if without is not None:
        return [_no_crs(without[0], without[1], environment)]
    shown = [layer for layer in layers if _in_view(layer[2], layer[3], view, context)]
    kinds = Counter(layer[2].authid() or layer[2].toWkt() for layer in shown)
    if len(kinds) < 2:
        return []
    wanted = view[1] if view is not None and (view[1].authid() in kinds) else None
    target = next(layer[2] for layer in shown
                  if (layer[2] == wanted if wanted is not None else kinds[layer[2].authid()] == max(kinds.values())))
    odd = next((layer for layer in shown if layer[4] and layer[2] != target), None)
    if odd is None:
        return []  # only rasters differ: native:reprojectlayer is for vector layers
    other = next(layer for layer in shown if layer[2] == target)
    layer_id, name, crs = odd[0], odd[1], odd[2]
    text = for_user("{layer} ({crs}) and {other} ({target}) are in different CRSs: spatial SQL between them compares "
                    "coordinates of two systems, and measures come in each layer's own units. Reproject {layer} to "
                    "{target}?", layer=name, crs=crs.authid(), other=other[1], target=target.authid())
    button = ActionButton(for_user("Reproject to {target}", target=target.authid()),
                          partial(_reproject, environment.project, layer_id, name, target),
                          for_user("Runs native:reprojectlayer into a new temporary layer; {layer} stays as it is",
                                   layer=name))
    return [Suggestion(CrsMismatch.id, f"{CrsMismatch.id}:{layer_id}:{target.authid()}", text, (button,))]


def _no_crs(layer_id: str, name: str, environment: SuggestionEnvironment) -> Suggestion:
    text = for_user("{layer} has no CRS: spatial SQL and measures cannot tell where its coordinates are. Set it in "
                    "the layer's properties?", layer=name)
    button = properties_button(environment, layer_id)
    return Suggestion(CrsMismatch.id, f"{CrsMismatch.id}:none:{layer_id}", text, (button,))


def _reproject(project, layer_id: str, name: str, target, host) -> None:
    run_to_new_layer("native:reprojectlayer", {"INPUT": layer_id, "TARGET_CRS": target},
                     f"{name} ({target.authid()})", project, host)
