"""No cycle collection inside Qt's paint calls, and no widget let go of left to the collector.

The crash this keeps away: make test's host leg ended in a segfault (CI, and 2 runs of 2
of the hostile corpus' button test followed by a shown dock), Qt painting a widget that a
collection had deleted while Qt walked the widget tree (ui/painting.py).
"""

from __future__ import annotations

import gc
import importlib
import inspect
from pathlib import Path

import pytest
from map_assistant.ui.painting import discard, painting
from qgis.PyQt import sip
from qgis.PyQt.QtCore import QCoreApplication, QEvent, QObject
from qgis.PyQt.QtWidgets import QApplication, QLabel, QWidget

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "ui"
# What Qt calls on our classes while it paints a widget tree.
PAINT_CALLS = ("paintEvent", "paint", "data", "headerData", "displayText")


def unmarked_paint_calls(classes) -> list[str]:
    """Each paint call one of these classes defines without ``@painting``."""
    return [f"{cls.__module__}.{cls.__qualname__}.{name}" for cls in classes for name in PAINT_CALLS
            if name in vars(cls) and not getattr(vars(cls)[name], "paints", False)]


def ui_classes() -> list[type]:
    modules = [importlib.import_module("map_assistant." + ".".join(path.relative_to(UI.parent).with_suffix("").parts))
               for path in sorted(UI.rglob("*.py")) if path.name != "__init__.py"]
    return [cls for module in modules for _, cls in inspect.getmembers(module, inspect.isclass)
            if cls.__module__ == module.__name__ and issubclass(cls, QObject)]


def test_every_paint_call_in_the_ui_pauses_the_collector():
    classes = ui_classes()
    assert len(classes) > 20  # the ui's widgets were found
    assert unmarked_paint_calls(classes) == []


def test_the_check_finds_an_unmarked_paint_call():
    class Unmarked(QWidget):
        def paintEvent(self, _event):  # noqa: N802 (Qt API)
            pass

    class Marked(QWidget):
        @painting
        def paintEvent(self, _event):  # noqa: N802 (Qt API)
            pass

    assert unmarked_paint_calls([Unmarked, Marked]) == [f"{__name__}.{Unmarked.__qualname__}.paintEvent"]


@pytest.fixture
def collector_on():
    """The collector running, as in QGIS; the PyQt6 leg pauses it around each test (tests/qt6/qt6_leg.py)."""
    was_on = gc.isenabled()
    gc.enable()
    yield
    if not was_on:
        gc.disable()


def test_the_collector_is_paused_inside_a_paint_call_and_resumed_after_it(collector_on):
    seen = []

    @painting
    def paint_call(fail: bool = False):
        seen.append(gc.isenabled())
        if fail:
            raise RuntimeError("the paint failed")

    paint_call()
    with pytest.raises(RuntimeError):
        paint_call(fail=True)
    assert seen == [False, False] and gc.isenabled()
    gc.disable()  # paused by someone else: theirs to resume
    try:
        paint_call()
        assert not gc.isenabled()
    finally:
        gc.enable()


def alive(name: str) -> bool:
    return any(widget.objectName() == name for widget in QApplication.allWidgets())


@pytest.mark.parametrize("let_go", ["discard", "unparent"])
def test_a_discarded_widget_is_deleted_by_qt_not_by_a_collection(qtbot, let_go):
    parent = QWidget()
    qtbot.addWidget(parent)
    widget = QLabel("let go of", parent)
    name = f"letGoOf_{let_go}"
    widget.setObjectName(name)
    widget.cycle = widget  # a reference cycle, as a lambda connected to its own signal makes
    if let_go == "discard":
        discard(widget)
    else:  # a widget merely unparented, as the tests' own docks: the collector deletes it
        widget.setParent(None)
    del widget

    gc.collect()
    assert alive(name) is (let_go == "discard")
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not alive(name)  # discarded: Qt deleted it, on its own event
    assert not sip.isdeleted(parent)


def test_discard_twice_does_nothing_the_second_time(qtbot):
    widget = QLabel("twice")
    discard(widget)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert sip.isdeleted(widget)
    discard(widget)
