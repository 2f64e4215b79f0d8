"""The outcome wrapper forwards every call to the dock's host and summarises it."""

from map_assistant.services.acting.outcome import OutcomeReportingHost
from map_assistant.services.base import TableResult
from support.fakes.recording_host import RecordingHost


def make():
    reports = []
    host = RecordingHost()
    return host, reports, OutcomeReportingHost(host, lambda summary, is_error=False: reports.append((summary, is_error)))


def test_table_is_forwarded_and_summarised_without_values():
    host, reports, wrapped = make()
    table = TableResult(columns=["name", "n"], rows=[("secret-value", 1)], total_count=7)
    wrapped.show_table(table)
    assert host.tables == [table]
    (summary, is_error), = reports
    assert "7 row(s)" in summary and "[name, n]" in summary
    assert "secret-value" not in summary and not is_error


def test_info_error_and_progress():
    host, reports, wrapped = make()
    def undo():
        return None

    wrapped.show_info("Selected 3 features", undo)
    wrapped.show_error("no such layer")
    progress = wrapped.start_progress("Running", print)
    assert host.infos == [("Selected 3 features", undo)]
    assert host.errors == ["no such layer"]
    assert host.progresses == [progress] and progress.message == "Running"
    assert reports == [
        ("The user ran it: Selected 3 features", False),
        ("The user ran it and it failed: no such layer", True),
    ]


def test_an_error_carries_its_undo_to_the_dock():
    host, reports, wrapped = make()
    def undo():
        return None

    wrapped.show_error("Selected 0 features in 'roads': the query matched no rows.", undo)
    assert host.errors == ["Selected 0 features in 'roads': the query matched no rows."]
    assert host.error_undos == [undo]
    assert reports == [("The user ran it and it failed: Selected 0 features in 'roads': the query matched no rows.",
                        True)]
