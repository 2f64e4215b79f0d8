"""Case 11: a long QGIS session. 200 scripted turns (a message, an answer, a zoom
clicked) in one chat, as a user's afternoon might hold, then lookups answered in
the same chat while the event-loop probe ticks (as case 8).

Why: a garbage collection of the oldest generation holds the GIL, and so QGIS's
main thread, on whichever thread it runs, for as long as it scans the objects not
frozen. The plugin freezes what lives when its dock first opens; this case shows
what many turns add to the scan and whether the lookups still leave the loop free.
The note gives a full collection's time and the objects it scans after the turns.
Goal: the loop is not held 50 ms (median of the runs; the worst beside it)."""

from __future__ import annotations

import gc
import json
import statistics
import time

from chat import BenchChat
from common import Result
from data import VIEW, points_layer
from support.fakes.fake_anthropic import Reply
from support.instruments.stall_watch import EventLoopProbe

TITLE = "11 long session"
GOAL_MS = 50.0
TURNS = 200


def _answer(body: dict):
    """A memory summary when the session asks for one (its own system prompt), else a zoom."""
    if "running summary" in json.dumps(body.get("system", "")):
        return Reply.text("Noted.")
    return Reply.tool_use("viewport", {"action": "zoom_to_layer", "layer": "points"}, text="Zooming.")


def run(bench):
    from qgis.PyQt.QtWidgets import QPushButton

    points = points_layer(bench.points)
    bench.project.addMapLayer(points)
    chat = BenchChat(bench.app, timeout_s=60.0)
    try:
        chat.show(points, VIEW)
        chat.server.enqueue(Reply.text("Ready."))  # the first turn lists the models
        chat.send("Hello")
        chat.wait_idle(60)
        # Answered by what was asked: the session may also ask for a memory summary meanwhile.
        chat.server.responder = _answer
        for n in range(TURNS):
            chat.send(f"Show me the points ({n})")
            chat.wait_idle(60)
            buttons = chat.widgets(QPushButton, "actionButton")
            if len(buttons) != n + 1:
                raise AssertionError(f"turn {n} made no button; the chat says: {chat.replies()[-1:]} {chat.notices()[-2:]}")
            buttons[-1].click()
        # The fake server runs in this process and keeps every request it got: not the plugin's.
        for record in (chat.server.raw_requests, chat.server.request_headers, chat.server.usages):
            record.clear()
        scanned = sum(len(gc.get_objects(generation)) for generation in range(3))
        start = time.perf_counter()
        gc.collect()
        full_ms = (time.perf_counter() - start) * 1000

        holds = []
        for _ in range(bench.repeat):
            probe = EventLoopProbe()
            probe.start()
            try:
                chat.server.enqueue(Reply.tool_use("field_values", {"layer": "points", "field": "label"}),
                                    Reply.tool_use("count_features", {"layer": "points", "in_view": True}),
                                    Reply.text("Counted."))
                chat.send("How are the labels spread, and how many points are in view?")
                chat.wait_idle(120)
            finally:
                probe.stop()
            holds.append(max(probe.held, probe.busiest_cpu) * 1000)
    finally:
        chat.close()
    median = statistics.median(holds)
    return [Result(f"{TITLE}: lookups after {TURNS} turns", median, None, "ms", f"median < {GOAL_MS:g} ms",
                   median < GOAL_MS,
                   note=f"worst of {len(holds)}: {max(holds):.1f} ms; a full collection then: {full_ms:.1f} ms "
                        f"over {scanned:,} objects not frozen ({gc.get_freeze_count():,} frozen)",
                   samples={"held_ms": holds, "full_collection_ms": full_ms, "scanned": scanned})]
