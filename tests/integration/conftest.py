"""A real chat: the dock, the controller, the agent and the services, wired as the
plugin wires them, talking through a real SDK to a loopback model server: the
`anthropic` SDK to the Messages API fake, or the `openai` SDK to the
chat-completions fake. Each test that asks for ``llm_server`` runs once per
provider, scripted with the same ``Reply`` objects; a module whose behaviour is
one provider's own narrows it with ``support.fakes.scripted.ANTHROPIC_ONLY``. Only the
model servers are stand-ins (real-model tests live apart), and pytest-qgis's
iface (the QGIS main window cannot run inside pytest)."""

import pytest
from map_assistant.agent.providers.presets import ANTHROPIC, OPENAI, PROVIDERS
from map_assistant.toolbelt import preferences
from qgis.core import QgsProject
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtWidgets import QPushButton, QTableView, QWidget
from support.fakes.fake_openai import OPENAI_TEST_MODEL


class Chat:
    def __init__(self, dock, controller, qtbot):
        self.dock = dock
        self.controller = controller
        self.qtbot = qtbot

    def send(self, text: str, wait: bool = True):
        box = self.dock.findChild(QWidget, "chatInput")
        box.setPlainText(text)
        self.qtbot.mouseClick(self.dock.findChild(QWidget, "sendButton"), Qt.MouseButton.LeftButton)
        if wait:
            self.wait_idle()

    def wait_idle(self, timeout_ms: int = 20_000):
        self.qtbot.waitUntil(lambda: self.controller.worker is None, timeout=timeout_ms)

    def replies(self) -> list[str]:
        widgets = [w for w in self.dock.findChildren(QWidget) if w.objectName().startswith("assistantMessage")]
        return [w.toPlainText() if hasattr(w, "toPlainText") else w.text() for w in widgets]

    def notices(self) -> list[str]:
        return [w.text() if hasattr(w, "text") else w.toPlainText()
                for w in self.dock.findChildren(QWidget) if w.objectName() in ("chatNotice", "chatError")]

    def errors(self) -> list[str]:
        return [w.text() if hasattr(w, "text") else w.toPlainText()
                for w in self.dock.findChildren(QWidget) if w.objectName() == "chatError"]

    def action_buttons(self) -> list[QPushButton]:
        return [b for b in self.dock.findChildren(QPushButton) if b.objectName() == "actionButton"]

    def action_errors(self) -> list[str]:
        # An error with Undo is a row ("actionErrorNote") holding the label ("actionError"): the label's
        # text is read, the row has none (make eval-live at 0a84e47: two tasks ended in AttributeError).
        return [w.text() if hasattr(w, "text") else w.toPlainText()
                for w in self.dock.findChildren(QWidget) if w.objectName().startswith("actionError")
                and (hasattr(w, "text") or hasattr(w, "toPlainText"))]

    def result_tables(self) -> list[QTableView]:
        return [t for t in self.dock.findChildren(QTableView) if t.objectName() == "resultTable"]

    # A rerun replaces its button's table, and the new wrapper may reuse the freed
    # one's address: id() can't tell old from new (1 run in 14 waited forever), a
    # property set on the widget itself can.
    def mark_results_seen(self) -> None:
        for table in self.result_tables():
            table.setProperty("seenByTest", True)

    def new_result_tables(self) -> list[QTableView]:
        return [t for t in self.result_tables() if not t.property("seenByTest")]


@pytest.fixture(params=PROVIDERS)
def provider(request) -> str:
    return request.param


@pytest.fixture
def llm_server(request, provider):
    """The loopback server of the chat's provider (FakeAnthropicServer or FakeOpenAIServer)."""
    return request.getfixturevalue("fake_anthropic" if provider == ANTHROPIC else "fake_openai")


def chat_settings(provider: str, server) -> preferences.PluginSettings:
    if provider == OPENAI:
        return preferences.PluginSettings(provider=OPENAI, local_preset="custom", local_base_url=server.base_url,
                                          local_model=OPENAI_TEST_MODEL, local_timeout_s=5.0, max_tokens=1024,
                                          warm_up=False)  # scripted servers answer only the scripted turns
    return preferences.PluginSettings(model="claude-sonnet-4-6", timeout_s=5.0, max_tokens=1024, warm_up=False)


@pytest.fixture
def chat(qgis_iface, qgis_new_project, provider, llm_server, qtbot):
    from map_assistant.ui.controller import ChatController
    from map_assistant.ui.dock import ChatDock

    preferences.save(chat_settings(provider, llm_server))
    qgis_iface.mainWindow().show()  # clicks only reach visible widgets
    dock = ChatDock(qgis_iface.mainWindow())
    qgis_iface.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.show()
    controller = ChatController(qgis_iface, dock)
    yield Chat(dock, controller, qtbot)
    controller.shutdown()
    qgis_iface.removeDockWidget(dock)
    dock.deleteLater()
    QgsProject.instance().clear()
