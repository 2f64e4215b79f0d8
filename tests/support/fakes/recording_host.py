"""A test double of the chat dock's ActionHost: it records what actions report.

The real dock (ui/) has its own tests; service tests only need to see what a
button's run(host) reported, and to click Cancel / Undo like a user would.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass
class RecordedProgress:
    message: str
    cancel: Callable[[], None]
    percents: list[float] = field(default_factory=list)
    finished: bool = False

    def set_progress(self, percent: float) -> None:
        self.percents.append(percent)

    def finish(self) -> None:
        self.finished = True


class RecordingHost:
    def __init__(self) -> None:
        self.tables = []
        self.infos: list[tuple[str, Callable[[], None] | None]] = []
        self.errors: list[str] = []
        self.error_undos: list[Callable[[], None] | None] = []  # the undo beside each error
        self.files: list[str] = []  # the paths of show_file
        self.progresses: list[RecordedProgress] = []

    def show_table(self, table) -> None:
        self.tables.append(table)

    def show_info(self, message: str, undo: Callable[[], None] | None = None) -> None:
        self.infos.append((message, undo))

    def show_file(self, message: str, path: str, undo: Callable[[], None] | None = None) -> None:
        self.infos.append((message, undo))
        self.files.append(path)

    def show_error(self, message: str, undo: Callable[[], None] | None = None) -> None:
        self.errors.append(message)
        self.error_undos.append(undo)

    def start_progress(self, message: str, cancel: Callable[[], None]) -> RecordedProgress:
        progress = RecordedProgress(message, cancel)
        self.progresses.append(progress)
        return progress

    @property
    def outcomes(self) -> int:
        """How many final reports (table, info, error) arrived."""
        return len(self.tables) + len(self.infos) + len(self.errors)
