"""The history sent to the model stays within a token budget.

The newest turns go whole; older messages are replaced by a summary that the
model writes (a separate request through the same ``LLMClient``) when the
window overflows. The summary is a user message, clearly marked, followed by
the kept window, which starts with an assistant message: roles still alternate,
and a ``tool_use`` is never kept without its ``tool_result`` (nor the reverse),
because the cut always falls just before an assistant message and the user
message after it is kept too. The system prompt and tools are untouched, so
the cached prefix stays byte-identical across turns.

A summary is dropped with the rest the next time the window overflows, and
the new summary is written from it: the model carries it forward.

Pure Python (no qgis): the session calls ``plan_cut`` and ``summarise`` in its
worker thread, before the turn's request.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from .cancel import CancelToken
from .errors import ErrorKind, LLMError
from .images import estimated_chars
from .llm_client import LLMClient, LLMRequest, StreamDone
from .providers.map_context import as_sent
from .user_text import for_user

SUMMARY_HEADER = "[Summary of the earlier part of this conversation, written to save space]"
SUMMARY_FOOTER = "[End of summary. The conversation continues below.]"
SUMMARY_SYSTEM = (
    "You keep the running summary of a conversation between a QGIS user and Map Assistant, "
    "a GIS assistant that answers with map actions (buttons) and read-only lookups. "
    "Summarise the transcript you are given so the conversation can go on without it. Keep: "
    "the user's goals and questions, layer, field and place names, figures that lookups "
    "returned (say which lookup), actions proposed and what their clicks did, decisions, and "
    "open questions. Carry forward anything from an earlier summary in the transcript. "
    "Write in the user's language, as short plain sentences or bullets, at most {words} words. "
    "Output only the summary."
)
# A single block longer than this is cut in the transcript sent for summarising
# (tool results can be large; their gist is enough for a summary).
BLOCK_CHARS = 1500


@dataclass(frozen=True)
class MemoryPolicy:
    budget_tokens: int = 12_000  # the messages of one request, estimated
    keep_fraction: float = 0.5  # after summarising, the kept window fills at most this share
    summary_tokens: int = 800  # max_tokens of the summarising request


def estimate_tokens(value: object) -> int:
    """Characters / 4 of the JSON: close enough for a budget, no tokenizer needed (a
    picture counts as agent/images.py estimates it, not as its base64)."""
    return estimated_chars(value) // 4


def plan_cut(
    messages: Sequence[dict], turn_ends: Sequence[int], new_text: str, policy: MemoryPolicy
) -> int | None:
    """The index of the first message to keep, or None when the history fits.

    ``messages`` alternate user/assistant and end with an assistant message (the
    state between turns). ``turn_ends`` are the indexes of assistant messages
    that ended a turn: cutting just before one keeps that answer and every later
    turn whole. Other assistant messages are used only when no turn end is left.
    """
    if not messages or estimate_tokens(as_sent(list(messages))) + estimate_tokens(new_text) <= policy.budget_tokens:
        return None
    last = len(messages) - 1
    ends = sorted({i for i in turn_ends if 0 < i <= last and messages[i]["role"] == "assistant"})
    candidates = [i for i in ends if i < last] or ends
    if not candidates:
        candidates = [i for i in range(1, last + 1) if messages[i]["role"] == "assistant"]
    if not candidates:
        return None
    keep_budget = policy.budget_tokens * policy.keep_fraction
    for index in candidates:  # oldest first: keep as much as fits
        if estimate_tokens(as_sent(list(messages[index:]))) <= keep_budget:
            return index
    return candidates[-1]  # even the newest turn is too big: keep it anyway


def summary_message(summary: str) -> dict:
    return {"role": "user", "content": [{"type": "text", "text": f"{SUMMARY_HEADER}\n{summary.strip()}\n{SUMMARY_FOOTER}"}]}


def is_summary(message: dict) -> bool:
    content = message.get("content") or []
    return (
        message.get("role") == "user"
        and bool(content)
        and content[0].get("type") == "text"
        and content[0].get("text", "").startswith(SUMMARY_HEADER)
    )


def transcript(messages: Sequence[dict]) -> str:
    """The messages as plain text for the summarising request."""
    lines = []
    for message in messages:
        speaker = "User" if message["role"] == "user" else "Assistant"
        for block in message.get("content") or []:
            kind = block.get("type")
            if kind == "text":
                lines.append(f"{speaker}: {_cut(block.get('text', ''))}")
            elif kind == "tool_use":
                arguments = json.dumps(block.get("input", {}), ensure_ascii=False)
                lines.append(f"Assistant called {block.get('name')}: {_cut(arguments)}")
            elif kind == "tool_result":
                error = " (error)" if block.get("is_error") else ""
                lines.append(f"Result{error}: {_cut(_result_text(block.get('content')))}")
    return "\n".join(lines)


def summarise(
    client: LLMClient, model: str, messages: Sequence[dict], cancel: CancelToken, policy: MemoryPolicy
) -> tuple[str, dict]:
    """Ask the model for the summary of ``messages``: (summary text, usage). Raises LLMError."""
    request = LLMRequest(
        system=SUMMARY_SYSTEM.format(words=int(policy.summary_tokens * 0.6)),
        context="",
        messages=[{"role": "user", "content": [{"type": "text", "text": transcript(messages)}]}],
        tools=[],
        model=model,
        max_tokens=policy.summary_tokens,
    )
    events = client.stream(request, cancel)
    try:
        done = next((e for e in events if isinstance(e, StreamDone)), None)
    finally:
        getattr(events, "close", lambda: None)()
    text = "\n".join(b.get("text", "") for b in (done.content if done else []) if b.get("type") == "text").strip()
    if not text:
        raise LLMError(ErrorKind.UNKNOWN, for_user("The summary of the earlier conversation came back empty."))
    return text, dict(done.usage)


def _result_text(content: object) -> str:
    if isinstance(content, list):
        return " ".join(b.get("text", "") if b.get("type") != "image" else "[a picture of the map]"
                        for b in content if isinstance(b, dict))
    return str(content or "")


def _cut(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= BLOCK_CHARS else text[:BLOCK_CHARS] + " [cut]"
