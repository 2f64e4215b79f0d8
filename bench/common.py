"""What every bench case shares: QGIS and the plugin, timing, one result row,
and a button click the way the chat dock runs it (waiting on the event loop)."""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
PROFILE = ROOT / ".bench" / "profile"
sys.path.insert(0, str(ROOT / "tests"))  # support/: the plugin as a package, the fake API server


@dataclass
class Result:
    """One row of the table. ``plugin``/``reference`` in ``unit``; ``ratio`` is
    plugin / reference where the goal is a ratio, else None."""

    case: str
    plugin: float
    reference: float | None
    unit: str
    goal: str
    passed: bool
    ratio: float | None = None
    note: str = ""
    samples: dict = field(default_factory=dict)

    def as_dict(self) -> dict:
        return asdict(self)


def ratio_result(case: str, plugin_s: list[float], reference_s: list[float], goal: float, note: str = "") -> Result:
    """A row comparing two medians (seconds in, milliseconds shown)."""
    plugin, reference = statistics.median(plugin_s) * 1000, statistics.median(reference_s) * 1000
    ratio = plugin / reference
    return Result(case, plugin, reference, "ms", f"ratio <= {goal}", ratio <= goal, ratio, note,
                  {"plugin_ms": [t * 1000 for t in plugin_s], "reference_ms": [t * 1000 for t in reference_s]})


def timed(function: Callable[[], object]) -> tuple[float, object]:
    start = time.perf_counter()
    value = function()
    return time.perf_counter() - start, value


def compare(plugin: Callable[[], object], reference: Callable[[], object], repeat: int,
            same: Callable[[object, object], bool] = lambda a, b: a == b) -> tuple[list[float], list[float], object]:
    """Run both ``repeat`` times, alternating (so a busy moment of this shared machine
    hits both alike) after one untimed warm-up each; raise when the answers differ."""
    plugin_value, reference_value = plugin(), reference()
    if not same(plugin_value, reference_value):
        raise AssertionError(f"the plugin answered {plugin_value!r}, the reference {reference_value!r}")
    plugin_s, reference_s = [], []
    for _ in range(repeat):
        seconds, value = timed(plugin)
        plugin_s.append(seconds)
        if not same(value, reference_value):
            raise AssertionError(f"the plugin answered {value!r}, the reference {reference_value!r}")
        reference_s.append(timed(reference)[0])
    return plugin_s, reference_s, reference_value


def start_qgis():
    """QgsApplication with a GUI (offscreen): buttons click over a real canvas."""
    # Imported before QgsApplication exists, as pytest-qgis does: its slots' Qt
    # signatures only resolve then (the chat cases' stand-in for QGIS's window).
    import pytest_qgis.qgis_interface  # noqa: F401
    from qgis.core import QgsApplication
    from qgis.PyQt.QtCore import QSettings

    # The chat cases' settings (model, timeouts) and saved chats go to .bench/, not the user's QGIS.
    app = QgsApplication([], True, str(PROFILE))
    app.initQgis()
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(PROFILE))
    from support.fixtures.as_package import register_plugin_package

    register_plugin_package()  # the repository root imported as `map_assistant`, as QGIS installs it
    return app


def canvas_on(layer, extent):
    """A real map canvas in the layer's CRS showing ``extent`` (xmin, ymin, xmax, ymax)."""
    from qgis.core import QgsRectangle
    from qgis.gui import QgsMapCanvas

    canvas = QgsMapCanvas()
    canvas.resize(600, 600)
    canvas.setDestinationCrs(layer.crs())
    canvas.setExtent(QgsRectangle(*extent))
    return canvas


@contextmanager
def shown_on_canvas(project, layer, extent) -> Iterator:
    """For the block: ``layer`` in ``project``, shown by the canvas yielded (``canvas_on``); then removed."""
    project.addMapLayer(layer)
    try:
        yield canvas_on(layer, extent)
    finally:
        project.removeMapLayer(layer.id())


def shown_box(canvas) -> tuple[float, float, float, float]:
    """What the canvas really shows (it keeps its own aspect ratio)."""
    shown = canvas.extent()
    return shown.xMinimum(), shown.yMinimum(), shown.xMaximum(), shown.yMaximum()


def box_wkt(box) -> str:
    xmin, ymin, xmax, ymax = box
    return f"POLYGON(({xmin} {ymin},{xmax} {ymin},{xmax} {ymax},{xmin} {ymax},{xmin} {ymin}))"


class WaitingHost:
    """Stands in for the chat dock (ActionHost): records the outcome of one click
    and ends the event loop the click waits in."""

    def __init__(self):
        from qgis.PyQt.QtCore import QEventLoop

        self.loop = QEventLoop()
        self.outcome = None

    def _done(self, outcome) -> None:
        self.outcome = outcome
        self.loop.quit()

    def show_table(self, table) -> None:
        self._done(table)

    def show_error(self, message: str, undo=None) -> None:
        self._done(RuntimeError(message))

    def show_info(self, message: str, undo=None) -> None:
        self._done(message)

    def start_progress(self, message, cancel):
        return type("Progress", (), {"set_progress": lambda self, p: None, "finish": lambda self: None})()


def click(button):
    """Run ``button`` as a click in the dock does and wait for its outcome (raises its error)."""
    host = WaitingHost()
    button.run(host)
    if host.outcome is None:
        host.loop.exec()  # QEventLoop.exec, not Python's builtin
    if isinstance(host.outcome, Exception):
        raise host.outcome
    return host.outcome
