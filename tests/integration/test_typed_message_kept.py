"""A message the user typed is never lost (issue 37): when the controller cannot send
it (a turn still running, or the request could not be prepared), its bubble goes and
the text comes back into the input, with a message saying why."""

from __future__ import annotations

from qgis.PyQt.QtWidgets import QWidget


def user_bubbles(chat) -> list[QWidget]:
    return [w for w in chat.dock.messages.message_widgets() if w.objectName().startswith("userMessage")]


def typed(chat) -> str:
    return chat.dock.findChild(QWidget, "chatInput").toPlainText()


def test_a_message_sent_while_a_turn_runs_comes_back_into_the_input(chat, llm_server):
    chat.controller.worker = object()  # stands in for a turn still running (its worker, not yet let go)
    try:
        chat.send("How many countries are there?", wait=False)
        assert typed(chat) == "How many countries are there?"
        assert user_bubbles(chat) == []
        assert any("Wait for the current answer" in notice for notice in chat.notices())
    finally:
        chat.controller.worker = None
    assert llm_server.requests == []  # nothing reached the model


def test_a_message_whose_request_cannot_be_prepared_comes_back_into_the_input(chat, llm_server, monkeypatch):
    def broken():
        raise RuntimeError("the map could not be read")

    monkeypatch.setattr(chat.controller, "prepare_request", broken)
    chat.send("Zoom to Italy", wait=False)
    assert typed(chat) == "Zoom to Italy"
    assert user_bubbles(chat) == []
    assert chat.errors() and llm_server.requests == []
