"""The query strategies of support/instruments/sql_strategies.py draw what the differential test
needs: every construct, queries SQLite compiles and queries it refuses, and when it
refuses one, only for a column (never a syntax or type slip of the generator)."""

from __future__ import annotations

import sqlite3

import pytest
from hypothesis import HealthCheck, find, given, settings

from support.instruments.sql_strategies import kind_of, queries

DDL = """
CREATE TABLE lakes (fid INTEGER PRIMARY KEY, Name TEXT, Depth_M REAL, geom BLOB);
CREATE TABLE rivers (fid INTEGER PRIMARY KEY, river TEXT, lake_name TEXT, length INTEGER, geom BLOB);
"""
FAST = settings(max_examples=2_000, deadline=None, derandomize=True, database=None,
                suppress_health_check=list(HealthCheck))


@pytest.fixture(scope="module")
def database() -> sqlite3.Connection:
    connection = sqlite3.connect(":memory:")
    connection.executescript(DDL)
    return connection


def schema_of(connection: sqlite3.Connection) -> dict[str, list[tuple[str, str]]]:
    return {table: [(row[1], kind_of(row[2])) for row in connection.execute(f"PRAGMA table_info({table})")]
            for table in ("lakes", "rivers")}


def refusal(connection: sqlite3.Connection, sql: str) -> str | None:
    try:
        connection.execute(f"EXPLAIN {sql}")
    except sqlite3.Error as error:
        return str(error)
    return None


def test_kinds_of_declared_types():
    assert [kind_of(t) for t in ("INTEGER", "TEXT(25)", "double precision", "MULTIPOLYGON", "USER-DEFINED",
                                 "character varying", "BOOLEAN")] == [
        "num", "text", "num", "geom", "geom", "text", "other"]


def test_sqlite_refuses_a_drawn_query_for_a_column_or_not_at_all(database):
    @settings(FAST, max_examples=300)
    @given(queries(schema_of(database), "sqlite"))
    def compiles_or_lacks_a_column(sql):
        problem = refusal(database, sql)
        assert problem is None or "no such column" in problem, (sql, problem)

    compiles_or_lacks_a_column()


def test_both_verdicts_are_drawn(database):
    drawn = queries(schema_of(database), "sqlite")
    assert refusal(database, find(drawn, lambda sql: refusal(database, sql) is None, settings=FAST)) is None
    missing = find(drawn, lambda sql: "no such column" in (refusal(database, sql) or ""), settings=FAST)
    assert "no such column" in refusal(database, missing)


@pytest.mark.parametrize("construct", [
    " IN (SELECT ", "EXISTS (SELECT ", "= (SELECT max(", "FROM (SELECT ", "WITH ", "(c0", " JOIN ", " LEFT JOIN ",
    " USING (", " UNION ", " INTERSECT ", " EXCEPT ", " GROUP BY ", " HAVING ", " ORDER BY ", " DISTINCT ",
    "WITH lakes", "WITH rivers",  # a WITH query hiding a table
])
def test_every_construct_is_drawn(database, construct):
    drawn = queries(schema_of(database), "sqlite")
    assert construct.lower() in find(drawn, lambda sql: construct.lower() in sql.lower(), settings=FAST).lower()


def test_postgres_queries_quote_the_names_it_would_fold(database):
    drawn = queries(schema_of(database), "postgres")
    assert '"Depth_M"' in find(drawn, lambda sql: "depth_m" in sql.lower(), settings=FAST)
