"""Trigger 0: an empty chat is not a blank page. Three questions built from the
project's own layers and fields; a click sends one as the user's message. They are
made again when layers come or go, or the chat is emptied."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from qgis.core import QgsVectorLayer

from ...agent.user_text import for_user
from ...toolbelt.qgis_compat import is_text_field
from ..base import ActionButton
from .suggestion import LAYERS_CHANGED, Suggestion, SuggestionEnvironment, SuggestionEvent, Trigger

LAYERS_READ = 12  # the first layers of the legend are enough to ask about
# Fields that say what a feature is, or number it: no question about them.
KEY_NAMES = ("id", "fid", "ogc_fid", "gid", "objectid", "code", "iso", "adm0_a3")
GROUPING_NAMES = ("continent", "region", "type", "class", "category", "admin", "kind", "status", "subregion")
LABEL_NAMES = ("name", "label", "title")


@dataclass(frozen=True)
class LayerFields:
    name: str
    texts: tuple[str, ...]
    numbers: tuple[str, ...]


def _is_key(field: str) -> bool:
    folded = field.casefold()
    return folded in KEY_NAMES or folded.endswith("_id") or folded.startswith("iso_")


def grouping_field(texts) -> str | None:
    """A text field that groups features (continent, type...), else one that is no name or key."""
    useful = [f for f in texts if not _is_key(f)]
    return (next((f for f in useful if any(w in f.casefold() for w in GROUPING_NAMES)), None)
            or next((f for f in useful if not any(w in f.casefold() for w in LABEL_NAMES)), None))


def questions(layers: list[LayerFields]) -> list:
    """Up to three: how many in view, colour by a grouping field, which has the highest number."""
    if not layers:
        return []
    asked = [for_user("How many {layer} are in view?", layer=layers[0].name)]
    coloured = next(((layer, grouping_field(layer.texts)) for layer in layers if grouping_field(layer.texts)), None)
    if coloured is not None:
        asked.append(for_user("Colour {layer} by {field}", layer=coloured[0].name, field=coloured[1]))
    counted = next(((layer, number) for layer in layers for number in layer.numbers if not _is_key(number)), None)
    if counted is not None:
        asked.append(for_user("Which {layer} has the highest {field}?", layer=counted[0].name, field=counted[1]))
    return asked


class StarterQuestions(Trigger):
    id = "starter_questions"
    label = for_user("Starter questions in an empty chat")
    events = frozenset({LAYERS_CHANGED})

    def prepare(self, event: SuggestionEvent, environment: SuggestionEnvironment):
        captured = []
        for node in environment.project.layerTreeRoot().findLayers()[:LAYERS_READ]:
            layer = node.layer()
            if isinstance(layer, QgsVectorLayer) and layer.isValid():
                fields = layer.fields()
                captured.append(LayerFields(layer.name(), tuple(f.name() for f in fields if is_text_field(f)),
                                            tuple(f.name() for f in fields if f.isNumeric())))
        return partial(_suggest, captured, environment.ask)


def _suggest(captured: list[LayerFields], ask, _feedback) -> list[Suggestion]:
    asked = questions(captured)
    if not asked:
        return []
    buttons = tuple(ActionButton(question, partial(_send, ask, question)) for question in asked)
    return [Suggestion(StarterQuestions.id, StarterQuestions.id, for_user("Ask about this map:"), buttons,
                       counted=False)]


def _send(ask, question, _host) -> None:
    ask(question)
