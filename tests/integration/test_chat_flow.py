"""Issue 2: a message streams into the dock, Stop cancels, every error a user can
meet shows a readable message, and the next message still works."""

import time

import pytest
from qgis.PyQt.QtCore import QTimer
from qgis.PyQt.QtWidgets import QWidget
from support.fake_anthropic import Reply


def test_answer_streams_into_the_dock_as_markdown(chat, fake_anthropic, qtbot):
    fake_anthropic.enqueue(Reply.text("The map shows **three** layers.", chunk_size=3, chunk_delay=0.02))
    chat.send("What is on the map?", wait=False)
    # A partial reply is visible before the answer is complete: it streams.
    qtbot.waitUntil(lambda: any(chat.replies()) and chat.controller.worker is not None, timeout=10_000)
    partial = chat.replies()[-1]
    assert partial and partial != "The map shows three layers."
    chat.wait_idle()
    assert chat.replies()[-1] == "The map shows three layers."  # Markdown rendered: no asterisks
    assert fake_anthropic.requests[-1]["stream"] is True


def test_stop_cancels_and_the_next_message_works(chat, fake_anthropic, qtbot):
    fake_anthropic.enqueue(Reply.text("word " * 400, chunk_size=5, chunk_delay=0.02), Reply.text("Second answer."))
    chat.send("Tell me a long story", wait=False)
    qtbot.waitUntil(lambda: any(chat.replies()), timeout=10_000)
    started = time.monotonic()
    chat.dock.findChild(QWidget, "stopButton").click()
    chat.wait_idle(5_000)
    assert time.monotonic() - started < 3.0
    assert len(chat.replies()[-1]) < len("word " * 400)
    chat.send("And now?")
    assert chat.replies()[-1] == "Second answer."
    roles = [m["role"] for m in fake_anthropic.requests[-1]["messages"]]
    assert roles[0] == "user" and all(a != b for a, b in zip(roles, roles[1:]))


# Retryable errors are scripted three times: the client retries twice before it gives up.
ERRORS = [
    ([Reply.error(401, "authentication_error", "invalid x-api-key")], ["key"]),
    ([Reply.error(403, "permission_error", "not allowed")], ["permission"]),
    # A retry-after this long is not waited out: the user is told how long to wait.
    ([Reply.error(429, "rate_limit_error", "slow down", headers={"retry-after": "45"})], ["45"]),
    ([Reply.error(529, "overloaded_error", "Overloaded")] * 3, ["overloaded"]),
    ([Reply.error(500, "api_error", "boom")] * 3, ["500", "try again"]),
    ([Reply.hang(8)], ["5"]),  # the fixture's timeout is 5 s
    ([Reply.drop_mid_stream("half an ans")], ["connection"]),
]


@pytest.mark.parametrize(("reply", "words"), ERRORS, ids=["401", "403", "429", "529", "500", "timeout", "dropped"])
def test_each_error_reads_clearly_and_the_next_message_works(chat, fake_anthropic, reply, words):
    fake_anthropic.enqueue(*reply, Reply.text("Back to normal."))
    chat.send("Hello?", wait=True)
    errors = chat.errors()
    assert errors, "the error must be shown in the chat"
    for word in words:
        assert word.lower() in errors[-1].lower(), errors[-1]
    assert "Traceback" not in errors[-1]
    chat.send("Are you there?")
    assert chat.replies()[-1] == "Back to normal."


def test_no_network_and_no_key(chat, fake_anthropic, monkeypatch):
    monkeypatch.setenv("ANTHROPIC_BASE_URL", "http://127.0.0.1:9")  # nothing listens on port 9
    chat.send("Hello?")
    assert "connect" in chat.errors()[-1].lower() or "reach" in chat.errors()[-1].lower()
    monkeypatch.delenv("ANTHROPIC_API_KEY")
    monkeypatch.setenv("ANTHROPIC_BASE_URL", fake_anthropic.base_url)
    chat.send("Hello again?")
    assert "key" in chat.errors()[-1].lower() and "settings" in chat.errors()[-1].lower()


def test_event_loop_never_blocks_50ms_while_a_30_second_answer_streams(chat, fake_anthropic, qtbot):
    # About 30 s of streaming: 1,500 chunks of 8 characters, one every 20 ms.
    fake_anthropic.enqueue(Reply.text("Lorem ipsum dolor sit amet. " * 430, chunk_size=8, chunk_delay=0.02))
    gaps = []
    last = [time.perf_counter()]

    def tick():
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    chat.send("Write a long answer", wait=False)
    last[0] = time.perf_counter()
    gaps.clear()
    chat.wait_idle(90_000)
    timer.stop()
    assert chat.replies() and len(chat.replies()[-1]) > 10_000, chat.notices()
    assert len(gaps) > 1000, "the timer must have ticked all along"
    assert max(gaps) < 0.050, f"longest event-loop gap {max(gaps) * 1000:.1f} ms"
