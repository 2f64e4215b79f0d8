"""Issue 26, speed a local user feels: a server on this machine reads the chat's prompt
when the dock opens (agent/warm_up.py, ui/prompt_warmer.py), so the first question
starts from what it read. Checked through both SDKs against the loopback servers:
the warm-up is the first question's request with one token of answer, it is sent
once per prompt, and never when it is switched off."""

import pytest
from map_assistant.toolbelt import preferences
from support.fakes.scripted import OPENAI_ONLY, Reply


def _warm_up_on(chat):
    settings = preferences.load()
    settings.warm_up = True
    preferences.save(settings)


def _max_tokens(body: dict) -> int:
    return body.get("max_tokens") or body.get("max_completion_tokens")


def test_the_dock_opening_sends_the_first_question_s_prompt_ahead(chat, llm_server, gpkg_project, qtbot):
    _warm_up_on(chat)
    chat.controller.warmer.schedule()  # the fake answers a one-token request as a server does
    qtbot.waitUntil(lambda: len(llm_server.raw_requests) == 1, timeout=10_000)
    qtbot.waitUntil(lambda: chat.controller.warmer._running is None, timeout=10_000)
    llm_server.enqueue(Reply.text("There are roads."))
    chat.send("What is on the map?")
    warm, asked = llm_server.requests[:2]
    assert _max_tokens(llm_server.raw_requests[0]) == 1 and _max_tokens(llm_server.raw_requests[1]) == 1024
    assert warm["system"] == asked["system"] and warm.get("tools") == asked.get("tools")
    assert chat.replies()[-1] == "There are roads." and chat.errors() == []


@OPENAI_ONLY
def test_after_each_answer_the_server_reads_the_chat_so_far(chat, llm_server, gpkg_project, qtbot):
    """While the user reads the answer and types, the next request's beginning is read:
    the chat so far with a stand-in question. A saved prompt is loaded for a new chat
    only: mid-chat it would replace the conversation the server holds."""
    _warm_up_on(chat)
    chat.controller.warmer.schedule()
    qtbot.waitUntil(lambda: chat.controller.warmer.requests_sent == 1 and chat.controller.warmer._running is None,
                    timeout=10_000)
    assert [action for action, _ in llm_server.slot_actions] == ["restore", "save"]  # a new chat: kept on disk
    llm_server.enqueue(Reply.text("There are roads."))
    chat.send("What is on the map?")
    qtbot.waitUntil(lambda: chat.controller.warmer.requests_sent == 2 and chat.controller.warmer._running is None,
                    timeout=10_000)
    after = llm_server.raw_requests[-1]
    assert _max_tokens(after) == 1
    said = [m["content"] for m in after["messages"] if m["role"] == "assistant"]
    assert "There are roads." in said  # the answer is part of what the server reads ahead
    assert [action for action, _ in llm_server.slot_actions] == ["restore", "save"]  # none mid-chat


def test_the_same_prompt_is_not_read_twice_and_a_changed_map_is(chat, llm_server, gpkg_project, qtbot):
    _warm_up_on(chat)
    chat.controller.warmer.schedule()
    qtbot.waitUntil(lambda: chat.controller.warmer.requests_sent == 1 and chat.controller.warmer._running is None,
                    timeout=10_000)
    chat.dock.hide()
    chat.dock.show()  # shown again: the same prompt
    chat.controller.new_chat()  # an empty chat again: the same prompt
    qtbot.wait(200)
    assert chat.controller.warmer.requests_sent == 1
    gpkg_project["roads"].selectByIds([1])  # the map context changes
    chat.controller.new_chat()
    qtbot.waitUntil(lambda: chat.controller.warmer.requests_sent == 2, timeout=10_000)


def test_switched_off_nothing_is_sent_ahead(chat, llm_server, gpkg_project, qtbot):
    llm_server.enqueue(Reply.text("Hello."))
    chat.controller.warmer.schedule()  # warm_up is off in the integration settings
    qtbot.wait(200)
    chat.send("Hello?")
    assert len(llm_server.raw_requests) == 1 and _max_tokens(llm_server.raw_requests[0]) == 1024


@OPENAI_ONLY
def test_the_question_finds_its_prefix_read(chat, llm_server, gpkg_project, qtbot):
    """The server's view: the question's prompt shares with the warm-up everything up to
    the question's words (system, tools, map context)."""
    _warm_up_on(chat)
    llm_server.enqueue(Reply.text("Roads."))
    chat.controller.warmer.schedule()
    qtbot.waitUntil(lambda: len(llm_server.raw_requests) == 1, timeout=10_000)
    qtbot.waitUntil(lambda: chat.controller.warmer._running is None, timeout=10_000)
    chat.send("What is on the map?")
    asked = llm_server.raw_requests[1]
    shared = llm_server.prefix_hits[1]
    last_user = asked["messages"][-1]["content"]
    question_at = len(str(asked["tools"])) + len(str(asked["messages"])) - len(last_user)
    assert shared > 0.9 * question_at, (shared, question_at)


@pytest.mark.parametrize("url, local", [("http://127.0.0.1:8080/v1", True), ("http://localhost:11434/v1", True),
                                        ("http://[::1]:1234/v1", True), ("https://api.anthropic.com", False),
                                        ("http://192.168.1.20:8080/v1", False), ("", False)])
def test_only_a_server_on_this_machine_is_warmed_up(url, local):
    from map_assistant.agent.providers.presets import is_local

    assert is_local(url) is local


def test_a_warm_up_that_failed_is_sent_again_on_the_next_occasion(chat, llm_server, gpkg_project, qtbot):
    """The built-in model's server may not be up when the dock opens: a warm-up that got
    no answer is not taken as read, and the next occasion (the server running, New chat)
    sends the same prompt again."""
    _warm_up_on(chat)
    llm_server.answer_warm_ups = False  # this one is scripted: the server is still loading its model
    llm_server.enqueue(*[Reply.error(400, "invalid_request_error", "Loading model")] * 3)
    chat.controller.warmer.schedule()
    qtbot.waitUntil(lambda: chat.controller.warmer.requests_sent == 1 and chat.controller.warmer._running is None,
                    timeout=10_000)
    llm_server.answer_warm_ups = True
    chat.controller.warmer.schedule()
    qtbot.waitUntil(lambda: chat.controller.warmer.requests_sent == 2, timeout=10_000)
    qtbot.waitUntil(lambda: chat.controller.warmer._running is None, timeout=10_000)
    assert chat.controller.warmer.requests_sent == 2


@OPENAI_ONLY
def test_a_long_read_shows_its_progress_and_a_short_one_does_not(chat, llm_server, gpkg_project, qtbot, monkeypatch):
    """llama.cpp says how far it has read (``return_progress``): the warm-up's cold read of
    the whole prompt shows in the status line, in steps; the question after it, which
    finds most of its prompt read, shows none; no "reading" line is left behind."""
    shown: list[str] = []
    set_status = chat.dock.set_status
    monkeypatch.setattr(chat.dock, "set_status", lambda text: (shown.append(text), set_status(text)))
    _warm_up_on(chat)
    chat.controller.warmer.schedule()
    qtbot.waitUntil(lambda: chat.controller.warmer.requests_sent == 1 and chat.controller.warmer._running is None,
                    timeout=10_000)
    reading = [text for text in shown if "reading the prompt" in text]
    percents = [int(text.split(": ")[-1].split(" %")[0]) for text in reading]
    assert len(percents) >= 3 and percents[0] == 0 and percents == sorted(percents), reading
    qtbot.waitUntil(lambda: shown[-1] == chat.controller.model_name, timeout=5_000)  # 100 %: the plain status
    shown.clear()
    llm_server.enqueue(Reply.text("Roads."))
    chat.send("What is on the map?")
    assert chat.replies()[-1] == "Roads." and not [text for text in shown if "reading the prompt" in text]
    assert llm_server.raw_requests[1]["return_progress"] is True
