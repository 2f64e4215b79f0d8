"""Issue 13: the SQL guard, fuzzed. Whatever text it is given, it raises nothing but
``SqlRejected``; and no statement it accepts writes, checked against SQLite itself.

Each candidate the guard accepts runs on a writable SQLite database holding a table,
an index, a view and a trigger: it must change nothing (``total_changes``, the
schema and the rows are compared) and it must also run under ``query_only``. The
grammar mixes reads with every way of writing SQLite knows, hidden behind CTEs,
comments, second statements and odd case and spacing.
"""

from __future__ import annotations

import sqlite3

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from map_assistant.services.sql.guard import SqlRejected, check_read_only

pytestmark = pytest.mark.fuzz
EXAMPLES = 10_000
SCHEMA = """
CREATE TABLE roads (id INTEGER PRIMARY KEY, name TEXT, len REAL);
INSERT INTO roads (name, len) VALUES ('A1', 1.5), ('B2', 2.5), ('C;3', 3.5);
CREATE INDEX roads_name ON roads (name);
CREATE VIEW long_roads AS SELECT * FROM roads WHERE len > 2;
CREATE TABLE log (msg TEXT);
CREATE TRIGGER roads_log AFTER UPDATE ON roads BEGIN INSERT INTO log VALUES ('x'); END;
"""

reads = st.sampled_from([
    "SELECT * FROM roads", "SELECT count(*) FROM roads", "SELECT name FROM long_roads WHERE len > 1",
    "WITH r AS (SELECT * FROM roads) SELECT * FROM r", "SELECT 1", "SELECT 'DROP TABLE roads'",
    "SELECT name FROM roads UNION SELECT msg FROM log", "SELECT max(len) FROM roads GROUP BY name",
    "SELECT (SELECT count(*) FROM log)", "VALUES (1), (2)", "SELECT * FROM roads ORDER BY 1 LIMIT 2",
])
writes = st.sampled_from([
    "INSERT INTO roads (name) VALUES ('x')", "INSERT INTO roads SELECT * FROM roads",
    "UPDATE roads SET len = 0", "DELETE FROM roads", "REPLACE INTO roads (id, name) VALUES (1, 'y')",
    "INSERT OR REPLACE INTO roads (id) VALUES (1)", "DROP TABLE roads", "DROP VIEW long_roads",
    "DROP INDEX roads_name", "DROP TRIGGER roads_log", "CREATE TABLE t2 (a)", "CREATE TABLE t3 AS SELECT 1",
    "CREATE VIEW v2 AS SELECT 1", "CREATE INDEX i2 ON roads (len)", "CREATE TEMP TABLE t4 (a)",
    "ALTER TABLE roads ADD COLUMN c", "ALTER TABLE roads RENAME TO r2", "ATTACH DATABASE ':memory:' AS other",
    "DETACH DATABASE other", "PRAGMA user_version = 7", "PRAGMA query_only = OFF", "VACUUM", "REINDEX",
    "ANALYZE", "BEGIN", "COMMIT", "SAVEPOINT s", "RELEASE s", "ROLLBACK",
    "WITH r AS (SELECT 1) DELETE FROM roads", "WITH r AS (SELECT 1) INSERT INTO log SELECT * FROM r",
    "WITH r AS (SELECT 1) UPDATE roads SET name = 'z'", "SELECT load_extension('mod_spatialite')",
    "SELECT writefile('/tmp/x', 'y')", "CREATE VIRTUAL TABLE vt USING rtree(id, a, b)",
    "UPDATE roads SET len = len WHERE 0", "INSERT INTO roads DEFAULT VALUES",
    "DELETE FROM roads RETURNING *", "UPDATE roads SET len = 1 RETURNING id",
])
joiners = st.sampled_from(["; ", ";\n", " ;", ";--\n", "; /* c */ ", "\n"])
decorations = st.sampled_from(["", " ", "\n", "/* note */ ", "-- c\n", "\t"])
# Made once: a strategy made inside a draw is validated again on every draw.
any_statement = st.one_of(reads, writes)
endings = st.sampled_from(["", ";", " ; ", "\n"])


@st.composite
def statements(draw) -> str:
    text = draw(any_statement)
    if draw(st.booleans()):
        text += draw(joiners) + draw(any_statement)
    if draw(st.booleans()):
        text = text.upper() if draw(st.booleans()) else text.lower()
    return draw(decorations) + text + draw(endings)


def _state(connection: sqlite3.Connection) -> tuple:
    schema = connection.execute("SELECT type, name, sql FROM sqlite_master ORDER BY name").fetchall()
    rows = [connection.execute(f"SELECT * FROM {table} ORDER BY rowid").fetchall() for table in ("roads", "log")]
    return schema, rows, connection.execute("PRAGMA user_version").fetchone()


def _database(query_only: bool = False) -> sqlite3.Connection:
    connection = sqlite3.connect(":memory:", isolation_level=None)
    connection.executescript(SCHEMA)
    if query_only:
        connection.execute("PRAGMA query_only = ON")
    return connection


def _run(connection: sqlite3.Connection, sql: str) -> None:
    try:
        connection.execute(sql).fetchall()
    except sqlite3.OperationalError as error:
        # Columns or tables the candidate names that this schema lacks, and functions SQLite
        # does not have here, mean it did not run: nothing was written.
        if "readonly" in str(error) or "read-only" in str(error):
            raise


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(statements())
def test_an_accepted_statement_never_writes(sql):
    try:
        check_read_only(sql, "sqlite")
    except SqlRejected:
        return
    writable = _database()
    before, changes = _state(writable), writable.total_changes
    try:
        _run(writable, sql)
    except sqlite3.Warning as error:  # "You can only execute one statement at a time."
        raise AssertionError(f"the guard accepted more than one statement: {sql!r}") from error
    assert writable.total_changes == changes and _state(writable) == before, f"accepted and wrote: {sql!r}"
    assert not writable.in_transaction, f"accepted and opened a transaction: {sql!r}"
    _run(_database(query_only=True), sql)  # and SQLite's own read-only mode lets it run


@settings(max_examples=EXAMPLES, deadline=None)
@given(st.text(max_size=200))
def test_any_text_is_accepted_or_rejected_with_a_reason(text):
    for dialect in ("sqlite", "postgres"):
        try:
            check_read_only(text, dialect)
        except SqlRejected as rejected:
            assert rejected.user_message.strip()


def test_the_grammar_reaches_both_verdicts():
    """The fuzzing is only worth something if both outcomes occur."""
    accepted = rejected = 0
    for sql in ["SELECT * FROM roads", "DELETE FROM roads", "WITH r AS (SELECT 1) DELETE FROM roads",
                "SELECT 1; DROP TABLE roads", "SELECT 'a;b' FROM roads"]:
        try:
            check_read_only(sql, "sqlite")
            accepted += 1
        except SqlRejected:
            rejected += 1
    assert (accepted, rejected) == (2, 3)
