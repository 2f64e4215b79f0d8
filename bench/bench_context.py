"""Benchmark: cost and size of the per-turn map context (not a test).

Run: cd /work/main && QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_context.py
Prints, for 10 and 200 memory layers with 50 fields each, the first build_snapshot()
(cold: no layer metadata cached yet), the median of the following (warm) builds and
of render_context(), and the size of the rendered text. Then the plugin's own path:
the ContextWarmer reads new layers' metadata in idle-time slices (the longest event
loop iteration while it works is printed), and the first build at Send is warm.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from support.as_package import register_plugin_package  # noqa: E402

register_plugin_package()  # the plugin as installed in QGIS (the repository root is the package)

from map_assistant.agent.map_snapshot import estimate_tokens, render_context  # noqa: E402
from map_assistant.services.map_context import ContextWarmer, build_snapshot, forget_all  # noqa: E402
from qgis.core import QgsApplication, QgsCoordinateReferenceSystem, QgsProject, QgsRectangle  # noqa: E402
from qgis.gui import QgsMapCanvas  # noqa: E402
from support.gis_data import many_memory_layers  # noqa: E402

REPEATS = 30


def median_ms(function) -> tuple[float, object]:
    times, result = [], None
    for _ in range(REPEATS):
        start = time.perf_counter()
        result = function()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), result


def main() -> None:
    app = QgsApplication([], True)
    app.initQgis()
    canvas = QgsMapCanvas()
    canvas.resize(800, 600)
    canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:3857"))
    canvas.setExtent(QgsRectangle(0, 0, 1000, 1000))
    project = QgsProject.instance()

    print(f"{'layers':>6} {'fields':>6} {'first (cold) build ms':>21} {'median build ms':>15} "
          f"{'median render ms':>16} {'chars':>6} {'~tokens':>7}")
    for count in (10, 200):
        forget_all()
        project.removeAllMapLayers()
        layers = many_memory_layers(count, 50)
        project.addMapLayers(layers)
        start = time.perf_counter()
        build_snapshot(project, canvas, active_layer=layers[0])
        cold_ms = (time.perf_counter() - start) * 1000
        build_ms, snapshot = median_ms(lambda: build_snapshot(project, canvas, active_layer=layers[0]))  # noqa: B023 (called at once)
        render_ms, text = median_ms(lambda: render_context(snapshot))  # noqa: B023
        print(f"{count:>6} {50:>6} {cold_ms:>21.2f} {build_ms:>15.2f} {render_ms:>16.2f} "
              f"{len(text):>6} {estimate_tokens(text):>7}")

    print(f"\n{'layers':>6} {'fields':>6} {'longest warm-up slice ms':>24} {'first build at Send ms':>22}")
    for count in (10, 200):
        forget_all()
        project.removeAllMapLayers()
        warmer = ContextWarmer(project)
        layers = many_memory_layers(count, 50)
        project.addMapLayers(layers)
        longest = 0.0
        while not warmer.idle:
            start = time.perf_counter()
            app.processEvents()
            longest = max(longest, (time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        build_snapshot(project, canvas, active_layer=layers[0])
        first_ms = (time.perf_counter() - start) * 1000
        warmer.stop()
        print(f"{count:>6} {50:>6} {longest:>24.2f} {first_ms:>22.2f}")
    forget_all()
    project.removeAllMapLayers()
    app.exitQgis()


if __name__ == "__main__":
    main()
