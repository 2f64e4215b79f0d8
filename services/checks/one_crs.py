"""Two layers in different CRSs met in one spatial function (issue 39's traps): their
coordinates are different numbers for the same place, so ``ST_Intersects`` of points in
EPSG:3857 with countries in EPSG:4326 finds nothing, ``ST_Distance`` between them is
NULL or nonsense, and a gauge in ED50 (EPSG:4230) read as WGS 84 is about 100 m off
(a datum shift). Here each such geometry is brought into one CRS with ``ST_Transform``
(PROJ chooses the datum transformation), so the function compares the same places.

The CRS they meet in: WGS 84 when one of them is in it, else the first geographic one,
else the first argument's; in degrees, ground_measures has already made a measure
ellipsoidal. Called by ground_measures.on_the_ground on its parsed tree, after the
measures; ``qgis`` for the CRS only.
"""

from __future__ import annotations

from qgis.core import QgsCoordinateReferenceSystem
from sqlglot import exp
from sqlglot.optimizer.scope import traverse_scope

from ...agent.user_text import for_user
from ..base import ActionRejected
from ..snapshot.map_snapshot import LayerInfo, MapSnapshot

# Functions that hold two geometries against each other (SpatiaLite's and PostGIS's names).
_BINARY = frozenset({
    "st_distance", "st_intersects", "st_contains", "st_within", "st_touches", "st_crosses", "st_overlaps",
    "st_covers", "st_coveredby", "st_equals", "st_disjoint", "st_dwithin", "st_intersection", "st_difference",
    "st_symdifference", "st_union", "st_relate", "st_shortestline", "st_closestpoint", "intersects", "contains",
    "within", "touches", "crosses", "overlaps", "disjoint", "equals", "ptdistwithin",
})
_LEAVING_CRS = frozenset({"st_transform", "transform", "st_setsrid", "setsrid", "geography", "geometry"})
_WGS84 = "EPSG:4326"


def into_one_crs(tree: exp.Expression, snapshot: MapSnapshot, dialect: str, native: bool, trace) -> list[str]:
    """Wrap, in ``tree``, each geometry column met in a binary spatial function with a
    column of another CRS in ``ST_Transform`` to their common CRS; the notes for the user
    ("cities_3857 brought into EPSG:4326"), [] when nothing met. ``trace(scope, column)``
    is the layer whose geometry column ``column`` is (ground_measures' tracing).
    ``ActionRejected`` when a CRS cannot be handed to the database."""
    meetings: dict[int, tuple[exp.Expression, list[tuple[exp.Column, LayerInfo]]]] = {}
    for scope in traverse_scope(tree):
        for column in scope.columns:
            layer = trace(scope, column)
            function = _meeting(column, scope.expression) if layer is not None else None
            if function is not None:
                meetings.setdefault(id(function), (function, []))[1].append((column, layer))
    notes = []
    for _function, columns in meetings.values():
        crss = list(dict.fromkeys(layer.crs for _column, layer in columns))
        if len(crss) < 2:
            continue
        target = _target(crss)
        for column, layer in columns:
            if layer.crs != target:
                column.replace(_transformed(column.copy(), layer, target, dialect))
                notes.append(for_user("{layer} ({crs}) brought into {target}", layer=layer.name, crs=layer.crs,
                                      target=target))
    return list(dict.fromkeys(notes))


def _target(crss: list[str]) -> str:
    if _WGS84 in crss:
        return _WGS84
    return next((crs for crs in crss if QgsCoordinateReferenceSystem(crs).isGeographic()), crss[0])


def _meeting(column: exp.Column, top: exp.Expression) -> exp.Expression | None:
    """The nearest binary spatial function ``column`` is a geometry argument of, unless
    the geometry is transformed or cast on the way there."""
    node = column
    while node is not None and node is not top:
        parent = node.parent
        if parent is None:
            return None
        name = _name(parent)
        if name in _BINARY:
            return parent
        if name in _LEAVING_CRS or (isinstance(parent, exp.Cast) and "geography" not in parent.to.sql().lower()):
            return None
        node = parent
    return None


def _name(node: exp.Expression) -> str:
    if isinstance(node, exp.StDistance):
        return "st_distance"
    if isinstance(node, exp.Anonymous):
        return node.name.lower()
    return node.sql_name().lower() if isinstance(node, exp.Func) else ""


def _srid(crs: str, layer: LayerInfo) -> int:
    authority, _, code = crs.partition(":")
    if authority.upper() != "EPSG" or not code.isdigit():
        raise ActionRejected(for_user(
            "layer '{layer}' is in {crs}, which the database cannot be told, and the query holds it against a layer "
            "in another CRS: their coordinates do not compare; say so, or reproject one layer first",
            layer=layer.name, crs=crs))
    return int(code)


def _transformed(column: exp.Expression, layer: LayerInfo, target: str, dialect: str) -> exp.Expression:
    srid = exp.Literal.number(_srid(target, layer))
    if dialect == "postgres":
        return exp.Anonymous(this="ST_Transform", expressions=[column, srid])
    _srid(layer.crs, layer)
    # The five-argument form names both CRSs for PROJ: it needs no spatial_ref_sys (a GeoPackage has none).
    return exp.Anonymous(this="ST_Transform", expressions=[
        column, srid, exp.Null(), exp.Literal.string(layer.crs), exp.Literal.string(target)])
