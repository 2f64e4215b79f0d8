"""A small model's context window: the plugin's real prompt (its real services) must fit
an 8,192-token window with room for the map, the history and the answer, and the
fitted system prompt must stay byte-identical from turn to turn (prefix cache)."""

from dataclasses import replace

import pytest
from map_assistant.agent.llm_client import LLMRequest, ToolSpec
from map_assistant.agent.prompt_fit import CONTEXT_CUT_NOTE, compact_tool, fit_request, tokens
from map_assistant.agent.providers.openai_client import tool_param, tool_params
from map_assistant.agent.tool_schema import tool_spec
from map_assistant.agent.words.tool_offer import offered_tools

CONTEXT = ("Map CRS: EPSG:3857\n"
           + "".join(f"- layer{i}: GeoPackage file; SQL engine gpkg; Point; fields: id Integer, name String\n"
                     for i in range(40)))


@pytest.fixture
def real_prompt(qgis_app):
    from map_assistant.agent.prompt import build_system_prompt
    from map_assistant.services import registry

    services = registry.create_tools()
    # What an everyday question is offered (agent/words/tool_offer.py): no styling or Processing words.
    everyday = offered_tools(services, _turns(0))
    assert len(everyday) < len(services)
    return build_system_prompt(services), [tool_spec(s) for s in everyday], [tool_spec(s) for s in services]


def _turns(n: int) -> list[dict]:
    messages = []
    for i in range(n):
        messages += [{"role": "user", "content": [{"type": "text", "text": f"Question {i}? " + "words " * 60}]},
                     {"role": "assistant", "content": [{"type": "text", "text": "An answer. " * 40}]}]
    return [*messages, {"role": "user", "content": [{"type": "text", "text": "The newest question?"}]}]


def _size(request: LLMRequest, tools: list) -> int:
    return (tokens(request.system) + tokens(tools) + tokens(request.context) + tokens(request.messages)
            + request.max_tokens)


@pytest.mark.parametrize("native", [True, False], ids=["tools", "json-form"])
def test_the_real_prompt_fits_8k_and_its_prefix_stays_the_same(real_prompt, native):
    system, specs, every_tool = real_prompt
    tools = [tool_param(t) for t in specs] if native else []
    print(f"full prompt: system {tokens(system)} + tools {tokens(tools)} tokens (chars/3)")
    fitted = [fit_request(LLMRequest(system, CONTEXT, _turns(n), specs, "m", 4096), 8192, tool_params, native)
              for n in (0, 3, 30)]
    for request in fitted:
        assert _size(request, tool_params(request.tools) if native else []) <= 8192
        assert request.messages[-1]["content"][-1]["text"] == "The newest question?"
        assert request.max_tokens >= 1024  # room for an action and a sentence
    assert fitted[0].system == fitted[1].system == fitted[2].system  # the prefix cache keeps hitting
    assert len(fitted[2].messages) < len(_turns(30))  # the oldest turns left out of the request...
    assert fitted[2].messages[0]["role"] == "user"
    assert fitted[0].context == CONTEXT  # ...before the map is cut
    compact = fitted[0].system
    assert "- gpkg:" in compact and "- postgres:" not in compact  # no PostGIS layer in this map
    assert "{{CurrentView.bbox}}" in compact and "sql_placeholders" in compact
    if native:
        assert "### sql" not in compact  # the tools carry the descriptions
        print(f"compact system with tools: {tokens(compact)} tokens")
    else:
        assert "### sql" in compact and "```json" in compact  # the JSON form needs them
    # A chat that asked for styling and Processing is offered every tool: it still fits,
    # the map description cut at a line if it must be, saying so.
    every = fit_request(LLMRequest(system, CONTEXT, _turns(3), every_tool, "m", 4096), 8192, tool_params, native)
    assert _size(every, tool_params(every.tools) if native else []) <= 8192
    assert every.context == CONTEXT or every.context.endswith(CONTEXT_CUT_NOTE)


def test_a_large_window_or_an_unknown_one_changes_nothing_but_what_is_said_twice(real_prompt):
    system, specs, _ = real_prompt
    request = LLMRequest(system, CONTEXT, _turns(3), specs, "m", 4096)
    for window in (0, 128_000):  # a model that is not Claude keeps the sections' examples
        assert fit_request(request, window, tool_params, False) == request
        native = fit_request(request, window, tool_params, True)  # its native tools go compact
        assert native == replace(request, tools=[compact_tool(t) for t in specs])
        assert tokens(tool_params(native.tools)) < 0.85 * tokens(tool_params(specs))
    claude = replace(request, model="claude-sonnet-4-6")
    for window in (0, 128_000):  # Claude reads the tools: only the per-action sections go
        fitted = fit_request(claude, window, tool_params, True)
        assert fitted == replace(claude, system=fitted.system)
        assert "### sql" in system and "### sql" not in fitted.system
        assert "{{CurrentView.bbox}}" in fitted.system and "## Lookups" in fitted.system


def test_tool_results_are_never_separated_from_their_call():
    messages = [
        {"role": "user", "content": [{"type": "text", "text": "old " * 3000}]},
        {"role": "assistant", "content": [{"type": "tool_use", "id": "a", "name": "sql", "input": {}}]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "a", "content": "ok"},
                                     {"type": "text", "text": "next"}]},
        {"role": "assistant", "content": [{"type": "text", "text": "fine"}]},
        {"role": "user", "content": [{"type": "text", "text": "newest"}]},
    ]
    fitted = fit_request(LLMRequest("s", "", messages, [], "m", 512), 2048, tool_params, False)
    assert fitted.messages == messages[4:]


def test_the_map_is_cut_last_and_says_so():
    request = LLMRequest("s" * 300, "line\n" * 3000, [{"role": "user", "content": "q"}], [], "m", 512)
    fitted = fit_request(request, 2048, tool_params, False)
    assert fitted.context.endswith(CONTEXT_CUT_NOTE) and fitted.context.startswith("line\n")
    assert _size(fitted, []) <= 2048


def test_compact_sections_keep_fields_and_examples_and_cut_at_sentences_not_abbreviations():
    from map_assistant.agent.prompt_fit import compact_system, compact_tool

    section = ("## Actions\n\n### viewport\nMove the map view. Use it when the user wants to see a place.\n"
               "Fields:\n- geometry (string, optional): WKT, e.g. 'POINT(X Y)' of the place. Longer notes here.\n"
               'Example: {"type": "viewport", "action": "zoom_full"}\n\n## Placeholders\nKept as is. Whole.\n')
    compact = compact_system(section, False, "")
    assert "### viewport\nMove the map view.\nFields:\n" in compact
    assert "- geometry (string, optional): WKT, e.g. 'POINT(X Y)' of the place.\n" in compact
    assert 'Example: {"type": "viewport", "action": "zoom_full"}' in compact
    assert "Longer notes" not in compact and "## Placeholders\nKept as is. Whole." in compact
    tool = compact_tool(ToolSpec("t", "Does one thing. And more.",
                                 {"title": "T", "properties": {"a": {"title": "A", "description": "An a. Detail.",
                                                                     "examples": [1]}}}))
    assert tool.description == "Does one thing."
    assert tool.input_schema == {"properties": {"a": {"description": "An a."}}}


def test_stamped_contexts_weigh_what_is_sent_an_unchanged_one_a_line():
    """Each typed message keeps its map context (agent/providers/map_context.py); the same
    context again is sent as one line, so it must not be counted whole: counted whole, ten
    turns on an unchanged 6,000-character map dropped the oldest turns from an 8k window."""
    context = "Layer countries: " + "field, " * 850
    messages = [{**m, "map_context": context} if m["role"] == "user" else m for m in _turns(10)]
    request = LLMRequest("s" * 400, context, messages, [], "m", 512)
    assert tokens(messages) > 8192  # what a count of the stamps in full would say
    assert fit_request(request, 8192, tool_params, False).messages == messages


def test_a_small_model_keeps_the_notes_of_the_turns_left_out():
    """agent/words/short_prompt.py: a tool's note is given once per chat, in the message that first
    needed it; when that turn no longer fits, its notes go with the oldest turn kept."""
    from map_assistant.agent.providers.map_context import MAP_CONTEXT, TOOL_NOTES

    messages = [
        {"role": "user", "content": [{"type": "text", "text": "old " * 3000}], MAP_CONTEXT: "map",
         TOOL_NOTES: "### count_features\nLookup: a count."},
        {"role": "assistant", "content": [{"type": "text", "text": "fine"}]},
        {"role": "user", "content": [{"type": "text", "text": "newest"}], MAP_CONTEXT: "map",
         TOOL_NOTES: "### viewport\nMove the map view."},
    ]
    fitted = fit_request(LLMRequest("s", "map", messages, [], "m", 512), 2048, tool_params, False)
    assert [m["content"] for m in fitted.messages] == [messages[2]["content"]]
    assert fitted.messages[0][TOOL_NOTES] == "### count_features\nLookup: a count.\n\n### viewport\nMove the map view."
    assert messages[2][TOOL_NOTES] == "### viewport\nMove the map view."  # the session's history is not changed
