"""The ``algorithm_help`` lookup: one Processing algorithm's parameters.

Names, types, defaults, allowed options and ranges, as the ``processing``
action's check reads them. Answered within the turn, in the worker, from the
captured catalogue (``processing_catalogue``).
"""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field

from ...agent.tools import LOOKUP, METADATA, ToolContext
from ..processing.algorithm_catalogue import AlgorithmInfo, ParamInfo, algorithm
from ..processing.catalogue_lookup import CatalogueLookup

_VALUE_HINTS = {
    "source": "a vector layer name, or '{{LAYER.selection}}' for its selected features only",
    "vector": "a vector layer name",
    "raster": "a raster layer name",
    "layer": "a layer name",
    "multilayer": "a list of layer names",
    "extent": "'{{CurrentView.bbox}}' (the visible extent), '{{LAYER.extent}}', a layer name or "
              "'xmin,xmax,ymin,ymax [EPSG:code]'",
    "point": "'{{CurrentView.center}}' or 'x,y [EPSG:code]'",
    "crs": "'EPSG:code' or '{{CurrentView.crs}}'",
    "field": "a field name of the layer",
    "expression": "a QGIS expression",
    "boolean": "true or false",
}


class AlgorithmHelpInput(BaseModel):
    model_config = ConfigDict(extra="ignore", json_schema_extra={"examples": [{"id": "native:buffer"}]})

    id: str = Field(description="The algorithm id, e.g. 'native:buffer'.")


class AlgorithmHelpTool(CatalogueLookup):
    name: ClassVar[str] = "algorithm_help"
    description: ClassVar[str] = (
        "Lookup: one QGIS Processing "
        "algorithm's parameters with their types, defaults and allowed values, and whether the "
        "processing action may run it."
    )
    input_model: ClassVar[type[BaseModel]] = AlgorithmHelpInput
    kind: ClassVar[str] = LOOKUP
    egress: ClassVar[str] = METADATA  # QGIS's parameter definitions: nothing of the user's data

    def compute(self, request: AlgorithmHelpInput, context: ToolContext) -> dict:
        return describe(algorithm(request.id))


def describe(info: AlgorithmInfo) -> dict:
    """The algorithm and one line per parameter (what its check accepts)."""
    result = {"id": info.id, "name": info.name, "group": info.group, "summary": info.summary}
    if info.refusal:
        result["runnable"] = f"No: the processing action cannot run it: {info.refusal}."
    result["parameters"] = [_param_line(param) for param in info.params]
    return result


def _param_line(param: ParamInfo) -> str:
    if param.destination:
        return f"{param.name} (output {param.type}): {param.description}. Always a new temporary layer; leave it out."
    if param.free_text or param.names_file:  # refused by the processing action's check (params.py)
        kind = "a file path" if param.names_file else "free text for GDAL's command line"
        return f"{param.name} ({param.type}): {param.description}. Takes {kind}: the chat never sets it; leave it out."
    facts = [param.type]
    if not param.optional and param.default is None:
        facts.append("required")
    elif param.optional:
        facts.append("optional")
    if param.default is not None:
        facts.append(f"default {param.default!r}")
    if param.minimum is not None and param.minimum > -1e300:
        facts.append(f"min {param.minimum:g}")
    if param.maximum is not None and param.maximum < 1e300:
        facts.append(f"max {param.maximum:g}")
    if param.integer:
        facts.append("whole number")
    if param.layer_kinds:
        facts.append("layers: " + "/".join(param.layer_kinds))
    if param.parent:
        facts.append(f"of {param.parent}")
    if param.advanced:
        facts.append("advanced")
    text = f"{param.name} ({', '.join(facts)}): {param.description}"
    if param.options:
        text += ". Options: " + ", ".join(f"{i}={option}" for i, option in enumerate(param.options))
        text += " (index or name" + (", a list allowed)" if param.multiple else ")")
    hint = _VALUE_HINTS.get(param.type)
    if hint:
        text += f". Value: {hint}"
    return text
