"""The ``add_layer`` action (issue 42): a basemap from QGIS's XYZ tile connections
(acting/basemaps.py: OpenStreetMap always), added under the data, with one-click Undo.

The click is the user's consent: the button names the server the map will ask for its
tiles; nothing is fetched before it.
"""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field, field_validator
from qgis.core import QgsRasterLayer

from ...agent.tools import ACTION, METADATA
from ...agent.user_text import for_user
from ...toolbelt.threads.tasks import guarded
from ..acting.action_tool import ActionTool
from ..acting.basemaps import Basemap, basemap_uri, basemaps
from ..base import ActionButton, ActionEnvironment, ActionHost, ActionRejected, ActionReply
from ..checks.call_check import checked
from ..snapshot.map_snapshot import match_name


class AddLayerInput(BaseModel):
    model_config = ConfigDict(extra="ignore", json_schema_extra={"examples": [{"basemap": "OpenStreetMap"}]})

    basemap: str = Field(description="The name of one of QGIS's XYZ tile connections (OpenStreetMap is always "
                                     "there); the map shows it under the data layers.")
    title: str = Field(default="", description="A short button label; made from the basemap when left out.")

    @field_validator("basemap")
    @classmethod
    def _named(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("name the basemap, e.g. 'OpenStreetMap'")
        return value.strip()


def _known_basemap(call: AddLayerInput, context) -> None:
    """The basemap is one of this QGIS's XYZ connections, written as QGIS names it."""
    call.basemap = chosen_basemap(call.basemap).name


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
        "Add a basemap (background map tiles) under the data: `basemap` names one of QGIS's XYZ tile "
        "connections, OpenStreetMap by default. The user clicks a button to add it and can undo."
    )
    input_model: ClassVar[type[BaseModel]] = AddLayerInput
    kind: ClassVar[str] = ACTION
    egress: ClassVar[str] = METADATA
    note_words: ClassVar[tuple[str, ...]] = (
        "basemap", "base map", "background", "openstreetmap", "osm", "tiles", "mapa base", "fondo", "fond de carte",
        "hintergrund", "grundkarte", "mappa di base", "sfondo", "mapa de fundo",
    )  # agent/words/short_prompt.py

    @staticmethod
    def check(call: AddLayerInput, context) -> AddLayerInput:
        return checked(call, context, _known_basemap)

    def process(self, environment: ActionEnvironment, call: AddLayerInput) -> ActionReply:
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
    project.addMapLayer(layer, False)
    root = project.layerTreeRoot()
    root.insertLayer(len(root.children()), layer)  # under every data layer
    layer_id = layer.id()

    def undo() -> None:
        if project.mapLayer(layer_id) is not None:
            project.removeMapLayer(layer_id)

    host.show_info(for_user("Added the basemap {name} under the data; its tiles come from {host}.",
                            name=basemap.name, host=basemap.host), undo=undo)
