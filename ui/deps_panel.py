"""The "missing dependencies" banner shown above the chat until the install is done."""

from __future__ import annotations

from qgis.PyQt.QtCore import pyqtSignal
from qgis.PyQt.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
)

from ..toolbelt.i18n import tr, translated
from .messages import wrapping_label


class DependenciesBanner(QFrame):
    installRequested = pyqtSignal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("dependenciesBanner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)

        self.message = wrapping_label("", "dependenciesMessage", self)
        layout.addWidget(self.message)
        self.detail = wrapping_label("", "dependenciesDetail", self)
        layout.addWidget(self.detail)

        row = QHBoxLayout()
        self.progress = QProgressBar(self)
        self.progress.setObjectName("dependenciesProgress")
        self.progress.setVisible(False)
        row.addWidget(self.progress, 1)
        self.install_button = QPushButton(tr("Install"), self)
        self.install_button.setObjectName("installDependenciesButton")
        self.install_button.setToolTip(
            tr("Install the missing Python packages into your QGIS profile"))
        self.install_button.clicked.connect(self._on_install)
        row.addWidget(self.install_button)
        layout.addLayout(row)

    def show_missing(self, missing: list[str], detail: str = "", installable: bool = True) -> None:
        """``installable`` False: pip cannot help here (``detail`` says what can), so no Install."""
        if installable:
            text = tr("Map Assistant needs Python packages that QGIS does not include: {names}. "
                      "Click Install to add them to your QGIS profile.", names=", ".join(missing))
        else:  # no Install button: the detail says what to do instead
            text = tr("Map Assistant needs Python packages that QGIS does not include: {names}.",
                      names=", ".join(missing))
        self.message.setText(text)
        self.detail.setText(translated(detail))
        self.detail.setVisible(bool(detail))
        self.progress.setVisible(False)
        self.install_button.setEnabled(installable)
        self.install_button.setVisible(installable)
        self.setVisible(True)

    def set_installing(self, message: str, percent: float | None = None) -> None:
        """Installer feedback: percent 0-100, negative when unknown (busy bar),
        None when pip is no longer running (e.g. it failed: Install is offered again)."""
        self.detail.setText(translated(message))
        self.detail.setVisible(bool(message))
        running = percent is not None
        self.install_button.setEnabled(not running)
        self.progress.setVisible(running)
        if percent is not None and percent < 0:
            self.progress.setRange(0, 0)
        elif percent is not None:
            self.progress.setRange(0, 100)
            self.progress.setValue(int(min(100.0, percent)))

    def _on_install(self) -> None:
        self.install_button.setEnabled(False)  # one install at a time
        self.installRequested.emit()
