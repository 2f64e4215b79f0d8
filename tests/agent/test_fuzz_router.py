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


# Strategies are made once: one made inside a draw is validated again on every draw,
# which cost more CPU than routing the answer (about a third of the test's time).
PART_COUNT, BLOCK_COUNT, CUT_AT = st.integers(0, 2), st.integers(1, 2), st.integers(0, 30)
PART_KINDS = st.sampled_from(["prose", "fenced", "bare", "array", "broken"])
PROSE = st.text(max_size=40)


@st.composite
def answer_text(draw) -> str:
    parts = []
    for _ in range(draw(PART_COUNT)):
        kind = draw(PART_KINDS)
        action = draw(actions)
        if kind == "prose":
            parts.append(draw(PROSE))
        elif kind == "fenced":
            parts.append(f"```json\n{json.dumps(action)}\n```")
        elif kind == "bare":
            parts.append(json.dumps(action))
        elif kind == "array":
            parts.append(json.dumps([action, draw(actions)]))
        else:
            parts.append(json.dumps(action)[: draw(CUT_AT)])
    return " ".join(parts)


ANSWER_TEXT = answer_text()


@st.composite
def contents(draw) -> list[dict]:
    blocks = []
    for index in range(draw(BLOCK_COUNT)):
        if draw(st.booleans()):
            blocks.append({"type": "text", "text": draw(ANSWER_TEXT)})
        else:
            action = draw(actions)
            name = action.pop("type")
            # the tool's input: the drawn fields as an object, or any other value
            blocks.append({"type": "tool_use", "id": f"toolu_{index}", "name": name,
                           "input": action if draw(st.booleans()) else draw(values)})
    return blocks


def _tools():
    from map_assistant.services.registry import create_tools

    return tools_by_name(create_tools())


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
