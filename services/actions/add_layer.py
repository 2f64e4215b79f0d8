"""The ``add_layer`` action (issue 42): a basemap from QGIS's XYZ tile connections
(acting/basemaps.py: OpenStreetMap always), added under the data, or a file the user names
(a GeoPackage, Shapefile, GeoJSON, GeoTIFF...) or a table of a database saved in QGIS's
Browser (services/reading/saved_connections.py), added on top of it; one-click Undo.

The click is the user's consent: the button names the server the map will ask for its
tiles, or the file; nothing is fetched or opened before it. A file must be a readable
regular file on this computer, named by an absolute path (never a URL, /vsi path, device
or /proc); it is opened read-only: QGIS's OGR provider opens it without write access (it
asks for update mode only to edit) and the layer is marked read-only, so no edit can start;
a raster is opened by GDAL read-only, with no statistics file written beside it. A saved
connection's table is found and opened in a task at the click (both wait on the database),
as QGIS's Browser opens it, and marked read-only the same way; where QGIS has it (3.40, not
3.22), its provider is also opened read-only (toolbelt/qgis_compat.py).
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import ClassVar, Optional

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator
from qgis.core import QgsRasterLayer, QgsVectorLayer

from ...agent.tools import ACTION, METADATA
from ...agent.user_text import for_user
from ...toolbelt.qgis_compat import read_only_layer_options
from ...toolbelt.threads.main_thread import to_main_thread
from ...toolbelt.threads.tasks import guarded, run_with_progress
from ..acting.action_tool import ActionTool
from ..acting.basemaps import Basemap, basemap_uri, basemaps
from ..base import ActionButton, ActionEnvironment, ActionHost, ActionRejected, ActionReply
from ..checks.call_check import checked
from ..reading import saved_connections
from ..reading.saved_connections import SavedTable
from ..snapshot.map_snapshot import match_name


class AddLayerInput(BaseModel):
    model_config = ConfigDict(extra="ignore", json_schema_extra={"examples": [{"basemap": "OpenStreetMap"}]})

    basemap: Optional[str] = Field(default=None, description="One of QGIS's XYZ tile connections (OpenStreetMap "
                                "is always there).")
    path: Optional[str] = Field(default=None, description="Or a data file's absolute path (.gpkg[|layername=x], "
                             ".shp, .geojson, .tif...).")
    connection: Optional[str] = Field(default=None, description="Or a saved database connection, with `table`.")
    table: Optional[str] = Field(default=None, description="Its table (schema.table).")
    title: str = Field(default="", description="A short button label.")

    @field_validator("basemap", "path", "connection", "table")
    @classmethod
    def _named(cls, value: str | None) -> str | None:
        if value is not None and not value.strip():
            raise ValueError("name the basemap, e.g. 'OpenStreetMap', give the file's path, or name the "
                             "connection and its table")
        return None if value is None else value.strip()

    @model_validator(mode="after")
    def _one_source(self) -> AddLayerInput:
        if [self.basemap, self.path, self.connection].count(None) != 2:
            raise ValueError("give exactly one of `basemap` (a basemap's name), `path` (a file on this computer) or "
                             "`connection` with `table` (a table of a database saved in QGIS's Browser)")
        if self.table is not None and self.connection is None:
            raise ValueError("`table` goes with `connection`: the name of the database connection saved in QGIS's "
                             "Browser that holds it")
        return self


def _known_source(call: AddLayerInput, context) -> None:
    """The basemap is one of this QGIS's XYZ connections, written as QGIS names it; the
    file is a readable regular file on this computer, its path made absolute."""
    if call.basemap is not None:
        call.basemap = chosen_basemap(call.basemap).name
    elif call.connection is not None:
        found = saved_table(call.connection, call.table)
        call.connection, call.table = found.connection, found.name
    else:
        file, layer_name = local_file(call.path)
        call.path = f"{file}|layername={layer_name}" if layer_name else str(file)


_NOT_FILES = ("/proc", "/dev", "/sys", "/run")  # Linux's pseudo file systems and devices
_POINTERS = (".vrt", ".xml")  # GDAL/OGR files naming other sources: URLs, /vsicurl/, WMS servers


def local_file(text: str) -> tuple[Path, str]:
    """(the file, the layer named after ``|layername=`` or "") of ``text``, a path the user
    named, or ActionRejected saying what to give instead. Only a readable regular file on
    this computer passes: no URL, GDAL virtual path (/vsicurl/...), directory or device."""
    path, _, rest = text.strip().partition("|")
    layer_name = ""
    if rest:
        key, _, layer_name = rest.partition("=")
        if key.strip() != "layername" or not layer_name.strip() or "|" in layer_name:
            raise ActionRejected(for_user("'{path}' is not a file path: only '|layername=<layer>' may follow "
                                          "a GeoPackage's path.", path=text))
        layer_name = layer_name.strip()
    if "://" in path or path.lower().startswith(("/vsi", "\\vsi")) or re.match(r"[A-Za-z][A-Za-z0-9+.-]+:", path):
        raise ActionRejected(for_user("'{path}' is not a file on this computer: give the absolute path of a "
                                      "data file (only local files can be added).", path=path))
    file = Path(os.path.expanduser(path))
    if not file.is_absolute():
        raise ActionRejected(for_user("'{path}' is not an absolute path: give the file's full path, e.g. "
                                      "/home/me/data/roads.gpkg.", path=path))
    resolved = file.resolve()
    if any(str(place) == top or str(place).startswith(top + "/") for place in (file, resolved) for top in _NOT_FILES):
        raise ActionRejected(for_user("'{path}' is not a data file: give the path of a file such as a "
                                      "GeoPackage, Shapefile, GeoJSON or GeoTIFF.", path=path))
    if resolved.suffix.lower() in _POINTERS:
        raise ActionRejected(for_user("'{path}' describes data kept elsewhere (a GDAL/OGR virtual file): give "
                                      "the path of the data file itself.", path=path))
    if not resolved.exists():
        raise ActionRejected(for_user("There is no file '{path}': check the path, and give it in full.", path=path))
    if not resolved.is_file():
        raise ActionRejected(for_user("'{path}' is a folder or a special file, not a data file: give the path "
                                      "of one file in it.", path=path))
    if not os.access(resolved, os.R_OK):
        raise ActionRejected(for_user("The file '{path}' cannot be read: check its permissions.", path=path))
    return file, layer_name


def saved_table(connection: str, table: str | None) -> SavedTable:
    """The table of a saved connection, or ActionRejected naming the connections or the tables
    there are, so that a model finds them through its corrections. It waits on the database:
    in the turn's worker at the check, in a task at the click."""
    try:
        return saved_connections.table_named(connection, table)
    except saved_connections.Unavailable as missing:
        raise ActionRejected(missing.user_message) from None


def chosen_basemap(name: str) -> Basemap:
    offered = basemaps()
    index = match_name([basemap.name for basemap in offered], name)
    if index is None:
        raise ActionRejected(for_user("there is no basemap named '{name}' in QGIS's XYZ connections (basemaps: "
                                      "{names})", name=name, names=", ".join(b.name for b in offered)))
    return offered[index]


class AddLayerTool(ActionTool):
    name: ClassVar[str] = "add_layer"
    description: ClassVar[str] = (
        "Add a basemap (tiles) under the data, or on top a file the user names or a saved database's table. "
        "The user clicks a button to add it and can undo."
    )
    input_model: ClassVar[type[BaseModel]] = AddLayerInput
    kind: ClassVar[str] = ACTION
    egress: ClassVar[str] = METADATA
    note_words: ClassVar[tuple[str, ...]] = (
        "basemap", "base map", "background", "openstreetmap", "osm", "tiles", "mapa base", "fondo", "fond de carte",
        "hintergrund", "grundkarte", "mappa di base", "sfondo", "mapa de fundo", "gpkg", "geopackage",
        "shapefile", "geojson", "geotiff",
    )  # agent/words/short_prompt.py

    @staticmethod
    def check(call: AddLayerInput, context) -> AddLayerInput:
        return checked(call, context, _known_source)

    def process(self, environment: ActionEnvironment, call: AddLayerInput) -> ActionReply:
        if call.path is not None:
            file, layer_name = local_file(call.path)
            shown = f"{file.name} ({layer_name})" if layer_name else file.name
            label = call.title or for_user("Add the file {file}", file=shown)
            run = guarded(lambda host: add_file(environment, call.path, host))
            return ActionReply(buttons=[ActionButton(label, run, tooltip=str(file))],
                               status=f"shown to the user as a button '{label}'")
        if call.connection is not None:
            label = call.title or for_user("Add {table} from {connection}", table=call.table,
                                           connection=call.connection)
            # Nothing here waits on the database (a saved chat's buttons are made again on the main thread).
            run = guarded(lambda host: add_saved_table(environment, call.connection, call.table, host))
            return ActionReply(buttons=[ActionButton(label, run, tooltip=label)],
                               status=f"shown to the user as a button '{label}'")
        basemap = chosen_basemap(call.basemap)
        label = call.title or for_user("Add basemap {name} (tiles from {host})", name=basemap.name, host=basemap.host)
        run = guarded(lambda host: add_basemap(environment, basemap, host))
        return ActionReply(buttons=[ActionButton(label, run, tooltip=basemap.url)],
                           status=f"shown to the user as a button '{label}'")


def add_basemap(environment: ActionEnvironment, basemap: Basemap, host: ActionHost) -> None:
    """The basemap as the project's bottom layer, and Undo that removes it."""
    project = environment.project
    layer = QgsRasterLayer(basemap_uri(basemap), basemap.name, "wms")
    if not layer.isValid():
        host.show_error(for_user("Could not add the basemap {name}: QGIS cannot open its tiles ({url}).",
                                 name=basemap.name, url=basemap.url))
        return
    _add(project, layer, len(project.layerTreeRoot().children()), host,  # under every data layer
         for_user("Added the basemap {name} under the data; its tiles come from {host}.", name=basemap.name,
                  host=basemap.host))


def add_file(environment: ActionEnvironment, path: str, host: ActionHost) -> None:
    """The file as the project's top layer, opened read-only, and Undo that removes it. The
    path is checked again: the file may have gone, or changed, since the button was shown."""
    try:
        file, layer_name = local_file(path)
    except ActionRejected as refused:
        host.show_error(str(refused))
        return
    name = layer_name or file.stem
    layer = QgsVectorLayer(f"{file}|layername={layer_name}" if layer_name else str(file), name, "ogr",
                           read_only_layer_options())
    if layer.isValid():
        layer.setReadOnly(True)  # no edit session can start, so the provider never asks for update mode
        size = for_user("%n feature(s)", "", layer.featureCount())
    else:
        layer = _raster_without_sidecar(file, name) if not layer_name else layer
        if not layer.isValid():
            host.show_error(for_user("Could not add {file}: QGIS opens it neither as vector data nor as a "
                                     "raster.", file=file.name))
            return
        size = for_user("a raster of {width} × {height} pixels", width=layer.width(), height=layer.height())
    _add(environment.project, layer, 0, host, for_user("Added {name} from {file} on top of the map: {size}.",
                                                       name=name, file=file.name, size=size))


def add_saved_table(environment: ActionEnvironment, connection: str, table: str, host: ActionHost) -> None:
    """The table as the project's top layer, read-only, and Undo that removes it. Found and
    opened in a task, with progress and Cancel (both wait on the database); a connection or a
    table gone since the button was shown is said."""

    def work(_feedback) -> tuple[SavedTable, QgsVectorLayer]:
        found = saved_table(connection, table)
        return found, to_main_thread(saved_connections.layer(found))

    def done(opened: tuple[SavedTable, QgsVectorLayer]) -> None:
        found, layer = opened
        if not layer.isValid():
            # Not the provider's words: they may name the host, and a click's outcome reaches the model.
            host.show_error(for_user("Could not add {table} from {connection}: QGIS cannot open it. Check the "
                                     "connection in QGIS's Browser.", table=found.name, connection=found.connection))
            return
        _add(environment.project, layer, 0, host, for_user("Added {table} from the connection {connection} on top "
                                                           "of the map, read-only.", table=found.name,
                                                           connection=found.connection))

    run_with_progress(host, for_user("Opening {table} from {connection}…", table=table, connection=connection),
                      work, done)


def _add(project, layer, position: int, host: ActionHost, said: str) -> None:
    """``layer`` at ``position`` of the layer tree (0: on top), said, with an Undo that removes it."""
    project.addMapLayer(layer, False)
    project.layerTreeRoot().insertLayer(position, layer)
    layer_id = layer.id()

    def undo() -> None:
        if project.mapLayer(layer_id) is not None:
            project.removeMapLayer(layer_id)

    host.show_info(said, undo=undo)


def _raster_without_sidecar(file: Path, name: str) -> QgsRasterLayer:
    """The raster opened with GDAL's PAM off (on this thread, for this open only): QGIS's
    statistics would otherwise be written beside the user's file, as ``<file>.aux.xml``."""
    from osgeo import gdal

    before = gdal.GetThreadLocalConfigOption("GDAL_PAM_ENABLED", None)
    gdal.SetThreadLocalConfigOption("GDAL_PAM_ENABLED", "NO")
    try:
        return QgsRasterLayer(str(file), name, "gdal")
    finally:
        gdal.SetThreadLocalConfigOption("GDAL_PAM_ENABLED", before)
