"""The copy engine: layers of several sources, copied into a private SQLite file and queried there.

Why not QGIS's virtual layer, which did this before (issue 37): its provider first
runs the whole text with ``sqlite3_exec`` on a read-write connection
(``QgsVirtualLayerQueryParser::referencedTables``) before anything can refuse it, so a
text the parser misread attached a GeoPackage and emptied it, with no click; and the
provider crashed natively now and then (``reloadData`` on 3.44, a segfault on 3.40).

Here SQLite never opens a source. The main thread captures each layer's
``QgsVectorLayerFeatureSource`` (the documented way to read a layer from another
thread; it honours the layer's filter), the worker writes the features into a new
SQLite file of its own, and the query runs there through the same read-only engine
as a GeoPackage (sqlite_native.py): ``mode=ro``, ``query_only``, one statement, no
ATTACH (authorizer and ``SQLITE_LIMIT_ATTACHED``), only reading steps. A text that
got past every check could still only read a temporary copy.

Each layer is one table (``t0``, ``t1``… renamed from the layer's name by the engine),
its fields as columns, the geometry in ``geometry`` as a GeoPackage blob with the
layer's EPSG code as SRID (SpatiaLite's "amphibious" functions read it), and the
feature id as ``rowid``. With SpatiaLite the file starts from spatial metadata made
once per process, so ``ST_Transform`` and the ellipsoidal measures know every EPSG code.
"""

from __future__ import annotations

import atexit
import dataclasses
import os
import shutil
import sqlite3
import struct
import tempfile
import threading
from dataclasses import dataclass
from typing import Any

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsFeatureRequest,
    QgsFields,
    QgsVectorLayerFeatureSource,
    QgsWkbTypes,
)
from qgis.PyQt.QtCore import QDate, QDateTime, QMetaType, Qt, QTime
from sqlglot import exp

from ....toolbelt.qgis_compat import type_id
from .common import QueryPlan, QueryResult, RunClock, plain_value
from .sqlite_native import load_spatialite, run_sqlite

GEOMETRY_COLUMN = "geometry"
_CHECK_EVERY = 512
_BATCH = 2_048

# Keyed by type number: field.type() is a QVariant.Type before QGIS 3.38, a QMetaType.Type after.
_SQL_TYPES = {
    type_id(QMetaType.Type.Bool): "INTEGER",
    type_id(QMetaType.Type.Int): "INTEGER",
    type_id(QMetaType.Type.UInt): "INTEGER",
    type_id(QMetaType.Type.LongLong): "INTEGER",
    type_id(QMetaType.Type.ULongLong): "INTEGER",
    type_id(QMetaType.Type.Double): "REAL",
}


@dataclass(frozen=True)
class LayerSnapshot:
    """A layer's features and schema, readable off the main thread."""

    features: QgsVectorLayerFeatureSource
    fields: QgsFields
    wkb_type: int
    crs: QgsCoordinateReferenceSystem

    @classmethod
    def capture(cls, layer) -> LayerSnapshot:
        """Main thread."""
        return cls(QgsVectorLayerFeatureSource(layer), layer.fields(), layer.wkbType(), layer.crs())

    @property
    def spatial(self) -> bool:
        return QgsWkbTypes.geometryType(self.wkb_type) not in (
            QgsWkbTypes.GeometryType.NullGeometry, QgsWkbTypes.GeometryType.UnknownGeometry)

    def column_names(self) -> list[str]:
        names = [self.fields.at(i).name() for i in range(self.fields.count())]
        return names + [geometry_column(names)] if self.spatial else names


def geometry_column(field_names: list[str]) -> str:
    """``geometry``, unless a field already has that name."""
    taken = {name.lower() for name in field_names}
    name = GEOMETRY_COLUMN
    while name in taken:
        name += "_"
    return name


def run_copy(plan: QueryPlan, clock: RunClock, max_rows: int, count_cap: int | None = None) -> QueryResult:
    """Copy the plan's layers (their snapshots) into a private file, then run the query there read-only."""
    with tempfile.TemporaryDirectory(prefix="map_assistant_") as workdir:
        path = os.path.join(workdir, "layers.sqlite")
        copy_layers([layer.snapshot for layer in plan.layers], [layer.native_table for layer in plan.layers],
                    path, clock, load_spatialite, named_columns(plan.parsed.tree))
        clock.check()
        return run_sqlite(dataclasses.replace(plan, database=path), clock, max_rows, count_cap)


def named_columns(tree: exp.Expression) -> frozenset[str] | None:
    """The lower-case names a query may read a column by; None when it may read any
    (``*``, a NATURAL join). Every identifier counts, so a name that is also a table or
    an alias only copies a column more: the copy leaves out only what is never named,
    and the geometry (the slowest part of a copy) when the query never names it."""
    if any(True for _ in tree.find_all(exp.Star)):
        return None
    if any(join.args.get("method") or join.args.get("kind") == "NATURAL" for join in tree.find_all(exp.Join)):
        return None
    return frozenset(node.name.lower() for node in tree.find_all(exp.Identifier))


def copy_layers(snapshots: list[LayerSnapshot], tables: list[str], path: str, clock: RunClock,
                load_spatialite=None, columns: frozenset[str] | None = None) -> None:
    """Write each snapshot as table ``tables[i]`` of a new SQLite file at ``path`` (worker thread).
    ``load_spatialite(connection)`` -> bool: when it loads, the file gets spatial metadata.
    ``columns``: the lower-case column names to copy (None: all of them)."""
    if load_spatialite is not None and _spatial_template(load_spatialite):
        shutil.copyfile(_TEMPLATE["path"], path)
    connection = sqlite3.connect(path, isolation_level=None)
    try:
        connection.execute("PRAGMA journal_mode = OFF")  # a throwaway file: nothing to roll back to
        connection.execute("BEGIN")
        for snapshot, table in zip(snapshots, tables):
            _copy_one(connection, snapshot, table, clock, columns)
        connection.execute("COMMIT")
    finally:
        connection.close()


def _copy_one(connection: sqlite3.Connection, snapshot: LayerSnapshot, table: str, clock: RunClock,
              columns: frozenset[str] | None) -> None:
    names = snapshot.column_names()
    indexes = [i for i in range(snapshot.fields.count()) if columns is None or names[i].lower() in columns]
    spatial = snapshot.spatial and (columns is None or names[-1].lower() in columns)
    declared = [f"{_quoted(names[i])} {_SQL_TYPES.get(type_id(snapshot.fields.at(i).type()), '')}".strip()
                for i in indexes]
    if spatial:
        declared.append(f"{_quoted(names[-1])} BLOB")
    written = [names[i] for i in indexes] + ([names[-1]] if spatial else [])
    connection.execute(f"CREATE TABLE {_quoted(table)} ({', '.join(declared) or '_ INTEGER'})")
    insert = (f"INSERT INTO {_quoted(table)} (rowid{''.join(', ' + _quoted(n) for n in written)}) "  # nosec B608 # our own names, quoted
              f"VALUES ({', '.join('?' * (len(written) + 1))})")
    header = b"GP\x00\x01" + struct.pack("<i", _srid(snapshot.crs))  # GeoPackage blob: little-endian, no envelope
    request = QgsFeatureRequest().setSubsetOfAttributes(indexes)
    if not spatial:
        request.setFlags(QgsFeatureRequest.Flag.NoGeometry)
    batch: list[tuple[Any, ...]] = []
    for count, feature in enumerate(snapshot.features.getFeatures(request), start=1):
        row = [feature.id()]
        attributes = feature.attributes()
        for value in (attributes[i] for i in indexes):
            row.append(value if type(value) in _PLAIN else _sql_value(plain_value(value)))
        if spatial:
            row.append(header + feature.geometry().asWkb() if feature.hasGeometry() else None)
        batch.append(row)
        if len(batch) == _BATCH:
            connection.executemany(insert, batch)
            batch.clear()
        if count % _CHECK_EVERY == 0:
            clock.check()
    if batch:
        connection.executemany(insert, batch)


_PLAIN = (int, float, str, type(None))


def _sql_value(value: Any) -> Any:
    if value is None or isinstance(value, (int, float, str, bytes)):
        return int(value) if isinstance(value, bool) else value
    if isinstance(value, (QDate, QDateTime, QTime)):
        return value.toString(Qt.DateFormat.ISODate) if value.isValid() else None
    if isinstance(value, bytearray):
        return bytes(value)
    return str(value)


def _srid(crs: QgsCoordinateReferenceSystem) -> int:
    """The EPSG code SpatiaLite knows the CRS by; 0 (undefined) for any other CRS."""
    authid = crs.authid().upper() if crs.isValid() else ""
    return int(authid[5:]) if authid.startswith("EPSG:") and authid[5:].isdigit() else 0


_TEMPLATE: dict[str, Any] = {"path": None, "tried": False}
_TEMPLATE_LOCK = threading.Lock()


def _spatial_template(load_spatialite) -> bool:
    """A file with SpatiaLite's spatial metadata (every EPSG code), made once per process:
    0.1 s to make, a few ms to copy."""
    with _TEMPLATE_LOCK:
        if not _TEMPLATE["tried"]:
            _TEMPLATE["tried"] = True
            _TEMPLATE["path"] = _make_template(load_spatialite)
        return _TEMPLATE["path"] is not None and os.path.exists(_TEMPLATE["path"])


def _make_template(load_spatialite) -> str | None:
    folder = tempfile.mkdtemp(prefix="map_assistant_srs_")
    atexit.register(shutil.rmtree, folder, True)
    path = os.path.join(folder, "spatial_metadata.sqlite")
    connection = sqlite3.connect(path, isolation_level=None)
    try:
        if not load_spatialite(connection):
            return None
        connection.execute("SELECT InitSpatialMetadata(1)")  # one transaction: ~0.1 s
        return path
    except sqlite3.Error:
        return None
    finally:
        connection.close()


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'
