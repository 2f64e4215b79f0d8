"""LLMClient on the official Anthropic SDK: streaming, cancel, retries, proxy.

Runs on a worker thread. Two things the SDK does not do for a desktop app are
done here: retries wait on the CancelToken (the SDK sleeps uninterruptibly,
possibly for a long retry-after), and Stop aborts a blocked socket read.
"""

from __future__ import annotations

import os
import typing
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import anthropic
import httpx2

from ..cancel import CancelToken
from ..errors import IncompleteAnswer, no_key_error
from ..llm_client import LLMClient, LLMRequest, StreamDone, StreamEvent, TextDelta, content_blocks
from ..prompt_fit import reads_tool_schemas, without_action_sections
from . import map_context
from .anthropic_errors import to_llm_error
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
from .models import ModelInfo, newest_in_family


class AnthropicClient(LLMClient):
    def __init__(self, api_key: str | None = None, base_url: str | None = None, timeout: float = 60.0,
                 proxy_url: str | None = None, max_retries: int = 2) -> None:
        # Same fallbacks as the SDK, resolved here so a missing key is reported
        # plainly instead of the SDK searching profiles on disk.
        self._api_key = api_key or os.environ.get("ANTHROPIC_API_KEY") or None
        self._base_url = base_url or os.environ.get("ANTHROPIC_BASE_URL") or None
        self._timeout = float(timeout)
        self._proxy_url = proxy_url or None
        self._max_retries = max(0, int(max_retries))

    def __repr__(self) -> str:  # never shows the key or the proxy password
        return f"AnthropicClient(base_url={self._base_url!r}, timeout={self._timeout:g})"

    # -- LLMClient ----------------------------------------------------------
    def stream(self, request: LLMRequest, cancel: CancelToken) -> Iterator[StreamEvent]:
        if not self._api_key:
            raise no_key_error()
        params = build_params(request)
        yield from with_retries(lambda: self._stream_once(params, cancel), cancel, self._max_retries,
                                _retry_delay, self._llm_error, "Anthropic")

    def list_models(self) -> list[ModelInfo]:
        if not self._api_key:
            raise no_key_error()
        sdk = self._sdk(Connections())
        try:
            return [ModelInfo(model.id, _iso(getattr(model, "created_at", None)),
                              getattr(model, "display_name", "") or "", self.retirement_date(model.id))
                    for model in sdk.models.list(limit=100)]  # iterating follows pages
        except Exception as exc:
            raise self._llm_error(exc) from exc
        finally:
            sdk.close()

    @property
    def server_key(self) -> str:
        return server_key("anthropic", self._base_url or "default", self._api_key)

    def retirement_date(self, model: str) -> str:
        return sdk_deprecations().get(model, "")

    def small_model(self, model: str) -> bool | None:
        """A local model behind an Anthropic-compatible server (llama.cpp's /v1/messages) is
        asked about as on the OpenAI-compatible side (agent/providers/model_size.py); Claude
        and Anthropic's own API never."""
        if not self._base_url or reads_tool_schemas(model):
            return False
        return small_model(self._base_url, model, self._api_key, self._proxy_url)

    def accepts_images(self, model: str) -> bool:
        return True  # every Claude model of the Messages API reads images

    def fallback_model(self, family_name: str) -> str | None:
        """The newest model of the family that the installed SDK knows and does not deprecate:
        a list that ages with the SDK, used only when the server cannot be asked."""
        deprecated = sdk_deprecations()
        known = [ModelInfo(m) for m in sdk_known_models() if m not in deprecated]
        newest = newest_in_family(known, family_name)  # the same ordering as a listed catalogue
        return newest.id if newest is not None else None

    # -- internals ----------------------------------------------------------
    def _stream_once(self, params: dict, cancel: CancelToken) -> Iterator[StreamEvent]:
        connections = Connections()
        sdk = self._sdk(connections)
        unregister = cancel.on_cancel(connections.abort)
        try:
            with sdk.messages.stream(**params) as stream:
                expect_event_stream(stream.response)
                stopped = False
                for event in stream:
                    if event.type == "content_block_delta" and event.delta.type == "text_delta":
                        yield TextDelta(event.delta.text)
                    stopped = stopped or event.type == "message_stop"
                if not stopped:  # the SDK would return a partial message (or fail an assert)
                    raise IncompleteAnswer("the event stream ended before message_stop")
                final = stream.get_final_message()
            yield StreamDone(content=[_api_block(b) for b in final.content], stop_reason=final.stop_reason,
                             usage=_usage(final.usage))
        finally:
            unregister()
            sdk.close()

    def _sdk(self, connections: Connections) -> anthropic.Anthropic:
        """A fresh SDK client per call, so every socket it opens is tracked for cancel."""
        http = http_client(anthropic.DefaultHttpxClient, connections, self._proxy_url, hooks=[self._remember_body])
        # max_retries=0: retries happen in stream(), where waits can be cancelled.
        return anthropic.Anthropic(api_key=self._api_key, base_url=self._base_url, timeout=self._timeout,
                                   max_retries=0, http_client=http)

    def _remember_body(self, request: httpx2.Request) -> None:
        """Keep the body of a Messages request for "What was sent" (worker thread;
        one attribute assignment, read later on the main thread)."""
        if request.method == "POST" and request.url.path.endswith("/messages"):
            self.last_request_body = request.content.decode("utf-8", errors="replace")

    def _llm_error(self, exc: BaseException):
        secrets = [self._api_key, self._proxy_url, urlsplit(self._proxy_url or "").password]
        return to_llm_error(exc, timeout=self._timeout, proxy_url=self._proxy_url, secrets=secrets)


def sdk_deprecations() -> dict[str, str]:
    """Model id -> retirement date, as the SDK announces it in its DeprecationWarning.

    The SDK warns from this table on every request; the warning goes to no place a
    QGIS user looks, so the plugin reads the same table and says it in the chat.
    """
    try:
        from anthropic.resources.messages.messages import DEPRECATED_MODELS
    except ImportError:  # moved in another SDK version: then no announcement is known
        return {}
    return {str(k): str(v) for k, v in dict(DEPRECATED_MODELS).items()}


def sdk_known_models() -> list[str]:
    """The model ids the installed SDK's types name (its ``ModelParam`` literal)."""
    names: list[str] = []
    for arg in typing.get_args(getattr(anthropic.types, "ModelParam", None) or ()):
        names.extend(a for a in typing.get_args(arg) if isinstance(a, str))
    return names


def _iso(value: Any) -> str:
    return value.isoformat() if hasattr(value, "isoformat") else str(value or "")


_CACHE_MARK = {"type": "ephemeral"}


def with_history_mark(messages: list[dict]) -> list[dict]:
    """The messages with a cache mark on the last block before the newest user message:
    the next request, whose history extends this one, reads the history from the cache
    (the API looks back from its own mark) instead of paying for it again."""
    if len(messages) < 2:
        return messages
    before = messages[-2]
    content = before.get("content")
    blocks = content_blocks(content)
    if not blocks or not isinstance(blocks[-1], dict) or blocks[-1].get("type") == "text" and not blocks[-1].get("text"):
        return messages
    blocks[-1] = {**blocks[-1], "cache_control": _CACHE_MARK}
    return [*messages[:-2], {**before, "content": blocks}, messages[-1]]


def build_params(request: LLMRequest) -> dict:
    """The Messages API arguments: stable cached system block, then live context."""
    if reads_tool_schemas(request.model):  # the tools are always native here
        request = without_action_sections(request)
    system: list[dict] = [{"type": "text", "text": request.system, "cache_control": _CACHE_MARK}]
    if reads_tool_schemas(request.model):  # Claude: the API caches from its marks, not the prefix
        messages = map_context.without_stamps(request.messages)
        if request.context:
            system.append({"type": "text", "text": request.context})
    else:  # a local server's prefix cache: each context stays in the message it came with
        messages = [_texts_joined(m) for m in map_context.with_contexts(request.messages, request.context)]
    params: dict[str, Any] = {"model": request.model, "max_tokens": request.max_tokens,
                              "system": system, "messages": with_history_mark(messages)}
    if request.temperature is not None and not reads_tool_schemas(request.model):
        # A local model behind an Anthropic-compatible server (llama.cpp's /v1/messages).
        # The SDK no longer takes sampling parameters (Claude's API decides them).
        params["extra_body"] = {"temperature": request.temperature}
    if request.tools:
        params["tools"] = [{"name": t.name, "description": t.description, "input_schema": t.input_schema}
                           for t in request.tools]
    return params


def _texts_joined(message: dict) -> dict:
    """A local model's message with its neighbouring text blocks as one, joined by a blank line,
    as the OpenAI-compatible client sends them: the same model behind llama.cpp's /v1/messages
    then reads the same prompt (its server joins the blocks its own way, and at temperature 0
    the 1.5B model answered the two paths differently: make eval-live at e1a9f7d)."""
    content = message.get("content")
    if not isinstance(content, list):
        return message
    joined: list[dict] = []
    for block in content:
        if block.get("type") == "text" and joined and joined[-1].get("type") == "text":
            joined[-1] = {"type": "text", "text": f"{joined[-1]['text']}\n\n{block['text']}"}
        else:
            joined.append(block)
    return {**message, "content": joined}


def _api_block(block: Any) -> dict:
    """An assistant content block in the form the API accepts back in history."""
    if block.type == "text":
        return {"type": "text", "text": block.text}
    if block.type == "tool_use":
        return {"type": "tool_use", "id": block.id, "name": block.name, "input": dict(block.input or {})}
    return block.model_dump(mode="json", exclude_none=True)  # e.g. thinking blocks, kept verbatim


def _usage(usage: Any) -> dict:
    if usage is None:
        return {}
    return {k: v for k, v in usage.model_dump().items() if isinstance(v, (int, float)) and not isinstance(v, bool)}


def _retry_delay(exc: BaseException, attempt: int) -> float | None:
    """Seconds to wait before retrying ``exc``, or None if it must not be retried."""
    if isinstance(exc, anthropic.APIStatusError):
        return status_retry_delay(exc.status_code, exc.response.headers, attempt)
    if not isinstance(exc, anthropic.APIConnectionError) or isinstance(exc, anthropic.APITimeoutError):
        return None  # timeouts are not retried: the user already waited the full timeout
    return connection_retry_delay(exc, attempt)
