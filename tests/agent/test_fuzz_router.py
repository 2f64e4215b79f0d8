"""Issue 13: the answer parser, fuzzed with the plugin's real action models. Whatever
a model writes (prose with JSON, fenced or bare, several objects, arrays, unknown
types, wrong fields, tool calls with any input) is routed into actions, errors for
the model, or prose; nothing raises."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from map_assistant.agent.router import route_answer, tools_by_name

pytestmark = pytest.mark.fuzz
EXAMPLES = 10_000
TYPES = st.sampled_from(["sql", "viewport", "selection", "text", "layer_schema", "nope", "", "SQL"])
scalars = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6), st.floats(allow_nan=True),
                    st.text(max_size=30),
                    st.sampled_from(["SELECT * FROM countries", "DELETE FROM countries", "{{CurrentView.bbox}}",
                                     "POLYGON((0 0,1 0,1 1,0 0))", "POLYGON EMPTY", "zoom_to_layer", "countries",
                                     "SELECT * FROM {{roads.selection}}", "new", "add", "remove"]))
# Flat containers: deep nesting costs generation time and reaches no other code path.
values = st.one_of(scalars, st.lists(scalars, max_size=3), st.dictionaries(st.text(max_size=8), scalars, max_size=2))
fields = st.sampled_from(["sql", "title", "sql_placeholders", "action", "geometry", "layer", "text", "mode",
                          "expression", "placeholders", "scale", "type", "extra"])
# builds, not flatmap: flatmap validates a new strategy on every draw, which costs more than the test.
actions = st.builds(lambda kind, rest: {**rest, "type": kind}, TYPES, st.dictionaries(fields, values, max_size=5))


@st.composite
def answer_text(draw) -> str:
    parts = []
    for _ in range(draw(st.integers(0, 2))):
        kind = draw(st.sampled_from(["prose", "fenced", "bare", "array", "broken"]))
        action = draw(actions)
        if kind == "prose":
            parts.append(draw(st.text(max_size=40)))
        elif kind == "fenced":
            parts.append(f"```json\n{json.dumps(action)}\n```")
        elif kind == "bare":
            parts.append(json.dumps(action))
        elif kind == "array":
            parts.append(json.dumps([action, draw(actions)]))
        else:
            parts.append(json.dumps(action)[: draw(st.integers(0, 30))])
    return " ".join(parts)


@st.composite
def contents(draw) -> list[dict]:
    blocks = []
    for index in range(draw(st.integers(1, 2))):
        if draw(st.booleans()):
            blocks.append({"type": "text", "text": draw(answer_text())})
        else:
            action = draw(actions)
            blocks.append({"type": "tool_use", "id": f"toolu_{index}", "name": action.pop("type"),
                           "input": draw(st.one_of(st.just(action), values))})
    return blocks


def _tools():
    from map_assistant.services.registry import create_services

    return tools_by_name(create_services())


TOOLS = None


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(contents())
def test_any_answer_is_routed_without_raising(content):
    global TOOLS
    TOOLS = TOOLS or _tools()
    routed = route_answer(content, TOOLS, None)
    tool_uses = [b for b in content if b["type"] == "tool_use"]
    answered = {a.tool_use_id for a in routed.actions if a.tool_use_id} | {e.tool_use_id for e in
                                                                            routed.tool_use_errors}
    lookups = {c.tool_use_id for c in getattr(routed, "lookups", getattr(routed, "inspections", []))
               if c.tool_use_id}  # a lookup written as JSON has no id
    # Every tool call gets exactly one outcome: an action, a lookup, or an error for the model.
    assert {b["id"] for b in tool_uses} == answered | lookups
    assert all(isinstance(message, str) and message for message in routed.json_errors)
