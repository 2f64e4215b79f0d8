"""Make GeoPackage spatial filters use the layer's R-tree.

SQLite only uses a GeoPackage spatial index when the query joins the
``rtree_<table>_<column>`` virtual table, which the model never writes. For a
WHERE conjunct such as ``ST_Intersects(geom, ST_GeomFromText('POLYGON(..)', 4326))``
we add ``AND t.fid IN (SELECT id FROM rtree_t_geom WHERE <bbox overlaps>)``.
Every predicate handled here implies that the two bounding boxes overlap, so
the extra condition never changes the result; it only lets SQLite skip rows.
Pure Python (sqlglot + shapely), no qgis import.
"""

from __future__ import annotations

from dataclasses import dataclass

import shapely
from shapely.errors import ShapelyError
from sqlglot import exp

# Predicates true only where the bounding boxes overlap.
_BBOX_PREDICATES = frozenset(
    {
        "st_intersects",
        "intersects",
        "st_within",
        "within",
        "st_contains",
        "contains",
        "st_overlaps",
        "overlaps",
        "st_touches",
        "touches",
        "st_crosses",
        "crosses",
        "st_covers",
        "covers",
        "st_coveredby",
        "coveredby",
        "st_equals",
        "equals",
        "mbrintersects",
        "mbrwithin",
        "mbrcontains",
        "mbroverlaps",
    }
)
_FROM_TEXT = frozenset({"st_geomfromtext", "geomfromtext", "st_polygonfromtext", "polygonfromtext"})
_ENVELOPE = frozenset({"buildmbr", "st_makeenvelope"})


@dataclass(frozen=True)
class IndexedTable:
    """A GeoPackage table whose geometry column has an R-tree."""

    table: str  # native table name as referenced in the (rewritten) query
    geometry_column: str
    fid_column: str
    srid: int  # gpkg srs_id of the geometry column

    @property
    def rtree(self) -> str:
        return f"rtree_{self.table}_{self.geometry_column}"


def add_rtree_filters(tree: exp.Expression, tables: list[IndexedTable]) -> int:
    """Add R-tree conditions in place; returns how many were added."""
    by_name = {t.table.lower(): t for t in tables}
    added = 0
    for select in list(tree.find_all(exp.Select)):
        scope = _tables_in_scope(select, by_name)
        where = select.args.get("where")
        if not scope or where is None:
            continue
        conjuncts = list(where.this.flatten()) if isinstance(where.this, exp.And) else [where.this]
        plain, spatial, ranges = [], [], []
        for conjunct in conjuncts:
            hit = _indexable(conjunct, scope)
            if hit is None:
                plain.append(conjunct)
            else:
                spatial.append(conjunct)
                ranges.append(hit)
        if not ranges:
            continue
        # SQLite evaluates AND terms mostly in the written order: put cheap
        # attribute tests first and the GEOS predicate last, so it runs only
        # on rows that passed both the attributes and the R-tree.
        ordered = [c.copy() for c in plain] + ranges + [c.copy() for c in spatial]
        select.set("where", exp.Where(this=exp.and_(*ordered, copy=False)))
        added += len(ranges)
    return added


def _tables_in_scope(select: exp.Select, by_name: dict) -> dict[str, IndexedTable]:
    """alias (lower) -> table, for the indexed tables this SELECT reads directly."""
    scope: dict[str, IndexedTable] = {}
    sources = []
    if select.args.get("from_") is not None or select.args.get("from") is not None:
        from_ = select.args.get("from_") or select.args.get("from")
        sources.append(from_.this)
    sources.extend(join.this for join in select.args.get("joins") or [])
    for source in sources:
        if isinstance(source, exp.Table) and source.name.lower() in by_name:
            alias = (source.alias or source.name).lower()
            scope[alias] = by_name[source.name.lower()]
    return scope


def _indexable(conjunct: exp.Expression, scope: dict[str, IndexedTable]):
    func = conjunct
    # Accept "ST_Intersects(...) = 1" as well as the bare call.
    if isinstance(conjunct, exp.EQ):
        left, right = conjunct.this, conjunct.expression
        if isinstance(right, (exp.Literal, exp.Boolean)) and str(right.this).lower() in ("1", "true"):
            func = left
        else:
            return None
    if not isinstance(func, exp.Func) or _name(func) not in _BBOX_PREDICATES:
        return None
    args = _args(func)
    if len(args) != 2:
        return None
    for column, other in (args, args[::-1]):
        target = _geometry_column(column, scope)
        if target is None:
            continue
        alias, table = target
        envelope = _constant_envelope(other, table.srid)
        if envelope is None:
            continue
        return _rtree_condition(alias, table, envelope)
    return None


def _geometry_column(node, scope):
    if not isinstance(node, exp.Column):
        return None
    qualifier = node.table.lower()
    if qualifier:
        table = scope.get(qualifier)
        candidates = [(qualifier, table)] if table else []
    else:
        candidates = list(scope.items()) if len(scope) == 1 else []
    for alias, table in candidates:
        if table.geometry_column.lower() == node.name.lower():
            return alias, table
    return None


def _constant_envelope(node, layer_srid: int):
    """(xmin, ymin, xmax, ymax) of a literal geometry in the layer's SRID, else None."""
    if not isinstance(node, exp.Func):
        return None
    name = _name(node)
    args = _args(node)
    if name in _FROM_TEXT and args and isinstance(args[0], exp.Literal) and args[0].is_string:
        if not _same_srid(args[1:], layer_srid):
            return None
        try:
            geometry = shapely.from_wkt(args[0].this)
        except (ShapelyError, ValueError):
            return None
        if geometry is None or geometry.is_empty:
            return None
        return tuple(float(v) for v in geometry.bounds)
    if name in _ENVELOPE and len(args) >= 4:
        values = [_number(a) for a in args[:4]]
        if None in values or not _same_srid(args[4:], layer_srid):
            return None
        xmin, ymin, xmax, ymax = values
        return (min(xmin, xmax), min(ymin, ymax), max(xmin, xmax), max(ymin, ymax))
    return None


def _same_srid(rest, layer_srid: int) -> bool:
    """A literal in another SRID would give a wrong envelope: then do nothing."""
    if not rest:
        return True
    srid = _number(rest[0])
    return srid is not None and int(srid) == layer_srid


def _number(node):
    sign = 1.0
    if isinstance(node, exp.Neg):
        sign, node = -1.0, node.this
    if isinstance(node, exp.Literal) and not node.is_string:
        try:
            return sign * float(node.this)
        except ValueError:
            return None
    return None


def _rtree_condition(alias: str, table: IndexedTable, envelope) -> exp.Expression:
    xmin, ymin, xmax, ymax = envelope
    ids = (
        exp.select("id")
        .from_(exp.Table(this=exp.to_identifier(table.rtree, quoted=True)))
        .where(f"minx <= {xmax!r} AND maxx >= {xmin!r} AND miny <= {ymax!r} AND maxy >= {ymin!r}")
    )
    column = exp.column(table.fid_column, table=alias, quoted=True)
    return exp.In(this=column, query=exp.Subquery(this=ids))


def _name(func: exp.Func) -> str:
    if isinstance(func, exp.Anonymous):
        return str(func.name).lower()
    return func.sql_name().lower()


def _args(func: exp.Func) -> list:
    if isinstance(func, exp.Anonymous):
        return list(func.expressions)
    # Known functions keep their arguments in named slots.
    values = [func.this] if func.this is not None else []
    for key in func.arg_types:
        if key == "this":
            continue
        value = func.args.get(key)
        if isinstance(value, list):
            values.extend(value)
        elif isinstance(value, exp.Expression):
            values.append(value)
    return values
