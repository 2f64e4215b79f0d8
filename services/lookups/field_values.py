"""``field_values``: a field's values with how often each occurs, most frequent first."""

from __future__ import annotations

import json
from collections import Counter
from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field

from ...agent.router import LOOKUP, VALUES
from . import pushdown
from .base import LookupTool
from .results import json_value
from .scan import features


class FieldValuesInput(BaseModel):
    model_config = ConfigDict(extra="ignore", json_schema_extra={"examples": [{"layer": "roads", "field": "type", "limit": 20}]})

    layer: str = Field(description="The vector layer's name.")
    field: str = Field(description="The field (attribute) name.")
    limit: int = Field(default=20, ge=1, le=100, description="How many of the most frequent values to return.")


class FieldValuesTool(LookupTool):
    name: ClassVar[str] = "field_values"
    description: ClassVar[str] = (
        "Read-only lookup, answered to you at once: the values of one field of a vector layer "
        "with their exact counts, most frequent first (null included), and how many distinct "
        "values there are. Use it to learn how a value is spelt before filtering on it."
    )
    input_model: ClassVar[type[BaseModel]] = FieldValuesInput
    kind: ClassVar[str] = LOOKUP
    egress: ClassVar[str] = VALUES  # attribute values and their counts
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
        counts: Counter = Counter()
        values: dict[str, object] = {}  # whole value as JSON text -> the value to show
        for feature in features(layer, clock, attributes=[index]):
            raw = feature.attribute(index)
            # Keyed by the whole value (lists and maps are not hashable; long texts
            # that only differ at the end are different values).
            key = json.dumps(json_value(raw, None), sort_keys=True, ensure_ascii=False)
            counts[key] += 1
            if key not in values:
                values[key] = json_value(raw)
        ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
        return {
            "values": [{"value": values[key], "count": count} for key, count in ranked[:request.limit]],
            "distinct": len(counts),
        }
