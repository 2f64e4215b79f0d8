"""The ``layer_schema`` lookup: a layer's full description, for the model.

The map context sent with each message has a token budget, so in a large project
it shortens field lists and names some layers without describing them. This
read-only tool gives the model the rest on request. It is answered within the
turn, in the worker thread, from the snapshot taken when the message was sent
(metadata only), so it reads no live QGIS object and shows no button.
"""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field

from ...agent.tools import LOOKUP, METADATA, ToolContext
from ..checks.action_checks import snapshot_of, vector_layer
from ..checks.call_check import checked
from ..reading.lookup_tool import ContextLookup
from ..reading.results import LookupFailed
from ..snapshot.map_snapshot import render_layer_details


class LayerSchemaInput(BaseModel):
    model_config = ConfigDict(extra="ignore", json_schema_extra={"examples": [{"layer": "LAYER_NAME"}]})

    layer: str = Field(description="The vector layer's name.")


def _layer_exists(call: LayerSchemaInput, context) -> None:
    snapshot = snapshot_of(context)
    if snapshot is not None:
        vector_layer(snapshot, call.layer)


class LayerSchemaTool(ContextLookup):
    name: ClassVar[str] = "layer_schema"
    description: ClassVar[str] = (
        "Lookup: the full "
        "description of one vector layer: storage, SQL engine, geometry, CRS, feature count, "
        "primary key and every field with its type. Call it when the map context shortens "
        "a layer's fields ('+N more') or lists a layer by name only, before writing SQL that "
        "needs those fields."
    )
    input_model: ClassVar[type[BaseModel]] = LayerSchemaInput
    kind: ClassVar[str] = LOOKUP
    egress: ClassVar[str] = METADATA  # names, types, counts, CRS: never attribute values
    note_words: ClassVar[tuple[str, ...]] = (
        "field", "column", "attribute", "schema", "campo", "columna", "atribut", "champ", "colonne", "feld", "felder",
        "spalte", "colonna", "coluna",
    )  # agent/words/short_prompt.py
    # For the map context: how the model asks for what the budget left out.
    context_hint: ClassVar[str] = "call the layer_schema tool with the layer's name."

    @staticmethod
    def check(call: LayerSchemaInput, context) -> LayerSchemaInput:
        return checked(call, context, _layer_exists)

    def compute(self, request: LayerSchemaInput, context: ToolContext) -> dict:
        snapshot = context.snapshot
        if snapshot is None:
            raise LookupFailed("no map context is available for this message; ask the user to send it again")
        layer = vector_layer(snapshot, request.layer)
        return {"layer": layer.name, "schema": render_layer_details(layer, snapshot.active_layer)}
