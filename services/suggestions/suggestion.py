"""What a trigger offers, and what a trigger is.

A trigger answers an event (layers added, a layer saved, a project opened, the chat
empty) with a check: a function run off the main thread that reads the map and
returns suggestions. Nothing is sent anywhere: a suggestion's buttons are deferred
like every other button, and only a click does something.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..base import ActionButton

# The events a trigger may answer (SuggestionEvent.kind).
LAYERS_ADDED = "layers_added"
LAYER_SAVED = "layer_saved"
LAYER_FILTERED = "layer_filtered"  # its filter (subset string) changed
LAYER_RELOADED = "layer_reloaded"  # its data read again (Reload, or its provider said it changed)
SELECTED_BY_HAND = "selected_by_hand"  # a layer's selection changed, not by the assistant
PROJECT_OPENED = "project_opened"
MESSAGE_SENT = "message_sent"  # the user sent a message (its text in the event)
LAYERS_CHANGED = "layers_changed"  # added, removed, or the chat emptied: the starter questions


@dataclass(frozen=True)
class Suggestion:
    trigger: str  # the id of the trigger that made it
    key: str  # what it is about: the same key is never suggested twice
    text: str  # a for_user text
    buttons: Sequence[ActionButton] = ()
    counted: bool = True  # False: the starter questions, which replace each other and fill an empty chat


@dataclass(frozen=True)
class SuggestionEvent:
    kind: str
    layers: Sequence[Any] = ()  # the QgsMapLayers it is about (main thread only)
    text: str = ""  # MESSAGE_SENT: what the user sent
    count: int = 0  # SELECTED_BY_HAND: the features selected then (the assistant may select after)


@dataclass
class SuggestionEnvironment:
    """What a trigger may read on the main thread, and how a click may ask the chat."""

    project: Any  # QgsProject
    canvas: Any = None  # QgsMapCanvas
    iface: Any = None
    ask: Callable[[str], None] = field(default=lambda text: None)  # send a text as the user's message

    def layers_named_in(self, text: str) -> list:
        """The project's layers whose name ``text`` holds (any case and accents)."""
        # Here, not at the top: this module loads with the plugin, before its dependencies
        # (pydantic, which agent/words reaches) may be installed (tests/e2e).
        from ...agent.words.tool_offer import fold

        asked = fold(text)
        return [layer for layer in self.project.mapLayers().values() if fold(layer.name()) in asked]


# A check: run in a task with its QgsFeedback; returns what it found.
Check = Callable[[Any], list[Suggestion]]


class Trigger:
    """One module per trigger, one line in services/suggestions/triggers.py (its id, its label on
    the Options page, its module and class, whether it is on by default).

    ``prepare`` runs on the main thread: it must only capture what the check needs
    (names, ids, a feature source), never read features; None when there is nothing to check.
    """

    id: ClassVar[str]  # as its line in triggers.py says
    events: ClassVar[frozenset[str]]

    def prepare(self, event: SuggestionEvent, environment: SuggestionEnvironment) -> Check | None:
        raise NotImplementedError
