"""QGIS --code script for `make screenshot`: wait for the dock, save a picture of
the main window to $MAP_ASSISTANT_SCREENSHOT, then quit QGIS."""

import os

from qgis.PyQt.QtCore import QTimer
from qgis.PyQt.QtWidgets import QApplication, QDockWidget
from qgis.utils import iface

ATTEMPTS = {"left": 60}


def _grab():
    dock = iface.mainWindow().findChild(QDockWidget, "MapAssistantDock")
    ATTEMPTS["left"] -= 1
    if (dock is None or not dock.isVisible()) and ATTEMPTS["left"] > 0:
        QTimer.singleShot(500, _grab)
        return
    iface.mapCanvas().zoomToFullExtent()
    iface.mapCanvas().refreshAllLayers()
    QTimer.singleShot(3000, _save)


def _save():
    iface.mainWindow().grab().save(os.environ["MAP_ASSISTANT_SCREENSHOT"])
    QApplication.instance().quit()


iface.mainWindow().showMaximized()
QTimer.singleShot(2000, _grab)
