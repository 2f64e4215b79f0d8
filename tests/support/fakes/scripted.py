"""Scripted answers for the loopback model servers, whichever API they speak.

A ``Reply`` holds the answer in content blocks (``text`` / ``tool_use``), the form
the session keeps: the Anthropic fake streams it as Messages API events, the
OpenAI fake as chat-completions chunks, so one test body drives either provider.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest


@dataclass
class Reply:
    """One scripted answer to ``POST /v1/messages``."""

    kind: str  # "message" | "error" | "hang" | "drop" | "raw" | "body"
    content: list[dict] = field(default_factory=list)
    stop_reason: str | None = "end_turn"
    chunk_size: int = 8
    chunk_delay: float = 0.0
    status: int = 200
    error_type: str = ""
    message: str = ""
    headers: dict = field(default_factory=dict)
    seconds: float = 0.0
    compute: Callable[[dict], Reply] | None = None
    own: bool = False  # the server's own answer (a warm-up's, a refusal), never put back in the script

    @staticmethod
    def text(text: str, chunk_size: int = 8, chunk_delay: float = 0.0) -> Reply:
        """A text answer; streamed as ``text_delta`` chunks of ``chunk_size`` chars."""
        return Reply("message", content=[{"type": "text", "text": text}],
                     chunk_size=max(1, chunk_size), chunk_delay=chunk_delay)

    @staticmethod
    def tool_use(name: str, input: dict | str, text: str = "", id: str | None = None) -> Reply:
        """A ``tool_use`` block (after an optional text block); stop_reason "tool_use".
        A string ``input`` is the raw arguments text (the OpenAI fake sends it as is)."""
        blocks = [{"type": "text", "text": text}] if text else []
        blocks.append({"type": "tool_use", "id": id or f"toolu_{uuid.uuid4().hex[:24]}",
                       "name": name, "input": input})
        return Reply("message", content=blocks, stop_reason="tool_use")

    @staticmethod
    def error(status: int, error_type: str, message: str = "", headers: dict | None = None) -> Reply:
        """An HTTP error with the documented body ``{"type":"error","error":{...}}``."""
        return Reply("error", status=status, error_type=error_type,
                     message=message or error_type.replace("_", " "), headers=dict(headers or {}))

    @staticmethod
    def computed(compute: Callable[[dict], Reply]) -> Reply:
        """The reply ``compute(request body)`` returns, made when the request arrives:
        a scripted model that uses what a tool result told it (e.g. a feature id)."""
        return Reply("computed", compute=compute)

    @staticmethod
    def hang(seconds: float) -> Reply:
        """Accept the request and send nothing for ``seconds``, then close."""
        return Reply("hang", seconds=seconds)

    @staticmethod
    def drop_mid_stream(text: str = "partial") -> Reply:
        """Start answering (headers plus ``text``), then close the socket."""
        return Reply("drop", content=[{"type": "text", "text": text}])

    @staticmethod
    def raw_sse(text: str) -> Reply:
        """Exactly these server-sent-event bytes: malformed or cut events, errors."""
        return Reply("raw", message=text)

    @staticmethod
    def body(status: int, text: str) -> Reply:
        """A non-JSON answer (text/html), as a captive portal or a broken gateway sends."""
        return Reply("body", status=status, message=text)

    @staticmethod
    def cut_tool_use(name: str, partial_input: str, text: str = "") -> Reply:
        """A tool call the length limit cut: ``partial_input`` (unfinished JSON) is streamed,
        then the answer stops with ``max_tokens`` (OpenAI: ``finish_reason: length``)."""
        reply = Reply.tool_use(name, partial_input, text)
        reply.stop_reason = "max_tokens"
        return reply


# The chat fixture (tests/integration/conftest.py) runs a test once per provider; a test
# about one provider's own behaviour narrows it to that provider.
ANTHROPIC_ONLY = pytest.mark.parametrize("provider", ["anthropic"])
OPENAI_ONLY = pytest.mark.parametrize("provider", ["openai"])
