"""A ``sql`` whose result has 10,000,000 rows (issue 13): the first rows show without
the rest being read (counting stops at COUNT_CAP and the table says "more than"),
Cancel stops a query that must read everything before its first row, and the event
loop is never held while either runs.

The rows are made by SQLite itself in the test GeoPackage (a recursive CTE joined
to one parcel, which keeps the query on the native engine): nothing is stored."""

from __future__ import annotations

import pytest
from map_assistant.services.actions.sql import COUNT_CAP, SqlInput, SqlTool
from map_assistant.ui.result_table import ResultTableWidget
from qgis.core import QgsProject
from support.fakes.recording_host import RecordingHost
from support.instruments.stall_watch import EventLoopProbe

TEN_MILLION = 10_000_000


def ten_million_rows(order: str = "") -> str:
    return ("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < "
            f"{TEN_MILLION}) SELECT i, 'p' || i AS label FROM n, (SELECT 1 FROM parcels LIMIT 1){order}")


@pytest.fixture
def session(gpkg_session):
    return gpkg_session


def click(session, sql: str) -> RecordingHost:
    host = RecordingHost()
    SqlTool().process(session, SqlInput(title="Huge", sql=sql)).buttons[0].run(host)
    return host


def test_the_first_rows_show_and_counting_stops_at_the_cap(qtbot, session):
    probe = EventLoopProbe()
    probe.start()
    try:
        host = click(session, ten_million_rows())
        qtbot.waitUntil(lambda: host.outcomes > 0, timeout=60_000)
    finally:
        summary = probe.stop()
    assert host.errors == [], host.errors
    (table,) = host.tables
    assert len(table.rows) == session.settings.max_rows
    assert table.rows[0] == (1, "p1") and table.rows[-1][0] == session.settings.max_rows
    assert table.total_count == COUNT_CAP < TEN_MILLION and table.count_capped
    probe.check(summary)

    widget = ResultTableWidget(table)
    try:
        assert widget.count_label.text() == f"Showing {len(table.rows)} of more than {COUNT_CAP:,} rows"
    finally:
        widget.deleteLater()


@pytest.mark.parametrize("rows, capped", [(2500, False), (COUNT_CAP, False), (COUNT_CAP + 1, True)])
def test_a_result_up_to_the_cap_is_counted_exactly(qtbot, session, rows, capped):
    host = click(session, ten_million_rows().replace(str(TEN_MILLION), str(rows)))
    qtbot.waitUntil(lambda: host.outcomes > 0, timeout=30_000)
    (table,) = host.tables
    assert (table.total_count, table.count_capped) == (min(rows, COUNT_CAP), capped)


def test_open_as_layer_of_a_capped_result_fetches_every_row(qtbot, session, monkeypatch):
    """The table may show as many rows as the count reached (max_rows at or over the
    cap): Open as layer still re-runs the query for the rest."""
    from map_assistant.services.actions import sql

    monkeypatch.setattr(sql, "COUNT_CAP", 50)
    session.settings.max_rows = 100
    host = click(session, ten_million_rows().replace(str(TEN_MILLION), "300"))
    qtbot.waitUntil(lambda: host.outcomes > 0, timeout=30_000)
    (table,) = host.tables
    assert (len(table.rows), table.total_count, table.count_capped) == (100, 100, True)
    before = set(QgsProject.instance().mapLayers())
    table.open_as_layer()
    qtbot.waitUntil(lambda: len(host.infos) + len(host.errors) > 0, timeout=30_000)
    assert host.errors == []
    (added,) = [layer for key, layer in QgsProject.instance().mapLayers().items() if key not in before]
    assert added.featureCount() == 300


@pytest.mark.postgis
def test_on_postgresql_the_server_stops_at_the_cap(qtbot, postgis_points, qgis_canvas, server_statements):
    """QGIS's connection takes a whole result at once, so the cap goes into the SQL:
    ten million generated rows, and no more than the cap and one reach the plugin."""
    from map_assistant.services.base import ActionEnvironment

    QgsProject.instance().addMapLayer(postgis_points)
    session = ActionEnvironment(project=QgsProject.instance(), canvas=qgis_canvas)
    try:
        server_statements.reset()
        host = click(session, f"SELECT g FROM generate_series(1, {TEN_MILLION}) AS g, "
                              "(SELECT 1 FROM pg_points LIMIT 1) AS one")
        qtbot.waitUntil(lambda: host.outcomes > 0, timeout=60_000)
        assert host.errors == [], host.errors
        (table,) = host.tables
        assert (table.total_count, table.count_capped) == (COUNT_CAP, True)
        assert table.rows[0] == (1,)
        ran = [s for s in server_statements.since() if "generate_series" in s.query.lower()]
        assert ran and all(s.rows <= COUNT_CAP + 1 for s in ran), ran
    finally:
        QgsProject.instance().removeMapLayer(postgis_points.id())


def test_cancel_stops_a_query_that_reads_everything_before_its_first_row(qtbot, session):
    """ORDER BY i DESC: SQLite sorts all ten million rows before it returns one."""
    probe = EventLoopProbe()
    probe.start()
    try:
        host = click(session, ten_million_rows(" ORDER BY i DESC"))
        qtbot.waitUntil(lambda: bool(host.progresses), timeout=10_000)
        qtbot.wait(300)  # the sort is under way
        assert host.outcomes == 0, "the sort cannot have finished yet"
        host.progresses[0].cancel()  # as the chat's Cancel button does
        qtbot.waitUntil(lambda: host.outcomes > 0, timeout=10_000)  # bounded: Cancel must work
    finally:
        summary = probe.stop()
    assert host.tables == []
    (error,) = host.errors
    assert "cancel" in error.lower(), error
    probe.check(summary)
