"""Case 8: the longest event-loop stall (the tests' EventLoopProbe: a 5-ms timer on
the main thread, the machine's own pauses and the main thread's waits for a CPU
left out) while the real chat (dock, controller, services, fake Messages API)
streams a 10-second answer, runs a query of several seconds from its `sql`
button, answers with a lookup, and opens a 100,000-row result as a layer.
Each row runs ``--repeat`` times (the streamed answer at most 3: 10 s each).
Goal: the loop is not held 50 ms, judged on the median run; the worst run is
shown beside it (a machine pause the probe could not tell apart shows there).
The event-loop tests fail only at ten times the goal (tests/support/stall_watch.py,
LIMIT_S); this is where the goal itself is measured, on the host (`make bench`)
and on Python 3.13 (`make bench-matrix`: QGIS 3.44's chroot)."""

from __future__ import annotations

import statistics

from chat import BenchChat
from common import Result
from data import CATEGORY, VIEW, points_layer
from support.fake_anthropic import Reply
from support.stall_watch import EventLoopProbe

TITLE = "8 longest stall"
GOAL_MS = 50.0
# Each point joined to the next one by key: 1.5 s on 1,000,000 points here (the issue asks for a
# 5-second query; the row's note gives how long it ran).
SLOW_SQL = ("SELECT count(*) AS n, avg(a.cat + b.cat) AS mean FROM points a JOIN points b ON b.fid = a.fid + 1 "
            "WHERE a.label <> b.label")


def run(bench):
    from qgis.PyQt.QtWidgets import QPushButton, QWidget

    points = points_layer(bench.points)
    bench.project.addMapLayer(points)
    # Open as layer fetches every row of the result: allow the 100,000 of cat = CATEGORY.
    chat = BenchChat(bench.app, timeout_s=60.0, sql_timeout_s=120.0)
    results = []

    def row(what: str, scenario, repeat: int = bench.repeat, prepare=lambda: None) -> None:
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
        results.append(Result(f"{TITLE}: {what}", median, None, "ms", f"median < {GOAL_MS:g} ms", median < GOAL_MS,
                              note=f"worst of {repeat}: {max(holds):.1f} ms; each over {statistics.median(spans):.1f} s",
                              samples={"held_ms": holds, "summaries": summaries}))

    def click_newest_action():
        buttons = chat.widgets(QPushButton, "actionButton")
        outcomes = len(chat.widgets(QWidget, "resultArea")) + len(_errors(chat))
        buttons[-1].click()
        chat.wait_until(lambda: len(chat.widgets(QWidget, "resultArea")) + len(_errors(chat)) > outcomes, 300)
        if _errors(chat):
            raise AssertionError(f"the action failed: {_errors(chat)[-1]}")

    def answer(*replies, question="Go on."):
        chat.server.enqueue(*replies)
        chat.send(question)
        chat.wait_idle(120)

    try:
        chat.show(points, VIEW)
        answer(Reply.text("Ready."), question="Hello")  # the first turn lists the models: not measured

        row("streamed 10 s answer", lambda: answer(
            Reply.text("Lorem ipsum dolor sit amet. " * 143, chunk_size=8, chunk_delay=0.02)), min(bench.repeat, 3))
        # A button's result shows once: each run clicks a new one.
        row("slow query (sql button)", click_newest_action,
            prepare=lambda: answer(Reply.tool_use("sql", {"title": "Slow join", "sql": SLOW_SQL})))
        row("lookup (field_values)", lambda: answer(
            Reply.tool_use("field_values", {"layer": "points", "field": "label"}), Reply.text("Counted.")))
        rows = _count(points, f'"cat" = {CATEGORY}')

        def category_result():
            answer(Reply.tool_use("sql", {"title": "Category", "sql": f"SELECT * FROM points WHERE cat = {CATEGORY}"}))
            click_newest_action()

        def open_as_layer():
            before = set(bench.project.mapLayers())

            def opened():
                new = [layer for key, layer in bench.project.mapLayers().items() if key not in before]
                return bool(new) and new[0].featureCount() == rows

            chat.widgets(QPushButton, "openAsLayerButton")[-1].click()
            chat.wait_until(opened, 300)

        row(f"open {rows:,} rows as a layer", open_as_layer, prepare=category_result)
    finally:
        chat.close()
    return results


def _errors(chat) -> list[str]:
    from qgis.PyQt.QtWidgets import QWidget

    return [w.text() if hasattr(w, "text") else w.toPlainText()
            for w in chat.dock.findChildren(QWidget) if w.objectName().startswith("actionError")]


def _count(layer, expression: str) -> int:
    from qgis.core import QgsFeatureRequest

    request = QgsFeatureRequest().setFilterExpression(expression)
    request.setFlags(QgsFeatureRequest.Flag.NoGeometry)
    return sum(1 for _ in layer.getFeatures(request))
