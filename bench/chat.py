"""A real chat for cases 7-9: the dock, the controller, the agent and the services
wired as the plugin wires them, talking through the real `anthropic` SDK to the
loopback fake Messages API (tests/support/fakes/fake_anthropic.py). As in the tests, only
Anthropic's server and QGIS's main window (pytest-qgis's QgisInterface) stand in."""

from __future__ import annotations

import os
import time

from common import PROFILE
from support.fakes.fake_anthropic import DUMMY_API_KEY, TEST_MODEL, FakeAnthropicServer


class BenchChat:
    def __init__(self, app, timeout_s: float = 30.0, **settings):
        from map_assistant.toolbelt import preferences
        from map_assistant.ui.chats.archive import store_path
        from map_assistant.ui.controller import ChatController
        from map_assistant.ui.dock import ChatDock
        from pytest_qgis.mock_qgis_classes import MockMessageBar
        from pytest_qgis.qgis_interface import QgisInterface
        from qgis.gui import QgsMapCanvas
        from qgis.PyQt.QtCore import Qt
        from qgis.PyQt.QtWidgets import QMainWindow

        self.app = app
        # Every chat starts empty: the plugin would bring back the project's last saved chat.
        store = store_path()
        if store.is_relative_to(PROFILE):
            store.unlink(missing_ok=True)
        self.server = FakeAnthropicServer()
        os.environ.update(ANTHROPIC_BASE_URL=self.server.base_url, ANTHROPIC_API_KEY=DUMMY_API_KEY)
        os.environ.pop("ANTHROPIC_AUTH_TOKEN", None)
        # The scripted server answers the turns only: no warm-up unless a case asks for it.
        preferences.save(preferences.PluginSettings(model=TEST_MODEL, timeout_s=timeout_s, max_tokens=1024,
                                                    **{"warm_up": False, **settings}))
        self.window = QMainWindow()
        self.window.resize(1000, 700)
        self.canvas = QgsMapCanvas(self.window)
        self.canvas.resize(600, 600)
        self.iface = QgisInterface(self.canvas, MockMessageBar(), self.window)
        self.window.show()
        self.dock = ChatDock(self.window)
        self.iface.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.show()
        self.controller = ChatController(self.iface, self.dock)

    def show(self, layer, extent) -> None:
        from qgis.core import QgsRectangle

        self.canvas.setLayers([layer])
        self.canvas.setDestinationCrs(layer.crs())
        self.canvas.setExtent(QgsRectangle(*extent))
        self.iface.setActiveLayer(layer)

    def send(self, text: str) -> None:
        from qgis.PyQt.QtWidgets import QPushButton, QWidget

        self.dock.findChild(QWidget, "chatInput").setPlainText(text)
        self.dock.findChild(QPushButton, "sendButton").click()

    def wait_until(self, done, timeout_s: float = 60.0) -> None:
        """Run the event loop, as QGIS's main loop does, until ``done()`` (checked each ms)."""
        wait_until(done, timeout_s)

    def wait_idle(self, timeout_s: float = 60.0) -> None:
        self.wait_until(lambda: self.controller.worker is None, timeout_s)

    def replies(self) -> list[str]:
        """The assistant's answers as shown (the dock's text, Markdown rendered)."""
        from qgis.PyQt.QtWidgets import QWidget

        shown = [w for w in self.dock.findChildren(QWidget) if w.objectName().startswith("assistantMessage")]
        return [w.toPlainText() if hasattr(w, "toPlainText") else w.text() for w in shown]

    def notices(self) -> list[str]:
        """The chat's notices and errors as shown (why a turn made nothing)."""
        from qgis.PyQt.QtWidgets import QWidget

        return [w.text() if hasattr(w, "text") else w.toPlainText()
                for w in self.dock.findChildren(QWidget) if w.objectName() in ("chatNotice", "chatError")]

    def widgets(self, cls, name: str) -> list:
        return [w for w in self.dock.findChildren(cls) if w.objectName() == name]

    def close(self) -> None:
        from qgis.core import QgsProject

        self.controller.shutdown()
        self.iface.removeDockWidget(self.dock)
        self.dock.deleteLater()
        self.window.close()
        self.server.close()
        QgsProject.instance().clear()


def wait_until(done, timeout_s: float = 60.0) -> None:
    """Run a Qt event loop until ``done()`` (checked every millisecond); the main
    thread sleeps in it between events, as in QGIS."""
    from qgis.PyQt.QtCore import QEventLoop, QTimer

    if done():
        return
    loop, check = QEventLoop(), QTimer()
    end = time.monotonic() + timeout_s

    def poll():
        if done() or time.monotonic() > end:
            loop.quit()

    check.setInterval(1)
    check.timeout.connect(poll)
    check.start()
    loop.exec()  # QEventLoop.exec, not Python's builtin
    check.stop()
    if not done():
        raise TimeoutError(f"not done within {timeout_s:g} s")

