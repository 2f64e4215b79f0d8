"""``field_stats``: count, nulls, minimum and maximum of a field; mean and sum for numbers."""

from __future__ import annotations

import math
from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field
from qgis.PyQt.QtCore import QVariant

from ...agent.tools import LOOKUP, VALUES
from ..reading import pushdown
from ..reading.lookup_tool import LookupTool
from ..reading.results import json_value
from ..reading.scan import features


class FieldStatsInput(BaseModel):
    model_config = ConfigDict(extra="ignore", json_schema_extra={"examples": [{"layer": "LAYER_NAME", "field": "FIELD"}]})

    layer: str = Field(description="The vector layer's name.")
    field: str = Field(description="The field (attribute) name.")


class FieldStatsTool(LookupTool):
    name: ClassVar[str] = "field_stats"
    description: ClassVar[str] = (
        "Lookup: exact statistics of one field over all "
        "features of a vector layer: count (non-null values), nulls, min and max, and for "
        "numeric fields mean and sum."
    )
    input_model: ClassVar[type[BaseModel]] = FieldStatsInput
    kind: ClassVar[str] = LOOKUP
    egress: ClassVar[str] = VALUES  # statistics of attribute values

    def compute(self, request: FieldStatsInput, environment, clock) -> dict:
        layer, index, plan = environment.on_main_thread(
            lambda: pushdown.capture_field(environment.project, request.layer, request.field, pushdown.stats_plan),
            clock,
        )
        numeric = layer.fields.at(index).isNumeric()
        if plan is not None:  # the database aggregates
            row = [json_value(value) for value in pushdown.run(plan, clock).rows[0]]
            result = dict(zip(("count", "nulls", "min", "max"), row[:4]))
            if numeric:
                result["sum"], result["mean"] = row[4], row[5]
            return result
        count = nulls = 0
        low = high = None
        numbers: list = []
        for feature in features(layer, clock, attributes=[index]):
            value = feature.attribute(index)  # raw (whole texts, QDate...): converted once at the end
            if value is None or isinstance(value, QVariant):  # QVariant: PyQGIS's NULL
                nulls += 1
                continue
            count += 1
            if numeric and isinstance(value, (int, float)):
                numbers.append(value)
            if low is None:
                low = high = value
            elif _less(value, low):
                low = value
            elif _less(high, value):
                high = value
        result = {"count": count, "nulls": nulls, "min": json_value(low), "max": json_value(high)}
        if numeric:
            total = sum(numbers) if all(isinstance(n, int) for n in numbers) else math.fsum(numbers)
            result["sum"] = total
            result["mean"] = total / len(numbers) if numbers else None
        return result


def _less(a, b) -> bool:
    try:
        return a < b
    except TypeError:  # mixed types in one field (e.g. a JSON field): compare as text
        return str(a) < str(b)
