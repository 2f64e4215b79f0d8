"""Choose where a model-written query runs, and run it read-only.

``plan`` (main thread) checks the text, resolves layer names and decides: if
every table is a layer of one GeoPackage, SpatiaLite or PostgreSQL database,
the query is pushed down to that database in its own dialect (its indexes,
no data copied); otherwise the layers are copied into a private SQLite file and
the query reads that copy (engines/layer_copy.py). A SQLite-dialect text is also
compiled by SQLite itself before it is planned (sqlite_reading.py): one statement,
no variable, only reading. ``run`` is
blocking and safe in a worker thread (QgsTask.run): it touches no canvas or
widget, only what the plan captured.
"""

from __future__ import annotations

import dataclasses
import difflib
import threading
from typing import Callable

from qgis.core import QgsDataProvider, QgsDataSourceUri, QgsMapLayer, QgsProject, QgsProviderRegistry

from ...agent.user_text import for_user
from .engines.common import (
    ENGINE_COPY,
    ENGINE_GPKG,
    ENGINE_POSTGRES,
    ENGINE_SPATIALITE,
    LayerSource,
    QueryPlan,
    QueryResult,
    RunClock,
    SqlCancelled,
    SqlRunError,
    SqlTimedOut,
)
from .engines.layer_copy import LayerSnapshot, geometry_column, run_copy
from .engines.pg_restriction import restriction_of
from .engines.postgres_native import run_postgres
from .engines.sqlite_native import run_sqlite, spatialite_available
from .guard import FORBIDDEN_FUNCTIONS, SqlRejected, check_read_only, function_names, referenced_tables
from .sqlite_reading import NotOneRead, read, stub_functions

__all__ = [
    "DIALECT_NOTES",
    "ENGINE_DIALECTS",
    "QueryPlan",
    "QueryResult",
    "SqlCancelled",
    "SqlEngine",
    "SqlRejected",
    "SqlRunError",
    "SqlTimedOut",
    "layer_engine",
]

_RUN_LOCK = threading.Lock()

ENGINE_DIALECTS = {
    ENGINE_GPKG: "sqlite",
    ENGINE_SPATIALITE: "sqlite",
    ENGINE_POSTGRES: "postgres",
    ENGINE_COPY: "sqlite",
}

# For the system prompt: what SQL each engine accepts (verified on GDAL 3.6 /
# SpatiaLite 5.0 / PostGIS 3.3 / QGIS 3.22).
DIALECT_NOTES = {
    ENGINE_GPKG: (
        "GeoPackage (SQLite dialect, runs inside the file). "
        "SpatiaLite functions work directly on the geometry column: ST_Intersects, "
        "ST_Within, ST_Contains, ST_Distance, ST_Area, ST_Length, ST_Buffer, ST_Centroid, "
        "ST_AsText, ST_MinX/ST_MaxX/ST_MinY/ST_MaxY. "
        "Write a spatial filter as ST_Intersects(geom, ST_GeomFromText('POLYGON(...)', srid)) "
        "in the layer's SRID: it is served by the spatial index. No ST_Transform here."
    ),
    ENGINE_SPATIALITE: (
        "SpatiaLite (SQLite dialect, runs inside the file). "
        "SpatiaLite functions: ST_Intersects, ST_Area, ST_Buffer, ST_Transform, "
        "ST_GeomFromText('WKT', srid), ST_AsText, MbrMinX..."
    ),
    ENGINE_POSTGRES: (
        "PostgreSQL/PostGIS (PostgreSQL dialect, runs in the database, read-only). "
        "PostGIS ST_ functions: ST_Intersects, ST_DWithin, "
        "ST_Transform, ST_MakeEnvelope(xmin, ymin, xmax, ymax, srid), ST_Area(geom::geography); "
        "and SQL's aggregates, maths, text, date, cast, JSON, array and window functions. "
        "Other functions (administration, files, dblink) are refused."
    ),
    ENGINE_COPY: (
        "a read-only SQLite copy of the layers (SQLite dialect with SpatiaLite functions), "
        "for layers of different sources or files; slower on large layers. Geometry column "
        "'geometry'. ST_Intersects, ST_Buffer, ST_Area, "
        "ST_Transform(geometry, srid), ST_GeomFromText('WKT', srid)."
    ),
}

LayerResolver = Callable[[str], "QgsMapLayer | None"]


def layer_engine(layer) -> str:
    """The engine a single-layer query on ``layer`` runs in (for the map context)."""
    located = _pushdown(layer)
    return located[0] if located else ENGINE_COPY


class SqlEngine:
    def __init__(self, project: QgsProject):
        self.project = project

    def plan(self, sql: str, resolve_layer: LayerResolver | None = None, force_copy: bool = False) -> QueryPlan:
        """Check ``sql`` and choose its engine. Main thread. Raises SqlRejected."""
        spatialite_available()  # decided (loaded once) here, before any query runs
        names = referenced_tables(sql)
        resolve = resolve_layer or self._layer_by_name
        layers = []
        for name in names:
            layer = resolve(name)
            if layer is None:
                raise SqlRejected(self._unknown_table(name))
            if layer.type() != QgsMapLayer.LayerType.VectorLayer:
                raise SqlRejected(for_user("'{name}' is not a vector layer; SQL can only read vector layers",
                                           name=name))
            layers.append((name, layer))
        located = [_pushdown(layer) for _, layer in layers]
        databases = {(loc[0], loc[1]) if loc else None for loc in located}
        if layers and not force_copy and len(databases) == 1 and None not in databases:
            engine, database = next(iter(databases))
            reason = f"all tables are in one {engine} database"
        else:
            engine, database = ENGINE_COPY, ""
            reason = "tables come from different sources" if layers else "no table"
        sources = [
            self._source(name, layer, loc if engine != ENGINE_COPY else None, index)
            for index, ((name, layer), loc) in enumerate(zip(layers, located))
        ]
        parsed = check_read_only(sql, ENGINE_DIALECTS[engine])
        plan = QueryPlan(engine, ENGINE_DIALECTS[engine], sql, parsed, sources, database, reason)
        check_sqlite_reading(plan)
        return plan

    @staticmethod
    def with_sql(plan: QueryPlan, sql: str) -> QueryPlan:
        """The same plan for a new text of the query (e.g. placeholders filled in a
        worker). Pure, so worker-safe; the text must name the same tables."""
        parsed = check_read_only(sql, plan.dialect)
        if {name.lower() for name in parsed.table_names} != {name.lower() for name in plan.parsed.table_names}:
            raise SqlRejected(for_user("the filled-in query names other tables than the one that was planned"))
        filled = dataclasses.replace(plan, sql=sql, parsed=parsed)
        check_sqlite_reading(filled)
        return filled

    def run(self, plan: QueryPlan, timeout_s: float = 10.0, feedback=None, max_rows: int = 1000,
            count_cap: int | None = None) -> QueryResult:
        """Run a plan; blocking, worker-thread safe. Raises SqlRunError (incl. cancel/timeout).
        ``count_cap``: stop reading (and counting) the result there; None counts it all."""
        clock = RunClock(timeout_s, feedback)
        runner = {
            ENGINE_GPKG: run_sqlite,
            ENGINE_SPATIALITE: run_sqlite,
            ENGINE_POSTGRES: run_postgres,
            ENGINE_COPY: run_copy,
        }[plan.engine]
        # One query at a time: a GeoPackage query (SpatiaLite loaded into sqlite3)
        # overlapping a QGIS virtual-layer query crashed the process once (segfault in
        # sqlite3 while the virtual provider started in another thread); kept, as
        # queries share SpatiaLite's process-wide state. A waiting query still honours
        # Cancel and its timeout.
        while not _RUN_LOCK.acquire(timeout=0.05):
            clock.check()
        try:
            return runner(plan, clock, max_rows, count_cap)
        except SqlRunError:
            raise
        except Exception as err:  # noqa: BLE001 - never let a raw error reach QGIS's dialog
            clock.check()
            raise SqlRunError(for_user("the query failed unexpectedly: {reason}", reason=err)) from err
        finally:
            _RUN_LOCK.release()

    # -- helpers (main thread) ------------------------------------------------

    def _layer_by_name(self, name: str):
        layers = list(self.project.mapLayers().values())
        for layer in layers:
            if layer.name() == name:
                return layer
        for layer in layers:
            if layer.name().lower() == name.lower():
                return layer
        return None

    def _unknown_table(self, name: str) -> str:
        names = sorted(
            layer.name()
            for layer in self.project.mapLayers().values()
            if layer.type() == QgsMapLayer.LayerType.VectorLayer
        )
        by_lower = {n.lower(): n for n in names}
        similar = [by_lower[n] for n in difflib.get_close_matches(name.lower(), list(by_lower), n=3, cutoff=0.5)]
        if similar:
            return for_user("unknown table '{name}': no layer has that name (similar layers: {layers})", name=name,
                            layers=", ".join(similar))
        if names:
            return for_user("unknown table '{name}': no layer has that name (layers in the project: {layers})",
                            name=name, layers=", ".join(names[:10]))
        return for_user("unknown table '{name}': no layer has that name (the project has no vector layers)", name=name)

    @staticmethod
    def pushdown_key(layer) -> str | None:
        """The key column a query on ``layer`` alone reads in the layer's own
        database; None when that query would not run there or the key is not one
        column. Main thread; no SQL is parsed."""
        located = _pushdown(layer)
        keys = _keys(layer, located) if located else []
        return keys[0] if len(keys) == 1 else None

    def _source(self, name: str, layer, located, index: int) -> LayerSource:
        keys = _keys(layer, located)
        fields = layer.fields().names()
        in_instance = QgsProject.instance().mapLayer(layer.id()) is layer
        if layer.providerType() == "memory" and not in_instance:
            raise SqlRejected(for_user("the memory layer '{layer}' is not in the current project; add it first",
                                       layer=layer.name()))
        return LayerSource(
            name=name,
            layer_id=layer.id(),
            provider=layer.providerType(),
            source=layer.source(),
            crs=layer.crs().authid(),
            key_column=keys[0] if len(keys) == 1 else None,
            native_table=located[2] if located else f"t{index}",
            native_schema=located[3] if located else None,
            restriction=restriction_of(QgsDataSourceUri(layer.source())) if located and located[0] == ENGINE_POSTGRES
            else None,
            in_project_instance=in_instance,
            snapshot=LayerSnapshot.capture(layer) if not located else None,
            columns=tuple(fields + _geometry_names(layer, located, fields) + keys),
        )


def _keys(layer, located) -> list[str]:
    provider = layer.dataProvider()
    keys = [provider.fields().at(i).name() for i in provider.pkAttributeIndexes()] if provider else []
    if located and located[0] == ENGINE_GPKG and not keys:
        keys = ["fid"]
    return keys


def _pushdown(layer):
    """Where a query on ``layer`` runs: ``_locate``. plan() and layer_engine() (the map
    context) both decide here, so the context names the engine that really runs.
    Without SpatiaLite in Python a GeoPackage query still runs in its file, attribute
    functions only (the copy engine would have no more)."""
    return _locate(layer)


def _geometry_names(layer, located, fields: list[str]) -> list[str]:
    """The geometry column's name(s) a query on ``layer`` may write: the copy's, or the
    database's own (not known before the query runs there, so the usual ones)."""
    if not located:
        return [geometry_column(fields)]
    return ["geom", "geometry", "the_geom", "wkb_geometry", "shape"]


def check_sqlite_reading(plan: QueryPlan) -> None:
    """SQLite's own reading of a SQLite-dialect plan's text, on empty tables of the same
    names and columns (sqlite_reading.py); raises SqlRejected when SQLite sees anything
    but one reading statement. Pure sqlite3: safe in a worker."""
    if plan.dialect != "sqlite":
        return
    tables = {layer.name: layer.columns for layer in plan.layers}
    try:
        read(plan.parsed.to_sql("sqlite"), tables, stub_functions(function_names(plan.parsed.tree)),
             FORBIDDEN_FUNCTIONS)
    except NotOneRead as reading:
        raise SqlRejected(for_user("SQLite reads this query differently from the query check ({reason}); "
                                   "write one plain SELECT", reason=str(reading))) from reading


def _locate(layer):
    """(engine, database, table, schema) when a layer can be pushed down, else None.

    Layers with a subset string (a filter) go through the copy engine, whose
    snapshot honours the filter; pushing down would silently read the unfiltered table. So
    does a GeoPackage layer limited to one geometry type of a mixed table
    (``|geometrytype=Point``): the table holds the other types too.
    """
    if layer.type() != QgsMapLayer.LayerType.VectorLayer or layer.subsetString():
        return None
    provider = layer.providerType()
    if provider == "ogr":
        if layer.dataProvider().storageType() != "GPKG":
            return None
        parts = QgsProviderRegistry.instance().decodeUri("ogr", layer.source())
        if parts.get("geometryType"):
            return None
        table = parts.get("layerName") or _only_sublayer(layer)
        return (ENGINE_GPKG, parts.get("path", ""), table, None) if table else None
    if provider == "spatialite":
        uri = QgsDataSourceUri(layer.source())
        return (ENGINE_SPATIALITE, uri.database(), uri.table(), None) if uri.table() else None
    if provider == "postgres":
        uri = QgsDataSourceUri(layer.source())
        if not uri.table() or uri.table().startswith("("):
            return None  # a query layer, not a table
        return (ENGINE_POSTGRES, uri.connectionInfo(False), uri.table(), uri.schema() or None)
    return None


def _only_sublayer(layer) -> str | None:
    sublayers = layer.dataProvider().subLayers()
    if len(sublayers) != 1:
        return None
    parts = sublayers[0].split(QgsDataProvider.SUBLAYER_SEPARATOR)
    return parts[1] if len(parts) > 1 else None
