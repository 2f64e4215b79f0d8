"""What leaves the machine: lookups that declare egress "values" run only when the
session's policy allows it; ASK blocks the worker on a gate until the user answers
(or Stop). The real session and SDK against the loopback Messages API; the tools
are the agent's own test tools (the agent may not import the real services)."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

from map_assistant.agent import consent
from map_assistant.agent.cancel import CancelToken
from map_assistant.agent.errors import ErrorKind
from map_assistant.agent.events import LookingUp, TurnDone, TurnFailed, ValuesConsentNeeded
from map_assistant.agent.providers.anthropic_client import AnthropicClient
from map_assistant.agent.session import ChatSession
from map_assistant.agent.tools import Tool as BaseTool
from map_assistant.agent.tools import ToolContext
from pydantic import BaseModel
from support.fakes.agent_tools import TextInput, Tool, lookup_result
from support.fakes.fake_anthropic import Reply

VALUE = "Zaragoza 2019"


class LayerInput(BaseModel):
    layer: str


@dataclass
class Lookup(BaseTool):
    name: str
    egress: str
    answer: str
    description: str = "A lookup."
    input_model: type = LayerInput
    kind: str = "lookup"
    calls: list = field(default_factory=list)

    def run(self, request, context) -> str:
        self.calls.append(request.layer)
        return self.answer


def make(fake, policy: str):
    values = Lookup("field_values", "values", f'{{"values": [{{"value": "{VALUE}", "count": 3}}]}}')
    names = Lookup("describe", "metadata", '{"fields": ["name", "year"]}')
    client = AnthropicClient(base_url=fake.base_url, timeout=10.0, max_retries=0)
    session = ChatSession(client, [Tool("text", "Answer.", TextInput), values, names], "system", "claude-sonnet-4-5", 512)
    session.values_policy = policy
    return session, values, names


def two_lookups_then_text(fake) -> None:
    fake.enqueue(Reply.tool_use("field_values", {"layer": "hackfests"}, id="toolu_values"),
                 Reply.tool_use("describe", {"layer": "hackfests"}, id="toolu_names"),
                 Reply.text("Done."))


def results_sent(fake, request: int) -> dict:
    blocks = fake.requests[request]["messages"][-1]["content"]
    return {b["tool_use_id"]: lookup_result(b) for b in blocks if b["type"] == "tool_result"}


def test_deny_withholds_values_and_runs_metadata_lookups(fake_anthropic):
    session, values, names = make(fake_anthropic, consent.DENY)
    two_lookups_then_text(fake_anthropic)
    events = list(session.run_turn("Which years?", "ctx", CancelToken()))
    assert values.calls == [] and names.calls == ["hackfests"]
    withheld = results_sent(fake_anthropic, 1)["toolu_values"]
    assert withheld["is_error"] is True and "offer" in withheld["content"] and "button" in withheld["content"]
    assert "is_error" not in results_sent(fake_anthropic, 2)["toolu_names"]
    assert not any(VALUE in str(body) for body in fake_anthropic.requests)
    assert not [e for e in events if isinstance(e, ValuesConsentNeeded)] and isinstance(events[-1], TurnDone)


def test_ask_waits_for_the_answer_and_asks_once_per_turn(fake_anthropic):
    session, values, _ = make(fake_anthropic, consent.ASK)
    fake_anthropic.enqueue(Reply.tool_use("field_values", {"layer": "a"}, id="toolu_1"),
                           Reply.tool_use("field_values", {"layer": "b"}, id="toolu_2"),
                           Reply.text("Done."))
    asked = []
    for event in session.run_turn("Which years?", "ctx", CancelToken()):
        if isinstance(event, ValuesConsentNeeded):
            asked.append(event.tools)
            # The user answers a moment later, from another thread: the session waits.
            threading.Timer(0.2, event.gate.answer, args=(True,)).start()
        last = event
    assert asked == [("field_values",)]  # the second round did not ask again
    assert values.calls == ["a", "b"] and isinstance(last, TurnDone)
    assert VALUE in results_sent(fake_anthropic, 1)["toolu_1"]["content"]


def test_not_now_withholds_and_stop_while_asking_ends_the_turn_cleanly(fake_anthropic):
    session, values, _ = make(fake_anthropic, consent.ASK)
    fake_anthropic.enqueue(Reply.tool_use("field_values", {"layer": "a"}, id="toolu_1"), Reply.text("OK."))
    for event in session.run_turn("Which years?", "ctx", CancelToken()):
        if isinstance(event, ValuesConsentNeeded):
            event.gate.answer(False)
    assert values.calls == [] and results_sent(fake_anthropic, 1)["toolu_1"]["is_error"] is True

    session.values_policy = consent.ASK
    fake_anthropic.enqueue(Reply.tool_use("field_values", {"layer": "b"}, id="toolu_2"), Reply.text("Fine."))
    cancel = CancelToken()
    events = []
    for event in session.run_turn("And now?", "ctx", cancel):
        events.append(event)
        if isinstance(event, ValuesConsentNeeded):
            threading.Timer(0.2, cancel.cancel).start()  # Stop while the question is open
    assert isinstance(events[-1], TurnFailed) and events[-1].error.kind is ErrorKind.CANCELLED
    assert not [e for e in events if isinstance(e, LookingUp)] and values.calls == []
    # The history stays valid: the next request answers the stopped lookup's tool_use.
    session.values_policy = consent.DENY
    list(session.run_turn("Hello", "ctx", CancelToken()))
    stopped = results_sent(fake_anthropic, len(fake_anthropic.requests) - 1)["toolu_2"]
    assert stopped["is_error"] is True and "stopped" in stopped["content"]


def test_lookups_are_told_whether_values_may_be_sent(fake_anthropic):
    seen = []

    class Describe(Lookup):
        def run(self, request, context) -> str:
            seen.append(context.values_allowed)
            return "{}"

    for policy in (consent.ALLOW, consent.DENY):
        client = AnthropicClient(base_url=fake_anthropic.base_url, timeout=10.0, max_retries=0)
        session = ChatSession(client, [Describe("describe", "metadata", "")], "system", "claude-sonnet-4-5", 512)
        session.values_policy = policy
        fake_anthropic.enqueue(Reply.tool_use("describe", {"layer": "x"}), Reply.text("OK."))
        list(session.run_turn("Describe x", "ctx", CancelToken(), tool_context=ToolContext()))
    assert seen == [True, False]
