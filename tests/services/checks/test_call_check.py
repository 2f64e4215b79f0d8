"""The one way into the checks (services/checks/call_check.py): the router calls a tool's
``check`` after the shape is validated, and no validator reads the map."""

import ast
from pathlib import Path

import pytest
from map_assistant.agent.router import validate_action
from map_assistant.services.checks.call_check import checked, checked_input
from pydantic import BaseModel, ValidationError, model_validator

SERVICES = Path(__file__).resolve().parents[3] / "services"


class Call(BaseModel):
    layer: str


class Validated(Call):
    @model_validator(mode="after")
    def _refused(self):
        raise ValueError("no layer named 'lakes'")


def _no_lakes(call: Call, context) -> None:
    if call.layer == "lakes":
        raise ValueError("no layer named 'lakes'")


def _any_case(call: Call, context) -> None:
    call.layer = call.layer.lower()


class Tool:
    name, kind, egress, input_model = "probe", "action", "metadata", Call

    @staticmethod
    def check(call: Call, context) -> Call:
        return checked(call, context, _any_case, _no_lakes)


def test_a_check_fails_as_a_validator_did():
    with pytest.raises(ValidationError) as by_validator:
        Validated.model_validate({"layer": "lakes"})
    with pytest.raises(ValidationError) as by_check:
        checked(Call(layer="lakes"), None, _no_lakes)
    assert [(e["type"], e["loc"], e["msg"]) for e in by_check.value.errors()] == [
        (e["type"], e["loc"], e["msg"]) for e in by_validator.value.errors()]


def test_the_router_runs_the_check_after_the_shape():
    tools = {"probe": Tool()}
    assert validate_action("probe", {"layer": "Roads"}, tools) == Call(layer="roads")  # mended
    assert validate_action("probe", {"layer": "LAKES"}, tools) == (
        "Action 'probe' has invalid fields: (action): Value error, no layer named 'lakes'. Expected fields: "
        "layer (required).")
    assert "layer: Field required" in validate_action("probe", {}, tools)  # the shape first: no check ran
    assert checked_input(Tool, {"layer": "Roads"}) == Call(layer="roads")


def _validators_reading_a_context(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.FunctionDef):
            continue
        validator = any("validator" in ast.unparse(decorator) for decorator in node.decorator_list)
        arguments = [argument.arg for argument in node.args.args]
        if validator and ("info" in arguments or "ValidationInfo" in ast.unparse(node.args)):
            found.append(f"{path.name}:{node.lineno}: {node.name}")
    return found


def test_no_validator_reads_the_map():
    found = [line for path in sorted(SERVICES.rglob("*.py")) for line in _validators_reading_a_context(path)]
    assert found == []


def test_the_validator_scan_finds_one(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("class M:\n    @model_validator(mode='after')\n    def _fits(self, info: ValidationInfo):\n"
                     "        return self\n    @field_validator('x')\n    def _shape(cls, value):\n        return value\n")
    assert _validators_reading_a_context(probe) == ["probe.py:3: _fits"]
