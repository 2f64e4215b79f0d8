"""One turn: the user's message and everything it causes until the answer is complete.

Pure Python, in the worker thread. ``Turn.run`` is a short loop, one request a round
(agent/session.py keeps the history it reads and writes); after each answer the hooks
run in order, each deciding or passing: the lookups (answered, then another round;
agent/turn_lookups.py), the round bound (past ``max_lookups`` rounds, one last round to
answer with what was found), the retries (an unusable action sent back, at most
``max_retries`` rounds, and never the same unusable answer twice: an identical repeat
ends the turn). Both are bounded, so a turn always ends. A retired model is swapped
once, before them. When a turn whose lookups succeeded ends without a usable answer
after them (given up, repeated, or a corrected answer with no action), the user is
shown what the lookups found.

All of a turn's state is in its ``Turn``; nothing of it outlives the turn.
"""

from __future__ import annotations

import json
import logging
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from . import consent, turn_lookups
from .cancel import CancelToken
from .corrections import asks_for_words, first_problem, json_correction
from .errors import ErrorKind, LLMError, cancelled_error, stopped_message
from .events import (
    ActionProposed,
    AssistantText,
    Event,
    LookingUp,
    ModelChanged,
    ModelDeprecated,
    Notice,
    Summarising,
    TurnDone,
    TurnFailed,
)
from .figures import summary_counts, unfounded_figures
from .history import UsageTotals
from .llm_client import PromptProgress, StreamDone, TextDelta
from .memory import plan_cut, summarise, summary_message
from .providers.map_context import MAP_CONTEXT
from .router import RoutedAnswer
from .tools import ToolContext
from .user_text import for_user
from .words import words_wanted
from .words.button_wanted import button_wanted

if TYPE_CHECKING:
    from .session import ChatSession

_log = logging.getLogger(__name__)

# The sampling temperature of a request that follows a correction: enough for another
# answer than the one the correction rejected, low enough to stay on the task.
RETRY_TEMPERATURE = 0.7
# What a round leads to: another round, the end of the turn, or a turn already failed.
AGAIN, DONE, STOPPED = "again", "done", "stopped"


@dataclass
class Turn:
    """A turn's loop, its hooks and all of its state."""

    session: ChatSession
    text: str  # what the user typed
    context: str  # the map context it is sent with
    cancel: CancelToken
    tool_context: ToolContext | None = None
    typed: str = ""  # what the user typed, stripped: the checks against the question read it
    pending: str = ""  # the text of the user message the next round opens
    stamp: str | None = None  # the typed message's map context, until an answer keeps it in the history
    retries: int = 0
    lookup_rounds: int = 0
    bound_told: bool = False  # the model was told the lookup limit (once per turn)
    switched: bool = False  # a retired model is replaced once per turn
    shown: list[str] = field(default_factory=list)  # the turn's display text, round after round
    kept: int = 0  # len(shown) before the last answer: a retry drops what came after
    failed: tuple | None = None  # the last unusable answer (answer_signature), to see a repeat
    corrected_after_lookup: bool = False  # a correction went out after a lookup had succeeded
    repeated_rounds: int = 0  # lookup rounds that only asked again what the turn had already looked up
    words_asked: bool = False  # the last correction asked for words only: a button after it is not shown
    usage: UsageTotals = field(default_factory=UsageTotals)
    lookups: list[tuple[str, int]] = field(default_factory=list)  # (lookup, milliseconds)
    found: list[tuple[str, str]] = field(default_factory=list)  # (lookup, result summary) of successful lookups
    caveats: list[str] = field(default_factory=list)  # what this turn's results say their figures may not mean
    asked: set[str] = field(default_factory=set)  # lookup calls already run (type and fields, as JSON)
    started: float = field(default_factory=time.monotonic)

    def run(self) -> Iterator[Event]:
        """Yield events until TurnDone or TurnFailed; never raises."""
        try:
            yield from self._rounds()
        except Exception:  # noqa: BLE001 - a bug must reach the user as a message, not kill the worker
            _log.exception("chat turn failed")
            self.session.withdraw_user_message()  # keep the history valid for the next turn
            yield TurnFailed(LLMError(
                ErrorKind.UNKNOWN,
                for_user("Map Assistant hit an internal error while talking to the assistant. "
                         "Try again; if it persists, start a new chat and report the problem."),
            ))

    def _rounds(self) -> Iterator[Event]:
        """The loop: one request a round, until a hook says the turn is over."""
        if not (yield from self._open()):
            return
        self.typed = self.pending = self.text.strip()
        self.stamp = self.context
        self.session.note_typed(self.typed)
        self.session.open_user_message(self.pending, stamp=self.stamp)
        own = self._own_answer()
        if own is not None:
            yield AssistantText(own)
            yield self.done()
            return
        while True:
            outcome = yield from self._round()
            if outcome == STOPPED:
                return
            if outcome == DONE:
                break
            # AGAIN: the next round's user message (the typed one again after a model switch)
            self.session.open_user_message(self.pending, stamp=self.stamp)
        yield self.done()

    def _own_answer(self) -> str | None:
        """A question the plugin answers better than a small model, answered and recorded
        here with no request: "what can you do?" (agent/words/words_wanted.py)."""
        if not words_wanted.asks_what_you_can_do(self.pending) or not self.session.uses_short_prompt():
            return None
        answer = words_wanted.what_i_can_do()
        self.session.record_own_answer(str(answer))
        return answer

    def _open(self):
        """Before the first request: an empty message, the model, the history's budget.
        False when the turn ended here (its last event already yielded)."""
        if not self.text.strip():
            yield Notice(for_user("Type a question first."))
            yield self.done()
            return False
        try:
            yield from self._choose_model()
        except LLMError as error:
            yield TurnFailed(error)
            return False
        failure = yield from self._fit_history()
        if failure is not None:
            yield TurnFailed(failure)
            return False
        self.session.end_turn_here()
        return True

    def _round(self):
        """One request and what its answer leads to: AGAIN, DONE or STOPPED."""
        done, failure = yield from self._request()
        if failure is not None:
            return (yield from self._on_failure(failure))
        routed = yield from self._show_answer(done)
        for hook in (lookups_hook, round_bound_hook, retry_hook):
            outcome = yield from hook(self, routed, done)
            if outcome is not None:
                return outcome
        return DONE

    def _request(self):
        """(StreamDone, None) or (None, the LLMError); the round's user message is
        withdrawn unless an answer came (also when the caller closes the turn)."""
        done = None
        try:
            if self.cancel.cancelled:
                raise LLMError(ErrorKind.CANCELLED, stopped_message())
            done = yield from self._stream()
            return done, None
        except LLMError as error:
            return None, error
        finally:
            if done is None:
                self.session.withdraw_user_message()

    def _stream(self):
        """Yield the round's text deltas; return its StreamDone. After a correction the
        sampling changes (RETRY_TEMPERATURE): at the server's temperature 0 a small model
        sent the same unusable answer back to every correction (issue 26)."""
        request = self.session.next_request(self.context)
        if self.retries > 0:
            request = replace(request, temperature=RETRY_TEMPERATURE)
        _log.debug("request: model %s, %d messages, %d tools, system %d and context %d characters",
                   request.model, len(request.messages), len(request.tools), len(request.system), len(self.context))
        events = self.session.client.stream(request, self.cancel)
        try:
            for event in events:
                if isinstance(event, (TextDelta, PromptProgress)):
                    yield event
                elif isinstance(event, StreamDone):
                    return event
        finally:
            # Release the HTTP connection now, not when the generator is collected.
            getattr(events, "close", lambda: None)()
        raise LLMError(ErrorKind.UNKNOWN, for_user("The answer stopped before it was complete. Send the message again."))

    def _on_failure(self, failure: LLMError):
        """Hook: a retired model is replaced once per turn and the round asked again."""
        session = self.session
        if failure.kind is ErrorKind.MODEL_NOT_FOUND and not self.switched:
            self.switched = True
            replacement, failure = session.model_choice.replacement_after_404(session.client, failure, session.model)
            if replacement is not None:
                old, session.model = session.model, replacement
                yield ModelChanged(old, replacement, "retired")
                return AGAIN
        _log.info("request failed: %s", failure.kind.name)
        _log.debug("request failure message: %s", failure.user_message)
        yield TurnFailed(failure)
        return STOPPED

    def _show_answer(self, done: StreamDone):
        """Count the answer's usage, record it, and yield its text and actions."""
        self.session.usage.add(done.usage)
        self.usage.add(done.usage)
        routed = self.session.record_answer(done, self.checked_against(self.retries == 0), self.words_asked)
        self.stamp = None  # the typed message, stamped, is in the history for good
        self.kept = len(self.shown)
        if routed.text:
            self.shown.append(routed.text)
        yield AssistantText("\n\n".join(self.shown))
        for action in routed.actions:
            yield ActionProposed(action.type, action.action, action.tool_use_id)
        if routed.withheld:
            yield Notice(for_user("Asked to answer in words, the assistant proposed a button again; "
                                  "it is not shown."))
        if done.stop_reason == "max_tokens":
            yield Notice(for_user(
                "The answer was cut off at the length limit. Ask for a shorter answer "
                "or raise the maximum answer length in the settings."
            ))
        return routed

    def checked_against(self, first_try: bool) -> ToolContext | None:
        """The tool context of this round's checks: they may quote counts from the data only
        with consent, and those against the question speak on the first try only."""
        if self.tool_context is None:
            return None
        return replace(self.tool_context, values_allowed=self.session.values_policy == consent.ALLOW,
                       asked=self.typed, first_try=first_try)

    def correction(self, routed: RoutedAnswer) -> str | None:
        return json_correction(routed, list(self.session.tools))

    def found_notice(self):
        """What the turn's lookups found, when the answer around it failed: the figure a
        lookup got is never lost (issue 26). A summary the turn's text already shows is left out."""
        shown = "\n".join(self.shown)
        found = [f"{name}: {summary}" for name, summary in self.found
                 if not re.search(r"(?<![\w.])" + re.escape(summary) + r"(?![\w.])", shown)]
        if found:
            yield Notice(for_user("What the lookups found: {found}", found="; ".join(dict.fromkeys(found))))

    def unfounded_notice(self):
        """A figure the answer states that nothing in the conversation computed (a lookup,
        the question) or the map context holds: said beside it, never shown as if right."""
        shown = "\n".join(self.shown)
        if not shown.strip():
            return
        computed, context = [self.typed], [self.context or ""]
        for message in self.session.history:
            if message.get("role") != "user":
                continue
            context.append(str(message.get(MAP_CONTEXT) or ""))
            blocks = message.get("content")
            computed += [json.dumps(block.get("content"), ensure_ascii=False, default=str)
                         for block in (blocks if isinstance(blocks, list) else [])
                         if isinstance(block, dict) and block.get("type") == "tool_result" and not block.get("is_error")]
        figures = unfounded_figures(shown, computed, context)
        if figures:
            # a lookup may have run whose numbers do not hold the figure: "no lookup gave it"
            yield Notice(for_user("Not computed from your map: {figures}. No lookup or query of this conversation "
                                  "gave it; ask the assistant to compute it.", figures=", ".join(figures[:5])))
        for caveat in list(dict.fromkeys(self.caveats))[:3]:
            # The model read it and may have answered as if it were not there (the traps' live
            # runs: "0 km" between Madrid and Paris beside "distance_km is 0 on every row").
            yield Notice(for_user("Check this answer: a lookup's result says {caveat}", caveat=caveat))
        for figure, layer in summary_counts(shown, computed, context)[:3]:
            yield Notice(for_user("Not computed from your map: {figure} is the feature count of {layer} in the map's "
                                  "summary. If you asked about part of it (distinct values, a filter, empty values), "
                                  "ask the assistant to count it.", figure=figure, layer=layer))

    def done(self) -> TurnDone:
        return TurnDone(self.usage.as_dict(), latency_ms=round((time.monotonic() - self.started) * 1000),
                        lookups=tuple(self.lookups), model=self.session.model)

    def _fit_history(self):
        """Replace older messages by a summary when the history would overflow its
        budget (see memory.py). Returns the LLMError that ends the turn, if any."""
        session = self.session
        messages, turn_ends = session.history_and_turn_ends()
        cut = plan_cut(messages, turn_ends, self.text, session.memory)
        if cut is None:
            return None
        yield Summarising(cut)
        try:
            summary, usage = summarise(session.client, session.model, messages[:cut], self.cancel, session.memory)
        except LLMError as error:
            if error.kind == ErrorKind.CANCELLED:
                return error
            # This turn goes with the whole history; the next one tries again.
            _log.warning("could not summarise the earlier conversation: %s", error.user_message)
            return None
        session.usage.add(usage)
        self.usage.add(usage)
        session.summarised(cut, summary_message(summary))
        return None

    def _choose_model(self) -> Iterator[Event]:
        """Settle the turn's model before any request; raises LLMError when none can be had."""
        session = self.session
        if not session.model:
            session.model = session.model_choice.automatic(session.client)
            yield ModelChanged("", session.model, "automatic")
        retires_on = session.client.retirement_date(session.model)
        if retires_on and session.model not in session.deprecations_told:
            session.deprecations_told.add(session.model)
            yield ModelDeprecated(session.model, retires_on,
                                  session.model_choice.suggestion(session.client, session.model))


def lookups_hook(turn: Turn, routed: RoutedAnswer, done: Any):
    """Lookups within the bound are answered and sent back (not a retry)."""
    if not routed.lookups or turn.lookup_rounds >= turn.session.max_lookups:
        return None
    if all(turn_lookups.call_key(call) in turn.asked for call in routed.lookups):
        turn.repeated_rounds += 1
        if turn.repeated_rounds > 1:  # told once already: what it found is shown instead
            # make eval-live at f62ea33: the average was found, then asked for six more times.
            turn_lookups.refuse(turn, routed.lookups, turn_lookups.ASKED_AGAIN)
            yield from turn.found_notice()
            return DONE
    turn.lookup_rounds += 1
    withheld = yield from turn_lookups.values_consent(turn, routed.lookups)
    if withheld is None:  # Stop while the user was being asked
        turn_lookups.refuse(turn, routed.lookups, "Not looked up: the user stopped the answer.")
        yield TurnFailed(cancelled_error())
        return STOPPED
    yield LookingUp(tuple(call.type for call in routed.lookups))
    # The checks against the question speak in the turn's first lookup round only.
    first_round = turn.retries == 0 and turn.lookup_rounds == 1
    results = turn_lookups.answer(turn, routed.lookups, withheld, first_round)
    turn.pending = _joined(results, turn.correction(routed))
    return AGAIN


def round_bound_hook(turn: Turn, routed: RoutedAnswer, done: Any):
    """Past the lookup bound: refused, and one last round to answer with what was found."""
    if not routed.lookups:
        return None
    turn_lookups.refuse(turn, routed.lookups)
    if turn.bound_told:
        return None
    turn.bound_told = True
    yield Notice(for_user(
        "The assistant reached the limit of %n lookup(s) for one message and "
        "was asked to answer with what it found. If the answer is incomplete, ask a "
        "narrower question.", "", turn.session.max_lookups
    ))
    turn.pending = _joined(turn.correction(routed), turn_lookups.limit_note(turn))
    return AGAIN


def retry_hook(turn: Turn, routed: RoutedAnswer, done: StreamDone):
    """A clean answer ends the turn; an unusable call is sent back, at most max_retries times."""
    if not routed.has_problems:
        return (yield from _clean_answer(turn, routed))
    if done.stop_reason == "max_tokens":
        yield from turn.found_notice()
        return DONE  # the length-limit notice says what to do; a retry would be cut off again
    signature = answer_signature(done.content)
    if signature == turn.failed:  # at temperature 0 the same correction gets the same answer
        yield Notice(for_user("The assistant repeated the same unusable answer, so it was not asked "
                              "again ({problem}).", problem=first_problem(routed)))
        yield from turn.found_notice()
        return DONE
    turn.failed = signature
    max_retries = turn.session.max_retries
    if turn.retries >= max_retries:
        yield Notice(for_user(
            "The assistant could not produce a usable action after %n attempt(s) ({problem}). Try "
            "rephrasing the question, naming the layer and fields to use.", "", max_retries + 1,
            problem=first_problem(routed)))
        yield from turn.found_notice()
        return DONE
    turn.retries += 1
    turn.corrected_after_lookup = turn.corrected_after_lookup or bool(turn.found)
    del turn.shown[turn.kept:]  # the corrected answer replaces the unusable one's prose
    yield Notice(for_user(
        "The assistant proposed an action that could not be used; "
        "asking it to correct it (retry {retry} of {retries}).", retry=turn.retries, retries=max_retries
    ))
    turn.pending = turn.correction(routed)
    turn.words_asked = asks_for_words(routed)
    return AGAIN


def _clean_answer(turn: Turn, routed: RoutedAnswer):
    """A usable answer ends the turn, unless a small model described what a button does."""
    wanted = _button_wanted(turn, routed)
    if wanted is not None:
        turn.retries += 1
        del turn.shown[turn.kept:]  # the steps described give way to the button
        yield Notice(for_user("The assistant described the steps instead of proposing a button; "
                              "asking it for the button."))
        turn.pending = wanted
        return AGAIN
    if not turn.shown and not routed.actions and not routed.lookups and not routed.withheld:
        yield Notice(for_user("The assistant returned an empty answer. Try asking again."))
    if turn.corrected_after_lookup and not routed.actions:
        yield from turn.found_notice()
    yield from turn.unfounded_notice()
    return DONE


def _button_wanted(turn: Turn, routed: RoutedAnswer) -> str | None:
    """Once per turn, for a small model: prose alone where a button was asked for (agent/words/button_wanted.py)."""
    if turn.retries or routed.actions or routed.lookups or not routed.text.strip():
        return None
    if not turn.session.uses_short_prompt(ask=False):
        return None
    return button_wanted(turn.session.tool_list, turn.typed)


def answer_signature(content) -> tuple:
    """What makes two answers the same: their calls (name and arguments, not the ids)
    when they make any, else their text."""
    calls = tuple((b.get("name"), json.dumps(b.get("input"), sort_keys=True, ensure_ascii=False))
                  for b in content if b.get("type") == "tool_use")
    if calls:
        return ("calls", calls)
    return ("text", " ".join(" ".join(b.get("text", "").split()) for b in content if b.get("type") == "text"))


def _joined(*texts: str | None) -> str | None:
    return "\n\n".join(t for t in texts if t) or None
