"""Trigger 6 (off by default): a large selection made by hand. "312 features selected in
countries. Summarise them?" The button asks the model, as a visible message of the user's."""

from __future__ import annotations

from functools import partial

from qgis.core import QgsVectorLayer

from ...agent.user_text import for_user
from ..acting.layers import selecting
from ..base import ActionButton
from .suggestion import SELECTED_BY_HAND, Suggestion, SuggestionEnvironment, SuggestionEvent, Trigger

LARGE = 100  # features selected: more than one reads by eye


class LargeSelection(Trigger):
    id = "large_selection"
    events = frozenset({SELECTED_BY_HAND})

    def prepare(self, event: SuggestionEvent, environment: SuggestionEnvironment):
        large = [(layer.id(), layer.name(), event.count) for layer in event.layers
                 if isinstance(layer, QgsVectorLayer) and event.count >= LARGE]
        return partial(_suggest, large[-1], environment.ask) if large else None


def _suggest(selection, ask, _feedback) -> list[Suggestion]:
    layer_id, name, count = selection
    text = for_user("%Ln feature(s) selected in {layer}. Summarise them?", "", count, layer=name)
    question = for_user("Summarise the %Ln selected feature(s) of {layer}.", "", count, layer=name)
    button = ActionButton(for_user("Summarise them"), partial(_ask, ask, question),
                          for_user("Sends this to the assistant as your message: {question}", question=question))
    return [Suggestion(LargeSelection.id, f"{LargeSelection.id}:{layer_id}:{count}", text, (button,))]


def _ask(ask, question, _host) -> None:
    ask(question)


def by_hand(layer) -> bool:
    """Whether the selection that just changed was made by the user, not by a click of the assistant's."""
    return not selecting(layer.id())
