"""Checks every fault test of the chat makes: the error reads clearly, the history
the model sees next is valid, and the next message works."""

from __future__ import annotations

from qgis.PyQt.QtWidgets import QWidget

from support.fakes.scripted import Reply
from support.instruments.conversation_rules import assert_valid_conversation


def assert_error_reads_clearly(chat, llm_server, reply, words):
    llm_server.enqueue(*reply)
    chat.send("Hello?", wait=True)
    assert_error_shown(chat, words)
    assert_next_message_works(chat, llm_server)


def assert_error_shown(chat, words):
    errors = chat.errors()
    assert errors, "the error must be shown in the chat"
    for word in words:
        assert word.lower() in errors[-1].lower(), errors[-1]
    assert "Traceback" not in errors[-1]
    assert all(chat.replies()), "a failed turn leaves no empty reply behind"


def assert_next_message_works(chat, llm_server):
    """After a failure the chat is usable again: the next message gets its scripted answer,
    shown as the newest assistant reply (read with text(), as acceptance tests do), and
    the history it sent is one the real API accepts (no dangling tool_use)."""
    llm_server.enqueue(Reply.text("Back to **normal**."))
    chat.send("Are you there?")
    assert not chat.controller.worker
    replies = [w for w in chat.dock.findChildren(QWidget) if w.objectName().startswith("assistantMessage")]
    newest = max(replies, key=lambda w: int(w.objectName()[len("assistantMessage"):]))
    assert newest.text() == "Back to normal."
    messages = llm_server.requests[-1]["messages"]
    # The new text ends the history sent. Through the OpenAI-compatible API one user
    # message carries, as one string, the context and any notes before it.
    last_text = messages[-1]["content"][-1].get("text", "")
    assert last_text.endswith("Are you there?"), messages[-1]
    assert_valid_conversation(messages)
