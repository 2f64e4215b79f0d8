"""The history within a token budget: older turns replaced by a summary the model writes.

Real AnthropicClient over HTTP to the loopback fake server; the server's
``responder`` answers both the turns and the summarising requests, which the
session decides to send on its own.
"""

from __future__ import annotations

import json

from map_assistant.agent.cancel import CancelToken
from map_assistant.agent.errors import ErrorKind
from map_assistant.agent.events import ActionProposed, Summarising, TurnDone, TurnFailed
from map_assistant.agent.memory import (
    SUMMARY_HEADER,
    MemoryPolicy,
    is_summary,
    plan_cut,
    transcript,
)
from map_assistant.agent.providers.anthropic_client import AnthropicClient
from map_assistant.agent.session import ChatSession
from support.fakes.agent_tools import CONTEXT, SYSTEM, TOOLS  # noqa: E402
from support.fakes.fake_anthropic import Reply
from support.instruments.conversation_rules import assert_valid_conversation

POLICY = MemoryPolicy(budget_tokens=3000, keep_fraction=0.5, summary_tokens=300)


class Script:
    """Answers turns (every 4th one with an sql action) and summaries, recording both."""

    def __init__(self):
        self.turn = 0
        self.summaries: list[dict] = []
        self.turn_requests: list[dict] = []
        self.fail_summaries = False

    def __call__(self, body: dict) -> Reply:
        if body["system"][0]["text"].startswith("You keep the running summary"):
            self.summaries.append(body)
            if self.fail_summaries:
                return Reply.error(500, "api_error", "summary failed")
            return Reply.text(f"Summary {len(self.summaries)}: the user asked about roads in turns up to "
                              f"{self.turn - 1}; counts were proposed as sql buttons.")
        self.turn_requests.append(body)
        if self.turn % 4 == 0:
            return Reply.tool_use("sql", {"sql": "SELECT count(*) FROM roads", "title": f"Count {self.turn}"},
                                  text=f"Turn {self.turn}: here is a button.")
        return Reply.text(f"Turn {self.turn}: " + "roads are lines; " * 30)


def make_session(fake, policy=POLICY) -> ChatSession:
    client = AnthropicClient(base_url=fake.base_url, timeout=10.0, max_retries=0)
    return ChatSession(client, TOOLS, SYSTEM, "claude-sonnet-4-5", 1024, memory=policy)


def chat(session: ChatSession, script: Script, turns: range) -> list[list]:
    all_events = []
    for turn in turns:
        script.turn = turn
        events = list(session.run_turn(f"Question {turn}: tell me about the roads " + "please " * 20,
                                       CONTEXT, CancelToken()))
        assert isinstance(events[-1], TurnDone), events[-1]
        for action in (e for e in events if isinstance(e, ActionProposed)):
            session.set_tool_status(action.tool_use_id, f"clicked: 12 rows (turn {turn})")
        all_events.append(events)
    return all_events


def test_sixty_turns_keep_the_request_size_flat(fake_anthropic):
    script = Script()
    fake_anthropic.responder = script
    session = make_session(fake_anthropic)

    events = chat(session, script, range(1, 61))

    sizes = [len(json.dumps(body["messages"])) for body in script.turn_requests]
    assert len(sizes) == 60
    # Unbounded, turn 60 would carry the 59 earlier ones (measured here: the first turns).
    per_turn = (sizes[9] - sizes[0]) / 9
    assert per_turn > 400
    late = sizes[29:]
    bound = POLICY.budget_tokens * 4 + 2 * per_turn  # the budget, plus the turn being sent
    assert max(late) <= bound, (max(late), bound)
    assert max(late) < (sizes[0] + 59 * per_turn) / 3  # far below the unbounded growth
    # Summaries happened throughout, each announced, each carried forward into the next one.
    assert len(script.summaries) >= 5
    assert sum(isinstance(e, Summarising) for turn in events for e in turn) == len(script.summaries)
    second = script.summaries[1]["messages"][0]["content"][0]["text"]
    assert "Summary 1:" in second
    # Every request is one the API accepts: roles alternate, each tool_use answered in the next message.
    for body in script.turn_requests:
        assert_valid_conversation(body["messages"])
    last = script.turn_requests[-1]["messages"]
    assert is_summary(last[0]) and f"Summary {len(script.summaries)}:" in last[0]["content"][0]["text"]
    # The newest turns go whole: the last question before this one and its answer are still there.
    texts = [b.get("text", "") for m in last for b in m["content"] if b["type"] == "text"]
    assert any(t.startswith("Question 59:") for t in texts) and any(t.startswith("Turn 59:") for t in texts)
    # The cached prefix (tools, system) is byte-identical in every turn's request.
    prefixes = {json.dumps([body["tools"], body["system"][0]], sort_keys=True) for body in script.turn_requests}
    assert len(prefixes) == 1
    # The summaries' tokens count as the conversation's usage (they were paid for).
    assert session.usage.output_tokens == sum(u["output_tokens"] for u in fake_anthropic.usages)


def test_a_failed_summary_keeps_the_whole_history_and_is_tried_again(fake_anthropic):
    script = Script()
    fake_anthropic.responder = script
    session = make_session(fake_anthropic)
    chat(session, script, range(1, 4))
    assert not script.summaries
    session.memory = MemoryPolicy(budget_tokens=600, summary_tokens=300)  # now every turn overflows
    script.fail_summaries = True

    events = chat(session, script, range(4, 6))

    assert len(script.summaries) == 2  # each turn tried
    assert all(isinstance(turn[-1], TurnDone) for turn in events)  # the turns themselves went through
    assert "Question 1:" in json.dumps(script.turn_requests[-1]["messages"])  # nothing was dropped
    script.fail_summaries = False
    chat(session, script, range(6, 7))
    first = script.turn_requests[-1]["messages"][0]
    assert is_summary(first) and "Question 1:" not in json.dumps(script.turn_requests[-1]["messages"])
    assert_valid_conversation(script.turn_requests[-1]["messages"])


def test_stop_during_the_summary_fails_the_turn_and_keeps_the_history(fake_anthropic):
    script = Script()
    fake_anthropic.responder = script
    session = make_session(fake_anthropic)
    chat(session, script, range(1, 4))
    history = session.history
    cancel = CancelToken()
    cancel.cancel()
    policy_overflow = MemoryPolicy(budget_tokens=100)
    session.memory = policy_overflow

    events = list(session.run_turn("One more question", CONTEXT, cancel))

    assert isinstance(events[-1], TurnFailed) and events[-1].error.kind == ErrorKind.CANCELLED
    assert session.history == history


def test_plan_cut_keeps_tool_use_with_its_result_and_prefers_turn_ends():
    long = "x" * 800
    messages = [
        {"role": "user", "content": [{"type": "text", "text": "q1 " + long}]},
        {"role": "assistant", "content": [{"type": "tool_use", "id": "t1", "name": "sql", "input": {}}]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1", "content": long}]},
        {"role": "assistant", "content": [{"type": "text", "text": "a1 " + long}]},
        {"role": "user", "content": [{"type": "text", "text": "q2 " + long}]},
        {"role": "assistant", "content": [{"type": "text", "text": "a2 " + long}]},
    ]
    policy = MemoryPolicy(budget_tokens=600, keep_fraction=0.5)
    assert plan_cut(messages, [3, 5], "", MemoryPolicy(budget_tokens=10_000)) is None
    cut = plan_cut(messages, [3, 5], "q3", policy)
    assert cut == 3  # before a turn's last answer, never between a tool_use (1) and its result (2)
    assert plan_cut(messages, [], "q3", policy) in (1, 3, 5)  # without turn ends: any assistant message
    # The transcript for the summary names the call and its result.
    text = transcript(messages[:3])
    assert "Assistant called sql" in text and "Result:" in text


def test_the_summary_and_turn_ends_survive_to_json(fake_anthropic):
    script = Script()
    fake_anthropic.responder = script
    session = make_session(fake_anthropic)
    chat(session, script, range(1, 21))
    saved = session.to_json()

    restored = ChatSession.from_json(saved, session.client, TOOLS, SYSTEM, "claude-sonnet-4-5", 1024)
    restored.memory = POLICY
    chat(restored, script, range(21, 23))

    assert json.loads(saved)["turn_ends"]
    assert restored.history[0]["content"][0]["text"].startswith(SUMMARY_HEADER)
    for body in script.turn_requests:
        assert_valid_conversation(body["messages"])
