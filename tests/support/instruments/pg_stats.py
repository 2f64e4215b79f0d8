"""What the PostGIS test server ran, from pg_stat_statements (scripts/postgis.sh loads it).

``ServerStatements(connection)`` notes the counters when made (``reset()`` again);
``since()`` gives every statement of this database run since then, with its calls and the rows it
returned to the client (pg_stat_statements' ``rows``; a cursor's rows count on
its FETCH statements, which do not name the table). Constants appear as $1, $2…
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_COUNTERS = (
    "SELECT queryid::text, toplevel::text, calls, rows, query FROM pg_stat_statements "
    "WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())"
)


@dataclass(frozen=True)
class Statement:
    query: str
    calls: int
    rows: int

    def names(self, table: str) -> bool:
        return table.lower() in self.query.lower()

    def has(self, *words: str) -> bool:
        text = _flat(self.query)
        return all(_pattern(word).search(text) for word in words)


# A constant reads as a literal in a cursor's DECLARE (a utility statement) and as
# $1 where pg_stat_statements normalised it (QGIS 3.40's provider on PostgreSQL 17
# sends plain parametrised SELECTs). So a literal of ``words`` matches itself or a
# $n, never another literal; a $n of ``words`` matches any constant.
_ANY_CONSTANT = r"(?:\$\d+|'(?:[^']|'')*'|(?<![\w$.])\d+(?:\.\d+)?(?!\w))"
_CONSTANT = re.compile(_ANY_CONSTANT)


def _flat(sql: str) -> str:
    return " ".join(sql.lower().split())


def _pattern(word: str) -> re.Pattern:
    text, parts, end = _flat(word), [], 0
    for constant in _CONSTANT.finditer(text):
        parts.append(re.escape(text[end:constant.start()]))
        value = constant.group()
        parts.append(_ANY_CONSTANT if value.startswith("$") else rf"(?:\$\d+|{re.escape(value)}(?!\w))")
        end = constant.end()
    parts.append(re.escape(text[end:]))
    return re.compile("".join(parts))


class ServerStatements:
    def __init__(self, connection):
        self.connection = connection
        self.before = self._counters()

    def _counters(self) -> dict[tuple[str, str], tuple[int, int, str]]:
        return {
            (queryid, toplevel): (int(calls), int(rows), query)
            for queryid, toplevel, calls, rows, query in self.connection.executeSql(_COUNTERS)
            if "pg_stat_statements" not in query  # this very bookkeeping
        }

    def reset(self) -> None:
        """Forget what ran so far (e.g. a test reading the table to know the answer)."""
        self.before = self._counters()

    def since(self) -> list[Statement]:
        """Every statement run since this object was made (or since the last ``since``)."""
        after = self._counters()
        ran = []
        for key, (calls, rows, query) in after.items():
            old_calls, old_rows, _ = self.before.get(key, (0, 0, query))
            if calls > old_calls:
                ran.append(Statement(query, calls - old_calls, rows - old_rows))
        self.before = after
        return ran


_CURSOR = re.compile(r"^\s*declare\s+(\w+)\s+.*?\bcursor\b.*?\bfor\s+(.*)$", re.IGNORECASE | re.DOTALL)
_FETCH = re.compile(r"^\s*fetch\s+.*?\bfrom\s+(\w+)\s*$", re.IGNORECASE | re.DOTALL)


def table_reads(statements: list[Statement], table: str) -> list[Statement]:
    """The statements that read ``table``. A cursor (QGIS's provider reads features
    through ``DECLARE qgis_N CURSOR FOR SELECT …``) is its SELECT with the rows of
    the FETCHes from that cursor name (summed over every FETCH of the name, so the
    count errs high, never low)."""
    fetched: dict[str, int] = {}
    for statement in statements:
        match = _FETCH.match(statement.query)
        if match:
            fetched[match.group(1).lower()] = fetched.get(match.group(1).lower(), 0) + statement.rows
    reads = []
    for statement in statements:
        if not statement.names(table):
            continue
        match = _CURSOR.match(statement.query)
        if match:
            statement = Statement(match.group(2), statement.calls, fetched.get(match.group(1).lower(), 0))
        reads.append(statement)
    return reads


def assert_ran_in_postgres(server: ServerStatements, layer, most_rows: int, *words: str) -> list[Statement]:
    """What ``server`` saw since its last look proves the work ran in PostgreSQL: a
    statement reading ``layer``'s table holds every one of ``words`` (the filter, the
    aggregate; a literal matches itself or a $n, a $n any constant), and no statement returned more than
    ``most_rows`` rows of that table to the client."""
    table = layer.dataProvider().uri().table()
    reads = table_reads(server.since(), table)
    assert any(read.has(*words) for read in reads), f"no statement on {table} holds {words}; the server ran {reads}"
    too_many = [read for read in reads if read.rows > most_rows]
    assert not too_many, f"more than {most_rows} rows of {table} reached the client: {too_many}"
    return reads
