"""Measures on the ground (issue 39): an area, length, perimeter or distance that a query
takes of a layer in a geographic CRS is measured on the ellipsoid, in m² and m, not in
degrees.

``ST_Area(geom)/1e6 AS km2`` on countries in EPSG:4326 gives square degrees over a
million. Here each ``ST_Area``, ``ST_Length``, ``ST_Perimeter`` and ``ST_Distance`` whose
geometry is (an expression over) a geographic layer's geometry column is written the way
the query's database measures on the ellipsoid:

- SQLite (GeoPackage, SpatiaLite, the copy engine): an area in an equal-area projection,
  ``ST_Area(ST_Transform(g, 6933, NULL, '<layer CRS>', 'EPSG:6933'))`` (the five-argument
  form needs no spatial_ref_sys, so it runs in a GeoPackage; SpatiaLite's own
  ``ST_Area(g, 1)`` is off by 0.4 % across the equator and 2,000 times slower); a length,
  perimeter or distance with SpatiaLite's ellipsoid flag, ``ST_Length(g, 1)``;
- PostgreSQL: on ``geography``, ``ST_Area(g::geography)``, through
  ``ST_Transform(g, 4326)`` when the layer is in another geographic CRS.

A measure whose geometry went through ``ST_Transform``, ``ST_SetSRID`` or a cast, or
already asks for the ellipsoid, is left as written, as is one on a projected layer. A
column of a subquery or WITH query is traced to the layer column it selects. An unnamed
measure is named for its unit (``area_m2``, ``length_m``, ``perimeter_m``, ``distance_m``);
an unnamed expression over one keeps the name it had. A named one holds the unit its name
ends with (``area_km2``, ``"Area (ha)"``, ``length_mi``): a bare measure is converted to it,
and one scaled by a number that makes another unit is refused with the fix. A geographic layer whose CRS the
database cannot be told is refused with the reason, for the model to correct.

The query is parsed with each ``{{placeholder}}`` as a stand-in name and printed back with
it, so a template is mended too. ``qgis`` for the CRS only.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

import sqlglot
from qgis.core import QgsCoordinateReferenceSystem
from sqlglot import exp
from sqlglot.errors import SqlglotError
from sqlglot.optimizer.scope import Scope, traverse_scope

from ...agent.user_text import for_user
from ..base import ActionRejected
from ..snapshot.map_snapshot import LayerInfo, MapSnapshot
from .action_checks import check_sql, query_dialect, runs_in_its_database, vector_layer
from .one_crs import into_one_crs

_SQLITE, _POSTGRES = "sqlite", "postgres"
_EQUAL_AREA = "EPSG:6933"  # WGS 84 / NSIDC EASE-Grid 2.0 Global: equal-area, worldwide
_MEASURES = {"st_area": "area_m2", "st_length": "length_m", "st_perimeter": "perimeter_m",
             "st_distance": "distance_m"}
# Functions after which a geometry is no longer in its layer's CRS (or already on the ellipsoid).
_LEAVING_CRS = frozenset({"st_transform", "transform", "st_setsrid", "setsrid", "geography", "geometry",
                          "st_geogfromwkb", "st_geographyfromtext"})
_PLACEHOLDER = re.compile(r"\{\{.*?\}\}", re.DOTALL)


@dataclass(frozen=True)
class GroundMeasures:
    sql: str
    note: str  # for the user and the model: "" when nothing was measured anew


def on_the_ground(snapshot: MapSnapshot, sql: str, declared: Sequence[str]) -> GroundMeasures:
    """``sql`` with its measures of geographic layers taken on the ellipsoid, and a note;
    ``sql`` itself (no note) when it has none, or faults that ``check_sql`` names.
    ``ActionRejected`` when such a measure cannot be taken (the CRS cannot be written)."""
    try:
        layers = check_sql(snapshot, sql, declared)
    except ValueError:
        return GroundMeasures(sql, "")
    geographic = any(_geographic(layer.crs) for layer in layers)
    if not geographic and len({layer.crs for layer in layers}) < 2:
        return GroundMeasures(sql, "")
    dialect, native = query_dialect(layers), runs_in_its_database(layers)
    stand_ins, placeholders = _with_stand_ins(sql)
    try:
        tree = sqlglot.parse_one(stand_ins, read=dialect)
        scopes = traverse_scope(tree)
    except (SqlglotError, ValueError):
        return GroundMeasures(sql, "")
    found = _measures(scopes, snapshot, native) if geographic else []
    mended = {id(measure) for measure, _ in found}
    names = [(select, _unnamed(select, mended, dialect)) for select in tree.find_all(exp.Select)]
    for select in tree.find_all(exp.Select):
        _hold_names_to_units(select, mended)
    for measure, layer in found:
        measure.replace(_on_the_ellipsoid(measure, layer, dialect))
    for select, unnamed in names:
        for index, name in unnamed:
            item = select.expressions[index]
            item.replace(exp.alias_(item.copy(), name, quoted=True))
    moved = []
    if len({layer.crs for layer in layers}) > 1:  # one CRS: nothing to bring together
        try:
            moved = into_one_crs(tree, snapshot, dialect, native,
                                 lambda scope, column: _traced(scope, column, snapshot, native, 0))
        except SqlglotError:  # a CRS the database cannot be told is refused (ActionRejected), never left as is
            moved = []
    if not found and not moved:
        return GroundMeasures(sql, "")
    text = tree.sql(dialect=dialect)
    for stand_in, placeholder in placeholders.items():
        text = text.replace(stand_in, placeholder)
    if any(text.count(placeholder) != sql.count(placeholder) for placeholder in set(placeholders.values())):
        return GroundMeasures(sql, "")  # a placeholder did not come back as written: leave the query
    notes = []
    if found:
        degrees = sorted({layer.name for _, layer in found})
        notes.append(for_user("{layers} in degrees: measured on the ellipsoid, in m² and m.",
                              layers=", ".join(degrees)))
    if moved:
        notes.append(for_user("Layers in different CRSs: {moved}.", moved="; ".join(moved)))
    return GroundMeasures(text, " ".join(notes))


# A column name's unit, as a model writes it at the end of the name (area_km2, len_km,
# "Area (ha)"), and how many m² or m it is. Only these are read; any other name says nothing.
_AREA_UNITS = {"m2": 1.0, "sqm": 1.0, "km2": 1e6, "sqkm": 1e6, "ha": 1e4, "hectares": 1e4,
               "mi2": 2_589_988.110336, "sqmi": 2_589_988.110336, "acres": 4046.8564224}
_LENGTH_UNITS = {"m": 1.0, "meters": 1.0, "metres": 1.0, "km": 1000.0, "kilometers": 1000.0,
                 "kilometres": 1000.0, "mi": 1609.344, "miles": 1609.344, "ft": 0.3048, "feet": 0.3048}
_UNIT_AT_END = re.compile(r"(?:^|[^a-z0-9])(?:in_)?(sq_?km|sq_?mi|sq_?m|km2|mi2|m2|ha|hectares|acres|m|meters|metres|"
                          r"km|kilometers|kilometres|mi|miles|ft|feet)\)?$")


def _named_unit(alias: str, area: bool) -> float | None:
    """How many m² (``area``) or m the unit at the end of ``alias`` is; None when it names none."""
    text = alias.lower().replace("²", "2")
    match = _UNIT_AT_END.search(text)
    if match is None:
        return None
    unit = match.group(1).replace("_", "")
    return (_AREA_UNITS if area else _LENGTH_UNITS).get(unit)


def _hold_names_to_units(select: exp.Select, mended: set[int]) -> None:
    """A named column holding a measure taken anew (m² or m), bare or scaled by a number,
    holds the unit its name says: a bare one is converted (``ST_Area(g) AS area_km2`` is
    divided by 1e6), a scaled one whose scale is another unit's is refused with the fix."""
    for item in select.expressions:
        if not isinstance(item, exp.Alias):
            continue
        inner, scale = _unwrapped(item.this), 1.0
        if isinstance(inner, (exp.Div, exp.Mul)) and isinstance(inner.expression, exp.Literal) \
                and not inner.expression.is_string:
            factor = float(inner.expression.this)
            if factor <= 0:
                continue
            scale, inner = (factor if isinstance(inner, exp.Div) else 1 / factor), _unwrapped(inner.this)
        if id(inner) not in mended:
            continue
        area = _measure_name(inner) == "st_area"
        named = _named_unit(item.alias, area)
        if named is None or abs(named / scale - 1) < 0.01:
            continue
        if scale == 1.0:  # bare (or in brackets): the figure is made to hold the named unit (the
            # measure itself stays in the tree: it is put on the ellipsoid afterwards)
            item.set("this", exp.Div(this=inner, expression=exp.Literal.number(repr(named))))
            continue
        raise ActionRejected(for_user(
            "the column '{name}' would hold a measure in {unit} divided by {scale}, which is not the unit its name "
            "says: the measure is in {unit}; divide it by {named} for that unit, or name the column for what it holds",
            name=item.alias, unit="m²" if area else "m", scale=f"{scale:g}", named=f"{named:g}"))


def _unwrapped(node: exp.Expression) -> exp.Expression:
    while isinstance(node, exp.Paren):
        node = node.this
    return node


def _geographic(authid: str) -> bool:
    return bool(authid) and QgsCoordinateReferenceSystem(authid).isGeographic()


def _with_stand_ins(sql: str) -> tuple[str, dict[str, str]]:
    """``sql`` with each placeholder as a name sqlglot reads anywhere (``__ma_ph0__``)."""
    placeholders: dict[str, str] = {}

    def stand_in(match: re.Match) -> str:
        name = f"__ma_ph{len(placeholders)}__"
        placeholders[name] = match.group(0)
        return name

    return _PLACEHOLDER.sub(stand_in, sql), placeholders


def _measure_name(node: exp.Expression) -> str:
    if isinstance(node, exp.StDistance):
        return "st_distance"
    return node.name.lower() if isinstance(node, exp.Anonymous) else ""


def _geometries(measure: exp.Expression) -> list[exp.Expression]:
    """The geometry arguments of a measure; [] when it already says how to measure
    (SpatiaLite's ellipsoid flag, PostGIS's spheroid flag)."""
    if isinstance(measure, exp.StDistance):
        return [] if measure.args.get("use_spheroid") is not None else [measure.this, measure.expression]
    arguments = list(measure.expressions)
    wanted = 2 if _measure_name(measure) == "st_distance" else 1
    return arguments if len(arguments) == wanted else []


def _measures(scopes: list[Scope], snapshot: MapSnapshot, native: bool) -> list[tuple[exp.Expression, LayerInfo]]:
    """Each measure taken on a geographic layer's geometry, with that layer (first one named)."""
    found: dict[int, tuple[exp.Expression, LayerInfo]] = {}
    for scope in scopes:
        for column in scope.columns:
            layer = _traced(scope, column, snapshot, native, 0)
            if layer is None or not _geographic(layer.crs):
                continue
            measure = _measure_over(column, scope.expression)
            if measure is not None and id(measure) not in found:
                found[id(measure)] = (measure, layer)
    return list(found.values())


def _traced(scope: Scope, column: exp.Column, snapshot: MapSnapshot, native: bool, depth: int) -> LayerInfo | None:
    """The layer whose geometry column ``column`` is, through subqueries and WITH queries."""
    if depth > 8:
        return None
    if column.table:
        sources = [scope.sources.get(column.table)]
    else:
        sources = list(scope.sources.values())
    traced = []
    for source in sources:
        if isinstance(source, exp.Table):
            layer = _layer(snapshot, source)
            if layer is not None and column.name.lower() in _geometry_names(layer, native):
                traced.append(layer)
        elif isinstance(source, Scope) and isinstance(source.expression, exp.Select):
            item = next((item for item in source.expression.expressions if item.alias_or_name == column.name), None)
            inner = item.unalias() if item is not None else None
            if isinstance(inner, exp.Column):
                layer = _traced(source, inner, snapshot, native, depth + 1)
                traced += [layer] if layer is not None else []
    return traced[0] if len(traced) == 1 else None


def _layer(snapshot: MapSnapshot, table: exp.Table) -> LayerInfo | None:
    parts = [part for part in (table.catalog, table.db, table.name) if part]
    try:
        return vector_layer(snapshot, ".".join(parts))
    except ActionRejected:
        return None


def _geometry_names(layer: LayerInfo, native: bool) -> set[str]:
    if layer.geometry_type == "NoGeometry":
        return set()
    names = {layer.geometry_column.lower()} if layer.geometry_column else set()
    return names if native else names | {"geometry"}  # the copy engine's name for every geometry column


def _measure_over(column: exp.Column, top: exp.Expression) -> exp.Expression | None:
    """The nearest measure ``column`` is a geometry of, unless the geometry leaves its
    layer's CRS (or is cast) on the way."""
    node = column
    while node is not None and node is not top:
        parent = node.parent
        if isinstance(parent, exp.Cast):
            return None
        name = _measure_name(parent) if parent is not None else ""
        if name in _MEASURES:
            return parent if any(argument is node for argument in _geometries(parent)) else None
        if isinstance(parent, exp.Func) and (_function_name(parent) in _LEAVING_CRS):
            return None
        node = parent
    return None


def _function_name(node: exp.Func) -> str:
    return node.name.lower() if isinstance(node, exp.Anonymous) else node.sql_name().lower()


def _on_the_ellipsoid(measure: exp.Expression, layer: LayerInfo, dialect: str) -> exp.Expression:
    name, geometries = _measure_name(measure), [geometry.copy() for geometry in _geometries(measure)]
    function = {"st_area": "ST_Area", "st_length": "ST_Length", "st_perimeter": "ST_Perimeter",
                "st_distance": "ST_Distance"}[name]
    if dialect == _POSTGRES:
        return exp.Anonymous(this=function, expressions=[_geography(geometry, layer) for geometry in geometries])
    if name == "st_area":
        source = _proj_source(layer)
        return exp.Anonymous(this=function, expressions=[exp.Anonymous(this="ST_Transform", expressions=[
            geometries[0], exp.Literal.number(6933), exp.Null(), exp.Literal.string(source),
            exp.Literal.string(_EQUAL_AREA)])])
    return exp.Anonymous(this=function, expressions=[*geometries, exp.Literal.number(1)])


def _geography(geometry: exp.Expression, layer: LayerInfo) -> exp.Expression:
    if layer.crs.upper() != "EPSG:4326":
        geometry = exp.Anonymous(this="ST_Transform", expressions=[geometry, exp.Literal.number(4326)])
    return exp.Cast(this=geometry, to=exp.DataType.build("geography", dialect=_POSTGRES))


def _proj_source(layer: LayerInfo) -> str:
    """The layer's CRS as PROJ reads it: its EPSG (or other authority) code, else its PROJ string."""
    crs = QgsCoordinateReferenceSystem(layer.crs)
    if layer.crs.split(":")[0].upper() in ("EPSG", "ESRI", "IGNF", "OGC"):
        return layer.crs
    proj = crs.toProj()
    if not proj:
        raise ActionRejected(for_user(
            "layer '{layer}' is in degrees ({crs}) and its CRS cannot be handed to the database, so its areas "
            "cannot be measured in m² in SQL; say so, or measure another way", layer=layer.name, crs=layer.crs))
    return proj


def _unnamed(select: exp.Select, mended: set[int], dialect: str) -> list[tuple[int, str]]:
    """The select's unnamed items holding a measure taken anew, by place, each with its
    name: the unit's for a bare measure, else the item as written (not the longer text it
    becomes)."""
    items = []
    for index, item in enumerate(select.expressions):
        if isinstance(item, exp.Alias) or not any(id(node) in mended for node in item.walk()):
            continue
        items.append((index, _MEASURES[_measure_name(item)] if id(item) in mended else item.sql(dialect=dialect)))
    return items


# How the result table's header writes a unit a column's name ends with.
_UNIT_LABELS = {"m2": "m²", "sqm": "m²", "km2": "km²", "sqkm": "km²", "ha": "ha", "hectares": "ha", "mi2": "mi²",
                "sqmi": "mi²", "acres": "acres", "m": "m", "meters": "m", "metres": "m", "km": "km",
                "kilometers": "km", "kilometres": "km", "mi": "mi", "miles": "mi", "ft": "ft", "feet": "ft"}
_ON_THE_ELLIPSOID = re.compile(r"6933|::geography|AS GEOGRAPHY|,\s*1\s*\)", re.IGNORECASE)


def column_units(sql: str, columns: Sequence[str]) -> dict[str, str]:
    """The unit of each result column that holds a measure (ST_Area, ST_Length,
    ST_Perimeter, ST_Distance), for the result table's header: the unit its name ends
    with (``area_km2``: km²), else m² or m when the query measures on the ellipsoid (as
    ``on_the_ground`` writes it). Columns with no measure, or a unit no one can tell, are
    left out. Never raises: a query it cannot read has no units."""
    wanted = {column.lower(): column for column in columns}
    units: dict[str, str] = {}
    for dialect in (_SQLITE, _POSTGRES):
        try:
            tree = sqlglot.parse_one(_PLACEHOLDER.sub("NULL", sql), read=dialect)
        except (SqlglotError, ValueError):
            continue
        select = tree if isinstance(tree, exp.Select) else tree.find(exp.Select)
        for item in select.expressions if select is not None else []:
            column = wanted.get(item.alias_or_name.lower())
            measures = [node for node in item.walk() if _measure_name(node) in _MEASURES]
            if column is None or not measures:
                continue
            area = _measure_name(measures[0]) == "st_area"
            match = _UNIT_AT_END.search(column.lower().replace("²", "2"))
            unit = match.group(1).replace("_", "") if match is not None else ""
            if unit in (_AREA_UNITS if area else _LENGTH_UNITS):
                units[column] = _UNIT_LABELS[unit]
            elif _ON_THE_ELLIPSOID.search(item.sql(dialect=dialect)):
                units[column] = "m²" if area else "m"
        return units
    return units
