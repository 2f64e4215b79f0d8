"""``selected_features``: the features the user has selected now in one layer, their
count and a few of their values.

Why a lookup of its own: asked "how many countries have I selected?" or "list the
ones I selected", Qwen2.5-Coder 1.5B answered with a ``selection`` action, which
changes the selection instead of reading it (make eval-live, issue 26). A tool named
after the user's own word is the one a small model picks. Offered when the chat
speaks of a selection (``offer_words``), so other requests carry no extra schema.
"""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field, field_validator

from ...agent.tools import LOOKUP, VALUES
from ...agent.words.vocabulary import SELECTION_WORDS
from ...toolbelt.qgis_compat import is_text_field
from ..reading.capture import capture, find_vector_layer
from ..reading.lookup_tool import LookupTool
from ..reading.name_fields import name_field
from ..reading.results import LookupFailed, json_value
from ..reading.scan import features

MAX_FEATURES = 100
# A selection's filter under its own name or a model's: such a call selects, it does not ask.
_FILTERS = ("query", "expression", "sql", "where", "filter", "condition")


class SelectedFeaturesInput(BaseModel):
    model_config = ConfigDict(extra="ignore", json_schema_extra={"examples": [{"layer": "LAYER_NAME", "fields": ["FIELD"]}]})

    layer: str = Field(description="The vector layer's name.")
    fields: list[str] = Field(
        default_factory=list, description="Fields whose values to return; omit for the layer's name field."
    )

    @field_validator("fields", mode="before")
    @classmethod
    def _one_is_a_list(cls, value: object) -> object:
        return [value] if isinstance(value, str) else value


class SelectedFeaturesTool(LookupTool):
    name: ClassVar[str] = "selected_features"
    description: ClassVar[str] = (
        "Lookup: the features the user has selected now in a vector layer: their `count` and, "
        "for the first 100, the values of `fields`. Use it for questions about the selection; "
        "the selection action changes it instead."
    )
    input_model: ClassVar[type[BaseModel]] = SelectedFeaturesInput
    kind: ClassVar[str] = LOOKUP
    egress: ClassVar[str] = VALUES  # the selected features' attribute values
    list_key: ClassVar[str] = "features"
    offer_words: ClassVar[tuple[str, ...]] = SELECTION_WORDS  # agent/words/tool_offer.py
    stands_in_for: ClassVar[str] = "selection"  # agent/router.py stand_in

    @staticmethod
    def takes(data: dict) -> bool:
        """A "selection" that selects nothing (neither query nor expression) but names a layer:
        the model asking what is selected."""
        return bool(data.get("layer")) and not any(data.get(key) for key in _FILTERS)

    def compute(self, request: SelectedFeaturesInput, environment, clock) -> dict:
        def read():  # main thread: the selection is the layer's state now
            vector = find_vector_layer(environment.project, request.layer)
            return capture(vector, None, environment.project), set(vector.selectedFeatureIds())

        layer, ids = environment.on_main_thread(read, clock)
        if not ids:
            return {"layer": layer.name, "count": 0, "note": f"Nothing is selected in '{layer.name}'."}
        names = _fields(layer, request.fields)
        indexes = [layer.fields.indexOf(name) for name in names]
        rows = []
        for feature in features(layer, clock, attributes=indexes, fids=ids, limit=MAX_FEATURES):
            rows.append({"fid": feature.id(), **{n: json_value(feature.attribute(i)) for n, i in zip(names, indexes)}})
        return {"layer": layer.name, "count": len(ids), "features": rows, "truncated": len(ids) > len(rows)}


def _fields(layer, asked: list[str]) -> list[str]:
    """The asked fields as the layer spells them, or its name field when none is asked."""
    spelt = {name.lower(): name for name in layer.field_names}
    if asked and not any(name.lower() in spelt for name in asked):
        raise LookupFailed(f"No field {', '.join(repr(n) for n in asked)} in '{layer.name}'. "
                           f"Its fields: {', '.join(layer.field_names[:40])}.")
    if asked:  # liberal: the fields it has (a feature's id comes anyway)
        return [spelt[name.lower()] for name in asked if name.lower() in spelt]
    texts = [layer.fields.at(i).name() for i in range(layer.fields.count()) if is_text_field(layer.fields.at(i))]
    chosen = name_field(layer.fields) or next(iter(texts), None)  # a layer with no name: its first text
    return [chosen] if chosen else []
