"""Issue 11: "What was sent" shows the last request exactly as the server received
it (system prompt, map context, messages with tool results), never the key.
The real controller and SDK against the loopback Messages API."""

import json

from qgis.PyQt.QtWidgets import QLabel, QPlainTextEdit, QToolButton
from support.fakes.fake_anthropic import Reply
from support.fakes.scripted import ANTHROPIC_ONLY

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
