"""Action buttons and the ActionHost they get, on a real Qt (offscreen), inside the dock."""

import pytest
from map_assistant.services.base import (
    ActionButton,
    ActionRejected,
    ActionReply,
    TableResult,
)
from map_assistant.ui.dock import ChatDock
from qgis.PyQt import sip
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtWidgets import QLabel, QProgressBar, QPushButton, QTableView, QWidget


@pytest.fixture
def dock(qgis_app, qtbot):
    widget = ChatDock()
    qtbot.addWidget(widget)
    widget.resize(480, 700)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def action_buttons(dock):
    return dock.findChildren(QPushButton, "actionButton")


def errors(dock):
    return [w for w in dock.findChildren(QLabel) if w.objectName().startswith("actionError")]


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_buttons_have_contract_name_label_and_tooltip(dock):
    dock.add_response(ActionReply(buttons=[
        ActionButton("Zoom to Spain", lambda host: None, "Zoom the map to Spain"),
        ActionButton("Select rivers", lambda host: None),
    ]))
    buttons = action_buttons(dock)
    assert [b.text() for b in buttons] == ["Zoom to Spain", "Select rivers"]
    assert buttons[0].toolTip() == "Zoom the map to Spain"


def test_a_preview_is_drawn_on_its_button_and_a_failing_one_costs_only_the_picture(dock):
    from qgis.PyQt.QtGui import QColor, QPixmap

    def legend():
        picture = QPixmap(40, 14)
        picture.fill(QColor("#3a7bd5"))
        return picture

    def broken():
        raise RuntimeError("no symbol")

    dock.add_response(ActionReply(buttons=[ActionButton("Style 'countries'", lambda host: None, preview=legend),
                                               ActionButton("Style 'rivers'", lambda host: None, preview=broken)]))
    drawn, failed = action_buttons(dock)
    assert not drawn.icon().isNull() and drawn.iconSize().width() == 40
    assert drawn.icon().pixmap(40, 14).toImage().pixelColor(20, 7).name() == "#3a7bd5"
    assert failed.icon().isNull() and failed.text() == "Style 'rivers'" and errors(dock) == []


def test_a_written_file_offers_open_and_show_in_folder(dock, qtbot, tmp_path):
    """Qt's own URL handler for file: stands in for the desktop (nothing is launched)."""
    from qgis.PyQt.QtCore import QObject, pyqtSlot
    from qgis.PyQt.QtGui import QDesktopServices

    class Desktop(QObject):
        def __init__(self):
            super().__init__()
            self.opened = []

        @pyqtSlot("QUrl")
        def open(self, url):
            self.opened.append(url.toLocalFile())

    desktop = Desktop()
    QDesktopServices.setUrlHandler("file", desktop, "open")
    try:
        exported = tmp_path / "Iberia.pdf"
        undone = []
        dock.add_response(ActionReply(buttons=[ActionButton(
            "Export", lambda host: host.show_file("Exported 'Iberia'.", str(exported), undo=lambda: undone.append(1)))]))
        click(qtbot, action_buttons(dock)[0])
        [open_button] = dock.findChildren(QPushButton, "openFileButton")
        [folder_button] = dock.findChildren(QPushButton, "showFolderButton")
        click(qtbot, open_button)
        click(qtbot, folder_button)
        assert desktop.opened == [str(exported), str(tmp_path)]
        click(qtbot, dock.findChildren(QPushButton, "undoButton")[0])
        assert undone == [1]
    finally:
        QDesktopServices.unsetUrlHandler("file")


def test_click_runs_action_with_a_host(dock, qtbot):
    hosts = []
    dock.add_response(ActionReply(buttons=[ActionButton("Run", hosts.append)]))
    click(qtbot, action_buttons(dock)[0])
    assert len(hosts) == 1
    host = hosts[0]
    for method in ("show_table", "show_info", "show_error", "start_progress"):
        assert callable(getattr(host, method))


def test_show_error_creates_action_error(dock, qtbot):
    dock.add_response(ActionReply(buttons=[
        ActionButton("Run", lambda host: host.show_error("Layer 'roads' was removed. Ask again."))]))
    click(qtbot, action_buttons(dock)[0])
    assert [e.text() for e in errors(dock)] == ["Layer 'roads' was removed. Ask again."]


def test_an_error_with_undo_is_an_error_beside_its_undo(dock, qtbot):
    """A click that changed the map short of its promise (services/checks/after_click.py)."""
    undone = []
    dock.add_response(ActionReply(buttons=[ActionButton("Select", lambda host: host.show_error(
        "Selected 0 features in 'roads': nothing matched \"name\" = 'Espana'.", lambda: undone.append(1)))]))
    click(qtbot, action_buttons(dock)[0])
    assert [e.text() for e in errors(dock)] == ["Selected 0 features in 'roads': nothing matched \"name\" = 'Espana'."]
    assert dock.findChild(QLabel, "actionInfoText") is None  # not shown as a success
    assert dock.findChild(QWidget, "actionErrorNote") is not None
    click(qtbot, dock.findChild(QPushButton, "undoButton"))
    assert undone == [1]


def test_exception_in_run_becomes_error_and_does_not_raise(dock, qtbot):
    def broken(host):
        raise RuntimeError("no such table: roadz")

    def rejected(host):
        raise ActionRejected("Select some roads first.")

    dock.add_response(ActionReply(buttons=[ActionButton("Broken", broken),
                                               ActionButton("Rejected", rejected)]))
    # pytest-qt fails the test on an exception escaping into Qt's event loop.
    click(qtbot, action_buttons(dock)[0])
    click(qtbot, action_buttons(dock)[1])
    assert [e.text() for e in errors(dock)] == ["no such table: roadz", "Select some roads first."]
    assert all(b.isEnabled() for b in action_buttons(dock))


def test_info_with_undo_calls_undo_exactly_once(dock, qtbot):
    undone = []
    dock.add_response(ActionReply(buttons=[
        ActionButton("Select", lambda host: host.show_info("12 features selected", lambda: undone.append(1)))]))
    click(qtbot, action_buttons(dock)[0])
    note = dock.findChild(QLabel, "actionInfoText")
    assert note.text() == "12 features selected"
    undo = dock.findChild(QPushButton, "undoButton")
    click(qtbot, undo)
    click(qtbot, undo)
    undo.click()  # even programmatic clicks cannot undo twice
    assert undone == [1]
    assert not undo.isEnabled()


def test_info_without_undo_has_no_undo_button(dock, qtbot):
    dock.add_response(ActionReply(buttons=[ActionButton("Zoom", lambda host: host.show_info("Zoomed."))]))
    click(qtbot, action_buttons(dock)[0])
    assert dock.findChild(QLabel, "actionInfoText").text() == "Zoomed."
    assert dock.findChild(QPushButton, "undoButton") is None


def test_failing_undo_shows_error(dock, qtbot):
    def undo():
        raise RuntimeError("the layer is gone")

    dock.add_response(ActionReply(buttons=[ActionButton("Select", lambda host: host.show_info("done", undo))]))
    click(qtbot, action_buttons(dock)[0])
    click(qtbot, dock.findChild(QPushButton, "undoButton"))
    assert [e.text() for e in errors(dock)] == ["the layer is gone"]


def test_progress_cancel_and_finish(dock, qtbot):
    cancelled = []
    handles = []
    dock.add_response(ActionReply(buttons=[ActionButton(
        "Run SQL", lambda host: handles.append(host.start_progress("Running query…", lambda: cancelled.append(1))))]))
    button = action_buttons(dock)[0]
    click(qtbot, button)
    bar = dock.findChild(QProgressBar, "actionProgressBar")
    assert (bar.minimum(), bar.maximum()) == (0, 0)  # busy until a percentage arrives
    assert not button.isEnabled()  # no second run while this one is going
    handles[0].set_progress(55)
    assert (bar.maximum(), bar.value()) == (100, 55)
    cancel = dock.findChild(QPushButton, "cancelButton")
    click(qtbot, cancel)
    assert cancelled == [1]
    handles[0].finish()
    assert dock.findChild(QProgressBar, "actionProgressBar") is None
    assert button.isEnabled()
    handles[0].finish()  # finishing twice is harmless


def test_rerun_replaces_previous_result(dock, qtbot):
    runs = []

    def run(host):
        runs.append(1)
        host.show_info(f"run {len(runs)}")

    dock.add_response(ActionReply(buttons=[ActionButton("Count", run)]))
    button = action_buttons(dock)[0]
    click(qtbot, button)
    click(qtbot, button)
    notes = [w.text() for w in dock.findChildren(QLabel, "actionInfoText")]
    assert notes == ["run 2"]


def test_rerun_replaces_previous_table(dock, qtbot):
    counts = iter([3, 5])

    def run(host):
        n = next(counts)
        host.show_table(TableResult(columns=["n"], rows=[(i,) for i in range(n)], total_count=n))

    dock.add_response(ActionReply(buttons=[ActionButton("Query", run)]))
    click(qtbot, action_buttons(dock)[0])
    click(qtbot, action_buttons(dock)[0])
    tables = dock.findChildren(QTableView, "resultTable")
    assert len(tables) == 1 and tables[0].model().rowCount() == 5


def test_late_report_after_new_chat_is_dropped(dock, qtbot):
    hosts = []
    dock.add_response(ActionReply(buttons=[ActionButton("Slow", hosts.append)]))
    click(qtbot, action_buttons(dock)[0])
    dock.clear_messages()
    qtbot.wait(20)  # let deleteLater destroy the old widgets
    host = hosts[0]
    assert sip.isdeleted(host)  # the row's C++ widget is really gone
    # A task finishing now must not raise into QGIS.
    host.show_info("done")
    host.show_error("failed")
    host.show_table(TableResult(columns=["a"], rows=[(1,)], total_count=1))
    progress = host.start_progress("again", lambda: None)
    progress.set_progress(10)
    progress.finish()
    assert errors(dock) == [] and dock.findChildren(QTableView) == []
