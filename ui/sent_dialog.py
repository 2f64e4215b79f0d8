""""What was sent": the last request to the model, as it left the machine.

A non-modal window with the request's JSON body (system prompt, map context,
messages with the tool results), read-only and selectable, so the user can see
exactly which names and values went out. A picture of the map (``map_image``) is
shown as the picture, above the text, where the text names it in place of its base64. The body never holds the API key: it
travels in a header, and the text is scrubbed of known secrets before it gets here.
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Sequence
from typing import Any

from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtGui import QFontDatabase, QPixmap
from qgis.PyQt.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from ..toolbelt.i18n import tr

PICTURE_WIDTH = 320  # pixels: enough to recognise the map


def readable(body: str) -> tuple[str, list[bytes]]:
    """The body indented for reading (the same JSON value, a picture's base64 named
    instead of shown; as it is when not JSON), and the pictures it carries, in order:
    Anthropic ``image`` blocks and OpenAI data URLs."""
    try:
        value = json.loads(body)
    except ValueError:
        return body, []
    found: list[bytes] = []
    return json.dumps(_pictures_named(value, found), indent=2, ensure_ascii=False), found


def _pictures_named(value: Any, found: list[bytes]) -> Any:
    """``value`` with each picture's data replaced by a note; the pictures go to ``found``."""
    if isinstance(value, dict):
        data = _picture_data(value)
        if data is not None:
            try:
                found.append(base64.b64decode(data, validate=True))
            except (binascii.Error, ValueError):
                return value
            note = f"<picture {len(found)}, {len(found[-1]) // 1024 + 1} KB: shown above>"
            if value.get("type") == "image_url":
                return {**value, "image_url": {**value["image_url"], "url": note}}
            return {**value, "source": {**value["source"], "data": note}}
        return {k: _pictures_named(v, found) for k, v in value.items()}
    if isinstance(value, list):
        return [_pictures_named(v, found) for v in value]
    return value


def _picture_data(block: dict) -> str | None:
    if block.get("type") == "image" and isinstance(block.get("source"), dict):
        data = block["source"].get("data")
        return data if isinstance(data, str) else None
    if block.get("type") == "image_url" and isinstance(block.get("image_url"), dict):
        url = str(block["image_url"].get("url", ""))
        return url.partition(";base64,")[2] if url.startswith("data:image/") else None
    return None


class SentDialog(QDialog):
    def __init__(self, body: str, parent: QWidget | None = None, elsewhere: Sequence[str] = ()):
        """``elsewhere``: the requests to other servers (the online place search, OpenStreetMap data), one a line."""
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
        text, found = readable(body)
        for data in found:
            pixmap = QPixmap()
            if pixmap.loadFromData(data):
                picture = QLabel(self)
                picture.setObjectName("whatWasSentPicture")
                picture.setPixmap(pixmap.scaledToWidth(min(PICTURE_WIDTH, pixmap.width()),
                                                       Qt.TransformationMode.SmoothTransformation))
                picture.setToolTip(tr("A picture of the map sent to the model ({width} × {height} pixels)").format(
                    width=pixmap.width(), height=pixmap.height()))
                layout.addWidget(picture)
        self.text = QPlainTextEdit(self)
        self.text.setObjectName("whatWasSentText")
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.text.setPlainText(text)
        layout.addWidget(self.text, 1)
        if elsewhere:
            layout.addWidget(QLabel(tr("Also sent, to other servers (place searches and OpenStreetMap data you allowed in the settings):"),
                                    self))
            others = QPlainTextEdit("\n".join(elsewhere), self)
            others.setObjectName("whatWasSentElsewhere")
            others.setReadOnly(True)
            others.setMaximumHeight(others.fontMetrics().lineSpacing() * 6 + 12)
            layout.addWidget(others)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
