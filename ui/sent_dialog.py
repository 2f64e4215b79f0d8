""""What was sent": the last request to the model, as it left the machine.

A non-modal window with the request's JSON body (system prompt, map context,
messages with the tool results), read-only and selectable, so the user can see
exactly which names and values went out. The body never holds the API key: it
travels in a header, and the text is scrubbed of known secrets before it gets here.
"""

from __future__ import annotations

import json

from qgis.PyQt.QtGui import QFontDatabase
from qgis.PyQt.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from ..toolbelt.i18n import tr


def readable(body: str) -> str:
    """The body indented for reading (the same JSON value); as it is when not JSON."""
    try:
        return json.dumps(json.loads(body), indent=2, ensure_ascii=False)
    except ValueError:
        return body


class SentDialog(QDialog):
    def __init__(self, body: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("whatWasSentDialog")
        self.setWindowTitle(tr("What was sent"))
        self.resize(720, 560)
        layout = QVBoxLayout(self)
        if body:
            note = tr("The last request sent to the model, exactly as sent (the API key travels in a "
                      "header and is not shown). Layer names, fields and any values below left this computer.")
        else:
            note = tr("Nothing has been sent to the model yet in this QGIS session.")
        label = QLabel(note, self)
        label.setWordWrap(True)
        layout.addWidget(label)
        self.text = QPlainTextEdit(self)
        self.text.setObjectName("whatWasSentText")
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setPlainText(readable(body))
        layout.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
