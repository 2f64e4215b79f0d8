"""Trigger 2: a result the assistant made that is out of date. A Processing output, or an
sql button's result table still shown in the chat, whose input layer changed since it
was made (features edited and saved, its filter changed, its data reloaded) is offered again: the button
is the same click, run on the input as it is now."""

from __future__ import annotations

from functools import partial

from ...agent.user_text import for_user
from ..base import ActionButton
from ..processing.made_from import forget, made_of
from .suggestion import (
    LAYER_FILTERED,
    LAYER_RELOADED,
    LAYER_SAVED,
    Suggestion,
    SuggestionEnvironment,
    SuggestionEvent,
    Trigger,
)


class OutOfDate(Trigger):
    id = "out_of_date"
    events = frozenset({LAYER_SAVED, LAYER_FILTERED, LAYER_RELOADED})

    def prepare(self, event: SuggestionEvent, environment: SuggestionEnvironment):
        project = environment.project
        stale = []
        for layer in event.layers:
            for output_id, how in made_of(layer.id()):
                output = _shown_name(project, output_id, how)
                if output is None:
                    forget([output_id])  # removed since: the layer, or the table with its chat
                else:
                    stale.append((output, output_id, layer.name(), layer.id(), how))
        return partial(_suggest, stale) if stale else None


def _shown_name(project, output_id: str, how) -> str | None:
    """The result's name while the user can still see it, else None."""
    if how.table:
        return how.title  # kept only while it lives (made_from.remember_table)
    layer = project.mapLayer(output_id)
    return layer.name() if layer is not None else None


def _suggest(stale, _feedback) -> list[Suggestion]:
    found = []
    for output, output_id, source, source_id, how in stale:
        if how.table:
            text = for_user("The table '{output}' was read from {layer}, which has changed since. Run it again?",
                            output=output, layer=source)
            button = ActionButton(for_user("Run it again"), how.rerun,
                                  for_user("The same query again, on {layer} as it is now", layer=source))
        else:
            text = for_user("{output} was made from {layer}, which has changed since. Make it again?", output=output,
                            layer=source)
            button = ActionButton(for_user("Make it again"), how.rerun,
                                  for_user("The same click again, on {layer} as it is now; {output} stays",
                                           layer=source, output=output))
        found.append(Suggestion(OutOfDate.id, f"{OutOfDate.id}:{output_id}:{source_id}", text, (button,)))
    return found
