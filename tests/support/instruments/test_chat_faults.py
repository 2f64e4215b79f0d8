"""chat_faults passes a chat that shows a clear error and recovers, and fails one that does not."""

import copy
from types import SimpleNamespace

import pytest
from qgis.PyQt.QtWidgets import QLabel, QWidget

from support.fakes.scripted import Reply
from support.instruments.chat_faults import assert_error_reads_clearly, assert_error_shown, assert_next_message_works


class FakeChat:
    """The integration tests' Chat over a bare dock: each turn sends the history to ``llm_server``
    and shows its next Reply, a text as an assistant message (markdown dropped), an error as chatError."""

    def __init__(self, forgets_failed_turn=True, renders=True):
        self.dock, self.controller, self.history = QWidget(), SimpleNamespace(worker=None), []
        self.server = SimpleNamespace(queue=[], requests=[], enqueue=lambda *replies: self.server.queue.extend(replies))
        self.forgets_failed_turn, self.renders, self.shown = forgets_failed_turn, renders, 0

    def show(self, name, text):
        QLabel(text, self.dock).setObjectName(name)

    def send(self, text, wait=True):
        self.history.append({"role": "user", "content": [{"type": "text", "text": text}]})
        self.server.requests.append({"messages": copy.deepcopy(self.history)})
        reply = self.server.queue.pop(0)
        if reply.kind == "error":
            self.show("chatError", f"The model server failed ({reply.status}: {reply.message}). Try again.")
            if self.forgets_failed_turn:
                self.history.pop()
            return
        self.history.append({"role": "assistant", "content": reply.content})
        self.shown += 1
        answer = reply.content[0]["text"]
        self.show(f"assistantMessage{self.shown}", answer.replace("**", "") if self.renders else answer)

    def errors(self):
        return [w.text() for w in self.dock.findChildren(QLabel) if w.objectName() == "chatError"]

    def replies(self):
        return [w.text() for w in self.dock.findChildren(QLabel) if w.objectName().startswith("assistantMessage")]


def test_a_clear_error_then_a_working_message_passes(qgis_app):
    chat = FakeChat()
    chat.server.enqueue(Reply.text("Hello."))
    chat.send("Hi")
    assert_error_reads_clearly(chat, chat.server, [Reply.error(500, "api_error", "boom")], ["500", "TRY again"])
    assert len(chat.server.requests) == 3


@pytest.mark.parametrize("shown", [[], ["Error 500, try again.", "Error 500: the server broke."],
                                   ["Failed (500): try later."], ["Traceback (most recent call last): 500, try again"]],
                         ids=["no error", "only an older error is clear", "a missing word", "a traceback"])
def test_an_unclear_error_fails(qgis_app, shown):
    chat = FakeChat()
    for text in shown:
        chat.show("chatError", text)
    with pytest.raises(AssertionError):
        assert_error_shown(chat, ["500", "try again"])


def test_an_empty_reply_left_behind_fails(qgis_app):
    chat = FakeChat()
    chat.show("chatError", "Error 500, try again.")
    chat.show("assistantMessage1", "")
    with pytest.raises(AssertionError, match="empty reply"):
        assert_error_shown(chat, ["500"])


@pytest.mark.parametrize(("broken", "match"), [({"forgets_failed_turn": False}, "'user', 'user'"),
                                               ({"renders": False}, None)],
                         ids=["the failed turn stays in the history", "the markdown is shown raw"])
def test_a_chat_that_does_not_recover_fails(qgis_app, broken, match):
    chat = FakeChat(**broken)
    chat.server.enqueue(Reply.error(500, "api_error"))
    chat.send("Hello?")
    with pytest.raises(AssertionError, match=match):
        assert_next_message_works(chat, chat.server)
