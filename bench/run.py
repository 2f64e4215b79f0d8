"""`make bench`: every speed goal of the plugin in one run (issue 13), not a test.

    .venv/bin/python bench/run.py [--points N] [--repeat R] [--cases 1,3,5]

Makes its data itself (seeded, cached under .bench/), runs each case (bench/cases/,
one module each) several times, prints one table (case, plugin median, reference
median, ratio, goal, PASS/FAIL) and writes it to .bench/results.json. Case 2 needs
the PostGIS of scripts/postgis.sh (`make bench` starts it). Exits 1 when a goal is
missed or a case fails.
"""

from __future__ import annotations

import argparse
import importlib
import json
import platform
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from cases import CASES  # noqa: E402
from common import Result, start_qgis  # noqa: E402
from data import CACHE  # noqa: E402


class Bench:
    """What a case gets: the data size, how many timed runs, QGIS's project."""

    def __init__(self, points: int, repeat: int, app):
        from qgis.core import QgsProject

        self.points = points
        self.repeat = repeat
        self.app = app
        self.project = QgsProject.instance()


def table(results: list[Result]) -> str:
    def number(value: float | None, unit: str = "") -> str:
        if value is None:
            return "-"
        return f"{value:,.1f}{unit}" if value >= 10 else f"{value:.2f}{unit}"

    header = f"{'case':44} {'plugin':>12} {'reference':>12} {'ratio':>6}  {'goal':18} {'':4}  note"
    lines = [header, "-" * len(header)]
    for r in results:
        unit = f" {r.unit}"
        lines.append(f"{r.case:44} {number(r.plugin, unit):>12} {number(r.reference, unit):>12} "
                     f"{number(r.ratio):>6}  {r.goal:18} {'PASS' if r.passed else 'FAIL':4}  {r.note}")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--points", type=int, default=1_000_000, help="points in the large layer")
    parser.add_argument("--repeat", type=int, default=5, help="timed runs per case")
    parser.add_argument("--cases", default="", help="comma-separated case numbers (default: all)")
    args = parser.parse_args()
    chosen = {int(n) for n in args.cases.split(",") if n.strip()}
    bench = Bench(args.points, args.repeat, start_qgis())
    results: list[Result] = []
    for number, name in enumerate(CASES, start=1):
        if chosen and number not in chosen:
            continue
        module = importlib.import_module(f"cases.{name}")
        print(f"running {module.TITLE} ...", flush=True)
        start = time.perf_counter()
        try:
            results.extend(module.run(bench))
        except Exception as exc:  # noqa: BLE001 (one broken case must not hide the others)
            traceback.print_exc()
            results.append(Result(module.TITLE, float("nan"), None, "", "runs", False, note=f"ERROR: {exc}"))
        bench.project.removeAllMapLayers()
        print(f"    ({time.perf_counter() - start:.0f} s)", flush=True)
    print()
    print(table(results))
    CACHE.mkdir(exist_ok=True)
    out = CACHE / "results.json"
    out.write_text(json.dumps({"when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "points": args.points,
                               "repeat": args.repeat, "python": platform.python_version(),
                               "results": [r.as_dict() for r in results]}, indent=1))
    print(f"\nwritten to {out}")
    return 0 if all(r.passed for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
