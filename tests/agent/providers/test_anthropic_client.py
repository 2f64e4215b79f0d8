"""AnthropicClient: the real anthropic SDK over real HTTP to the loopback fake API.

Nothing is mocked: failures come from real sockets (a closed port, a hanging
server, a dropped stream, small local proxies written below).
"""

import socket
import socketserver
import threading
import time
from urllib.parse import urlsplit

import pytest
from map_assistant.agent.cancel import CancelToken
from map_assistant.agent.errors import ErrorKind, LLMError
from map_assistant.agent.llm_client import LLMRequest, ToolSpec
from map_assistant.agent.providers.anthropic_client import AnthropicClient
from support.fakes.fake_anthropic import DUMMY_API_KEY, FakeAnthropicServer, Reply
from support.instruments.streams import collect, error_of

SQL_TOOL = ToolSpec("sql", "Run a read-only SQL query on the map layers.",
                    {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]})


def _request(context: str = "Extent: 0,0,10,10 EPSG:4326", tools=(SQL_TOOL,)) -> LLMRequest:
    return LLMRequest(system="You are Map Assistant.", context=context,
                      messages=[{"role": "user", "content": "How many roads?"}],
                      tools=list(tools), model="claude-sonnet-4-6", max_tokens=512)


def _collect(client, request=None, cancel=None):
    return collect(client, request or _request(), cancel)


def _error_of(client, request=None, cancel=None) -> LLMError:
    return error_of(client, request or _request(), cancel)


def _fast_client(**kwargs) -> AnthropicClient:
    return AnthropicClient(**{"max_retries": 0, "timeout": 5.0, **kwargs})


# -- streaming -----------------------------------------------------------------

def test_text_streams_as_deltas_before_the_reply_is_complete(fake_anthropic):
    client = AnthropicClient()  # key and base URL from the environment, as the SDK does
    fake_anthropic.enqueue(Reply.text("warm-up"))  # first call pays one-off import costs
    _collect(client)
    text = "Roads layer has 1204 features in the current view."
    fake_anthropic.enqueue(Reply.text(text, chunk_size=10, chunk_delay=0.15))
    start, arrivals, deltas = time.monotonic(), [], []
    for event in client.stream(_request(), CancelToken()):
        arrivals.append(time.monotonic() - start)
        deltas.append(event)
    *texts, done = deltas
    assert len(texts) == -(-len(text) // 10)  # one delta per 10-character chunk
    assert "".join(d.text for d in texts) == text
    assert done.content == [{"type": "text", "text": text}]
    assert done.stop_reason == "end_turn"
    # Token by token: the first delta is shown long before the last chunk is sent.
    assert arrivals[-1] - arrivals[0] > 0.4
    assert arrivals[1] - arrivals[0] > 0.05


def test_tool_use_comes_back_with_parsed_input(fake_anthropic):
    tool_input = {"query": "SELECT count(*) FROM roads WHERE ST_Intersects(geom, {{CurrentView.bbox}})"}
    fake_anthropic.enqueue(Reply.tool_use("sql", tool_input, text="I'll count them.", id="toolu_42"))
    texts, done = _collect(_fast_client())
    assert "".join(t.text for t in texts) == "I'll count them."
    assert done.content == [{"type": "text", "text": "I'll count them."},
                            {"type": "tool_use", "id": "toolu_42", "name": "sql", "input": tool_input}]
    assert done.stop_reason == "tool_use"
    assert done.usage["input_tokens"] > 0 and done.usage["output_tokens"] > 0


def test_request_carries_cached_system_context_tools_and_limits(fake_anthropic):
    fake_anthropic.enqueue(Reply.text("ok"), Reply.text("ok"))
    client = _fast_client()
    _collect(client)
    body = fake_anthropic.requests[0]
    assert body["system"] == [
        {"type": "text", "text": "You are Map Assistant.", "cache_control": {"type": "ephemeral"}},
        {"type": "text", "text": "Extent: 0,0,10,10 EPSG:4326"},
    ]
    assert body["tools"] == [{"name": "sql", "description": SQL_TOOL.description,
                              "input_schema": SQL_TOOL.input_schema}]
    assert body["model"] == "claude-sonnet-4-6" and body["max_tokens"] == 512
    assert body["messages"] == [{"role": "user", "content": "How many roads?"}]
    assert body["stream"] is True
    _, done = _collect(client, _request(context=""))
    assert fake_anthropic.requests[1]["system"] == [body["system"][0]]  # empty context is omitted
    assert done.usage["cache_read_input_tokens"] > 0  # the stable block is a cache hit


def test_a_retry_s_temperature_reaches_a_local_model_but_not_claude(fake_anthropic):
    """The SDK takes no sampling parameters (Claude's API decides them); a local model
    behind an Anthropic-compatible server (llama.cpp's /v1/messages) gets the retry's."""
    from dataclasses import replace

    fake_anthropic.enqueue(Reply.text("ok"), Reply.text("ok"))
    client = _fast_client()
    _collect(client, replace(_request(), temperature=0.7))
    _collect(client, replace(_request(), model="qwen2.5-coder-1.5b-instruct", temperature=0.7))
    assert "temperature" not in fake_anthropic.requests[0]
    assert fake_anthropic.requests[1]["temperature"] == 0.7


def test_a_local_model_s_text_blocks_go_as_one_as_the_openai_client_sends_them(fake_anthropic):
    """make eval-live at e1a9f7d: the same 1.5B model answered the two paths differently; a
    user message's map context and question are now one text, joined by a blank line."""
    from dataclasses import replace

    from map_assistant.agent.providers.map_context import MAP_CONTEXT

    fake_anthropic.enqueue(Reply.text("ok"), Reply.text("ok"))
    stamped = [{"role": "user", "content": [{"type": "text", "text": "How many roads?"}], MAP_CONTEXT: "Layers: roads"}]
    client = _fast_client()
    _collect(client, replace(_request(), model="qwen2.5-coder-1.5b-instruct", messages=stamped, context="Layers: roads"))
    _collect(client, replace(_request(), messages=stamped, context="Layers: roads"))
    local, claude = fake_anthropic.requests
    assert [b["text"] for b in local["messages"][0]["content"]] == [
        "Map context for this message:\nLayers: roads\n\nHow many roads?"]
    assert [b["text"] for b in claude["messages"][0]["content"]] == ["How many roads?"]  # the context is in the system


def test_list_models_follows_pages():
    server = FakeAnthropicServer(models=[f"claude-test-{i:03d}" for i in range(130)])
    try:
        models = AnthropicClient(api_key=DUMMY_API_KEY, base_url=server.base_url).list_models()
    finally:
        server.close()
    assert [m.id for m in models] == [f"claude-test-{i:03d}" for i in range(130)]


# -- errors --------------------------------------------------------------------

def test_missing_key_tells_where_to_set_it(fake_anthropic, monkeypatch):
    monkeypatch.delenv("ANTHROPIC_API_KEY")
    error = _error_of(_fast_client())
    assert error.kind is ErrorKind.NO_KEY
    assert "Settings → Options → Map Assistant" in error.user_message
    with pytest.raises(LLMError) as listing:
        _fast_client().list_models()
    assert listing.value.kind is ErrorKind.NO_KEY
    assert fake_anthropic.requests == []


@pytest.mark.parametrize("status, error_type, headers, kind, expected_text", [
    (401, "authentication_error", {}, ErrorKind.AUTH, "Check the key"),
    (403, "permission_error", {}, ErrorKind.PERMISSION, "not allowed"),
    (429, "rate_limit_error", {"retry-after": "3"}, ErrorKind.RATE_LIMIT, "Wait 3 s"),
    (500, "api_error", {}, ErrorKind.SERVER, "HTTP 500"),
    (529, "overloaded_error", {}, ErrorKind.OVERLOADED, "Try again in a minute"),
    (400, "invalid_request_error", {}, ErrorKind.BAD_REQUEST, "max_tokens: too large"),
])
def test_api_errors_map_to_readable_kinds(fake_anthropic, status, error_type, headers, kind, expected_text):
    message = "max_tokens: too large" if status == 400 else f"{error_type} ({DUMMY_API_KEY})"
    fake_anthropic.enqueue(Reply.error(status, error_type, message, headers))
    error = _error_of(_fast_client())
    assert error.kind is kind
    assert expected_text in error.user_message
    assert DUMMY_API_KEY not in error.user_message  # even when the server echoes it
    if kind is ErrorKind.RATE_LIMIT:
        assert error.retry_after == 3.0
    assert len(fake_anthropic.requests) == 1  # max_retries=0


@pytest.mark.parametrize("status, error_type, message", [
    (400, "invalid_request_error", "Your credit balance is too low to access the Anthropic API."),
    (400, "billing_error", "Billing problem."),
    (402, "api_error", "Payment required."),
])
def test_no_credit_is_a_billing_error_not_a_bad_request(fake_anthropic, status, error_type, message):
    fake_anthropic.enqueue(Reply.error(status, error_type, message))
    error = _error_of(_fast_client())
    assert error.kind is ErrorKind.BILLING
    assert "Plans & Billing" in error.user_message and "max_tokens" not in error.user_message


def test_no_answer_within_timeout(fake_anthropic):
    fake_anthropic.enqueue(Reply.hang(10))  # then closed: a network error, were the timeout ignored
    error = _error_of(_fast_client(timeout=0.5))
    assert error.kind is ErrorKind.TIMEOUT
    assert "0.5 s" in error.user_message and "timeout" in error.user_message


def test_connection_dropped_mid_stream(fake_anthropic):
    fake_anthropic.enqueue(Reply.drop_mid_stream("The roads are"))
    client, received = _fast_client(max_retries=2), []
    with pytest.raises(LLMError) as caught:
        for event in client.stream(_request(), CancelToken()):
            received.append(event)  # noqa: PERF402 - keep what arrived before the error
    assert caught.value.kind is ErrorKind.NETWORK
    assert "".join(e.text for e in received) == "The roads are"
    assert len(fake_anthropic.requests) == 1  # text was shown, so no retry that would repeat it


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_unreachable_server_is_a_network_error():
    client = _fast_client(api_key=DUMMY_API_KEY, base_url=f"http://127.0.0.1:{_closed_port()}")
    error = _error_of(client)
    assert error.kind is ErrorKind.NETWORK
    assert "base URL" in error.user_message
    with pytest.raises(LLMError) as listing:
        client.list_models()
    assert listing.value.kind is ErrorKind.NETWORK


# -- proxies -------------------------------------------------------------------

class _TinyProxy(socketserver.ThreadingTCPServer):
    """A local HTTP proxy: refuses with 407, or forwards plain-HTTP requests."""

    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, refuse: bool):
        self.refuse = refuse
        self.seen: list[str] = []  # request heads, as the proxy received them
        super().__init__(("127.0.0.1", 0), _ProxyHandler)
        threading.Thread(target=self.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()

    @property
    def port(self) -> int:
        return self.server_address[1]

    def stop(self):
        self.shutdown()
        self.server_close()


class _ProxyHandler(socketserver.BaseRequestHandler):
    def handle(self):
        head = b""
        while b"\r\n\r\n" not in head:
            data = self.request.recv(65536)
            if not data:
                return
            head += data
        head, body = head.split(b"\r\n\r\n", 1)
        lines = head.decode("latin-1").split("\r\n")
        self.server.seen.append("\n".join(lines))
        if self.server.refuse:
            self.request.sendall(b"HTTP/1.1 407 Proxy Authentication Required\r\n"
                                 b"Proxy-Authenticate: Basic realm=\"test\"\r\n"
                                 b"Content-Length: 0\r\nConnection: close\r\n\r\n")
            return
        method, target, version = lines[0].split(" ")
        url = urlsplit(target)  # a forwarding proxy receives the absolute URL
        headers = [h for h in lines[1:] if not h.lower().startswith(("connection:", "proxy-"))]
        length = next((int(h.split(":")[1]) for h in headers if h.lower().startswith("content-length:")), 0)
        while len(body) < length:
            body += self.request.recv(65536)
        out = "\r\n".join([f"{method} {url.path or '/'}{'?' + url.query if url.query else ''} {version}",
                           *headers, "Connection: close", "", ""]).encode("latin-1") + body
        with socket.create_connection((url.hostname, url.port)) as upstream:
            upstream.sendall(out)
            while chunk := upstream.recv(65536):
                self.request.sendall(chunk)


@pytest.fixture
def proxy_factory():
    proxies = []

    def make(refuse: bool) -> _TinyProxy:
        proxies.append(_TinyProxy(refuse))
        return proxies[-1]

    yield make
    for proxy in proxies:
        proxy.stop()


def test_proxy_url_is_honoured(fake_anthropic, proxy_factory, monkeypatch):
    proxy = proxy_factory(refuse=False)
    monkeypatch.setenv("HTTP_PROXY", "http://127.0.0.1:9")  # must be ignored in favour of proxy_url
    client = _fast_client(proxy_url=f"http://127.0.0.1:{proxy.port}")
    fake_anthropic.enqueue(Reply.text("through the proxy", chunk_size=4))
    texts, _done = _collect(client)
    assert "".join(t.text for t in texts) == "through the proxy"
    assert proxy.seen[0].startswith(f"POST {fake_anthropic.base_url}/v1/messages HTTP/1.1")
    assert len(fake_anthropic.requests) == 1
    assert [m.id for m in client.list_models()] == fake_anthropic.models
    assert proxy.seen[1].startswith(f"GET {fake_anthropic.base_url}/v1/models")


@pytest.mark.parametrize("base_url", ["https://api.anthropic.invalid", "http://api.anthropic.invalid"])
def test_refusing_proxy_is_a_proxy_error(proxy_factory, base_url):
    """HTTPS goes through CONNECT, plain HTTP is forwarded: both refusals say 'proxy'."""
    proxy = proxy_factory(refuse=True)
    client = _fast_client(api_key=DUMMY_API_KEY, base_url=base_url,
                          proxy_url=f"http://alice:pr0xy-s3cret@127.0.0.1:{proxy.port}")
    error = _error_of(client)
    assert error.kind is ErrorKind.PROXY
    assert "Settings → Options → Network" in error.user_message
    assert "pr0xy-s3cret" not in error.user_message and DUMMY_API_KEY not in error.user_message
    expected_verb = "CONNECT" if base_url.startswith("https") else "POST"
    assert proxy.seen[0].startswith(f"{expected_verb} ")
    assert "proxy-authorization: basic" in proxy.seen[0].lower()  # the credentials were offered


def test_unreachable_proxy_is_a_proxy_error():
    client = _fast_client(api_key=DUMMY_API_KEY, base_url="https://api.anthropic.invalid",
                          proxy_url=f"http://127.0.0.1:{_closed_port()}")
    assert _error_of(client).kind is ErrorKind.PROXY


# -- cancel and retries ----------------------------------------------------------

def test_cancel_from_another_thread_aborts_a_hanging_request(fake_anthropic):
    # A hang and a timeout longer than the test may run: only the abort can end it
    # (how fast: make bench, case 10).
    fake_anthropic.enqueue(Reply.hang(600))
    cancel = CancelToken()
    threading.Timer(0.3, cancel.cancel).start()
    error = _error_of(_fast_client(timeout=600), cancel=cancel)
    assert error.kind is ErrorKind.CANCELLED


def test_cancel_aborts_a_stream_that_is_running(fake_anthropic):
    fake_anthropic.enqueue(Reply.text("x" * 200, chunk_size=1, chunk_delay=0.05))
    cancel, received = CancelToken(), []
    with pytest.raises(LLMError) as caught:
        for event in _fast_client().stream(_request(), cancel):
            received.append(event)
            if len(received) == 3:
                threading.Thread(target=cancel.cancel).start()
    assert caught.value.kind is ErrorKind.CANCELLED
    assert 3 <= len(received) < 100


def test_already_cancelled_sends_nothing(fake_anthropic):
    cancel = CancelToken()
    cancel.cancel()
    assert _error_of(_fast_client(), cancel=cancel).kind is ErrorKind.CANCELLED
    assert fake_anthropic.requests == []


def test_retries_wait_for_retry_after_then_succeed(fake_anthropic):
    fake_anthropic.enqueue(Reply.error(429, "rate_limit_error", "slow down", {"retry-after": "1"}),
                           Reply.error(529, "overloaded_error", "Overloaded", {"retry-after-ms": "200"}),
                           Reply.text("finally"))
    start = time.monotonic()
    texts, _done = _collect(_fast_client(max_retries=2))
    elapsed = time.monotonic() - start
    assert "".join(t.text for t in texts) == "finally"
    assert len(fake_anthropic.requests) == 3
    assert fake_anthropic.requests[0] == fake_anthropic.requests[2]  # the same request, resent
    assert elapsed >= 1.15  # retry-after was waited out (a behaviour; a lower bound cannot flake)


def test_retries_give_up_after_max_retries(fake_anthropic):
    fake_anthropic.enqueue(*[Reply.error(500, "api_error", "boom", {"retry-after": "0"})] * 3)
    error = _error_of(_fast_client(max_retries=1))
    assert error.kind is ErrorKind.SERVER
    assert len(fake_anthropic.requests) == 2


def test_cancel_interrupts_a_retry_wait(fake_anthropic):
    fake_anthropic.enqueue(Reply.error(429, "rate_limit_error", "slow down", {"retry-after": "15"}),
                           Reply.text("never"))
    cancel = CancelToken()

    def cancel_during_the_wait():  # after the 429 arrived (a fixed delay lost that race under load)
        while not fake_anthropic.requests:
            time.sleep(0.01)
        time.sleep(0.3)
        cancel.cancel()

    threading.Thread(target=cancel_during_the_wait, daemon=True).start()
    # How soon the wait ends after the cancel: make bench, case 10.
    assert _error_of(_fast_client(max_retries=2), cancel=cancel).kind is ErrorKind.CANCELLED
    assert len(fake_anthropic.requests) == 1  # the wait ended without a second request


def test_client_repr_hides_secrets():
    client = AnthropicClient(api_key=DUMMY_API_KEY, proxy_url="http://bob:hunter2@proxy:3128")
    assert DUMMY_API_KEY not in repr(client) and "hunter2" not in repr(client)


def test_cancel_token_runs_each_callback_once_and_late_ones_at_once():
    cancel, calls = CancelToken(), []
    unregister = cancel.on_cancel(lambda: calls.append("removed"))
    cancel.on_cancel(lambda: calls.append("early"))
    cancel.on_cancel(lambda: 1 / 0)  # a failing callback must not stop the others
    unregister()
    threads = [threading.Thread(target=cancel.cancel) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    cancel.on_cancel(lambda: calls.append("late"))
    assert cancel.cancelled and calls == ["early", "late"]
    assert cancel.wait(5) is True  # returns at once once cancelled
