"""Issue 37: the guard against SQLite's own reading, fuzzed.

The texts mix comments, strings, quoted identifiers, variables of every form SQLite
knows (?, ?NNN, :a, @a, $a, #a and the Tcl forms $a(...) and $a::b), semicolons with
writes and attaches behind them, and nesting. Whenever the guard accepts a text, SQLite
itself must read it, and the SQL the guard regenerates for the engines, as one
statement with no variable whose every step only reads: it runs on a writable
database with an authorizer that logs every step, and nothing may change, no file may
appear. This oracle runs the text; services/sql/sqlite_reading.py only compiles it,
so the two do not share their verdict.
"""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from map_assistant.services.sql.guard import SqlRejected, check_read_only

pytestmark = pytest.mark.fuzz
EXAMPLES = 10_000
READS = {sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ, sqlite3.SQLITE_FUNCTION, getattr(sqlite3, "SQLITE_RECURSIVE", 33)}
TARGET = Path("/tmp/map_assistant_fuzz_attach_target.db")  # nosec B108 # must never come to exist

COLUMNS = ["name", "len", '"name"', "[len]", "`name`", "roads.name", "r.len", '"na;me"', "rowid"]
LITERALS = ["1", "2.5", "'a'", "'a;b'", "'it''s'", "'--'", "'/*'", "'$x'", "':y'", "'@z'", "x'00'", "NULL"]
VARIABLES = ["?", "?1", "?99", ":a", "@a", "$a", "#a", "$a(x)", "$a::b", "$a::b(x)", ":a::b", "@a(1)",
             "$a(')", "@a(')", ":a(')", "#a(')"]
TRICKS = ["')", "'", "/* ; DELETE FROM roads */", "/*", "*/", "-- ; DELETE FROM roads\n", "--",
          f"; ATTACH '{TARGET}' AS g ; --", "; DELETE FROM roads ; --", ";", "(", ")", ",", '"', "[", "]", "`"]
FUNCTIONS = ["upper", "length", "coalesce", "abs", "$f", "@f", "max"]
OPERATORS = ["=", "<>", "+", "||", "AND", "OR", "<", "IS NOT"]
SHAPES = [
    "SELECT {e} FROM roads WHERE {e}",
    "SELECT {e}",
    "SELECT count(*) FROM roads r WHERE {e} GROUP BY {e}",
    "WITH w AS (SELECT {e} AS v FROM roads) SELECT v FROM w",
    "SELECT (SELECT {e} FROM roads) FROM roads WHERE {e}",
    "SELECT name FROM roads WHERE name IN (SELECT {e} FROM roads r)",
]


def atom(rng: random.Random, depth: int = 0) -> str:
    kind = rng.random()
    if kind < 0.3:
        return rng.choice(COLUMNS)
    if kind < 0.5:
        return rng.choice(LITERALS)
    if kind < 0.7:
        return rng.choice(VARIABLES)
    if kind < 0.85:
        return rng.choice(TRICKS)
    if depth < 2:
        return f"{rng.choice(FUNCTIONS)}({expression(rng, depth + 1)})"
    return rng.choice(COLUMNS)


def expression(rng: random.Random, depth: int = 0) -> str:
    parts = [atom(rng, depth)]
    for _ in range(rng.randint(0, 3)):
        parts += [rng.choice(OPERATORS), atom(rng, depth)]
    return rng.choice([" ", "", "\n"]).join(parts)


def text_from(rng: random.Random) -> str:
    shape = rng.choice(SHAPES)
    text = shape.replace("{e}", "{}").format(*(expression(rng) for _ in range(shape.count("{e}"))))
    return text + rng.choice(["", ";", " ", " -- end", f"; ATTACH '{TARGET}' AS g"])


SCHEMA = """
CREATE TABLE roads (id INTEGER PRIMARY KEY, name TEXT, len REAL, "na;me" TEXT);
INSERT INTO roads (name, len) VALUES ('A1', 1.5), ('B2', 2.5);
"""


def sqlite_reads_one_read(sql: str) -> str:
    """'' when SQLite runs ``sql`` as one statement with no variable and only reading
    steps, changing nothing; else what it saw instead."""
    connection = sqlite3.connect(":memory:", isolation_level=None)
    connection.executescript(SCHEMA)
    steps: list[int] = []
    connection.set_authorizer(lambda action, *_: steps.append(action) or sqlite3.SQLITE_OK)
    before = connection.total_changes
    try:
        connection.execute(sql).fetchall()
    except (sqlite3.ProgrammingError, sqlite3.Warning) as error:  # several statements, or an unbound variable
        return str(error)
    except sqlite3.OperationalError:
        pass  # a name this schema lacks: SQLite compiled no further, and ran nothing
    finally:
        connection.set_authorizer(None)
        changed = connection.total_changes != before or connection.in_transaction
        connection.close()
    written = [step for step in steps if step not in READS]
    if written or changed:
        return f"steps {written} changed {changed}"
    return "a file appeared" if TARGET.exists() else ""


def check(sql: str) -> None:
    try:
        parsed = check_read_only(sql, "sqlite")
    except SqlRejected:
        return
    for text in (sql, parsed.to_sql("sqlite")):
        seen = sqlite_reads_one_read(text)
        assert not seen, f"the guard accepted {sql!r}, but SQLite read {text!r} as: {seen}"


@settings(max_examples=EXAMPLES, deadline=None)
@given(st.randoms(use_true_random=False))
def test_an_accepted_text_is_one_reading_statement_to_sqlite_itself(rng):
    check(text_from(rng))


def test_the_grammar_reaches_both_verdicts_and_the_risky_ingredients():
    """The fuzzing is only worth something if the guard accepts a good share of the texts,
    among them texts with strings, comments and quoted names, and refuses variables."""
    rng = random.Random(37)
    accepted = []
    refused_variables = 0
    for _ in range(3_000):
        text = text_from(rng)
        try:
            check_read_only(text, "sqlite")
            accepted.append(text)
        except SqlRejected as rejected:
            refused_variables += "parameter or variable" in rejected.user_message
    assert len(accepted) > 150 and refused_variables > 150
    for ingredient in ("'a;b'", "/*", '"na;me"', "'it''s'", "-- end"):
        assert any(ingredient in text for text in accepted), ingredient
    for text in accepted:
        check(text)


def test_the_oracle_sees_what_the_guard_must_refuse():
    """The oracle's own self-test: the issue's text, a second statement, a variable and a write."""
    assert "one statement" in sqlite_reads_one_read(
        "SELECT count(*) FROM roads WHERE rowid <> $a(') ; DELETE FROM roads ; --')")
    assert "bindings" in sqlite_reads_one_read("SELECT name FROM roads WHERE len > :a")
    assert "steps" in sqlite_reads_one_read("DELETE FROM roads")
    assert sqlite_reads_one_read("SELECT name FROM roads WHERE name = 'a;b'") == ""
