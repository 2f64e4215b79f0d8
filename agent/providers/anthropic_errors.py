"""Turn Anthropic SDK and HTTP failures into LLMError messages a user can act on.

Every message says what happened and what to do next. Secrets (the API key, a
proxy password) are scrubbed from any text taken from an exception.
"""

from __future__ import annotations

from collections.abc import Iterable

import anthropic
import httpx2

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
    refused = refused_by_proxy(exc, hide)
    if refused is not None:
        return refused
    if in_chain(exc, (anthropic.APITimeoutError, httpx2.TimeoutException)):
        return LLMError(ErrorKind.TIMEOUT, for_user("No answer from Anthropic within {seconds} s. Try again, "
                                                    "or raise the timeout in {settings}.",
                                                    seconds=f"{timeout:g}", settings=SETTINGS))
    failure = below_the_api(exc, "Anthropic", proxy_url, hide)
    if failure is not None:
        return failure
    if in_chain(exc, (httpx2.ConnectError,)):
        return LLMError(ErrorKind.NETWORK, for_user("Cannot reach the Anthropic server. Check your internet "
                                                    "connection and the API base URL in {settings}.",
                                                    settings=SETTINGS))
    if in_chain(exc, (httpx2.TransportError, anthropic.APIConnectionError, IncompleteAnswer)):
        return LLMError(ErrorKind.NETWORK, for_user("The connection to Anthropic was lost before the answer was "
                                                    "complete. Check your internet connection and send the "
                                                    "message again."))
    return unexpected(exc, "Anthropic", hide)


def _status_error(exc: anthropic.APIStatusError, hide: list[str]) -> LLMError:
    status = exc.status_code
    detail = scrub(exc.api_message or "", hide)
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
    return for_user("Your Anthropic account has no credit left{detail}. Add credit in the Anthropic Console "
                    "under Plans & Billing (console.anthropic.com), then send the message again.",
                    detail=in_brackets(detail))


def _status_message(kind: ErrorKind, status: int, detail: str, retry_after: float | None) -> str:
    detail = in_brackets(detail)
    if kind is ErrorKind.AUTH:
        return for_user("Anthropic rejected the API key: it is wrong or has been revoked. Check the key in "
                        "{settings}.", settings=SETTINGS)
    if kind is ErrorKind.PERMISSION:
        return for_user("Your API key is not allowed to do this{detail}. Choose another model in {settings} "
                        "or check the key's permissions in the Anthropic Console.", detail=detail, settings=SETTINGS)
    if kind is ErrorKind.RATE_LIMIT:
        return for_user("Anthropic is limiting your requests: too many requests{detail}. {wait} and try again, "
                        "or check your plan's rate limits in the Anthropic Console.",
                        detail=detail, wait=wait_message(retry_after))
    if kind is ErrorKind.OVERLOADED:
        return for_user("Anthropic is overloaded right now. Try again in a minute.")
    if kind is ErrorKind.SERVER:
        return for_user("Anthropic had an internal error (HTTP {status}). Try again in a moment; if it keeps "
                        "happening, check status.anthropic.com.", status=status)
    if kind is ErrorKind.TIMEOUT:
        return for_user("Anthropic took too long to answer. Try again, or ask for a shorter answer.")
    if kind is ErrorKind.PROXY:
        return proxy_authentication_message(status)
    if kind is ErrorKind.BAD_REQUEST:
        return for_user("Anthropic rejected the request (HTTP {status}){detail}. Check the model name in "
                        "{settings}, or start a new chat if the conversation has grown too long.",
                        status=status, detail=detail, settings=SETTINGS)
    return for_user("Anthropic answered with an unexpected error (HTTP {status}){detail}. Try again later.",
                    status=status, detail=detail)


