"""QGIS --code script for `make screenshot`: zoom to Europe, ask the demo question,
run the proposed action, save a picture of the main window to
$MAP_ASSISTANT_SCREENSHOT, then quit QGIS. Drives the dock by its object names."""

import os

from qgis.core import QgsRectangle
from qgis.PyQt.QtCore import Qt, QTimer
from qgis.PyQt.QtWidgets import QApplication, QDockWidget, QPushButton, QTableView, QWidget
from qgis.utils import iface

QUESTION = "Which countries are in view?"
state = {"left": 120}


def dock():
    return iface.mainWindow().findChild(QDockWidget, "MapAssistantDock")


def later(step, ms=500):
    state["left"] -= 1
    QTimer.singleShot(ms, step if state["left"] > 0 else save)


def start():
    if dock() is None or not dock().isVisible():
        return later(start)
    iface.mainWindow().resizeDocks([dock()], [420], Qt.Orientation.Horizontal)
    iface.mapCanvas().setExtent(QgsRectangle(-12, 35, 32, 60))
    iface.mapCanvas().refreshAllLayers()
    dock().findChild(QWidget, "chatInput").setPlainText(QUESTION)
    dock().findChild(QWidget, "sendButton").click()
    later(run_action)


def run_action():
    buttons = [b for b in dock().findChildren(QPushButton) if b.objectName() == "actionButton"]
    if not buttons or dock().findChild(QWidget, "stopButton").isEnabled():
        return later(run_action)
    buttons[-1].click()
    later(wait_table)


def wait_table():
    if not [t for t in dock().findChildren(QTableView) if t.objectName() == "resultTable"]:
        return later(wait_table)
    later(save, 2000)


def save():
    iface.mainWindow().grab().save(os.environ["MAP_ASSISTANT_SCREENSHOT"])
    QApplication.instance().quit()


iface.mainWindow().showMaximized()
QTimer.singleShot(2000, start)
