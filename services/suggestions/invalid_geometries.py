"""Trigger 1: invalid geometries in a vector layer just added, or edited and saved.

The check reads the provider's features in a task, bounded to ``MAX_FEATURES`` or
``MAX_SECONDS`` (then it says how many it checked); the button runs
native:fixgeometries to a new temporary layer."""

from __future__ import annotations

import time
from functools import partial

from qgis.core import QgsFeatureRequest, QgsVectorLayer, QgsWkbTypes

from ...agent.user_text import for_user, joined
from ..base import ActionButton
from .new_layer import run_to_new_layer
from .suggestion import LAYER_SAVED, LAYERS_ADDED, Suggestion, SuggestionEnvironment, SuggestionEvent, Trigger

MAX_FEATURES = 100_000
MAX_SECONDS = 2.0
AREAS_AND_LINES = (QgsWkbTypes.GeometryType.PolygonGeometry, QgsWkbTypes.GeometryType.LineGeometry)


def count_invalid(source, feedback=None, end: float | None = None) -> tuple[int, int]:
    """(invalid, checked) over the first features of ``source``, within the bounds (``end``: a
    time.monotonic() the check shares; many layers added at once share its 2 s)."""
    end = time.monotonic() + MAX_SECONDS if end is None else end
    invalid = checked = 0
    request = QgsFeatureRequest().setNoAttributes().setLimit(MAX_FEATURES)
    for feature in source.getFeatures(request):
        if checked and (time.monotonic() > end or (feedback is not None and feedback.isCanceled())):
            break
        checked += 1
        geometry = feature.geometry()
        if not geometry.isNull() and not geometry.isGeosValid():
            invalid += 1
    return invalid, checked


class InvalidGeometries(Trigger):
    id = "invalid_geometries"
    events = frozenset({LAYERS_ADDED, LAYER_SAVED})

    def prepare(self, event: SuggestionEvent, environment: SuggestionEnvironment):
        captured = [(layer.id(), layer.name(), layer.dataProvider().featureSource(), layer.featureCount())
                    for layer in event.layers
                    if isinstance(layer, QgsVectorLayer) and layer.isValid() and layer.geometryType() in AREAS_AND_LINES]
        if not captured:
            return None
        return partial(_check, captured, environment.project)


def _check(captured, project, feedback) -> list:
    found = []
    end = time.monotonic() + MAX_SECONDS
    for layer_id, name, source, total in captured:
        if time.monotonic() > end:
            break  # a project's many layers: the first ones checked, the rest when edited and saved
        invalid, checked = count_invalid(source, feedback, end)
        if not invalid:
            continue
        text = for_user("{layer} has %n feature(s) with an invalid geometry. Make a fixed copy?", "", invalid, layer=name)
        if total > checked:
            text = joined([text, for_user("(checked {checked} of {total})", checked=checked, total=total)], " ")
        button = ActionButton(for_user("Make a fixed copy"), partial(_fix, project, layer_id, name),
                              for_user("Runs native:fixgeometries into a new temporary layer; {layer} stays as it is",
                                       layer=name))
        found.append(Suggestion(InvalidGeometries.id, f"{InvalidGeometries.id}:{layer_id}:{invalid}", text,
                                (button,)))
    return found


def _fix(project, layer_id: str, name: str, host) -> None:
    run_to_new_layer("native:fixgeometries", {"INPUT": layer_id}, f"{name} (fixed)", project, host)
