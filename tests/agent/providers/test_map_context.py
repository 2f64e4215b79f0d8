"""Each typed message keeps its map context (agent/providers/map_context.py): a chat's
requests to a local server extend one another, so its prefix cache re-reads only what is new.

Real ChatSession, real clients, real HTTP to the loopback fakes. Before the stamp, the
context led only the newest user message: the next turn moved it, and the whole previous
turn differed from the server's last prompt (bench case 12: a later turn took 76 s).
"""

from __future__ import annotations

from map_assistant.agent.cancel import CancelToken
from map_assistant.agent.providers.anthropic_client import AnthropicClient
from map_assistant.agent.providers.map_context import HEADING, UNCHANGED
from map_assistant.agent.providers.openai_client import OpenAICompatibleClient
from map_assistant.agent.session import ChatSession
from support.fakes.agent_tools import SYSTEM, TOOLS
from support.fakes.fake_openai import OPENAI_TEST_MODEL
from support.fakes.scripted import Reply

EUROPE, ITALY = "Extent: -10,35,30,60 EPSG:4326", "Extent: 6,36,19,47 EPSG:4326"


def _texts(message: dict) -> list[str]:
    content = message.get("content")
    if isinstance(content, str):
        return [content]
    return [b.get("text", "") for b in content or [] if b.get("type") == "text"]


def _unmarked(messages: list[dict]) -> list[dict]:
    return [{**m, "content": [{k: v for k, v in b.items() if k != "cache_control"} for b in m["content"]]}
            if isinstance(m["content"], list) else m for m in messages]


def _chat(session: ChatSession) -> None:
    """Three turns: a text answer, a bad call corrected in a second round, a text answer;
    the map moves before the second turn only."""
    for text, context in (("How many roads?", EUROPE), ("Zoom to Italy.", ITALY), ("And now?", ITALY)):
        list(session.run_turn(text, context, CancelToken()))


def _script(fake) -> None:
    fake.enqueue(Reply.text("There are 12 roads."),
                 Reply.tool_use("viewport", {"geometry": "POINT(12 42)"}),  # no action: corrected
                 Reply.tool_use("viewport", {"action": "zoom_to", "geometry": "POINT(12 42)"}),
                 Reply.text("Still Italy."))


def test_each_local_request_extends_the_one_before_it(fake_openai):
    _script(fake_openai)
    client = OpenAICompatibleClient(fake_openai.base_url, max_retries=0, timeout=5.0)
    _chat(ChatSession(client, TOOLS, SYSTEM, OPENAI_TEST_MODEL, 512))

    sent = [body["messages"] for body in fake_openai.raw_requests]
    assert len(sent) == 4
    for before, after in zip(sent, sent[1:]):
        assert after[:len(before)] == before, "a request rewrote what the one before it sent"
    typed = [m for m in sent[-1] if m["role"] == "user"]
    assert _texts(typed[0])[0].startswith(f"{HEADING}\n{EUROPE}")
    assert _texts(typed[1])[0].startswith(f"{HEADING}\n{ITALY}")
    assert _texts(typed[-1])[0].startswith(f"{UNCHANGED}\n\nAnd now?")  # the same map is not sent again


def test_a_local_model_on_the_anthropic_path_gets_the_same_history(fake_anthropic):
    _script(fake_anthropic)
    client = AnthropicClient(base_url=fake_anthropic.base_url, timeout=10.0, max_retries=0)
    _chat(ChatSession(client, TOOLS, SYSTEM, "qwen2.5-coder-1.5b", 512))

    sent = [body["messages"] for body in fake_anthropic.raw_requests]
    assert all(len(body["system"]) == 1 for body in fake_anthropic.raw_requests)  # no context block there
    for before, after in zip(sent, sent[1:]):  # the cache mark moves with the newest message
        assert _unmarked(after[:len(before)]) == _unmarked(before)
    assert any(t.startswith(f"{HEADING}\n{EUROPE}") for t in _texts(sent[-1][0]))
    assert "map_context" not in str([sorted(m) for m in sent[-1]])  # the stamp never goes out


def test_claude_keeps_the_live_context_in_the_system_prompt(fake_anthropic):
    _script(fake_anthropic)
    client = AnthropicClient(base_url=fake_anthropic.base_url, timeout=10.0, max_retries=0)
    _chat(ChatSession(client, TOOLS, SYSTEM, "claude-sonnet-4-6", 512))

    last = fake_anthropic.raw_requests[-1]
    assert last["system"][-1]["text"] == ITALY
    assert not any(HEADING in t or UNCHANGED in t for m in last["messages"] for t in _texts(m))
    assert all(set(m) == {"role", "content"} for m in last["messages"])
