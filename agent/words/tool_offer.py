"""Which tools a request offers: the everyday ones always, the others when the chat asks for them.

Pure Python. A small model picks better among fewer tools, and every tool's schema
is sent with every request (the tools are about half of the prompt). A tool that
declares ``offer_words`` (word beginnings, in the languages the plugin speaks) is
offered once a user message of the chat contains one of them, or once the chat
has used it, and from then on for the rest of the chat: a follow-up ("now with
500 m") needs it again, and a tool list that stays the same keeps the prompt
cache hitting. A tool without ``offer_words`` is always offered.

Matching folds case and accents, and a word must start where a word of the
message starts ("categor" finds "Categorized", "símbolo" finds "simbolo"); a word
ending in "$" must also end there. The short prompt's notes and the checks of an
answer against the question match the same way (``names_any``, ``fold``).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from functools import lru_cache

from ..llm_client import content_blocks
from ..tools import Tool


def fold(text: str) -> str:
    """Lower case, accents removed: "Símbología" -> "simbologia"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@lru_cache(maxsize=64)
def _pattern(words: tuple[str, ...]) -> re.Pattern:
    return re.compile(r"(?<!\w)(?:" + "|".join(_regex(w) for w in words) + ")")


def _regex(word: str) -> str:
    """A word beginning; a word ending in "$" must end there ("selection$" is not "sélectionne")."""
    if word.endswith("$"):
        return re.escape(fold(word[:-1])) + r"(?!\w)"
    return re.escape(fold(word))


def names_any(words: Sequence[str], texts: Iterable[str]) -> bool:
    """Whether any of ``texts`` holds one of ``words`` (word beginnings; see above)."""
    pattern = _pattern(tuple(words))
    return any(pattern.search(fold(text)) for text in texts)


def asks_for(tool: Tool, texts: Iterable[str]) -> bool:
    """Whether any of ``texts`` names what ``tool`` is for."""
    return not tool.offer_words or names_any(tool.offer_words, texts)


def offered_tools(tools: Sequence[Tool], messages: Sequence[dict], asked: Sequence[str] | None = None) -> list[Tool]:
    """The tools to send with a request over ``messages`` (the chat so far, newest
    user message included): those always offered, then those the chat asked for, each
    in registry order. The always-offered come first so that a tool added later leaves
    the start of the prompt unchanged (a local server's prefix cache keeps it).

    ``asked``: what the user typed in this chat, when the caller knows it. The plugin's
    own texts in user messages (a correction listing the tools, a click's status) then
    offer nothing: a correction naming "processing" and "style" offered both, which
    changed the system prompt mid-chat and cost a small model's next turn 135 s instead
    of 18 (make bench case 12)."""
    texts, used = _user_texts_and_used_tools(messages)
    if asked is not None:
        texts = list(asked)
    always = [tool for tool in tools if not tool.offer_words]
    asked = [tool for tool in tools if tool.offer_words and (tool.name in used or asks_for(tool, texts))]
    return always + asked


def _user_texts_and_used_tools(messages: Sequence[dict]) -> tuple[list[str], set[str]]:
    texts: list[str] = []
    used: set[str] = set()
    for message in messages:
        for block in content_blocks(message.get("content")):
            if block.get("type") == "tool_use":
                used.add(str(block.get("name")))
            elif block.get("type") == "text" and message.get("role") == "user":
                texts.append(str(block.get("text", "")))
    return texts, used
