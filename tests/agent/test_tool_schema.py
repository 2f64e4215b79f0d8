"""The schema a request sends for a tool (agent/tool_schema.py): pydantic's without the
titles and null alternatives, and the tool's own validation unchanged."""

from __future__ import annotations

from typing import Literal, Optional

import pytest
from map_assistant.agent.tool_schema import lean_schema, tool_spec
from pydantic import BaseModel, ConfigDict, Field, ValidationError


class _Input(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{"title": "Kept", "layer": "roads"}]})
    title: str = Field(description="The button's label.")
    layer: Optional[str] = Field(None, description="A layer name.")
    method: Optional[Literal["quantile", "pretty"]] = None
    classes: int = 5


class _Tool:
    name = "demo"
    description = "A demo tool."
    input_model = _Input


def test_titles_and_null_alternatives_go_and_everything_else_stays():
    lean = lean_schema(_Input.model_json_schema())
    assert "title" not in lean and set(lean["properties"]) == {"title", "layer", "method", "classes"}
    assert lean["properties"]["title"] == {"description": "The button's label.", "type": "string"}
    assert lean["properties"]["layer"] == {"description": "A layer name.", "type": "string"}
    assert lean["properties"]["method"] == {"enum": ["quantile", "pretty"], "type": "string"}
    assert lean["properties"]["classes"] == {"default": 5, "type": "integer"}
    assert lean["required"] == ["title"]
    assert lean["examples"] == [{"title": "Kept", "layer": "roads"}]  # data, not schema


def test_the_spec_is_smaller_and_the_model_still_validates_as_before():
    spec = tool_spec(_Tool())
    assert (spec.name, spec.description) == ("demo", "A demo tool.")
    assert len(str(spec.input_schema)) < len(str(_Input.model_json_schema()))
    assert _Input.model_validate({"title": "t", "layer": None}).layer is None
    with pytest.raises(ValidationError):
        _Input.model_validate({"title": "t", "method": "jenks"})
