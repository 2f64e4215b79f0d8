"""Turn openai SDK and HTTP failures from an OpenAI-compatible server into LLMError.

The same ErrorKind taxonomy as the Anthropic provider (``errors.py``), so the
session and the chat treat both alike; the messages name the server the user
configured (Ollama, llama.cpp, ...) and say what to do next. Servers differ in
their error bodies: OpenAI's ``{"error": {"message", "type", "code"}}``, vLLM's
flat ``{"message", "type", "code": 404}``, llama.cpp's ``{"error": {"code": 500,
"message", "type": "server_error"}}``, Ollama's ``{"error": {"message"}}``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import httpx2
import openai

from ..errors import (
    SETTINGS,
    ErrorKind,
    IncompleteAnswer,
    LLMError,
    in_brackets,
    in_chain,
    model_not_found_message,
    proxy_authentication_message,
    retry_after_seconds,
    scrub,
    wait_message,
)
from ..user_text import for_user
from .transport_errors import below_the_api, refused_by_proxy, unexpected

_QUOTED = re.compile(r"[`'\"]([^`'\"]+)[`'\"]")
# What a server says when a model cannot take the `tools` parameter (Ollama: "... does
# not support tools"; llama.cpp without --jinja: "tools param requires --jinja flag").
_NO_TOOLS = re.compile(r"\btools?\b.*\b(not support|unsupported|requires|not enabled|not available)|"
                       r"(not support|unsupported).*\btools?\b|function call", re.IGNORECASE)


def no_tools_error(exc: BaseException) -> bool:
    """Whether ``exc`` is a server refusing the `tools` parameter for this model."""
    return (isinstance(exc, openai.APIStatusError) and exc.status_code in (400, 404, 422, 500, 501)
            and bool(_NO_TOOLS.search(_detail(exc.body) or exc.message or "")))


def to_openai_error(exc: BaseException, *, label: str, base_url: str, model: str, timeout: float,
                    proxy_url: str | None, secrets: Iterable[str | None] = ()) -> LLMError:
    """Map any exception from a call to an OpenAI-compatible server to an LLMError."""
    if isinstance(exc, LLMError):
        return exc
    hide = [s for s in secrets if s]
    if isinstance(exc, openai.APIStatusError):
        return _status_error(exc, label, model, hide)
    if isinstance(exc, openai.APIError) and not isinstance(exc, openai.APIConnectionError):
        # An error the server sent inside a 200 stream ("data: {"error": ...}").
        detail = scrub(_detail(exc.body) or exc.message or "", hide)
        return LLMError(ErrorKind.SERVER, for_user("{server} stopped with an error while answering ({reason}). "
                                                   "Send the message again; if it keeps happening, check the "
                                                   "server's log.", server=label, reason=detail))
    refused = refused_by_proxy(exc, hide)
    if refused is not None:
        return refused
    if in_chain(exc, (openai.APITimeoutError, httpx2.TimeoutException)):
        return LLMError(ErrorKind.TIMEOUT, for_user("No answer from {server} within {seconds} s. A local model on "
                                                    "a slow machine may need longer: raise the timeout in "
                                                    "{settings}, or use a smaller model.",
                                                    server=label, seconds=f"{timeout:g}", settings=SETTINGS))
    failure = below_the_api(exc, label, proxy_url, hide)
    if failure is not None:
        return failure
    if in_chain(exc, (httpx2.ConnectError,)):
        return LLMError(ErrorKind.NETWORK, for_user("Cannot reach {server} at {address}. Check that the server is "
                                                    "running and the address in {settings}.",
                                                    server=label, address=base_url, settings=SETTINGS))
    if in_chain(exc, (httpx2.TransportError, openai.APIConnectionError, IncompleteAnswer)):
        return LLMError(ErrorKind.NETWORK, for_user("The connection to {server} was lost before the answer was "
                                                    "complete. Check that the server is still running and send "
                                                    "the message again.", server=label))
    if isinstance(exc, ValueError):  # the SDK could not decode a streamed chunk
        return LLMError(ErrorKind.SERVER, for_user("{server} sent an answer that could not be read ({reason}). "
                                                   "Send the message again; if it keeps happening, update the "
                                                   "server.", server=label, reason=scrub(str(exc), hide)[:120]))
    return unexpected(exc, label, hide)


def _detail(body: object) -> str:
    """The human message in an error body, whatever the server's shape."""
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict):
            return str(inner.get("message") or inner.get("detail") or "")
        return str(inner or body.get("message") or body.get("detail") or "")
    return str(body or "")


def _code(exc: openai.APIStatusError) -> str:
    return str(exc.code or exc.type or "").lower()


def _status_error(exc: openai.APIStatusError, label: str, model: str, hide: list[str]) -> LLMError:
    status = exc.status_code
    detail = scrub(_detail(exc.body), hide)[:300]
    code = _code(exc)
    suffix = in_brackets(detail)
    retry_after = retry_after_seconds(exc.response.headers) if exc.response is not None else None
    lowered = detail.lower()
    if status == 404 and (code == "model_not_found" or ("model" in lowered and (
            "not exist" in lowered or "not found" in lowered))):
        named = next((m for m in _QUOTED.findall(detail) if m != "model"), "") or model
        return LLMError(ErrorKind.MODEL_NOT_FOUND, model_not_found_message(named, server=label), model=named)
    if code == "insufficient_quota" or status == 402 or "quota" in lowered or "credit" in lowered:
        return LLMError(ErrorKind.BILLING, for_user("{server} refused the request: the account has no credit or "
                                                    "quota left{detail}. Add credit with the provider, then send "
                                                    "the message again.", server=label, detail=suffix))
    if status == 407:
        return LLMError(ErrorKind.PROXY, proxy_authentication_message(status))
    if status == 401:
        return LLMError(ErrorKind.AUTH, for_user("{server} rejected the API key{detail}. Check the key in "
                                                 "{settings} (a local server started without a key needs none).",
                                                 server=label, detail=suffix, settings=SETTINGS))
    if status == 403:
        return LLMError(ErrorKind.PERMISSION, for_user("{server} does not allow this{detail}. Check the key's "
                                                       "permissions and the model in {settings}.",
                                                       server=label, detail=suffix, settings=SETTINGS))
    if status == 429:
        return LLMError(ErrorKind.RATE_LIMIT, for_user("{server} is limiting requests{detail}. {wait} and try "
                                                       "again.", server=label, detail=suffix,
                                                       wait=wait_message(retry_after)), retry_after=retry_after)
    if status in (503, 529) or "overloaded" in lowered or "loading model" in lowered:
        return LLMError(ErrorKind.OVERLOADED, for_user("{server} is busy or still loading the model{detail}. "
                                                       "Try again in a minute.", server=label, detail=suffix),
                        retry_after=retry_after)
    if status >= 500:
        return LLMError(ErrorKind.SERVER, for_user("{server} had an internal error (HTTP {status}){detail}. Try "
                                                   "again; if it keeps happening, check the server's log.",
                                                   server=label, status=status, detail=suffix),
                        retry_after=retry_after)
    if status in (400, 404, 413, 422):
        return LLMError(ErrorKind.BAD_REQUEST, _rejected_message(label, status, suffix, lowered))
    return LLMError(ErrorKind.UNKNOWN, for_user("{server} answered with an unexpected error (HTTP {status})"
                                                "{detail}. Try again later.", server=label, status=status,
                                                detail=suffix))


def _rejected_message(label: str, status: int, suffix: str, lowered: str) -> str:
    if "context" in lowered and ("exceed" in lowered or "too long" in lowered or "length" in lowered):
        return for_user("{server} rejected the request (HTTP {status}){detail}. Start a new chat, or set a "
                        "larger context window for the model on the server.",
                        server=label, status=status, detail=suffix)
    return for_user("{server} rejected the request (HTTP {status}){detail}. Check the base URL and the model "
                    "in {settings}.", server=label, status=status, detail=suffix, settings=SETTINGS)
