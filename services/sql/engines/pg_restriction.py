"""A PostGIS layer that shows only part of its table: one geometry type, or one SRID.

A table with a generic ``geometry`` column can hold points, lines and polygons
together; QGIS offers it as one layer per type, each with ``type=...`` (and often
``srid=...``) in its URI, and filters the rows of the others out in every query
it sends. A query pushed down to PostgreSQL must filter them the same way, or a
count on the "points" layer counts the lines too. So each such layer is read
through a subquery holding that filter. When the column itself is declared with
the type and SRID (``geometry(Point, 4326)``), every row already passes it, and
the filter is left out (it would cost a function call per row); the declaration
is read from PostGIS's catalogue, at most once a minute per column.

``restriction_of`` reads the URI on the main thread; ``row_filter`` asks the
catalogue in the worker.
"""

from __future__ import annotations

import math
import threading
import time
from dataclasses import dataclass

from qgis.core import QgsDataSourceUri, QgsWkbTypes

from ..expression import quoted_identifier

# PostGIS's GeometryType() names, by the geometry family QGIS shows (M adds "M").
_TYPE_NAMES = {
    "point": ("POINT", "MULTIPOINT"),
    "line": ("LINESTRING", "MULTILINESTRING", "CIRCULARSTRING", "COMPOUNDCURVE", "MULTICURVE"),
    "polygon": ("POLYGON", "MULTIPOLYGON", "CURVEPOLYGON", "MULTISURFACE", "POLYHEDRALSURFACE", "TIN",
                "TRIANGLE"),
}
_FAMILIES = {
    QgsWkbTypes.GeometryType.PointGeometry: "point",
    QgsWkbTypes.GeometryType.LineGeometry: "line",
    QgsWkbTypes.GeometryType.PolygonGeometry: "polygon",
}


@dataclass(frozen=True)
class GeometryRestriction:
    """What a layer's URI keeps of its geometry column: a family and/or an SRID."""

    column: str
    family: str | None = None  # "point", "line" or "polygon"
    srid: int | None = None


def restriction_of(uri: QgsDataSourceUri) -> GeometryRestriction | None:
    """The restriction a PostGIS layer's URI asks for, if any. No database call."""
    column = uri.geometryColumn()
    if not column:
        return None
    family = None
    if uri.wkbType() == QgsWkbTypes.Type.NoGeometry:
        family = "none"  # the rows without a geometry
    elif uri.wkbType() != QgsWkbTypes.Type.Unknown:
        family = _FAMILIES.get(QgsWkbTypes.geometryType(uri.wkbType()))
    srid = int(uri.srid()) if uri.srid().strip().isdigit() else None
    return GeometryRestriction(column, family, srid) if family or srid is not None else None


# (database, schema, table, column) -> (when read, (declared type, declared srid, is geography) or None
# when not catalogued). Read again after a minute: a column can be altered while QGIS runs.
_DECLARED: dict[tuple, tuple[float, tuple[str, int, bool] | None]] = {}
_DECLARED_LOCK = threading.Lock()
_DECLARED_FOR_S = 60.0


def row_filter(connection, database: str, schema: str | None, table: str,
               restriction: GeometryRestriction, feedback=None) -> str | None:
    """The WHERE condition that keeps the layer's rows of ``table``, or None when
    the column's declaration already keeps only those. Worker thread."""
    declared = _declared(connection, database, schema, table, restriction.column, feedback)
    column = quoted_identifier(restriction.column)
    if declared is not None and declared[2]:
        column += "::geometry"  # a geography column
    conditions = []
    if restriction.family == "none":
        conditions.append(f"{column} IS NULL")
    elif restriction.family and not (declared and _family_of(declared[0]) == restriction.family):
        names = [name + suffix for name in _TYPE_NAMES[restriction.family] for suffix in ("", "M")]
        conditions.append(f"upper(geometrytype({column})) IN ({', '.join(_literal(n) for n in names)})")
    # SRID 0 is what an unconstrained column declares: it never vouches for the rows.
    if restriction.srid is not None and (restriction.srid == 0 or not (declared and declared[1] == restriction.srid)):
        conditions.append(f"st_srid({column}) = {int(restriction.srid)}")
    return " AND ".join(conditions) or None


def _declared(connection, database, schema, table, column, feedback):
    key = (database, schema, table, column)
    with _DECLARED_LOCK:
        read_at, declared = _DECLARED.get(key, (-math.inf, None))
    if time.monotonic() - read_at < _DECLARED_FOR_S:
        return declared
    where_schema = f"= {_literal(schema)}" if schema else "= ANY (current_schemas(false))"
    # Read-only like every statement the plugin sends (the text is ours; the names are quoted).
    result = connection.execSql(
        "SET TRANSACTION READ ONLY; SELECT type, srid, false FROM geometry_columns "  # nosec B608 # values quoted by _literal, inside a READ ONLY transaction
        f"WHERE f_table_schema {where_schema} AND f_table_name = {_literal(table)} "
        f"AND f_geometry_column = {_literal(column)} "
        "UNION ALL SELECT type, srid, true FROM geography_columns "
        f"WHERE f_table_schema {where_schema} AND f_table_name = {_literal(table)} "
        f"AND f_geography_column = {_literal(column)}",
        feedback,
    )
    rows = []
    while result.hasNextRow() and len(rows) < 3:
        rows.append(result.nextRow())
    declared = None
    if len(rows) == 1:  # two rows: the same name in two schemas of the search path; not sure which
        kind, srid, geography = rows[0]
        declared = (str(kind).upper(), int(srid or 0), str(geography).lower() in ("true", "t", "1"))
    with _DECLARED_LOCK:
        _DECLARED[key] = (time.monotonic(), declared)
    return declared


def _family_of(declared_type: str) -> str | None:
    base = declared_type.removesuffix("M")  # no type name ends in M but the measured ones
    return next((family for family, names in _TYPE_NAMES.items() if base in names), None)


def _literal(text: str) -> str:
    quoted = "'" + text.replace("'", "''") + "'"
    # Backslashes are plain only under standard_conforming_strings: spelled out either way.
    return "E" + quoted.replace("\\", "\\\\") if "\\" in text else quoted
