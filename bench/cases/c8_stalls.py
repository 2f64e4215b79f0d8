"""Case 8: the longest event-loop stall (the tests' EventLoopProbe: a 5-ms timer on
the main thread, the machine's own pauses and the main thread's waits for a CPU
left out) while the real chat (dock, controller, services, fake Messages API)
streams a 10-second answer, runs a query of several seconds from its `sql`
button, answers with a lookup, and opens a 100,000-row result as a layer.
Goal: the loop is never held 50 ms."""

from __future__ import annotations

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

    def row(what: str, scenario) -> None:
        probe = EventLoopProbe()
        probe.start()
        try:
            scenario()
        finally:
            summary = probe.stop()
        held = max(probe.held, probe.busiest_cpu) * 1000
        results.append(Result(f"{TITLE}: {what}", held, None, "ms", f"< {GOAL_MS:g} ms", held < GOAL_MS,
                              note=f"over {probe.ticks[-1][0] - probe.started:.1f} s",
                              samples={"summary": summary}))

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
            Reply.text("Lorem ipsum dolor sit amet. " * 143, chunk_size=8, chunk_delay=0.02)))
        answer(Reply.tool_use("sql", {"title": "Slow join", "sql": SLOW_SQL}))
        row("slow query (sql button)", click_newest_action)
        row("lookup (field_values)", lambda: answer(
            Reply.tool_use("field_values", {"layer": "points", "field": "label"}), Reply.text("Counted.")))
        answer(Reply.tool_use("sql", {"title": "Category", "sql": f"SELECT * FROM points WHERE cat = {CATEGORY}"}))
        click_newest_action()
        rows = _count(points, f'"cat" = {CATEGORY}')
        before = set(bench.project.mapLayers())

        def opened():
            new = [layer for key, layer in bench.project.mapLayers().items() if key not in before]
            return bool(new) and new[0].featureCount() == rows

        def open_as_layer():
            chat.widgets(QPushButton, "openAsLayerButton")[-1].click()
            chat.wait_until(opened, 300)

        row(f"open {rows:,} rows as a layer", open_as_layer)
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
