"""A ``sql`` whose result has 10,000,000 rows (issue 13): the first rows show without
the rest being read (counting stops at COUNT_CAP and the table says "more than"),
Cancel stops a query that must read everything before its first row, and the event
loop is never held while either runs.

The rows are made by SQLite itself in the test GeoPackage (a recursive CTE joined
to one parcel, which keeps the query on the native engine): nothing is stored."""

from __future__ import annotations

import pytest
from map_assistant.services.sql import COUNT_CAP, SqlInput, SqlService
from map_assistant.ui.result_table import ResultTableWidget
from support.recording_host import RecordingHost
from support.stall_watch import EventLoopProbe

TEN_MILLION = 10_000_000


def ten_million_rows(order: str = "") -> str:
    return ("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < "
            f"{TEN_MILLION}) SELECT i, 'p' || i AS label FROM n, (SELECT 1 FROM parcels LIMIT 1){order}")


@pytest.fixture
def session(gpkg_session):
    return gpkg_session


def click(session, sql: str) -> RecordingHost:
    host = RecordingHost()
    SqlService().process(session, SqlInput(title="Huge", sql=sql)).buttons[0].run(host)
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
    assert probe.held < 0.050, summary

    widget = ResultTableWidget(table)
    try:
        assert widget.count_label.text() == f"Showing {len(table.rows)} of more than {COUNT_CAP:,} rows"
    finally:
        widget.deleteLater()


def test_a_result_under_the_cap_is_counted_exactly(qtbot, session):
    host = click(session, ten_million_rows().replace(str(TEN_MILLION), "2500"))
    qtbot.waitUntil(lambda: host.outcomes > 0, timeout=30_000)
    (table,) = host.tables
    assert table.total_count == 2500 and not table.count_capped


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
    assert probe.held < 0.050, summary
