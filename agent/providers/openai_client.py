"""LLMClient for OpenAI-compatible servers (Ollama, LM Studio, llama.cpp, vLLM, ...).

The official ``openai`` SDK speaks ``/v1/chat/completions`` (streamed) and
``/v1/models``. Everything above ``agent/`` sees the Anthropic form only: the
session's history (system, text, tool_use, tool_result blocks) is converted to
chat messages here, and the streamed answer back to content blocks.

Real servers differ from the documentation, so the conversion is liberal in what
it reads: ``content: ""`` where null is documented, tool-call ids without the
``call_`` prefix or none at all, arguments split over any number of chunks,
arguments that are JSON in a string or not JSON at all (kept as the raw text: the
router then answers the call with an error result and the model tries again).

Tools: ``"on"`` always sends them, ``"off"`` never (the system prompt already
describes the JSON-in-text form the router reads), ``"auto"`` sends them until the
server refuses the parameter (a 4xx/5xx naming tools) or the model, never having
made a valid tool call, answers tool requests with action JSON in prose twice; then
that model is asked in the JSON form for the rest of the QGIS session (tool_support.py).

The live map context leads the typed message it was sent with, not the system
message (map_context.py): the system prompt, the tools and the earlier turns then
stay byte-identical from turn to turn, and a local server's prefix cache skips them.
"""

from __future__ import annotations

import functools
import json
import logging
import re
import uuid
from collections.abc import Iterator, Sequence
from datetime import datetime, timezone
from typing import Any
from urllib.parse import urlsplit

import openai

from ..cancel import CancelToken
from ..errors import IncompleteAnswer
from ..images import is_image, result_text
from ..llm_client import (
    LLMClient,
    LLMRequest,
    PromptProgress,
    StreamDone,
    StreamEvent,
    TextDelta,
    ToolSpec,
    content_blocks,
)
from ..prompt_fit import fit_request
from ..user_text import for_user
from . import grammar_support, map_context
from .context_window import probe_context_window
from .gbnf import answer_grammar
from .http_transport import (
    Connections,
    connection_retry_delay,
    expect_event_stream,
    http_client,
    server_key,
    status_retry_delay,
    with_retries,
)
from .model_size import small_model
from .models import ModelInfo
from .openai_errors import no_tools_error, to_openai_error
from .presets import is_local
from .tool_support import JSON_FORM, NATIVE, ToolSupport
from .vision import forget_vision, probe_vision

_log = logging.getLogger(__name__)

TOOLS_MODES = ("auto", "on", "off")
NO_KEY = "no-key"  # the SDK insists on a key; local servers ignore it
ERROR_PREFIX = "Error: "  # a tool result with is_error: chat messages have no such flag
JSON_FORM_NOTE = ("This model is used without tool calling: write each action as one JSON object "
                  "in a ```json block, as described above.")
CONTEXT_HEADING = map_context.HEADING
PICTURE_NOTE = "The picture your lookup returned:"  # before the image_url parts of a user message
_FINISH = {"stop": "end_turn", "tool_calls": "tool_use", "function_call": "tool_use", "length": "max_tokens"}

# What each (base URL, model) has shown about tool calling, for the QGIS session.
TOOL_SUPPORT = ToolSupport()


PROMPT_FORMS = ("auto", "short", "full")  # the settings' prompt_form (agent/words/short_prompt.py)
SERVER = for_user("The model server")  # names the server in messages when no preset does


class OpenAICompatibleClient(LLMClient):
    # With no model chosen: the newest model the server lists (a local server lists
    # what was pulled or loaded; no family is preferred).
    default_family = ""

    def __init__(self, base_url: str, api_key: str | None = None, timeout: float = 60.0,
                 proxy_url: str | None = None, max_retries: int = 2, tools: str = "auto",
                 label: str = SERVER, context_window: int = 0, prompt_form: str = "auto") -> None:
        self._base_url = (base_url or "").strip().rstrip("/")
        self._api_key = api_key or None
        self._timeout = float(timeout)
        self._proxy_url = proxy_url or None
        self._max_retries = max(0, int(max_retries))
        self._tools_mode = tools if tools in TOOLS_MODES else "auto"
        self.label = label
        self._context_window = max(0, int(context_window))  # 0: ask the server
        self._prompt_form = prompt_form if prompt_form in PROMPT_FORMS else "auto"

    def __repr__(self) -> str:  # never shows the key or the proxy password
        return f"OpenAICompatibleClient(base_url={self._base_url!r}, tools={self._tools_mode!r})"

    @property
    def base_url(self) -> str:
        return self._base_url

    @property
    def api_key(self) -> str | None:
        """For the requests beside the chat's to the same server (agent/providers/prompt_slots.py)."""
        return self._api_key

    # -- LLMClient ----------------------------------------------------------
    def stream(self, request: LLMRequest, cancel: CancelToken) -> Iterator[StreamEvent]:
        native = self.uses_tools(request.model) and bool(request.tools)
        try:
            yield from self._with_retries(request, native, cancel)
        except _ToolsRefused:
            _log.info("%s refused tools for %s: asking for the JSON form", self.label, request.model)
            TOOL_SUPPORT.refused(self._base_url, request.model)
            yield from self._with_retries(request, False, cancel)
        except _GrammarRefused:
            _log.info("%s refused the answer's grammar: asking without it", self.label)
            grammar_support.refused(self._base_url)
            yield from self._with_retries(request, native, cancel)

    def list_models(self) -> list[ModelInfo]:
        sdk = self._sdk(Connections())
        try:
            return [ModelInfo(model.id, _created(getattr(model, "created", None)), getattr(model, "id", ""))
                    for model in sdk.models.list()]
        except Exception as exc:
            raise self._error(exc, "") from exc
        finally:
            sdk.close()

    @property
    def server_key(self) -> str:
        return server_key("openai", self._base_url, self._api_key)

    # -- beyond LLMClient ---------------------------------------------------
    def uses_tools(self, model: str) -> bool:
        """Whether requests for ``model`` carry native tools (else the JSON-in-text form)."""
        if self._tools_mode != "auto":
            return self._tools_mode == "on"
        return TOOL_SUPPORT.uses_tools(self._base_url, model)

    def tool_calling(self, model: str) -> str:
        """What ``model`` has shown on this server: tool_support NATIVE, JSON_FORM or UNKNOWN
        (the mode set by hand, when not "auto", decides instead)."""
        if self._tools_mode != "auto":
            return NATIVE if self._tools_mode == "on" else JSON_FORM
        return TOOL_SUPPORT.state(self._base_url, model)

    def context_window(self, model: str) -> int:
        """The model's context length in tokens: as set by hand, else as the server reports
        it (asked once per server and model); 0 when unknown."""
        return self._context_window or probe_context_window(self._base_url, model, self._api_key, self._proxy_url)

    def small_model(self, model: str) -> bool | None:
        """As set by hand ("short", "full"), else as the server reports the model's size
        (agent/providers/model_size.py)."""
        if self._prompt_form != "auto":
            return self._prompt_form == "short"
        return small_model(self._base_url, model, self._api_key, self._proxy_url)

    def accepts_images(self, model: str) -> bool:
        """As the server says (agent/providers/vision.py); pictures need native tools too:
        the JSON-in-text form has no tool result to carry one."""
        return self.uses_tools(model) and probe_vision(self._base_url, model, self._api_key, self._proxy_url)

    def forget_tool_support(self, model: str) -> None:
        """Try tools again for ``model``, and ask about pictures again (after the server or
        the model changed)."""
        TOOL_SUPPORT.forget(self._base_url, model)
        forget_vision(self._base_url, model)
        grammar_support.forget()

    # -- internals ----------------------------------------------------------
    def _with_retries(self, request: LLMRequest, native: bool, cancel: CancelToken) -> Iterator[StreamEvent]:
        request = fit_request(request, self.context_window(request.model), tool_params, native)
        # In the JSON form, the answer held to its one call where the server offers it (agent/providers/gbnf.py).
        grammar = (not native and request.answer_schema is not None
                   and grammar_support.takes_grammar(self._base_url, self._api_key, self._proxy_url))
        params = build_params(request, native, progress=is_local(self._base_url), grammar=grammar)

        def to_error(exc: BaseException) -> Exception:
            if native and self._tools_mode == "auto" and no_tools_error(exc):
                return _ToolsRefused()
            if grammar and grammar_support.grammar_error(exc):
                return _GrammarRefused()
            return self._error(exc, request.model)

        for event in with_retries(lambda: self._stream_once(params, cancel), cancel, self._max_retries,
                                  _retry_delay, to_error, self.label,
                                  shown=lambda event: not isinstance(event, PromptProgress)):
            if isinstance(event, StreamDone) and native and self._tools_mode == "auto":
                TOOL_SUPPORT.record_answer(self._base_url, request.model, event.content, request.tools)
            yield event

    def _stream_once(self, params: dict, cancel: CancelToken) -> Iterator[StreamEvent]:
        connections = Connections()
        sdk = self._sdk(connections)
        unregister = cancel.on_cancel(connections.abort)
        answer = _Answer()
        try:
            stream = sdk.chat.completions.create(**params)
            expect_event_stream(stream.response)
            try:
                for chunk in stream:
                    progress = prompt_progress(chunk)
                    if progress is not None:
                        yield progress
                    text = answer.add(chunk)
                    if text:
                        yield TextDelta(text)
            finally:
                stream.close()
            yield answer.done()
        finally:
            unregister()
            sdk.close()

    def _sdk(self, connections: Connections) -> openai.OpenAI:
        """A fresh SDK client per call, so every socket it opens is tracked for cancel."""
        http = http_client(openai.DefaultHttpxClient, connections, self._proxy_url, hooks=[self._remember_body])
        # max_retries=0: retries happen in stream(), where waits can be cancelled.
        return openai.OpenAI(api_key=self._api_key or NO_KEY, base_url=self._base_url or None,
                             timeout=self._timeout, max_retries=0, http_client=http)

    def _remember_body(self, request) -> None:
        """Keep the body of a chat request for "What was sent" (worker thread; one
        attribute assignment, read later on the main thread)."""
        if request.method == "POST" and request.url.path.endswith("/chat/completions"):
            self.last_request_body = request.content.decode("utf-8", errors="replace")

    def _error(self, exc: BaseException, model: str):
        secrets = [self._api_key, self._proxy_url, urlsplit(self._proxy_url or "").password]
        return to_openai_error(exc, label=self.label, base_url=self._base_url, model=model,
                               timeout=self._timeout, proxy_url=self._proxy_url, secrets=secrets)


class _ToolsRefused(Exception):
    """The server refused the `tools` parameter: ask again in the JSON form."""


class _GrammarRefused(Exception):
    """The server refused the answer's grammar: ask again without it."""


def _retry_delay(exc: BaseException, attempt: int) -> float | None:
    if isinstance(exc, openai.APIStatusError):
        if no_tools_error(exc):
            return None
        return status_retry_delay(exc.status_code, exc.response.headers, attempt)
    if not isinstance(exc, openai.APIConnectionError) or isinstance(exc, openai.APITimeoutError):
        return None
    return connection_retry_delay(exc, attempt)


def _created(value: Any) -> str:
    """``created`` is a Unix time in the OpenAI form; servers also send 0 or nothing."""
    try:
        seconds = int(value)
    except (TypeError, ValueError):
        return ""
    if seconds <= 0:
        return ""
    return datetime.fromtimestamp(seconds, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


# -- request: Anthropic-form history -> chat messages --------------------------

def build_params(request: LLMRequest, native_tools: bool, progress: bool = False, grammar: bool = False) -> dict:
    """The SDK's arguments. ``progress``: ask for llama.cpp's prompt progress in the stream
    (``return_progress``); only for a server on this machine, where a cold prompt takes
    minutes to read. Other local servers (Ollama, LM Studio, vLLM) ignore the field; a
    remote API might refuse it. ``grammar``: hold the answer to ``request.answer_schema``
    in llama.cpp's GBNF (agent/providers/grammar_support.py says which servers take it)."""
    params: dict[str, Any] = {
        "model": request.model,
        "messages": chat_messages(request, native_tools),
        "max_tokens": request.max_tokens,
        "stream": True,
        "stream_options": {"include_usage": True},
    }
    if request.temperature is not None:
        params["temperature"] = request.temperature
    if native_tools and request.tools:
        params["tools"] = [tool_param(t) for t in request.tools]
    extra = {}
    if progress:
        extra["return_progress"] = True
    if grammar and request.answer_schema is not None:
        extra["grammar"] = cached_grammar(json.dumps(request.answer_schema, sort_keys=True))
    if extra:
        params["extra_body"] = extra
    return params


@functools.lru_cache(maxsize=8)
def cached_grammar(schema: str) -> str:
    """One schema, one grammar: the same tools make the same schema in every request."""
    return answer_grammar(json.loads(schema))


def prompt_progress(chunk: Any) -> PromptProgress | None:
    """llama.cpp's ``prompt_progress`` field of a stream chunk (an extra field to the SDK):
    ``processed`` counts the cached tokens too."""
    extra = getattr(chunk, "model_extra", None) or {}
    progress = extra.get("prompt_progress")
    if not isinstance(progress, dict):
        return None
    try:
        read, total, cached = (int(progress.get(key) or 0) for key in ("processed", "total", "cache"))
    except (TypeError, ValueError):
        return None  # liberal in what we accept: a malformed field is no progress
    return PromptProgress(read, total, cached) if total > 0 else None


def tool_params(tools: Sequence[ToolSpec]) -> list[dict]:
    return [tool_param(t) for t in tools]


def tool_param(tool: ToolSpec) -> dict:
    return {"type": "function",
            "function": {"name": tool.name, "description": tool.description, "parameters": tool.input_schema}}


def chat_messages(request: LLMRequest, native_tools: bool) -> list[dict]:
    """The conversation as chat-completions messages (system first, context last)."""
    system = request.system if native_tools or not request.tools else f"{request.system.rstrip()}\n\n{JSON_FORM_NOTE}\n"
    messages: list[dict] = [{"role": "system", "content": system}]
    names: dict[str, str] = {}  # tool_use id -> tool name, for results in the JSON form
    for message in map_context.with_contexts(request.messages, request.context):
        blocks = content_blocks(message.get("content"))
        if message.get("role") == "assistant":
            messages.append(_assistant_message(blocks, native_tools, names))
        else:
            messages.extend(_user_messages(blocks, native_tools, names))
    return messages


def _assistant_message(blocks: list[dict], native_tools: bool, names: dict[str, str]) -> dict:
    texts = [b.get("text", "") for b in blocks if b.get("type") == "text"]
    calls = []
    for block in blocks:
        if block.get("type") != "tool_use":
            continue
        names[block.get("id", "")] = block.get("name", "")
        arguments = block.get("input")
        if native_tools:
            calls.append({"id": block.get("id", ""), "type": "function", "function": {
                "name": block.get("name", ""),
                "arguments": arguments if isinstance(arguments, str) else json.dumps(arguments, ensure_ascii=False)}})
        else:  # the JSON form the model is asked for, so its history shows it
            fields = arguments if isinstance(arguments, dict) else {"arguments": arguments}
            texts.append("```json\n" + json.dumps({"type": block.get("name", ""), **fields}, ensure_ascii=False)
                         + "\n```")
    message: dict[str, Any] = {"role": "assistant", "content": "\n\n".join(t for t in texts if t) or None}
    if calls:
        message["tool_calls"] = calls
    elif message["content"] is None:
        message["content"] = ""
    return message


def _user_messages(blocks: list[dict], native_tools: bool, names: dict[str, str]) -> list[dict]:
    """Tool results become ``tool`` messages (they must follow the assistant's calls
    directly); the rest is one user message. A ``tool`` message holds text only, so a
    result's picture goes in that user message, as an ``image_url`` part."""
    messages: list[dict] = []
    texts: list[str] = []
    pictures: list[dict] = []
    for block in blocks:
        if block.get("type") == "tool_result":
            pictures += [_image_part(b) for b in block.get("content") or [] if is_image(b)]
            result = result_text(block.get("content"))
            if block.get("is_error"):
                result = ERROR_PREFIX + result
            if native_tools:
                messages.append({"role": "tool", "tool_call_id": block.get("tool_use_id", ""), "content": result})
            else:
                name = names.get(block.get("tool_use_id", ""), "action")
                texts.append(f"Result of your '{name}' action: {result}")
        elif block.get("type") == "text" and block.get("text"):
            texts.append(block["text"])
    if pictures:  # after the map context, which stays first for the server's prompt cache
        texts.insert(1 if texts and texts[0].startswith((map_context.HEADING, map_context.UNCHANGED)) else 0,
                     PICTURE_NOTE)
        messages.append({"role": "user", "content": [{"type": "text", "text": "\n\n".join(texts)}, *pictures]})
    elif texts:
        messages.append({"role": "user", "content": "\n\n".join(texts)})
    return messages


def _image_part(block: dict) -> dict:
    source = block.get("source") or {}
    return {"type": "image_url",
            "image_url": {"url": f"data:{source.get('media_type', 'image/png')};base64,{source.get('data', '')}"}}


# -- answer: streamed chunks -> Anthropic-form content blocks -------------------

class _Answer:
    """Assembles one streamed answer: text, tool calls in fragments, finish reason, usage."""

    def __init__(self) -> None:
        self.text: list[str] = []
        self.calls: dict[Any, dict] = {}  # slot key -> {"id", "name", "arguments"}
        self.finish: str | None = None
        self.usage: dict = {}

    def add(self, chunk: Any) -> str:
        usage = getattr(chunk, "usage", None)
        if usage is not None:
            self.usage = _usage(usage)
        text = ""
        for choice in getattr(chunk, "choices", None) or []:
            if getattr(choice, "index", 0) not in (0, None):
                continue  # only the first choice is asked for
            delta = getattr(choice, "delta", None)
            if delta is not None:
                text += getattr(delta, "content", None) or ""
                for call in getattr(delta, "tool_calls", None) or []:
                    self._add_call(call)
            if getattr(choice, "finish_reason", None):
                self.finish = choice.finish_reason
        if text:
            self.text.append(text)
        return text

    def _add_call(self, call: Any) -> None:
        index, call_id = getattr(call, "index", None), getattr(call, "id", None) or ""
        function = getattr(call, "function", None)
        name = getattr(function, "name", None) or ""
        arguments = getattr(function, "arguments", None) or ""
        if index is None:  # some servers send no index: a new id (or none so far) opens a call
            known = next((k for k, c in self.calls.items() if call_id and c["id"] == call_id), None)
            index = known if known is not None else (len(self.calls) if call_id or name or not self.calls
                                                     else list(self.calls)[-1])
        slot = self.calls.setdefault(index, {"id": "", "name": "", "arguments": ""})
        slot["id"] = slot["id"] or call_id
        slot["name"] = slot["name"] or name
        slot["arguments"] += arguments

    def done(self) -> StreamDone:
        if self.finish is None and not self.calls and not self.text:
            # Chunks without a finish reason are an answer cut short; local servers often
            # send no finish reason on a tool call, so a partial call still counts as an answer.
            raise IncompleteAnswer("the event stream ended before any answer")
        content: list[dict] = []
        text = "".join(self.text)
        if text.strip():
            content.append({"type": "text", "text": text})
        seen: set[str] = set()
        for call in self.calls.values():
            if not call["name"]:
                continue  # a fragment with neither name nor id to join: nothing callable
            call_id = call["id"] if call["id"] and call["id"] not in seen else f"call_{uuid.uuid4().hex[:24]}"
            seen.add(call_id)
            content.append({"type": "tool_use", "id": call_id, "name": call["name"],
                            "input": parse_arguments(call["arguments"])})
        has_calls = any(b["type"] == "tool_use" for b in content)
        if self.finish == "length":  # a tool call the limit cut is still cut: the session must know
            stop = "max_tokens"
        else:
            stop = "tool_use" if has_calls else _FINISH.get(self.finish or "", self.finish)
        return StreamDone(content=content, stop_reason=stop, usage=self.usage)


_FENCE = re.compile(r"^\s*```(?:json)?\s*(.*?)\s*```\s*$", re.DOTALL | re.IGNORECASE)


def parse_arguments(raw: str) -> dict | str:
    """A tool call's arguments as an object; the raw text when no object can be read
    (the router then tells the model the call was malformed)."""
    text = (raw or "").strip()
    if not text:
        return {}
    fenced = _FENCE.match(text)
    if fenced:
        text = fenced.group(1)
    for _ in range(2):  # arguments JSON-encoded twice arrive as a string holding the object
        try:
            value = json.loads(text)
        except ValueError:
            start = text.find("{")
            try:
                value = json.JSONDecoder().raw_decode(text, start)[0] if start >= 0 else None
            except ValueError:
                value = None
        if isinstance(value, dict):
            return value
        if not isinstance(value, str):
            break
        text = value
    return raw


def _usage(usage: Any) -> dict:
    prompt = int(getattr(usage, "prompt_tokens", 0) or 0)
    details = getattr(usage, "prompt_tokens_details", None)
    cached = int(getattr(details, "cached_tokens", 0) or 0) if details is not None else 0
    return {"input_tokens": max(0, prompt - cached), "output_tokens": int(getattr(usage, "completion_tokens", 0) or 0),
            "cache_read_input_tokens": cached}

