"""The one lookup or action a small model's answer may hold, as a JSON schema (issue 40: steer
small models with the output grammar, not with word lists).

Pure Python. A small model is asked in the JSON form: prose and one ```json block of a
tool's ``type`` and fields (agent/words/short_prompt.py). Here each tool that exists is one
branch, its ``type`` a constant and its fields those of its input schema, each of its own
type (an enum's values only): a server that offers constrained decoding turns this into
its grammar (agent/providers/gbnf.py), so a type that does not exist ("zoom_to", make
eval-live at 0a84e47: "Take me to Australia on the map.") or a field that the type lacks
cannot be written. The tool's pydantic model still validates what comes back, and its
checks still run.

Layer and field names stay free text. As enums they were tried on the real 1.5B model
(llama.cpp, temperature 0, 2026-11-29): "How many features does the roads layer have?" on
a map without roads became ``{"type": "count_features", "layer": "countries"}``, a count of
another layer, where free text gives "roads", which the layer check refuses with the
layers there are (services/checks/layer_names.py), and the model says so. An enum turns
a name the map lacks into a wrong answer; a sentinel among them ("NO_SUCH_LAYER") was
not chosen either.
"""

from __future__ import annotations

from collections.abc import Sequence

from .tool_schema import tool_spec
from .tools import Tool


def answer_schema(tools: Sequence[Tool]) -> dict | None:
    """``{"anyOf": [one object per tool]}``; None when no tool can be written in the JSON form."""
    branches = [_branch(tool) for tool in tools if not tool.sees_images]
    return {"anyOf": branches} if branches else None


def _branch(tool: Tool) -> dict:
    schema = tool_spec(tool).input_schema
    properties = {name: prop for name, prop in (schema.get("properties") or {}).items() if name != "type"}
    branch = {"type": "object", "properties": {"type": {"const": tool.name}, **properties},
              "required": ["type", *[name for name in schema.get("required") or () if name != "type"]]}
    if schema.get("$defs"):
        branch["$defs"] = schema["$defs"]
    return branch
