"""``viewport`` ``zoom_to_features``: fit the features that match a QGIS expression,
chosen when the user clicks (e.g. ``$id = 12`` from a ``find_features`` match).

On click, the layer is found and captured on the main thread; the matching
features' bounding boxes are combined in a task (a large layer never blocks
QGIS; progress and Cancel in the chat); the map is then fitted on the main
thread, with the same one-click Undo as the other viewport actions.

``layers.fit_extent`` is every fit: a point is centred at ``layers.PLACE_SCALE``.
"""

from __future__ import annotations

from qgis.core import QgsCoordinateTransform, QgsCsException, QgsExpression, QgsRectangle

from ...agent.user_text import for_user
from ...toolbelt.threads.tasks import run_with_progress
from ..base import ActionEnvironment, ActionHost, ActionRejected
from ..checks.after_click import view_misses
from ..reading.capture import CapturedLayer, capture
from ..reading.results import LookupFailed
from ..reading.scan import features
from ..sql.engines.common import RunClock
from .layers import find_layer, fit_extent, view_undo


def check_expression(text: str) -> str:
    """``ValueError`` with QGIS's parser error for an expression that does not parse."""
    expression = QgsExpression(text)
    if not text.strip() or expression.hasParserError():
        raise ValueError(f"QGIS cannot parse the expression {text!r}: {expression.parserErrorString() or 'empty'}")
    return text


def matching_extent(layer: CapturedLayer, expression: str, clock: RunClock) -> tuple[int, QgsRectangle | None]:
    """How many features match, and the box around their geometries in the
    layer's CRS (None when none has a geometry). Worker thread."""
    count, box = 0, None
    for feature in features(layer, clock, expression=expression, geometry=True):
        count += 1
        if feature.hasGeometry():
            bounds = feature.geometry().boundingBox()
            if box is None:
                box = QgsRectangle(bounds)
            else:
                box.combineExtentWith(bounds)
    return count, box


def zoom_to_features(environment: ActionEnvironment, layer_name: str, expression: str, host: ActionHost) -> None:
    """The button's run (main thread): find the features in a task, then fit the map."""
    layer = find_layer(environment.project, layer_name, vector_only=True)
    captured = capture(layer)
    canvas = environment.canvas
    timeout_s = environment.settings.sql_timeout_s

    def work(feedback):
        try:
            return matching_extent(captured, expression, RunClock(timeout_s, feedback))
        except LookupFailed as error:  # e.g. a field renamed since the answer
            raise ActionRejected(error.user_message) from error

    def fit(result) -> None:
        count, box = result
        if box is None:
            host.show_error(
                for_user("No feature of '{layer}' matches {expression} now.", layer=captured.name,
                         expression=expression) if count == 0 else
                for_user("The %n feature(s) of '{layer}' matching {expression} have no geometry to zoom to.", "",
                         count, layer=captured.name, expression=expression))
            return
        try:
            transform = QgsCoordinateTransform(captured.crs, canvas.mapSettings().destinationCrs(), environment.project)
            box = transform.transformBoundingBox(box)
        except QgsCsException as error:
            host.show_error(for_user("Could not transform the features to the map CRS ({reason}).", reason=error))
            return
        if count == 1:
            done = for_user("Zoomed to the feature of '{layer}' matching {expression}.", layer=captured.name,
                            expression=expression)
        else:
            done = for_user("Zoomed to the %n feature(s) of '{layer}' matching {expression}.", "", count,
                            layer=captured.name, expression=expression)
        undo = view_undo(canvas)
        fit_extent(canvas, box)
        canvas.refresh()
        missed = view_misses(canvas, box, done)
        if missed is not None:
            host.show_error(missed, undo=undo)
            return
        host.show_info(done, undo=undo)

    run_with_progress(host, for_user("Finding the features of '{layer}'…", layer=captured.name), work, fit)
