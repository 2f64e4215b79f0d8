"""The fake Messages API speaks the documented wire format (checked with raw HTTP, no SDK)."""

import http.client
import json
import os
from urllib.parse import urlsplit

from support.fakes.fake_anthropic import DUMMY_API_KEY, FakeAnthropicServer, Reply

BODY = {"model": "claude-sonnet-4-6", "max_tokens": 64, "messages": [{"role": "user", "content": "hi"}]}


def _call(server, method, path, body=None, key=DUMMY_API_KEY):
    url = urlsplit(server.base_url)
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=5)
    headers = {"content-type": "application/json", "anthropic-version": "2023-06-01"}
    if key:
        headers["x-api-key"] = key
    conn.request(method, path, body=json.dumps(body) if body is not None else None, headers=headers)
    response = conn.getresponse()
    data = response.read().decode()
    conn.close()
    return response, data


def _sse(data: str) -> list[tuple[str, dict]]:
    events = []
    for chunk in data.strip().split("\n\n"):
        lines = dict(line.split(": ", 1) for line in chunk.splitlines())
        events.append((lines["event"], json.loads(lines["data"])))
    return events


def test_fixture_points_the_environment_at_the_server(fake_anthropic):
    assert os.environ["ANTHROPIC_BASE_URL"] == fake_anthropic.base_url
    assert os.environ["ANTHROPIC_API_KEY"] == DUMMY_API_KEY
    assert fake_anthropic.base_url.startswith("http://127.0.0.1:")


def test_non_streaming_message_has_the_documented_shape(fake_anthropic):
    fake_anthropic.enqueue(Reply.text("Hello map"))
    response, data = _call(fake_anthropic, "POST", "/v1/messages", BODY)
    message = json.loads(data)
    assert response.status == 200
    assert response.getheader("request-id").startswith("req_")
    assert message["type"] == "message" and message["role"] == "assistant"
    assert message["id"].startswith("msg_")
    assert message["model"] == BODY["model"]
    assert message["content"] == [{"type": "text", "text": "Hello map"}]
    assert message["stop_reason"] == "end_turn"
    assert message["usage"]["input_tokens"] > 0 and message["usage"]["output_tokens"] > 0


def test_streaming_text_follows_the_documented_event_sequence(fake_anthropic):
    fake_anthropic.enqueue(Reply.text("abcdefghij", chunk_size=3))
    response, data = _call(fake_anthropic, "POST", "/v1/messages", {**BODY, "stream": True})
    assert response.status == 200
    assert response.getheader("content-type").startswith("text/event-stream")
    events = _sse(data)
    names = [name for name, _ in events]
    assert names == ["message_start", "content_block_start", "ping", *["content_block_delta"] * 4,
                     "content_block_stop", "message_delta", "message_stop"]
    assert all(payload["type"] == name for name, payload in events)
    start = events[0][1]["message"]
    assert start["content"] == [] and start["stop_reason"] is None and start["role"] == "assistant"
    deltas = [p["delta"] for n, p in events if n == "content_block_delta"]
    assert [d["type"] for d in deltas] == ["text_delta"] * 4
    assert "".join(d["text"] for d in deltas) == "abcdefghij"
    message_delta = events[-2][1]
    assert message_delta["delta"]["stop_reason"] == "end_turn"
    assert message_delta["usage"]["output_tokens"] > 0


def test_streaming_tool_use_sends_partial_json(fake_anthropic):
    tool_input = {"query": "SELECT count(*) FROM roads", "layers": ["roads"]}
    fake_anthropic.enqueue(Reply.tool_use("sql", tool_input, text="Counting.", id="toolu_01"))
    _, data = _call(fake_anthropic, "POST", "/v1/messages", {**BODY, "stream": True})
    events = _sse(data)
    starts = [p["content_block"] for n, p in events if n == "content_block_start"]
    assert starts[0] == {"type": "text", "text": ""}
    assert starts[1] == {"type": "tool_use", "id": "toolu_01", "name": "sql", "input": {}}
    partial = [p["delta"]["partial_json"] for n, p in events
               if n == "content_block_delta" and p["index"] == 1]
    assert len(partial) > 2 and partial[0] == ""
    assert json.loads("".join(partial)) == tool_input
    assert events[-2][1]["delta"]["stop_reason"] == "tool_use"


def test_errors_use_the_documented_body_and_headers(fake_anthropic):
    fake_anthropic.enqueue(Reply.error(429, "rate_limit_error", "Slow down", {"retry-after": "3"}))
    response, data = _call(fake_anthropic, "POST", "/v1/messages", BODY)
    assert response.status == 429
    assert response.getheader("retry-after") == "3"
    assert json.loads(data) == {"type": "error", "error": {"type": "rate_limit_error", "message": "Slow down"}}


def test_empty_queue_and_missing_key_are_reported(fake_anthropic):
    response, data = _call(fake_anthropic, "POST", "/v1/messages", BODY)
    assert response.status == 500
    assert json.loads(data)["error"] == {"type": "api_error", "message": "no scripted reply"}
    fake_anthropic.enqueue(Reply.text("never sent"))
    response, data = _call(fake_anthropic, "POST", "/v1/messages", BODY, key=None)
    assert response.status == 401
    assert json.loads(data)["error"]["type"] == "authentication_error"


def test_requests_and_headers_are_recorded_in_order(fake_anthropic):
    fake_anthropic.enqueue(Reply.text("one"), Reply.text("two"))
    first = {**BODY, "system": [{"type": "text", "text": "S", "cache_control": {"type": "ephemeral"}}]}
    second = {**BODY, "messages": [{"role": "user", "content": "again"}]}
    _call(fake_anthropic, "POST", "/v1/messages", first)
    _call(fake_anthropic, "POST", "/v1/messages", second)
    assert fake_anthropic.requests == [first, second]
    assert [h["x-api-key"] for h in fake_anthropic.request_headers] == [DUMMY_API_KEY] * 2
    assert fake_anthropic.request_headers[0]["anthropic-version"] == "2023-06-01"


def test_prompt_cache_is_written_then_read(fake_anthropic):
    system = [{"type": "text", "text": "stable instructions " * 20, "cache_control": {"type": "ephemeral"}},
              {"type": "text", "text": "live context 1"}]
    fake_anthropic.enqueue(Reply.text("a"), Reply.text("b"))
    _, first = _call(fake_anthropic, "POST", "/v1/messages", {**BODY, "system": system})
    system[1]["text"] = "live context 2"  # after the breakpoint: must not break the cache
    _, second = _call(fake_anthropic, "POST", "/v1/messages", {**BODY, "system": system})
    written, read = json.loads(first)["usage"], json.loads(second)["usage"]
    assert written["cache_creation_input_tokens"] > 0 and written["cache_read_input_tokens"] == 0
    assert read["cache_read_input_tokens"] == written["cache_creation_input_tokens"]
    assert read["cache_creation_input_tokens"] == 0


def test_a_mark_in_the_messages_caches_the_history_for_the_next_request(fake_anthropic):
    """The client marks the newest answer of the history; the next request, whose mark
    has moved one turn on, reads what the first wrote (the API's lookback)."""
    system = [{"type": "text", "text": "stable instructions " * 20, "cache_control": {"type": "ephemeral"}}]
    mark = {"cache_control": {"type": "ephemeral"}}
    question, answer = {"type": "text", "text": "first question " * 30}, {"type": "text", "text": "first answer " * 30}
    turn_1 = [{"role": "user", "content": [question]}, {"role": "assistant", "content": [{**answer, **mark}]},
              {"role": "user", "content": "second question"}]
    turn_2 = [{"role": "user", "content": [question]}, {"role": "assistant", "content": [answer]},
              {"role": "user", "content": "second question"},
              {"role": "assistant", "content": [{"type": "text", "text": "second answer", **mark}]},
              {"role": "user", "content": "third question"}]
    fake_anthropic.enqueue(Reply.text("a"), Reply.text("b"))
    _, first = _call(fake_anthropic, "POST", "/v1/messages", {**BODY, "system": system, "messages": turn_1})
    _, second = _call(fake_anthropic, "POST", "/v1/messages", {**BODY, "system": system, "messages": turn_2})
    written, read = json.loads(first)["usage"], json.loads(second)["usage"]
    assert written["cache_read_input_tokens"] == 0
    assert read["cache_read_input_tokens"] == written["cache_creation_input_tokens"]  # system and first turn
    assert 0 < read["cache_creation_input_tokens"] < 40  # only "second question" and "second answer" are new
    assert read["input_tokens"] <= written["input_tokens"] + 10  # only the newest question is after the mark


def test_a_one_token_request_is_answered_without_taking_the_scripted_reply(fake_anthropic):
    """The plugin's warm-up (agent/warm_up.py) asks for one token: answered as a server
    would, and the script stays for the conversation's turns."""
    fake_anthropic.enqueue(Reply.text("the turn's answer"))
    _, warm = _call(fake_anthropic, "POST", "/v1/messages", {**BODY, "max_tokens": 1})
    _, turn = _call(fake_anthropic, "POST", "/v1/messages", BODY)
    assert json.loads(warm)["content"][0]["text"] == "OK"
    assert json.loads(turn)["content"][0]["text"] == "the turn's answer"
    assert len(fake_anthropic.requests) == 2
    fake_anthropic.answer_warm_ups = False  # a test that scripts the warm-up itself
    fake_anthropic.enqueue(Reply.text("scripted"))
    _, scripted = _call(fake_anthropic, "POST", "/v1/messages", {**BODY, "max_tokens": 1})
    assert json.loads(scripted)["content"][0]["text"] == "scripted"


def test_models_are_listed_with_pagination():
    server = FakeAnthropicServer(models=[f"model-{i}" for i in range(5)])
    try:
        _, data = _call(server, "GET", "/v1/models?limit=2")
        page = json.loads(data)
        assert [m["id"] for m in page["data"]] == ["model-0", "model-1"]
        assert page["has_more"] is True and page["first_id"] == "model-0" and page["last_id"] == "model-1"
        assert all(m["type"] == "model" for m in page["data"])
        _, data = _call(server, "GET", "/v1/models?limit=10&after_id=model-3")
        last = json.loads(data)
        assert [m["id"] for m in last["data"]] == ["model-4"] and last["has_more"] is False
    finally:
        server.close()


def test_closing_wakes_a_hanging_reply():
    server = FakeAnthropicServer()
    server.enqueue(Reply.hang(30))
    url = urlsplit(server.base_url)
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=10)
    conn.request("POST", "/v1/messages", body=json.dumps(BODY), headers={"x-api-key": DUMMY_API_KEY})
    server.close()
    try:
        conn.getresponse()
        outcome = "answered"
    except TimeoutError:  # the client's 10 s ran out: the hang was not woken
        outcome = "timed out"
    except (http.client.HTTPException, OSError):
        outcome = "closed"
    conn.close()
    assert outcome == "closed"  # at once, not after the scripted 30 s
