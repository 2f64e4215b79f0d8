"""The conversation rules the real model APIs enforce, checked by the loopback fakes on
every request (stdlib only, Python 3.9).

A fake that accepts what the real API refuses hides bugs: a turn whose warm-up carried
a ``tool_use`` without its ``tool_result`` passed every test and got a 400 from
Anthropic. Each function returns the request's violations as the API words its 400
(empty: the request is valid); the fakes answer 400 and keep them for the test to fail.
"""

from __future__ import annotations

from typing import Any

# -- Anthropic Messages API -------------------------------------------------------------

def anthropic_violations(body: dict) -> list[str]:
    """The rules of ``POST /v1/messages``: roles alternate from a user message, no empty
    content or text block, each ``tool_use`` answered by a ``tool_result`` with its id at
    the start of the next (user) message, and no ``tool_result`` the previous message did
    not ask for."""
    problems = [f"system.{i}: text content blocks must contain non-whitespace text"
                for i, block in enumerate(_blocks(body.get("system") or []))
                if block.get("type") == "text" and not str(block.get("text") or "").strip()]
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        return [*problems, "messages: at least one message is required"]
    seen_ids: set[str] = set()
    for index, message in enumerate(messages):
        problems += _anthropic_message(index, message, messages[index - 1] if index else None, seen_ids)
        if message.get("role") == "assistant":
            problems += _answered_next(index, message, messages[index + 1] if index + 1 < len(messages) else None)
    return problems


def _anthropic_message(index: int, message: Any, previous: Any, seen_ids: set[str]) -> list[str]:
    where = f"messages.{index}"
    if not isinstance(message, dict) or message.get("role") not in ("user", "assistant"):
        return [f"{where}.role: Input should be 'user' or 'assistant'"]
    role, content = message["role"], message.get("content")
    problems = []
    expected = "assistant" if isinstance(previous, dict) and previous.get("role") == "user" else "user"
    if role != expected:
        problems.append(f"{where}: roles must alternate between \"user\" and \"assistant\", "
                        "starting with \"user\"")
    if content is None or content == "" or content == []:
        return [*problems, f"{where}: all messages must have non-empty content except for the optional "
                           "final assistant message"]
    blocks = _blocks(content)
    for number, block in enumerate(blocks):
        if block.get("type") == "text" and not str(block.get("text") or "").strip():
            problems.append(f"{where}.content.{number}.text: text content blocks must contain non-whitespace text")
        if block.get("type") == "tool_use":
            if block.get("id") in seen_ids:
                problems.append(f"{where}.content.{number}: `tool_use` ids must be unique: {block.get('id')}")
            seen_ids.add(block.get("id"))
            if role != "assistant":
                problems.append(f"{where}.content.{number}: `tool_use` blocks may only be in assistant messages")
    results = [b for b in blocks if b.get("type") == "tool_result"]
    if results and role != "user":
        problems.append(f"{where}: `tool_result` blocks may only be in user messages")
    if results:
        asked = _tool_use_ids(previous) if isinstance(previous, dict) and previous.get("role") == "assistant" else []
        unexpected = [b.get("tool_use_id") for b in results if b.get("tool_use_id") not in asked]
        if unexpected:
            problems.append(f"{where}.content.0: unexpected `tool_use_id` found in `tool_result` blocks: "
                            f"{', '.join(map(str, unexpected))}. Each `tool_result` block must have a "
                            "corresponding `tool_use` block in the previous message.")
        first_other = next((i for i, b in enumerate(blocks) if b.get("type") != "tool_result"), len(blocks))
        if any(b.get("type") == "tool_result" for b in blocks[first_other:]):
            problems.append(f"{where}: `tool_result` blocks must come first in the message, before any other "
                            "content")
    return problems


def _answered_next(index: int, message: dict, following: Any) -> list[str]:
    """Each tool_use of an assistant message has its tool_result in the very next message."""
    asked = _tool_use_ids(message)
    if not asked:
        return []
    answered = set()
    if isinstance(following, dict) and following.get("role") == "user":
        answered = {b.get("tool_use_id") for b in _blocks(following.get("content"))
                    if b.get("type") == "tool_result"}
    missing = [i for i in asked if i not in answered]
    if not missing:
        return []
    return [f"messages.{index}: `tool_use` ids were found without `tool_result` blocks immediately after: "
            f"{', '.join(map(str, missing))}. Each `tool_use` block must have a corresponding `tool_result` "
            "block in the next message."]


def _tool_use_ids(message: dict) -> list:
    return [b.get("id") for b in _blocks(message.get("content")) if b.get("type") == "tool_use"]


def _blocks(content: Any) -> list[dict]:
    if isinstance(content, str):
        return [{"type": "text", "text": content}]
    if isinstance(content, list):
        return [b if isinstance(b, dict) else {"type": "?"} for b in content]
    return []


# -- OpenAI chat completions ------------------------------------------------------------

def openai_violations(body: dict) -> list[str]:
    """The rules of ``POST /v1/chat/completions`` on tool calls: each call of an assistant
    message is answered by a ``role: tool`` message with its ``tool_call_id`` before the
    next message of another role, and a tool message answers a call of the assistant
    message it follows."""
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        return ["[] is too short - 'messages'"]
    problems: list[str] = []
    open_calls: list = []  # the calls of the last assistant message not answered yet
    asked_at = 0  # that message's index
    answerable: set = set()  # the ids a tool message may answer here
    for index, message in enumerate(messages):
        role = message.get("role") if isinstance(message, dict) else None
        if role == "tool":
            call_id = message.get("tool_call_id")
            if call_id not in answerable:
                problems.append(f"Invalid parameter: messages.[{index}]: messages with role 'tool' must be a "
                                "response to a preceeding message with 'tool_calls' "
                                f"(no call has the id {call_id!r}).")
            answerable.discard(call_id)
            open_calls = [c for c in open_calls if c != call_id]
            continue
        if open_calls:
            problems.append(_unanswered(asked_at, open_calls))
        calls = [c.get("id") for c in (message.get("tool_calls") or [])] if role == "assistant" else []
        open_calls, answerable, asked_at = list(calls), set(calls), index
    if open_calls:
        problems.append(_unanswered(asked_at, open_calls))
    return problems


def _unanswered(index: int, calls: list) -> str:
    return (f"An assistant message with 'tool_calls' must be followed by tool messages responding to each "
            f"'tool_call_id'. The following tool_call_ids did not have response messages: "
            f"{', '.join(map(str, calls))} (by messages.[{index}])")
