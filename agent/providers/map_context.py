"""Each typed message keeps the map context it was sent with, so a local server's prompt
cache keeps the whole conversation from turn to turn.

A server on this machine (llama.cpp, Ollama) reads again everything after the first
token that differs from its last prompt. When the live context led only the newest
message, the next turn moved it, and the server re-read the previous turn whole: its
question, lookups, results and answer (bench case 12: 76 s for a later turn on the
1.5B model, goal 15 s). Now the session stamps each typed user message with its
context (MAP_CONTEXT) and the history is sent as it was, with the new text at its end.
A context the same as the one before is sent as one line, not again.

Claude's API caches from its own marks, so the Anthropic client keeps the live context
in the system prompt there and only drops the stamp (``without_stamps``).
"""

from __future__ import annotations

from ..llm_client import content_blocks

# The key of a user message (beside role and content) that holds its map context.
MAP_CONTEXT = "map_context"
# The key of the notes a small model's typed message brings (agent/words/short_prompt.py): sent
# after its map context, before its text.
TOOL_NOTES = "tool_notes"
_STAMPS = (MAP_CONTEXT, TOOL_NOTES)
HEADING = "Map context for this message:"
UNCHANGED = "Map context: unchanged since the last message."


def context_text(context: str) -> str:
    return f"{HEADING}\n{context.strip()}"


def with_contexts(messages: list[dict], current: str) -> list[dict]:
    """``messages`` with each stamped user message's context as its first text block.
    The newest stamped message gets ``current`` (the request's, possibly cut to fit the
    window). With no stamp at all (a request not built by a session), ``current`` leads
    the last user message, as before stamps existed."""
    stamped = [i for i, m in enumerate(messages) if m.get("role") == "user" and MAP_CONTEXT in m]
    if not stamped:
        return _legacy(without_stamps(messages), current)
    out: list[dict] = []
    previous = None
    for index, message in enumerate(messages):
        message = {k: v for k, v in message.items() if k not in _STAMPS}
        if index in stamped:
            context = current if index == stamped[-1] and current else messages[index][MAP_CONTEXT]
            text = ""
            if isinstance(context, str) and context.strip():
                text = UNCHANGED if context == previous else context_text(context)
                previous = context
            notes = messages[index].get(TOOL_NOTES)
            if isinstance(notes, str) and notes.strip():
                text = f"{text}\n\n{notes.strip()}" if text else notes.strip()
            if text:
                message["content"] = _lead(message.get("content"), text)
        out.append(message)
    return out


def as_sent(messages: list[dict], current: str = "") -> list[dict]:
    """``messages`` as a request sends them (each stamp as its text, an unchanged one as a
    line), for the history's size estimates (agent/prompt_fit.py, agent/memory.py)."""
    return with_contexts(messages, current)


def without_stamps(messages: list[dict]) -> list[dict]:
    return [{k: v for k, v in m.items() if k not in _STAMPS} if any(k in m for k in _STAMPS) else m
            for m in messages]


def _legacy(messages: list[dict], current: str) -> list[dict]:
    if not current or not current.strip():
        return messages
    if messages and messages[-1].get("role") == "user":
        last = messages[-1]
        return [*messages[:-1], {**last, "content": _lead(last.get("content"), context_text(current))}]
    return [*messages, {"role": "user", "content": [{"type": "text", "text": context_text(current)}]}]


def _lead(content, text: str) -> list[dict]:
    """The context goes after the owed tool results (they must come first) and before the rest."""
    blocks = content_blocks(content)
    results = [b for b in blocks if b.get("type") == "tool_result"]
    rest = [b for b in blocks if b.get("type") != "tool_result"]
    return [*results, {"type": "text", "text": text}, *rest]
