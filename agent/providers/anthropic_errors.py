"""Turn Anthropic SDK and HTTP failures into LLMError messages a user can act on.

Every message says what happened and what to do next. Secrets (the API key, a
proxy password) are scrubbed from any text taken from an exception.
"""

from __future__ import annotations

import ssl
from collections.abc import Iterable

import anthropic
import httpx2

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

# The API reports an empty balance as a plain 400 invalid_request_error whose
# message says so ("Your credit balance is too low to access the Anthropic API...").
_NO_CREDIT_TEXT = "credit balance is too low"

# The API's documented error types, used before the HTTP status because an
# error can also arrive inside a 200 SSE stream ("event: error").
_KIND_BY_ERROR_TYPE = {
    "authentication_error": ErrorKind.AUTH,
    "permission_error": ErrorKind.PERMISSION,
    "rate_limit_error": ErrorKind.RATE_LIMIT,
    "billing_error": ErrorKind.BILLING,
    "overloaded_error": ErrorKind.OVERLOADED,
    "api_error": ErrorKind.SERVER,
    "timeout_error": ErrorKind.TIMEOUT,
    "invalid_request_error": ErrorKind.BAD_REQUEST,
    "not_found_error": ErrorKind.BAD_REQUEST,
    "request_too_large": ErrorKind.BAD_REQUEST,
}


def unknown_model(error_type: str | None, detail: str) -> str | None:
    """The model a 404 names: the API answers ``not_found_error`` with "model: NAME"."""
    if error_type not in (None, "", "not_found_error") or not detail.lower().startswith("model:"):
        return None
    return detail.split(":", 1)[1].strip() or None


def to_llm_error(exc: BaseException, *, timeout: float, proxy_url: str | None,
                 secrets: Iterable[str | None] = ()) -> LLMError:
    """Map any exception from a call to the Anthropic API to an LLMError."""
    if isinstance(exc, LLMError):
        return exc
    hide = [s for s in secrets if s]
    if isinstance(exc, anthropic.APIStatusError):
        return _status_error(exc, hide)
    if _in_chain(exc, (httpx2.ProxyError,)):
        return LLMError(ErrorKind.PROXY, f"The proxy refused the connection ({_scrub(_root(exc), hide)}). "
                                         f"Check the proxy address, user and password in {NETWORK_SETTINGS}.")
    if _in_chain(exc, (anthropic.APITimeoutError, httpx2.TimeoutException)):
        return LLMError(ErrorKind.TIMEOUT, f"No answer from Anthropic within {timeout:g} s. Try again, "
                                           f"or raise the timeout in {SETTINGS}.")
    if isinstance(exc, UnreadableAnswer):
        return LLMError(ErrorKind.SERVER, unreadable_answer_message("Anthropic", _scrub(str(exc), hide)))
    if _in_chain(exc, (ssl.SSLError,)):
        return LLMError(ErrorKind.NETWORK, tls_failure_message("Anthropic", _scrub(_root(exc), hide)))
    if proxy_url and _in_chain(exc, (httpx2.ConnectError,)):
        # With a proxy configured, the only host we connect to is the proxy.
        return LLMError(ErrorKind.PROXY, f"Cannot connect to the proxy. Check the proxy address in "
                                         f"{NETWORK_SETTINGS} and that the proxy is running.")
    if _in_chain(exc, (httpx2.ConnectError,)):
        return LLMError(ErrorKind.NETWORK, "Cannot reach the Anthropic server. Check your internet connection "
                                           f"and the API base URL in {SETTINGS}.")
    if _in_chain(exc, (httpx2.TransportError, anthropic.APIConnectionError, IncompleteAnswer)):
        return LLMError(ErrorKind.NETWORK, "The connection to Anthropic was lost before the answer was complete. "
                                           "Check your internet connection and send the message again.")
    return LLMError(ErrorKind.UNKNOWN, f"Unexpected error while talking to Anthropic "
                                       f"({type(exc).__name__}: {_scrub(str(exc), hide)}). Try again; if it "
                                       "keeps happening, report it with the Map Assistant log.")


def _status_error(exc: anthropic.APIStatusError, hide: list[str]) -> LLMError:
    status = exc.status_code
    detail = _scrub(exc.api_message or "", hide)
    kind = _KIND_BY_ERROR_TYPE.get(exc.type or "")
    if status == 407:
        kind = ErrorKind.PROXY
    elif kind is None:
        kind = {400: ErrorKind.BAD_REQUEST, 401: ErrorKind.AUTH, 402: ErrorKind.BILLING,
                403: ErrorKind.PERMISSION, 404: ErrorKind.BAD_REQUEST, 413: ErrorKind.BAD_REQUEST,
                422: ErrorKind.BAD_REQUEST, 429: ErrorKind.RATE_LIMIT, 529: ErrorKind.OVERLOADED,
                }.get(status, ErrorKind.SERVER if status >= 500 else ErrorKind.UNKNOWN)
    retry_after = retry_after_seconds(exc.response.headers) if exc.response is not None else None
    model = unknown_model(exc.type, detail) if status == 404 or exc.type == "not_found_error" else None
    if model is not None:
        return LLMError(ErrorKind.MODEL_NOT_FOUND, model_not_found_message(model), model=model)
    if exc.type == "billing_error" or status == 402 or _NO_CREDIT_TEXT in detail.lower():
        # Waiting does not help here (unlike a rate limit): only adding credit does.
        return LLMError(ErrorKind.BILLING, _no_credit_message(detail))
    return LLMError(kind, _status_message(kind, status, detail, retry_after), retry_after=retry_after)


def _no_credit_message(detail: str) -> str:
    suffix = f" ({detail})" if detail else ""
    return (f"Your Anthropic account has no credit left{suffix}. Add credit in the Anthropic Console "
            "under Plans & Billing (console.anthropic.com), then send the message again.")


def _status_message(kind: ErrorKind, status: int, detail: str, retry_after: float | None) -> str:
    suffix = f" ({detail})" if detail else ""
    if kind is ErrorKind.AUTH:
        return f"Anthropic rejected the API key: it is wrong or has been revoked. Check the key in {SETTINGS}."
    if kind is ErrorKind.PERMISSION:
        return (f"Your API key is not allowed to do this{suffix}. Choose another model in {SETTINGS} "
                "or check the key's permissions in the Anthropic Console.")
    if kind is ErrorKind.RATE_LIMIT:
        wait = f"Wait {retry_after:.0f} s" if retry_after else "Wait a minute"
        return (f"Anthropic is limiting your requests: too many requests{suffix}. "
                f"{wait} and try again, or check your plan's rate limits in the Anthropic Console.")
    if kind is ErrorKind.OVERLOADED:
        return "Anthropic is overloaded right now. Try again in a minute."
    if kind is ErrorKind.SERVER:
        return (f"Anthropic had an internal error (HTTP {status}). Try again in a moment; if it keeps "
                "happening, check status.anthropic.com.")
    if kind is ErrorKind.TIMEOUT:
        return "Anthropic took too long to answer. Try again, or ask for a shorter answer."
    if kind is ErrorKind.PROXY:
        return (f"The proxy requires authentication or refused the request (HTTP {status}). Check the "
                f"proxy user and password in {NETWORK_SETTINGS}.")
    if kind is ErrorKind.BAD_REQUEST:
        return (f"Anthropic rejected the request (HTTP {status}){suffix}. Check the model name in "
                f"{SETTINGS}, or start a new chat if the conversation has grown too long.")
    return f"Anthropic answered with an unexpected error (HTTP {status}){suffix}. Try again later."


