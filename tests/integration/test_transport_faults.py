"""Issue 13, transport faults: every way the link to the model can fail, for each
provider, one row a case. For each the user reads what happened and what to do, a
retryable fault is retried (with the capped backoff of agent/providers/http_transport.py: the
requests are counted), the history sent next holds no dangling tool_use, and the
next message works. The chat fixture's timeout is 5 s and the clients retry twice.

A missing key and a proxy's refusal: test_chat_flow.py; a malformed OpenAI tool call
and a server without tools: test_openai_flow.py; the client-level mapping of each
SDK exception: tests/agent/providers/test_anthropic_client.py and test_openai_client.py."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import pytest
from map_assistant.toolbelt import preferences
from support.fakes.scripted import ANTHROPIC_ONLY, OPENAI_ONLY, Reply
from support.instruments.chat_faults import assert_error_shown, assert_next_message_works


@dataclass
class Fault:
    id: str
    replies: list[Reply] = field(default_factory=list)
    words: list[str] = field(default_factory=list)  # all in the chat's error (lower case)
    requests: int | None = 1  # how many reached the server (None: none can)
    url: str | None = None  # a base URL replacing the server's ("{port}": the server's port)

    def __repr__(self) -> str:
        return self.id


def _sse(*events: tuple[str, dict]) -> str:
    return "".join(f"event: {name}\ndata: {json.dumps(data)}\n\n" for name, data in events)


_MESSAGE_START = ("message_start", {"type": "message_start", "message": {
    "id": "msg_cut", "type": "message", "role": "assistant", "model": "claude-sonnet-4-6", "content": [],
    "stop_reason": None, "stop_sequence": None, "usage": {"input_tokens": 10, "output_tokens": 1}}})
_TEXT_START = ("content_block_start", {"type": "content_block_start", "index": 0,
                                       "content_block": {"type": "text", "text": ""}})
_HTML = "<html><body><h1>502 Bad Gateway</h1>nginx</body></html>"
_CUT_CALL = Reply.cut_tool_use("sql", '{"sql": "SELECT count(*) FROM roads WHERE', text="Counting the roads.")

def _chunk(delta: dict, finish_reason: str | None = None) -> str:
    """One chat.completion.chunk event of the OpenAI-compatible stream."""
    return "data: " + json.dumps({"id": "chatcmpl-x", "object": "chat.completion.chunk", "created": 0, "model": "m",
                                  "choices": [{"index": 0, "delta": delta, "finish_reason": finish_reason}]}) + "\n\n"


# Rows both providers meet alike.
SHARED = [
    Fault("refused", words=["cannot reach", "settings"], requests=None, url="http://127.0.0.1:9"),
    Fault("dns", words=["cannot reach", "settings"], requests=None, url="http://nonexistent.invalid"),
    Fault("tls", words=["tls", "http://"], requests=None, url="https://127.0.0.1:{port}"),
    Fault("500", [Reply.error(500, "api_error", "boom")] * 3, ["500", "try again"], requests=3),
    Fault("hang", [Reply.hang(8)], ["no answer", "within 5 s"]),
    Fault("dropped", [Reply.drop_mid_stream("half an ans")], ["connection", "send the message again"]),
    Fault("non-json-502", [Reply.body(502, _HTML)] * 3, ["502", "try again"], requests=3),
    Fault("non-json-200", [Reply.body(200, _HTML)], ["could not be read", "base url"]),
]

ANTHROPIC_FAULTS = SHARED + [
    Fault("400", [Reply.error(400, "invalid_request_error", "messages.1: tool_use ids must be unique")],
          ["rejected the request", "400", "tool_use ids must be unique", "new chat"]),
    Fault("401", [Reply.error(401, "authentication_error", "invalid x-api-key")], ["rejected the api key", "settings"]),
    Fault("403", [Reply.error(403, "permission_error", "not allowed")], ["not allowed", "console"]),
    Fault("404-model", [Reply.error(404, "not_found_error", "model: claude-sonnet-4-6")],
          ["claude-sonnet-4-6", "no longer available", "choose a model"]),
    Fault("413", [Reply.error(413, "request_too_large", "Request exceeds the maximum allowed number of bytes.")],
          ["413", "maximum allowed", "new chat"]),
    # A retry-after this long is not waited out: the user is told how long to wait.
    Fault("429-long", [Reply.error(429, "rate_limit_error", "slow down", headers={"retry-after": "45"})],
          ["wait 45 s"]),
    Fault("529", [Reply.error(529, "overloaded_error", "Overloaded")] * 3, ["overloaded", "try again"], requests=3),
    Fault("cut-event", [Reply.raw_sse(_sse(_MESSAGE_START, _TEXT_START)
                                      + 'event: content_block_delta\ndata: {"type": "content_block_de')],
          ["connection", "lost before the answer was complete", "send the message again"]),
    Fault("no-credit", [Reply.error(400, "invalid_request_error", "Your credit balance is too low to access the "
                                    "Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.")],
          ["no credit left", "add credit in the anthropic console"]),
]

OPENAI_FAULTS = SHARED + [
    Fault("400", [Reply.error(400, "invalid_request_error", "'messages' must contain at least one message")],
          ["400", "at least one message"]),
    Fault("401", [Reply.error(401, "invalid_request_error", "Incorrect API key provided")], ["rejected the api key"]),
    Fault("403", [Reply.error(403, "permission_denied", "Project does not have access")], ["does not allow", "have access", "permissions"]),
    Fault("404-model", [Reply.error(404, "invalid_request_error", "The model `qwen2.5-coder:1.5b` does not exist")],
          ["qwen2.5-coder:1.5b"]),
    Fault("413", [Reply.error(413, "invalid_request_error", "Request too large")], ["413", "too large"]),
    Fault("429-long", [Reply.error(429, "rate_limit_error", "slow down", headers={"retry-after": "45"})], ["45"]),
    Fault("503-loading", [Reply.error(503, "unavailable_error", "Loading model")] * 3, ["loading the model"],
          requests=3),
    Fault("cut-event", [Reply.raw_sse('data: {"id": "x", "choices": [{"index": 0, "delta": {"content": "Hi"}}\n\n')],
          ["could not be read"]),
    Fault("error-in-stream", [Reply.raw_sse('data: {"error": {"message": "slot unavailable", '
                                            '"type": "server_error"}}\n\n')], ["slot unavailable"]),
    # Chunks, then [DONE], with neither a finish_reason nor any text or call: cut short.
    Fault("no-finish-reason", [Reply.raw_sse(_chunk({"role": "assistant"}) + "data: [DONE]\n\n")],
          ["lost before the answer was complete", "send the message again"]),
]


@ANTHROPIC_ONLY
@pytest.mark.parametrize("fault", ANTHROPIC_FAULTS, ids=repr)
def test_each_anthropic_fault_reads_clearly_and_the_next_message_works(chat, llm_server, monkeypatch, fault):
    _check(chat, llm_server, fault, lambda url: monkeypatch.setenv("ANTHROPIC_BASE_URL", url), "")


@OPENAI_ONLY
@pytest.mark.parametrize("fault", OPENAI_FAULTS, ids=repr)
def test_each_openai_fault_reads_clearly_and_the_next_message_works(chat, llm_server, fault):
    _check(chat, llm_server, fault, _set_openai_url, "/v1")


def _set_openai_url(url: str) -> None:
    settings = preferences.load()
    settings.local_base_url = url
    preferences.save(settings)


def _check(chat, llm_server, fault: Fault, set_url, suffix: str) -> None:
    if fault.url:
        port = llm_server.root_url.rsplit(":", 1)[1]
        set_url(fault.url.format(port=port) + suffix)
    llm_server.enqueue(*fault.replies)
    chat.send("Hello?")
    assert_error_shown(chat, fault.words)
    if fault.requests is not None:
        assert len(llm_server.raw_requests) == fault.requests, "retried as many times as the row says"
    if fault.url:
        set_url(llm_server.root_url + suffix)  # the user fixes the address
    assert_next_message_works(chat, llm_server)


@OPENAI_ONLY
def test_an_openai_answer_without_a_finish_reason_is_still_shown(chat, llm_server):
    """Local servers often end a stream without a finish_reason: the text that came is
    the answer (liberal in what is accepted), not an error."""
    llm_server.enqueue(Reply.raw_sse(_chunk({"role": "assistant", "content": "Forty "}) + _chunk({"content": "two."})
                                     + "data: [DONE]\n\n"))
    chat.send("How many?")
    assert chat.errors() == []
    assert chat.replies()[-1] == "Forty two."
    assert_next_message_works(chat, llm_server)


# -- a tool call cut by the length limit ----------------------------------------------

def test_a_tool_call_cut_by_the_length_limit_proposes_nothing_and_leaves_no_dangling_tool_use(
        chat, llm_server, gpkg_project):
    llm_server.enqueue(_CUT_CALL)
    chat.send("How many roads?")
    assert chat.action_buttons() == [], "half an action must not become a button"
    told = " ".join(chat.notices()).lower()
    assert "length limit" in told and "maximum answer length" in told
    assert_next_message_works(chat, llm_server)


# -- retries: capped backoff, and a retry that succeeds --------------------------------

def test_a_short_retry_after_is_waited_out_and_the_answer_arrives(chat, llm_server):
    llm_server.enqueue(Reply.error(429, "rate_limit_error", "slow down", headers={"retry-after": "1"}),
                       Reply.text("Answered after waiting."))
    chat.send("Hello?")
    assert chat.errors() == []
    assert chat.replies()[-1] == "Answered after waiting."
    assert len(llm_server.raw_requests) == 2
