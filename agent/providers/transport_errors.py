"""What both providers' error mappings share: the failures below the API (a proxy, TLS,
an answer that could not be read, a connection lost), found in the exception's chain.

Pure Python with httpx. ``anthropic_errors.py`` and ``openai_errors.py`` ask these first
and in the same order, then map what is their SDK's own; secrets are scrubbed from any
text taken from an exception.
"""

from __future__ import annotations

import ssl

import httpx2

from ..errors import (
    ErrorKind,
    LLMError,
    UnreadableAnswer,
    in_chain,
    proxy_refused_message,
    proxy_unreachable_message,
    root_message,
    scrub,
    tls_failure_message,
    unexpected_error_message,
    unreadable_answer_message,
)


def refused_by_proxy(exc: BaseException, hide: list[str]) -> LLMError | None:
    """The proxy refused the request (asked before the timeouts: a proxy's refusal may come as one)."""
    if in_chain(exc, (httpx2.ProxyError,)):
        return LLMError(ErrorKind.PROXY, proxy_refused_message(scrub(root_message(exc), hide)))
    return None


def below_the_api(exc: BaseException, label: str, proxy_url: str | None, hide: list[str]) -> LLMError | None:
    """An unreadable answer, a TLS failure, or a proxy that cannot be reached."""
    if isinstance(exc, UnreadableAnswer):
        return LLMError(ErrorKind.SERVER, unreadable_answer_message(label, scrub(str(exc), hide)))
    if in_chain(exc, (ssl.SSLError,)):
        return LLMError(ErrorKind.NETWORK, tls_failure_message(label, scrub(root_message(exc), hide)))
    if proxy_url and in_chain(exc, (httpx2.ConnectError,)):
        # With a proxy configured, the only host we connect to is the proxy.
        return LLMError(ErrorKind.PROXY, proxy_unreachable_message())
    return None


def unexpected(exc: BaseException, label: str, hide: list[str]) -> LLMError:
    """Anything else: its type and message, scrubbed."""
    return LLMError(ErrorKind.UNKNOWN, unexpected_error_message(label, f"{type(exc).__name__}: "
                                                                f"{scrub(str(exc), hide)}"))
