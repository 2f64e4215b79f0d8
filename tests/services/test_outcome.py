"""The outcome wrapper forwards every call to the dock's host and summarises it."""

from map_assistant.services.base import TableResult
from map_assistant.services.outcome import OutcomeReportingHost


class RecordingHost:
    """A stand-in for the dock's ActionHost (the dock has its own tests)."""

    def __init__(self):
        self.calls = []

    def show_table(self, table):
        self.calls.append(("table", table))

    def show_info(self, message, undo=None):
        self.calls.append(("info", message, undo))

    def show_error(self, message):
        self.calls.append(("error", message))

    def start_progress(self, message, cancel):
        self.calls.append(("progress", message, cancel))
        return "handle"


def make():
    reports = []
    host = RecordingHost()
    return host, reports, OutcomeReportingHost(host, lambda summary, is_error=False: reports.append((summary, is_error)))


def test_table_is_forwarded_and_summarised_without_values():
    host, reports, wrapped = make()
    table = TableResult(columns=["name", "n"], rows=[("secret-value", 1)], total_count=7)
    wrapped.show_table(table)
    assert host.calls == [("table", table)]
    (summary, is_error), = reports
    assert "7 row(s)" in summary and "[name, n]" in summary
    assert "secret-value" not in summary and not is_error


def test_info_error_and_progress():
    host, reports, wrapped = make()
    undo = lambda: None  # noqa: E731
    wrapped.show_info("Selected 3 features", undo)
    wrapped.show_error("no such layer")
    assert wrapped.start_progress("Running", print) == "handle"
    assert host.calls[0] == ("info", "Selected 3 features", undo)
    assert host.calls[1] == ("error", "no such layer")
    assert reports == [
        ("The user ran it: Selected 3 features", False),
        ("The user ran it and it failed: no such layer", True),
    ]
