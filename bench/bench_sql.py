"""Benchmark: count points in the current view matching an attribute filter.

Not a test. Run from the repository root:

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_sql.py [--points N]

It builds (once, cached under $MAP_ASSISTANT_BENCH_DIR or /tmp/map_assistant_bench)
a GeoPackage of N random points (default 1,000,000) with an integer and a text
attribute and an R-tree, then times the same question three ways:
  (a) QGIS's QgsFeatureRequest with a filter rectangle and an expression,
  (b) the SQL engine's native GeoPackage path (what the `sql` button runs),
  (c) the SQL engine's virtual-layer path,
  (d) a real `sql` button click (what the user waits for),
and prints the ratios (b)/(a), (d)/(a) and (c)/(a), then a verdict on the goal
(issue 4): (d)/(a) <= 1.2. Exits non-zero when the goal is missed or the four
counts differ.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from osgeo import gdal

ROOT = Path(__file__).resolve().parent.parent
VIEW = (-2.0, 38.0, 1.0, 41.0)  # xmin, ymin, xmax, ymax: ~9% of the points
EXTENT = (-10.0, 35.0, 5.0, 45.0)
CATEGORY = 3  # attribute filter: cat = 3 (1 in 10 points)
GOAL = 1.2  # a button click within 1.2x of QgsFeatureRequest


def make_points_gpkg(path: Path, count: int, seed: int = 42) -> None:
    """Write ``count`` random points with attributes and an R-tree, quickly.

    A CSV written by numpy, translated by GDAL in C, is much faster than a
    Python loop over OGR features.
    """
    rng = np.random.default_rng(seed)
    xs = rng.uniform(EXTENT[0], EXTENT[2], count)
    ys = rng.uniform(EXTENT[1], EXTENT[3], count)
    cats = rng.integers(0, 10, count)
    csv_path = path.with_suffix(".csv")
    with open(csv_path, "w", encoding="utf-8") as out:
        out.write("x,y,cat,label\n")
        labels = np.char.add("p", (cats * 7 % 13).astype(str))
        rows = np.column_stack([xs.round(6).astype(str), ys.round(6).astype(str), cats.astype(str), labels])
        np.savetxt(out, rows, fmt="%s", delimiter=",")
    tmp = path.with_suffix(".tmp.gpkg")
    gdal.UseExceptions()
    source = gdal.OpenEx(
        str(csv_path),
        gdal.OF_VECTOR,
        open_options=["X_POSSIBLE_NAMES=x", "Y_POSSIBLE_NAMES=y", "AUTODETECT_TYPE=YES"],
    )
    gdal.VectorTranslate(
        str(tmp),
        source,
        format="GPKG",
        layerName="points",
        options=[
            "-a_srs",
            "EPSG:4326",
            "-nlt",
            "POINT",
            "-lco",
            "SPATIAL_INDEX=YES",
            "-lco",
            "GEOMETRY_NAME=geom",
            "-gt",
            "65536",
            "-select",
            "cat,label",
        ],
    )
    source = None  # closes the CSV
    csv_path.unlink()
    tmp.rename(path)


def _load_plugin():
    sys.path.insert(0, str(ROOT / "tests"))
    from support.as_package import register_plugin_package

    register_plugin_package()


def _button_click(project, layer):
    """What the user waits for after clicking a `sql` button: placeholders filled
    from a real canvas showing VIEW, the plan, the query in a QgsTask, the table."""
    from map_assistant.services.base import ServiceSession
    from map_assistant.services.sql import SqlInput, SqlService
    from qgis.core import QgsRectangle
    from qgis.gui import QgsMapCanvas
    from qgis.PyQt.QtCore import QEventLoop

    canvas = QgsMapCanvas()
    canvas.resize(600, 600)
    canvas.setDestinationCrs(layer.crs())
    canvas.setExtent(QgsRectangle(*VIEW))
    placeholders = ["{{CurrentView.bbox}}", "{{CurrentView.srid}}"]
    action = SqlInput(title="Count", sql=(
        "SELECT count(*) AS n FROM points WHERE ST_Intersects(geom, "
        f"ST_GeomFromText('{placeholders[0]}', {placeholders[1]})) AND cat = {CATEGORY}"),
        sql_placeholders=placeholders)
    button = SqlService().process(ServiceSession(project=project, canvas=canvas), action).buttons[0]

    class Host:  # stands in for the dock: waits for the table
        def __init__(self):
            self.loop, self.result = QEventLoop(), None

        def show_table(self, table):
            self.result = table.rows[0][0]
            self.loop.quit()

        def show_error(self, message):
            self.result = f"error: {message}"
            self.loop.quit()

        def show_info(self, message, undo=None):
            pass

        def start_progress(self, message, cancel):
            return type("P", (), {"set_progress": lambda self, p: None, "finish": lambda self: None})()

    def click():
        host = Host()
        button.run(host)
        if host.result is None:
            host.loop.exec()  # a method of QEventLoop, not Python's builtin
        return host.result

    click.canvas = canvas  # keep it alive
    return click


def _best(fn, repeat: int) -> tuple[float, object, float]:
    times, value = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        value = fn()
        times.append(time.perf_counter() - start)
    return min(times), value, statistics.median(times)


def points_gpkg(count: int) -> Path:
    """The cached GeoPackage of ``count`` points (built on first use)."""
    bench_dir = Path(os.environ.get("MAP_ASSISTANT_BENCH_DIR", Path(tempfile.gettempdir()) / "map_assistant_bench"))
    bench_dir.mkdir(parents=True, exist_ok=True)
    path = bench_dir / f"points_{count}.gpkg"
    if not path.exists():
        start = time.perf_counter()
        make_points_gpkg(path, count)
        print(f"built {path} in {time.perf_counter() - start:.1f} s")
    return path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--points", type=int, default=1_000_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    path = points_gpkg(args.points)

    from qgis.core import (
        QgsApplication,
        QgsFeatureRequest,
        QgsProject,
        QgsRectangle,
        QgsVectorLayer,
    )

    app = QgsApplication([], True)  # GUI: (d) clicks a real button over a real canvas (offscreen)
    app.initQgis()
    _load_plugin()
    from map_assistant.services.sql_engine import SqlEngine

    layer = QgsVectorLayer(f"{path}|layername=points", "points", "ogr")
    assert layer.isValid(), f"cannot open {path}"
    project = QgsProject.instance()
    project.addMapLayer(layer)
    click = _button_click(project, layer)
    # All paths count the area the canvas really shows (it keeps its own aspect ratio).
    shown = click.canvas.extent()
    xmin, ymin, xmax, ymax = shown.xMinimum(), shown.yMinimum(), shown.xMaximum(), shown.yMaximum()

    def native_request():
        request = QgsFeatureRequest().setFilterRect(QgsRectangle(xmin, ymin, xmax, ymax))
        request.setFilterExpression(f'"cat" = {CATEGORY}')
        request.setFlags(QgsFeatureRequest.Flag.NoGeometry)
        request.setNoAttributes()
        return sum(1 for _ in layer.getFeatures(request))

    polygon = f"POLYGON(({xmin} {ymin},{xmax} {ymin},{xmax} {ymax},{xmin} {ymax},{xmin} {ymin}))"
    sql = (
        "SELECT count(*) AS n FROM points "
        f"WHERE ST_Intersects(geom, ST_GeomFromText('{polygon}', 4326)) AND cat = {CATEGORY}"
    )
    engine = SqlEngine(project)

    def engine_run(force_virtual: bool):
        # A virtual layer names every geometry column "geometry".
        text = sql.replace("(geom,", "(geometry,") if force_virtual else sql
        plan = engine.plan(text, force_virtual=force_virtual)
        return engine.run(plan, timeout_s=120).rows[0][0]

    t_a, n_a, m_a = _best(native_request, args.repeat)
    t_b, n_b, m_b = _best(lambda: engine_run(False), args.repeat)
    t_c, n_c, m_c = _best(lambda: engine_run(True), 1)
    t_d, n_d, m_d = _best(click, args.repeat)
    print(f"points: {args.points:,}   view: {xmin:.3f} {ymin:.3f}, {xmax:.3f} {ymax:.3f}   filter: cat = {CATEGORY}")
    print(f"(a) QgsFeatureRequest     count={n_a:<8} best {t_a * 1000:8.1f} ms  median {m_a * 1000:8.1f} ms")
    print(f"(b) sql engine, native    count={n_b:<8} best {t_b * 1000:8.1f} ms  median {m_b * 1000:8.1f} ms")
    print(f"(c) sql engine, virtual   count={n_c:<8} best {t_c * 1000:8.1f} ms")
    print(f"(d) sql button click      count={n_d:<8} best {t_d * 1000:8.1f} ms  median {m_d * 1000:8.1f} ms"
          "   (fill placeholders from the canvas, plan, QgsTask, table shown)")
    print(f"(b)/(a) = {t_b / t_a:.2f}")
    print(f"(d)/(a) = {t_d / t_a:.2f}  (goal <= {GOAL})")
    print(f"(c)/(a) = {t_c / t_a:.2f}")
    project.removeAllMapLayers()
    failed = False
    if not (n_a == n_b == n_c == n_d):
        print("MISMATCH: the counts differ")
        failed = True
    ratio = t_d / t_a
    print(f"{'PASS' if ratio <= GOAL else 'FAIL'}: sql button click {ratio:.2f}x QgsFeatureRequest (goal <= {GOAL}x)")
    return 1 if failed or ratio > GOAL else 0


if __name__ == "__main__":
    sys.exit(main())
