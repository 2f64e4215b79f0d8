"""The Map Assistant chat dock: messages, input, Send/Stop/New chat and a status line.

No business logic: the dock shows what the controller tells it and emits
signals for what the user asks. Its constructor is cheap (no network, no map).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from qgis.PyQt.QtCore import Qt, pyqtSignal
from qgis.PyQt.QtGui import QPainter
from qgis.PyQt.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..toolbelt.i18n import tr, translated
from .action_panel import ActionPanel
from .chats.chat_list import ChatListPanel
from .deps_panel import DependenciesBanner
from .messages import CHAT_STYLE, AssistantMessage, UserMessage, notice_label
from .painting import discard, painting

if TYPE_CHECKING:
    from ..services.base import ActionReply


class ChatInput(QPlainTextEdit):
    """Multi-line input: Enter (or keypad Enter) submits, Shift+Enter adds a line."""

    submitted = pyqtSignal()

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                self.insertPlainText("\n")
            else:
                self.submitted.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class StatusLabel(QLabel):
    """One line of status that never resizes the dock (a 120 px wider dock squeezed the
    map): its text's width is no part of the size hint, a long text is drawn elided and
    shown whole in the tooltip; ``text()`` stays the whole text."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt API)
        super().setText(text)
        self.setToolTip(text)

    @painting
    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        area = self.contentsRect()
        shown = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, area.width())
        alignment = self.alignment()
        flags = int(getattr(alignment, "value", alignment))  # an int: PyQt6 gives it as .value, PyQt5 via int()
        painter = QPainter(self)
        self.style().drawItemText(painter, area, flags, self.palette(), self.isEnabled(), shown,
                                  self.foregroundRole())
        painter.end()


class MessageList(QScrollArea):
    """The scrolling column of chat widgets; follows the bottom unless scrolled up."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("messageList")
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        content = QWidget(self)
        content.setObjectName("messageListContent")
        self._layout = QVBoxLayout(content)
        self._layout.setContentsMargins(6, 6, 6, 6)
        self._layout.addStretch(1)
        self.setWidget(content)

        self._follow = True  # stick to the bottom while new content arrives
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._on_scrolled)
        bar.rangeChanged.connect(self._on_range_changed)

    def add(self, widget: QWidget) -> QWidget:
        self._layout.insertWidget(self._layout.count() - 1, widget)
        return widget

    def remove(self, widget: QWidget) -> None:
        self._layout.removeWidget(widget)
        discard(widget)

    def clear(self) -> None:
        while self._layout.count() > 1:
            widget = self._layout.takeAt(0).widget()
            if widget is not None:
                discard(widget)
        self._follow = True

    def message_widgets(self) -> list[QWidget]:
        return [self._layout.itemAt(i).widget() for i in range(self._layout.count() - 1)]

    def _on_scrolled(self, value: int) -> None:
        self._follow = value >= self.verticalScrollBar().maximum() - 4

    def _on_range_changed(self, _minimum: int, maximum: int) -> None:
        if self._follow:
            self.verticalScrollBar().setValue(maximum)


class ChatDock(QDockWidget):
    sendRequested = pyqtSignal(str)
    stopRequested = pyqtSignal()
    newChatRequested = pyqtSignal()
    installDependenciesRequested = pyqtSignal()
    openSettingsRequested = pyqtSignal()
    chatListToggled = pyqtSignal(bool)  # shown: the controller fills the list
    whatWasSentRequested = pyqtSignal()
    builtinModelRequested = pyqtSignal()  # the suggestion's button: the click is the consent to download
    mcpToggled = pyqtSignal(bool)  # the user turned the MCP server on or off (ui/mcp_panel.py)
    messagesCleared = pyqtSignal()  # New chat, a saved chat opened: the buttons shown are gone
    busyChanged = pyqtSignal(bool)  # a turn started or ended: a waiting suggestion may appear

    def __init__(self, parent=None):
        super().__init__(tr("Map Assistant"), parent)
        self.setObjectName("MapAssistantDock")
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                             | Qt.DockWidgetArea.RightDockWidgetArea)
        self._busy = False
        self._deps_missing = False
        self._reply_count = 0
        # The reply that a following add_response may extend with its text;
        # None once action buttons were added under it.
        self._current: AssistantMessage | None = None
        self._last_sent: QWidget | None = None  # the last user bubble, taken back by give_back

        body = QWidget(self)
        body.setStyleSheet(CHAT_STYLE)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(self._make_header(body))

        self.chat_list = ChatListPanel(body)
        self.chat_list.setVisible(False)
        layout.addWidget(self.chat_list)

        self.deps_banner = DependenciesBanner(body)
        self.deps_banner.setVisible(False)
        self.deps_banner.installRequested.connect(self.installDependenciesRequested)
        layout.addWidget(self.deps_banner)
        layout.addWidget(self._make_builtin_suggestion(body))

        self.messages = MessageList(body)
        layout.addWidget(self.messages, 1)

        self.input = ChatInput(body)
        self.input.setObjectName("chatInput")
        self.input.setPlaceholderText(
            tr("Ask about your map… (Enter sends, Shift+Enter adds a line)"))
        self.input.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.input.setFixedHeight(self.input.fontMetrics().lineSpacing() * 4 + 12)
        self.input.submitted.connect(self._on_send)
        layout.addWidget(self.input)
        layout.addLayout(self._make_buttons(body))

        self._add_status_rows(layout, body)
        layout.addWidget(self._make_mcp_state(body))

        self.setWidget(body)
        self._update_controls()

    # -- construction ------------------------------------------------------

    def _make_header(self, body: QWidget) -> QHBoxLayout:
        row = QHBoxLayout()
        self.new_chat_button = QPushButton(tr("New chat"), body)
        self.new_chat_button.setObjectName("newChatButton")
        self.new_chat_button.setToolTip(tr("Start a new conversation (this one stays in Chats)"))
        self.new_chat_button.clicked.connect(self._on_new_chat)
        row.addWidget(self.new_chat_button)
        self.chats_button = QToolButton(body)
        self.chats_button.setObjectName("chatsButton")
        self.chats_button.setText(tr("Chats"))
        self.chats_button.setCheckable(True)
        self.chats_button.setToolTip(tr("Saved chats of this project: reopen, export or delete"))
        self.chats_button.toggled.connect(self._on_chats_toggled)
        row.addWidget(self.chats_button)
        row.addStretch(1)
        self.what_was_sent_button = QToolButton(body)
        self.what_was_sent_button.setObjectName("whatWasSentButton")
        self.what_was_sent_button.setText(tr("What was sent"))
        self.what_was_sent_button.setToolTip(tr("Show the last request sent to the model, exactly as sent"))
        self.what_was_sent_button.setAutoRaise(True)
        self.what_was_sent_button.clicked.connect(self.whatWasSentRequested)
        row.addWidget(self.what_was_sent_button)
        self.mcp_switch = QToolButton(body)
        self.mcp_switch.setObjectName("mcpSwitch")
        self.mcp_switch.setText(tr("MCP"))
        self.mcp_switch.setCheckable(True)
        self.mcp_switch.setToolTip(tr("Let other AI assistants (MCP clients such as Claude Desktop) read this map "
                                      "and propose buttons here; nothing runs until you click"))
        self.mcp_switch.setAutoRaise(True)
        self.mcp_switch.toggled.connect(self.mcpToggled)  # the panel sets it back to what really happened
        row.addWidget(self.mcp_switch)
        self.settings_button = QToolButton(body)
        self.settings_button.setObjectName("settingsButton")
        self.settings_button.setText("⚙")
        self.settings_button.setToolTip(tr("Settings: API key, model, limits"))
        self.settings_button.setAutoRaise(True)
        self.settings_button.clicked.connect(self.openSettingsRequested)
        row.addWidget(self.settings_button)
        return row

    def _make_builtin_suggestion(self, body: QWidget) -> QWidget:
        """For a user with no key: the built-in local model, offered, never fetched unasked."""
        self.builtin_suggestion = QWidget(body, objectName="builtinSuggestion")
        row = QHBoxLayout(self.builtin_suggestion)
        row.setContentsMargins(0, 0, 0, 0)
        self.builtin_suggestion_label = QLabel(self.builtin_suggestion, objectName="builtinSuggestionLabel")
        self.builtin_suggestion_label.setWordWrap(True)
        row.addWidget(self.builtin_suggestion_label, 1)
        self.builtin_use_button = QPushButton(self.builtin_suggestion, objectName="builtinUseButton")
        self.builtin_use_button.clicked.connect(self.builtinModelRequested)
        row.addWidget(self.builtin_use_button)
        options = QToolButton(self.builtin_suggestion, objectName="builtinOptionsButton")
        options.setText(tr("Options…"))
        options.setToolTip(tr("Choose a provider: a key, a local server or the built-in model"))
        options.clicked.connect(self.openSettingsRequested)
        row.addWidget(options)
        self.builtin_suggestion.setVisible(False)
        return self.builtin_suggestion

    def _add_status_rows(self, layout: QVBoxLayout, body: QWidget) -> None:
        """The model's status, the usage, and the built-in model's state."""
        self.status_label = StatusLabel(body)
        self.status_label.setObjectName("statusLabel")
        layout.addWidget(self.status_label)
        self.usage_label = QLabel(body)
        self.usage_label.setObjectName("usageLabel")
        self.usage_label.setTextFormat(Qt.TextFormat.PlainText)
        self.usage_label.setWordWrap(True)
        layout.addWidget(self.usage_label)
        self.builtin_status = QLabel(body)  # what the built-in model runs and holds; hidden when nothing
        self.builtin_status.setObjectName("builtinModelStatus")
        self.builtin_status.setTextFormat(Qt.TextFormat.PlainText)
        self.builtin_status.setWordWrap(True)
        self.builtin_status.setVisible(False)
        layout.addWidget(self.builtin_status)


    def _make_mcp_state(self, body: QWidget) -> QWidget:
        """While the MCP server is on: that it is, who is connected, and a Stop."""
        self.mcp_state = QWidget(body, objectName="mcpState")
        row = QHBoxLayout(self.mcp_state)
        row.setContentsMargins(0, 0, 0, 0)
        self.mcp_status = QLabel(self.mcp_state, objectName="mcpStatus")
        self.mcp_status.setTextFormat(Qt.TextFormat.PlainText)
        self.mcp_status.setWordWrap(True)
        row.addWidget(self.mcp_status, 1)
        stop = QToolButton(self.mcp_state, objectName="mcpStopButton")
        stop.setText(tr("Stop"))
        stop.setToolTip(tr("Stop the MCP server: connected clients are disconnected"))
        stop.clicked.connect(lambda: self.mcpToggled.emit(False))
        row.addWidget(stop)
        self.mcp_state.setVisible(False)
        return self.mcp_state

    def _make_buttons(self, body: QWidget) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addStretch(1)
        self.stop_button = QPushButton(tr("Stop"), body)
        self.stop_button.setObjectName("stopButton")
        self.stop_button.setToolTip(tr("Stop the answer in progress"))
        self.stop_button.clicked.connect(self.stopRequested)
        row.addWidget(self.stop_button)
        self.send_button = QPushButton(tr("Send"), body)
        self.send_button.setObjectName("sendButton")
        self.send_button.setDefault(True)
        self.send_button.clicked.connect(self._on_send)
        row.addWidget(self.send_button)
        return row

    # -- user actions ------------------------------------------------------

    def _on_send(self) -> None:
        text = self.input.toPlainText().strip()
        if not text or self._busy or self._deps_missing:
            return
        self.input.clear()
        self.add_user_message(text)
        self.sendRequested.emit(text)

    def _on_new_chat(self) -> None:
        self.clear_messages()
        self.newChatRequested.emit()

    def _on_chats_toggled(self, shown: bool) -> None:
        self.chat_list.setVisible(shown)
        self.chatListToggled.emit(shown)

    def _update_controls(self) -> None:
        ready = not self._deps_missing
        self.input.setEnabled(ready)
        self.send_button.setEnabled(ready and not self._busy)
        self.stop_button.setEnabled(self._busy)

    # -- public API for the controller ------------------------------------

    def add_user_message(self, text: str) -> None:
        self._current = None
        self._last_sent = self.messages.add(UserMessage(text))

    def give_back(self, text: str) -> None:
        """A message the controller could not send: its bubble goes, and the text comes
        back into the input, unless the user has typed something else since."""
        sent, self._last_sent = self._last_sent, None
        if sent is not None and sent in self.messages.message_widgets():
            self.messages.remove(sent)
        if not self.input.toPlainText().strip():
            self.input.setPlainText(text)

    def begin_assistant_message(self) -> None:
        self._close_current()
        self._reply_count += 1
        self._current = self.messages.add(AssistantMessage(self._reply_count))

    def append_assistant_text(self, delta: str) -> None:
        if self._current is None or self._current.finished:
            self.begin_assistant_message()
        self._current.append(delta)

    def set_assistant_text(self, markdown: str) -> None:
        if self._current is None:
            self.begin_assistant_message()
        self._current.set_text(markdown)

    def end_assistant_message(self) -> None:
        self._close_current()

    def _close_current(self) -> None:
        """Finish the reply in progress. One that stayed empty (a failed or stopped
        turn, or an answer that was only an action) is removed, not left hidden:
        an empty ``assistantMessage`` would read as an empty reply."""
        current = self._current
        if current is None:
            return
        if not current.finished:
            current.finish()
        if not current.markdown.strip():
            self.messages.remove(current)
            self._reply_count -= 1  # it was the newest: the next reply takes its number
            self._current = None

    def add_response(self, response: ActionReply) -> ActionPanel | None:
        """The action's text and buttons; the buttons' panel, if there are any."""
        self._close_current()  # the streamed text ends where the action starts
        if response.text.strip():
            # The service's text is part of the reply: it joins the current
            # reply unless buttons already sit under it (then a new reply).
            if self._current is None:
                self.begin_assistant_message()
            self._current.append_paragraph(response.text)
        if not response.buttons:
            return None
        panel = self.messages.add(ActionPanel(response.buttons))
        self._current = None
        return panel

    def add_notice(self, text: str, level: str = "info") -> None:
        self.messages.add(notice_label(text, level))

    def add_offer(self, label: str, on_click, object_name: str = "offerButton") -> QPushButton:
        """A one-time choice in the chat (e.g. continue with the local model); used once."""
        button = QPushButton(translated(label), objectName=object_name)
        button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)

        def clicked() -> None:
            button.setEnabled(False)
            on_click()

        button.clicked.connect(clicked)
        self.messages.add(button)
        return button

    def set_busy(self, busy: bool) -> None:
        self._busy = bool(busy)
        self._update_controls()
        self.busyChanged.emit(self._busy)

    def ask(self, text: str) -> None:
        """Send ``text`` as if typed (a starter question's click); while a turn runs it waits in the input."""
        self.input.setPlainText(translated(text))
        self._on_send()

    def user_is_busy(self) -> bool:
        """Typing, or waiting for an answer: no suggestion appears now."""
        return self._busy or bool(self.input.toPlainText().strip())

    def chat_is_empty(self) -> bool:
        return all(widget.objectName() == "suggestion" for widget in self.messages.message_widgets())

    def set_status(self, text: str) -> None:
        self.status_label.setText(translated(text))

    def set_usage(self, text: str, tooltip: str = "") -> None:
        self.usage_label.setText(text)
        self.usage_label.setToolTip(tooltip)

    def show_builtin_suggestion(self, text: str, button: str) -> None:
        self.builtin_suggestion_label.setText(translated(text))
        self.builtin_use_button.setText(translated(button))
        self.builtin_suggestion.setVisible(True)

    def hide_builtin_suggestion(self) -> None:
        self.builtin_suggestion.setVisible(False)

    def set_builtin_status(self, text: str) -> None:
        self.builtin_status.setText(translated(text))
        self.builtin_status.setVisible(bool(text))

    def set_mcp_state(self, on: bool, text: str) -> None:
        """What the server really is: not the user's toggle, so ``mcpToggled`` stays quiet."""
        was_blocked = self.mcp_switch.blockSignals(True)
        self.mcp_switch.setChecked(on)
        self.mcp_switch.blockSignals(was_blocked)
        self.mcp_status.setText(translated(text))
        self.mcp_state.setVisible(on)

    def set_mcp_status_text(self, text: str) -> None:
        self.mcp_status.setText(translated(text))

    def show_missing_dependencies(self, missing: list[str], detail: str = "", installable: bool = True) -> None:
        self._deps_missing = True
        self.deps_banner.show_missing(missing, detail, installable)
        self._update_controls()

    def set_dependencies_installing(self, message: str, percent: float | None = None) -> None:
        self.deps_banner.set_installing(message, percent)

    def hide_missing_dependencies(self) -> None:
        self._deps_missing = False
        self.deps_banner.setVisible(False)
        self._update_controls()

    def clear_messages(self) -> None:
        self.messages.clear()
        self._current = None
        self._reply_count = 0
        self.messagesCleared.emit()
