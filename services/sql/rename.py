"""Renaming a column in a query as the model wrote it, placeholders and all.

The checks parse the query with its placeholders filled, so the tree cannot be
printed back as the template. The rename is made in the text instead, on the
identifier tokens only (never inside a string literal, a comment or a
``{{placeholder}}``), and only when the text names the column exactly as often
as the parsed query does: a type name (``::geometry``) or a select alias that
looks the same makes the counts differ, and then nothing is renamed.
Pure Python, no qgis.
"""

from __future__ import annotations

import re

_TOKENS = re.compile(
    r"'(?:[^']|'')*'"  # a string literal
    r"|\{\{.*?\}\}"  # a placeholder
    r"|--[^\n]*|/\*.*?\*/"  # comments
    r'|"((?:[^"]|"")+)"'  # "quoted identifier"
    r"|`([^`]+)`|\[([^\]]+)\]"  # SQLite's other quotes
    r"|([A-Za-z_][\w$]*)",  # a bare word
    re.DOTALL,
)
_BARE = re.compile(r"[a-z_][a-z0-9_]*")


def rename_column(sql: str, old: str, new: str, expected: int) -> str | None:
    """``sql`` with the identifier ``old`` (any case, any quotes) written as ``new``;
    None unless it occurs exactly ``expected`` times."""
    spans = []
    for match in _TOKENS.finditer(sql):
        quoted, backticked, bracketed, bare = match.groups()
        name = quoted.replace('""', '"') if quoted is not None else backticked or bracketed or bare
        if name is not None and name.lower() == old.lower():
            spans.append(match.span())
    if len(spans) != expected or not spans:
        return None
    written = identifier(new)
    for start, end in reversed(spans):
        sql = sql[:start] + written + sql[end:]
    return sql


def identifier(name: str) -> str:
    """``name`` as a query writes it: bare when it is lower case and plain, else quoted."""
    return name if _BARE.fullmatch(name) else '"' + name.replace('"', '""') + '"'
