"""``describe_layer``: a layer's fields, exact feature count, CRS, extent, geometry
type and, when attribute values may be sent, up to five sample rows."""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field

from ...agent.tools import LOOKUP, METADATA
from ..reading import pushdown
from ..reading.lookup_tool import LookupTool
from ..reading.results import json_value
from ..reading.scan import features

SAMPLE_ROWS = 5


class DescribeLayerInput(BaseModel):
    model_config = ConfigDict(extra="ignore", json_schema_extra={"examples": [{"layer": "LAYER_NAME"}]})

    layer: str = Field(description="The vector layer's name.")


class DescribeLayerTool(LookupTool):
    name: ClassVar[str] = "describe_layer"
    description: ClassVar[str] = (
        "Lookup: one vector layer's fields with their types, "
        "exact feature count, CRS, extent and geometry type, with up to 5 sample rows when "
        "attribute values may be shared. Use it before filtering on a field whose values you "
        "have not seen."
    )
    input_model: ClassVar[type[BaseModel]] = DescribeLayerInput
    kind: ClassVar[str] = LOOKUP
    egress: ClassVar[str] = METADATA  # names, types, count, CRS, extent; sample rows only if values may go
    list_key: ClassVar[str] = "sample_rows"

    def compute(self, request: DescribeLayerInput, environment, clock) -> dict:
        layer, plan = environment.on_main_thread(
            lambda: pushdown.capture_counted(environment.project, request.layer), clock
        )
        count = pushdown.exact_count(layer, plan, clock)
        extent = layer.extent
        result = {
            "name": layer.name,
            "fields": [{"name": f.name(), "type": f.typeName()} for f in layer.fields],
            "feature_count": count,
            "crs": layer.crs_authid,
            "extent": None if extent.isNull() else [
                round(v, 6) for v in (extent.xMinimum(), extent.yMinimum(), extent.xMaximum(), extent.yMaximum())
            ],
            "geometry_type": layer.geometry_type,
        }
        if environment.values_allowed:
            names = layer.field_names
            rows = []
            for feature in features(layer, clock, attributes=range(len(names))):
                rows.append({name: json_value(value) for name, value in zip(names, feature.attributes())})
                if len(rows) == SAMPLE_ROWS:
                    break
            result["sample_rows"] = rows
        return result
