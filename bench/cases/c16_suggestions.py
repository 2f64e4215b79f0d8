"""Case 16: what proactive suggestions (issue 41) cost the main thread when a layer is
added to a project of 200 layers: the project's signal, the panel's handler and the
slot that asks every trigger to capture what its check needs and starts the checks
(the checks themselves run in tasks, not timed). Reference: the same with a panel
that has no triggers. Goals: at most RATIO_GOAL times the reference (issue 41 asks for a
ratio), and the triggers add under 5 ms at 200 layers (issue 41's budget).

Measured on 2 idle cores, three runs each: 0.75-0.77 ms against 0.26-0.27 ms, ratio 2.76-2.92
(the triggers add 0.48-0.49 ms); before the task handed the GIL back at its start
(toolbelt/threads/tasks.py), ratio 2.66-3.34 (they added 0.59-0.75 ms). With a test suite on
the same cores the ratio ranged 2.65-5.48: run the bench alone."""

from __future__ import annotations

import statistics

from common import Result

TITLE = "16 suggestions: a layer added, 200 layers"
LAYERS = 200
GOAL_MS = 5.0
RATIO_GOAL = 4.0


def run(bench):
    from map_assistant.ui.dock import ChatDock
    from map_assistant.ui.suggestions_panel import SuggestionsPanel
    from qgis.core import QgsApplication
    from support.fixtures.gis_data import many_memory_layers, memory_layer

    bench.project.removeAllMapLayers()
    bench.project.addMapLayers(many_memory_layers(LAYERS, 20))
    dock = ChatDock()
    panels = {"plugin": SuggestionsPanel(dock, bench.project), "reference": SuggestionsPanel(dock, bench.project,
                                                                                          triggers=[])}
    for panel in panels.values():
        panel.rules.opened_at = float("-inf")

    def add_one(panel) -> float:
        """One layer added and dispatched by ``panel`` alone (the other one stays quiet)."""
        layer = memory_layer("plots", geometry="Polygon", fields=[("name", "string")])
        others = [p for p in panels.values() if p is not panel]
        for other in others:
            other._closed = True
        start = _clock()
        bench.project.addMapLayer(layer)
        panel._dispatch()
        seconds = _clock() - start
        for other in others:
            other._closed = False
        while QgsApplication.taskManager().countActiveTasks():  # the checks, untimed
            bench.app.processEvents()
        bench.project.removeMapLayer(layer.id())
        bench.app.processEvents()
        return seconds

    for panel in panels.values():
        add_one(panel)  # warm-up
    times = {"plugin": [], "reference": []}
    for _ in range(max(bench.repeat, 20)):
        for name, panel in panels.items():
            times[name].append(add_one(panel) * 1000)
    for panel in panels.values():
        panel.shutdown()
    dock.deleteLater()
    plugin, reference = statistics.median(times["plugin"]), statistics.median(times["reference"])
    added = plugin - reference
    ratio = plugin / reference
    return [Result(TITLE, plugin, reference, "ms", f"<= {RATIO_GOAL:g}x, +< {GOAL_MS:g} ms",
                   ratio <= RATIO_GOAL and added < GOAL_MS, ratio,
                   note=f"the triggers add {added:.2f} ms", samples={"plugin_ms": times["plugin"],
                                                                     "reference_ms": times["reference"]})]


def _clock() -> float:
    import time

    return time.perf_counter()
