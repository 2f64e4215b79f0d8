"""Runs inside the real QGIS desktop application (``qgis --code``) for the
end-to-end tests: it drives the Map Assistant dock through its testability names
only, writes what it saw to $MA_E2E_RESULT as JSON, and quits QGIS.

$MA_E2E_MESSAGE: a message to send (the test's loopback API server answers it).
$MA_E2E_BROKEN_PROJECT: a project to open whose layer's file is missing: the driver waits for
the broken-layer suggestion and clicks its buttons, recording the dialogs QGIS opens.
"""

import json
import os
import traceback

import qgis.utils
from qgis.PyQt.QtCore import QEvent, QTimer
from qgis.PyQt.QtWidgets import QApplication, QDockWidget, QLabel, QPushButton, QWidget
from qgis.utils import iface

try:  # QtGui on Qt6 (and QGIS >= 3.40's qgis.PyQt), QtWidgets on older Qt5 builds
    from qgis.PyQt.QtGui import QAction
except ImportError:
    from qgis.PyQt.QtWidgets import QAction

RESULT = os.environ["MA_E2E_RESULT"]
MESSAGE = os.environ.get("MA_E2E_MESSAGE", "")
INSTALL = bool(os.environ.get("MA_E2E_INSTALL"))  # click Install, wait for pip, then go on
BROKEN_PROJECT = os.environ.get("MA_E2E_BROKEN_PROJECT", "")
seen = {"errors": [], "modal_dialogs": []}
state = {"ticks": 0}


def dock():
    return iface.mainWindow().findChild(QDockWidget, "MapAssistantDock")


def replies():
    widgets = [w for w in dock().findChildren(QWidget) if w.objectName().startswith("assistantMessage")]
    return [w.toPlainText() if hasattr(w, "toPlainText") else w.text() for w in widgets]


def finish():
    state["finished"] = True
    with open(RESULT, "w", encoding="utf-8") as out:
        json.dump(seen, out)
    QApplication.instance().quit()


def guarded(step):
    def run():
        try:
            step()
        except Exception:
            seen["errors"].append(traceback.format_exc())
            finish()

    return run


@guarded
def inspect():
    state["ticks"] += 1
    if dock() is None and state["ticks"] < 40:
        QTimer.singleShot(250, inspect)
        return
    seen["loaded"] = "map_assistant" in qgis.utils.plugins
    seen["dock"] = dock() is not None
    if seen["dock"]:
        d = dock()
        seen["dock_visible"] = d.isVisible()
        seen["widgets"] = sorted({w.objectName() for w in d.findChildren(QWidget) if w.objectName()})
        seen["dock_text"] = " ".join(
            w.text() for w in d.findChildren(QWidget) if hasattr(w, "text") and isinstance(w.text(), str)
        )
    seen["toolbar_action"] = iface.mainWindow().findChild(QAction, "mapAssistantToggle") is not None
    if BROKEN_PROJECT and seen["dock"]:
        close_modal_dialogs()  # QGIS asks what to do with the missing file, modally
        iface.addProject(BROKEN_PROJECT)
        state["ticks"] = 0
        QTimer.singleShot(500, wait_suggestion)
    elif INSTALL and seen["dock"]:
        dock().findChild(QWidget, "installDependenciesButton").click()
        state["ticks"] = 0
        QTimer.singleShot(500, wait_install)
    else:
        ask()


@guarded
def wait_install():
    state["ticks"] += 1
    banner = dock().findChild(QWidget, "dependenciesBanner")
    notices = [w.text() for w in dock().findChildren(QWidget) if w.objectName() in ("chatNotice", "chatError")]
    if banner.isVisible() and not notices and state["ticks"] < 600:
        QTimer.singleShot(500, wait_install)
        return
    seen["install_notices"] = notices
    seen["banner_after_install"] = banner.isVisible()
    ask()


@guarded
def close_modal_dialogs():
    """Each modal dialog QGIS opens: its class and title recorded, then closed as Escape would."""
    modal = QApplication.activeModalWidget()
    if modal is not None and modal.isVisible():
        seen["modal_dialogs"].append([modal.metaObject().className(), modal.windowTitle()])
        modal.reject() if hasattr(modal, "reject") else modal.close()
    if not state.get("finished"):
        QTimer.singleShot(200, close_modal_dialogs)


def suggestion_texts():
    return [w.findChild(QWidget, "suggestionText").text() for w in dock().findChildren(QWidget, "suggestion")]


@guarded
def wait_suggestion():
    """The broken layer's suggestion (after the project's first 10 s), then each of its buttons clicked."""
    state["ticks"] += 1
    broken = [w for w in dock().findChildren(QWidget, "suggestion")
              if "could not be loaded" in w.findChild(QWidget, "suggestionText").text()]
    if not broken and state["ticks"] < 150:
        QTimer.singleShot(200, wait_suggestion)
        return
    seen["suggestions"] = suggestion_texts()
    if broken:
        buttons = [b for b in broken[0].findChildren(QPushButton, "suggestionButton")]
        seen["suggestion_buttons"] = [b.text() for b in buttons]
        seen["dialogs_opened"] = []
        for button in buttons:  # a modal dialog returns once close_modal_dialogs closed it
            modal_before = len(seen["modal_dialogs"])
            shown_before = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
            button.click()
            QApplication.processEvents()
            # QGIS 3.40 shows the Data Source Manager without blocking: a new window, closed here
            opened = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w not in shown_before]
            seen["dialogs_opened"].append([name for name, _title in seen["modal_dialogs"][modal_before:]]
                                          + [w.metaObject().className() for w in opened])
            for window in opened:
                window.close()
        seen["card_errors"] = [w.text() for w in broken[0].findChildren(QLabel) if w.objectName().startswith("actionError")]
    QTimer.singleShot(0, unload)


def ask():
    if MESSAGE and seen["dock"]:
        box = dock().findChild(QWidget, "chatInput")
        box.setPlainText(MESSAGE)
        dock().findChild(QWidget, "sendButton").click()
        state["ticks"] = 0
        QTimer.singleShot(200, wait_reply)
    else:
        QTimer.singleShot(0, unload)


@guarded
def wait_reply():
    state["ticks"] += 1
    stop = dock().findChild(QWidget, "stopButton")
    if (stop.isEnabled() or not any(replies())) and state["ticks"] < 100:
        QTimer.singleShot(200, wait_reply)
        return
    seen["replies"] = replies()
    QTimer.singleShot(0, unload)


@guarded
def unload():
    seen["unloaded"] = qgis.utils.unloadPlugin("map_assistant")
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # run the dock's deleteLater now
    seen["dock_after_unload"] = dock() is not None
    seen["action_after_unload"] = iface.mainWindow().findChild(QAction, "mapAssistantToggle") is not None
    seen["reloaded"] = qgis.utils.loadPlugin("map_assistant") and qgis.utils.startPlugin("map_assistant")
    seen["dock_after_reload"] = dock() is not None
    finish()


QTimer.singleShot(500, inspect)
