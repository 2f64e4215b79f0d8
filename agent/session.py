"""The conversation with the model: history, rounds, retries, tool results.

``ChatSession.run_turn`` runs in a worker thread and yields events (see
``events.py``); it never raises. Invariants kept between turns:

* the history alternates user/assistant, starts with a user message and ends
  with an assistant message (or is empty); it is a plain JSON-able list;
* every ``tool_use`` of the last assistant message is *owed* a ``tool_result``;
  the next user message starts with them (the API requires it). Their content
  is the action's status, updated by the controller with ``set_tool_status``.

A failed or cancelled request leaves no trace: its user message is withdrawn
(the model never sees the question or the partial answer; the user sees the
question in the chat and may send it again) and the tool results it carried
are owed again. A retry round that fails this way keeps the earlier rounds.

A turn has one round per request. Calls of read-only lookup tools are
answered in the worker and the turn goes on (at most ``max_lookups`` such
rounds; past them the model is told, in one last round, to answer with what it
has, and the user sees a notice); an unusable action is sent back for correction (at most
``max_retries`` rounds, and never the same unusable answer twice: an identical
repeat ends the turn). Both are bounded, so a turn always ends. When a turn whose
lookups succeeded ends without a usable answer after them (given up, repeated, or
a corrected answer with no action), the user is shown what the lookups found.
"""

from __future__ import annotations

import copy
import json
import logging
import re
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, field, fields, replace

from . import consent
from .cancel import CancelToken
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
    ValuesConsentNeeded,
)
from .images import ImageAnswer, only_newest_images, pictures_left_out
from .llm_client import LLMClient, LLMRequest, PromptProgress, StreamDone, TextDelta, content_blocks
from .memory import MemoryPolicy, plan_cut, summarise, summary_message
from .model_choice import ModelChoice
from .providers.map_context import MAP_CONTEXT, TOOL_NOTES
from .router import TEXT_TYPE, RoutedAction, RoutedAnswer, route_answer, tools_by_name
from .tool_schema import tool_spec
from .tools import ANSWER_IN_WORDS, VALUES, Tool, ToolContext, sees_images
from .user_error import UserError
from .user_text import for_user
from .warm_up import PLACEHOLDER_QUESTION
from .words import words_wanted
from .words.button_wanted import button_wanted
from .words.short_prompt import given_notes, notes_for, short_system
from .words.tool_offer import offered_tools

_log = logging.getLogger(__name__)

DEFAULT_TOOL_STATUS = "Shown to the user as an action button; not clicked yet."
# Stands in for an empty reply, so that roles keep alternating.
_EMPTY_BLOCK = {"type": "text", "text": "(no answer)"}
HISTORY_VERSION = 1
# A lookup asked again with the same fields in one turn is not run again: a small model
# asked describe_layer eight times over for one sum (make eval-live, 294 s, no answer).
ASKED_AGAIN = ("This lookup was already made in this message, with the same fields; its result is above. "
               "Answer the user with what the lookups found, or make a different lookup.")
# The sampling temperature of a request that follows a correction: enough for another
# answer than the one the correction rejected, low enough to stay on the task.
RETRY_TEMPERATURE = 0.7
# Told with every correction: a model told only to "answer again with the corrected
# action" answers with some action, e.g. the prompt's example, and the user gets a
# wrong button (issue 12).
# Small models took "or say it cannot be done" as the easy way out when the correction had
# named the very column or value to use (issue 26), so the way out comes last and narrow.
CORRECTION_CHOICE = ("Send the corrected action. If the correction names the layer, column or value to use, use "
                     "it: the map can do this. Only if the map truly lacks what is needed (no such layer, field, "
                     "data or selection), send no action and tell the user in one sentence what is missing.")


def _wants_words(correction: str) -> bool:
    """Whether a correction's fix is an answer in words (no "send the corrected action")."""
    return correction == words_wanted.MESSAGE or ANSWER_IN_WORDS in correction


def _asks_for_words(routed: RoutedAnswer) -> bool:
    """Whether every problem of an answer is corrected by asking for words only."""
    problems = [error.message for error in routed.tool_use_errors] + routed.json_errors
    return bool(problems) and all(_wants_words(problem) for problem in problems)


# After a correction that asked for words only, the plugin has judged that no button fits:
# "Zoom to the airports layer." (no such layer), told so, came back as a zoom to the
# countries layer (make eval-live at 78afed2, Anthropic path).
WITHHELD_STATUS = "Not shown to the user: this request was to be answered in words, with no action."


def _withhold_buttons(routed: RoutedAnswer) -> list:
    """Take the answer's buttons out (a text action stays: it is words); they are returned."""
    withheld = [action for action in routed.actions if action.type != TEXT_TYPE]
    routed.actions = [action for action in routed.actions if action.type == TEXT_TYPE]
    routed.withheld = len(withheld)
    return withheld


@dataclass
class UsageTotals:
    """Token counts summed over requests (the API's ``usage`` names)."""

    input_tokens: int = 0
    output_tokens: int = 0
    cache_creation_input_tokens: int = 0
    cache_read_input_tokens: int = 0

    def add(self, usage: Mapping) -> None:
        for f in fields(self):
            # The API sends null for counts it did not measure.
            setattr(self, f.name, getattr(self, f.name) + int(usage.get(f.name) or 0))

    def as_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping) -> UsageTotals:
        totals = cls()
        totals.add(data)
        return totals


def _error_result(message: str) -> str:
    """A lookup's error as the lookups' own results carry it: one JSON object."""
    return json.dumps({"error": message, "execution_ms": 0}, ensure_ascii=False)


@dataclass
class _ToolOutcome:
    """The tool_result owed to one tool_use."""

    tool_use_id: str
    content: str | list  # blocks: a text and a picture (agent/images.py)
    is_error: bool = False
    text_block: bool = False  # a lookup's result: the content as one text block

    def as_block(self) -> dict:
        content = self.content
        if self.text_block and isinstance(content, str):
            content = [{"type": "text", "text": content}]
        block = {"type": "tool_result", "tool_use_id": self.tool_use_id, "content": content}
        if self.is_error:
            block["is_error"] = True
        return block


@dataclass
class _InFlight:
    """What the unanswered user message consumed, to restore if it is withdrawn."""

    outcomes: list[_ToolOutcome]
    notes: dict[str, str]


# What a round leads to: another round, the end of the turn, or a turn already failed.
_AGAIN, _DONE, _STOPPED = "again", "done", "stopped"


@dataclass
class _TurnState:
    """What the rounds of one turn carry from one to the next."""

    pending: str  # the text of the user message the next round opens
    retries: int = 0
    lookup_rounds: int = 0
    bound_told: bool = False  # the model was told the lookup limit (once per turn)
    switched: bool = False  # a retired model is replaced once per turn
    shown: list[str] = field(default_factory=list)  # the turn's display text, round after round
    kept: int = 0  # len(shown) before the last answer: a retry drops what came after
    failed: tuple | None = None  # the last unusable answer (_answer_signature), to see a repeat
    corrected_after_lookup: bool = False  # a correction went out after a lookup had succeeded
    repeated_rounds: int = 0  # lookup rounds that only asked again what the turn had already looked up
    stamp: str | None = None  # the typed message's map context, until an answer keeps it in the history
    words_asked: bool = False  # the last correction asked for words only: a button after it is not shown


class ChatSession:
    def __init__(
        self,
        client: LLMClient,
        tools: Sequence[Tool],
        system_prompt: str | Callable[[Sequence[Tool]], str],
        model: str,
        max_tokens: int,
        max_retries: int = 2,
        max_lookups: int = 8,
        model_choice: ModelChoice | None = None,
        memory: MemoryPolicy | None = None,
        short_system_prompt: str | None = None,
    ):
        self.client = client  # replaceable between turns, e.g. after the settings change
        self._tools = tools_by_name(tools)
        self._tool_list = list(tools)
        self._sees_images = False  # whether the model takes pictures, learnt at the first request
        self._offered: frozenset[str] | None = None  # the last request's tools (router.stand_in); None: all
        # The text, or what makes it from the tools a request offers: a small model reads
        # only the sections of the tools it can call (agent/words/tool_offer.py).
        self.system_prompt = system_prompt
        self._prompts: dict[tuple[str, ...], str] = {}
        # A small model's fixed system text (agent/words/short_prompt.py), and whether each model is small.
        self.short_system_prompt = short_system_prompt or short_system()
        self._small: dict[tuple[str, str], bool] = {}  # (client's server_key, model): small
        self.model = model  # "" = none chosen: the newest of the default family, asked of the server
        self.model_choice = model_choice or ModelChoice()
        self._deprecations_told: set[str] = set()
        self.max_tokens = max_tokens
        self.max_retries = max_retries
        self.max_lookups = max_lookups
        # May lookups that send attribute values run? consent.ALLOW / DENY / ASK (the
        # controller sets it per turn from the settings and the provider).
        self.values_policy = consent.ALLOW
        self._lock = threading.Lock()  # set_tool_status comes from the main thread
        self._messages: list[dict] = []
        self._owed: dict[str, _ToolOutcome] = {}
        self._notes: dict[str, str] = {}  # tool_use_id -> status update sent as text
        self._in_flight: _InFlight | None = None
        self.usage = UsageTotals()
        self.memory = memory or MemoryPolicy()
        self._turn_ends: list[int] = []  # assistant messages that ended a turn (memory cuts there)
        self._asked: list[str] = []  # what the user typed in this chat: what it asks tools for
        self._turn_lookups: list[tuple[str, int]] = []  # (lookup, milliseconds) of the running turn
        self._turn_found: list[tuple[str, str]] = []  # (lookup, result summary) of its successful lookups
        self._turn_asked: set[str] = set()  # its lookup calls already run (type and fields, as JSON)
        self._turn_started = 0.0

    # ----- public state -------------------------------------------------

    @property
    def history(self) -> list[dict]:
        """A copy of the messages, in API form."""
        with self._lock:
            return copy.deepcopy(self._messages)

    def reset(self) -> None:
        """New chat: forget messages, owed results and usage. Cancel a running turn first."""
        with self._lock:
            self._messages.clear()
            self._owed.clear()
            self._notes.clear()
            self._in_flight = None
            self._turn_ends.clear()
            self._asked.clear()
            self.usage = UsageTotals()

    def set_tool_status(self, tool_use_id: str, text: str, is_error: bool = False) -> None:
        """Report what became of an action (shown, rejected, clicked and its result).

        If the tool_result already went out (a retry round sent it), the update
        reaches the model as a short note in the next user message instead.
        """
        with self._lock:
            if tool_use_id in self._owed:
                self._owed[tool_use_id] = _ToolOutcome(tool_use_id, text, is_error)
                return
            if self._in_flight:
                for outcome in self._in_flight.outcomes:
                    if outcome.tool_use_id == tool_use_id:
                        outcome.content, outcome.is_error = text, is_error
            name = self._tool_use_name(tool_use_id)
            if name is not None:
                self._notes[tool_use_id] = f"Update on your '{name}' action {tool_use_id}: {text}"

    def add_note(self, text: str) -> None:
        """Tell the model something in the next user message, e.g. that an action
        written as JSON could not be shown (it has no tool_result to carry that)."""
        with self._lock:
            self._notes[f"note-{len(self._notes)}-{len(self._messages)}"] = text

    def to_json(self) -> str:
        """The conversation as JSON, for saving with the project.

        Safe during a turn: the unanswered request is saved as if withdrawn.
        """
        with self._lock:
            messages, owed, notes = self._messages, list(self._owed.values()), self._notes
            if self._in_flight is not None and messages and messages[-1]["role"] == "user":
                messages = messages[:-1]
                owed = self._in_flight.outcomes + owed
                notes = {**self._in_flight.notes, **notes}
            return json.dumps(
                pictures_left_out({  # a picture is sent once, and never saved with the project
                    "version": HISTORY_VERSION,
                    "messages": messages,
                    "owed": [asdict(o) for o in owed],
                    "notes": notes,
                    "usage": self.usage.as_dict(),
                    "turn_ends": self._turn_ends,
                }),
                ensure_ascii=False,
            )

    @classmethod
    def from_json(
        cls,
        text: str,
        client: LLMClient,
        tools: Sequence[Tool],
        system_prompt: str | Callable[[Sequence[Tool]], str],
        model: str,
        max_tokens: int,
        max_retries: int = 2,
    ) -> ChatSession:
        """A session continuing a saved conversation (raises ValueError if unreadable)."""
        session = cls(client, tools, system_prompt, model, max_tokens, max_retries)
        try:
            data = json.loads(text)
            if data.get("version") != HISTORY_VERSION:
                raise ValueError(f"unsupported conversation version {data.get('version')!r}")
            session._messages = list(data["messages"])
            session._owed = {o["tool_use_id"]: _ToolOutcome(**o) for o in data.get("owed", [])}
            session._notes = dict(data.get("notes", {}))
            session.usage = UsageTotals.from_dict(data.get("usage", {}))
            session._turn_ends = [int(i) for i in data.get("turn_ends", [])]
            session._asked = _typed_texts(session._messages, session._turn_ends)
        except (KeyError, TypeError, AttributeError, json.JSONDecodeError) as error:
            raise ValueError(f"saved conversation is unreadable: {error}") from error
        return session

    # ----- a turn -------------------------------------------------------

    def run_turn(
        self,
        user_text: str,
        context: str,
        cancel: CancelToken,
        tool_context: ToolContext | None = None,
    ) -> Iterator[Event]:
        """Send the user's message and yield events until TurnDone or TurnFailed.

        ``tool_context`` is handed to the tools' input validation (pydantic's
        validation context) and to lookup tools: the facts, such as the map
        when the message was sent, that actions are checked against.
        """
        turn_usage = UsageTotals()
        self._turn_lookups = []
        self._turn_found = []
        self._turn_asked = set()
        self._turn_started = time.monotonic()
        try:
            yield from self._rounds(user_text, context, cancel, turn_usage, tool_context)
        except Exception:  # noqa: BLE001 - a bug must reach the user as a message, not kill the worker
            _log.exception("chat turn failed")
            self._withdraw_user_message()  # keep the history valid for the next turn
            yield TurnFailed(
                LLMError(
                    ErrorKind.UNKNOWN,
                    for_user("Map Assistant hit an internal error while talking to the assistant. "
                             "Try again; if it persists, start a new chat and report the problem."),
                )
            )

    def _rounds(
        self,
        user_text: str,
        context: str,
        cancel: CancelToken,
        turn_usage: UsageTotals,
        tool_context: ToolContext | None,
    ) -> Iterator[Event]:
        """The turn's loop: one request a round, until a hook says the turn is over.

        After each answer the hooks run in order, each deciding or passing: the
        lookups (answered, then another round), the round bound (one last round to
        answer with what was found), the retries (a bad call sent back, at most
        ``max_retries``). A retired model is swapped once, before them.
        """
        opened = yield from self._open_turn(user_text, cancel, turn_usage)
        if not opened:
            return
        state = _TurnState(pending=user_text.strip(), stamp=context)
        with self._lock:
            self._asked.append(state.pending)
        self._open_user_message(state.pending, stamp=state.stamp)
        own = self._own_answer(state.pending)
        if own is not None:
            yield AssistantText(own)
            yield self._turn_done(turn_usage)
            return
        while True:
            outcome = yield from self._round(context, cancel, turn_usage, tool_context, state)
            if outcome == _STOPPED:
                return
            if outcome == _DONE:
                break
            # _AGAIN: the next round's user message (the typed one again after a model switch)
            self._open_user_message(state.pending, stamp=state.stamp)
        yield self._turn_done(turn_usage)

    def _own_answer(self, user_text: str) -> str | None:
        """A question the plugin answers better than a small model, answered and recorded
        here with no request: "what can you do?" (agent/words/words_wanted.py)."""
        if not words_wanted.asks_what_you_can_do(user_text) or not self.uses_short_prompt():
            return None
        answer = words_wanted.what_i_can_do()
        with self._lock:
            self._messages.append({"role": "assistant", "content": [{"type": "text", "text": str(answer)}]})
            self._in_flight = None
        return answer

    def _open_turn(self, user_text: str, cancel: CancelToken, turn_usage: UsageTotals):
        """Before the first request: an empty message, the model, the history's budget.
        False when the turn ended here (its last event already yielded)."""
        if not user_text.strip():
            yield Notice(for_user("Type a question first."))
            yield self._turn_done(turn_usage)
            return False
        try:
            yield from self._choose_model()
        except LLMError as error:
            yield TurnFailed(error)
            return False
        failure = yield from self._fit_history(user_text, cancel, turn_usage)
        if failure is not None:
            yield TurnFailed(failure)
            return False
        with self._lock:
            if self._messages and len(self._messages) - 1 not in self._turn_ends:
                self._turn_ends.append(len(self._messages) - 1)
        return True

    def _round(self, context, cancel, turn_usage, tool_context, state: _TurnState):
        """One request and what its answer leads to: _AGAIN, _DONE or _STOPPED."""
        done, failure = yield from self._request(context, cancel, retrying=state.retries > 0)
        if failure is not None:
            return (yield from self._on_failure(failure, state))
        routed = yield from self._show_answer(done, turn_usage, tool_context, state)
        for hook in (self._lookups_hook, self._round_bound_hook, self._retry_hook):
            outcome = yield from hook(routed, done, cancel, tool_context, state)
            if outcome is not None:
                return outcome
        return _DONE

    def _request(self, context: str, cancel: CancelToken, retrying: bool = False):
        """(StreamDone, None) or (None, the LLMError); the round's user message is
        withdrawn unless an answer came (also when the caller closes the turn)."""
        done = None
        try:
            if cancel.cancelled:
                raise LLMError(ErrorKind.CANCELLED, stopped_message())
            done = yield from self._stream(context, cancel, retrying)
            return done, None
        except LLMError as error:
            return None, error
        finally:
            if done is None:
                self._withdraw_user_message()

    def _on_failure(self, failure: LLMError, state: _TurnState):
        """Hook: a retired model is replaced once per turn and the round asked again."""
        if failure.kind is ErrorKind.MODEL_NOT_FOUND and not state.switched:
            state.switched = True
            replacement, failure = self.model_choice.replacement_after_404(self.client, failure, self.model)
            if replacement is not None:
                old, self.model = self.model, replacement
                yield ModelChanged(old, replacement, "retired")
                return _AGAIN
        _log.info("request failed: %s", failure.kind.name)
        _log.debug("request failure message: %s", failure.user_message)
        yield TurnFailed(failure)
        return _STOPPED

    def _show_answer(self, done, turn_usage: UsageTotals, tool_context, state: _TurnState):
        """Count the answer's usage, record it, and yield its text and actions."""
        self.usage.add(done.usage)
        turn_usage.add(done.usage)
        routed = self._record_answer(done, tool_context, state.retries == 0, words_only=state.words_asked)
        state.stamp = None  # the typed message, stamped, is in the history for good
        state.kept = len(state.shown)
        if routed.text:
            state.shown.append(routed.text)
        yield AssistantText("\n\n".join(state.shown))
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

    def _lookups_hook(self, routed: RoutedAnswer, done, cancel, tool_context, state: _TurnState):
        """Lookups within the bound are answered and sent back (not a retry)."""
        if not routed.lookups or state.lookup_rounds >= self.max_lookups:
            return None
        if all(_call_key(call) in self._turn_asked for call in routed.lookups):
            state.repeated_rounds += 1
            if state.repeated_rounds > 1:  # told once already: what it found is shown instead
                # make eval-live at f62ea33: the average was found, then asked for six more times.
                self._refuse_lookups(routed.lookups, ASKED_AGAIN)
                yield from self._found_notice(state)
                return _DONE
        state.lookup_rounds += 1
        withheld = yield from self._values_consent(routed.lookups, cancel)
        if withheld is None:  # Stop while the user was being asked
            self._refuse_lookups(routed.lookups, "Not looked up: the user stopped the answer.")
            yield TurnFailed(cancelled_error())
            return _STOPPED
        yield LookingUp(tuple(call.type for call in routed.lookups))
        # The checks against the question speak in the turn's first lookup round only.
        first_round = state.retries == 0 and state.lookup_rounds == 1
        results = self._answer_lookups(routed.lookups, tool_context, withheld, first_round)
        state.pending = _joined(results, self._correction(routed))
        return _AGAIN

    def _round_bound_hook(self, routed: RoutedAnswer, done, cancel, tool_context, state: _TurnState):
        """Past the lookup bound: refused, and one last round to answer with what was found."""
        if not routed.lookups:
            return None
        self._refuse_lookups(routed.lookups)
        if state.bound_told:
            return None
        state.bound_told = True
        yield Notice(for_user(
            "The assistant reached the limit of %n lookup(s) for one message and "
            "was asked to answer with what it found. If the answer is incomplete, ask a "
            "narrower question.", "", self.max_lookups
        ))
        state.pending = _joined(self._correction(routed), self._limit_note())
        return _AGAIN

    def _retry_hook(self, routed: RoutedAnswer, done, cancel, tool_context, state: _TurnState):
        """A clean answer ends the turn; an unusable call is sent back, at most max_retries times."""
        if not routed.has_problems:
            wanted = self._button_wanted(routed, state)
            if wanted is not None:
                state.retries += 1
                del state.shown[state.kept:]  # the steps described give way to the button
                yield Notice(for_user("The assistant described the steps instead of proposing a button; "
                                      "asking it for the button."))
                state.pending = wanted
                return _AGAIN
            if not state.shown and not routed.actions and not routed.lookups and not routed.withheld:
                yield Notice(for_user("The assistant returned an empty answer. Try asking again."))
            if state.corrected_after_lookup and not routed.actions:
                yield from self._found_notice(state)
            return _DONE
        if done.stop_reason == "max_tokens":
            yield from self._found_notice(state)
            return _DONE  # the length-limit notice says what to do; a retry would be cut off again
        signature = _answer_signature(done.content)
        if signature == state.failed:  # at temperature 0 the same correction gets the same answer
            yield Notice(for_user("The assistant repeated the same unusable answer, so it was not asked "
                                  "again ({problem}).", problem=_first_problem(routed)))
            yield from self._found_notice(state)
            return _DONE
        state.failed = signature
        if state.retries >= self.max_retries:
            yield Notice(self._give_up_message(routed))
            yield from self._found_notice(state)
            return _DONE
        state.retries += 1
        state.corrected_after_lookup = state.corrected_after_lookup or bool(self._turn_found)
        del state.shown[state.kept:]  # the corrected answer replaces the unusable one's prose
        yield Notice(for_user(
            "The assistant proposed an action that could not be used; "
            "asking it to correct it (retry {retry} of {retries}).", retry=state.retries, retries=self.max_retries
        ))
        state.pending = self._correction(routed)
        state.words_asked = _asks_for_words(routed)
        return _AGAIN

    def _button_wanted(self, routed: RoutedAnswer, state: _TurnState) -> str | None:
        """Once per turn, for a small model: prose alone where a button was asked for (agent/words/button_wanted.py)."""
        if state.retries or routed.actions or routed.lookups or not routed.text.strip():
            return None
        if not self.uses_short_prompt(ask=False):
            return None
        return button_wanted(self._tool_list, self._last_asked())

    def _last_asked(self) -> str:
        """What the user typed for this turn: the checks against the question read it."""
        with self._lock:
            return self._asked[-1] if self._asked else ""

    def _found_notice(self, state: _TurnState):
        """What the turn's lookups found, when the answer around it failed: the figure a
        lookup got is never lost (issue 26). A summary the turn's text already shows is left out."""
        shown = "\n".join(state.shown)
        found = [f"{name}: {summary}" for name, summary in self._turn_found
                 if not re.search(r"(?<![\w.])" + re.escape(summary) + r"(?![\w.])", shown)]
        if found:
            yield Notice(for_user("What the lookups found: {found}", found="; ".join(dict.fromkeys(found))))

    def _turn_done(self, turn_usage: UsageTotals) -> TurnDone:
        return TurnDone(
            turn_usage.as_dict(),
            latency_ms=round((time.monotonic() - self._turn_started) * 1000),
            lookups=tuple(self._turn_lookups),
            model=self.model,
        )

    def _fit_history(self, user_text: str, cancel: CancelToken, turn_usage: UsageTotals):
        """Replace older messages by a summary when the history would overflow its
        budget (see memory.py). Returns the LLMError that ends the turn, if any."""
        with self._lock:
            messages = copy.deepcopy(self._messages)
            turn_ends = list(self._turn_ends)
        cut = plan_cut(messages, turn_ends, user_text, self.memory)
        if cut is None:
            return None
        yield Summarising(cut)
        try:
            summary, usage = summarise(self.client, self.model, messages[:cut], cancel, self.memory)
        except LLMError as error:
            if error.kind == ErrorKind.CANCELLED:
                return error
            # This turn goes with the whole history; the next one tries again.
            _log.warning("could not summarise the earlier conversation: %s", error.user_message)
            return None
        self.usage.add(usage)
        turn_usage.add(usage)
        with self._lock:  # only this worker adds messages, so the cut still holds
            self._messages[:cut] = [summary_message(summary)]
            self._turn_ends = [i - cut + 1 for i in self._turn_ends if i >= cut]
        return None

    def _choose_model(self) -> Iterator[Event]:
        """Settle the turn's model before any request; raises LLMError when none can be had."""
        if not self.model:
            self.model = self.model_choice.automatic(self.client)
            yield ModelChanged("", self.model, "automatic")
        retires_on = self.client.retirement_date(self.model)
        if retires_on and self.model not in self._deprecations_told:
            self._deprecations_told.add(self.model)
            yield ModelDeprecated(self.model, retires_on, self.model_choice.suggestion(self.client, self.model))

    def _values_consent(self, calls: Sequence[RoutedAction], cancel: CancelToken):
        """The lookups whose values may not be sent (a frozenset), after asking the
        user when the policy says so; None when Stop ended the wait."""
        values = tuple(dict.fromkeys(c.type for c in calls if self._tools[c.type].egress == VALUES))
        if not values or self.values_policy == consent.ALLOW:
            return frozenset()
        if self.values_policy == consent.ASK:
            gate = consent.ConsentGate()
            yield ValuesConsentNeeded(values, gate)
            allowed = gate.wait(cancel)
            if allowed is None:
                return None
            self.values_policy = consent.ALLOW if allowed else consent.DENY  # asked once per turn at most
            if allowed:
                return frozenset()
        return frozenset(values)

    def _answer_lookups(
        self, calls: Sequence[RoutedAction], tool_context: ToolContext | None,
        withheld: frozenset = frozenset(), first_try: bool = True,
    ) -> str | None:
        """Run read-only lookups (worker thread). Tool calls get their tool_result;
        lookups written as JSON get their results as text, returned here. Those in
        ``withheld`` are not run: their result tells the model to offer a button."""
        texts = []
        tool_context = replace(tool_context or ToolContext(), values_allowed=self.values_policy == consent.ALLOW,
                               asked=self._last_asked(), first_try=first_try)
        for call in calls:
            started = time.monotonic()
            asked = _call_key(call)
            try:
                if call.type in withheld:
                    content, is_error = _error_result(consent.WITHHELD_MESSAGE), True
                elif asked in self._turn_asked:
                    content, is_error = _error_result(ASKED_AGAIN), True
                else:
                    self._turn_asked.add(asked)
                    content, is_error = self._tools[call.type].run(call.action, tool_context), False
            except UserError as error:  # the tool's own word on a bad request
                content, is_error = error.user_message, True
            except Exception as error:  # noqa: BLE001 - a failed lookup is told to the model, not raised
                _log.exception("lookup %s failed", call.type)
                content, is_error = _error_result(f"The lookup failed: {error}"), True
            self._turn_lookups.append((call.type, round((time.monotonic() - started) * 1000)))
            blocks = None
            if isinstance(content, ImageAnswer):
                content, blocks = content.text, content.blocks()
            # INFO says what ran; only DEBUG shows the result, which may hold attribute values.
            _log.info("lookup %s: %s, %d characters", call.type, "error" if is_error else "ok", len(content))
            _log.debug("lookup %s result: %s", call.type, content)
            summary = None if is_error else _result_summary(content)
            if summary:
                self._turn_found.append((call.type, summary))
            if call.tool_use_id:
                with self._lock:
                    self._owed[call.tool_use_id] = _ToolOutcome(call.tool_use_id, blocks or content, is_error, True)
            else:  # a picture has no place in the JSON-in-text form (never offered there)
                request = json.dumps(call.action.model_dump(), ensure_ascii=False)
                texts.append(f"Result of {call.type} {request}:\n{content}")
        return "\n\n".join(texts) or None

    def _refuse_lookups(self, calls: Sequence[RoutedAction], message: str | None = None) -> None:
        """Past the lookup limit (or stopped): the calls still get a result, saying why not."""
        message = _error_result(message or self._limit_note())
        with self._lock:
            for call in calls:
                if call.tool_use_id:
                    self._owed[call.tool_use_id] = _ToolOutcome(call.tool_use_id, message, True, True)

    def _limit_note(self) -> str:
        return (
            f"Not looked up: the limit of {self.max_lookups} lookup rounds per message was reached. "
            "Answer now with what the lookups found, or ask the user to narrow the question."
        )

    def warm_up_request(self, context: str) -> LLMRequest:
        """The beginning of the next turn's first request (system prompt, tools, history,
        map context) with a stand-in question: agent/warm_up.py sends it to a local server."""
        with self._lock:
            messages = copy.deepcopy(self._messages)
            # As the next turn will send it: the owed tool results first. Without them a
            # turn that ended with a call owed its result (a button, a refused lookup) made
            # a warm-up the API refuses (400: tool_use ids without tool_result blocks).
            content = self._owed_blocks(list(self._owed.values()), dict(self._notes))
        content.append({"type": "text", "text": PLACEHOLDER_QUESTION})
        messages.append({"role": "user", "content": content, MAP_CONTEXT: context})
        return self._request_for(context, messages)

    def _stream(self, context: str, cancel: CancelToken, retrying: bool = False):
        """Yield the round's text deltas; return its StreamDone. After a correction the
        sampling changes (RETRY_TEMPERATURE): at the server's temperature 0 a small model
        sent the same unusable answer back to every correction (issue 26)."""
        with self._lock:
            messages = copy.deepcopy(self._messages)
        if any(sees_images(t) for t in self._tool_list):  # may ask the server once: this is the worker
            self._sees_images = self.client.accepts_images(self.model)
        request = self._request_for(context, messages)
        if retrying:
            request = replace(request, temperature=RETRY_TEMPERATURE)
        _log.debug("request: model %s, %d messages, %d tools, system %d and context %d characters",
                   self.model, len(messages), len(request.tools), len(request.system), len(context))
        events = self.client.stream(request, cancel)
        try:
            for event in events:
                if isinstance(event, (TextDelta, PromptProgress)):
                    yield event
                elif isinstance(event, StreamDone):
                    return event
        finally:
            # Release the HTTP connection now, not when the generator is collected.
            getattr(events, "close", lambda: None)()
        raise LLMError(
            ErrorKind.UNKNOWN,
            for_user("The answer stopped before it was complete. Send the message again."),
        )

    def _request_for(self, context: str, messages: list[dict]) -> LLMRequest:
        with self._lock:
            asked = list(self._asked)
        tools = [t for t in offered_tools(self._tool_list, messages, asked) if self._sees_images or not sees_images(t)]
        with self._lock:
            self._offered = frozenset(tool.name for tool in tools)
        if self.uses_short_prompt(ask=False):  # the tools are in the messages' notes, in the JSON form
            return LLMRequest(system=self.short_system_prompt, context=context, messages=messages, tools=[],
                              model=self.model, max_tokens=self.max_tokens)
        return LLMRequest(
            system=self.system_text(tools),
            context=context,
            messages=only_newest_images(messages),
            tools=[tool_spec(t) for t in tools],
            model=self.model,
            max_tokens=self.max_tokens,
        )

    def uses_short_prompt(self, ask: bool = True) -> bool:
        """Whether the chat's model is small enough for the short prompt (agent/words/short_prompt.py).
        ``ask``: ask the client (it may ask the server: a worker thread's call) when not known
        yet; else what is known, and False while nothing is."""
        key = self._model_key()
        if key not in self._small and ask and self.client is not None and self.model:
            small = self.client.small_model(self.model)
            if small is not None:  # None: the server does not say yet; asked again next time
                with self._lock:
                    self._small[key] = small
        return self._small.get(key, False)

    def knows_prompt_form(self) -> bool:
        """Whether the chat's model is known to be small or not (``uses_short_prompt``)."""
        return self._model_key() in self._small

    def _model_key(self) -> tuple[str, str]:
        return (self.client.server_key if self.client is not None else "", self.model)

    def system_text(self, tools: Sequence[Tool] | None = None) -> str:
        """The system prompt a request offering ``tools`` (all of them by default) sends."""
        if not callable(self.system_prompt):
            return self.system_prompt
        tools = self._tool_list if tools is None else tools
        key = tuple(tool.name for tool in tools)
        if key not in self._prompts:
            self._prompts[key] = self.system_prompt(tools)
        return self._prompts[key]

    # ----- history bookkeeping -----------------------------------------

    def _open_user_message(self, text: str | None, stamp: str | None = None) -> None:
        """Append a user message: owed tool results first (API rule), notes, then text.
        A typed message keeps the map context it is sent with (``stamp``): the clients
        send it there in every later request (agent/providers/map_context.py). For a small
        model it also keeps the notes of the tools it is the first to need (agent/words/short_prompt.py)."""
        tool_notes = ""
        if stamp is not None and text and self.uses_short_prompt():
            with self._lock:
                given = given_notes(self._messages)
            tool_notes = notes_for(self._tool_list, text, given)
        with self._lock:
            outcomes = list(self._owed.values())
            notes = dict(self._notes)
            content = self._owed_blocks(outcomes, notes)
            if text:
                content.append({"type": "text", "text": text})
            self._owed.clear()
            self._notes.clear()
            self._in_flight = _InFlight(outcomes, notes)
            message = {"role": "user", "content": content}
            if stamp is not None:
                message[MAP_CONTEXT] = stamp
            if tool_notes:
                message[TOOL_NOTES] = tool_notes
            self._messages.append(message)

    @staticmethod
    def _owed_blocks(outcomes: Sequence[_ToolOutcome], notes: Mapping[str, str]) -> list[dict]:
        """What a user message opens with: the owed tool results (API rule), then the notes."""
        return [o.as_block() for o in outcomes] + [{"type": "text", "text": note} for note in notes.values()]

    def _withdraw_user_message(self) -> None:
        with self._lock:
            if self._messages and self._messages[-1]["role"] == "user":
                self._messages.pop()
            if self._in_flight is not None:
                restored = {o.tool_use_id: o for o in self._in_flight.outcomes}
                self._owed = {**restored, **self._owed}
                self._notes = {
                    **self._in_flight.notes,
                    **{k: v for k, v in self._notes.items() if k not in restored},
                }
                self._in_flight = None

    def _record_answer(self, done: StreamDone, tool_context: ToolContext | None, first_try: bool = True,
                       words_only: bool = False) -> RoutedAnswer:
        """Store the assistant message and owe a tool_result to each tool_use."""
        content = _clean_content(done.content)
        if tool_context is not None:  # the checks may quote counts from the data only with consent
            tool_context = replace(tool_context, values_allowed=self.values_policy == consent.ALLOW,
                                   asked=self._last_asked(), first_try=first_try)
        with self._lock:
            offered = self._offered
        routed = route_answer(content, self._tools, tool_context, offered)
        withheld = _withhold_buttons(routed) if words_only else []
        with self._lock:
            self._messages.append({"role": "assistant", "content": content or [dict(_EMPTY_BLOCK)]})
            self._in_flight = None
            # Registered before ActionProposed is yielded, so the controller's
            # set_tool_status always finds the id.
            for action in routed.actions:
                if action.tool_use_id:
                    self._owed[action.tool_use_id] = _ToolOutcome(action.tool_use_id, DEFAULT_TOOL_STATUS)
            for action in withheld:
                if action.tool_use_id:
                    self._owed[action.tool_use_id] = _ToolOutcome(action.tool_use_id, WITHHELD_STATUS)
            for error in routed.tool_use_errors:
                told = error.message if _wants_words(error.message) else \
                    f"{error.message} {CORRECTION_CHOICE}"  # an answer in words wants no "corrected action"
                self._owed[error.tool_use_id] = _ToolOutcome(error.tool_use_id, told, True)
        return routed

    def _tool_use_name(self, tool_use_id: str) -> str | None:
        for message in reversed(self._messages):
            if message["role"] != "assistant":
                continue
            for block in message["content"]:
                if block.get("type") == "tool_use" and block.get("id") == tool_use_id:
                    return block.get("name")
        return None

    def _correction(self, routed: RoutedAnswer) -> str | None:
        """The corrective text for actions written as JSON (tool_use errors go as tool results)."""
        if not routed.json_errors:
            return None
        if routed.json_errors == [words_wanted.MESSAGE]:
            # Alone: the usual "send the corrected action... the map can do this" came back
            # as the whole answer ("The map can do this.", make eval-live).
            return words_wanted.MESSAGE
        problems = "\n".join(f"- {message}" for message in routed.json_errors)
        if all(_wants_words(message) for message in routed.json_errors):
            return f"Your last answer contained an action that could not be used:\n{problems}"
        return (
            "Your last answer contained an action that could not be used:\n"
            f"{problems}\n"
            f"{CORRECTION_CHOICE} "
            f"Valid action types: {', '.join(self._tools)}."
        )

    def _give_up_message(self, routed: RoutedAnswer) -> str:
        return for_user(
            "The assistant could not produce a usable action after %n attempt(s) ({problem}). Try "
            "rephrasing the question, naming the layer and fields to use.", "", self.max_retries + 1,
            problem=_first_problem(routed),
        )


def _call_key(call: RoutedAction) -> str:
    """A lookup call's type and fields, to tell a call made again in the turn."""
    return json.dumps([call.type, call.action.model_dump(mode="json")], sort_keys=True, default=str)


def _first_problem(routed: RoutedAnswer) -> str:
    problems = [e.message for e in routed.tool_use_errors] + routed.json_errors
    return problems[0] if problems else ""


def _answer_signature(content: Sequence[dict]) -> tuple:
    """What makes two answers the same: their calls (name and arguments, not the ids)
    when they make any, else their text."""
    calls = tuple((b.get("name"), json.dumps(b.get("input"), sort_keys=True, ensure_ascii=False))
                  for b in content if b.get("type") == "tool_use")
    if calls:
        return ("calls", calls)
    return ("text", " ".join(" ".join(b.get("text", "").split()) for b in content if b.get("type") == "text"))


_SUMMARY_CHARS = 200
_RESULT_BOOKKEEPING = ("execution_ms", "note", "truncated")


def _result_summary(content: str) -> str | None:
    """A lookup result in a few words for the user: the value of a one-field result
    (``{"count": 10}`` -> ``10``), else its fields as compact JSON, cut short."""
    try:
        result = json.loads(content)
    except ValueError:
        return None
    if not isinstance(result, dict) or "error" in result:
        return None
    fields = {k: v for k, v in result.items() if k not in _RESULT_BOOKKEEPING}
    if not fields:
        return None
    if len(fields) == 1:
        [value] = fields.values()
        if isinstance(value, (str, int, float)) and not isinstance(value, bool):
            return str(value)[:_SUMMARY_CHARS]
    text = json.dumps(fields, ensure_ascii=False, separators=(", ", ": "))
    return text if len(text) <= _SUMMARY_CHARS else text[:_SUMMARY_CHARS - 1] + "…"


def _joined(*texts: str | None) -> str | None:
    return "\n\n".join(t for t in texts if t) or None


def _clean_content(content: Sequence[dict]) -> list[dict]:
    """Assistant blocks fit to send back: no whitespace-only text (the API rejects it)."""
    cleaned = []
    for block in content:
        if block.get("type") == "text":
            if block.get("text", "").strip():
                cleaned.append({"type": "text", "text": block["text"]})
        elif block.get("type") == "tool_use":
            cleaned.append(
                {"type": "tool_use", "id": block["id"], "name": block["name"], "input": block.get("input", {})}
            )
        else:
            cleaned.append(dict(block))
    return cleaned


def _typed_texts(messages: list[dict], turn_ends: list[int]) -> list[str]:
    """What the user typed, read back from a saved chat: the last text of each message
    that opens a turn (the first one, and each after a turn's end)."""
    texts = []
    for index in [0, *(end + 1 for end in turn_ends)]:
        if index < len(messages) and messages[index].get("role") == "user":
            blocks = content_blocks(messages[index].get("content"))
            typed = [b.get("text", "") for b in blocks if b.get("type") == "text"]
            if typed:
                texts.append(typed[-1])
    return texts
