"""Events that ``ChatSession.run_turn`` yields, in this order per turn.

One turn is one or more *rounds* (one request each). Per round:
``PromptProgress``* (a local server reading the prompt, before any text), then
``TextDelta``* (raw streamed text, which may include action JSON) then
``AssistantText`` (the display text of the turn so far, JSON removed: it
replaces what the deltas showed) then ``ActionProposed``* and ``Notice``*, and
``LookingUp`` when the model called read-only lookups whose results go back to it
(preceded by ``ValuesConsentNeeded`` when one would send attribute values and the
user has not said yet whether they may leave the machine).
Before the first round, ``ModelChanged`` (no model chosen: the one picked) and
``ModelDeprecated`` may come; ``ModelChanged`` also comes before a round retried on a
replacement because the server no longer serves the model.
``Summarising`` may follow them, when older messages are replaced by a summary.
``TextDelta`` events after an ``AssistantText`` belong to a new round (after a
lookup, or a retry after the model was asked to correct an action).
The turn ends with exactly one ``TurnDone`` or ``TurnFailed``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union

from pydantic import BaseModel

from .consent import ConsentGate
from .errors import LLMError
from .llm_client import PromptProgress, TextDelta

__all__ = [
    "ActionProposed",
    "AssistantText",
    "Event",
    "LookingUp",
    "ModelChanged",
    "ModelDeprecated",
    "Notice",
    "PromptProgress",
    "Summarising",
    "TextDelta",
    "TurnDone",
    "TurnFailed",
    "ValuesConsentNeeded",
]


@dataclass(frozen=True)
class AssistantText:
    text: str  # display text of the turn so far; may be empty


@dataclass(frozen=True)
class LookingUp:
    tools: tuple[str, ...]  # the lookup tools being run; the turn goes on


@dataclass(frozen=True)
class ValuesConsentNeeded:
    """Ask the user whether attribute values may be sent; answer through ``gate``.
    The worker waits for the answer (Stop ends the wait)."""

    tools: tuple[str, ...]  # the lookups that would send values
    gate: ConsentGate


@dataclass(frozen=True)
class ActionProposed:
    type: str  # the tool / service name
    action: BaseModel  # validated against the tool's input_model
    tool_use_id: str | None  # None when the model wrote the action as JSON text


@dataclass(frozen=True)
class Notice:
    text: str  # a short note for the user, e.g. "asking the assistant to fix an action"


@dataclass(frozen=True)
class ModelChanged:
    """The turn runs on another model than the one asked for."""

    old: str  # "" when the user chose none
    new: str
    reason: str  # "automatic" (none chosen: the newest of the default family) or "retired" (the server 404'd ``old``)


@dataclass(frozen=True)
class ModelDeprecated:
    """The provider announced a retirement date for the turn's model."""

    model: str
    retires_on: str
    replacement: str  # the newest current model of the same family, "" when none is known


@dataclass(frozen=True)
class Summarising:
    messages: int  # older messages being replaced by a summary before the turn's request


@dataclass(frozen=True)
class TurnDone:
    usage: dict = field(default_factory=dict)  # token usage summed over the turn's requests
    latency_ms: int = 0  # from the start of the turn to its end
    lookups: tuple[tuple[str, int], ...] = ()  # (lookup, milliseconds) in the order they ran
    model: str = ""


@dataclass(frozen=True)
class TurnFailed:
    error: LLMError  # user_message says what happened and what to do


# Union, not "|": this line runs, and QGIS 3.22-3.28 on Windows ship Python 3.9.
Event = Union[TextDelta, AssistantText, ActionProposed, LookingUp, ModelChanged, ModelDeprecated, Notice, Summarising,
              TurnDone, TurnFailed, ValuesConsentNeeded]
