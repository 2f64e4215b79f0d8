"""ChatSession against the real AnthropicClient and the loopback fake Messages API.

Nothing is mocked: requests go over HTTP through the official SDK to
``fake_anthropic``, whose recorded request bodies show what the model would see.
"""

from __future__ import annotations

import json
import threading

import pytest
from map_assistant.agent.cancel import CancelToken
from map_assistant.agent.errors import ErrorKind
from map_assistant.agent.events import (
    ActionProposed,
    AssistantText,
    Notice,
    TextDelta,
    TurnDone,
    TurnFailed,
)
from map_assistant.agent.providers.anthropic_client import AnthropicClient
from map_assistant.agent.session import DEFAULT_TOOL_STATUS, ChatSession
from support.fakes.agent_tools import CONTEXT, SYSTEM, TOOLS, SqlInput  # noqa: E402
from support.fakes.fake_anthropic import Reply
from support.instruments.conversation_rules import assert_valid_conversation

COUNT_ROADS = {"sql": "SELECT count(*) FROM roads", "title": "Count roads"}


def make_session(fake, **kwargs) -> ChatSession:
    client = AnthropicClient(base_url=fake.base_url, timeout=10.0, max_retries=0)
    return ChatSession(client, TOOLS, SYSTEM, "claude-sonnet-4-6", 1024, **kwargs)


def run(session: ChatSession, text: str, cancel: CancelToken | None = None) -> list:
    return list(session.run_turn(text, CONTEXT, cancel or CancelToken()))


def of_type(events, kind) -> list:
    return [e for e in events if isinstance(e, kind)]


def test_text_answer_streams_deltas_then_final_text(fake_anthropic):
    answer = "The map shows roads of three kinds; ask me to count them."
    fake_anthropic.enqueue(Reply.text(answer, chunk_size=8))
    session = make_session(fake_anthropic)

    events = run(session, "What is on the map?")

    deltas = of_type(events, TextDelta)
    assert len(deltas) > 1 and "".join(d.text for d in deltas) == answer
    assert [type(e) for e in events[len(deltas):]] == [AssistantText, TurnDone]
    assert events[-2].text == answer
    assert events[-1].usage["input_tokens"] > 0 and events[-1].usage["output_tokens"] > 0
    body = fake_anthropic.requests[-1]
    assert body["system"][0]["text"] == SYSTEM and body["system"][1]["text"] == CONTEXT
    assert [t["name"] for t in body["tools"]] == ["sql", "viewport", "text"]
    assert body["tools"][0]["input_schema"]["required"] == ["sql", "title"]
    assert body["messages"] == [{"role": "user", "content": [{"type": "text", "text": "What is on the map?"}]}]
    assert session.history[-1] == {"role": "assistant", "content": [{"type": "text", "text": answer}]}


def test_tool_use_action_then_next_request_starts_with_its_status(fake_anthropic):
    fake_anthropic.enqueue(
        Reply.tool_use("sql", COUNT_ROADS, text="I can count them.", id="toolu_count"),
        Reply.text("Glad it helped."),
    )
    session = make_session(fake_anthropic)

    events = run(session, "How many roads?")
    proposed = of_type(events, ActionProposed)
    assert len(proposed) == 1
    assert proposed[0].type == "sql" and proposed[0].tool_use_id == "toolu_count"
    assert proposed[0].action == SqlInput(**COUNT_ROADS)
    assert of_type(events, AssistantText)[-1].text == "I can count them."
    assert isinstance(events[-1], TurnDone)

    session.set_tool_status("toolu_count", "Clicked: the query returned 1 row (count = 12).")
    run(session, "Thanks")

    messages = fake_anthropic.requests[-1]["messages"]
    assert_valid_conversation(messages)
    assert messages[2]["content"] == [
        {"type": "tool_result", "tool_use_id": "toolu_count",
         "content": "Clicked: the query returned 1 row (count = 12)."},
        {"type": "text", "text": "Thanks"},
    ]


def test_actions_without_reported_status_get_the_default(fake_anthropic):
    fake_anthropic.enqueue(Reply.tool_use("viewport", {"action": "zoom_to"}, id="toolu_zoom"), Reply.text("ok"))
    session = make_session(fake_anthropic)
    run(session, "Zoom in")
    session.set_tool_status("toolu_unknown", "ignored")  # not ours: no effect, no error
    run(session, "And now?")
    first = fake_anthropic.requests[-1]["messages"][2]["content"][0]
    assert first == {"type": "tool_result", "tool_use_id": "toolu_zoom", "content": DEFAULT_TOOL_STATUS}


def test_invalid_tool_input_is_retried_with_an_error_result(fake_anthropic):
    fake_anthropic.enqueue(
        Reply.tool_use("sql", {"sql": "SELECT count(*) FROM roads"}, id="toolu_bad"),
        Reply.tool_use("sql", COUNT_ROADS, text="Fixed.", id="toolu_good"),
        Reply.text("You're welcome."),
    )
    session = make_session(fake_anthropic)

    events = run(session, "How many roads?")

    notices = of_type(events, Notice)
    assert len(notices) == 1 and "retry 1 of 2" in notices[0].text
    assert [(a.type, a.tool_use_id) for a in of_type(events, ActionProposed)] == [("sql", "toolu_good")]
    assert isinstance(events[-1], TurnDone)
    assert len(fake_anthropic.requests) == 2
    retry = fake_anthropic.requests[1]["messages"]
    assert_valid_conversation(retry)
    result = retry[-1]["content"][0]
    assert result["tool_use_id"] == "toolu_bad" and result["is_error"] is True
    assert "title: Field required" in result["content"]
    # One round = one AssistantText; the user never sees the failed call.
    assert [e.text for e in of_type(events, AssistantText)] == ["", "Fixed."]

    run(session, "Thanks")
    following = fake_anthropic.requests[-1]["messages"]
    assert_valid_conversation(following)
    assert following[-1]["content"][0] == {
        "type": "tool_result", "tool_use_id": "toolu_good", "content": DEFAULT_TOOL_STATUS}


def test_three_invalid_answers_stop_after_two_retries(fake_anthropic):
    fake_anthropic.enqueue(
        # Three different bad answers: an identical repeat would end the turn at once.
        *[Reply.tool_use("sql", {"title": f"no sql {i}"}, id=f"toolu_bad{i}") for i in range(3)],
        Reply.text("Sorry about that."),
    )
    session = make_session(fake_anthropic)

    events = run(session, "Count roads")

    assert len(fake_anthropic.requests) == 3
    assert of_type(events, ActionProposed) == []
    notices = [n.text for n in of_type(events, Notice)]
    assert len(notices) == 3
    assert "retry 1 of 2" in notices[0] and "retry 2 of 2" in notices[1]
    assert notices[2].startswith("The assistant could not produce a usable action after 3 attempts")
    assert "Try rephrasing" in notices[2]
    assert isinstance(events[-1], TurnDone)

    # The last failed call is still answered, so the next message is valid.
    run(session, "Never mind")
    messages = fake_anthropic.requests[-1]["messages"]
    assert_valid_conversation(messages)
    assert messages[-1]["content"][0]["tool_use_id"] == "toolu_bad2"
    assert messages[-1]["content"][0]["is_error"] is True


def test_unknown_type_in_json_text_is_corrected_by_a_user_message(fake_anthropic):
    fake_anthropic.enqueue(
        Reply.text('Buffering:\n```json\n{"type": "buffer", "layer": "roads", "distance": 5}\n```'),
        Reply.text('Zooming instead. {"type": "viewport", "action": "zoom_to"}'),
    )
    session = make_session(fake_anthropic)

    events = run(session, "Buffer the roads")

    proposed = of_type(events, ActionProposed)
    assert [(a.type, a.tool_use_id) for a in proposed] == [("viewport", None)]
    assert [e.text for e in of_type(events, AssistantText)] == ["Buffering:", "Zooming instead."]
    retry = fake_anthropic.requests[1]["messages"]
    assert_valid_conversation(retry)
    correction = retry[-1]["content"]
    assert len(correction) == 1 and correction[0]["type"] == "text"
    assert 'Unknown action type "buffer"' in correction[0]["text"]
    assert "that you cannot do it here" in correction[0]["text"]  # not only a list to choose from
    assert "Valid action types: sql, viewport, text." in correction[0]["text"]


def test_llm_error_fails_the_turn_and_the_next_turn_works(fake_anthropic):
    fake_anthropic.enqueue(
        Reply.tool_use("sql", COUNT_ROADS, id="toolu_1"),
        Reply.error(401, "authentication_error", "invalid x-api-key"),
        Reply.text("Here I am."),
    )
    session = make_session(fake_anthropic)
    run(session, "Count roads")
    before = session.history

    events = run(session, "Are you there?")

    assert [type(e) for e in events] == [TurnFailed]
    assert events[0].error.kind is ErrorKind.AUTH and events[0].error.user_message
    assert session.history == before  # the failed exchange left no trace

    events = run(session, "Hello again")
    assert isinstance(events[-1], TurnDone)
    messages = fake_anthropic.requests[-1]["messages"]
    assert_valid_conversation(messages)
    assert [m["role"] for m in messages] == ["user", "assistant", "user"]
    # The tool result withdrawn with the failed request is sent again.
    assert messages[2]["content"][0]["tool_use_id"] == "toolu_1"
    assert messages[2]["content"][-1] == {"type": "text", "text": "Hello again"}


def test_cancel_mid_stream_keeps_the_history_consistent(fake_anthropic):
    slow = "A long answer about roads. " * 20
    fake_anthropic.enqueue(Reply.text(slow, chunk_size=4, chunk_delay=0.02), Reply.text("Short answer."))
    session = make_session(fake_anthropic)
    cancel = CancelToken()
    first_delta = threading.Event()
    canceller = threading.Thread(target=lambda: first_delta.wait(5) and cancel.cancel())
    canceller.start()

    events = []
    for event in session.run_turn("Tell me everything", CONTEXT, cancel):
        events.append(event)
        if isinstance(event, TextDelta):
            first_delta.set()
    canceller.join(5)

    assert of_type(events, TextDelta) and "".join(d.text for d in of_type(events, TextDelta)) != slow
    assert isinstance(events[-1], TurnFailed) and events[-1].error.kind is ErrorKind.CANCELLED
    assert session.history == []  # partial answer and question withdrawn (documented choice)

    events = run(session, "Briefly, please")
    assert isinstance(events[-1], TurnDone)
    assert fake_anthropic.requests[-1]["messages"] == [
        {"role": "user", "content": [{"type": "text", "text": "Briefly, please"}]}]


def test_abandoning_the_generator_withdraws_the_open_request(fake_anthropic):
    fake_anthropic.enqueue(Reply.text("Some streamed answer text.", chunk_size=4), Reply.text("ok"))
    session = make_session(fake_anthropic)
    turn = session.run_turn("Hi", CONTEXT, CancelToken())
    assert isinstance(next(turn), TextDelta)
    assert json.loads(session.to_json())["messages"] == []  # saving mid-turn skips the open request
    turn.close()
    assert session.history == []
    run(session, "Hi again")
    assert_valid_conversation(fake_anthropic.requests[-1]["messages"])


def test_reset_clears_history_owed_results_and_usage(fake_anthropic):
    fake_anthropic.enqueue(Reply.tool_use("sql", COUNT_ROADS, id="toolu_1"), Reply.text("Fresh start."))
    session = make_session(fake_anthropic)
    run(session, "Count roads")
    assert session.history and session.usage.output_tokens > 0

    session.reset()

    assert session.history == [] and session.usage.input_tokens == 0 and session.usage.output_tokens == 0
    run(session, "New question")
    assert fake_anthropic.requests[-1]["messages"] == [
        {"role": "user", "content": [{"type": "text", "text": "New question"}]}]


def test_usage_totals_accumulate_over_rounds_and_turns(fake_anthropic):
    fake_anthropic.enqueue(
        Reply.tool_use("sql", {"title": "missing sql"}, id="toolu_bad"),
        Reply.tool_use("sql", COUNT_ROADS, id="toolu_ok"),
        Reply.text("Done."),
    )
    session = make_session(fake_anthropic)
    first = run(session, "Count roads")[-1].usage
    second = run(session, "Thanks")[-1].usage

    totals = session.usage.as_dict()
    for key in ("input_tokens", "output_tokens", "cache_creation_input_tokens", "cache_read_input_tokens"):
        assert totals[key] == first[key] + second[key]
    assert first["output_tokens"] >= 2  # two rounds in the first turn, at least 1 each
    # The stable prefix (tools + system prompt) is written once, then read; each request
    # also writes the history before its newest message, for the next one to read.
    assert first["cache_creation_input_tokens"] > 0 and first["cache_read_input_tokens"] > 0
    assert 0 < second["cache_creation_input_tokens"] < second["cache_read_input_tokens"]


def test_conversation_round_trips_through_json(fake_anthropic):
    fake_anthropic.enqueue(Reply.tool_use("sql", COUNT_ROADS, id="toolu_1"), Reply.text("Welcome back."))
    session = make_session(fake_anthropic)
    run(session, "Count roads")
    session.set_tool_status("toolu_1", "Clicked: 12 roads.")

    saved = session.to_json()
    restored = ChatSession.from_json(
        saved, AnthropicClient(base_url=fake_anthropic.base_url), TOOLS, SYSTEM, "claude-sonnet-4-6", 1024)

    assert restored.history == session.history
    assert restored.usage == session.usage
    assert restored.typed == ["Count roads"]  # what the user typed offers tools (agent/words/tool_offer.py)
    run(restored, "Still there?")
    assert restored.typed == ["Count roads", "Still there?"]
    messages = fake_anthropic.requests[-1]["messages"]
    assert_valid_conversation(messages)
    assert messages[2]["content"][0]["content"] == "Clicked: 12 roads."
    with pytest.raises(ValueError):
        ChatSession.from_json("{not json", None, TOOLS, SYSTEM, "m", 1)


def test_status_reported_after_a_retry_sent_the_result_arrives_as_a_note(fake_anthropic):
    fake_anthropic.enqueue(
        Reply("message", content=[
            {"type": "tool_use", "id": "toolu_zoom", "name": "viewport", "input": {"action": "zoom_to"}},
            {"type": "tool_use", "id": "toolu_bad", "name": "sql", "input": {}},
        ], stop_reason="tool_use"),
        Reply.text("Only the zoom, then."),
        Reply.text("Noted."),
    )
    session = make_session(fake_anthropic)
    events = run(session, "Zoom and count")
    assert [a.tool_use_id for a in of_type(events, ActionProposed)] == ["toolu_zoom"]
    retry = fake_anthropic.requests[1]["messages"][-1]["content"]
    assert [(b["tool_use_id"], b.get("is_error", False)) for b in retry] == [("toolu_zoom", False), ("toolu_bad", True)]

    session.set_tool_status("toolu_zoom", "Clicked: the map zoomed to the roads.")
    run(session, "Done")
    last = fake_anthropic.requests[-1]["messages"]
    assert_valid_conversation(last)
    assert last[-1]["content"] == [
        {"type": "text", "text": "Update on your 'viewport' action toolu_zoom: Clicked: the map zoomed to the roads."},
        {"type": "text", "text": "Done"},
    ]


def test_cancel_between_rounds_keeps_the_first_round(fake_anthropic):
    fake_anthropic.enqueue(Reply.tool_use("sql", {"title": "no sql"}, id="toolu_bad"), Reply.text("ok"))
    session = make_session(fake_anthropic)
    cancel = CancelToken()
    events = []
    for event in session.run_turn("Count roads", CONTEXT, cancel):
        events.append(event)
        if isinstance(event, Notice):  # Stop pressed while the retry is about to start
            cancel.cancel()

    assert isinstance(events[-1], TurnFailed) and events[-1].error.kind is ErrorKind.CANCELLED
    assert len(fake_anthropic.requests) == 1  # no retry request was sent
    assert [m["role"] for m in session.history] == ["user", "assistant"]

    run(session, "Forget it")
    messages = fake_anthropic.requests[-1]["messages"]
    assert_valid_conversation(messages)
    assert messages[-1]["content"][0]["tool_use_id"] == "toolu_bad"
    assert messages[-1]["content"][0]["is_error"] is True
