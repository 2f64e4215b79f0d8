"""The bench's data, made by the bench itself: seeded, built once, cached.

``points_gpkg(n)``: a GeoPackage of ``n`` random points (seed 42) in EXTENT with an
integer ``cat`` (0-9, so a tenth of the points per value) and a text ``label``
(``p0``..``p12``), an R-tree and the integer ``fid`` key, cached as
``.bench/points_<n>.gpkg``. ``postgis_points(n)``: the same rows in the PostGIS
server of ``scripts/postgis.sh`` (table ``bench_points_<n>``, GiST index, analyzed),
loaded once per server.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import numpy as np
from osgeo import gdal

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / ".bench"
EXTENT = (-10.0, 35.0, 5.0, 45.0)
VIEW = (-2.0, 38.0, 1.0, 41.0)  # xmin, ymin, xmax, ymax: ~9% of the points
CATEGORY = 3  # the attribute filter cat = 3 keeps 1 point in 10
SEED = 42
# GDAL 3.10's ogr2ogr Arrow path aborts now and then (std::bad_alloc; see tests/conftest.py).
os.environ.setdefault("OGR2OGR_USE_ARROW_API", "NO")


def points_gpkg(count: int) -> Path:
    """The cached GeoPackage of ``count`` points (built on first use)."""
    CACHE.mkdir(exist_ok=True)
    path = CACHE / f"points_{count}.gpkg"
    if not path.exists():
        start = time.perf_counter()
        _write_points_gpkg(path, count)
        print(f"built {path} in {time.perf_counter() - start:.1f} s", flush=True)
    return path


def _write_points_gpkg(path: Path, count: int) -> None:
    # A CSV written by numpy and translated by GDAL in C is much faster than a
    # Python loop over OGR features.
    rng = np.random.default_rng(SEED)
    xs = rng.uniform(EXTENT[0], EXTENT[2], count)
    ys = rng.uniform(EXTENT[1], EXTENT[3], count)
    cats = rng.integers(0, 10, count)
    csv_path = path.with_suffix(f".{os.getpid()}.csv")  # per process: two builds may race
    with open(csv_path, "w", encoding="utf-8") as out:
        out.write("x,y,cat,label\n")
        labels = np.char.add("p", (cats * 7 % 13).astype(str))
        rows = np.column_stack([xs.round(6).astype(str), ys.round(6).astype(str), cats.astype(str), labels])
        np.savetxt(out, rows, fmt="%s", delimiter=",")
    tmp = path.with_suffix(f".{os.getpid()}.tmp.gpkg")
    gdal.UseExceptions()
    source = gdal.OpenEx(str(csv_path), gdal.OF_VECTOR,
                         open_options=["X_POSSIBLE_NAMES=x", "Y_POSSIBLE_NAMES=y", "AUTODETECT_TYPE=YES"])
    gdal.VectorTranslate(str(tmp), source, format="GPKG", layerName="points", options=[
        "-a_srs", "EPSG:4326", "-nlt", "POINT", "-lco", "SPATIAL_INDEX=YES", "-lco", "GEOMETRY_NAME=geom",
        "-gt", "65536", "-select", "cat,label"])
    source = None  # closes the CSV
    csv_path.unlink()
    tmp.rename(path)


def postgis_conninfo() -> str:
    """libpq key=value for the server of scripts/postgis.sh (its `env` exported)."""
    env = {"host": os.environ.get("PGHOST", "127.0.0.1"), "port": os.environ.get("PGPORT", "55432"),
           "user": os.environ.get("PGUSER", "postgres"), "dbname": os.environ.get("PGDATABASE", "map_assistant_test")}
    return " ".join(f"{key}={value}" for key, value in env.items())


def postgis_points(count: int) -> str:
    """The table holding ``points_gpkg(count)``'s rows in PostGIS (loaded on first use)."""
    import psycopg2

    table = f"bench_points_{count}"
    with psycopg2.connect(postgis_conninfo()) as connection, connection.cursor() as cursor:
        cursor.execute("SELECT to_regclass(%s) IS NOT NULL", (f"public.{table}",))
        if cursor.fetchone()[0]:
            cursor.execute(f"SELECT count(*) FROM public.{table}")
            if cursor.fetchone()[0] == count:
                return table
    start = time.perf_counter()
    gdal.UseExceptions()
    gdal.VectorTranslate(f"PG:{postgis_conninfo()}", str(points_gpkg(count)), format="PostgreSQL",
                         layerName=table, options=["-overwrite", "-lco", "GEOMETRY_NAME=geom", "-lco", "FID=fid",
                                                   "-lco", "SPATIAL_INDEX=GIST", "-gt", "65536", "points"])
    with psycopg2.connect(postgis_conninfo()) as connection, connection.cursor() as cursor:
        cursor.execute(f"ANALYZE public.{table}")
    print(f"loaded {count:,} points into PostGIS table {table} in {time.perf_counter() - start:.1f} s", flush=True)
    return table


def points_layer(count: int):
    """``points_gpkg(count)`` as the QGIS layer "points" (not yet in the project)."""
    from qgis.core import QgsVectorLayer

    layer = QgsVectorLayer(f"{points_gpkg(count)}|layername=points", "points", "ogr")
    assert layer.isValid(), f"cannot open {layer.source()}"
    return layer
