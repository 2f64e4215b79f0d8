"""Checks of a proposed action against the map as it was when the message was sent.

They run in the tools' checks (call_check.py) while the agent validates the model's answer, in
the worker thread, so an action on an unknown layer, a write statement or an
undeclared placeholder goes back to the model, which corrects it (the session's
retry loop) before the user sees a button; so does a column or field that the
layer does not have (the correction names the real ones, nearest first). They
read only the ``MapSnapshot``
handed over in the turn's ``ToolContext``, never the live project. ``process()`` checks
again against the live project on the main thread: the map may have changed.
Without a snapshot in the context (e.g. validating a saved conversation) they
check nothing, as there is nothing to check against.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from qgis.core import QgsExpression, QgsFeatureRequest

from ...agent.tools import CHANGES_DATA
from ...agent.user_text import for_user, joined
from ..base import ActionRejected
from ..placeholders.fill import PlaceholderError, fill
from ..placeholders.live import EMPTY_GEOMETRY_WKT
from ..snapshot.map_snapshot import LayerInfo, MapSnapshot, match_name
from ..sql.aggregates import nested_aggregate, per_group_first, two_steps
from ..sql.engines.layer_copy import geometry_column as copy_geometry_column
from ..sql.guard import (
    ParsedQuery,
    SqlRejected,
    UnknownColumn,
    UnknownUse,
    check_read_only,
    referenced_tables,
    sole_text_comparison,
    unknown_columns,
    unknown_uses,
)
from ..sql.joins import JoinKey, join_keys
from ..sql.rename import rename_column

_SQLITE, _POSTGRES = "sqlite", "postgres"


def snapshot_of(context) -> MapSnapshot | None:
    snapshot = getattr(context, "snapshot", None)  # a ToolContext, or nothing to check against
    return snapshot if isinstance(snapshot, MapSnapshot) else None


def vector_layer(snapshot: MapSnapshot, name: str) -> LayerInfo:
    """The vector layer called ``name`` (or with that id); ``ActionRejected`` naming the others."""
    layers = snapshot.layers
    index = match_name([layer.name for layer in layers], name)
    if index is None:
        index = next((i for i, layer in enumerate(layers) if layer.id == name), None)
    if index is None:
        raise ActionRejected(_unknown(VECTOR_LAYER, name, [layer.name for layer in layers]))
    return layers[index]


def check_any_layer(snapshot: MapSnapshot, name: str) -> None:
    """A vector or raster layer called ``name`` exists."""
    names = [layer.name for layer in snapshot.layers] + [raster.name for raster in snapshot.rasters]
    ids = [layer.id for layer in snapshot.layers] + [raster.id for raster in snapshot.rasters]
    if match_name(names, name) is None and name not in ids:
        raise ActionRejected(_unknown(LAYER, name, names))


def check_template(snapshot: MapSnapshot, template: str, declared: Sequence[str]) -> str:
    """The template filled with stand-in values; ``ActionRejected`` for an undeclared or
    malformed placeholder, or one naming an unknown layer or property."""
    try:
        return fill(template, declared, _SnapshotSource(snapshot), sys.maxsize)
    except PlaceholderError as error:
        raise ActionRejected(error.user_message) from error


def check_sql(snapshot: MapSnapshot, sql: str, declared: Sequence[str]) -> list[LayerInfo]:
    """Placeholders, tables and read-only rules of a query; the layers it reads.
    ``UnknownColumns`` (an ``ActionRejected``) when it names a column they lack."""
    parsed, layers, native = _parsed(snapshot, sql, declared)
    uses = unknown_uses(parsed, lambda table: _columns(snapshot, table, native))
    unknown = unknown_columns(parsed, lambda table: _columns(snapshot, table, native))
    if unknown:
        raise UnknownColumns(joined([problem.message() for problem in unknown[:3]], "; "), uses, layers)
    return layers


class UnknownColumns(ActionRejected):
    """Columns a query's layers lack: ``uses`` says where each is written (for the
    sql action, which looks up the texts they are compared with), ``layers`` what it reads."""

    def __init__(self, message: str, uses: Sequence[UnknownUse], layers: Sequence[LayerInfo]):
        super().__init__(message)
        self.uses, self.layers = list(uses), list(layers)


def _parsed(snapshot: MapSnapshot, sql: str, declared: Sequence[str]) -> tuple[ParsedQuery, list[LayerInfo], bool]:
    """The query parsed with stand-ins for its placeholders, its layers, and whether it
    runs in their own database; ``ActionRejected`` for anything but its columns."""
    preview = check_template(snapshot, sql, declared)
    try:
        tables = referenced_tables(preview)
    except SqlRejected as error:
        raise _refused(error) from error
    layers = []
    for table in tables:
        try:
            layer = vector_layer(snapshot, table)
        except ActionRejected:
            raise ActionRejected(_unknown(TABLE, table, [layer.name for layer in snapshot.layers])) from None
        if layer.sql_engine not in ("gpkg", "spatialite", "postgres", "copy"):
            raise ActionRejected(for_user("layer '{layer}' cannot be queried: {storage}", layer=layer.name,
                                          storage=layer.storage))
        layers.append(layer)
    try:
        parsed = check_read_only(preview, query_dialect(layers))
    except SqlRejected as error:
        raise _refused(error) from error
    return parsed, layers, runs_in_its_database(layers)


# What models call a layer's geometry column when they do not know its name.
GEOMETRY_ALIASES = frozenset({"geom", "geometry", "the_geom", "wkb_geometry", "shape"})


def sole_text_comparison_of(snapshot: MapSnapshot, sql: str, declared: Sequence[str]) -> tuple[str, str, str] | None:
    """(layer, column, text) when the query reads one layer and its whole WHERE is one
    equality of a column with a text (``WHERE name = 'Canada'``); None for any other."""
    try:
        parsed, layers, _ = _parsed(snapshot, sql, declared)
    except ActionRejected:
        return None
    found = sole_text_comparison(parsed.tree) if len(layers) == 1 else None
    return None if found is None else (layers[0].name, *found)


def join_keys_of(snapshot: MapSnapshot, sql: str, declared: Sequence[str]) -> list[tuple[JoinKey, LayerInfo, LayerInfo]]:
    """The column equalities the query joins two layers by (sql/joins.py), with the two
    layers; [] for a query with other faults (``check_sql`` names them)."""
    try:
        parsed, _, _ = _parsed(snapshot, sql, declared)
    except ActionRejected:
        return []
    found = []
    for key in join_keys(parsed):
        try:
            found.append((key, vector_layer(snapshot, key.left_table), vector_layer(snapshot, key.right_table)))
        except ActionRejected:
            continue
    return found


def with_geometry_names(snapshot: MapSnapshot, sql: str, declared: Sequence[str]) -> str:
    """``sql`` with each usual name of a geometry column (``GEOMETRY_ALIASES``) that
    its layer lacks written as the layer's own geometry column, when every place it
    is written has exactly one such layer to mean; ``sql`` itself otherwise, and
    whenever the query has other faults (``check_sql`` names them)."""
    try:
        parsed, _, native = _parsed(snapshot, sql, declared)
    except ActionRejected:
        return sql
    targets: dict[str, set[str | None]] = {}
    counts: dict[str, int] = {}
    for use in unknown_uses(parsed, lambda table: _columns(snapshot, table, native)):
        name = use.column.name.lower()
        if name in GEOMETRY_ALIASES:
            meant = [column for column in (_geometry_column(snapshot, source, native) for source, _ in use.sources)
                     if column is not None]
            targets.setdefault(name, set()).add(meant[0] if len(meant) == 1 else None)
            counts[name] = counts.get(name, 0) + 1
    for name, meant in targets.items():
        if len(meant) == 1 and None not in meant:
            renamed = rename_column(sql, name, next(iter(meant)), counts[name])
            sql = renamed if renamed is not None else sql
    return sql


def with_aggregates_per_group(snapshot: MapSnapshot, sql: str, declared: Sequence[str]) -> str:
    """``sql`` with an aggregate inside another (``avg(count(*))``) written as the two steps
    it means; ``sql`` itself when it has none, or other faults (``check_sql`` names them).
    A ValueError naming the two steps when the shape is not a plain one to rewrite."""
    try:
        parsed, layers, _ = _parsed(snapshot, sql, declared)
    except ActionRejected:
        return sql
    nested = nested_aggregate(parsed.tree)
    if nested is None:
        return sql
    rewritten = per_group_first(parsed.tree, query_dialect(layers)) if "{{" not in sql else None
    if rewritten is not None:
        return rewritten
    raise ValueError(  # for the model: plain English, with the query's own functions, table and grouping
        f"{nested.sql()} puts an aggregate inside another, which the database cannot run. Compute the inner "
        f"one per group in a subquery, then the outer one over it: {two_steps(nested, query_dialect(layers))}.")


def geometry_columns(snapshot: MapSnapshot, sql: str, declared: Sequence[str]) -> dict[str, str]:
    """Each layer ``sql`` reads that has geometry -> its geometry column as the query's
    engine names it; empty when the query has other faults."""
    try:
        _, layers, native = _parsed(snapshot, sql, declared)
    except ActionRejected:
        return {}
    columns = {layer.name: _geometry_column(snapshot, layer.name, native) for layer in layers}
    return {name: column for name, column in columns.items() if column}


def _geometry_column(snapshot: MapSnapshot, table: str, native: bool) -> str | None:
    """The one geometry column of layer ``table`` as the query's engine names it."""
    try:
        layer = vector_layer(snapshot, table)
    except ActionRejected:
        return None  # a subquery or WITH query
    if layer.geometry_type == "NoGeometry":
        return None
    if native:
        return layer.geometry_column or None
    return copy_geometry_column([field.name for field in layer.fields])


def check_expression(layer: LayerInfo, expression: str) -> None:
    """The fields a QGIS expression names exist in ``layer`` (QGIS matches them in any
    case). A syntax error is left to ``process()``, which names it."""
    parsed = QgsExpression(expression)
    if parsed.hasParserError():
        return
    referenced = set(parsed.referencedColumns())
    if QgsFeatureRequest.ALL_ATTRIBUTES in referenced:
        return  # e.g. attribute(@feature, 'x'): which field is only known per feature
    names = [field.name for field in layer.fields]
    known = {name.lower() for name in names}
    for name in sorted(referenced):
        if name and name.lower() not in known:
            raise ActionRejected(UnknownColumn(name, ((layer.name, tuple(names)),), "field").message())


def runs_in_its_database(layers: Sequence[LayerInfo]) -> bool:
    """Whether the query runs in the layers' own database (as the engine decides:
    one database, an engine that pushes down) rather than in the copy engine."""
    databases = {(layer.sql_engine, layer.path) for layer in layers}
    return len(databases) == 1 and next(iter(databases))[0] in ("gpkg", "spatialite", "postgres")


def _columns(snapshot: MapSnapshot, table: str, native: bool) -> list[str] | None:
    """The columns a query may name for layer ``table`` (None: not a layer, so unknown)."""
    try:
        layer = vector_layer(snapshot, table)
    except ActionRejected:
        return None
    columns = [field.name for field in layer.fields] + list(layer.primary_key)
    if layer.geometry_column and native:
        columns.append(layer.geometry_column)
    if not native and layer.geometry_type != "NoGeometry":
        # The copy engine calls every geometry column so: a layer's own name ("geom") is
        # unknown there, and with_geometry_names writes it as the copy's.
        columns.append(copy_geometry_column([field.name for field in layer.fields]))
    return list(dict.fromkeys(columns))


def query_dialect(layers: Sequence[LayerInfo]) -> str:
    """PostgreSQL when every table is in one PostGIS database (the engine pushes the
    query down there), else SQLite (GeoPackage, SpatiaLite, the copy engine)."""
    databases = {(layer.sql_engine, layer.path) for layer in layers}
    if len(databases) == 1 and next(iter(databases))[0] == "postgres":
        return _POSTGRES
    return _SQLITE


def _refused(error: SqlRejected) -> ActionRejected:
    if error.changes_data:  # no query can do it: the model is told to say so, in words
        return ActionRejected(f"{not_accepted(error.user_message)}. {CHANGES_DATA}")
    return ActionRejected(not_accepted(error.user_message))


def not_accepted(reason: str) -> str:
    return for_user("the SQL is not accepted: {reason}", reason=reason)


TABLE, LAYER, VECTOR_LAYER = "table", "layer", "vector layer"


def _unknown(kind: str, name: str, names: Sequence[str]) -> str:
    listed = ", ".join(names[:20]) + (", …" if len(names) > 20 else "") or for_user("none", "no layer")
    if kind == TABLE:
        return for_user("there is no table named '{name}' in the project (layers: {layers})", name=name, layers=listed)
    if kind == VECTOR_LAYER:
        return for_user("there is no vector layer named '{name}' in the project (layers: {layers})", name=name,
                        layers=listed)
    return for_user("there is no layer named '{name}' in the project (layers: {layers})", name=name, layers=listed)


class _SnapshotSource:
    """Placeholder values from the snapshot; selections and extents as stand-ins,
    enough to check the text (which never runs: the click fills it again)."""

    def __init__(self, snapshot: MapSnapshot):
        self._snapshot = snapshot
        self._names = [layer.name for layer in snapshot.layers]

    def view_bbox_wkt(self, crs: str | None = None) -> str:
        if self._snapshot.visible_polygon_wkt:
            return self._snapshot.visible_polygon_wkt
        xmin, ymin, xmax, ymax = self._snapshot.extent
        return f"Polygon (({xmin} {ymin}, {xmax} {ymin}, {xmax} {ymax}, {xmin} {ymax}, {xmin} {ymin}))"

    def view_center_wkt(self, crs: str | None = None) -> str:
        xmin, ymin, xmax, ymax = self._snapshot.extent
        return f"Point ({(xmin + xmax) / 2} {(ymin + ymax) / 2})"

    def view_srid(self) -> int | None:
        return self._snapshot.srid

    def view_crs(self) -> str:
        return self._snapshot.crs

    def view_scale(self) -> float:
        return self._snapshot.scale

    def layer_names(self) -> Sequence[str]:
        return self._names

    def resolve_layer(self, name: str) -> str | None:
        index = match_name(self._names, name)
        return None if index is None else self._names[index]

    def selection_count(self, layer: str) -> int:
        return self._snapshot.layers[self._names.index(layer)].selection_count

    def selection_keys(self, layer: str) -> Sequence[object]:
        return []  # fills as "(NULL)"

    def selection_geometry_wkt(self, layer: str) -> str:
        return EMPTY_GEOMETRY_WKT

    def layer_extent_wkt(self, layer: str) -> str:
        return self.view_bbox_wkt()
