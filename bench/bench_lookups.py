"""Benchmark: the lookups over a large GeoPackage, database vs. feature pass.

Not a test. Run from the repository root:

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_lookups.py [--points N]

Uses bench_sql's GeoPackage of N random points (default 1,000,000; built once,
cached) and times each lookup as the chat runs it (``run`` in a worker thread,
main-thread calls served by the event loop): field_values and field_stats
answered by the database (pushdown), the same answered by a feature pass over
the same layer (the database planners switched off), then count_features with
an expression and find_features. Prints the times, the ratio pass /
database, and whether both paths gave the same figures (exits 1 when not).
"""

from __future__ import annotations

import argparse
import json
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_sql import _load_plugin, points_gpkg  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--points", type=int, default=1_000_000)
    args = parser.parse_args()
    path = points_gpkg(args.points)

    from qgis.core import QgsApplication, QgsProject, QgsVectorLayer
    from qgis.gui import QgsMapCanvas

    app = QgsApplication([], True)
    app.initQgis()
    _load_plugin()
    from map_assistant.services.lookups import pushdown
    from map_assistant.services.lookups.count_features import CountFeaturesTool
    from map_assistant.services.lookups.environment import LOOKUPS, LookupEnvironment, MainThreadCaller
    from map_assistant.services.lookups.field_stats import FieldStatsTool
    from map_assistant.services.lookups.field_values import FieldValuesTool
    from map_assistant.services.lookups.find_features import FindFeaturesTool

    project = QgsProject.instance()
    project.addMapLayer(QgsVectorLayer(f"{path}|layername=points", "points", "ogr"))
    planners = {name: getattr(pushdown, name) for name in ("count_plan", "values_plan", "stats_plan")}

    def database(on: bool) -> None:
        for name, planner in planners.items():
            setattr(pushdown, name, planner if on else (lambda *args: None))
    canvas = QgsMapCanvas()
    environment = LookupEnvironment(project, canvas, MainThreadCaller(), timeout_s=600)

    def timed(tool, **fields) -> tuple[float, dict]:
        request = tool.input_model.model_validate(fields)
        out = {}
        thread = threading.Thread(target=lambda: out.update(text=tool.run(request, {LOOKUPS: environment})))
        start = time.perf_counter()
        thread.start()
        while thread.is_alive():
            app.processEvents()
            time.sleep(0.001)
        elapsed = time.perf_counter() - start
        result = json.loads(out["text"])
        result.pop("execution_ms")
        return elapsed, result

    failed = False
    print(f"points: {args.points:,}")
    for tool, fields in ((FieldValuesTool(), {"field": "label"}), (FieldStatsTool(), {"field": "cat"})):
        database(True)
        t_db, r_db = timed(tool, layer="points", **fields)
        database(False)
        t_pass, r_pass = timed(tool, layer="points", **fields)
        same = r_db == r_pass
        failed |= not same
        print(f"{tool.name:15} database {t_db * 1000:8.1f} ms   pass {t_pass * 1000:8.1f} ms   "
              f"pass/database {t_pass / t_db:6.1f}   {'same figures' if same else f'DIFFER {r_db} {r_pass}'}")
    t_count, counted = timed(CountFeaturesTool(), layer="points", expression='"cat" = 3')
    print(f"count_features  {t_count * 1000:8.1f} ms with an expression (OGR compiles it to SQL), "
          f"count {counted['count']:,}")
    t_find, found = timed(FindFeaturesTool(), text="p11", layer="points")
    print(f"find_features   {t_find * 1000:8.1f} ms over one text field, {len(found['matches'])} matches")
    project.removeAllMapLayers()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
