"""The databases the user saved in QGIS's Browser (PostGIS, GeoPackage and SpatiaLite
connections) and their tables: what ``add_layer`` adds (issue 42: "a layer already in the
project's browser connections"). A model finds them through add_layer's corrections, which
name the saved connections, or a connection's tables: no lookup of their own, whose
description every JSON-form prompt would carry.

Read through QGIS's own connections API (``QgsProviderRegistry`` → provider metadata →
``QgsAbstractDatabaseProviderConnection``): the Browser's list, PostGIS's table catalogue and
the layer source QGIS itself would use. A GeoPackage's or SpatiaLite file's catalogue is read
by GDAL opened read-only instead: QGIS's API opens the file for update to list it. Only names leave this module for the model (connection,
schema, table, geometry type, CRS): never a host, user, password, service or file path.
Listing a database's tables and opening one wait on it, so both run in worker threads: the
check in the turn's, the click in a task.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from qgis.core import (
    QgsAbstractDatabaseProviderConnection,
    QgsDataSourceUri,
    QgsException,
    QgsProviderConnectionException,
    QgsProviderRegistry,
    QgsVectorLayer,
    QgsWkbTypes,
)

from ...agent.user_error import UserError
from ...agent.user_text import for_user
from ...toolbelt.qgis_compat import read_only_layer_options
from ..snapshot.map_snapshot import match_name, near_name

# The providers whose saved connections are offered, and what the user calls each. Others
# (SQL Server, Oracle, SAP HANA) need drivers and servers these tests cannot run.
KINDS = {"postgres": "PostGIS", "ogr": "GeoPackage", "spatialite": "SpatiaLite"}
_log = logging.getLogger(__name__)
LISTED = 30  # tables a correction names
_WANTED = QgsAbstractDatabaseProviderConnection.TableFlag.Vector | QgsAbstractDatabaseProviderConnection.TableFlag.Aspatial


class Unavailable(UserError, ValueError):
    """No saved connection or table of that name (the message lists what there is), or a
    database that did not answer."""


@dataclass(frozen=True)
class SavedTable:
    connection: str
    kind: str  # "PostGIS", "GeoPackage", "SpatiaLite"
    schema: str  # "" where the database has none
    table: str
    geometry: str  # "MultiPolygon", "Point"...; "" for a table with no geometry
    crs: str  # "EPSG:25829"; "" when none
    geometry_column: str = ""  # the layer source's (PostGIS's tableUri leaves it out)

    @property
    def name(self) -> str:
        """How the model names it: "schema.table", or the table alone where there is no schema."""
        return f"{self.schema}.{self.table}" if self.schema else self.table


def saved() -> dict[str, tuple[str, QgsAbstractDatabaseProviderConnection]]:
    """Every saved connection of the offered kinds, by name: (kind, connection)."""
    found: dict[str, tuple[str, QgsAbstractDatabaseProviderConnection]] = {}
    registry = QgsProviderRegistry.instance()
    for key, kind in KINDS.items():
        metadata = registry.providerMetadata(key)
        if metadata is None:
            continue
        for name, connection in metadata.connections(False).items():
            found.setdefault(name, (kind, connection))
    return found


def connection_named(wanted: str) -> tuple[str, str, QgsAbstractDatabaseProviderConnection]:
    """(its exact name, kind, connection) for ``wanted``, in any case or one letter off;
    Unavailable, naming the saved ones, when there is none."""
    connections = saved()
    names = sorted(connections, key=str.casefold)
    index = match_name(names, wanted)
    index = near_name(names, wanted) if index is None else index
    if index is None:
        listed = ", ".join(f"'{name}' ({connections[name][0]})" for name in names) or "none"
        raise Unavailable(for_user("There is no saved database connection named '{name}' in QGIS's Browser (saved: "
                                "{saved}). Add it there (Browser > PostgreSQL or GeoPackage > New Connection), or "
                                "give a file's path.", name=wanted, saved=listed))
    name = names[index]
    return (name, *connections[name])


def tables(connection_name: str) -> list[SavedTable]:
    """The tables of a saved connection, geometry first then by name. Waits on the database:
    never on the main thread."""
    name, kind, connection = connection_named(connection_name)
    if kind != "PostGIS":  # a file: its catalogue read by GDAL without write access
        return _sorted(_file_tables(name, kind, connection))
    try:
        listed = connection.tables("", _WANTED)
    except (QgsProviderConnectionException, QgsException) as error:  # its words name the host: the log only
        # (QGIS 3.22 raises a plain QgsException when the server cannot be reached)
        _log.warning("listing the tables of the connection %r failed: %s", name, error)
        raise _unreadable(name, kind) from None
    return _sorted([_described(name, kind, table) for table in listed])


def table_named(connection_name: str, wanted: str | None) -> SavedTable:
    """The table ``wanted`` ("schema.table" or "table") of a saved connection, in any case or
    one letter off; Unavailable, naming some there are, when there is none or several (or
    ``wanted`` is None: the model asks which tables there are)."""
    found = tables(connection_name)
    for names in ([table.name for table in found], [table.table for table in found]) if wanted else ():
        index = match_name(names, wanted)
        index = near_name(names, wanted) if index is None else index
        if index is not None and names.count(names[index]) == 1:
            return found[index]
    some = ", ".join(f"{table.name} ({table.geometry or 'no geometry'})" for table in found[:LISTED])
    some = (some + (", ..." if len(found) > LISTED else "")) or "none"
    connection = connection_named(connection_name)[0]
    if not wanted:
        raise Unavailable(for_user("Name the table of '{connection}' to add, in `table` (its tables: {tables}).",
                                   connection=connection, tables=some))
    raise Unavailable(for_user("The connection '{connection}' has no table '{table}' (its tables: {tables}). Name "
                               "one of them, as schema.table where there are schemas.", connection=connection,
                               table=wanted, tables=some))


def layer(table: SavedTable) -> QgsVectorLayer:
    """The table as QGIS's Browser would add it, marked read-only (no edit session can start),
    its provider opened read-only where QGIS can (``read_only_layer_options``)."""
    _name, _kind, connection = connection_named(table.connection)
    source = connection.tableUri(table.schema, table.table)
    if connection.providerKey() == "postgres" and table.geometry_column:
        uri = QgsDataSourceUri(source)
        uri.setGeometryColumn(table.geometry_column)
        source = uri.uri(False)
    opened = QgsVectorLayer(source, table.table, connection.providerKey(), read_only_layer_options())
    opened.setReadOnly(True)
    return opened


def _sorted(found: list[SavedTable]) -> list[SavedTable]:
    """Tables with a geometry first, then by name, in any case."""
    return sorted(found, key=lambda table: (not table.geometry, table.name.casefold()))


def _unreadable(name: str, kind: str) -> Unavailable:
    return Unavailable(for_user("QGIS could not read the tables of the connection '{connection}' ({kind}): the "
                                "database did not answer, or refused the saved credentials. Check the connection "
                                "in QGIS's Browser.", connection=name, kind=kind))


def _described(connection: str, kind: str, table) -> SavedTable:
    types = [column for column in table.geometryColumnTypes() if column.wkbType != QgsWkbTypes.Type.NoGeometry]
    geometry = QgsWkbTypes.displayString(types[0].wkbType) if types and table.geometryColumn() else ""
    crs = types[0].crs.authid() if geometry and types[0].crs.isValid() else ""
    return SavedTable(connection, kind, table.schema(), table.tableName(), geometry, crs,
                      table.geometryColumn() if geometry else "")


def _file_tables(name: str, kind: str, connection) -> list[SavedTable]:
    """The tables of a GeoPackage or SpatiaLite file, read by GDAL opened read-only: QGIS's
    connections API opens the file for update to list them (the test saw write descriptors)."""
    from osgeo import gdal, ogr

    path = QgsDataSourceUri(connection.uri()).database() or connection.uri()
    try:  # None, or RuntimeError where gdal.UseExceptions() was called (by another plugin, say)
        dataset = gdal.OpenEx(path, gdal.OF_VECTOR | gdal.OF_READONLY)
    except RuntimeError:
        dataset = None
    if dataset is None:
        raise Unavailable(for_user("QGIS could not open the file of the connection '{connection}' ({kind}): it was "
                                   "moved, deleted, or is not a {kind} file. Check the connection in QGIS's Browser.",
                                   connection=name, kind=kind))
    found = []
    for index in range(dataset.GetLayerCount()):
        table = dataset.GetLayerByIndex(index)
        kind_of = table.GetGeomType()
        geometry = "" if kind_of == ogr.wkbNone else QgsWkbTypes.displayString(
            QgsWkbTypes.parseType(ogr.GeometryTypeToName(kind_of).replace(" ", "")))
        reference = table.GetSpatialRef()
        authority = reference.GetAuthorityName(None) if reference is not None and geometry else None
        crs = f"{authority}:{reference.GetAuthorityCode(None)}" if authority else ""
        found.append(SavedTable(name, kind, "", table.GetName(), geometry, crs))
    return found
