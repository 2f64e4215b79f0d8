"""conversation_rules passes a history the Messages API accepts and fails each kind it rejects."""

import copy

import pytest

from support.instruments.conversation_rules import assert_valid_conversation


def _text(text):
    return {"type": "text", "text": text}


VALID = [
    {"role": "user", "content": [_text("Count the roads")]},
    {"role": "assistant", "content": [_text("Counting."),
                                      {"type": "tool_use", "id": "t1", "name": "sql", "input": {}},
                                      {"type": "tool_use", "id": "t2", "name": "sql", "input": {}}]},
    {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "12"},
                                 {"type": "tool_result", "tool_use_id": "t2", "content": "3"},
                                 _text("And the rivers?")]},
    {"role": "assistant", "content": [_text("Two rivers.")]},
    {"role": "user", "content": [_text("Thanks")]},
]


def test_a_valid_history_with_tool_calls_passes():
    assert_valid_conversation(copy.deepcopy(VALID))
    assert_valid_conversation(VALID[:1])


def _broken(change):
    messages = copy.deepcopy(VALID)
    change(messages)
    return messages


BROKEN = {
    "empty": lambda m: m.clear(),
    "starts with the assistant": lambda m: m.pop(0),
    "ends with the assistant": lambda m: m.pop(),
    "two users in a row": lambda m: m.insert(1, {"role": "user", "content": [_text("Hello?")]}),
    "an empty message": lambda m: m[3].update(content=[]),
    "a blank text block": lambda m: m[3]["content"].insert(0, _text("  \n")),
    "a dangling tool_use": lambda m: m[2]["content"].pop(1),
    "an answer to no call": lambda m: m[4]["content"].insert(0, dict(m[2]["content"][0])),
    "a result after the text": lambda m: m[2]["content"].insert(1, m[2]["content"].pop(2)),
}


@pytest.mark.parametrize("change", BROKEN.values(), ids=BROKEN.keys())
def test_each_history_the_api_rejects_fails(change):
    with pytest.raises(AssertionError):
        assert_valid_conversation(_broken(change))
