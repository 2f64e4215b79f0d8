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
import ssl
from collections.abc import Iterable

import httpx2
import openai

from ..errors import (
    NETWORK_SETTINGS,
    SETTINGS,
    ErrorKind,
    IncompleteAnswer,
    LLMError,
    UnreadableAnswer,
    _in_chain,
    _root,
    _scrub,
    model_not_found_message,
    retry_after_seconds,
    tls_failure_message,
    unreadable_answer_message,
)

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
        detail = _scrub(_detail(exc.body) or exc.message or "", hide)
        return LLMError(ErrorKind.SERVER, f"{label} stopped with an error while answering ({detail}). "
                                          "Send the message again; if it keeps happening, check the server's log.")
    if _in_chain(exc, (httpx2.ProxyError,)):
        return LLMError(ErrorKind.PROXY, f"The proxy refused the connection ({_scrub(_root(exc), hide)}). "
                                         f"Check the proxy address, user and password in {NETWORK_SETTINGS}.")
    if _in_chain(exc, (openai.APITimeoutError, httpx2.TimeoutException)):
        return LLMError(ErrorKind.TIMEOUT, f"No answer from {label} within {timeout:g} s. A local model on a slow "
                                           f"machine may need longer: raise the timeout in {SETTINGS}, or use a "
                                           "smaller model.")
    if isinstance(exc, UnreadableAnswer):
        return LLMError(ErrorKind.SERVER, unreadable_answer_message(label, _scrub(str(exc), hide)))
    if _in_chain(exc, (ssl.SSLError,)):
        return LLMError(ErrorKind.NETWORK, tls_failure_message(label, _scrub(_root(exc), hide)))
    if _in_chain(exc, (httpx2.ConnectError,)):
        if proxy_url:
            return LLMError(ErrorKind.PROXY, f"Cannot connect to the proxy. Check the proxy address in "
                                             f"{NETWORK_SETTINGS} and that the proxy is running.")
        return LLMError(ErrorKind.NETWORK, f"Cannot reach {label} at {base_url}. Check that the server is "
                                           f"running and the address in {SETTINGS}.")
    if _in_chain(exc, (httpx2.TransportError, openai.APIConnectionError, IncompleteAnswer)):
        return LLMError(ErrorKind.NETWORK, f"The connection to {label} was lost before the answer was complete. "
                                           "Check that the server is still running and send the message again.")
    if isinstance(exc, ValueError):  # the SDK could not decode a streamed chunk
        return LLMError(ErrorKind.SERVER, f"{label} sent an answer that could not be read "
                                          f"({_scrub(str(exc), hide)[:120]}). Send the message again; if it keeps "
                                          "happening, update the server.")
    return LLMError(ErrorKind.UNKNOWN, f"Unexpected error while talking to {label} "
                                       f"({type(exc).__name__}: {_scrub(str(exc), hide)}). Try again; if it "
                                       "keeps happening, report it with the Map Assistant log.")


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
    detail = _scrub(_detail(exc.body), hide)[:300]
    code = _code(exc)
    suffix = f" ({detail})" if detail else ""
    retry_after = retry_after_seconds(exc.response.headers) if exc.response is not None else None
    lowered = detail.lower()
    if status == 404 and (code == "model_not_found" or ("model" in lowered and (
            "not exist" in lowered or "not found" in lowered))):
        named = next((m for m in _QUOTED.findall(detail) if m != "model"), "") or model
        return LLMError(ErrorKind.MODEL_NOT_FOUND, model_not_found_message(named).replace(
            "this key may not use it", f"{label} does not serve it"), model=named)
    if code == "insufficient_quota" or status == 402 or "quota" in lowered or "credit" in lowered:
        return LLMError(ErrorKind.BILLING, f"{label} refused the request: the account has no credit or quota "
                                           f"left{suffix}. Add credit with the provider, then send the message again.")
    if status == 407:
        return LLMError(ErrorKind.PROXY, f"The proxy requires authentication or refused the request (HTTP 407). "
                                         f"Check the proxy user and password in {NETWORK_SETTINGS}.")
    if status == 401:
        return LLMError(ErrorKind.AUTH, f"{label} rejected the API key{suffix}. Check the key in {SETTINGS} "
                                        "(a local server started without a key needs none).")
    if status == 403:
        return LLMError(ErrorKind.PERMISSION, f"{label} does not allow this{suffix}. Check the key's permissions "
                                              f"and the model in {SETTINGS}.")
    if status == 429:
        wait = f"Wait {retry_after:.0f} s" if retry_after else "Wait a minute"
        return LLMError(ErrorKind.RATE_LIMIT, f"{label} is limiting requests{suffix}. {wait} and try again.",
                        retry_after=retry_after)
    if status in (503, 529) or "overloaded" in lowered or "loading model" in lowered:
        return LLMError(ErrorKind.OVERLOADED, f"{label} is busy or still loading the model{suffix}. "
                                              "Try again in a minute.", retry_after=retry_after)
    if status >= 500:
        return LLMError(ErrorKind.SERVER, f"{label} had an internal error (HTTP {status}){suffix}. Try again; "
                                          "if it keeps happening, check the server's log.", retry_after=retry_after)
    if status in (400, 404, 413, 422):
        too_long = "context" in lowered and ("exceed" in lowered or "too long" in lowered or "length" in lowered)
        advice = ("Start a new chat, or set a larger context window for the model on the server" if too_long
                  else f"Check the base URL and the model in {SETTINGS}")
        return LLMError(ErrorKind.BAD_REQUEST, f"{label} rejected the request (HTTP {status}){suffix}. {advice}.")
    return LLMError(ErrorKind.UNKNOWN, f"{label} answered with an unexpected error (HTTP {status}){suffix}. "
                                       "Try again later.")
