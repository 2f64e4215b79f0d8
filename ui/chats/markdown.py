"""A saved chat as a Markdown document (the dock's Export)."""

from __future__ import annotations

import json
import time
from collections.abc import Sequence

from .store import USAGE_FIELDS, ChatInfo, Entry, TurnUsage

UNSAVED_PROJECT = "unsaved project"


def chat_markdown(chat: ChatInfo, entries: Sequence[Entry], usage: Sequence[TurnUsage], cost: float | None) -> str:
    """The conversation as shown: questions, replies, each action's template, then the usage."""
    started = time.strftime("%Y-%m-%d %H:%M", time.localtime(chat.created))
    lines = [
        f"# {chat.title or 'Map Assistant chat'}",
        "",
        f"*Project: {chat.project or UNSAVED_PROJECT} · started {started} · exported from Map Assistant*",
    ]
    for entry in entries:
        if entry.kind == "user":
            lines += ["", "## You", "", entry.text]
        elif entry.kind == "assistant":
            lines += ["", "## Map Assistant", "", entry.text]
        elif entry.kind == "action":
            lines += ["", f"**Action `{entry.action_type}`** (a button in the chat)", "", "```json",
                      _pretty(entry.action_json), "```"]
    if usage:
        totals = {name: sum(int(turn.usage.get(name) or 0) for turn in usage) for name in USAGE_FIELDS}
        lines += [
            "",
            "---",
            "",
            f"Usage over {len(usage)} turns: {totals['input_tokens']} input, {totals['output_tokens']} output, "
            f"{totals['cache_read_input_tokens']} cache read, {totals['cache_creation_input_tokens']} cache write "
            "tokens."
            + (f" Estimated cost: ${cost:.4f} (from the price table in the settings)." if cost is not None else ""),
        ]
    return "\n".join(lines) + "\n"


def _pretty(action_json: str | None) -> str:
    try:
        return json.dumps(json.loads(action_json or "{}"), indent=2, ensure_ascii=False)
    except ValueError:
        return action_json or ""
