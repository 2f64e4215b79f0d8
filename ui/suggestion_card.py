"""One suggestion in the chat (objectName ``suggestion``): its text, its buttons
(``suggestionButton``, each an ActionRow that reports under itself) and a dismiss
control (``suggestionDismiss``). These names are a contract: tests outside the
repository drive them."""

from __future__ import annotations

from qgis.PyQt.QtCore import pyqtSignal
from qgis.PyQt.QtWidgets import QFrame, QHBoxLayout, QToolButton, QVBoxLayout

from ..services.suggestions.suggestion import Suggestion
from ..toolbelt.i18n import tr, translated
from .action_panel import ActionRow
from .messages import wrapping_label


class SuggestionCard(QFrame):
    dismissed = pyqtSignal()  # the user does not want this trigger again in this project

    def __init__(self, suggestion: Suggestion, parent=None):
        super().__init__(parent)
        self.setObjectName("suggestion")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.suggestion = suggestion
        self.setAccessibleName(translated(suggestion.text))  # what a screen reader (or a test) reads of it
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        top = QHBoxLayout()
        self.text_label = wrapping_label(translated(suggestion.text), "suggestionText", self)
        top.addWidget(self.text_label, 1)
        self.dismiss_button = QToolButton(self)
        self.dismiss_button.setObjectName("suggestionDismiss")
        self.dismiss_button.setText("✕")
        self.dismiss_button.setAutoRaise(True)
        self.dismiss_button.setToolTip(tr("Dismiss: no more suggestions of this kind in this project"))
        self.dismiss_button.clicked.connect(self.dismissed)
        top.addWidget(self.dismiss_button)
        layout.addLayout(top)
        self.rows = []
        for button in suggestion.buttons:
            row = ActionRow(button, self)
            row.button.setObjectName("suggestionButton")
            layout.addWidget(row)
            self.rows.append(row)

    def text(self) -> str:
        return self.text_label.text()
