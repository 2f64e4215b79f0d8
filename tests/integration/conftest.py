"""A real chat: the dock, the controller, the agent and the services, wired as the
plugin wires them, talking through the real `anthropic` SDK to the loopback
Messages API server. Only Anthropic's server is a stand-in (it cannot run here),
and pytest-qgis's iface (the QGIS main window cannot run inside pytest)."""

import pytest
from map_assistant.toolbelt import preferences
from qgis.core import QgsProject
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtWidgets import QPushButton, QWidget


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
        return [w.text() if hasattr(w, "text") else w.toPlainText()
                for w in self.dock.findChildren(QWidget) if w.objectName().startswith("actionError")]


@pytest.fixture
def chat(qgis_iface, qgis_new_project, fake_anthropic, qtbot):
    from map_assistant.controller import ChatController
    from map_assistant.ui.dock import ChatDock

    preferences.save(preferences.PluginSettings(model="claude-sonnet-4-6", timeout_s=5.0, max_tokens=1024))
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
