"""After a click: did it do what its button promised? (issue 39)

A click that ran without an error can still have done nothing useful: a selection
that matched nothing, a zoom that left the place out of view, a style QGIS did not
take, a Processing output that is empty or all broken, an export with no file. Each
function here holds what the click did against its promise, on the main thread, and
gives the one line the user and the next turn's model are told (``host.show_error``),
or None when the promise was kept. The lines name layers, counts, the model's own
expression and paths, never an attribute value read from the data: a ``Shortfall``,
which leaves QGIS whatever the values setting (acting/outcome.py).
"""

from __future__ import annotations

import functools
import os

from qgis.core import QgsFeatureRequest, QgsRectangle, QgsVectorLayer

from ...agent.user_text import for_user
from ..base import Shortfall

# How far the view may miss the target's edge, as a share of the larger side of
# either: fitting rounds the extent to whole pixels and a scale.
_VIEW_TOLERANCE = 1e-6
# Geometries read to say "all invalid": beyond this the output is not read whole, and
# a verdict on part of it would not be "all".
MAX_VALIDITY_READ = 10_000


def _shortfalls(check):
    """``check``'s line as a ``Shortfall`` (None stays None)."""
    @functools.wraps(check)
    def checked(*args, **kwargs) -> Shortfall | None:
        text = check(*args, **kwargs)
        return None if text is None else Shortfall(str(text), text.template, text.disambiguation, text.n,
                                                   text.fields)

    return checked


@_shortfalls
def nothing_selected(layer: str, mode: str, matched: int, now: int, asked: str) -> str | None:
    """A selection whose condition matched no feature, or that left none selected where it
    was to select some. ``asked`` says what matched nothing (``nothing_matched``)."""
    if mode == "remove":
        return None if matched else for_user("Removed no feature from the selection in '{layer}': {reason}.",
                                             layer=layer, reason=asked)
    if mode == "add" and matched == 0:
        return for_user("Added no feature to the selection in '{layer}': {reason}.", layer=layer, reason=asked)
    if matched == 0:
        return for_user("Selected 0 features in '{layer}': {reason}.", layer=layer, reason=asked)
    if now == 0:
        return for_user("Selected 0 features in '{layer}': %n feature(s) matched, but none is selected now.", "",
                        matched, layer=layer)
    return None


def nothing_matched(expression: str | None) -> str:
    """What a selection asked, as its 0-feature line says it: the expression, else the query."""
    if expression is None:
        return for_user("the query matched no rows")
    return for_user("nothing matched {expression}", expression=expression)


@_shortfalls
def view_misses(canvas, target: QgsRectangle | None, done: str) -> str | None:
    """A zoom (``done`` says which) whose canvas extent does not contain ``target``, the box
    it was to show in the canvas's CRS (a point is a box without size)."""
    if target is None:
        return None
    view = QgsRectangle(canvas.extent())
    slack = _VIEW_TOLERANCE * max(view.width(), view.height(), target.width(), target.height())
    if (view.isFinite() and target.xMinimum() >= view.xMinimum() - slack
            and target.xMaximum() <= view.xMaximum() + slack and target.yMinimum() >= view.yMinimum() - slack
            and target.yMaximum() <= view.yMaximum() + slack):
        return None
    return for_user("The view does not contain all the zoom was for: {done}", done=done)


def place_not_found(place: str) -> str:
    """A zoom to a place that neither the map's layers nor the offline gazetteer hold."""
    return for_user("Found no place named '{place}': no layer holds it and the offline gazetteer (cities of "
                    "15,000 people or more, countries) does not know it. The view is unchanged.", place=place)


_RENDERER_TYPES = {"single": "singleSymbol", "categorized": "categorizedSymbol", "graduated": "graduatedSymbol"}


@_shortfalls
def style_not_applied(layer: QgsVectorLayer, promised: str | None) -> str | None:
    """A style whose renderer (``promised``: single, categorized, graduated; None keeps the
    renderer) is not the layer's renderer now, or draws no class at all."""
    if promised is None:
        return None
    renderer = layer.renderer()
    found = renderer.type() if renderer is not None else "none"
    if found != _RENDERER_TYPES[promised]:
        return for_user("The style was not applied to '{layer}': its renderer is {found}, not {promised}.",
                        layer=layer.name(), found=found, promised=_RENDERER_TYPES[promised])
    if promised != "single" and not renderer.legendSymbolItems():
        return for_user("The style of '{layer}' draws nothing: its renderer has no classes.", layer=layer.name())
    return None


@_shortfalls
def outputs_unusable(layers: list) -> str | None:
    """Processing outputs (in the algorithm's order) whose first vector layer, the one asked
    for, has no features (a second one, such as extract's non-matching features, may well
    be empty), or one of which has only invalid geometries."""
    vectors = [layer for layer in layers if isinstance(layer, QgsVectorLayer)]
    if vectors and vectors[0].featureCount() == 0:
        return for_user("The output '{layer}' has no features.", layer=vectors[0].name())
    return next((text for text in map(_all_invalid, vectors) if text is not None), None)


def _all_invalid(layer: QgsVectorLayer) -> str | None:
    """Read whole only up to ``MAX_VALIDITY_READ`` features."""
    count = layer.featureCount()
    if not layer.isSpatial() or count <= 0 or count > MAX_VALIDITY_READ:
        return None
    request = QgsFeatureRequest().setNoAttributes()
    read = 0
    for feature in layer.getFeatures(request):
        geometry = feature.geometry()
        if geometry.isNull() or geometry.isGeosValid():
            return None
        read += 1
    if read == 0:
        return None
    return for_user("Every geometry of the output '{layer}' is invalid (%n feature(s)).", "", read,
                    layer=layer.name())


@_shortfalls
def file_unwritten(path: str) -> str | None:
    """An export whose file is missing or empty."""
    try:
        size = os.path.getsize(path)
    except OSError:
        return for_user("The export did not write {path}: the file is missing.", path=path)
    if size == 0:
        return for_user("The export did not write {path}: the file is empty.", path=path)
    return None
