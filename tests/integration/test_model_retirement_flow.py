"""Issue 9 in the dock: what a user sees when the model is chosen for them, when the
stored model was retired, and when the SDK announces a retirement. The real
controller, dock and SDK against the loopback Messages API server."""

import pytest
from map_assistant.toolbelt import preferences
from qgis.core import QgsSettings
from qgis.PyQt.QtWidgets import QLabel
from support.fakes.fake_anthropic import Reply
from support.fakes.scripted import ANTHROPIC_ONLY

RETIRED = "claude-sonnet-4-5"
WHERE = "Settings → Options → Map Assistant"

pytestmark = ANTHROPIC_ONLY  # Claude families and the SDK's deprecation table (the OpenAI 404: test_openai_flow.py)


@pytest.fixture
def nothing_told():
    QgsSettings().remove(f"{preferences.GROUP}/deprecations_told")
    yield
    QgsSettings().remove(f"{preferences.GROUP}/deprecations_told")


def choose(model: str) -> None:
    stored = preferences.load()
    stored.model = model
    preferences.save(stored)


def status(chat) -> str:
    return chat.dock.findChild(QLabel, "statusLabel").text()


def test_fresh_profile_answers_with_the_newest_sonnet_and_keeps_no_model_chosen(chat, fake_anthropic, nothing_told):
    choose("")
    fake_anthropic.set_models({"claude-sonnet-5": "2026-08-01T00:00:00Z", "claude-opus-5-5": "2026-10-01T00:00:00Z",
                               "claude-sonnet-4-6": "2026-02-17T00:00:00Z"})
    fake_anthropic.enqueue(Reply.text("Hello from the newest Sonnet."))
    chat.send("Hi")
    assert chat.replies()[-1] == "Hello from the newest Sonnet."
    assert fake_anthropic.requests[-1]["model"] == "claude-sonnet-5"
    assert status(chat).startswith("claude-sonnet-5")
    assert chat.notices() == [] and preferences.load().model == ""


def test_stored_retired_model_is_replaced_saved_and_the_user_told(chat, fake_anthropic, nothing_told):
    choose(RETIRED)
    fake_anthropic.retire(RETIRED)
    fake_anthropic.enqueue(Reply.text("Answered after the switch."))
    chat.send("How many countries?")
    assert chat.replies()[-1] == "Answered after the switch."
    assert preferences.load().model == "claude-sonnet-4-6"
    switched = [n for n in chat.notices() if "no longer available" in n]
    assert len(switched) == 1 and RETIRED in switched[0] and "claude-sonnet-4-6" in switched[0]
    assert WHERE in switched[0]
    # The SDK had announced the retirement: told once, with the date and a replacement.
    announced = [n for n in chat.notices() if "will retire" in n]
    assert announced == [f"Anthropic will retire the model {RETIRED} on November 30th, 2026. Suggested "
                         "replacement: claude-sonnet-4-6. Choose the model in Settings → Options → Map "
                         "Assistant (leave it empty to always use the newest Sonnet)."]
    assert chat.errors() == []
    fake_anthropic.enqueue(Reply.text("Next answer."))
    chat.send("And now?")
    assert fake_anthropic.requests[-1]["model"] == "claude-sonnet-4-6"
    assert len(fake_anthropic.requests) == 3  # retired, replacement, next turn: no second 404


def test_no_same_family_replacement_is_an_error_and_nothing_is_saved(chat, fake_anthropic, nothing_told):
    choose(RETIRED)
    fake_anthropic.set_models(["claude-opus-4-6", "claude-haiku-4-5"])
    fake_anthropic.retire(RETIRED)
    chat.send("Hi")
    (error,) = chat.errors()
    assert RETIRED in error and "no other Sonnet model" in error and WHERE in error
    assert preferences.load().model == RETIRED
    assert [r["model"] for r in fake_anthropic.requests] == [RETIRED]


def test_listing_failure_still_answers_with_the_built_in_fallback(chat, fake_anthropic, nothing_told):
    from map_assistant.agent.providers.anthropic_client import AnthropicClient

    choose("")
    fake_anthropic.list_error = 500
    fake_anthropic.enqueue(Reply.text("Answered anyway."))
    chat.send("Hi")
    assert chat.replies()[-1] == "Answered anyway."
    assert fake_anthropic.requests[-1]["model"] == AnthropicClient().fallback_model("sonnet")


def test_a_deprecation_is_told_once_per_model_across_qgis_sessions(chat, fake_anthropic, nothing_told):
    choose(RETIRED)  # still served: only deprecated
    fake_anthropic.set_models({"claude-sonnet-4-6": "2026-02-17T00:00:00Z", RETIRED: "2025-09-29T00:00:00Z"})
    fake_anthropic.enqueue(Reply.text("one"), Reply.text("two"), Reply.text("three"))
    chat.send("first")
    chat.send("second")
    assert len([n for n in chat.notices() if "will retire" in n]) == 1
    # A new controller (QGIS restarted) does not say it again: it is remembered in the settings.
    from map_assistant.ui.controller import ChatController

    chat.controller.shutdown()
    chat.controller = ChatController(chat.controller.iface, chat.dock)
    chat.send("third")
    assert len([n for n in chat.notices() if "will retire" in n]) == 1
    assert chat.replies()[-1] == "three"
