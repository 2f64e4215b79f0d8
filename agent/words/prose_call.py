"""A lookup called in the layout of its prompt section, not as a tool or JSON (issue 26).

Pure Python. Qwen2.5-Coder 1.5B sometimes "calls" a lookup by writing its section
back with its own values in place of the field notes, and then a result it made up
(make eval-live at fdd3e51, "How many states or provinces does Brazil have?", twice
in a row):

    Lookup: the values of one field of a vector layer with their exact counts, ...
    Fields:
    - layer: states_provinces
    - field: name
    - limit: 20
    Result:
    - name: Brazil

The description names the lookup and the lines under "Fields:" are its arguments:
the call is read from them and run, and the made-up result is dropped. A copy of the
section itself ("- layer (string, required): The vector layer's name.") has no
values and is no call.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from ..tools import LOOKUP, Tool

# How a lookup's description begins, as a model may write it back ("Lookup:", "**Lookup**:").
LOOKUP_LABEL = re.compile(r"\s*[*_]*lookup[*_]*\s*:", re.IGNORECASE)
_HEAD = re.compile(LOOKUP_LABEL.pattern + r"\s*(.*?)(?:\n|$)", re.IGNORECASE)
_FIELDS = re.compile(r"^Fields:\s*$", re.MULTILINE)
_VALUE_LINE = re.compile(r"^-\s+`?(\w+)`?\s*:\s*(.+?)\s*$")


def read_prose_call(text: str, tools: Mapping[str, Tool]) -> tuple[str, dict[str, str]] | None:
    """(lookup name, arguments as written) when ``text`` is such a call; None otherwise.
    The arguments are strings: the lookup's input model reads them as their types."""
    head = _HEAD.match(text)
    fields = _FIELDS.search(text)
    if head is None or fields is None:
        return None
    named = [name for name, tool in tools.items()
             if tool.kind == LOOKUP and _same_start(head.group(1), _description_after_label(tool.description))]
    if len(named) != 1:
        return None
    arguments: dict[str, str] = {}
    for line in text[fields.end():].strip("\n").splitlines():
        value = _VALUE_LINE.match(line.strip())
        if value is None:
            break
        arguments[value.group(1)] = value.group(2).strip("`'\"")
    return (named[0], arguments) if arguments else None


def _description_after_label(description: str) -> str:
    head = _HEAD.match(description)
    return head.group(1) if head else description


def _same_start(written: str, description: str) -> bool:
    """Whether the model's line begins as the description does (its first 40 characters)."""
    def words(text: str) -> str:
        return " ".join(text.split()).casefold()[:40]

    return len(words(written)) >= 20 and words(written) == words(description)
