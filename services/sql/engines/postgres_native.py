"""Run a query inside PostgreSQL/PostGIS through QGIS's connections API, read-only.

``execSql`` sends the whole text in one libpq call, and PostgreSQL runs a
multi-statement text as one implicit transaction. So the prefix
``SET TRANSACTION READ ONLY; SET LOCAL statement_timeout = N`` binds the
user's query: the server itself refuses writes and stops it at the deadline,
and the settings end with that transaction (verified against PostgreSQL 15).
The prefix binds only that first transaction, so the engine sends only a text
that is one statement and starts as a query (``pg_statements``): ``COMMIT;
DELETE ...`` or ``SET TRANSACTION READ WRITE; DELETE ...`` wrote before that
check. READ ONLY does not hold functions with effects outside the transaction
(``dblink`` connects on its own; ``pg_file_write``, ``lo_create``, ``pg_notify``
pass it, verified on PostgreSQL 15): the guard's allow-list (``pg_functions``)
refuses them, and the connecting role's privileges are the engine's own wall. A
superuser's (a common way to connect on one's own machine) would let them all
through, so for a superuser the transaction also drops to the predefined role
``pg_read_all_data`` (PostgreSQL 14+: it reads every table and can do nothing else;
``SET LOCAL ROLE`` ends with the transaction): large objects, server files, slots
and dblink's connections are then refused by the server itself.
The QgsFeedback given to ``execSql`` cancels the running statement on the
server (QGIS sends PQcancel), so Cancel in the chat is prompt.
"""

from __future__ import annotations

import re

import shapely
from qgis.core import QgsException, QgsGeometry, QgsProviderConnectionException, QgsProviderRegistry
from shapely.errors import ShapelyError

from ....agent.user_text import for_user
from ..guard import NativeTable
from .common import (
    DATABASE_UNREACHABLE,
    QueryPlan,
    QueryResult,
    RowCollector,
    RunClock,
    SqlRunError,
    plain_value,
    plan_result,
    release,
    took_too_long,
)
from .pg_restriction import row_filter
from .pg_statements import is_single_statement, starts_as_query

_HEX_EWKB = re.compile(r"^0[01][0-9A-Fa-f]{16,}$")
# A superuser's transaction reads as pg_read_all_data (see the module's docstring); any
# other role keeps its own privileges, which the DBA chose. Before PostgreSQL 14 there
# is no such role, and nothing changes.
_NO_SUPERUSER = ("DO $$ BEGIN IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) "
                 "AND EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'pg_read_all_data') "
                 "THEN SET LOCAL ROLE pg_read_all_data; END IF; END $$; ")


def run_postgres(plan: QueryPlan, clock: RunClock, max_rows: int, count_cap: int | None = None) -> QueryResult:
    metadata = QgsProviderRegistry.instance().providerMetadata("postgres")
    collector = RowCollector(max_rows, clock, count_cap=count_cap)
    try:
        connection = metadata.createConnection(plan.database, {})
        query = plan.parsed.rewrite_tables(_native_tables(plan, connection, clock), "postgres")
        if not is_single_statement(query):
            raise SqlRunError(for_user("the engine runs one statement at a time; this text holds several"))
        if not starts_as_query(query):
            raise SqlRunError(READ_ONLY)
        prefix = f"SET TRANSACTION READ ONLY; SET LOCAL statement_timeout = {clock.remaining_ms()}; {_NO_SUPERUSER}"
        sent = query
        if collector.count_cap is not None:
            # QGIS's connection hands over a whole result at once: the server stops at the cap.
            sent = f"SELECT * FROM ({query.rstrip().rstrip(';')}) AS capped LIMIT {collector.count_cap + 1}"  # nosec B608 # running the guarded query is the point: READ ONLY transaction, statement timeout; the cap is an int
        result = connection.execSql(prefix + sent, clock.feedback)
        columns = [str(c) for c in result.columns()]
        while not collector.full and result.hasNextRow():
            collector.add(plain_value(v) for v in result.nextRow())
    except (QgsProviderConnectionException, QgsException) as err:  # PyQGIS raises the latter
        clock.check()  # a cancel surfaces as an SQL error: report it as a cancel
        raise SqlRunError(_explain(str(err), clock)) from err
    rows, geometry_index, crs = _convert_geometries(collector.rows)
    return plan_result(plan, columns, rows, collector.count, geometry_index, crs, query, collector.full)


def _native_tables(plan: QueryPlan, connection, clock: RunClock) -> dict[str, NativeTable]:
    """Each layer's table; a layer that shows only part of it (one geometry type or
    SRID of a generic column: pg_restriction) is read through that part alone."""
    tables = {}
    for layer in plan.layers:
        if not layer.native_table:
            continue
        where = None
        if layer.restriction is not None:
            where = row_filter(connection, plan.database, layer.native_schema, layer.native_table,
                               layer.restriction, clock.feedback)
        tables[layer.name] = NativeTable(layer.native_table, layer.native_schema, where)
    return tables


# What libpq and QGIS say when there is no server to talk to (stopped, restarting, network).
_UNREACHABLE = re.compile(
    r"no connection to the server|could not connect|connection refused|connection to server .* failed|"
    r"server closed the connection|terminating connection due to administrator command|"
    r"connection not open|could not translate host name|timeout expired",
    re.IGNORECASE,
)


def _explain(message: str, clock: RunClock) -> str:
    if _UNREACHABLE.search(message):  # the server's own words name the host: not repeated here
        return DATABASE_UNREACHABLE
    detail = message
    match = re.search(r"ERROR:\s*(.*)", message, re.DOTALL)
    if match:
        detail = match.group(1).strip().splitlines()[0]
    if "statement timeout" in detail:
        return took_too_long(clock.timeout_s)
    if "read-only transaction" in detail:
        return READ_ONLY
    return for_user("PostgreSQL rejected the query: {reason}", reason=detail)


READ_ONLY = for_user("the database runs this query read-only; only SELECT queries can run")


def _convert_geometries(rows):
    """PostGIS returns geometries as hex EWKB text: make them QgsGeometry."""
    if not rows:
        return rows, None, ""
    index = None
    for i in range(len(rows[0])):
        sample = next((r[i] for r in rows if r[i] is not None), None)
        if isinstance(sample, str) and _HEX_EWKB.match(sample) and _parse(sample)[0] is not None:
            index = i
            break
    if index is None:
        return rows, None, ""
    srid = 0
    converted = []
    for row in rows:
        geometry, row_srid = _parse(row[index]) if row[index] is not None else (None, 0)
        srid = srid or row_srid
        converted.append(row[:index] + (geometry,) + row[index + 1 :])
    release(rows)  # the hex texts: not needed any more
    return converted, index, f"EPSG:{srid}" if srid else ""


def _parse(hex_ewkb: str):
    try:
        shape = shapely.from_wkb(hex_ewkb)
    except (ShapelyError, ValueError, TypeError):
        return None, 0
    geometry = QgsGeometry()
    geometry.fromWkb(shapely.to_wkb(shape, include_srid=False))
    return geometry, int(shapely.get_srid(shape))
