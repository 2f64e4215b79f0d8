"""A saved chat as a Markdown document (the dock's Export)."""

from __future__ import annotations

import json
import time
from collections.abc import Sequence

from ...agent.user_text import for_user
from ...toolbelt.i18n import tr, translated
from .store import USAGE_FIELDS, ChatInfo, Entry, TurnUsage

UNSAVED_PROJECT = for_user("unsaved project")


def chat_markdown(chat: ChatInfo, entries: Sequence[Entry], usage: Sequence[TurnUsage], cost: float | None) -> str:
    """The conversation as shown: questions, replies, each action's template, then the usage."""
    started = time.strftime("%Y-%m-%d %H:%M", time.localtime(chat.created))
    lines = [
        "# " + (chat.title or tr("Map Assistant chat")),
        "",
        "*" + tr("Project: {project} · started {started} · exported from Map Assistant",
                 project=chat.project or translated(UNSAVED_PROJECT), started=started) + "*",
    ]
    for entry in entries:
        if entry.kind == "user":
            lines += ["", "## " + tr("You", "heading of the user's messages in an exported chat"), "", entry.text]
        elif entry.kind == "assistant":
            lines += ["", "## Map Assistant", "", entry.text]
        elif entry.kind == "action":
            lines += ["", tr("**Action `{action}`** (a button in the chat)", action=entry.action_type), "",
                      "```json", _pretty(entry.action_json), "```"]
    if usage:
        totals = {name: sum(int(turn.usage.get(name) or 0) for turn in usage) for name in USAGE_FIELDS}
        lines += [
            "",
            "---",
            "",
            tr("Usage over %n turn(s): {input} input, {output} output, {cache_read} cache read, {cache_write} "
               "cache write tokens.", "", len(usage), input=totals["input_tokens"], output=totals["output_tokens"],
               cache_read=totals["cache_read_input_tokens"], cache_write=totals["cache_creation_input_tokens"])
            + (" " + tr("Estimated cost: ${cost} (from the price table in the settings).", cost=f"{cost:.4f}")
               if cost is not None else ""),
        ]
    return "\n".join(lines) + "\n"


def _pretty(action_json: str | None) -> str:
    try:
        return json.dumps(json.loads(action_json or "{}"), indent=2, ensure_ascii=False)
    except ValueError:
        return action_json or ""
