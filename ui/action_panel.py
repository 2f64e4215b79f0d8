"""The deferred-execution buttons of a ActionReply, and the ActionHost each one gets.

Each ``ActionButton`` becomes an ``ActionRow``: a QPushButton (objectName
``actionButton``) and, below it, a result area where the running action reports
(table, note with Undo, error, progress). A click re-runs the action and the new
result replaces the old one.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from pathlib import Path

from qgis.PyQt import sip
from qgis.PyQt.QtCore import QUrl
from qgis.PyQt.QtGui import QDesktopServices, QIcon
from qgis.PyQt.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..services.base import ActionButton, TableResult
from ..toolbelt import log
from ..toolbelt.i18n import tr, translated
from ..toolbelt.slot_guard import guard
from .messages import error_label, wrapping_label
from .painting import discard
from .result_table import ResultTableWidget


def _alive(method):
    """Skip host calls that arrive after the chat was cleared.

    A service reports from a task's completion callback; by then the user may
    have started a new chat and this row's C++ widget is gone. Reporting into it
    would raise inside QGIS, so the late report is dropped (and logged).
    """

    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        if sip.isdeleted(self):
            log.log(f"Action result arrived after its chat was cleared ({method.__name__}).")
            return None
        return method(self, *args, **kwargs)

    return wrapper


def _open_local(path: str, on_error: Callable[[str], None]) -> None:
    """Open a file or folder with the desktop's application for it."""
    if not QDesktopServices.openUrl(QUrl.fromLocalFile(path)):
        on_error(tr("Could not open {path}: no application is set up for it.", path=path))


def _call_guarded(callback: Callable[[], None], on_error: Callable[[str], None], what: str) -> None:
    with guard(f"{what} failed", on_error, prefix=False):  # never let a service error reach Qt
        callback()


class ProgressHandle(QWidget):
    """Busy bar + Cancel; returned by ``start_progress`` as the ``Progress`` object."""

    def __init__(self, message: str, cancel: Callable[[], None], row: ActionRow):
        super().__init__(row.result_area)
        self.setObjectName("actionProgress")
        self._row = row
        self._cancel = cancel
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel(translated(message), self)
        self.bar = QProgressBar(self)
        self.bar.setObjectName("actionProgressBar")
        self.bar.setRange(0, 0)  # busy until the service reports a percentage
        self.bar.setMaximumHeight(14)
        self.cancel_button = QPushButton(tr("Cancel"), self)
        self.cancel_button.setObjectName("cancelButton")
        self.cancel_button.clicked.connect(self._on_cancel)
        layout.addWidget(self.label)
        layout.addWidget(self.bar, 1)
        layout.addWidget(self.cancel_button)

    @_alive
    def set_progress(self, percent: float) -> None:
        if self.bar.maximum() == 0:
            self.bar.setRange(0, 100)
        self.bar.setValue(int(max(0.0, min(100.0, percent))))

    def finish(self) -> None:
        if not sip.isdeleted(self._row):
            self._row.progress_finished(self)
        discard(self)

    def _on_cancel(self) -> None:
        self.cancel_button.setEnabled(False)  # one cancel is enough
        self.label.setText(tr("Cancelling…"))
        _call_guarded(self._cancel, self._row.show_error, "Cancel")


class DetachedProgress:
    """A Progress that shows nothing, for an action whose chat was cleared."""

    def set_progress(self, percent: float) -> None:
        pass

    def finish(self) -> None:
        pass


class ActionRow(QWidget):
    """One action button and its result area; implements ``ActionHost``."""

    def __init__(self, action: ActionButton, parent=None):
        super().__init__(parent)
        self.setObjectName("actionRow")
        self._action = action
        self._progress: ProgressHandle | None = None

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.button = QPushButton(translated(action.label), self)
        self.button.setObjectName("actionButton")
        self.button.setToolTip(translated(action.tooltip))
        self._show_preview(action)
        self.button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.button.clicked.connect(self.run)
        layout.addWidget(self.button)

        self.result_area = QWidget(self)
        self.result_area.setObjectName("actionResult")
        self._results = QVBoxLayout(self.result_area)
        self._results.setContentsMargins(12, 0, 0, 0)
        layout.addWidget(self.result_area)

    def _show_preview(self, action: ActionButton) -> None:
        """The action's picture of what the click will do, on its button; a preview that
        fails costs the picture only (logged), never the button."""
        if action.preview is None:
            return
        picture = None
        with guard("Could not draw the action's preview", lambda message: None, prefix=False):
            picture = action.preview()
        if picture is not None and not picture.isNull():
            self.button.setIcon(QIcon(picture))
            self.button.setIconSize(picture.size())

    def run(self) -> None:
        """Run (or re-run) the action; its new result replaces the previous one."""
        self.clear_result()
        _call_guarded(lambda: self._action.run(self), self.show_error,
                      f"Action '{self._action.label}'")

    def clear_result(self) -> None:
        while self._results.count():
            widget = self._results.takeAt(0).widget()
            if widget is not None:
                discard(widget)
        self._progress = None
        self.button.setEnabled(True)

    # -- ActionHost --------------------------------------------------------

    @_alive
    def show_table(self, table: TableResult) -> None:
        self._results.addWidget(ResultTableWidget(table, self.result_area))

    @_alive
    def show_info(self, message: str, undo: Callable[[], None] | None = None) -> None:
        self._results.addWidget(self._note(message, undo))

    @_alive
    def show_file(self, message: str, path: str, undo: Callable[[], None] | None = None) -> None:
        """The note, with Open (the file in its application) and Show in folder."""
        note = self._note(message, undo)
        for text, name, target in ((tr("Open"), "openFileButton", path),
                                   (tr("Show in folder"), "showFolderButton", str(Path(path).parent))):
            button = QPushButton(text, note)
            button.setObjectName(name)
            button.clicked.connect(functools.partial(_open_local, target, self.show_error))
            note.layout().insertWidget(note.layout().count() - (undo is not None), button)
        self._results.addWidget(note)

    def _note(self, message: str, undo: Callable[[], None] | None, label=None) -> QWidget:
        """The message (``label(message, parent)``, else an info text) and its Undo."""
        note = QWidget(self.result_area)
        note.setObjectName("actionInfo" if label is None else "actionErrorNote")
        layout = QHBoxLayout(note)
        layout.setContentsMargins(0, 0, 0, 0)
        text = label(message, note) if label is not None else wrapping_label(message, "actionInfoText", note)
        layout.addWidget(text, 1)
        if undo is not None:
            undo_button = QPushButton(tr("Undo"), note)
            undo_button.setObjectName("undoButton")

            def on_undo() -> None:
                undo_button.setEnabled(False)  # before calling: undo runs once
                _call_guarded(undo, self.show_error, "Undo")

            undo_button.clicked.connect(on_undo)
            layout.addWidget(undo_button)
        return note

    @_alive
    def show_error(self, message: str, undo: Callable[[], None] | None = None) -> None:
        if undo is None:
            self._results.addWidget(error_label(message, self.result_area))
            return
        # A click that changed the map short of what it promised: the error, and its Undo.
        self._results.addWidget(self._note(message, undo, error_label))

    def start_progress(self, message: str, cancel: Callable[[], None]) -> ProgressHandle | DetachedProgress:
        if sip.isdeleted(self):
            return DetachedProgress()  # the service still gets a usable Progress
        if self._progress is not None:
            self._progress.finish()
        self._progress = ProgressHandle(message, cancel, self)
        self._results.addWidget(self._progress)
        self.button.setEnabled(False)  # no second run while this one is going
        return self._progress

    def progress_finished(self, handle: ProgressHandle) -> None:
        if handle is self._progress:
            self._progress = None
            self.button.setEnabled(True)


class ActionPanel(QWidget):
    """All buttons of one ActionReply, stacked under the reply."""

    def __init__(self, buttons: Sequence[ActionButton], parent=None):
        super().__init__(parent)
        self.setObjectName("actionPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.rows = [ActionRow(action, self) for action in buttons]
        for row in self.rows:
            layout.addWidget(row)
