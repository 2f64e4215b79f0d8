"""Run a query inside a GeoPackage or SpatiaLite file, read-only.

Why Python's ``sqlite3`` and not ``QgsProviderRegistry...createConnection().executeSql``:
on QGIS 3.22 the GeoPackage connection opens the file for update on every call,
so ``PRAGMA query_only`` does not carry over and a ``DELETE`` runs (verified
while writing this engine). Here the engine itself refuses writes: the file is
opened with SQLite's ``mode=ro`` plus ``PRAGMA query_only=ON``, ``sqlite3``
runs one statement per call, and an authorizer refuses ``ATTACH`` and
``PRAGMA`` (a read-only connection still ran ``ATTACH``, creating the file it
named, and ``PRAGMA query_only = OFF``). ``sqlite3``'s progress handler stops a running
statement at once on cancel or timeout, which GDAL's ``ExecuteSQL`` cannot do. SpatiaLite's functions are
loaded (``mod_spatialite``) in "amphibious" mode, so they accept GeoPackage
geometry blobs directly.
"""

from __future__ import annotations

import functools
import os
import sqlite3
import struct
from pathlib import Path
from urllib.parse import quote

import sqlglot
from qgis.core import QgsCoordinateReferenceSystem, QgsGeometry

from ....agent.user_text import for_user
from ..guard import FORBIDDEN_FUNCTIONS, NativeTable
from ..sqlite_reading import allowed, limit_attached
from .common import (
    ENGINE_GPKG,
    QueryPlan,
    QueryResult,
    RowCollector,
    RunClock,
    SqlRunError,
    plan_result,
    release,
)
from .gpkg_rtree import IndexedTable, add_rtree_filters

# VM instructions between two cancel/timeout checks: well under a millisecond.
_PROGRESS_STEPS = 20_000
# Steps a query may compile although they write: reading an R-tree (a GeoPackage's
# spatial index) prepares, and never runs, writes to its shadow tables and reads the
# schema through an UPDATE check. Everything else that is not reading is refused
# (sqlite_reading.allowed), and mode=ro refuses every write anyway.
_SHADOW_WRITES = frozenset({sqlite3.SQLITE_INSERT, sqlite3.SQLITE_UPDATE, sqlite3.SQLITE_DELETE})
_SHADOW_SUFFIXES = ("_node", "_rowid", "_parent")
# The SpatiaLite extension sqlite3 loads. MAP_ASSISTANT_SPATIALITE names another
# (a path or a name the loader finds); tests point it at a missing library.
SPATIALITE_LIBRARY = os.environ.get("MAP_ASSISTANT_SPATIALITE", "mod_spatialite")


def spatialite_available() -> bool:
    """Whether sqlite3 can load SpatiaLite here. Without it no ST_* function runs
    here: a query can then use SQLite's own functions only, and the engine says so
    when it names another. Tried once per library name (the first load
    costs ~40 ms, later ones nothing)."""
    return _loads(SPATIALITE_LIBRARY)


@functools.cache
def _loads(library: str) -> bool:
    conn = sqlite3.connect(":memory:")
    try:
        return _load_spatialite(conn, library)
    finally:
        conn.close()


def open_read_only(path: str) -> tuple[sqlite3.Connection, bool]:
    """A read-only connection with SpatiaLite when available; (conn, has_spatialite)."""
    uri = f"file:{quote(str(Path(path).resolve()))}?mode=ro"
    # check_same_thread=False: the connection is made and used in one worker
    # thread, but interrupt() may be called from another.
    conn = sqlite3.connect(uri, uri=True, check_same_thread=False)
    limit_attached(conn)
    has_spatialite = _load_spatialite(conn)
    if has_spatialite:
        _describe_reference_systems(conn)  # a TEMP table: before query_only, which refuses even those
    conn.execute("PRAGMA query_only = ON")
    return conn, has_spatialite


def _describe_reference_systems(conn: sqlite3.Connection) -> None:
    """SpatiaLite's measures on the ellipsoid (``ST_Length(g, 1)``, ``ST_Perimeter(g, 1)``) look
    each geometry's ellipsoid up in a ``spatial_ref_sys`` table, which a GeoPackage lacks: the
    lookup fails, then PROJ is asked, on every row (the perimeters of world_map's countries took
    11.7 s that way, 0.4 s with the table). A TEMP table, never the file, holds the file's CRSs
    as PROJ strings written by QGIS."""
    try:
        tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if "spatial_ref_sys" in tables or "gpkg_spatial_ref_sys" not in tables:
            return
        rows = []
        for srid, organization, code, definition in conn.execute(  # a file's few; a hostile one's first 100
                "SELECT srs_id, organization, organization_coordsys_id, substr(definition, 1, 65536) "
                "FROM gpkg_spatial_ref_sys "
                "LIMIT 100"):
            crs = QgsCoordinateReferenceSystem(f"{organization}:{code}")
            crs = crs if crs.isValid() else QgsCoordinateReferenceSystem.fromWkt(str(definition or ""))
            if crs.isValid() and crs.toProj():
                rows.append((srid, organization, code, crs.description(), crs.toProj()))
        conn.execute("CREATE TEMP TABLE spatial_ref_sys (srid INTEGER PRIMARY KEY, auth_name TEXT, auth_srid INTEGER, "
                     "ref_sys_name TEXT, proj4text TEXT, srtext TEXT)")
        conn.executemany("INSERT INTO temp.spatial_ref_sys (srid, auth_name, auth_srid, ref_sys_name, proj4text) "
                         "VALUES (?, ?, ?, ?, ?)", rows)
    except sqlite3.Error:  # a damaged catalogue: measures are taken as before (PROJ asked on every row)
        return


def load_spatialite(conn: sqlite3.Connection) -> bool:
    """Load SpatiaLite into ``conn`` in amphibious mode; whether it loaded."""
    return _load_spatialite(conn)


def _load_spatialite(conn: sqlite3.Connection, library: str | None = None) -> bool:
    try:
        conn.enable_load_extension(True)
        try:
            conn.load_extension(library or SPATIALITE_LIBRARY)
        finally:
            # Never leave extension loading open to the query itself.
            conn.enable_load_extension(False)
        conn.execute("SELECT EnableGpkgAmphibiousMode()")
        return True
    except (sqlite3.Error, AttributeError):
        return False


def run_sqlite(plan: QueryPlan, clock: RunClock, max_rows: int, count_cap: int | None = None) -> QueryResult:
    try:
        conn, has_spatialite = open_read_only(plan.database)
    except sqlite3.Error as err:
        raise SqlRunError(for_user("could not open {database} read-only ({reason}); check that the file exists",
                                   database=plan.database, reason=err)) from err
    cursor = None
    try:
        sql = _native_sql(conn, plan)
        conn.set_authorizer(_read_only_authorizer)
        conn.set_progress_handler(lambda: 1 if clock.should_stop() else 0, _PROGRESS_STEPS)
        collector = RowCollector(max_rows, clock, count_cap=count_cap)
        try:
            cursor = conn.execute(sql)
            columns = [d[0] for d in cursor.description or []]
            while not collector.full:
                batch = cursor.fetchmany(2048)
                if not batch:
                    break
                for row in batch:
                    collector.add(row)
        except sqlite3.OperationalError as err:
            if "interrupted" in str(err).lower():
                clock.check()
            raise SqlRunError(_explain(err, has_spatialite)) from err
        except sqlite3.Error as err:
            raise SqlRunError(_explain(err, has_spatialite)) from err
        conn.set_progress_handler(None, 0)
        conn.set_authorizer(None)
        rows, geometry_index, crs = _convert_geometries(conn, collector.rows, has_spatialite)
        return plan_result(plan, columns, rows, collector.count, geometry_index, crs, sql, collector.full)
    finally:
        # A statement stopped half read (the cap, Cancel or the deadline between rows)
        # holds the file's read lock until its cursor goes, and close() alone waits
        # for that: an error keeping this frame would keep QGIS from saving the file.
        if cursor is not None:
            cursor.close()
        conn.close()


def _read_only_authorizer(action, first, second, *_details) -> int:
    """The engine's own wall, whatever the guard read: only reading steps, no function
    of the guard's refused list (SpatiaLite's file import and export among them)."""
    if allowed(action, second, FORBIDDEN_FUNCTIONS):
        return sqlite3.SQLITE_OK
    shadow = action in _SHADOW_WRITES and ((first or "") == "sqlite_master" or (first or "").endswith(_SHADOW_SUFFIXES))
    return sqlite3.SQLITE_OK if shadow else sqlite3.SQLITE_DENY


def _native_sql(conn: sqlite3.Connection, plan: QueryPlan) -> str:
    """Layer names -> table names, plus R-tree filters for GeoPackage tables."""
    mapping = {layer.name: NativeTable(layer.native_table) for layer in plan.layers if layer.native_table}
    rewritten = plan.parsed.rewrite_tables(mapping, "sqlite")
    if plan.engine != ENGINE_GPKG:
        return rewritten
    indexed = [t for t in (_rtree_info(conn, name.table) for name in mapping.values()) if t]
    if not indexed:
        return rewritten
    # Re-parse our own output; the guard already checked the model's text.
    tree = sqlglot.parse_one(rewritten, read="sqlite")
    add_rtree_filters(tree, indexed)
    return tree.sql(dialect="sqlite")


def _rtree_info(conn: sqlite3.Connection, table: str) -> IndexedTable | None:
    row = conn.execute(
        "SELECT column_name, srs_id FROM gpkg_geometry_columns WHERE lower(table_name) = lower(?)",
        (table,),
    ).fetchone()
    if row is None:
        return None
    geometry_column, srs_id = row
    rtree = f"rtree_{table}_{geometry_column}"
    if conn.execute("SELECT 1 FROM sqlite_master WHERE name = ?", (rtree,)).fetchone() is None:
        return None
    pk = [r[1] for r in conn.execute(f'PRAGMA table_info("{table.replace(chr(34), chr(34) * 2)}")') if r[5]]
    if len(pk) != 1:
        return None
    return IndexedTable(table, geometry_column, pk[0], int(srs_id))


def _explain(err: sqlite3.Error, has_spatialite: bool) -> str:
    text = str(err)
    if "readonly" in text.lower() or "query_only" in text.lower() or "not authorized" in text.lower():
        return for_user("the database is opened read-only; only SELECT queries can run")
    if "one statement at a time" in text.lower():
        return for_user("the engine runs one statement at a time; this text holds several")
    if "no such function" in text.lower() and not has_spatialite:
        return for_user("{reason}: SpatiaLite functions are not available in this Python; use attribute filters "
                        "or GeoPackage's ST_MinX/ST_MaxX style functions", reason=text)
    return for_user("the database rejected the query: {reason}", reason=text)


def _convert_geometries(conn, rows, has_spatialite):
    """Geometry blobs -> QgsGeometry; returns (rows, geometry column index, crs authid)."""
    if not rows:
        return rows, None, ""
    index = None
    for i in range(len(rows[0])):
        sample = next((r[i] for r in rows if r[i] is not None), None)
        if isinstance(sample, bytes) and (_is_gpkg_blob(sample) or _is_spatialite_blob(sample)):
            index = i
            break
    if index is None:
        return rows, None, ""
    srid = None
    converted = []
    for row in rows:
        value = row[index]
        geometry, row_srid = _to_geometry(conn, value, has_spatialite)
        srid = srid if srid is not None else row_srid
        converted.append(row[:index] + (geometry,) + row[index + 1 :])
    release(rows)  # the blobs: not needed any more
    return converted, index, _authid(conn, srid)


def _is_gpkg_blob(blob: bytes) -> bool:
    return len(blob) >= 8 and blob[:2] == b"GP"


def _is_spatialite_blob(blob: bytes) -> bool:
    return len(blob) >= 44 and blob[0] == 0x00 and blob[-1] == 0xFE and blob[38] == 0x7C


def _to_geometry(conn, blob, has_spatialite):
    if not isinstance(blob, bytes):
        return blob, None
    if _is_gpkg_blob(blob):
        flags = blob[3]
        order = "<" if flags & 0x01 else ">"
        srid = struct.unpack(order + "i", blob[4:8])[0]
        envelope = {0: 0, 1: 32, 2: 48, 3: 48, 4: 64}.get((flags >> 1) & 0x07, 0)
        geometry = QgsGeometry()
        geometry.fromWkb(blob[8 + envelope :])
        return geometry, srid
    if _is_spatialite_blob(blob) and has_spatialite:
        order = "<" if blob[1] == 0x01 else ">"
        srid = struct.unpack(order + "i", blob[2:6])[0]
        wkb = conn.execute("SELECT AsBinary(?)", (blob,)).fetchone()[0]
        geometry = QgsGeometry()
        if wkb:
            geometry.fromWkb(wkb)
        return geometry, srid
    return blob, None


def _authid(conn, srid) -> str:
    if srid is None or srid <= 0:
        return ""
    try:
        row = conn.execute(
            "SELECT organization, organization_coordsys_id FROM gpkg_spatial_ref_sys WHERE srs_id = ?",
            (srid,),
        ).fetchone()
    except sqlite3.Error:
        row = None  # a SpatiaLite file: SRIDs are EPSG codes
    if row:
        return f"{row[0].upper()}:{row[1]}"
    return f"EPSG:{srid}"
