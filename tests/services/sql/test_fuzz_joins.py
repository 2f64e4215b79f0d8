"""The join keys of a query (services/sql/joins.py), fuzzed against an oracle written apart.

Each drawn query joins two sources (two tables, or one under two aliases) by an inner join,
an implicit one or an outer one, with ON and WHERE terms of every kind the check must tell
apart: an equality of two qualified columns of the two sources (a key, where every row must
meet it), and the ones that are not (under OR or NOT, one source with itself, a literal, an
unqualified column, a function). The oracle knows which terms it wrote as keys; join_keys
must find exactly those, in order, at most MAX_JOIN_KEYS. A second property: whatever text
reaches it past the guard, join_keys raises nothing.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from map_assistant.services.sql.guard import SqlRejected, check_read_only
from map_assistant.services.sql.joins import MAX_JOIN_KEYS, join_keys

pytestmark = pytest.mark.fuzz
EXAMPLES = 1_000  # each parses and scopes a query with sqlglot: ~2 ms; about 5 s a leg for both

TABLES = ["countries", "states", "Roads"]
COLUMNS = ["id", "code", "name", "k"]
aliases = st.sampled_from([("a", "b"), ("b", "a")])
columns = st.sampled_from(COLUMNS)


@st.composite
def terms(draw, first: str, second: str):
    """(text, keys): one condition term, and the keys (alias, column, alias, column) it holds."""
    x, y = draw(columns), draw(columns)
    left, right = draw(st.sampled_from([(first, second), (second, first)]))
    key = f"{left}.{x} = {right}.{y}"
    kind = draw(st.sampled_from(["key", "two_keys", "or", "not", "self", "literal", "unqualified", "function",
                                 "null"]))
    if kind == "key":
        return key, [(left, x, right, y, key)]
    if kind == "two_keys":  # (k1 AND k2): both must hold on every row
        other = f"{right}.{y} = {left}.{x}"
        return f"({key} AND {other})", [(left, x, right, y, key), (right, y, left, x, other)]
    return {
        "or": f"({key} OR {left}.{x} = 1)",
        "not": f"NOT ({key})",
        "self": f"{left}.{x} = {left}.{y}",
        "literal": f"{left}.{x} = 'Spain'",
        "unqualified": f"{x} = {right}.{y}",
        "function": f"ST_Intersects({left}.geom, {right}.geom)",
        "null": f"{left}.{x} IS NULL",
    }[kind], []


@st.composite
def queries(draw):
    """(sql, expected keys as (left table, left column, right table, right column, text))."""
    first, second = draw(aliases)
    tables = {first: draw(st.sampled_from(TABLES)), second: draw(st.sampled_from(TABLES))}
    join = draw(st.sampled_from(["JOIN", "INNER JOIN", "LEFT JOIN", ","]))
    on = draw(st.lists(terms(first, second), max_size=3))
    where = draw(st.lists(terms(first, second), max_size=3))
    if join == ",":  # an implicit join: its conditions are in the WHERE
        where, on = on + where, []
    sql = f"SELECT {first}.name FROM {tables[first]} {first} {join} {tables[second]} {second}"
    if join != ",":
        sql += f" ON {' AND '.join(text for text, _ in on) or '1 = 1'}"
    if where:
        sql += f" WHERE {' AND '.join(text for text, _ in where)}"
    expected = []
    for left, x, right, y, text in [] if join == "LEFT JOIN" else [key for _, keys in on + where for key in keys]:
        found = (tables[left], x, tables[right], y, text)
        if found not in expected:
            expected.append(found)
    return sql, expected[:MAX_JOIN_KEYS]


@settings(max_examples=EXAMPLES)
@given(queries())
def test_the_keys_found_are_the_ones_the_query_requires(drawn):
    sql, expected = drawn
    found = [(key.left_table, key.left_column, key.right_table, key.right_column, key.text)
             for key in join_keys(check_read_only(sql, "sqlite"))]
    assert found == expected, sql


@settings(max_examples=EXAMPLES)
@given(st.text(max_size=200))
def test_any_text_the_guard_lets_through_is_read_without_an_error(text):
    try:
        parsed = check_read_only(text, "sqlite")
    except SqlRejected:
        return
    assert len(join_keys(parsed)) <= MAX_JOIN_KEYS
