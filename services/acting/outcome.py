"""Report what a clicked action did, so the model hears it in the next request.

Wraps the dock's ``ActionHost``: every call is forwarded unchanged and also
summarised for the ``tool_result`` of the action's ``tool_use``.
"""

from __future__ import annotations

from typing import Callable

from ..base import ActionHost, Progress, Shortfall, TableResult

Report = Callable[..., None]  # report(summary: str, is_error: bool = False, quotes_values: bool = True)

# What a failed click reports instead of its reason when values may not leave QGIS:
# an engine's error can quote them (SQLite's JSON errors quote the text they read).
WITHHELD_REASON = ("The user ran it and it failed. The reason is not sent: it may quote attribute values, and "
                   "Map Assistant's 'Send attribute values' setting does not allow sending them.")


def value_safe(summary: str, is_error: bool, values_allowed: bool, quotes_values: bool = True) -> str:
    """``summary`` as it may leave QGIS. The other outcomes name counts, columns, layers
    and files, never values (show_table says so), and so does a failure that
    ``quotes_values`` not: an after-click check's line (checks/after_click.py)."""
    return WITHHELD_REASON if is_error and quotes_values and not values_allowed else summary


class OutcomeReportingHost:
    def __init__(self, host: ActionHost, report: Report):
        self._host = host
        self._report = report

    def show_table(self, table: TableResult) -> None:
        self._host.show_table(table)
        shown = len(table.rows)
        columns = ", ".join(table.columns)
        self._report(
            f"The user ran it: {'more than ' if table.count_capped else ''}{table.total_count} row(s) "
            f"with columns [{columns}]; "
            f"the first {shown} are shown in a table. The values were not sent to you."
        )

    def show_info(self, message: str, undo: Callable[[], None] | None = None) -> None:
        self._host.show_info(message, undo)
        self._report(f"The user ran it: {message}")

    def show_file(self, message: str, path: str, undo: Callable[[], None] | None = None) -> None:
        self._host.show_file(message, path, undo)
        self._report(f"The user ran it: {message}")

    def show_error(self, message: str, undo: Callable[[], None] | None = None) -> None:
        self._host.show_error(message, undo)
        summary = f"The user ran it and it failed: {message}"
        if isinstance(message, Shortfall):  # names no data value: the model hears it under any setting
            self._report(summary, is_error=True, quotes_values=False)
        else:
            self._report(summary, is_error=True)

    def start_progress(self, message: str, cancel: Callable[[], None]) -> Progress:
        return self._host.start_progress(message, cancel)
