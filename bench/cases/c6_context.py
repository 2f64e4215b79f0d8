"""Case 6: the map context the controller builds at every Send (snapshot of the
project and canvas, rendered within its token budget) for 10, 200 and 1,000 layers
of 50 fields, after the ContextWarmer has read the new layers in idle time as it
does in QGIS. Goal: under 10 ms at 200 layers; beyond the budget the text stays
as long as it is (flat), however many layers."""

from __future__ import annotations

import statistics

from common import Result, timed

TITLE = "6 context snapshot + render"
LAYER_COUNTS = (10, 200, 1000)
GOAL_MS = 10.0
FIELDS = 50


def run(bench):
    from map_assistant.services import registry
    from map_assistant.services.snapshot.builder import ContextWarmer, build_snapshot, forget_all
    from map_assistant.services.snapshot.map_snapshot import estimate_tokens, render_context
    from qgis.core import QgsCoordinateReferenceSystem, QgsRectangle
    from qgis.gui import QgsMapCanvas
    from support.fixtures.gis_data import many_memory_layers

    canvas = QgsMapCanvas()
    canvas.resize(800, 600)
    canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:3857"))
    canvas.setExtent(QgsRectangle(0, 0, 1000, 1000))
    hint = registry.context_hint(registry.create_tools())
    budget = render_context.__defaults__[0]  # the controller renders with the default budget
    measured = {}
    for count in LAYER_COUNTS:
        forget_all()
        bench.project.removeAllMapLayers()
        warmer = ContextWarmer(bench.project)
        layers = many_memory_layers(count, FIELDS)
        bench.project.addMapLayers(layers)
        while not warmer.idle:
            bench.app.processEvents()
        warmer.stop()

        def send():
            snapshot = build_snapshot(bench.project, canvas, active_layer=layers[0])  # noqa: B023 (called at once)
            return render_context(snapshot, more_hint=hint)

        runs = [timed(send) for _ in range(max(bench.repeat, 20))]
        measured[count] = ([seconds * 1000 for seconds, _ in runs], estimate_tokens(runs[-1][1]))
    forget_all()
    bench.project.removeAllMapLayers()

    results = []
    for count, (times_ms, tokens) in measured.items():
        median = statistics.median(times_ms)
        if count <= 200:
            results.append(Result(f"{TITLE}, {count} layers", median, None, "ms", f"< {GOAL_MS:g} ms",
                                  median < GOAL_MS, note=f"~{tokens:,} tokens", samples={"ms": times_ms}))
        else:
            flat = tokens <= budget and tokens <= measured[200][1] * 1.1
            results.append(Result(f"{TITLE}, {count} layers", median, None, "ms",
                                  f"size flat (<= {budget} tok)", flat,
                                  note=f"~{tokens:,} tokens (200 layers: ~{measured[200][1]:,})",
                                  samples={"ms": times_ms}))
    return results
