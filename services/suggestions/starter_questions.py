"""Trigger 0: an empty chat is not a blank page. Three questions built from the
project's own layers and fields; a click sends one as the user's message. They are
made again when layers come or go, or the chat is emptied."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from qgis.core import QgsVectorLayer, QgsWkbTypes

from ...agent.user_text import for_user
from ...toolbelt.qgis_compat import is_text_field
from ..base import ActionButton
from .suggestion import LAYERS_CHANGED, Suggestion, SuggestionEnvironment, SuggestionEvent, Trigger

SHAPES = {QgsWkbTypes.GeometryType.PolygonGeometry: "polygon", QgsWkbTypes.GeometryType.LineGeometry: "line"}
LAYERS_READ = 12  # the first layers of the legend are enough to ask about
# Fields that say what a feature is, or number it: no question about them.
KEY_NAMES = ("id", "fid", "ogc_fid", "gid", "objectid", "code", "iso", "adm0_a3")
GROUPING_NAMES = ("continent", "region", "type", "class", "category", "admin", "kind", "status", "subregion")
LABEL_NAMES = ("name", "label", "title")


@dataclass(frozen=True)
class LayerFields:
    name: str
    texts: tuple[str, ...]  # text fields longer than a code (a 2 or 3 letter field is one)
    numbers: tuple[str, ...]
    shape: str = ""  # "polygon", "line" or "" (points, no geometry)


def _is_key(field: str) -> bool:
    folded = field.casefold()
    return folded in KEY_NAMES or folded.endswith("_id") or folded.startswith("iso_")


def grouping_field(texts) -> str | None:
    """A text field that groups features (continent, type...), else one that is no name, else a name."""
    useful = [f for f in texts if not _is_key(f)]
    return (next((f for f in useful if any(w in f.casefold() for w in GROUPING_NAMES)), None)
            or next((f for f in useful if not any(w in f.casefold() for w in LABEL_NAMES)), None)
            or next(iter(useful), None))


def _largest(layer: LayerFields):
    """Which feature has the highest number, else is the largest or longest."""
    number = next((n for n in layer.numbers if not _is_key(n)), None)
    if number is not None:
        return for_user("Which {layer} has the highest {field}?", layer=layer.name, field=number)
    if layer.shape == "polygon":
        return for_user("Which {layer} is the largest?", layer=layer.name)
    if layer.shape == "line":
        return for_user("Which {layer} is the longest?", layer=layer.name)
    return None


def questions(layers: list[LayerFields]) -> list:
    """Up to three: how many in view, colour by a grouping field, which has the highest number."""
    if not layers:
        return []
    asked = [for_user("How many {layer} are in view?", layer=layers[0].name)]
    coloured = next(((layer, grouping_field(layer.texts)) for layer in layers if grouping_field(layer.texts)), None)
    if coloured is not None:
        asked.append(for_user("Colour {layer} by {field}", layer=coloured[0].name, field=coloured[1]))
    largest = next((question for question in map(_largest, layers) if question is not None), None)
    return asked + ([largest] if largest is not None else [])


class StarterQuestions(Trigger):
    id = "starter_questions"
    events = frozenset({LAYERS_CHANGED})

    def prepare(self, event: SuggestionEvent, environment: SuggestionEnvironment):
        # Ids, then the first layers' QgsFields (implicitly shared: a copy is cheap); the fields are
        # sorted in the task. 200 layers as tree nodes cost the main thread 1 ms, as ids a tenth.
        captured = []
        for layer_id in environment.project.layerTreeRoot().findLayerIds()[:LAYERS_READ]:
            layer = environment.project.mapLayer(layer_id)
            if isinstance(layer, QgsVectorLayer) and layer.isValid():
                captured.append((layer.name(), layer.fields(), SHAPES.get(layer.geometryType(), "")))
        return partial(_suggest, captured, environment.ask)


def layer_fields(name: str, fields, shape: str) -> LayerFields:
    return LayerFields(name, tuple(f.name() for f in fields if is_text_field(f) and not 0 < f.length() <= 3),
                       tuple(f.name() for f in fields if f.isNumeric()), shape)


def _suggest(captured: list, ask, _feedback) -> list[Suggestion]:
    asked = questions([layer_fields(*layer) for layer in captured])  # none: the empty suggestion takes the old questions away
    buttons = tuple(ActionButton(question, partial(_send, ask, question)) for question in asked)
    return [Suggestion(StarterQuestions.id, StarterQuestions.id, for_user("Ask about this map:") if asked else "",
                       buttons, counted=False)]


def _send(ask, question, _host) -> None:
    ask(question)
