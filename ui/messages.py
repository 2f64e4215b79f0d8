"""Chat message widgets: user and assistant messages, notices and error lines.

Assistant replies are QTextBrowsers so that ``toPlainText()`` gives the rendered
reply text and Markdown renders natively (QTextDocument.setMarkdown, Qt >= 5.14).
"""

from __future__ import annotations

from qgis.PyQt.QtCore import QSizeF, Qt, QTimer, QUrl
from qgis.PyQt.QtGui import QDesktopServices, QTextCursor, QTextDocument
from qgis.PyQt.QtWidgets import QFrame, QLabel, QSizePolicy, QTextBrowser

from ..toolbelt.i18n import translated

# Streaming deltas arrive many times per second; re-render at most this often.
STREAM_RENDER_INTERVAL_MS = 40
# While streaming, paragraphs are kept at most this long (see _bound_last_block).
STREAM_BLOCK_CHARS = 500

# GitHub Markdown with raw HTML shown as text: the model's text must not be able
# to restyle the chat or pull local images. PyQt5 needs the flags class for "|".
_FEATURE = QTextDocument.MarkdownFeature
_FLAGS = getattr(QTextDocument, "MarkdownFeatures", lambda feature: feature)
MARKDOWN_FEATURES = _FLAGS(_FEATURE.MarkdownDialectGitHub) | _FEATURE.MarkdownNoHTML
LINK_SCHEMES = ("http", "https", "mailto")


class TextBlock(QTextBrowser):
    """A read-only text view whose height follows its content.

    Inside the chat's scroll area every message must be as tall as its text, so
    the view never scrolls itself; the chat list scrolls instead.
    """

    def __init__(self, object_name: str, parent=None):
        super().__init__(parent)
        self.setObjectName(object_name)
        self.setReadOnly(True)
        # QTextBrowser would navigate itself to a relative link (wiping the
        # message); open web links in the browser instead and ignore the rest.
        self.setOpenLinks(False)
        self.anchorClicked.connect(self._open_link)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(80)
        self.document().documentLayout().documentSizeChanged.connect(self._fit_height)
        self._fit_height(self.document().size())

    def text(self) -> str:
        """The text as shown (Markdown rendered), like ``QLabel.text()`` for tests and scripts."""
        return self.toPlainText()

    def set_markdown(self, markdown: str) -> None:
        # Parsed into a detached document, then swapped in: importing Markdown
        # into the shown document re-lays it out block by block (measured ~8x
        # slower for a long reply), which would stall the event loop.
        document = QTextDocument(self)
        document.setDefaultFont(self.font())
        document.setDocumentMargin(self.document().documentMargin())
        document.setMarkdown(markdown, MARKDOWN_FEATURES)
        previous = self.document()
        ours = previous.parent() is self  # else it is Qt's default one, deleted by setDocument
        self.setDocument(document)
        if ours:
            previous.deleteLater()
        document.documentLayout().documentSizeChanged.connect(self._fit_height)
        self._fit_height(document.size())

    def _open_link(self, url: QUrl) -> None:
        if url.scheme().lower() in LINK_SCHEMES:
            QDesktopServices.openUrl(url)

    def _fit_height(self, size: QSizeF) -> None:
        margins = self.contentsMargins()
        height = int(size.height() + 0.999) + margins.top() + margins.bottom()
        if height != self.height():
            self.setFixedHeight(max(height, 8))


class UserMessage(TextBlock):
    """What the user typed, shown verbatim (no Markdown: it is their own text)."""

    def __init__(self, text: str, parent=None):
        super().__init__("userMessage", parent)
        self.setPlainText(text)


class AssistantMessage(TextBlock):
    """One assistant reply, streamed as plain text and rendered as Markdown at the end.

    Deltas are buffered and appended at the document's end at most every
    ``STREAM_RENDER_INTERVAL_MS``: appending is incremental (cheap) whereas
    re-parsing Markdown on every delta would grow with the reply length.
    """

    def __init__(self, index: int, parent=None):
        super().__init__(f"assistantMessage{index}", parent)
        self._parts: list[str] = []  # the whole reply so far (joined lazily)
        self._pending: list[str] = []  # deltas not yet shown
        self._finished = False
        self._flush_timer = QTimer(self)
        self._flush_timer.setSingleShot(True)
        self._flush_timer.setInterval(STREAM_RENDER_INTERVAL_MS)
        self._flush_timer.timeout.connect(self.flush)

    @property
    def markdown(self) -> str:
        return "".join(self._parts)

    @property
    def finished(self) -> bool:
        return self._finished

    def append(self, delta: str) -> None:
        if not delta:
            return
        self._parts.append(delta)
        self._pending.append(delta)
        if not self._flush_timer.isActive():
            self._flush_timer.start()

    def flush(self) -> None:
        """Show buffered deltas now (plain text while streaming)."""
        self._flush_timer.stop()
        if not self._pending:
            return
        text = "".join(self._pending)
        self._pending.clear()
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.insertText(text)
        self._bound_last_block(cursor)

    def _bound_last_block(self, cursor: QTextCursor) -> None:
        """Each append re-lays out the whole last paragraph: one of 11,000 characters
        took up to 120 ms (measured). While streaming, a paragraph longer than
        STREAM_BLOCK_CHARS is broken at its last space; the final Markdown render
        restores it."""
        block = self.document().lastBlock()
        if block.length() <= STREAM_BLOCK_CHARS:
            return
        text = block.text()
        cut = text.rfind(" ", 0, len(text) - 1)  # a space with text after it
        if cut <= 0:
            return
        cursor.setPosition(block.position() + cut)
        cursor.deleteChar()
        cursor.insertBlock()

    def set_text(self, markdown: str) -> None:
        """Replace the whole reply (e.g. once the action JSON is removed)."""
        self._flush_timer.stop()
        self._pending.clear()
        self._parts = [markdown] if markdown else []
        if self._finished:
            self.set_markdown(markdown)
            self.setVisible(bool(markdown.strip()))
        else:
            self.setPlainText(markdown)

    def append_paragraph(self, markdown: str) -> None:
        """Add a finished Markdown paragraph (a service's text) to a finished reply."""
        current = self.markdown.rstrip()
        self._parts = [f"{current}\n\n{markdown}" if current else markdown]
        self.finish()

    def finish(self) -> None:
        """Stop streaming: one final Markdown render of the whole reply."""
        self._flush_timer.stop()
        self._pending.clear()
        self._finished = True
        self.set_markdown(self.markdown)
        self.setVisible(bool(self.markdown.strip()))


class ResponseText(TextBlock):
    """Markdown text that is not part of a streamed reply."""

    def __init__(self, markdown: str, object_name: str = "responseText", parent=None):
        super().__init__(object_name, parent)
        self.set_markdown(markdown)


def wrapping_label(text: str, object_name: str, parent=None) -> QLabel:
    """A selectable, word-wrapped plain-text label (notices, errors, notes); a text made
    in agent/ or services/ (``for_user``) shown in QGIS's language."""
    label = QLabel(translated(text), parent)
    label.setObjectName(object_name)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
    return label


def notice_label(text: str, level: str = "info", parent=None) -> QLabel:
    """A chat line for things the user must know (e.g. a rejected API key)."""
    label = wrapping_label(text, "chatError" if level == "error" else "chatNotice", parent)
    label.setProperty("level", level)
    return label


def error_label(message: str, parent=None) -> QLabel:
    """An error from running an action; objectName ``actionError`` (tests rely on it)."""
    return wrapping_label(message, "actionError", parent)


# Palette-based colours so light and dark themes both stay readable.
CHAT_STYLE = """
#userMessage { background: palette(alternate-base); border-radius: 6px; padding: 4px; }
#chatNotice[level="warning"] { color: #9a6700; }
#chatError, #actionError { color: #c62828; }
#chatNotice, #chatError, #actionError { padding: 2px 4px; }
"""
