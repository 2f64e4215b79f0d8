"""Every text a widget tree shows the user, and which of them are still the English of
a translation catalogue.

Walked: each widget's window title, tool tip, status tip and what's-this; the text of
labels, buttons, group boxes and check boxes; placeholder texts; spin boxes' special
text, prefix and suffix; combo box, list and tab items (and their tool tips); table and
tree headers; the widget's actions. Hidden widgets too: the user reaches them by
changing a setting. What the user types (a line edit's text) is not ours.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QSpinBox,
    QTabWidget,
    QWidget,
)

FIELD = re.compile(r"\\\{\w+[^{}]*\\\}")
COUNT = re.compile(r"%L?n")


def visible_texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) for every non-empty text of ``root`` and its children."""
    found: list[tuple[str, str]] = []
    for widget in [root, *root.findChildren(QWidget)]:
        name = f"{type(widget).__name__}#{widget.objectName() or '?'}"
        for what, text in _texts(widget):
            if text and text.strip():
                found.append((f"{name}.{what}", text))
    return found


def _texts(widget: QWidget) -> Iterable[tuple[str, str]]:
    yield "windowTitle", widget.windowTitle()
    yield "toolTip", widget.toolTip()
    yield "statusTip", widget.statusTip()
    yield "whatsThis", widget.whatsThis()
    if isinstance(widget, (QLabel, QAbstractButton)):
        yield "text", widget.text()
    if isinstance(widget, QGroupBox):
        yield "title", widget.title()
    if isinstance(widget, (QLineEdit, QPlainTextEdit)):
        yield "placeholderText", widget.placeholderText()
    if isinstance(widget, QAbstractSpinBox):
        yield "specialValueText", widget.specialValueText()
    if isinstance(widget, QSpinBox) or hasattr(widget, "suffix"):
        yield "prefix", getattr(widget, "prefix", str)()
        yield "suffix", getattr(widget, "suffix", str)()
    if isinstance(widget, QComboBox):
        for i in range(widget.count()):
            yield f"item[{i}]", widget.itemText(i)
            yield f"item[{i}].toolTip", str(widget.itemData(i, Qt.ItemDataRole.ToolTipRole) or "")
    if isinstance(widget, QListWidget):
        for i in range(widget.count()):
            yield f"item[{i}]", widget.item(i).text()
            yield f"item[{i}].toolTip", widget.item(i).toolTip()
    if isinstance(widget, QTabWidget):
        for i in range(widget.count()):
            yield f"tab[{i}]", widget.tabText(i)
    if isinstance(widget, QAbstractItemView) and widget.model() is not None and not isinstance(widget, QListWidget):
        model = widget.model()
        for i in range(model.columnCount()):
            yield f"header[{i}]", str(model.headerData(i, Qt.Orientation.Horizontal) or "")
    for i, action in enumerate(widget.actions()):
        yield f"action[{i}]", action.text()
        yield f"action[{i}].toolTip", action.toolTip() if action.toolTip() != action.text().replace("&", "") else ""


def english_pattern(source: str) -> re.Pattern | None:
    """A catalogue source as it reads in English once filled in (fields: any text, a count:
    digits, "(s)": its English plural); None for one with no words of its own ("{x}: {y}")."""
    if not re.search(r"[A-Za-z]{3}", FIELD.sub("", re.escape(source)).replace("\\", "")):
        return None
    pattern = COUNT.sub(r"[\\d,]+", FIELD.sub(".+?", re.escape(source))).replace(r"\(s\)", "s?")
    return re.compile(pattern, re.DOTALL)


def untranslated(texts: Iterable[tuple[str, str]], catalogue: Mapping[str, str], allowed: set[str]) -> list[str]:
    """The texts that read as the English of a catalogue source whose translation differs.

    ``catalogue``: source -> its translation in the language shown ("" when none); a
    source the translator kept as it is (a name, a word both languages share) is not
    flagged, nor are the ``allowed`` texts."""
    patterns = [(source, english_pattern(source)) for source, translation in catalogue.items()
                if translation != source]
    found = []
    for where, text in texts:
        if text in allowed:
            continue
        for source, pattern in patterns:
            if pattern is not None and pattern.fullmatch(text):
                found.append(f"{where}: {text!r} (the English of {source!r})")
                break
    return found
