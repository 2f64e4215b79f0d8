"""The fakes' protocol checks (protocol.py): each rule's violation is refused, a valid
conversation passes, and a fake answers a violation with its API's 400 and keeps it."""

from __future__ import annotations

import json
import urllib.error
import urllib.request

import pytest

from support.fakes.fake_anthropic import FakeAnthropicServer
from support.fakes.fake_openai import FakeOpenAIServer
from support.fakes.loopback import strict_protocol
from support.fakes.protocol import anthropic_violations, openai_violations
from support.fakes.scripted import Reply


def user(*blocks) -> dict:
    return {"role": "user", "content": list(blocks)}


def assistant(*blocks) -> dict:
    return {"role": "assistant", "content": list(blocks)}


def text(value: str) -> dict:
    return {"type": "text", "text": value}


def call(id_: str) -> dict:
    return {"type": "tool_use", "id": id_, "name": "count_features", "input": {"layer": "countries"}}


def result(id_: str) -> dict:
    return {"type": "tool_result", "tool_use_id": id_, "content": [text('{"count": 3}')]}


def messages(*items) -> dict:
    return {"model": "claude-sonnet-4-6", "max_tokens": 10, "system": [text("Be brief.")], "messages": list(items)}


VALID_ANTHROPIC = messages(user(text("How many?")), assistant(text("Counting."), call("a"), call("b")),
                           user(result("a"), result("b"), text("Note")), assistant(call("c")),
                           user(result("c"), text("And now?")))


def test_a_valid_anthropic_conversation_passes():
    assert anthropic_violations(VALID_ANTHROPIC) == []
    assert anthropic_violations(messages(user(text("Hi")))) == []
    assert anthropic_violations(messages({"role": "user", "content": "Hi"}, assistant(text("Hello")))) == []


@pytest.mark.parametrize(("conversation", "words"), [
    # the bug of issue 37: a warm-up's question after a call with no result
    ((user(text("How many?")), assistant(call("a")), user(text("Hello"))), "without `tool_result` blocks"),
    ((user(text("How many?")), assistant(call("a"), call("b")), user(result("a"))), "immediately after: b"),
    ((user(text("How many?")), assistant(call("a"))), "without `tool_result` blocks"),
    ((user(text("How many?")), assistant(call("a")), user(text("first")), assistant(text("x")),
      user(result("a"))), "without `tool_result` blocks"),
    ((user(text("How many?")), assistant(call("a")), user(text("first"), result("a"))), "must come first"),
    ((user(text("How many?")), assistant(text("Three.")), user(result("a"))), "unexpected `tool_use_id`"),
    ((user(text("How many?")), assistant(call("a")), user(result("a"), result("z"))), "in `tool_result` blocks: z"),
    ((assistant(text("Hi")), user(text("How many?"))), "roles must alternate"),
    ((user(text("How many?")), user(text("And?"))), "roles must alternate"),
    ((user(text("How many?")), assistant(text("Three.")), assistant(text("Four."))), "roles must alternate"),
    ((user(text("How many?")), assistant(text("  "))), "non-whitespace text"),
    ((user(text("")),), "non-whitespace text"),
    ((user(),), "non-empty content"),
    (({"role": "user", "content": ""},), "non-empty content"),
    ((user(text("How many?")), assistant(call("a")), user(result("a")), assistant(call("a")),
      user(result("a"))), "must be unique"),
    ((), "at least one message"),
])
def test_each_anthropic_rule_is_enforced(conversation, words):
    problems = anthropic_violations(messages(*conversation))
    assert problems and any(words in problem for problem in problems), problems


def test_an_empty_system_block_is_refused():
    body = {**messages(user(text("Hi"))), "system": [text("Be brief."), text("")]}
    assert [p for p in anthropic_violations(body) if p.startswith("system.1")]


def chat_call(id_: str) -> dict:
    return {"id": id_, "type": "function", "function": {"name": "count_features", "arguments": "{}"}}


def tool(id_: str) -> dict:
    return {"role": "tool", "tool_call_id": id_, "content": '{"count": 3}'}


SYSTEM = {"role": "system", "content": "Be brief."}
ASK = {"role": "user", "content": "How many?"}


def called(*ids) -> dict:
    return {"role": "assistant", "content": None, "tool_calls": [chat_call(i) for i in ids]}


def test_a_valid_openai_conversation_passes():
    body = {"messages": [SYSTEM, ASK, called("a", "b"), tool("b"), tool("a"), {"role": "user", "content": "Note"},
                         called("c"), tool("c"), {"role": "assistant", "content": "Three."}, ASK]}
    assert openai_violations(body) == []


@pytest.mark.parametrize(("conversation", "words"), [
    ([SYSTEM, ASK, called("a"), {"role": "user", "content": "Hello"}], "did not have response messages: a"),
    ([SYSTEM, ASK, called("a", "b"), tool("a"), ASK], "did not have response messages: b"),
    ([SYSTEM, ASK, called("a")], "did not have response messages: a"),
    ([SYSTEM, ASK, called("a"), ASK, tool("a")], "must be a response to a preceeding message"),
    ([SYSTEM, ASK, tool("a")], "must be a response to a preceeding message"),
    ([SYSTEM, ASK, called("a"), tool("a"), tool("a")], "must be a response to a preceeding message"),
    ([SYSTEM, ASK, called("a"), tool("z")], "must be a response to a preceeding message"),
    ([], "too short"),
])
def test_each_openai_rule_is_enforced(conversation, words):
    problems = openai_violations({"messages": conversation})
    assert problems and any(words in problem for problem in problems), problems


def post(url: str, body: dict, headers: dict) -> tuple[int, dict]:
    request = urllib.request.Request(url, json.dumps(body).encode(), {"Content-Type": "application/json", **headers})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read() or b"{}")
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def test_the_anthropic_fake_answers_a_violation_with_the_apis_400_and_keeps_it():
    server = FakeAnthropicServer()
    try:
        server.enqueue(Reply.text("kept for the next valid request"))
        bad = messages(user(text("How many?")), assistant(call("a")), user(text("Hello")))
        status, answer = post(f"{server.base_url}/v1/messages", bad, {"x-api-key": "k"})
        assert status == 400 and answer["type"] == "error"
        assert answer["error"]["type"] == "invalid_request_error"
        assert "`tool_use` ids were found without `tool_result` blocks immediately after: a" in \
            answer["error"]["message"]
        assert len(server.violations) == 1
        status, answer = post(f"{server.base_url}/v1/messages", VALID_ANTHROPIC, {"x-api-key": "k"})
        assert status == 200 and answer["content"][0]["text"] == "kept for the next valid request"
        assert len(server.take_violations()) == 1 and server.violations == []  # taken: this test wanted it
    finally:
        server.close()


def test_the_openai_fake_answers_a_violation_with_the_apis_400_and_keeps_it():
    server = FakeOpenAIServer()
    try:
        bad = {"model": "m", "messages": [SYSTEM, ASK, called("a"), {"role": "user", "content": "Hello"}]}
        status, answer = post(f"{server.base_url}/chat/completions", bad, {})
        assert status == 400 and answer["error"]["type"] == "invalid_request_error"
        assert "tool_call_ids did not have response messages: a" in answer["error"]["message"]
        assert len(server.take_violations()) == 1
    finally:
        server.close()


def test_a_violation_left_unread_fails_the_test():
    """What the autouse fixtures do after each test: the plugin coped with the 400, the test fails anyway."""
    checked = strict_protocol(FakeAnthropicServer)
    next(checked)  # the test begins
    server = FakeAnthropicServer()
    orphan = messages(user(result("x"), text("How many?")))
    status, _ = post(f"{server.base_url}/v1/messages", orphan, {"x-api-key": "k"})
    server.close()
    assert status == 400
    with pytest.raises(pytest.fail.Exception, match="unexpected `tool_use_id` found in `tool_result` blocks: x"):
        next(checked)  # the test ends
