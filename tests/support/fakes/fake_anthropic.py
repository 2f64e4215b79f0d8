"""A loopback fake of the Anthropic Messages API, for tests (stdlib only).

It speaks the documented wire format so the real ``anthropic`` SDK can talk to
it over real HTTP: ``POST /v1/messages`` (JSON, or SSE when ``"stream": true``),
``GET /v1/models`` and the documented error JSON. Replies are scripted with
``Reply`` and consumed in order; with none left the server answers 500 so a
test notices. Every request body and its headers are recorded as received.

Prompt caching is simulated the way the API documents it: the prefix (tools,
then system blocks, then the messages' blocks) up to each block with
``cache_control`` is written on first sight and read afterwards (the longest
prefix seen before is read, the rest up to the last mark written), reported in ``usage`` as
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
import time
import uuid
from urllib.parse import parse_qs, urlparse

import pytest

from support.fakes.loopback import LoopbackHandler, LoopbackServer, pieces, strict_protocol
from support.fakes.protocol import anthropic_violations
from support.fakes.scripted import Reply  # noqa: F401 - re-exported: tests script replies from here

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


class FakeAnthropicServer(LoopbackServer):
    """``models`` maps each listed id to its release date (a list of ids gets one date).
    A model in ``retired`` is answered 404 ``not_found_error`` "model: NAME", as the API
    does; ``list_error`` makes ``GET /v1/models`` fail with that status."""

    def __init__(self, models: dict[str, str] | list[str] | None = None) -> None:
        self.set_models(models if models is not None else DEFAULT_MODELS)
        self.cache_min_tokens: int | None = 0  # None: the model's real minimum
        # llama.cpp answers /v1/messages and lists its one model with "meta" (agent/providers/model_size.py)
        self.n_params: int | None = None
        self.usages: list[dict] = []
        self._cached_prefixes: set[str] = set()
        super().__init__(_Handler, "fake-anthropic")
        self.requests = self.raw_requests  # every request body, in order
        self.base_url = self.root_url

    def protocol_violations(self, body: dict) -> list[str]:
        return anthropic_violations(body)

    def set_models(self, models: dict[str, str] | list[str]) -> None:
        dated = models if isinstance(models, dict) else {m: "2025-01-01T00:00:00Z" for m in models}
        self.created = dict(dated)
        self.models = list(dated)

    def _usage(self, body: dict, content: list[dict]) -> dict:
        """Token counts with the API's prompt-caching fields: the prefix ending at each
        block marked ``cache_control`` (in tools, system or messages) is written; a
        prefix written before is read where it ends at a mark or up to 20 blocks
        before one (the API's lookback), the longest such prefix; the marker itself
        is not part of what is compared."""
        ends = []  # (tokens, key, marked) of the prefix ending at each block; kept running:
        running, chars = hashlib.sha256(), 0  # a 200-turn chat has hundreds of blocks
        for block in _blocks_in_order(body):
            dumped = _dump({k: v for k, v in block.items() if k != "cache_control"})
            running.update(dumped.encode())
            chars += len(dumped)
            ends.append((chars // 4, running.copy().hexdigest(), bool(block.get("cache_control"))))
        total = _tokens([body.get("tools", []), body.get("system", ""), body.get("messages", [])])
        usage = {"input_tokens": total, "output_tokens": max(1, _tokens(content)),
                 "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0}
        minimum = self.cache_min_tokens
        if minimum is None:
            minimum = min_cacheable_tokens(body.get("model", ""))
        marks = [i for i, (tokens, _, marked) in enumerate(ends) if marked and tokens and tokens >= minimum]
        if marks:
            looked_at = {i for mark in marks for i in range(max(0, mark - _LOOKBACK_BLOCKS), mark + 1)}
            with self._lock:
                read = max((ends[i][0] for i in looked_at if ends[i][1] in self._cached_prefixes), default=0)
                self._cached_prefixes.update(ends[i][1] for i in marks)
            usage["cache_read_input_tokens"] = read
            usage["cache_creation_input_tokens"] = max(0, ends[marks[-1]][0] - read)
            usage["input_tokens"] = max(0, total - read - usage["cache_creation_input_tokens"])
        with self._lock:
            self.usages.append(usage)
        return usage


class _Handler(LoopbackHandler):

    # -- routes -------------------------------------------------------------
    def do_GET(self):
        url = urlparse(self.path)
        if url.path != "/v1/models":
            return self._error(404, "not_found_error", f"Not found: {url.path}")
        if not self._authorised():
            return None
        fake = self.server.fake
        fake._count_listing()
        if fake.list_error:
            return self._error(fake.list_error, "api_error", "Internal server error")
        query = {k: v[0] for k, v in parse_qs(url.query).items()}
        ids = fake.models
        start = ids.index(query["after_id"]) + 1 if query.get("after_id") in ids else 0
        page = ids[start:start + int(query.get("limit", 20))]
        meta = {"meta": {"n_params": fake.n_params}} if fake.n_params else {}
        data = [{"type": "model", "id": m, "display_name": m.replace("-", " ").title(),
                 "created_at": fake.created.get(m, "2025-01-01T00:00:00Z"), **meta} for m in page]
        return self._json(200, {"data": data, "has_more": start + len(page) < len(ids),
                                "first_id": page[0] if page else None,
                                "last_id": page[-1] if page else None})

    def do_POST(self):
        raw = self._read_body()
        if raw is None:
            return None
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
        if self._answered_alike(reply, "api_error"):
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
        super()._json(status, payload, {"request-id": f"req_{uuid.uuid4().hex[:24]}", **(headers or {})})

    def _error(self, status: int, error_type: str, message: str, headers: dict | None = None) -> None:
        self._json(status, {"type": "error", "error": {"type": error_type, "message": message}}, headers)

    def _start_sse(self) -> None:
        super()._start_sse({"request-id": f"req_{uuid.uuid4().hex[:24]}"})

    def _event(self, name: str, data: dict) -> None:
        self._write_chunk(f"event: {name}\ndata: {json.dumps(data)}\n\n".encode())

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
        self._write_chunk(b"")

    def _stream_block(self, index: int, block: dict, reply: Reply) -> None:
        if block["type"] == "text":
            self._event("content_block_start", {"type": "content_block_start", "index": index,
                                                "content_block": {"type": "text", "text": ""}})
            if index == 0:
                self._event("ping", {"type": "ping"})
            for piece in pieces(block["text"], reply.chunk_size):
                if reply.chunk_delay:
                    time.sleep(reply.chunk_delay)
                self._event("content_block_delta", {"type": "content_block_delta", "index": index,
                                                    "delta": {"type": "text_delta", "text": piece}})
        else:  # tool_use: input arrives as partial JSON strings, the first one empty
            self._event("content_block_start", {"type": "content_block_start", "index": index,
                                                "content_block": {**block, "input": {}}})
            raw = block["input"] if isinstance(block["input"], str) else json.dumps(block["input"])
            for piece in ["", *pieces(raw, 10)]:
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
            for piece in pieces(message["content"][0]["text"], 4):
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


_LOOKBACK_BLOCKS = 20  # how far before a mark the API looks for an earlier written prefix


def _blocks_in_order(body: dict) -> list[dict]:
    """Tools, system blocks, then each message's content blocks (with its role): the
    order in which the API reads a prompt and caches its prefixes."""
    blocks = [*body.get("tools", []), *_system_blocks(body)]
    for message in body.get("messages", []):
        content = message.get("content")
        parts = [{"type": "text", "text": content}] if isinstance(content, str) else content or []
        blocks += [{"role": message.get("role"), **part} for part in parts if isinstance(part, dict)]
    return blocks


def _system_blocks(body: dict) -> list[dict]:
    system = body.get("system") or []
    return [{"type": "text", "text": system}] if isinstance(system, str) else list(system)


def _dump(value) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def _tokens(value) -> int:
    return len(_dump(value)) // 4


@pytest.fixture(autouse=True)
def strict_anthropic():
    """Every test: no FakeAnthropicServer it made got a request the Messages API refuses."""
    yield from strict_protocol(FakeAnthropicServer)


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
