"""The conversation with the model: history, serialisation, usage and the requests.

``ChatSession.run_turn`` runs in a worker thread and yields events (see
``events.py``); the turn itself, its rounds and its hooks, is agent/turn.py. It never
raises. Invariants kept between turns:

* the history alternates user/assistant, starts with a user message and ends
  with an assistant message (or is empty); it is a plain JSON-able list;
* every ``tool_use`` of the last assistant message is *owed* a ``tool_result``;
  the next user message starts with them (the API requires it). Their content
  is the action's status, updated by the controller with ``set_tool_status``.

A failed or cancelled request leaves no trace: its user message is withdrawn
(the model never sees the question or the partial answer; the user sees the
question in the chat and may send it again) and the tool results it carried
are owed again. A retry round that fails this way keeps the earlier rounds.
"""

from __future__ import annotations

import copy
import logging
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence

from . import consent
from .answer_schema import answer_schema
from .cancel import CancelToken
from .corrections import WITHHELD_STATUS, tool_use_told, withhold_buttons
from .events import Event
from .history import History, InFlight, ToolOutcome, UsageTotals
from .images import only_newest_images
from .llm_client import LLMClient, LLMRequest, StreamDone
from .memory import MemoryPolicy
from .model_choice import ModelChoice
from .providers.map_context import MAP_CONTEXT, TOOL_NOTES
from .router import RoutedAnswer, route_answer, tools_by_name
from .tool_schema import tool_spec
from .tools import Tool, ToolContext
from .turn import Turn
from .warm_up import PLACEHOLDER_QUESTION
from .words.short_prompt import given_notes, notes_for, short_system
from .words.tool_offer import offered_tools

_log = logging.getLogger(__name__)

DEFAULT_TOOL_STATUS = "Shown to the user as an action button; not clicked yet."
# Stands in for an empty reply, so that roles keep alternating.
_EMPTY_BLOCK = {"type": "text", "text": "(no answer)"}


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
        history: History | None = None,
    ):
        self.client = client  # replaceable between turns, e.g. after the settings change
        self.tools = tools_by_name(tools)
        self.tool_list = list(tools)
        self._sees_images = False  # whether the model takes pictures, learnt at the first request
        self.offered: frozenset[str] | None = None  # the last request's tools (router.stand_in); None: all
        # The text, or what makes it from the tools a request offers: a small model reads
        # only the sections of the tools it can call (agent/words/tool_offer.py).
        self.system_prompt = system_prompt
        self._prompts: dict[tuple[str, ...], str] = {}
        # A small model's fixed system text (agent/words/short_prompt.py), and whether each model is small.
        self.short_system_prompt = short_system_prompt or short_system()
        # The JSON form's one call, for a server that holds an answer to it (agent/answer_schema.py).
        self.answer_schema = answer_schema(self.tool_list)
        self._small: dict[tuple[str, str], bool] = {}  # (client's server_key, model): small
        self.model = model  # "" = none chosen: the newest of the default family, asked of the server
        self.model_choice = model_choice or ModelChoice()
        self.deprecations_told: set[str] = set()
        self.max_tokens = max_tokens
        self.max_retries = max_retries
        self.max_lookups = max_lookups
        # May lookups that send attribute values run? consent.ALLOW / DENY / ASK (the
        # controller sets it per turn from the settings and the provider).
        self.values_policy = consent.ALLOW
        self.memory = memory or MemoryPolicy()
        self.lock = threading.Lock()  # set_tool_status comes from the main thread
        self._history = history or History()

    @classmethod
    def from_json(cls, text: str, client: LLMClient, tools: Sequence[Tool],
                  system_prompt: str | Callable[[Sequence[Tool]], str], model: str, max_tokens: int,
                  max_retries: int = 2) -> ChatSession:
        """A session continuing a saved conversation (raises ValueError if unreadable)."""
        return cls(client, tools, system_prompt, model, max_tokens, max_retries, history=History.from_json(text))

    # ----- public state -------------------------------------------------

    @property
    def history(self) -> list[dict]:
        """A copy of the messages, in API form."""
        with self.lock:
            return copy.deepcopy(self._history.messages)

    @property
    def usage(self) -> UsageTotals:
        return self._history.usage

    @property
    def typed(self) -> list[str]:
        """What the user typed in this chat, oldest first."""
        with self.lock:
            return list(self._history.asked)

    def reset(self) -> None:
        """New chat: forget messages, owed results and usage. Cancel a running turn first."""
        with self.lock:
            self._history = History()

    def to_json(self) -> str:
        """The conversation as JSON, for saving with the project."""
        with self.lock:
            return self._history.to_json()

    def set_tool_status(self, tool_use_id: str, text: str, is_error: bool = False) -> None:
        """Report what became of an action (shown, rejected, clicked and its result).

        If the tool_result already went out (a retry round sent it), the update
        reaches the model as a short note in the next user message instead.
        """
        with self.lock:
            history = self._history
            if tool_use_id in history.owed:
                history.owed[tool_use_id] = ToolOutcome(tool_use_id, text, is_error)
                return
            for outcome in history.in_flight.outcomes if history.in_flight else ():
                if outcome.tool_use_id == tool_use_id:
                    outcome.content, outcome.is_error = text, is_error
            name = self._tool_use_name(tool_use_id)
            if name is not None:
                history.notes[tool_use_id] = f"Update on your '{name}' action {tool_use_id}: {text}"

    def add_note(self, text: str) -> None:
        """Tell the model something in the next user message, e.g. that an action
        written as JSON could not be shown (it has no tool_result to carry that)."""
        with self.lock:
            self._history.notes[f"note-{len(self._history.notes)}-{len(self._history.messages)}"] = text

    def run_turn(self, user_text: str, context: str, cancel: CancelToken,
                 tool_context: ToolContext | None = None) -> Iterator[Event]:
        """Send the user's message and yield events until TurnDone or TurnFailed (agent/turn.py).

        ``tool_context`` is handed to the tools' input validation (pydantic's
        validation context) and to lookup tools: the facts, such as the map
        when the message was sent, that actions are checked against. The turn's own
        generator: nothing runs until it is iterated (in the worker thread).
        """
        return Turn(self, user_text, context, cancel, tool_context).run()

    # ----- the requests -------------------------------------------------

    def next_request(self, context: str) -> LLMRequest:
        """The request of the next round: the history as it is (worker thread)."""
        with self.lock:
            messages = copy.deepcopy(self._history.messages)
        if any(t.sees_images for t in self.tool_list):  # may ask the server once: this is the worker
            self._sees_images = self.client.accepts_images(self.model)
        return self._request_for(context, messages)

    def warm_up_request(self, context: str) -> LLMRequest:
        """The beginning of the next turn's first request (system prompt, tools, history,
        map context) with a stand-in question: agent/warm_up.py sends it to a local server."""
        with self.lock:
            messages = copy.deepcopy(self._history.messages)
            # As the next turn will send it: the owed tool results first. Without them a
            # turn that ended with a call owed its result (a button, a refused lookup) made
            # a warm-up the API refuses (400: tool_use ids without tool_result blocks).
            content = _owed_blocks(list(self._history.owed.values()), dict(self._history.notes))
        content.append({"type": "text", "text": PLACEHOLDER_QUESTION})
        messages.append({"role": "user", "content": content, MAP_CONTEXT: context})
        return self._request_for(context, messages)

    def _request_for(self, context: str, messages: list[dict]) -> LLMRequest:
        with self.lock:
            asked = list(self._history.asked)
        tools = [t for t in offered_tools(self.tool_list, messages, asked) if self._sees_images or not t.sees_images]
        with self.lock:
            self.offered = frozenset(tool.name for tool in tools)
        if self.uses_short_prompt(ask=False):  # the tools are in the messages' notes, in the JSON form
            return LLMRequest(system=self.short_system_prompt, context=context, messages=messages, tools=[],
                              model=self.model, max_tokens=self.max_tokens, answer_schema=self.answer_schema)
        return LLMRequest(system=self.system_text(tools), context=context, messages=only_newest_images(messages),
                          tools=[tool_spec(t) for t in tools], model=self.model, max_tokens=self.max_tokens)

    def uses_short_prompt(self, ask: bool = True) -> bool:
        """Whether the chat's model is small enough for the short prompt (agent/words/short_prompt.py).
        ``ask``: ask the client (it may ask the server: a worker thread's call) when not known
        yet; else what is known, and False while nothing is."""
        key = self._model_key()
        if key not in self._small and ask and self.client is not None and self.model:
            small = self.client.small_model(self.model)
            if small is not None:  # None: the server does not say yet; asked again next time
                with self.lock:
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
        tools = self.tool_list if tools is None else tools
        key = tuple(tool.name for tool in tools)
        if key not in self._prompts:
            self._prompts[key] = self.system_prompt(tools)
        return self._prompts[key]

    # ----- history bookkeeping (the turn's) ------------------------------

    def open_user_message(self, text: str | None, stamp: str | None = None) -> None:
        """Append a user message: owed tool results first (API rule), notes, then text.
        A typed message keeps the map context it is sent with (``stamp``): the clients
        send it there in every later request (agent/providers/map_context.py). For a small
        model it also keeps the notes of the tools it is the first to need (agent/words/short_prompt.py)."""
        tool_notes = ""
        if stamp is not None and text and self.uses_short_prompt():
            with self.lock:
                given = given_notes(self._history.messages)
            tool_notes = notes_for(self.tool_list, text, given)
        with self.lock:
            history = self._history
            outcomes, notes = list(history.owed.values()), dict(history.notes)
            content = _owed_blocks(outcomes, notes)
            if text:
                content.append({"type": "text", "text": text})
            history.owed.clear()
            history.notes.clear()
            history.in_flight = InFlight(outcomes, notes)
            message = {"role": "user", "content": content}
            if stamp is not None:
                message[MAP_CONTEXT] = stamp
            if tool_notes:
                message[TOOL_NOTES] = tool_notes
            history.messages.append(message)

    def withdraw_user_message(self) -> None:
        with self.lock:
            history = self._history
            if history.messages and history.messages[-1]["role"] == "user":
                history.messages.pop()
            if history.in_flight is not None:
                restored = {o.tool_use_id: o for o in history.in_flight.outcomes}
                history.owed = {**restored, **history.owed}
                history.notes = {**history.in_flight.notes,
                                 **{k: v for k, v in history.notes.items() if k not in restored}}
                history.in_flight = None

    def record_answer(self, done: StreamDone, tool_context: ToolContext | None, words_only: bool = False
                      ) -> RoutedAnswer:
        """Store the assistant message and owe a tool_result to each tool_use."""
        content = _clean_content(done.content)
        with self.lock:
            offered = self.offered
        routed = route_answer(content, self.tools, tool_context, offered)
        withheld = withhold_buttons(routed) if words_only else []
        with self.lock:
            self._history.messages.append({"role": "assistant", "content": content or [dict(_EMPTY_BLOCK)]})
            self._history.in_flight = None
            # Registered before ActionProposed is yielded, so the controller's
            # set_tool_status always finds the id.
            owed = self._history.owed
            for action in routed.actions:
                if action.tool_use_id:
                    owed[action.tool_use_id] = ToolOutcome(action.tool_use_id, DEFAULT_TOOL_STATUS)
            for action in withheld:
                if action.tool_use_id:
                    owed[action.tool_use_id] = ToolOutcome(action.tool_use_id, WITHHELD_STATUS)
            for error in routed.tool_use_errors:
                owed[error.tool_use_id] = ToolOutcome(error.tool_use_id, tool_use_told(error.message), True)
        return routed

    def record_own_answer(self, text: str) -> None:
        """An answer the plugin gave itself, with no request (agent/turn.py)."""
        with self.lock:
            self._history.messages.append({"role": "assistant", "content": [{"type": "text", "text": text}]})
            self._history.in_flight = None

    def owe(self, tool_use_id: str | None, content: str | list, is_error: bool = False,
            text_block: bool = False) -> None:
        """The tool_result the next user message opens with (a call written as JSON has none)."""
        if tool_use_id:
            with self.lock:
                self._history.owed[tool_use_id] = ToolOutcome(tool_use_id, content, is_error, text_block)

    def note_typed(self, text: str) -> None:
        with self.lock:
            self._history.asked.append(text)

    def end_turn_here(self) -> None:
        """The history's last message ended a turn (memory cuts there)."""
        with self.lock:
            history = self._history
            if history.messages and len(history.messages) - 1 not in history.turn_ends:
                history.turn_ends.append(len(history.messages) - 1)

    def history_and_turn_ends(self) -> tuple[list[dict], list[int]]:
        with self.lock:
            return copy.deepcopy(self._history.messages), list(self._history.turn_ends)

    def summarised(self, cut: int, summary: dict) -> None:
        """The messages before ``cut`` replaced by their summary (agent/memory.py)."""
        with self.lock:  # only this worker adds messages, so the cut still holds
            history = self._history
            history.messages[:cut] = [summary]
            history.turn_ends = [i - cut + 1 for i in history.turn_ends if i >= cut]

    def _tool_use_name(self, tool_use_id: str) -> str | None:
        for message in reversed(self._history.messages):
            if message["role"] != "assistant":
                continue
            for block in message["content"]:
                if block.get("type") == "tool_use" and block.get("id") == tool_use_id:
                    return block.get("name")
        return None


def _owed_blocks(outcomes: Sequence[ToolOutcome], notes: Mapping[str, str]) -> list[dict]:
    """What a user message opens with: the owed tool results (API rule), then the notes."""
    return [o.as_block() for o in outcomes] + [{"type": "text", "text": note} for note in notes.values()]


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
