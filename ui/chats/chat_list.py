"""The saved chats of the open project, inside the dock: reopen, delete, export as Markdown."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from qgis.PyQt.QtCore import Qt, pyqtSignal
from qgis.PyQt.QtWidgets import QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from ...toolbelt.i18n import tr

CHAT_ID_ROLE = Qt.ItemDataRole.UserRole


@dataclass(frozen=True)
class ChatRow:
    chat_id: int
    title: str
    updated: float  # seconds since the epoch
    current: bool = False  # the chat shown in the dock


class ChatListPanel(QWidget):
    """A list of chats with Open, Delete and Export; emits the chosen chat's id."""

    openRequested = pyqtSignal(int)
    deleteRequested = pyqtSignal(int)
    exportRequested = pyqtSignal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("chatListPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel(objectName="chatListHeading")
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.list = QListWidget(objectName="chatList")
        self.list.setMaximumHeight(self.fontMetrics().lineSpacing() * 8)
        self.list.itemDoubleClicked.connect(lambda item: self._emit(self.openRequested, item))
        self.list.currentItemChanged.connect(self._update_buttons)
        layout.addWidget(self.list)
        row = QHBoxLayout()
        self.open_button = self._button(row, tr("Open", "button: open the saved chat chosen in the list"), "openChatButton", self.openRequested,
                                        tr("Show this chat and continue it"))
        self.export_button = self._button(row, tr("Export…"), "exportChatButton", self.exportRequested,
                                          tr("Save this chat as a Markdown file"))
        self.delete_button = self._button(row, tr("Delete", "button: delete the saved chat chosen in the list"), "deleteChatButton", self.deleteRequested,
                                          tr("Delete this chat from the saved chats"))
        row.addStretch(1)
        layout.addLayout(row)
        self._update_buttons()

    def _button(self, row: QHBoxLayout, text: str, name: str, signal, tooltip: str) -> QPushButton:
        button = QPushButton(text, self, objectName=name)
        button.setToolTip(tooltip)
        button.clicked.connect(lambda: self._emit(signal, self.list.currentItem()))
        row.addWidget(button)
        return button

    def set_chats(self, project_label: str, rows: Sequence[ChatRow]) -> None:
        self.heading.setText(tr("Saved chats of {project}", project=project_label))
        self.list.clear()
        for row in rows:
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(row.updated))
            title = row.title or tr("(no message yet)")
            text = f"{title} · {when}" + (" · " + tr("shown", "the chat shown in the dock") if row.current else "")
            item = QListWidgetItem(text, self.list)
            item.setData(CHAT_ID_ROLE, row.chat_id)
            item.setToolTip(title)
            if row.current:
                self.list.setCurrentItem(item)
        if not rows:
            QListWidgetItem(tr("No saved chats yet."), self.list).setFlags(Qt.ItemFlag.NoItemFlags)
        self._update_buttons()

    def chat_ids(self) -> list[int]:
        return [self.list.item(i).data(CHAT_ID_ROLE) for i in range(self.list.count())
                if self.list.item(i).data(CHAT_ID_ROLE) is not None]

    def select(self, chat_id: int) -> None:
        for i in range(self.list.count()):
            if self.list.item(i).data(CHAT_ID_ROLE) == chat_id:
                self.list.setCurrentRow(i)

    def _emit(self, signal, item: QListWidgetItem | None) -> None:
        chat_id = item.data(CHAT_ID_ROLE) if item is not None else None
        if chat_id is not None:
            signal.emit(int(chat_id))

    def _update_buttons(self, *_args) -> None:
        item = self.list.currentItem()
        chosen = item is not None and item.data(CHAT_ID_ROLE) is not None
        for button in (self.open_button, self.export_button, self.delete_button):
            button.setEnabled(chosen)
