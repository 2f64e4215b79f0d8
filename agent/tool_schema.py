"""The input schema a request sends for a tool: pydantic's, without what tells a model nothing.

Pure Python. Pydantic writes every optional field as ``anyOf: [{type: X}, {type:
null}]`` with ``default: null`` and a ``title`` that repeats the field's name:
about a fifth of the tools' tokens. A field that is not required may be left
out, so the model loses nothing; the tool's pydantic model still validates what
comes back (None included), so nothing is accepted that was refused before.
"""

from __future__ import annotations

import functools
from typing import Any

from .llm_client import ToolSpec
from .tools import Tool

_NULL = {"type": "null"}


def lean_schema(node: Any) -> Any:
    if isinstance(node, list):
        return [lean_schema(item) for item in node]
    if not isinstance(node, dict):
        return node
    kept = {key: value for key, value in node.items()
            if key != "title" and not (key == "default" and value is None)}
    options = kept.get("anyOf")
    if isinstance(options, list) and _NULL in options:
        others = [option for option in options if option != _NULL]
        if len(others) == 1 and isinstance(others[0], dict):
            kept.pop("anyOf")
            kept = {**others[0], **kept}
    return {key: _lean_value(key, value) for key, value in kept.items()}


def _lean_value(key: str, value: Any) -> Any:
    if key in ("properties", "$defs", "definitions") and isinstance(value, dict):
        # Their keys are field names: a field called "title" is kept.
        return {name: lean_schema(sub) for name, sub in value.items()}
    if key in ("examples", "default", "enum", "const"):
        return value  # data, not schema
    return lean_schema(value)


def tool_spec(tool: Tool) -> ToolSpec:
    """What a request sends for ``tool``: its name, description and lean input schema."""
    return _spec(tool.name, tool.description, tool.input_model)


@functools.lru_cache(maxsize=256)
def _spec(name: str, description: str, input_model: type) -> ToolSpec:
    # Built once per tool: pydantic makes the JSON schema afresh on every call (about
    # 1 ms a tool), and a reopened saved chat makes a session on the main thread.
    return ToolSpec(name, description, lean_schema(input_model.model_json_schema()))
