"""The ``osm_data`` action (issue 42): "Add the pharmacies in this view" as a button that asks
an Overpass API server (services/acting/overpass.py) for the OpenStreetMap features with a
tag in the view, and adds them as new temporary layers (points, lines, polygons; the tags as
fields) to the "Map Assistant" group, with one-click Undo.

Only when the user turned it on (the setting ``online_osm``); otherwise the answer says so and
how to turn it on, and nothing is sent. The click is the user's consent for the request: the
button names the server, and the view's box is read then (the map may have moved). The tag
is checked strictly when the call is read, before any button: an unusable key or value goes
back to the model, and nothing reaches the server.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field, field_validator
from qgis.core import QgsFeature, QgsField, QgsFields, QgsProject, QgsVectorLayer

from ...agent.tools import ACTION, METADATA
from ...agent.user_text import for_user, joined
from ...toolbelt.i18n import translated
from ...toolbelt.preferences import overpass_server
from ...toolbelt.qgis_compat import field_type
from ...toolbelt.threads.tasks import guarded, run_with_progress
from ..acting import overpass
from ..acting.action_tool import ActionTool
from ..base import ActionButton, ActionEnvironment, ActionHost, ActionReply
from ..processing.run import GROUP_NAME, output_group

MAX_TAG_FIELDS = 60  # a layer's fields: name and the asked key first, then the tags most features have
GEOMETRIES = (("points", "Point"), ("lines", "LineString"), ("polygons", "Polygon"))


class OsmDataInput(BaseModel):
    model_config = ConfigDict(extra="ignore", json_schema_extra={
        "examples": [{"key": "amenity", "value": "pharmacy"}]})

    key: str = Field(description="Tag key, e.g. amenity.")
    value: str = Field(default="", description="Tag value; empty: any.")
    title: str = Field(default="", description="Layer name.")

    @field_validator("key")
    @classmethod
    def _key(cls, key: str) -> str:
        return overpass.valid_key(key)

    @field_validator("value")
    @classmethod
    def _value(cls, value: str) -> str:
        return overpass.valid_value(value)

    @field_validator("title")
    @classmethod
    def _title(cls, title: str) -> str:
        return " ".join(title.split())[:100]


class OsmDataTool(ActionTool):
    name: ClassVar[str] = "osm_data"
    description: ClassVar[str] = (
        "Add the OpenStreetMap features with a tag in the view as layers. The view and tag go to an Overpass "
        "server if the user allowed it."
    )
    input_model: ClassVar[type[BaseModel]] = OsmDataInput
    kind: ClassVar[str] = ACTION
    egress: ClassVar[str] = METADATA
    offer_words: ClassVar[tuple[str, ...]] = (
        "openstreetmap", "osm$", "overpass", "pharmac", "farmac", "apothek", "hospital", "hôpital", "krankenh",
        "ospedal", "school", "escuela", "école", "schule", "scuol", "escola", "restaurant", "ristorant",
        "supermarket", "supermerc", "supermarch", "supermarkt", "hotel", "albergo", "amenit", "points of interest",
        "puntos de interés", "points d'intérêt", "pontos de interesse", "punti di interesse",
    )  # agent/words/tool_offer.py

    def process(self, environment: ActionEnvironment, call: OsmDataInput) -> ActionReply:
        tag = overpass.tag_text(call.key, call.value)
        server = overpass_server(environment.settings)
        if server is None:
            return ActionReply(text=turned_off(tag),
                               status="not shown: the user keeps OpenStreetMap downloads turned off; the chat told "
                                      "them how to turn them on (Options, Map Assistant, OpenStreetMap data)")
        label = for_user("Add OpenStreetMap {tag} in this view (from {server})", tag=call.title or tag,
                         server=overpass.server_name(server))
        tooltip = for_user("Sends the view's extent and the tag {tag} to {server}.", tag=tag, server=server)
        run = guarded(lambda host: download(environment, call, host))
        return ActionReply(buttons=[ActionButton(label, run, tooltip=tooltip)],
                           status=f"shown to the user as a button '{label}'")


def turned_off(tag: str) -> str:
    return for_user("Adding OpenStreetMap data ({tag}) is turned off, so nothing was sent. To allow it, tick "
                    "'Add OpenStreetMap data for the view' in Settings > Options > Map Assistant, then ask again.",
                    tag=tag)


def download(environment: ActionEnvironment, call: OsmDataInput, host: ActionHost) -> None:
    """The click: the live view's box, the request in a task (progress, Cancel), the layers."""
    server = overpass_server(environment.settings)
    tag = overpass.tag_text(call.key, call.value)
    if server is None:  # turned off since the button was shown
        host.show_error(turned_off(tag))
        return
    box = overpass.view_box(environment.canvas, environment.project)
    message = for_user("Asking {server} for OpenStreetMap {tag} in the view…", server=overpass.server_name(server), tag=tag)
    run_with_progress(host, message, lambda feedback: overpass.fetch(server, call.key, call.value, box, feedback),
                      lambda found: add_layers(environment.project, found, call, host))


def add_layers(project: QgsProject, found: overpass.Found, call: OsmDataInput, host: ActionHost) -> None:
    """``found`` as a layer per geometry kind in the "Map Assistant" group, and Undo. Main thread."""
    tag = overpass.tag_text(call.key, call.value)
    if not found.count:
        host.show_info(for_user("OpenStreetMap has nothing tagged {tag} in this view; no layer was added.", tag=tag))
        return
    title = call.title or tag
    layers, counts = [], []
    for kind, geometry in GEOMETRIES:
        items = getattr(found, kind)
        if items:
            layers.append(_layer(items, geometry, translated(_layer_name(kind, title)), call.key))
            counts.append(_count_text(kind, len(items)))
    group = output_group(project)
    for layer in layers:
        project.addMapLayer(layer, False)
        group.addLayer(layer)
    said = [for_user("Added from OpenStreetMap ({tag}) to the '{group}' group: {counts}.", tag=tag, group=GROUP_NAME,
                     counts=joined(counts, ", "))]
    if found.cut:
        said.append(for_user("The result was cut at the first %Ln feature(s): zoom in to get them all.", "",
                             overpass.MAX_ELEMENTS))
    said.append(for_user("Data © OpenStreetMap contributors (ODbL)."))
    host.show_info(joined(said), undo=_remover(project, [layer.id() for layer in layers]))


def _layer_name(kind: str, title: str) -> str:
    if kind == "points":
        return for_user("{title} (points)", title=title)
    if kind == "lines":
        return for_user("{title} (lines)", title=title)
    return for_user("{title} (polygons)", title=title)


def _count_text(kind: str, count: int) -> str:
    if kind == "points":
        return for_user("%n point(s)", "", count)
    if kind == "lines":
        return for_user("%n line(s)", "", count)
    return for_user("%n polygon(s)", "", count)


def _layer(items: list[tuple], geometry: str, name: str, key: str) -> QgsVectorLayer:
    layer = QgsVectorLayer(f"{geometry}?crs=EPSG:4326", name, "memory")
    names = _tag_fields(items, key)
    fields = QgsFields()
    fields.append(QgsField("osm_type", field_type("QString")))
    fields.append(QgsField("osm_id", field_type("LongLong")))
    for tag_name in names:
        fields.append(QgsField(tag_name, field_type("QString")))
    layer.dataProvider().addAttributes(fields.toList())
    layer.updateFields()
    features = []
    for osm_type, osm_id, tags, shape in items:
        feature = QgsFeature(layer.fields())
        feature.setAttributes([osm_type, osm_id, *(tags.get(tag_name) for tag_name in names)])
        feature.setGeometry(shape)
        features.append(feature)
    layer.dataProvider().addFeatures(features)
    layer.updateExtents()
    return layer


def _tag_fields(items: list[tuple], key: str) -> list[str]:
    """The tags as fields: name and the asked key first, then the others, the commonest first."""
    seen: dict[str, int] = {}
    for _type, _id, tags, _shape in items:
        for tag_name in tags:
            seen[tag_name] = seen.get(tag_name, 0) + 1
    first = [name for name in ("name", key) if name in seen]
    rest = sorted((name for name in seen if name not in first and name not in ("osm_type", "osm_id")),
                  key=lambda name: (-seen[name], name))
    return list(dict.fromkeys(first + rest))[:MAX_TAG_FIELDS]


def _remover(project: QgsProject, layer_ids: list[str]) -> Callable[[], None]:
    def undo() -> None:
        project.removeMapLayers([layer_id for layer_id in layer_ids if project.mapLayer(layer_id) is not None])
        group = project.layerTreeRoot().findGroup(GROUP_NAME)
        if group is not None and not group.children():
            group.parent().removeChildNode(group)

    return undo
