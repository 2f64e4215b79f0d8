"""A loopback fake of the Anthropic Messages API, for tests (stdlib only).

It speaks the documented wire format so the real ``anthropic`` SDK can talk to
it over real HTTP: ``POST /v1/messages`` (JSON, or SSE when ``"stream": true``),
``GET /v1/models`` and the documented error JSON. Replies are scripted with
``Reply`` and consumed in order; with none left the server answers 500 so a
test notices. Every request body and its headers are recorded as received.

Prompt caching is simulated the way the API documents it: the prefix (tools,
then system blocks) up to a block with ``cache_control`` is written on first
sight and read afterwards, reported in ``usage`` as
``cache_creation_input_tokens`` / ``cache_read_input_tokens``. Tokens are
estimated as characters / 4 of the JSON, fewer than the real tokenizer counts
for schemas and code, so a prefix long enough here is long enough there. The
API caches nothing shorter than a per-model minimum (``min_cacheable_tokens``);
``cache_min_tokens = None`` applies it, while the default 0 lets small test
prompts cache. ``usages`` records the usage of every answer. A test whose
requests are not known in advance (e.g. summaries the session decides to ask
for) sets ``responder``: called with the request body when no scripted reply is
left, it returns the Reply.
"""

from __future__ import annotations

import hashlib
import json
import socket
import threading
import time
import uuid
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

import pytest

DUMMY_API_KEY = "sk-ant-test-0000-dummy-key-for-the-fake-server"
# Listed newest first with release dates, as the API lists them. None is deprecated by
# the pinned SDK (tests/agent/test_model_retirement.py checks it on every SDK bump).
DEFAULT_MODELS = {"claude-sonnet-4-6": "2026-02-17T00:00:00Z", "claude-opus-4-6": "2026-02-05T00:00:00Z",
                  "claude-haiku-4-5": "2025-10-15T00:00:00Z"}
TEST_MODEL = "claude-sonnet-4-6"

# Minimum cacheable prompt length by model prefix (Anthropic's prompt-caching
# documentation); every other model: 1024 (Sonnet 4.x, Opus 4 and 4.1, ...).
_MIN_CACHEABLE = (("claude-opus-4-5", 4096), ("claude-opus-4-6", 4096), ("claude-haiku-4-5", 4096),
                  ("claude-3-5-haiku", 2048), ("claude-3-haiku", 2048))


def min_cacheable_tokens(model: str) -> int:
    return next((tokens for prefix, tokens in _MIN_CACHEABLE if model.startswith(prefix)), 1024)


@dataclass
class Reply:
    """One scripted answer to ``POST /v1/messages``."""

    kind: str  # "message" | "error" | "hang" | "drop"
    content: list[dict] = field(default_factory=list)
    stop_reason: str | None = "end_turn"
    chunk_size: int = 8
    chunk_delay: float = 0.0
    status: int = 200
    error_type: str = ""
    message: str = ""
    headers: dict = field(default_factory=dict)
    seconds: float = 0.0
    compute: Callable[[dict], Reply] | None = None

    @staticmethod
    def text(text: str, chunk_size: int = 8, chunk_delay: float = 0.0) -> Reply:
        """A text answer; streamed as ``text_delta`` chunks of ``chunk_size`` chars."""
        return Reply("message", content=[{"type": "text", "text": text}],
                     chunk_size=max(1, chunk_size), chunk_delay=chunk_delay)

    @staticmethod
    def tool_use(name: str, input: dict, text: str = "", id: str | None = None) -> Reply:
        """A ``tool_use`` block (after an optional text block); stop_reason "tool_use"."""
        blocks = [{"type": "text", "text": text}] if text else []
        blocks.append({"type": "tool_use", "id": id or f"toolu_{uuid.uuid4().hex[:24]}",
                       "name": name, "input": input})
        return Reply("message", content=blocks, stop_reason="tool_use")

    @staticmethod
    def error(status: int, error_type: str, message: str = "", headers: dict | None = None) -> Reply:
        """An HTTP error with the documented body ``{"type":"error","error":{...}}``."""
        return Reply("error", status=status, error_type=error_type,
                     message=message or error_type.replace("_", " "), headers=dict(headers or {}))

    @staticmethod
    def computed(compute: Callable[[dict], Reply]) -> Reply:
        """The reply ``compute(request body)`` returns, made when the request arrives:
        a scripted model that uses what a tool result told it (e.g. a feature id)."""
        return Reply("computed", compute=compute)

    @staticmethod
    def hang(seconds: float) -> Reply:
        """Accept the request and send nothing for ``seconds``, then close."""
        return Reply("hang", seconds=seconds)

    @staticmethod
    def drop_mid_stream(text: str = "partial") -> Reply:
        """Start answering (headers plus ``text``), then close the socket."""
        return Reply("drop", content=[{"type": "text", "text": text}])


class FakeAnthropicServer:
    """``models`` maps each listed id to its release date (a list of ids gets one date).
    A model in ``retired`` is answered 404 ``not_found_error`` "model: NAME", as the API
    does; ``list_error`` makes ``GET /v1/models`` fail with that status."""

    def __init__(self, models: dict[str, str] | list[str] | None = None) -> None:
        self.requests: list[dict] = []
        self.request_headers: list[dict] = []
        self.set_models(models if models is not None else DEFAULT_MODELS)
        self.retired: set[str] = set()
        self.list_error: int | None = None
        self.list_calls = 0
        self.cache_min_tokens: int | None = 0  # None: the model's real minimum
        self.usages: list[dict] = []
        self.responder = None  # Callable[[dict], Reply] | None
        self._replies: deque[Reply] = deque()
        self._cached_prefixes: set[str] = set()
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self._httpd = _Server(("127.0.0.1", 0), _Handler)
        self._httpd.fake = self
        host, port = self._httpd.server_address[:2]
        self.base_url = f"http://{host}:{port}"
        self._thread = threading.Thread(target=self._httpd.serve_forever, name="fake-anthropic",
                                        kwargs={"poll_interval": 0.05}, daemon=True)
        self._thread.start()

    def set_models(self, models: dict[str, str] | list[str]) -> None:
        dated = models if isinstance(models, dict) else {m: "2025-01-01T00:00:00Z" for m in models}
        self.created = dict(dated)
        self.models = list(dated)

    def retire(self, *models: str) -> None:
        """The models are no longer listed and requests for them get the API's 404."""
        self.retired.update(models)
        self.models = [m for m in self.models if m not in self.retired]

    def enqueue(self, *replies: Reply) -> None:
        with self._lock:
            self._replies.extend(replies)

    def close(self) -> None:
        self._closing.set()  # wakes handlers that hang
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)

    # Used by the handler thread.
    def _record(self, body: dict, headers: dict) -> Reply | None:
        with self._lock:
            self.requests.append(body)
            self.request_headers.append(headers)
            reply = self._replies.popleft() if self._replies else None
        if reply is None:
            return self.responder(body) if self.responder is not None else None
        return reply.compute(body) if reply.kind == "computed" else reply

    def _unrecord(self, reply: Reply) -> None:
        with self._lock:
            self._replies.appendleft(reply)

    def _usage(self, body: dict, content: list[dict]) -> dict:
        """Token counts with the API's prompt-caching fields."""
        prefix, cached_tokens = [], 0
        for block in [*body.get("tools", []), *_system_blocks(body)]:
            prefix.append(block)
            if block.get("cache_control"):
                cached_tokens = _tokens(prefix)
                cache_key = hashlib.sha256(_dump(prefix).encode()).hexdigest()
        total = _tokens([body.get("tools", []), body.get("system", ""), body.get("messages", [])])
        usage = {"input_tokens": total, "output_tokens": max(1, _tokens(content)),
                 "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0}
        minimum = self.cache_min_tokens
        if minimum is None:
            minimum = min_cacheable_tokens(body.get("model", ""))
        if cached_tokens and cached_tokens >= minimum:
            with self._lock:
                hit = cache_key in self._cached_prefixes
                self._cached_prefixes.add(cache_key)
            usage["cache_read_input_tokens" if hit else "cache_creation_input_tokens"] = cached_tokens
            usage["input_tokens"] = max(0, total - cached_tokens)
        with self._lock:
            self.usages.append(usage)
        return usage


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False
    fake: FakeAnthropicServer

    def handle_error(self, request, client_address):
        # Clients that hang up (timeouts, cancels, dropped streams) are expected.
        pass


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive and chunked SSE, like the real API
    server: _Server

    def log_message(self, format, *args):
        pass

    # -- routes -------------------------------------------------------------
    def do_GET(self):
        url = urlparse(self.path)
        if url.path != "/v1/models":
            return self._error(404, "not_found_error", f"Not found: {url.path}")
        if not self._authorised():
            return None
        fake = self.server.fake
        with fake._lock:
            fake.list_calls += 1
        if fake.list_error:
            return self._error(fake.list_error, "api_error", "Internal server error")
        query = {k: v[0] for k, v in parse_qs(url.query).items()}
        ids = fake.models
        start = ids.index(query["after_id"]) + 1 if query.get("after_id") in ids else 0
        page = ids[start:start + int(query.get("limit", 20))]
        data = [{"type": "model", "id": m, "display_name": m.replace("-", " ").title(),
                 "created_at": fake.created.get(m, "2025-01-01T00:00:00Z")} for m in page]
        return self._json(200, {"data": data, "has_more": start + len(page) < len(ids),
                                "first_id": page[0] if page else None,
                                "last_id": page[-1] if page else None})

    def do_POST(self):
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        if urlparse(self.path).path != "/v1/messages":
            return self._error(404, "not_found_error", f"Not found: {self.path}")
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            return self._error(400, "invalid_request_error", "The request body is not valid JSON")
        fake = self.server.fake
        reply = fake._record(body, {k.lower(): v for k, v in self.headers.items()})
        if not self._authorised():
            return None
        missing = [k for k in ("model", "max_tokens", "messages") if k not in body]
        if missing:
            return self._error(400, "invalid_request_error", f"{missing[0]}: Field required")
        if body["model"] in fake.retired:  # before the script: a retired model consumes no reply
            if reply is not None:
                fake._unrecord(reply)
            return self._error(404, "not_found_error", f"model: {body['model']}")
        if reply is None:
            return self._error(500, "api_error", "no scripted reply")
        if reply.kind == "error":
            return self._error(reply.status, reply.error_type, reply.message, reply.headers)
        if reply.kind == "hang":
            fake._closing.wait(reply.seconds)
            self.close_connection = True
            return None
        message = {
            "id": f"msg_{uuid.uuid4().hex[:24]}", "type": "message", "role": "assistant",
            "model": body["model"], "content": reply.content, "stop_reason": reply.stop_reason,
            "stop_sequence": None, "usage": fake._usage(body, reply.content),
        }
        if reply.kind == "drop":
            return self._drop(message, streaming=bool(body.get("stream")))
        if body.get("stream"):
            return self._stream(message, reply)
        return self._json(200, message)

    # -- responses ----------------------------------------------------------
    def _authorised(self) -> bool:
        if self.headers.get("x-api-key") or self.headers.get("authorization"):
            return True
        self._error(401, "authentication_error", "x-api-key header is required")
        return False

    def _json(self, status: int, payload: dict, headers: dict | None = None) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("request-id", f"req_{uuid.uuid4().hex[:24]}")
        for name, value in (headers or {}).items():
            self.send_header(name, str(value))
        self.end_headers()
        self.wfile.write(data)

    def _error(self, status: int, error_type: str, message: str, headers: dict | None = None) -> None:
        self._json(status, {"type": "error", "error": {"type": error_type, "message": message}}, headers)

    def _start_sse(self) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        self.send_header("request-id", f"req_{uuid.uuid4().hex[:24]}")
        self.end_headers()

    def _event(self, name: str, data: dict) -> None:
        payload = f"event: {name}\ndata: {json.dumps(data)}\n\n".encode()
        self.wfile.write(f"{len(payload):x}\r\n".encode() + payload + b"\r\n")
        self.wfile.flush()

    def _stream(self, message: dict, reply: Reply) -> None:
        """The documented SSE sequence, one delta per chunk."""
        self._start_sse()
        usage = message["usage"]
        start = {**message, "content": [], "stop_reason": None,
                 "usage": {**usage, "output_tokens": 1}}
        self._event("message_start", {"type": "message_start", "message": start})
        for index, block in enumerate(message["content"]):
            self._stream_block(index, block, reply)
        self._event("message_delta", {"type": "message_delta",
                                      "delta": {"stop_reason": message["stop_reason"], "stop_sequence": None},
                                      "usage": {"output_tokens": usage["output_tokens"]}})
        self._event("message_stop", {"type": "message_stop"})
        self.wfile.write(b"0\r\n\r\n")

    def _stream_block(self, index: int, block: dict, reply: Reply) -> None:
        if block["type"] == "text":
            self._event("content_block_start", {"type": "content_block_start", "index": index,
                                                "content_block": {"type": "text", "text": ""}})
            if index == 0:
                self._event("ping", {"type": "ping"})
            for piece in _chunks(block["text"], reply.chunk_size):
                if reply.chunk_delay:
                    time.sleep(reply.chunk_delay)
                self._event("content_block_delta", {"type": "content_block_delta", "index": index,
                                                    "delta": {"type": "text_delta", "text": piece}})
        else:  # tool_use: input arrives as partial JSON strings, the first one empty
            self._event("content_block_start", {"type": "content_block_start", "index": index,
                                                "content_block": {**block, "input": {}}})
            for piece in ["", *_chunks(json.dumps(block["input"]), 10)]:
                self._event("content_block_delta", {"type": "content_block_delta", "index": index,
                                                    "delta": {"type": "input_json_delta", "partial_json": piece}})
        self._event("content_block_stop", {"type": "content_block_stop", "index": index})

    def _drop(self, message: dict, streaming: bool) -> None:
        """Send the start of an answer, then cut the TCP connection."""
        if streaming:
            self._start_sse()
            self._event("message_start", {"type": "message_start",
                                          "message": {**message, "content": [], "stop_reason": None}})
            self._event("content_block_start", {"type": "content_block_start", "index": 0,
                                                "content_block": {"type": "text", "text": ""}})
            for piece in _chunks(message["content"][0]["text"], 4):
                self._event("content_block_delta", {"type": "content_block_delta", "index": 0,
                                                    "delta": {"type": "text_delta", "text": piece}})
        else:
            data = json.dumps(message).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data[: len(data) // 2])
            self.wfile.flush()
        self.close_connection = True
        self.connection.shutdown(socket.SHUT_RDWR)


def _system_blocks(body: dict) -> list[dict]:
    system = body.get("system") or []
    return [{"type": "text", "text": system}] if isinstance(system, str) else list(system)


def _chunks(text: str, size: int) -> list[str]:
    return [text[i:i + size] for i in range(0, len(text), size)]


def _dump(value) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def _tokens(value) -> int:
    return len(_dump(value)) // 4


@pytest.fixture
def fake_anthropic(monkeypatch):
    """A started FakeAnthropicServer; the SDK finds it through the environment."""
    server = FakeAnthropicServer()
    monkeypatch.setenv("ANTHROPIC_BASE_URL", server.base_url)
    monkeypatch.setenv("ANTHROPIC_API_KEY", DUMMY_API_KEY)
    monkeypatch.delenv("ANTHROPIC_AUTH_TOKEN", raising=False)
    try:
        yield server
    finally:
        server.close()
