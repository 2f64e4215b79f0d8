"""Events that ``ChatSession.run_turn`` yields, in this order per turn.

One turn is one or more *rounds* (one request each). Per round:
``TextDelta``* (raw streamed text, which may include action JSON) then
``AssistantText`` (the round's final display text, JSON removed: it replaces
what the deltas of that round showed) then ``ActionProposed``* and ``Notice``*.
``TextDelta`` events after an ``AssistantText`` belong to a new round (a retry
after the model was asked to correct an action).
The turn ends with exactly one ``TurnDone`` or ``TurnFailed``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pydantic import BaseModel

from .llm_client import LLMError, TextDelta

__all__ = [
    "ActionProposed",
    "AssistantText",
    "Event",
    "Notice",
    "TextDelta",
    "TurnDone",
    "TurnFailed",
]


@dataclass(frozen=True)
class AssistantText:
    text: str  # display text of the current round; may be empty


@dataclass(frozen=True)
class ActionProposed:
    type: str  # the tool / service name
    action: BaseModel  # validated against the tool's input_model
    tool_use_id: str | None  # None when the model wrote the action as JSON text


@dataclass(frozen=True)
class Notice:
    text: str  # a short note for the user, e.g. "asking the assistant to fix an action"


@dataclass(frozen=True)
class TurnDone:
    usage: dict = field(default_factory=dict)  # token usage summed over the turn's rounds


@dataclass(frozen=True)
class TurnFailed:
    error: LLMError  # user_message says what happened and what to do


Event = TextDelta | AssistantText | ActionProposed | Notice | TurnDone | TurnFailed
