"""Proactive suggestions in the dock (issue 41): map events become checks in tasks, and
what they find becomes a ``SuggestionCard`` when the rules and the user allow.

The event handlers only note the event and start a short timer (they run on every
layer added, so they must cost next to nothing); the timer's slot asks each trigger
to capture what its check needs, and the checks run in QGIS tasks. A suggestion waits
while the input holds text, a turn runs, the project has just opened, quiet hours
last or the hour's cap is reached; it appears once they end.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from functools import partial

from qgis.core import QgsVectorLayer
from qgis.PyQt import sip
from qgis.PyQt.QtCore import QObject, QTimer

from ..agent.user_text import for_user
from ..services.suggestions.large_selection import by_hand
from ..services.suggestions.rules import DROP, SHOW, RuleSettings, SuggestionRules
from ..services.suggestions.suggestion import (
    LAYER_FILTERED,
    LAYER_RELOADED,
    LAYER_SAVED,
    LAYERS_ADDED,
    LAYERS_CHANGED,
    MESSAGE_SENT,
    PROJECT_OPENED,
    SELECTED_BY_HAND,
    Suggestion,
    SuggestionEnvironment,
    SuggestionEvent,
)
from ..services.suggestions.triggers import create_triggers
from ..toolbelt import log, preferences
from ..toolbelt.slot_guard import guard
from ..toolbelt.threads.tasks import run_in_task
from .suggestion_card import SuggestionCard

FAILED = for_user("A proactive suggestion failed")  # logged with its trace: where is in the trace
DEBOUNCE_MS = 250  # events arriving together (a project's layers) are checked together
MAX_WAIT_MS = 15 * 60 * 1000  # a waiting suggestion is looked at again at least this often


def rule_settings(settings: preferences.PluginSettings) -> RuleSettings:
    off = frozenset(t.strip() for t in settings.suggestions_off.split(",") if t.strip())
    return RuleSettings(settings.proactive, settings.suggestions_per_hour, settings.quiet_hours, off)


class SuggestionsPanel(QObject):
    def __init__(self, dock, project, canvas=None, iface=None, clock: Callable[[], float] = time.time,
                 triggers=None, parent=None):
        super().__init__(parent or dock)
        self.dock = dock
        self.project = project
        self.environment = SuggestionEnvironment(project, canvas, iface, dock.ask)
        self.triggers = create_triggers() if triggers is None else triggers
        self.rules = SuggestionRules(clock=clock, dismissed=preferences.suggestion_dismissed)
        self.rules.project_opened()  # QGIS opens with its project
        self._events: list[SuggestionEvent] = []
        self._waiting: list[Suggestion] = []
        self._cards: list[SuggestionCard] = []
        self._tasks: list = []
        self._layer_connections: list = []  # (layer, signal, slot), let go at shutdown
        self._closed = False
        self._debounce = _single_shot(self, DEBOUNCE_MS, self._dispatch)
        self._retry = _single_shot(self, MAX_WAIT_MS, self.show_waiting)
        self._connections = [
            (project.layersAdded, self._on_layers_added), (project.layersRemoved, self._on_layers_removed),
            (project.readProject, self._on_project_opened), (project.cleared, self._on_project_cleared),
            (dock.messagesCleared, self._on_chat_emptied), (dock.input.textChanged, self._on_input_changed),
            (dock.busyChanged, self._on_busy_changed), (dock.sendRequested, self._on_sent),
        ]
        for signal, slot in self._connections:
            signal.connect(slot)
        for layer in project.mapLayers().values():
            self._watch(layer)
        self._note(SuggestionEvent(LAYERS_CHANGED))

    # -- events (main thread, cheap) -------------------------------------------------

    def _note(self, event: SuggestionEvent) -> None:
        if self._closed:
            return
        self._events.append(event)
        if not self._debounce.isActive():
            self._debounce.start()

    def _on_layers_added(self, layers) -> None:
        with guard(FAILED):
            for layer in layers:
                self._watch(layer)
            self._note(SuggestionEvent(LAYERS_ADDED, tuple(layers)))
            self._note(SuggestionEvent(LAYERS_CHANGED))

    def _on_layers_removed(self, ids) -> None:
        with guard(FAILED):
            gone = set(ids)
            self._layer_connections = [c for c in self._layer_connections
                                       if not sip.isdeleted(c[0]) and c[0].id() not in gone]
            self._note(SuggestionEvent(LAYERS_CHANGED))

    def _on_layer_saved(self, layer) -> None:
        with guard(FAILED):
            if not sip.isdeleted(layer):
                self._note(SuggestionEvent(LAYER_SAVED, (layer,)))

    def _on_layer_filtered(self, layer) -> None:
        with guard(FAILED):
            if not sip.isdeleted(layer):
                self._note(SuggestionEvent(LAYER_FILTERED, (layer,)))

    def _on_layer_reloaded(self, layer) -> None:
        with guard(FAILED):  # while editing, the edits are not the layer's data yet: saving tells
            if not sip.isdeleted(layer) and not layer.isEditable():
                self._note(SuggestionEvent(LAYER_RELOADED, (layer,)))

    def _on_selection_changed(self, layer, *_changes) -> None:
        with guard(FAILED):
            if not sip.isdeleted(layer) and by_hand(layer):
                self._note(SuggestionEvent(SELECTED_BY_HAND, (layer,), count=layer.selectedFeatureCount()))

    def _on_project_opened(self, *_args) -> None:
        with guard(FAILED):
            self.rules.project_opened()
            self._note(SuggestionEvent(PROJECT_OPENED, tuple(self.project.mapLayers().values())))

    def _on_project_cleared(self) -> None:
        with guard(FAILED):
            self._events.clear()
            self._waiting.clear()
            for card in list(self._cards):
                self._remove(card)

    def _on_chat_emptied(self) -> None:
        with guard(FAILED):
            self._cards = [card for card in self._cards if not sip.isdeleted(card)]
            self._note(SuggestionEvent(LAYERS_CHANGED))

    def _on_input_changed(self) -> None:
        if self._waiting and not self.dock.input.toPlainText().strip():
            with guard(FAILED):
                self.show_waiting()

    def _on_busy_changed(self, busy: bool) -> None:
        if self._waiting and not busy:
            with guard(FAILED):
                self.show_waiting()

    def _on_sent(self, text: str) -> None:
        with guard(FAILED):  # the chat is no longer empty: the starters go
            for card in [card for card in self._cards if not card.suggestion.counted]:
                self._remove(card)
            self._note(SuggestionEvent(MESSAGE_SENT, text=text))

    def _watch(self, layer) -> None:
        if isinstance(layer, QgsVectorLayer):
            for signal, slot in ((layer.afterCommitChanges, self._on_layer_saved),
                                 (layer.subsetStringChanged, self._on_layer_filtered),
                                 (layer.dataChanged, self._on_layer_reloaded),
                                 (layer.selectionChanged, self._on_selection_changed)):
                connection = partial(slot, layer)
                signal.connect(connection)
                self._layer_connections.append((layer, signal, connection))

    # -- checks (their capture on the main thread, the check in a task) ---------------

    def _dispatch(self) -> None:
        with guard(FAILED):
            events = [replace(event, layers=tuple(layer for layer in event.layers if not sip.isdeleted(layer)))
                      for event in self._events]
            self._events = []
            settings = rule_settings(preferences.load())
            if not settings.on or self._closed:
                return
            last_selections = {event.layers[0].id(): event for event in events
                               if event.kind == SELECTED_BY_HAND and event.layers}  # a layer's last selection only
            events = [e for e in events if e.kind != SELECTED_BY_HAND] + list(last_selections.values())
            starters = any(event.kind == LAYERS_CHANGED for event in events) and self.dock.chat_is_empty()
            events = [event for event in events if event.kind != LAYERS_CHANGED]  # one set of starters for all,
            events += [SuggestionEvent(LAYERS_CHANGED)] if starters else []  # and only for an empty chat
            checks = [check for event in events for trigger in self.triggers
                      if event.kind in trigger.events and trigger.id not in settings.triggers_off
                      for check in [self._prepare(trigger, event)] if check is not None]
            if checks:  # one task for them all: starting a task costs the main thread more than a capture
                task = run_in_task(for_user("Map Assistant: looking for suggestions"), partial(_run_checks, checks),
                                   self._found, _check_failed)
                self._tasks = [t for t in self._tasks if not t.done] + [task]

    def _prepare(self, trigger, event: SuggestionEvent):
        """The trigger's check, with what it needs captured now; None when nothing is to check."""
        with guard(FAILED):
            check = trigger.prepare(event, self.environment)
            return None if check is None else (trigger.id, check)
        return None

    def _found(self, suggestions: list[Suggestion]) -> None:
        with guard(FAILED):
            for suggestion in suggestions:
                self.offer(suggestion)

    # -- the rules ---------------------------------------------------------------------

    def offer(self, suggestion: Suggestion) -> None:
        """Show it now, keep it waiting, or drop it."""
        if self._closed:
            return
        if not suggestion.counted and not self.dock.chat_is_empty():
            return  # starter questions belong to an empty chat only
        verdict = self.rules.verdict(suggestion, self.project.fileName(), rule_settings(preferences.load()))
        if verdict.what == DROP:
            return
        if verdict.what != SHOW or self.dock.user_is_busy():
            self._wait(suggestion, verdict.wait_s)
            return
        self._show(suggestion)

    def show_waiting(self) -> None:
        """Offer again what waits (the clock moved, the input emptied, a turn ended)."""
        if self.dock.user_is_busy():
            return
        waiting, self._waiting = self._waiting, []
        for suggestion in waiting:
            self.offer(suggestion)

    def _wait(self, suggestion: Suggestion, wait_s: float) -> None:
        self._waiting = [s for s in self._waiting if s.key != suggestion.key] + [suggestion]
        if wait_s > 0:
            remaining = self._retry.remainingTime() if self._retry.isActive() else MAX_WAIT_MS
            self._retry.start(int(min(remaining, wait_s * 1000 + 50, MAX_WAIT_MS)))

    def _show(self, suggestion: Suggestion) -> None:
        if not suggestion.counted:  # new starter questions replace the old ones; none take them away
            for card in [card for card in self._cards if card.suggestion.trigger == suggestion.trigger]:
                self._remove(card)
            if not suggestion.buttons:
                return
        card = SuggestionCard(suggestion)
        card.dismissed.connect(partial(self._dismiss, card))
        self.dock.messages.add(card)
        self._cards.append(card)
        self.rules.shown(suggestion)

    def _dismiss(self, card: SuggestionCard) -> None:
        with guard(FAILED):
            trigger = card.suggestion.trigger
            preferences.dismiss_suggestion(self.project.fileName(), trigger)
            self._waiting = [s for s in self._waiting if s.trigger != trigger]
            self._remove(card)

    def _remove(self, card: SuggestionCard) -> None:
        if card in self._cards:
            self._cards.remove(card)
        if not sip.isdeleted(card):
            self.dock.messages.remove(card)

    def cards(self) -> list[SuggestionCard]:
        self._cards = [card for card in self._cards if not sip.isdeleted(card)]
        return list(self._cards)

    def shutdown(self) -> None:
        """Unload: no more events, checks or cards."""
        self._closed = True
        self._debounce.stop()
        self._retry.stop()
        for signal, slot in self._connections:
            with guard(FAILED):
                signal.disconnect(slot)
        for layer, signal, slot in self._layer_connections:
            if not sip.isdeleted(layer):
                with guard(FAILED):
                    signal.disconnect(slot)
        self._layer_connections.clear()
        for task in self._tasks:
            if not task.done:
                task.detach()
                task.cancel()


def _single_shot(parent: QObject, interval_ms: int, slot) -> QTimer:
    timer = QTimer(parent)
    timer.setSingleShot(True)
    timer.setInterval(interval_ms)
    timer.timeout.connect(slot)
    return timer


def _run_checks(checks, feedback) -> list[Suggestion]:
    """In the task: each check in turn; one that fails costs its own suggestions only."""
    found = []
    for trigger_id, check in checks:
        if feedback.isCanceled():
            break
        try:
            found += check(feedback)
        except Exception as error:  # noqa: BLE001 - a suggestion missed, nothing more
            log.log(f"Suggestions: the check of {trigger_id} failed ({error!r})")
    return found


def _check_failed(error: BaseException) -> None:
    log.log(f"Suggestions: the checks failed ({error!r})")
