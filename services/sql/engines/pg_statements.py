"""Is a PostgreSQL text one statement? The engine's own check, independent of sqlglot.

``execSql`` sends the text with libpq's simple protocol, which runs every
statement in it. The read-only prefix only binds the first transaction, so a
second statement could end it (``COMMIT; DELETE ...``) or switch it before any
query (``SET TRANSACTION READ WRITE; DELETE ...``): both verified to write on
PostgreSQL 15. So whatever the guard let through, the engine sends only a text
that this lexer sees as one statement.

It knows what can hide a semicolon: '...' strings, E'...' strings with
backslash escapes, "..." names, $tag$...$tag$ bodies, -- and nested /* */
comments. Whether a backslash escapes a quote in a plain '...' string depends
on the server's standard_conforming_strings, which a prefix in the same text
cannot change (the server parses the whole text before running any of it), so
the text must be one statement read either way. Anything it cannot close
counts as not one statement.
"""

from __future__ import annotations

import re

_QUERY_WORDS = frozenset({"select", "with", "values", "table"})
_DOLLAR_TAG = re.compile(r"\$([A-Za-z_\u0080-\uffff][A-Za-z_0-9\u0080-\uffff]*)?\$")
_WORD_CHAR = re.compile(r"[A-Za-z_0-9$\u0080-\uffff]")


def is_single_statement(sql: str) -> bool:
    """True when ``sql`` holds one statement, optionally followed by ';' and blanks/comments."""
    return _single(sql, plain_backslash=False) and _single(sql, plain_backslash=True)


def starts_as_query(sql: str) -> bool:
    """True when the first word (after blanks, comments and '(') begins a query.

    A read-only transaction still lets ``COPY ... TO PROGRAM`` run (a command on
    the server, for a superuser); a text that starts as a query cannot be one.
    """
    position = 0
    while position < len(sql):
        skipped = _skip_comment(sql, position)
        if skipped is not None:
            if skipped < 0:
                return False
            position = skipped
        elif sql[position].isspace() or sql[position] == "(":
            position += 1
        else:
            word = re.match(r"[A-Za-z_]+", sql[position:])
            return word is not None and word.group(0).lower() in _QUERY_WORDS
    return False


def _single(sql: str, plain_backslash: bool) -> bool:
    position, length = 0, len(sql)
    ended = False  # a top-level ';' was seen: only blanks and comments may follow
    while position < length:
        char = sql[position]
        if char.isspace():
            position += 1
            continue
        skipped = _skip_comment(sql, position)
        if skipped is not None:
            if skipped < 0:
                return False
            position = skipped
            continue
        if ended:
            return False
        if char == ";":
            ended = True
            position += 1
            continue
        skipped = _skip_quoted(sql, position, plain_backslash)
        if skipped is not None:
            if skipped < 0:
                return False
            position = skipped
            continue
        position += 1
    return True


def _skip_comment(sql: str, start: int) -> int | None:
    """End of a comment starting at ``start``; None if none starts there, -1 if unclosed."""
    if sql.startswith("--", start):
        end = sql.find("\n", start)
        return len(sql) if end < 0 else end + 1
    if not sql.startswith("/*", start):
        return None
    depth, position = 0, start
    while position < len(sql):
        if sql.startswith("/*", position):
            depth, position = depth + 1, position + 2
        elif sql.startswith("*/", position):
            depth, position = depth - 1, position + 2
            if depth == 0:
                return position
        else:
            position += 1
    return -1


def _skip_quoted(sql: str, start: int, plain_backslash: bool) -> int | None:
    """End of a string, quoted name or dollar body at ``start``; None if none, -1 if unclosed."""
    char = sql[start]
    after_word = start > 0 and _WORD_CHAR.match(sql[start - 1]) is not None
    if char in "eE" and sql.startswith("'", start + 1) and not after_word:
        return _close_quote(sql, start + 2, "'", backslash=True)
    if char == "'":
        return _close_quote(sql, start + 1, char, backslash=plain_backslash)
    if char == '"':
        return _close_quote(sql, start + 1, char, backslash=False)
    if char == "$" and not after_word:
        match = _DOLLAR_TAG.match(sql, start)
        if match:
            end = sql.find(match.group(0), match.end())
            return -1 if end < 0 else end + len(match.group(0))
    return None


def _close_quote(sql: str, position: int, quote: str, backslash: bool) -> int:
    while position < len(sql):
        char = sql[position]
        if backslash and char == "\\":
            position += 2
        elif char == quote:
            if sql.startswith(quote, position + 1):  # a doubled quote stands for itself
                position += 2
            else:
                return position + 1
        else:
            position += 1
    return -1
