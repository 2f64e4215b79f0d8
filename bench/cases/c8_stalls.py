"""Case 8: the longest event-loop stall (the tests' EventLoopProbe: a 5-ms timer on
the main thread, the machine's own pauses and the main thread's waits for a CPU
left out) while the real chat (dock, controller, services, fake Messages API)
streams a 10-second answer, runs a query of several seconds from its `sql`
button, answers with a lookup, opens a 100,000-row result as a layer, and
captures QGIS Processing's algorithm catalogue again (as when a provider is added).
Each row runs ``--repeat`` times (the streamed answer at most 3: 10 s each).
Goal: the loop is not held 50 ms, judged on the median run; the worst run is
shown beside it (a machine pause the probe could not tell apart shows there).
The event-loop tests fail only at ten times the goal (tests/support/instruments/stall_watch.py,
LIMIT_S); this is where the goal itself is measured, on the host (`make bench`)
and on Python 3.13 (`make bench-matrix`: QGIS 3.44's chroot)."""

from __future__ import annotations

import statistics

from chat import BenchChat
from common import Result
from data import CATEGORY, VIEW, points_layer
from support.fakes.fake_anthropic import Reply
from support.instruments.stall_watch import EventLoopProbe

TITLE = "8 longest stall"
GOAL_MS = 50.0
# Each point joined to the next one by key: 1.5 s on 1,000,000 points here (the issue asks for a
# 5-second query; the row's note gives how long it ran).
SLOW_SQL = ("SELECT count(*) AS n, avg(a.cat + b.cat) AS mean FROM points a JOIN points b ON b.fid = a.fid + 1 "
            "WHERE a.label <> b.label")


def run(bench):
    points = points_layer(bench.points)
    bench.project.addMapLayer(points)
    # Open as layer fetches every row of the result: allow the 100,000 of cat = CATEGORY.
    chat = BenchChat(bench.app, timeout_s=60.0, sql_timeout_s=120.0)
    scenes = _Scenarios(bench, chat, points)
    try:
        chat.show(points, VIEW)
        scenes.answer(Reply.text("Ready."), question="Hello")  # the first turn lists the models: not measured
        return [
            _row("streamed 10 s answer", scenes.streamed_answer, min(bench.repeat, 3)),
            # A button's result shows once: each run clicks a new one.
            _row("slow query (sql button)", scenes.click_newest_action, bench.repeat, scenes.slow_query_button),
            _row("lookup (field_values)", scenes.lookup, bench.repeat),
            _row(f"open {scenes.rows:,} rows as a layer", scenes.open_as_layer, bench.repeat, scenes.category_result),
            _row("Processing catalogue capture", _capture_catalogue(chat), bench.repeat),
        ]
    finally:
        chat.close()


def _row(what: str, scenario, repeat: int, prepare=lambda: None) -> Result:
    """``scenario`` measured ``repeat`` times, ``prepare`` (not measured) before each."""
    holds, summaries, spans = [], [], []
    for _ in range(repeat):
        prepare()
        probe = EventLoopProbe()
        probe.start()
        try:
            scenario()
        finally:
            summaries.append(probe.stop())
        holds.append(max(probe.held, probe.busiest_cpu) * 1000)
        spans.append(probe.ticks[-1][0] - probe.started)
    median = statistics.median(holds)
    return Result(f"{TITLE}: {what}", median, None, "ms", f"median < {GOAL_MS:g} ms", median < GOAL_MS,
                  note=f"worst of {repeat}: {max(holds):.1f} ms; each over {statistics.median(spans):.1f} s",
                  samples={"held_ms": holds, "summaries": summaries})


class _Scenarios:
    """What each row does in the chat."""

    def __init__(self, bench, chat, points):
        self.bench, self.chat = bench, chat
        self.rows = _count(points, f'"cat" = {CATEGORY}')

    def answer(self, *replies, question="Go on."):
        self.chat.server.enqueue(*replies)
        self.chat.send(question)
        self.chat.wait_idle(120)

    def streamed_answer(self):
        self.answer(Reply.text("Lorem ipsum dolor sit amet. " * 143, chunk_size=8, chunk_delay=0.02))

    def slow_query_button(self):
        self.answer(Reply.tool_use("sql", {"title": "Slow join", "sql": SLOW_SQL}))

    def lookup(self):
        self.answer(Reply.tool_use("field_values", {"layer": "points", "field": "label"}), Reply.text("Counted."))

    def click_newest_action(self):
        from qgis.PyQt.QtWidgets import QPushButton, QWidget

        chat = self.chat
        outcomes = len(chat.widgets(QWidget, "resultArea")) + len(_errors(chat))
        chat.widgets(QPushButton, "actionButton")[-1].click()
        chat.wait_until(lambda: len(chat.widgets(QWidget, "resultArea")) + len(_errors(chat)) > outcomes, 300)
        if _errors(chat):
            raise AssertionError(f"the action failed: {_errors(chat)[-1]}")

    def category_result(self):
        self.answer(Reply.tool_use("sql", {"title": "Category", "sql": f"SELECT * FROM points WHERE cat = {CATEGORY}"}))
        self.click_newest_action()

    def open_as_layer(self):
        from qgis.PyQt.QtWidgets import QPushButton

        project = self.bench.project
        before = set(project.mapLayers())

        def opened():
            new = [layer for key, layer in project.mapLayers().items() if key not in before]
            return bool(new) and new[0].featureCount() == self.rows

        self.chat.widgets(QPushButton, "openAsLayerButton")[-1].click()
        self.chat.wait_until(opened, 300)


def _capture_catalogue(chat):
    """QGIS's own Processing (its providers: native, gdal, ...), then a capture as the
    plugin makes one when a provider comes or goes: in idle-time slices."""
    import sys
    from pathlib import Path

    from map_assistant.services.processing.algorithm_catalogue import CATALOGUE
    from qgis.core import QgsApplication

    plugins = str(Path(QgsApplication.pkgDataPath(), "python", "plugins"))
    if plugins not in sys.path:
        sys.path.append(plugins)
    from processing.core.Processing import Processing

    Processing.initialize()
    chat.wait_until(lambda: CATALOGUE._timer is None, 120)

    def capture():
        CATALOGUE._restart()
        chat.wait_until(lambda: CATALOGUE._timer is None, 120)
        if len(CATALOGUE.algorithms()) < 100:  # else there was nothing to capture: no measure
            raise AssertionError(f"only {len(CATALOGUE.algorithms())} Processing algorithms were captured")

    return capture


def _errors(chat) -> list[str]:
    from qgis.PyQt.QtWidgets import QWidget

    return [w.text() if hasattr(w, "text") else w.toPlainText()
            for w in chat.dock.findChildren(QWidget) if w.objectName().startswith("actionError")]


def _count(layer, expression: str) -> int:
    from qgis.core import QgsFeatureRequest

    request = QgsFeatureRequest().setFilterExpression(expression)
    request.setFlags(QgsFeatureRequest.Flag.NoGeometry)
    return sum(1 for _ in layer.getFeatures(request))
