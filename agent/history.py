"""The history a chat keeps between turns and saves with the project: its messages,
the tool results they owe, the notes, the usage, where turns ended and what the user typed.

Pure Python. ``ChatSession`` (agent/session.py) holds one and is its only writer; a new
chat and a saved one are made the same way (``History()`` / ``History.from_json``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields

from .images import pictures_left_out
from .llm_client import content_blocks

HISTORY_VERSION = 1


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


@dataclass
class ToolOutcome:
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
class InFlight:
    """What the unanswered user message consumed, to restore if it is withdrawn."""

    outcomes: list[ToolOutcome]
    notes: dict[str, str]


@dataclass
class History:
    """What a chat keeps between turns, and saves: one place, for a new chat and a saved one."""

    messages: list[dict] = field(default_factory=list)
    owed: dict[str, ToolOutcome] = field(default_factory=dict)
    notes: dict[str, str] = field(default_factory=dict)  # tool_use_id -> status update sent as text
    usage: UsageTotals = field(default_factory=UsageTotals)
    turn_ends: list[int] = field(default_factory=list)  # assistant messages that ended a turn (memory cuts there)
    asked: list[str] = field(default_factory=list)  # what the user typed in this chat: what it asks tools for
    in_flight: InFlight | None = None

    @classmethod
    def from_json(cls, text: str) -> History:
        try:
            data = json.loads(text)
            if data.get("version") != HISTORY_VERSION:
                raise ValueError(f"unsupported conversation version {data.get('version')!r}")
            messages, turn_ends = list(data["messages"]), [int(i) for i in data.get("turn_ends", [])]
            return cls(messages, {o["tool_use_id"]: ToolOutcome(**o) for o in data.get("owed", [])},
                       dict(data.get("notes", {})), UsageTotals.from_dict(data.get("usage", {})), turn_ends,
                       _typed_texts(messages, turn_ends))
        except (KeyError, TypeError, AttributeError, json.JSONDecodeError) as error:
            raise ValueError(f"saved conversation is unreadable: {error}") from error

    def to_json(self) -> str:
        """Safe during a turn: the unanswered request is saved as if withdrawn."""
        messages, owed, notes = self.messages, list(self.owed.values()), self.notes
        if self.in_flight is not None and messages and messages[-1]["role"] == "user":
            messages = messages[:-1]
            owed = self.in_flight.outcomes + owed
            notes = {**self.in_flight.notes, **notes}
        return json.dumps(pictures_left_out({  # a picture is sent once, and never saved with the project
            "version": HISTORY_VERSION, "messages": messages, "owed": [asdict(o) for o in owed], "notes": notes,
            "usage": self.usage.as_dict(), "turn_ends": self.turn_ends,
        }), ensure_ascii=False)


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
