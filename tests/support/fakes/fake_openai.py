"""A loopback fake of an OpenAI-compatible server, for tests (stdlib only).

It speaks the wire format so the real ``openai`` SDK talks to it over real HTTP:
``POST /v1/chat/completions`` (SSE when ``"stream": true``: ``data: {chunk}``
lines, then ``data: [DONE]``), ``GET /v1/models``, llama.cpp's ``GET /props``
and Ollama's ``POST /api/show``, llama.cpp's ``POST /slots/0?action=`` (recorded in
``slot_actions``, answered 501 as a server without a slot folder does), and the documented error JSON
``{"error": {"message", "type", "code"}}``. Replies are the provider-neutral
``support.fakes.scripted.Reply`` (content blocks), consumed in order; with none left
the server answers 500 so a test notices.

Streaming is done the way real servers do it: a first chunk with the role and
``content: ""``, text in pieces, each tool call opened by a chunk with its index,
id and name and empty arguments, then the arguments in pieces of
``arg_chunk_size`` characters, a last chunk with ``finish_reason``, a usage chunk
with no choices when ``stream_options.include_usage`` asks for it. Knobs copy
what local servers do: ``id_prefix`` (rewrites scripted ids: ``""`` for ids without ``call_``),
``refuse_tools`` (Ollama's 400 for a model without tool support), ``refuse_grammar`` (a
``grammar`` field is refused unless the fake is llama.cpp, ``n_ctx`` set, and then with this
knob: an unparsable one), ``n_params`` for
``/v1/models`` (llama.cpp's ``meta``), ``n_ctx`` and
``vision`` (``modalities``) for ``/props``, ``ollama_context`` and
``ollama_capabilities`` and ``ollama_size`` for ``/api/show``, and llama.cpp's ``prompt_progress``
chunks when the body asks ``return_progress`` (one per ``prompt_batch`` tokens of
the estimated prompt, the cached part counted as read, as the server does). A ``tool_use`` whose
``input`` is a string is sent as those raw argument characters (invalid JSON).

``raw_requests`` are the bodies as received. ``requests`` shows each one in the
Anthropic form the session keeps (system blocks with the map context apart,
tool_use / tool_result blocks), so tests written against the Anthropic fake read
either server's requests the same way. ``prefix_hits`` records, per request,
how many leading characters of the rendered prompt equal the previous request's
(what a llama.cpp slot's prefix cache would reuse).
"""

from __future__ import annotations

import json
import socket
import time
import uuid
from urllib.parse import parse_qs, urlparse

import pytest
from map_assistant.agent.providers.map_context import UNCHANGED as UNCHANGED_CONTEXT
from map_assistant.agent.providers.openai_client import CONTEXT_HEADING, ERROR_PREFIX

from support.fakes.loopback import LoopbackHandler, LoopbackServer, pieces, strict_protocol
from support.fakes.protocol import openai_violations
from support.fakes.scripted import Reply

OPENAI_TEST_MODEL = "qwen2.5-coder:1.5b"
DEFAULT_MODELS = [OPENAI_TEST_MODEL, "llama3.2:3b"]


class FakeOpenAIServer(LoopbackServer):
    def __init__(self, models: list[str] | None = None, api_key: str | None = None) -> None:
        self.models = list(models if models is not None else DEFAULT_MODELS)
        self.api_key = api_key  # when set, requests without this Bearer key get a 401
        self.refuse_tools = False
        self.refuse_grammar = False  # llama.cpp (n_ctx set) refusing a grammar it cannot parse; others always refuse one
        self.id_prefix: str | None = None  # replaces a scripted id's "toolu_" (None: ids as scripted)
        self.arg_chunk_size = 7
        self.n_ctx: int | None = None
        self.n_params: int | None = None  # llama.cpp's /v1/models "meta" (agent/providers/model_size.py)
        self.ollama_size: str | None = None  # /api/show "details.parameter_size", e.g. "1.5B"
        self.vision: bool | None = None
        self.ollama_capabilities: list[str] | None = None  # /api/show, e.g. ["completion", "vision"]  # /props "modalities": None leaves them out, as older servers do
        self.ollama_context: int | None = None
        self.prefix_hits: list[int] = []
        self.prompt_batch = 128  # tokens read between two prompt_progress chunks (n_batch of builtin_model/serve.py)
        self.slot_actions: list[tuple[str, str]] = []  # POST /slots/0?action=...: (action, file name)
        self.usages: list[dict] = []  # each answer's usage in the Anthropic form (as FakeAnthropicServer.usages)
        self._last_prompt = ""
        super().__init__(_Handler, "fake-openai")
        self.base_url = f"{self.root_url}/v1"

    @property
    def requests(self) -> list[dict]:
        with self._lock:
            return [as_anthropic(body) for body in self.raw_requests]

    def view(self, body: dict) -> dict:
        return as_anthropic(body)

    def set_models(self, models: list[str] | dict[str, str]) -> None:
        self.models = list(models)

    def protocol_violations(self, body: dict) -> list[str]:
        return openai_violations(body)

    def _on_request(self, body: dict) -> None:
        prompt = json.dumps([body.get("tools", []), body.get("messages", [])], ensure_ascii=False)
        same = 0
        for a, b in zip(prompt, self._last_prompt):
            if a != b:
                break
            same += 1
        self.prefix_hits.append(same)
        self._last_prompt = prompt


# -- the neutral view of a request -----------------------------------------------

def _first_text(message: dict) -> str:
    content = message.get("content")
    if isinstance(content, list):
        return next((str(p.get("text") or "") for p in content if p.get("type") == "text"), "")
    return str(content or "")


def _set_first_text(message: dict, text: str) -> None:
    content = message.get("content")
    if isinstance(content, list):
        message["content"] = [dict(p) for p in content]
        first = next(p for p in message["content"] if p.get("type") == "text")
        first["text"] = text
    else:
        message["content"] = text


def _block_of_part(part: dict) -> dict:
    """A chat-completions content part as an Anthropic block (a data URL as a base64 image)."""
    if part.get("type") == "image_url":
        url = str((part.get("image_url") or {}).get("url", ""))
        media, _, data = url.removeprefix("data:").partition(";base64,")
        return {"type": "image", "source": {"type": "base64", "media_type": media, "data": data}}
    return {"type": "text", "text": part.get("text", "")}


def as_anthropic(body: dict) -> dict:
    """A chat-completions request in the Anthropic form (the plugin's conventions:
    the newest context a user message leads with goes to the system prompt; an error
    result starts with "Error: ")."""
    system: list[dict] = []
    messages: list[dict] = []
    chat = [dict(m) for m in body.get("messages", [])]
    context = ""
    for message in chat:  # each typed message leads with its context, or says it is unchanged
        if message.get("role") != "user":
            continue
        head, _, rest = _first_text(message).partition("\n\n")
        if head.startswith(CONTEXT_HEADING):
            context = head[len(CONTEXT_HEADING):].strip()
        elif head != UNCHANGED_CONTEXT:
            continue
        _set_first_text(message, rest)
    for message in chat:
        role, content = message.get("role"), message.get("content")
        if role == "system":
            system.append({"type": "text", "text": content, "cache_control": {"type": "ephemeral"}})
            continue
        if role == "assistant":
            blocks = [{"type": "text", "text": content}] if content else []
            for call in message.get("tool_calls") or []:
                raw = call["function"].get("arguments") or "{}"
                try:
                    arguments = json.loads(raw)
                except ValueError:
                    arguments = raw
                blocks.append({"type": "tool_use", "id": call.get("id"), "name": call["function"]["name"],
                               "input": arguments})
            messages.append({"role": "assistant", "content": blocks})
            continue
        if role == "tool":
            text = str(content or "")
            block = {"type": "tool_result", "tool_use_id": message.get("tool_call_id"), "content": text}
            if text.startswith(ERROR_PREFIX):
                block.update(content=text[len(ERROR_PREFIX):], is_error=True)
            blocks = [block]
        elif isinstance(content, list):  # text and image_url parts
            blocks = [_block_of_part(part) for part in content if part.get("type") != "text" or part.get("text")]
        else:
            blocks = [{"type": "text", "text": content}] if content else []
        if messages and messages[-1]["role"] == "user":
            messages[-1]["content"].extend(blocks)
        else:
            messages.append({"role": "user", "content": blocks})
    if context:
        system.append({"type": "text", "text": context})
    view = {k: v for k, v in body.items() if k not in ("messages", "tools")}
    view.update(system=system, messages=messages)
    if body.get("tools"):
        view["tools"] = [{"name": t["function"]["name"], "description": t["function"].get("description", ""),
                          "input_schema": t["function"].get("parameters", {})} for t in body["tools"]]
    return view


# -- the HTTP side -----------------------------------------------------------------

class _Handler(LoopbackHandler):

    def do_GET(self):
        fake = self.server.fake
        path = urlparse(self.path).path
        if path == "/props":
            if fake.n_ctx is None and fake.vision is None:
                return self._error(404, "not_found_error", "File Not Found")
            props = {"total_slots": 1}
            if fake.n_ctx is not None:
                props["default_generation_settings"] = {"n_ctx": fake.n_ctx}
            if fake.vision is not None:  # llama.cpp says so when started with a projector (--mmproj)
                props["modalities"] = {"vision": fake.vision, "audio": False}
            return self._json(200, props)
        if path != "/v1/models":
            return self._error(404, "not_found_error", f"Not found: {path}")
        if not self._authorised():
            return None
        fake._count_listing()
        if fake.list_error:
            return self._error(fake.list_error, "server_error", "Internal server error")
        meta = {"meta": {"n_params": fake.n_params, "n_ctx_train": 32768}} if fake.n_params else {}
        return self._json(200, {"object": "list", "data": [
            {"id": m, "object": "model", "created": 1_730_000_000 + i, "owned_by": "library", **meta}
            for i, m in enumerate(fake.models)]})

    def do_POST(self):
        fake = self.server.fake
        raw = self._read_body()
        if raw is None:
            return None
        path = urlparse(self.path).path
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            return self._error(400, "invalid_request_error", "The request body is not valid JSON")
        if path == "/api/show":
            if fake.ollama_context is None and fake.ollama_capabilities is None and fake.ollama_size is None:
                return self._error(404, "not_found_error", "404 page not found")
            shown = {"parameters": "stop \"<|im_end|>\"", "model_info": {}}
            if fake.ollama_size is not None:
                shown["details"] = {"family": "qwen2", "parameter_size": fake.ollama_size}
            if fake.ollama_context is not None:
                shown["model_info"]["qwen2.context_length"] = fake.ollama_context
            if fake.ollama_capabilities is not None:
                shown["capabilities"] = fake.ollama_capabilities
            return self._json(200, shown)
        if path.startswith("/slots/"):  # llama.cpp's saved prompts: recorded; this fake keeps none
            with fake._lock:
                fake.slot_actions.append((parse_qs(urlparse(self.path).query).get("action", [""])[0],
                                          body.get("filename", "")))
            return self._error(501, "not_supported_error", "This server cannot save or restore slots")
        if path != "/v1/chat/completions":
            return self._error(404, "not_found_error", f"Not found: {path}")
        reply = fake._record(body, {k.lower(): v for k, v in self.headers.items()})
        if not self._authorised():
            return None
        if body.get("model") in fake.retired:
            if reply is not None:
                fake._unrecord(reply)
            return self._json(404, {"error": {"message": f"The model `{body['model']}` does not exist",
                                              "type": "invalid_request_error", "param": None,
                                              "code": "model_not_found"}})
        if "grammar" in body and (fake.n_ctx is None or fake.refuse_grammar):
            # The OpenAI API refuses a field it does not know; llama.cpp, one it cannot parse.
            if reply is not None:
                fake._unrecord(reply)
            if fake.n_ctx is None:
                return self._error(400, "invalid_request_error", "Unrecognized request argument supplied: grammar")
            return self._error(400, "invalid_request_error", "Failed to parse grammar")
        if fake.refuse_tools and body.get("tools"):
            if reply is not None:
                fake._unrecord(reply)
            return self._error(400, "api_error", f"registry.ollama.ai/library/{body.get('model')} "
                                                 "does not support tools")
        if self._answered_alike(reply, "server_error"):
            return None
        if not body.get("stream"):
            return self._json(200, self._completion(body, reply))
        return self._stream(body, reply)

    # -- responses --------------------------------------------------------------
    def _authorised(self) -> bool:
        key = self.server.fake.api_key
        if key is None or self.headers.get("authorization") == f"Bearer {key}":
            return True
        self._error(401, "invalid_request_error", "Incorrect API key provided.", code="invalid_api_key")
        return False

    def _error(self, status: int, error_type: str, message: str, headers: dict | None = None,
               code: str | None = None) -> None:
        self._json(status, {"error": {"message": message, "type": error_type, "param": None, "code": code}},
                   headers)

    def _data(self, data: dict | str) -> None:
        self._write_chunk(f"data: {data if isinstance(data, str) else json.dumps(data)}\n\n".encode())

    def _chunk(self, body: dict, delta: dict, finish: str | None = None, stamp: dict | None = None) -> dict:
        return {**(stamp or {}), "object": "chat.completion.chunk", "model": body.get("model"),
                "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}]}

    def _stream(self, body: dict, reply: Reply) -> None:
        fake = self.server.fake
        stamp = {"id": f"chatcmpl-{uuid.uuid4().hex[:24]}", "created": int(time.time())}
        self._start_sse()
        if body.get("return_progress"):
            self._progress(body, stamp)
        self._data(self._chunk(body, {"role": "assistant", "content": ""}, stamp=stamp))
        calls = 0
        drop = reply.kind == "drop"
        for block in reply.content:
            if block["type"] == "text":
                for piece in pieces(block["text"], 4 if drop else reply.chunk_size):
                    if reply.chunk_delay:
                        time.sleep(reply.chunk_delay)
                    self._data(self._chunk(body, {"content": piece}, stamp=stamp))
                continue
            call_id = _call_id(block["id"], fake.id_prefix)
            arguments = block["input"] if isinstance(block["input"], str) else json.dumps(block["input"])
            self._data(self._chunk(body, {"content": None, "tool_calls": [
                {"index": calls, "id": call_id, "type": "function",
                 "function": {"name": block["name"], "arguments": ""}}]}, stamp=stamp))
            for piece in pieces(arguments, fake.arg_chunk_size):
                self._data(self._chunk(body, {"tool_calls": [{"index": calls, "function": {"arguments": piece}}]},
                                       stamp=stamp))
            calls += 1
        if drop:
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)
            return
        finish = "length" if reply.stop_reason == "max_tokens" else ("tool_calls" if calls else "stop")
        self._data(self._chunk(body, {}, finish, stamp=stamp))
        if (body.get("stream_options") or {}).get("include_usage"):
            self._data({**stamp, "object": "chat.completion.chunk", "model": body.get("model"), "choices": [],
                        "usage": self._usage(body, reply)})
        self._data("[DONE]")
        self._write_chunk(b"")

    def _progress(self, body: dict, stamp: dict) -> None:
        """llama.cpp's chunks while it reads: the role delta with ``prompt_progress``."""
        total, cached = self._prompt_tokens(body)
        read = cached
        while True:
            self._data({**self._chunk(body, {"role": "assistant", "content": None}, stamp=stamp),
                        "prompt_progress": {"total": total, "cache": cached, "processed": read, "time_ms": 0}})
            if read >= total:
                return
            read = min(total, read + self.server.fake.prompt_batch)

    def _prompt_tokens(self, body: dict) -> tuple[int, int]:
        """(prompt tokens, of them cached): characters / 4, the prefix shared with the last request."""
        prompt = len(json.dumps(body.get("messages", []))) // 4
        hits = self.server.fake.prefix_hits
        return prompt, min((hits[-1] // 4) if hits else 0, prompt)

    def _usage(self, body: dict, reply: Reply) -> dict:
        prompt, cached = self._prompt_tokens(body)
        completion = max(1, len(json.dumps(reply.content)) // 4)
        # OpenAI's prompt_tokens include the cached ones; Anthropic's input_tokens do not.
        self.server.fake.usages.append({"input_tokens": prompt - cached, "output_tokens": completion,
                                        "cache_read_input_tokens": cached, "cache_creation_input_tokens": 0})
        return {"prompt_tokens": prompt, "completion_tokens": completion,
                "total_tokens": prompt + completion, "prompt_tokens_details": {"cached_tokens": cached}}

    def _completion(self, body: dict, reply: Reply) -> dict:
        text = "".join(b["text"] for b in reply.content if b["type"] == "text")
        calls = [{"id": _call_id(b["id"], self.server.fake.id_prefix), "type": "function",
                  "function": {"name": b["name"], "arguments": b["input"] if isinstance(b["input"], str)
                               else json.dumps(b["input"])}} for b in reply.content if b["type"] == "tool_use"]
        message = {"role": "assistant", "content": text or None}
        if calls:
            message["tool_calls"] = calls
        return {"id": f"chatcmpl-{uuid.uuid4().hex[:24]}", "object": "chat.completion", "created": int(time.time()),
                "model": body.get("model"), "usage": self._usage(body, reply),
                "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls" if calls else "stop"}]}


def _call_id(scripted: str, prefix: str | None) -> str:
    return scripted if prefix is None else prefix + scripted.removeprefix("toolu_")


@pytest.fixture(autouse=True)
def strict_openai():
    """Every test: no FakeOpenAIServer it made got a request chat completions refuse."""
    yield from strict_protocol(FakeOpenAIServer)


@pytest.fixture
def fake_openai():
    server = FakeOpenAIServer()
    # The client remembers, per base URL and model, what tool calling the model has shown
    # A new fake server can get the port of an earlier one: it starts with a clean slate
    # (a run failed a tool-call test when a port came back).
    from map_assistant.agent.providers import context_window, grammar_support, model_size, openai_client, vision

    openai_client.TOOL_SUPPORT.forget(server.base_url)
    vision.forget_vision()  # and whether its model reads images
    # and how large its model and window are, and whether it takes a grammar: the CI at 2059c0a
    # found test_turn_path's openai path one module longer (grammar_support) when an earlier fake's
    # port came back with its small model remembered, and the turn went the short prompt's way
    model_size.forget_parameter_counts()
    context_window.forget_context_windows()
    grammar_support.forget()
    try:  # and what an earlier test's controller kept in the settings for that port
        from map_assistant.toolbelt import preferences

        preferences.keep_tool_calling_verdicts({})
    except ImportError:  # the Python 3.9 leg runs without QGIS, and without settings
        pass
    try:
        yield server
    finally:
        server.close()
