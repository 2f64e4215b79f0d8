"""The SQL engine against the real PostGIS test server (scripts/postgis.sh start)."""

import threading

import pytest
from map_assistant.services.sql.engine import SqlCancelled, SqlEngine, SqlRunError
from qgis.core import QgsFeedback, QgsGeometry, QgsProject
from support.instruments.pg_stats import assert_ran_in_postgres

pytestmark = pytest.mark.postgis


@pytest.fixture
def engine(qgis_new_project, postgis_points):
    QgsProject.instance().addMapLayer(postgis_points)
    return SqlEngine(QgsProject.instance())


def test_query_runs_in_postgis_with_layer_names_and_geometries(engine, postgis_points, server_statements):
    plan = engine.plan(
        "SELECT id, name, geom FROM pg_points "
        "WHERE ST_Intersects(geom, ST_MakeEnvelope(0, 0, 10.5, 10, 4326)) ORDER BY id"
    )
    assert plan.engine == "postgres"
    result = engine.run(plan)
    expected = [
        (f["id"], f["name"])
        for f in postgis_points.getFeatures()
        if f.geometry().asPoint().x() <= 10.5 and f.geometry().asPoint().y() <= 10
    ]
    assert expected
    assert [row[:2] for row in result.rows] == sorted(expected)
    assert result.geometry_column == 2 and isinstance(result.rows[0][2], QgsGeometry)
    assert result.geometry_crs == "EPSG:4326"
    assert result.key_column == "id"
    assert postgis_points.dataProvider().uri().table() in result.executed_sql
    # The filter ran in PostGIS: only the matching rows came back (the test's own read was before).
    server_statements.reset()
    engine.run(plan)
    assert_ran_in_postgres(server_statements, postgis_points, len(expected), "where st_intersects(geom, st_makeenvelope(")


def test_statement_timeout_and_cancel_stop_the_server(engine, postgis_conn, postgis_points, qtbot):
    """The server itself stops the statement (how soon: make bench, case 10)."""
    plan = engine.plan("SELECT pg_sleep(30), count(*) FROM pg_points")
    table = postgis_points.dataProvider().uri().table()  # random: other runs of this test are not counted
    with pytest.raises(SqlRunError, match="longer than 0.5 s"):
        engine.run(plan, timeout_s=0.5)
    qtbot.waitUntil(lambda: not _sleeping(postgis_conn, table), timeout=10_000)

    feedback = QgsFeedback()
    threading.Timer(0.3, feedback.cancel).start()
    with pytest.raises(SqlCancelled):
        engine.run(plan, timeout_s=60, feedback=feedback)
    qtbot.waitUntil(lambda: not _sleeping(postgis_conn, table), timeout=10_000)


def _sleeping(connection, table: str) -> bool:
    """Whether another session still runs the test's pg_sleep over ``table``."""
    rows = connection.executeSql("SELECT count(*) FROM pg_stat_activity WHERE state = 'active' "
                                 f"AND pid <> pg_backend_pid() AND query LIKE '%pg_sleep(30)%{table}%'")
    return int(rows[0][0]) > 0


def test_read_only_settings_do_not_leak_into_the_next_statement(engine, postgis_conn):
    engine.run(engine.plan("SELECT count(*) FROM pg_points"))
    assert postgis_conn.executeSql(
        "SELECT current_setting('transaction_read_only'), current_setting('statement_timeout')"
    ) == [["off", "0"]]
