"""PostgreSQL functions that reach outside a query (issue 37), on the real test server
as a superuser with dblink and adminpack installed.

Two walls, told apart truthfully:
- the guard's allow-list (services/sql/pg_functions.py) refuses every one of them at
  ``SqlEngine.plan``, the path of the ``sql`` button and the ``query`` lookup: nothing
  written, no connection opened;
- the engine's transaction (guard bypassed): READ ONLY refuses sequence writes, but
  PostgreSQL 15 lets dblink (its own connection), pg_file_write and large objects
  through a read-only transaction; so a superuser's transaction also reads as
  ``pg_read_all_data``, and the server then refuses dblink and server files itself.
  Creating a large object still gets through (any role may): for that one the guard is
  the only wall, and the last test shows it.
"""

import uuid

import pytest
from map_assistant.services.sql.engine import SqlEngine, SqlRejected, SqlRunError
from qgis.core import QgsProject
from support.fakes.guard_missed import GuardMissed
from support.fixtures.postgis import POSTGIS_ENV

pytestmark = pytest.mark.postgis


@pytest.fixture
def probe(qgis_new_project, postgis_points, postgis_conn):
    """The points layer in the project, dblink and (where it still ships) adminpack
    installed, and the names the attacks aim at; everything they could leave removed after."""
    QgsProject.instance().addMapLayer(postgis_points)
    postgis_conn.executeSql("CREATE EXTENSION IF NOT EXISTS dblink")
    try:
        postgis_conn.executeSql("CREATE EXTENSION IF NOT EXISTS adminpack")
        adminpack = ""
    except Exception as err:  # noqa: BLE001 - PostgreSQL 17 removed adminpack
        adminpack = f"adminpack is not available on this server ({err}); it was removed in PostgreSQL 17"
    tag = uuid.uuid4().hex[:8]
    names = {
        "table": f"public.{postgis_points.dataProvider().uri().table()}",
        "sequence": f"public.{postgis_points.dataProvider().uri().table()}_id_seq",
        "file": f"map_assistant_probe_{tag}.txt",  # relative: under the server's data directory
        "escaped": f"public.escaped_{tag}",
        "app": f"map_assistant_probe_{tag}",
        "adminpack": adminpack,
    }
    names["conninfo"] = (f"host={POSTGIS_ENV['host']} port={POSTGIS_ENV['port']} dbname={POSTGIS_ENV['dbname']} "
                         f"user={POSTGIS_ENV['user']} application_name={names['app']}")
    yield names
    postgis_conn.executeSql(f"SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                            f"WHERE application_name = '{names['app']}'")
    postgis_conn.executeSql(f"DROP TABLE IF EXISTS {names['escaped']}")
    postgis_conn.executeSql("SELECT lo_unlink(oid) FROM pg_largeobject_metadata")
    if not adminpack:
        postgis_conn.executeSql(f"SELECT pg_file_unlink('{names['file']}')")
    for slot in ("map_assistant_probe", "map_assistant_probe_physical"):
        postgis_conn.executeSql(f"SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots "
                                f"WHERE slot_name = '{slot}'")


ATTACKS = {  # function: a query over the layer calling it
    "dblink_connect_u": "SELECT dblink_connect_u('probe', '{conninfo}') FROM pg_points LIMIT 1",
    "dblink_open": "SELECT dblink_open('cur', 'SELECT 1') FROM pg_points LIMIT 1",
    "dblink": "SELECT t.a FROM pg_points, dblink('{conninfo}', 'SELECT 1') AS t(a int) LIMIT 1",
    "dblink_exec": "SELECT dblink_exec('{conninfo}', 'DELETE FROM {table}') FROM pg_points LIMIT 1",
    "pg_file_write": "SELECT pg_file_write('{file}', 'written', false) FROM pg_points LIMIT 1",
    "pg_ls_logdir": "SELECT name FROM pg_ls_logdir(), pg_points LIMIT 1",
    "pg_ls_waldir": "SELECT w.name FROM pg_points, pg_ls_waldir() AS w LIMIT 1",
    "lo_get": "SELECT lo_get(id) FROM pg_points",
    "lo_create": "SELECT lo_create(0) FROM pg_points LIMIT 1",
    "pg_notify": "SELECT pg_notify('probe', name) FROM pg_points",
    "pg_advisory_lock": "SELECT pg_advisory_lock(id) FROM pg_points",
    "pg_stat_reset": "SELECT pg_stat_reset() FROM pg_points LIMIT 1",
    "pg_create_physical_replication_slot":
        "SELECT pg_create_physical_replication_slot('map_assistant_probe_physical') FROM pg_points LIMIT 1",
    "pg_create_logical_replication_slot":
        "SELECT pg_create_logical_replication_slot('map_assistant_probe', 'test_decoding') FROM pg_points LIMIT 1",
}


def server_state(connection, names) -> dict:
    """What an attack could change: the layer's rows, a file in the data directory, the
    large objects, the replication slots, the sessions dblink opens, the escaped table."""
    def one(sql):
        return connection.executeSql(sql)[0][0]

    return {
        "rows": one(f"SELECT count(*) FROM {names['table']}"),
        "file": one(f"SELECT coalesce((pg_stat_file('{names['file']}', true)).size, -1)"),  # -1: none
        "large objects": one("SELECT count(*) FROM pg_largeobject_metadata"),
        "slots": one("SELECT count(*) FROM pg_replication_slots WHERE slot_name LIKE 'map_assistant_probe%'"),
        "dblink sessions": one(f"SELECT count(*) FROM pg_stat_activity WHERE application_name = '{names['app']}'"),
        "escaped table": one(f"SELECT to_regclass('{names['escaped']}') IS NOT NULL"),
        "sequence": one(f"SELECT last_value FROM {names['sequence']}"),
    }


@pytest.mark.parametrize("function", list(ATTACKS))
def test_the_guard_refuses_every_function_that_reaches_out(probe, postgis_conn, function):
    sql = ATTACKS[function].format(**probe)
    before = server_state(postgis_conn, probe)
    assert before["rows"] == 50 and before["file"] == -1 and before["dblink sessions"] == 0

    with pytest.raises(SqlRejected) as info:
        SqlEngine(QgsProject.instance()).plan(sql)

    # Named by the allow-list, or first by the SQLite deny-list (plan reads the tables as SQLite first).
    assert f"the function {function} is not allowed" in info.value.user_message
    assert server_state(postgis_conn, probe) == before


def test_the_read_only_transaction_refuses_a_sequence_write(probe, postgis_conn):
    """The second wall, without the guard: the engine's READ ONLY transaction."""
    before = server_state(postgis_conn, probe)
    engine = SqlEngine(QgsProject.instance())
    plan = engine.plan("SELECT * FROM pg_points")
    plan.parsed = GuardMissed(f"SELECT nextval('{probe['sequence']}') FROM {probe['table']} LIMIT 1", "postgres")

    with pytest.raises(SqlRunError, match="read-only|permission denied"):
        engine.run(plan)

    assert server_state(postgis_conn, probe) == before


ESCAPES = {  # what the READ ONLY transaction lets through when the guard is bypassed: what it changes
    "dblink_exec": ("SELECT dblink_exec('{conninfo}', 'CREATE TABLE {escaped} AS SELECT * FROM {table}') "
                    "FROM {table} LIMIT 1", "escaped table"),
    "dblink_connect": ("SELECT dblink_connect('probe', '{conninfo}') FROM {table} LIMIT 1", "dblink sessions"),
    "pg_file_write": ("SELECT pg_file_write('{file}', 'written', false) FROM {table} LIMIT 1", "file"),
    "lo_create": ("SELECT lo_create(0) FROM {table} LIMIT 1", "large objects"),
}


def _bypassing_the_guard(sql: str):
    engine = SqlEngine(QgsProject.instance())
    plan = engine.plan("SELECT * FROM pg_points")
    plan.parsed = GuardMissed(sql, "postgres")
    return engine, plan


@pytest.mark.parametrize("function", ["dblink_exec", "dblink_connect", "pg_file_write"])
def test_without_the_guard_the_server_refuses_them_for_a_superuser_too(probe, postgis_conn, function):
    """The engine's own wall: a superuser's query runs as pg_read_all_data, so the server
    refuses dblink's connection and server files although the guard was bypassed."""
    if function == "pg_file_write" and probe["adminpack"]:
        pytest.skip(probe["adminpack"])
    sql, _ = ESCAPES[function]
    sql = sql.format(**probe)
    with pytest.raises(SqlRejected):
        SqlEngine(QgsProject.instance()).plan(sql.replace(probe["table"], "pg_points"))
    before = server_state(postgis_conn, probe)
    engine, plan = _bypassing_the_guard(sql)

    # dblink says "password is required" (PostgreSQL 15) or "password or GSSAPI delegated credentials
    # required" (17); a server file, "permission denied".
    with pytest.raises(SqlRunError, match="password is required|password or GSSAPI|permission denied"):
        engine.run(plan)

    assert server_state(postgis_conn, probe) == before


def test_without_the_guard_a_large_object_gets_through_only_an_older_server(probe, postgis_conn):
    """Why the allow-list exists: PostgreSQL 15 lets any role create a large object, even in a
    READ ONLY transaction; 17 refuses it there. The guard refuses it either way (the first
    test); without the guard, either the server refused it and nothing changed, or (15) the
    object was made: the README says the allow-list alone stops it there."""
    sql, changed = ESCAPES["lo_create"]
    sql = sql.format(**probe)
    with pytest.raises(SqlRejected):
        SqlEngine(QgsProject.instance()).plan(sql.replace(probe["table"], "pg_points"))
    before = server_state(postgis_conn, probe)
    engine, plan = _bypassing_the_guard(sql)
    version = int(postgis_conn.executeSql("SHOW server_version_num")[0][0])

    try:
        engine.run(plan)
        refused = False
    except SqlRunError as error:
        assert "read-only" in error.user_message
        refused = True

    after = server_state(postgis_conn, probe)
    assert refused or version < 170000  # PostgreSQL 17 refuses it in a read-only transaction
    assert (after[changed] == before[changed]) == refused
    assert after["rows"] == before["rows"] == 50
