"""The chat's one question about what leaves the machine: may lookups send
attribute values to the model? Allow (saved for next time) or Not now."""

from __future__ import annotations

from qgis.PyQt.QtCore import pyqtSignal
from qgis.PyQt.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout

from ..agent.errors import SETTINGS
from ..toolbelt.i18n import tr
from .messages import wrapping_label


class ValuesQuestion(QFrame):
    answered = pyqtSignal(bool)  # True: Allow

    def __init__(self, tools: tuple[str, ...], provider: str, parent=None):
        super().__init__(parent)
        self.setObjectName("valuesQuestion")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        self.label = wrapping_label(
            tr("To answer, the assistant wants to look at values in your layers ({lookups}). They would be sent "
               "to {server}. Allow sending attribute values? (Names, types and counts are always sent; "
               "you can change this in {settings}.)", lookups=", ".join(tools), server=provider, settings=SETTINGS),
            "valuesQuestionText", self)
        layout.addWidget(self.label)
        row = QHBoxLayout()
        row.addStretch(1)
        self.not_now_button = QPushButton(tr("Not now"), self)
        self.not_now_button.setObjectName("notNowValuesButton")
        self.not_now_button.clicked.connect(lambda: self._answer(False))
        row.addWidget(self.not_now_button)
        self.allow_button = QPushButton(tr("Allow"), self)
        self.allow_button.setObjectName("allowValuesButton")
        self.allow_button.clicked.connect(lambda: self._answer(True))
        row.addWidget(self.allow_button)
        layout.addLayout(row)

    def _answer(self, allowed: bool) -> None:
        self.close_question(tr("Allowed; saved for next time.") if allowed else
                            tr("Not sent. The assistant will offer buttons instead."))
        self.answered.emit(allowed)

    def close_question(self, outcome: str) -> None:
        """No more answers (answered, or the turn ended); say what became of it."""
        self.allow_button.setEnabled(False)
        self.not_now_button.setEnabled(False)
        self.label.setText(f"{self.label.text()}\n{outcome}")
