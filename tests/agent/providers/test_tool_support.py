"""Tool-calling detection (issue 26): per server and model, a valid call outweighs any
number of prose answers, and one prose answer is no verdict."""

from __future__ import annotations

from map_assistant.agent.llm_client import ToolSpec
from map_assistant.agent.providers.tool_support import (
    JSON_FORM,
    NATIVE,
    PROSE_ANSWERS_TO_SWITCH,
    UNKNOWN,
    ToolSupport,
    answers_tools_in_prose,
    makes_valid_call,
)

TOOLS = [ToolSpec("count_features", "Count features.", {"type": "object"})]
CALL = [{"type": "tool_use", "id": "call_1", "name": "count_features", "input": {"layer": "countries"}}]
PROSE = [{"type": "text", "text": '```json\n{"type": "count_features", "layer": "countries",\n```'}]
SERVER, OTHER = "http://127.0.0.1:8080/v1", "http://127.0.0.1:11434/v1"


def test_prose_answers_switch_an_unproven_model_only_when_consistent():
    support = ToolSupport()
    for _ in range(PROSE_ANSWERS_TO_SWITCH - 1):
        support.record_answer(SERVER, "m", PROSE, TOOLS)
    assert support.state(SERVER, "m") == UNKNOWN and support.uses_tools(SERVER, "m")
    support.record_answer(SERVER, "m", PROSE, TOOLS)
    assert support.state(SERVER, "m") == JSON_FORM and not support.uses_tools(SERVER, "m")
    # Per model and per server: the others are untouched.
    assert support.state(SERVER, "other") == UNKNOWN and support.state(OTHER, "m") == UNKNOWN


def test_a_valid_call_outweighs_any_number_of_prose_answers_and_a_refusal():
    support = ToolSupport()
    support.record_answer(SERVER, "m", CALL, TOOLS)
    for _ in range(10):
        support.record_answer(SERVER, "m", PROSE, TOOLS)
    support.refused(SERVER, "m")
    assert support.state(SERVER, "m") == NATIVE


def test_a_valid_call_after_the_switch_switches_tools_back_on():
    support = ToolSupport()
    support.refused(SERVER, "m")
    assert support.state(SERVER, "m") == JSON_FORM
    support.record_answer(SERVER, "m", CALL, TOOLS)
    assert support.state(SERVER, "m") == NATIVE


def test_forget_one_model_or_a_whole_server():
    support = ToolSupport()
    support.record_answer(SERVER, "a", CALL, TOOLS)
    support.refused(SERVER, "b")
    support.refused(OTHER, "a")
    support.forget(SERVER, "a")
    assert [support.state(SERVER, "a"), support.state(SERVER, "b")] == [UNKNOWN, JSON_FORM]
    support.forget(SERVER)
    assert support.state(SERVER, "b") == UNKNOWN and support.state(OTHER, "a") == JSON_FORM


def test_what_counts_as_a_valid_call():
    assert makes_valid_call(CALL, TOOLS)
    assert not makes_valid_call([{**CALL[0], "input": '{"layer": '}], TOOLS)  # arguments not an object
    assert not makes_valid_call([{**CALL[0], "name": "teleport"}], TOOLS)  # a tool not offered
    assert answers_tools_in_prose(PROSE, TOOLS) and not answers_tools_in_prose(CALL + PROSE, TOOLS)


# -- kept across QGIS sessions ---------------------------------------------------------

def test_verdicts_are_told_when_they_change_and_taken_back_by_the_next_session():
    support, told = ToolSupport(), []
    support.on_change = told.append
    support.record_answer(SERVER, "m", PROSE, TOOLS)
    assert told == []  # one prose answer is no verdict: nothing to keep
    support.record_answer(SERVER, "m", PROSE, TOOLS)
    support.record_answer(OTHER, "n", CALL, TOOLS)
    support.record_answer(OTHER, "n", CALL, TOOLS)  # the same verdict again: not told again
    assert told == [{f"{SERVER} m": JSON_FORM}, {f"{SERVER} m": JSON_FORM, f"{OTHER} n": NATIVE}]

    next_session = ToolSupport()
    next_session.adopt(told[-1])
    assert next_session.state(SERVER, "m") == JSON_FORM and next_session.state(OTHER, "n") == NATIVE
    support.forget(SERVER)
    assert told[-1] == {f"{OTHER} n": NATIVE}


def test_malformed_kept_verdicts_are_skipped():
    support = ToolSupport()
    support.adopt({"no-model-here": NATIVE, f"{SERVER} m": "perhaps", f"{SERVER} ok": NATIVE})
    assert support.verdicts() == {f"{SERVER} ok": NATIVE}
