"""``qgis.gui`` for the PyQt6 leg: mocked because QGIS 4 cannot be installed here.

The two base classes of the Options page, with QGIS's constructors and the calls
QGIS's Options dialog makes on them (createWidget, apply).
"""

from __future__ import annotations

from qgis.PyQt.QtCore import QObject
from qgis.PyQt.QtGui import QIcon
from qgis.PyQt.QtWidgets import QWidget

from .core import NotInThisLeg


class QgsOptionsPageWidget(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)

    def apply(self) -> None:
        """QGIS calls it when the dialog's OK is pressed; pages override it."""


class QgsOptionsWidgetFactory(QObject):
    def __init__(self, title: str = "", icon: QIcon | None = None):
        super().__init__()
        self._title, self._icon = title, icon if icon is not None else QIcon()

    def title(self) -> str:
        return self._title

    def icon(self) -> QIcon:
        return self._icon

    def createWidget(self, parent: QWidget | None = None) -> QgsOptionsPageWidget:  # noqa: N802
        raise NotImplementedError


def __getattr__(name: str):
    if name.startswith("Qgs"):
        raise NotInThisLeg(f"qgis.gui.{name}")
    raise AttributeError(name)
