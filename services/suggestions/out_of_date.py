"""Trigger 2: a result the assistant made that is out of date. A Processing output whose
input layer changed since it was made (features edited and saved, its filter changed)
is offered again: the button is the same click, run on the input as it is now."""

from __future__ import annotations

from functools import partial

from ...agent.user_text import for_user
from ..base import ActionButton
from ..processing.made_from import forget, made_of
from .suggestion import LAYER_FILTERED, LAYER_SAVED, Suggestion, SuggestionEnvironment, SuggestionEvent, Trigger


class OutOfDate(Trigger):
    id = "out_of_date"
    events = frozenset({LAYER_SAVED, LAYER_FILTERED})

    def prepare(self, event: SuggestionEvent, environment: SuggestionEnvironment):
        project = environment.project
        stale = []
        for layer in event.layers:
            made = made_of(layer.id())
            forget([output_id for output_id, _ in made if project.mapLayer(output_id) is None])  # removed since
            stale += [(project.mapLayer(output_id).name(), output_id, layer.name(), layer.id(), how.rerun)
                      for output_id, how in made if project.mapLayer(output_id) is not None]
        return partial(_suggest, stale) if stale else None


def _suggest(stale, _feedback) -> list[Suggestion]:
    found = []
    for output, output_id, source, source_id, rerun in stale:
        text = for_user("{output} was made from {layer}, which has changed since. Make it again?", output=output,
                        layer=source)
        button = ActionButton(for_user("Make it again"), rerun,
                              for_user("The same click again, on {layer} as it is now; {output} stays", layer=source,
                                       output=output))
        found.append(Suggestion(OutOfDate.id, f"{OutOfDate.id}:{output_id}:{source_id}", text, (button,)))
    return found
