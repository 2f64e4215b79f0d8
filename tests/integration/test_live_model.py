"""Issue 12: the plugin against a real model (llama.cpp's llama-server with
Qwen2.5-Coder 1.5B at temperature 0, see tests/support/fixtures/live_model.py), through the
real dock, controller and services, on QGIS's world_map.gpkg. Nothing is scripted.

These assert the plumbing, not the model's skill (`make eval-live` measures that):
each turn completes; the streamed answer is parsed, whatever the model proposes
becomes a button, a correction or a readable message, never raw action JSON in
the chat; a button can be clicked; the conversation stays valid for the next turn
(every tool_use answered); the event loop never stalls. Few on purpose: the first
prompt takes minutes on a shared 2-core machine (the server's prefix cache makes
the next turns and the other provider fast).
"""

from __future__ import annotations

import re

import pytest
from map_assistant.agent.events import ActionProposed, TurnDone, TurnFailed
from support.fixtures.live_model import PROVIDERS, TURN_TIMEOUT_S, click_and_settle, turn
from support.instruments.stall_watch import EventLoopProbe

pytestmark = [pytest.mark.live_model, pytest.mark.timeout(3 * TURN_TIMEOUT_S)]

# An action written as JSON (fenced or bare) that reached the chat as text.
ACTION_JSON = re.compile(r'\{\s*"type"\s*:')

QUESTIONS = [
    "How many countries are in the current map view?",
    "Zoom to Italy.",
]


def assert_answer_is_usable(chat, events: list, buttons_before: int) -> None:
    kinds = [type(e) for e in events]
    assert TurnFailed not in kinds, [e.error.user_message for e in events if isinstance(e, TurnFailed)]
    assert kinds and kinds[-1] is TurnDone, kinds
    proposed = [e for e in events if isinstance(e, ActionProposed)]
    new_buttons = chat.action_buttons()[buttons_before:]
    replies = [r for r in chat.replies() if r.strip()]
    # Something the user can act on or read: a button, an answer, or a notice saying why not.
    assert new_buttons or replies or chat.notices(), kinds
    if any(p.type != "text" for p in proposed):
        assert new_buttons or chat.notices(), f"{[p.type for p in proposed]} proposed, no button or notice"
    for reply in replies:  # the router took every action out of the prose
        assert not ACTION_JSON.search(reply), reply


def assert_history_is_valid(history: list[dict]) -> None:
    """Alternating roles, and every tool_use answered by a tool_result in the next message."""
    assert history and history[0]["role"] == "user"
    assert all(a["role"] != b["role"] for a, b in zip(history, history[1:])), [m["role"] for m in history]
    for asked, answer in zip(history, history[1:]):
        if asked["role"] != "assistant":
            continue
        uses = {b["id"] for b in asked["content"] if b.get("type") == "tool_use"}
        results = {b["tool_use_id"] for b in answer["content"] if b.get("type") == "tool_result"}
        assert uses <= results, (uses, results)


@pytest.mark.parametrize("provider", PROVIDERS)
def test_two_turns_with_the_real_model(live_chat, llm_server, provider):
    chat = live_chat
    probe = EventLoopProbe()
    probe.start()
    try:
        for question in QUESTIONS:
            buttons_before = len(chat.action_buttons())
            events = turn(chat, question)
            assert_answer_is_usable(chat, events, buttons_before)
            for button in chat.action_buttons()[buttons_before:]:
                print(f"{provider}: {question!r} -> {button.text()!r} -> {click_and_settle(chat, button)}")
    finally:
        summary = probe.stop()
    history = chat.controller.session.history
    assert_history_is_valid(history)
    assert sum(m["role"] == "user" for m in history) >= len(QUESTIONS)
    assert llm_server.requests == [], "the scripted server must not have answered"
    print(f"{provider}: {summary}; usage {chat.controller.session.usage}")
    probe.check(summary)
