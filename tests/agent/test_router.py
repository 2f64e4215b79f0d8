"""The router: typed actions from tool_use blocks or from JSON in the answer text."""

from __future__ import annotations

import json

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st
from map_assistant.agent.router import (
    _EXAMPLE_LABEL,
    find_json_values,
    route_answer,
    route_text,
    tools_by_name,
    validation_message,
)
from map_assistant.agent.tools import Tool as BaseTool  # noqa: E402
from pydantic import BaseModel, ValidationError, field_validator
from support.fakes.agent_tools import SqlInput, TextInput, Tool, ViewportInput  # noqa: E402

TOOLS = tools_by_name(
    [
        Tool("sql", "Run a read-only SQL query.", SqlInput),
        Tool("viewport", "Move the map view.", ViewportInput),
        Tool("text", "A plain answer.", TextInput),
    ]
)


def test_fenced_json_becomes_an_action_and_leaves_the_prose():
    answer = (
        "Here is the count of roads in view:\n\n"
        "```json\n"
        '{"type": "sql", "sql": "SELECT count(*) FROM roads", "title": "Count roads"}\n'
        "```\n\n"
        "Click the button to run it."
    )
    routed = route_text(answer, TOOLS)
    assert [a.type for a in routed.actions] == ["sql"]
    action = routed.actions[0]
    assert isinstance(action.action, SqlInput)
    assert action.action.title == "Count roads"
    assert action.tool_use_id is None
    assert routed.text == "Here is the count of roads in view:\n\nClick the button to run it."
    assert "```" not in routed.text and "{" not in routed.text
    assert not routed.has_problems


def test_bare_json_alone_leaves_no_text():
    routed = route_text('{"type": "viewport", "action": "zoom_to", "geometry": "POINT(1 2)"}', TOOLS)
    assert routed.text == ""
    assert routed.actions[0].action == ViewportInput(action="zoom_to", geometry="POINT(1 2)")


def test_bare_json_between_prose():
    routed = route_text(
        'Zooming there. {"type": "viewport", "action": "zoom_to"} Then look at the labels.', TOOLS
    )
    assert routed.text == "Zooming there.  Then look at the labels."
    assert routed.actions[0].type == "viewport"


def test_two_objects_are_two_actions_in_order():
    answer = (
        "First:\n```json\n"
        '{"type": "viewport", "action": "zoom_to"}\n```\n'
        "Then:\n```json\n"
        '{"type": "sql", "sql": "SELECT 1", "title": "One"}\n```'
    )
    routed = route_text(answer, TOOLS)
    assert [a.type for a in routed.actions] == ["viewport", "sql"]
    assert routed.text == "First:\nThen:"


def test_array_of_actions_is_several_actions():
    routed = route_text(
        '[{"type": "viewport", "action": "zoom_to"}, {"type": "text", "text": "done"}]', TOOLS
    )
    assert [a.type for a in routed.actions] == ["viewport", "text"]
    assert routed.text == ""


def test_braces_inside_sql_strings_do_not_confuse_the_scan():
    answer = (
        'Try this: {"type": "sql", "sql": "SELECT \'{x}\', \'}\' FROM t '
        "WHERE ST_Within(geom, ST_GeomFromText('{{CurrentView.bbox}}'))\", "
        '"title": "Braces", "sql_placeholders": ["{{CurrentView.bbox}}"]} ok'
    )
    routed = route_text(answer, TOOLS)
    assert len(routed.actions) == 1
    sql = routed.actions[0].action
    assert sql.sql.startswith("SELECT '{x}', '}' FROM t")
    assert sql.sql_placeholders == ["{{CurrentView.bbox}}"]
    assert routed.text == "Try this:  ok"


def test_nested_objects_are_part_of_their_parent_only():
    class StyleInput(BaseModel):
        layer: str
        symbol: dict

    tools = tools_by_name([Tool("style", "Style a layer.", StyleInput)])
    answer = '{"type": "style", "layer": "roads", "symbol": {"type": "line", "width": {"mm": 2}}}'
    spans = find_json_values(answer)
    assert len(spans) == 1 and spans[0].start == 0 and spans[0].end == len(answer)
    routed = route_text(answer, tools)
    assert routed.actions[0].action.symbol == {"type": "line", "width": {"mm": 2}}
    assert not routed.has_problems


def test_invalid_json_stays_prose_without_action():
    answer = 'I would run {"type": "sql", "sql": "SELECT 1",} but it is broken'
    routed = route_text(answer, TOOLS)
    assert routed.actions == [] and not routed.has_problems
    assert routed.text == answer


def test_json_without_type_stays_in_the_text():
    answer = 'The layer style is {"color": "red", "width": 2}.'
    routed = route_text(answer, TOOLS)
    assert routed.actions == [] and not routed.has_problems
    assert routed.text == answer


def test_unknown_type_is_a_problem_naming_the_valid_types():
    routed = route_text('Sure.\n```json\n{"type": "buffer", "distance": 10}\n```', TOOLS)
    assert routed.actions == []
    assert routed.text == "Sure."  # the unusable JSON is not shown either
    assert len(routed.json_errors) == 1
    assert '"buffer"' in routed.json_errors[0]
    assert "sql, viewport, text" in routed.json_errors[0]


def test_validation_failure_names_the_fields_and_ignores_the_type_key():
    routed = route_text('{"type": "sql", "sql": 42}', TOOLS)
    assert routed.actions == []
    message = routed.json_errors[0]
    assert message.startswith("Action 'sql' has invalid fields:")
    assert "sql: Input should be a valid string" in message
    assert "title: Field required" in message
    assert "Expected fields: sql (required), title (required), sql_placeholders." in message
    assert "type" not in message.split("Expected fields")[1]


def test_text_type_without_a_text_tool_is_prose():
    tools = tools_by_name([Tool("sql", "SQL.", SqlInput)])
    routed = route_text('{"type": "text", "text": "No layer has population data."}', tools)
    assert routed.actions == [] and not routed.has_problems
    assert routed.text == "No layer has population data."


def test_tool_use_blocks_become_actions_with_their_ids():
    content = [
        {"type": "text", "text": "Counting the roads."},
        {"type": "tool_use", "id": "toolu_1", "name": "sql",
         "input": {"sql": "SELECT count(*) FROM roads", "title": "Count roads"}},
        {"type": "tool_use", "id": "toolu_2", "name": "viewport", "input": {"action": "zoom_to"}},
    ]
    routed = route_answer(content, TOOLS)
    assert [(a.type, a.tool_use_id) for a in routed.actions] == [("sql", "toolu_1"), ("viewport", "toolu_2")]
    assert routed.text == "Counting the roads."


def test_bad_tool_use_blocks_become_tool_use_errors():
    content = [
        {"type": "tool_use", "id": "toolu_a", "name": "sql", "input": {"sql": "SELECT 1"}},
        {"type": "tool_use", "id": "toolu_b", "name": "buffer", "input": {}},
        {"type": "tool_use", "id": "toolu_c", "name": "text", "input": {"text": "fine"}},
    ]
    routed = route_answer(content, TOOLS)
    assert [a.tool_use_id for a in routed.actions] == ["toolu_c"]
    errors = {e.tool_use_id: e.message for e in routed.tool_use_errors}
    assert set(errors) == {"toolu_a", "toolu_b"}
    assert "title: Field required" in errors["toolu_a"]
    assert "Unknown action type \"buffer\"" in errors["toolu_b"]
    assert routed.json_errors == []


def test_text_blocks_and_tool_use_mixed_with_json_in_text():
    content = [
        {"type": "text", "text": 'Two things. {"type": "viewport", "action": "zoom_to"}'},
        {"type": "tool_use", "id": "toolu_9", "name": "text", "input": {"text": "hi"}},
    ]
    routed = route_answer(content, TOOLS)
    assert [(a.type, a.tool_use_id) for a in routed.actions] == [("viewport", None), ("text", "toolu_9")]
    assert routed.text == "Two things."


@given(st.text(alphabet=st.characters(blacklist_characters="{[")))
def test_prose_without_braces_is_returned_unchanged_without_actions(prose):
    routed = route_text(prose, TOOLS)
    assert routed.actions == [] and not routed.has_problems
    # Only surrounding whitespace and runs of blank lines are tidied.
    assert routed.text.split() == prose.split()


@given(
    st.text(alphabet=st.characters(blacklist_characters="{[`"), max_size=40),
    st.text(min_size=1, max_size=30),
)
def test_any_sql_string_survives_the_scan(prose, sql):
    import json

    # Prose that labels the object an example ("e.g.", "Beispiel") keeps it from running:
    # that rule has its own tests; here the prose is any other text.
    assume(not _EXAMPLE_LABEL.search(prose))
    answer = f"{prose} {json.dumps({'type': 'sql', 'sql': sql, 'title': 't'})}"
    routed = route_text(answer, TOOLS)
    assert [a.action.sql for a in routed.actions] == [sql]
    assert routed.text.split() == prose.split()


# -- examples in prose are prose (issue 26) ------------------------------------------


def test_an_object_labelled_as_an_example_stays_prose():
    sql = '{"type": "sql", "sql": "SELECT count(*) FROM countries", "title": "Count"}'
    for answer in (f"I can run queries, for example:\n```json\n{sql}\n```\nJust ask.",
                   f"Puedo consultar tus capas, por ejemplo: {sql}"):
        routed = route_text(answer, TOOLS)
        assert routed.actions == [] and routed.json_errors == [], answer
        assert sql in routed.text
    # The same object, introduced as what it is, is an action.
    assert [a.type for a in route_text(f"Here is the count:\n```json\n{sql}\n```", TOOLS).actions] == ["sql"]


def test_a_verbatim_copy_of_an_actions_prompt_example_stays_prose_but_a_lookups_runs():
    from map_assistant.agent.prompt import tool_example
    from support.fakes.agent_tools import Tool as FakeTool

    class LayerInput(BaseModel):
        model_config = {"json_schema_extra": {"examples": [{"layer": "roads"}]}}
        layer: str

    class Lookup(FakeTool):
        def run(self, request, context):
            return "{}"

    tools = tools_by_name([*TOOLS.values(), Lookup("layer_schema", "Fields of a layer.", LayerInput, kind="lookup")])
    sql_example = json.dumps(tool_example(tools["sql"]))
    routed = route_text(f"I can run SQL on your layers:\n```json\n{sql_example}\n```", tools)
    assert routed.actions == [] and sql_example in routed.text
    # Nothing but the copy, fenced or not: the action asked for (its example may be just that).
    for alone in (f"```json\n{sql_example}\n```", sql_example):
        assert [action.type for action in route_text(alone, tools).actions] == ["sql"], alone
    # A lookup's example is a real call on many maps: it is run, no button comes of it.
    routed = route_text(json.dumps(tool_example(tools["layer_schema"])), tools)
    assert [call.type for call in routed.lookups] == ["layer_schema"]


class _Selected(BaseTool):
    """A lookup that takes over a selection call that selects nothing (as selected_features does)."""

    name, kind, egress, description = "selected_features", "lookup", "values", "Lookup: the selection."
    stands_in_for = "selection"

    @staticmethod
    def takes(data: dict) -> bool:
        return "query" not in data and "sql" not in data


def test_a_call_is_taken_over_only_by_an_offered_tool_that_takes_it():
    from map_assistant.agent.router import stand_in

    tools = {"selection": BaseTool(), "selected_features": _Selected()}
    shape = {"layer": "countries", "fields": ["name"]}
    assert stand_in("selection", shape, tools, offered={"selection", "selected_features"}) == "selected_features"
    assert stand_in("selection", shape, tools, offered={"selection"}) == "selection"  # not offered: as written
    assert stand_in("selection", {**shape, "sql": "SELECT 1"}, tools) == "selection"
    assert stand_in("viewport", shape, tools) == "viewport"


def test_a_problem_that_ends_its_sentence_gets_no_second_full_stop():
    class Strict(BaseModel):
        layer: str

        @field_validator("layer")
        @classmethod
        def _known(cls, value: str) -> str:
            raise ValueError("no layer named 'x'. Layers: a, b.")

    with pytest.raises(ValidationError) as raised:
        Strict.model_validate({"layer": "x"})
    message = validation_message("viewport", Strict, raised.value)
    assert "Layers: a, b. Expected fields: layer (required)." in message and ".." not in message
