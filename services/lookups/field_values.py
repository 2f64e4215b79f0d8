"""``field_values``: a field's values with how often each occurs, most frequent first."""

from __future__ import annotations

import json
from collections import Counter
from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field
from qgis.PyQt.QtCore import QVariant

from ...agent.tools import LOOKUP, VALUES
from ..reading import pushdown
from ..reading.lookup_tool import LookupTool
from ..reading.results import json_value
from ..reading.scan import features


class FieldValuesInput(BaseModel):
    model_config = ConfigDict(extra="ignore", json_schema_extra={"examples": [{"layer": "LAYER_NAME", "field": "FIELD", "limit": 20}]})

    layer: str = Field(description="The vector layer's name.")
    field: str = Field(description="The field (attribute) name.")
    limit: int = Field(default=20, ge=1, le=100, description="How many of the most frequent values to return.")


class FieldValuesTool(LookupTool):
    name: ClassVar[str] = "field_values"
    description: ClassVar[str] = (
        "Lookup: the values of one field of a vector layer "
        "with their exact counts, most frequent first (null included), and the number of distinct "
        "values. Use it to learn how a value is spelt before filtering on it."
    )
    input_model: ClassVar[type[BaseModel]] = FieldValuesInput
    kind: ClassVar[str] = LOOKUP
    egress: ClassVar[str] = VALUES  # attribute values and their counts
    note_words: ClassVar[tuple[str, ...]] = (
        "value", "kind", "types", "categor", "distinct", "unique", "valor", "tipos", "valeur", "sortes", "wert", "arten",
        "valori", "tipi",
    )  # agent/words/short_prompt.py
    list_key: ClassVar[str] = "values"

    def compute(self, request: FieldValuesInput, environment, clock) -> dict:
        layer, index, plan = environment.on_main_thread(
            lambda: pushdown.capture_field(environment.project, request.layer, request.field, pushdown.values_plan),
            clock,
        )
        if plan is not None:  # the database groups and counts
            result = pushdown.run(plan, clock, request.limit)
            return {
                "values": [{"value": json_value(value), "count": count} for value, count in result.rows],
                "distinct": result.total_count,
            }
        counts: Counter = Counter()  # keyed by the raw value: converted once per distinct value, not per row
        for feature in features(layer, clock, attributes=[index]):
            counts[_key(feature.attribute(index))] += 1
        ranked = sorted(counts.items(), key=lambda item: (-item[1], _as_text(item[0])))
        return {
            "values": [{"value": json_value(key), "count": count} for key, count in ranked[:request.limit]],
            "distinct": len(counts),
        }


def _key(value):
    """A hashable key for an attribute value: NULL is None; a list or map (not
    hashable) its whole JSON text."""
    if value is None or isinstance(value, QVariant):  # QVariant: PyQGIS's NULL
        return None if value is None or value.isNull() else _key(value.value())
    try:
        hash(value)
    except TypeError:
        return _as_text(value)
    return value


def _as_text(value) -> str:
    return json.dumps(json_value(value, None), sort_keys=True, ensure_ascii=False)
