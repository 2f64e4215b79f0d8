"""ui/'s widgets that tests/ui/ drives only through the controller or QGIS, built and
driven under PyQt6 (the PyQt6 leg, make test-qt6). tests/ui/ itself runs in this leg
too; together they build every widget of ui/.

QGIS 4 is stood in by tests/support/fakes/qgis4/ (mocked because QGIS 4 cannot be
installed here); Qt is PyQt6's, for real.
"""

from __future__ import annotations

import json

import pytest
from map_assistant.ui.chats.chat_list import ChatListPanel, ChatRow
from map_assistant.ui.deps_panel import DependenciesBanner
from map_assistant.ui.dock import ChatDock
from map_assistant.ui.messages import AssistantMessage, notice_label
from map_assistant.ui.sent_dialog import SentDialog
from map_assistant.ui.settings_page import MapAssistantOptionsFactory, MapAssistantOptionsPage
from map_assistant.ui.values_question import ValuesQuestion
from qgis.PyQt.QtCore import PYQT_VERSION_STR, QT_VERSION_STR, Qt, QUrl
from qgis.PyQt.QtGui import QDesktopServices
from qgis.PyQt.QtWidgets import QDialogButtonBox, QLabel, QMainWindow, QPlainTextEdit, QProgressBar, QPushButton


def test_the_leg_runs_on_pyqt6_and_the_qgis4_stand_in():
    import qgis

    assert QT_VERSION_STR.startswith("6.") and PYQT_VERSION_STR.startswith("6.")
    assert qgis.FAKE_QGIS4  # never a real QGIS: the stand-in refuses to install over one
    assert Qt.AlignmentFlag.AlignLeft.__class__.__mro__[1].__module__ == "enum"  # PyQt6's enums are Python enums


def test_the_dock_docks_into_a_main_window_as_plugin_py_does(qgis_app, qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    dock = ChatDock(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.show()
    qtbot.waitExposed(window)
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea and dock.isVisible()
    dock.setVisible(False)
    assert dock.isHidden()


def test_the_sent_dialog_shows_the_request_indented_and_closes(qgis_app, qtbot):
    body = json.dumps({"model": "m", "messages": [{"role": "user", "content": "été"}]})
    dialog = SentDialog(body)
    qtbot.addWidget(dialog)
    dialog.show()
    text = dialog.findChild(QPlainTextEdit, "whatWasSentText").toPlainText()
    assert json.loads(text) == json.loads(body) and '\n  "messages"' in text and "été" in text
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    empty = SentDialog("")
    qtbot.addWidget(empty)
    assert "Nothing has been sent" in empty.findChild(QLabel).text()


@pytest.mark.parametrize(("button", "allowed"), [("allowValuesButton", True), ("notNowValuesButton", False)])
def test_the_values_question_answers_once(qgis_app, qtbot, button, allowed):
    question = ValuesQuestion(("field_values", "query"), "api.anthropic.com")
    qtbot.addWidget(question)
    question.show()
    assert "field_values, query" in question.label.text() and "api.anthropic.com" in question.label.text()
    with qtbot.waitSignal(question.answered, timeout=1000) as answer:
        qtbot.mouseClick(question.findChild(QPushButton, button), Qt.MouseButton.LeftButton)
    assert answer.args == [allowed]
    assert not question.allow_button.isEnabled() and not question.not_now_button.isEnabled()


def test_the_chat_list_emits_the_chosen_chat(qgis_app, qtbot):
    panel = ChatListPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.set_chats("roads.qgz", [ChatRow(7, "buffers", 1_700_000_000.0), ChatRow(9, "counts", 1_700_000_100.0, True)])
    assert panel.chat_ids() == [7, 9] and "roads.qgz" in panel.heading.text()
    assert panel.list.currentItem().data(Qt.ItemDataRole.UserRole) == 9  # the chat shown is selected
    panel.select(7)
    for signal, name in ((panel.openRequested, "openChatButton"), (panel.exportRequested, "exportChatButton"),
                         (panel.deleteRequested, "deleteChatButton")):
        with qtbot.waitSignal(signal, timeout=1000) as chosen:
            qtbot.mouseClick(panel.findChild(QPushButton, name), Qt.MouseButton.LeftButton)
        assert chosen.args == [7]
    panel.set_chats("roads.qgz", [])
    assert panel.chat_ids() == [] and not panel.open_button.isEnabled()
    assert not panel.list.item(0).flags() & Qt.ItemFlag.ItemIsSelectable  # the "no chats" line


def test_the_dependencies_banner_shows_progress_and_offers_install_again(qgis_app, qtbot):
    banner = DependenciesBanner()
    qtbot.addWidget(banner)
    banner.show()
    banner.show_missing(["anthropic==2.10.0", "sqlglot==30.30.0"], "into the profile")
    assert "anthropic==2.10.0, sqlglot==30.30.0" in banner.message.text()
    with qtbot.waitSignal(banner.installRequested, timeout=1000):
        qtbot.mouseClick(banner.install_button, Qt.MouseButton.LeftButton)
    assert not banner.install_button.isEnabled()  # one install at a time
    bar = banner.findChild(QProgressBar, "dependenciesProgress")
    banner.set_installing("Collecting anthropic", -1)
    assert bar.isVisible() and bar.maximum() == 0  # busy
    banner.set_installing("Installing", 80.0)
    assert bar.maximum() == 100 and bar.value() == 80
    banner.set_installing("pip failed", None)
    assert not bar.isVisible() and banner.install_button.isEnabled() and banner.detail.text() == "pip failed"


def test_a_link_in_a_reply_opens_only_for_web_schemes(qgis_app, qtbot, monkeypatch):
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toString()) or True)
    message = AssistantMessage(1)
    qtbot.addWidget(message)
    message.set_text("See [the docs](https://qgis.org/) or [this](file:///etc/passwd).")
    message.finish()  # the final render: Markdown, links and all
    message.anchorClicked.emit(QUrl("https://qgis.org/"))
    message.anchorClicked.emit(QUrl("file:///etc/passwd"))
    assert opened == ["https://qgis.org/"]
    assert "the docs" in message.toPlainText() and "[" not in message.toPlainText()
    assert notice_label("done", "error").objectName()


def test_the_options_factory_builds_the_page_that_qgis_options_shows(qgis_app, qtbot):
    factory = MapAssistantOptionsFactory()
    assert factory.title() == "Map Assistant" and not factory.icon().isNull()
    page = factory.createWidget(None)
    qtbot.addWidget(page)
    page.show()
    assert isinstance(page, MapAssistantOptionsPage) and page.objectName() == "MapAssistantOptionsPage"
    page.provider_combo.setCurrentIndex(page.provider_combo.count() - 1)  # switch provider: rows follow
    page.apply()
