"""Issue 11: "What was sent" shows the last request exactly as the server received
it (system prompt, map context, messages with tool results), never the key.
The real controller and SDK against the loopback Messages API."""

import json

from map_assistant.toolbelt import preferences
from qgis.PyQt.QtWidgets import QLabel, QPlainTextEdit, QToolButton
from support.fakes.fake_anthropic import Reply
from support.fakes.scripted import ANTHROPIC_ONLY
from support.fakes.scripted import Reply as ScriptedReply

KEY = "sk-ant-api03-WHATWASSENT-secret-9c2e71"


def shown_text(chat, qtbot) -> str:
    button = chat.dock.findChild(QToolButton, "whatWasSentButton")
    button.click()
    dialog = chat.controller._sent_dialog
    qtbot.waitUntil(dialog.isVisible)
    return dialog.findChild(QPlainTextEdit, "whatWasSentText").toPlainText()


@ANTHROPIC_ONLY  # scripted for the Anthropic fake (fake_anthropic)
def test_the_last_request_is_shown_as_sent_without_the_key(chat, fake_anthropic, gpkg_project, monkeypatch, qtbot):
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    fake_anthropic.enqueue(
        Reply.tool_use("layer_schema", {"layer": "parcels"}, id="toolu_schema"),
        Reply.text("Parcels have a code and an owner."),
    )
    chat.send("What fields do parcels have?")

    text = shown_text(chat, qtbot)
    sent = fake_anthropic.requests[-1]
    assert json.loads(text) == sent  # the very body the server recorded
    headers = fake_anthropic.request_headers[-1]
    assert (headers.get("x-api-key") or headers.get("authorization", "").removeprefix("Bearer ")) == KEY  # used...
    assert KEY not in text  # ...never shown
    # It holds what the model saw: the system prompt, the map context, the tool result.
    assert "You are Map Assistant" in text and "parcels" in text
    assert any(block.get("type") == "tool_result" and block["tool_use_id"] == "toolu_schema"
               for block in sent["messages"][-1]["content"])


@ANTHROPIC_ONLY  # scripted for the Anthropic fake (fake_anthropic)
def test_before_any_request_the_window_says_nothing_was_sent(chat, qtbot):
    assert shown_text(chat, qtbot) == ""
    label_texts = [w.text() for w in chat.controller._sent_dialog.findChildren(QLabel)]
    assert any("Nothing has been sent" in text for text in label_texts)


def test_after_the_read_ahead_the_window_shows_the_question_s_request_not_the_warm_up(chat, llm_server,
                                                                                     gpkg_project, qtbot):
    """A local server is sent the chat's prompt ahead after each answer (ui/prompt_warmer.py),
    through a fresh client: the window still shows the turn's last request (make screenshots
    found it empty on Anthropic's path, the read-ahead's one-token request on the other)."""
    settings = preferences.load()
    settings.warm_up = True
    preferences.save(settings)
    llm_server.enqueue(ScriptedReply.text("Parcels have a code and an owner."))
    chat.send("What fields do parcels have?")
    warmer = chat.controller.warmer
    qtbot.waitUntil(lambda: warmer.requests_sent >= 1 and warmer._running is None, timeout=10_000)
    *asked, warm = [body.get("max_tokens") or body.get("max_completion_tokens") for body in llm_server.raw_requests]
    assert warm == 1 and asked[-1] == 1024  # the read-ahead was the last request
    assert json.loads(shown_text(chat, qtbot)) == llm_server.raw_requests[-2]  # the question's, as sent
