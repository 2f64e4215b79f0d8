"""What every provider's client needs around its SDK on a worker thread.

Both SDKs (anthropic, openai) sit on httpx2 and sleep uninterruptibly between
their own retries, so the clients turn SDK retries off and retry here, waiting
on the CancelToken; and Stop must abort a socket read that blocks the worker.
"""

from __future__ import annotations

import hashlib
import logging
import random
import socket
import ssl
import threading
from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

import httpcore2
import httpx2

from ..cancel import CancelToken
from ..errors import UnreadableAnswer, cancelled_error, retry_after_seconds

_log = logging.getLogger(__name__)

MAX_RETRY_WAIT_S = 20.0  # a longer retry-after is reported to the user instead of waited out
_RETRY_STATUSES = {408, 409, 429}

T = TypeVar("T")


def server_key(provider: str, base_url: str, api_key: str | None) -> str:
    """Which server and key a client talks to (the model list is cached per key), the key hashed."""
    key = hashlib.sha256((api_key or "").encode()).hexdigest()[:16]
    return f"{provider}|{base_url}|{key}"


def with_retries(once: Callable[[], Iterator[T]], cancel: CancelToken, max_retries: int,
                 delay_for: Callable[[BaseException, int], float | None],
                 to_error: Callable[[BaseException], Exception], what: str,
                 shown: Callable[[T], bool] = lambda item: True) -> Iterator[T]:
    """Yield from ``once()``, calling it again after a retryable failure.

    Never retries once something ``shown`` was yielded (the user would see text
    twice); ``delay_for(exc, attempt)`` gives the wait or None for "do not retry".
    """
    attempt = 0
    while True:
        if cancel.cancelled:
            raise cancelled_error()
        started = False
        try:
            for item in once():
                started = started or shown(item)
                yield item
            return
        except Exception as exc:
            if cancel.cancelled:
                raise cancelled_error() from exc
            delay = None if started or attempt >= max_retries else delay_for(exc, attempt)
            if delay is None:
                raise to_error(exc) from exc
            _log.debug("%s call failed (%s); retry %d in %.1f s", what, type(exc).__name__, attempt + 1, delay)
        attempt += 1
        if cancel.wait(delay):
            raise cancelled_error()


def status_retry_delay(status: int, headers, attempt: int) -> float | None:
    """The wait before retrying an HTTP error answer, None when it must not be retried."""
    should_retry = headers.get("x-should-retry") if headers is not None else None
    retryable = should_retry == "true" or (should_retry != "false" and (status in _RETRY_STATUSES or status >= 500))
    if not retryable:
        return None
    asked = retry_after_seconds(headers)
    if asked is not None:
        return asked if 0 <= asked <= MAX_RETRY_WAIT_S else None
    return backoff(attempt)


def connection_retry_delay(exc: BaseException, attempt: int) -> float | None:
    """The wait before retrying a failed connection; None for timeouts (the user already
    waited the full timeout) and for what a retry cannot fix: a proxy setting, a TLS
    mismatch (https to a plain-HTTP server), an address that answers with a web page."""
    if is_proxy_failure(exc) or any(isinstance(e, (httpx2.TimeoutException, ssl.SSLError, UnreadableAnswer))
                                    for e in _causes(exc)):
        return None
    return backoff(attempt)


def expect_event_stream(response) -> None:
    """Raise UnreadableAnswer unless ``response`` is a server-sent-event stream."""
    kind = response.headers.get("content-type", "")
    if "text/event-stream" not in kind:
        raise UnreadableAnswer(f"{kind.split(';')[0] or 'no content type'} instead of an event stream")


def backoff(attempt: int) -> float:
    return min(0.5 * 2 ** attempt, 8.0) * (0.75 + 0.25 * random.random())  # nosec B311 # retry jitter, not a secret: any generator spreads the retries


def is_proxy_failure(exc: BaseException) -> bool:
    return any(isinstance(e, httpx2.ProxyError) for e in _causes(exc))


def _causes(exc: BaseException) -> Iterator[BaseException]:
    current: BaseException | None = exc
    while current is not None:
        yield current
        current = current.__cause__


_ssl_lock = threading.Lock()
_ssl_context: ssl.SSLContext | None = None


def shared_ssl_context() -> ssl.SSLContext:
    """One TLS context for every client of the QGIS session, made once.

    httpx2 would build one (and read the CA bundle, tens of ms) for every client,
    and each call makes a new client; once an OpenSSL abort was seen in that
    construction on a worker thread while Qt ran its own TLS (a crash of QGIS).
    A built context is safe to share between threads.
    """
    global _ssl_context
    with _ssl_lock:
        if _ssl_context is None:
            _ssl_context = httpcore2.default_ssl_context()
        return _ssl_context


def http_client(make: Callable[..., httpx2.Client], connections: Connections, proxy_url: str | None,
                hooks: Sequence[Callable[[httpx2.Request], None]] = (), **kwargs) -> httpx2.Client:
    """The SDK's httpx2 client with the sockets tracked for cancel (and ``hooks`` called on
    each request); our own transport for a proxy, since the SDKs take proxies from the
    environment only and QGIS keeps its own."""
    hooks = {"request": [connections.on_request, *hooks]}
    tls = shared_ssl_context()
    if proxy_url:
        return make(transport=httpx2.HTTPTransport(proxy=proxy_url, verify=tls), trust_env=False,
                    event_hooks=hooks, **kwargs)
    return make(event_hooks=hooks, verify=tls, **kwargs)


class Connections:
    """The sockets one call opened, so Stop can abort a blocked read.

    Closing a socket does not wake a thread blocked reading it (Linux);
    ``shutdown()`` does. The sockets are found through httpcore's documented
    ``trace`` request extension.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._aborted = False
        self._sockets: list[socket.socket] = []

    def on_request(self, request: httpx2.Request) -> None:
        if self._aborted:
            raise httpx2.ReadError("cancelled", request=request)
        earlier = request.extensions.get("trace")

        def trace(name: str, info: dict) -> None:
            if earlier is not None:
                earlier(name, info)
            if name == "connection.connect_tcp.complete":
                sock = info["return_value"].get_extra_info("socket")
                if sock is not None:
                    self._add_socket(sock)

        request.extensions["trace"] = trace

    def abort(self) -> None:
        with self._lock:
            self._aborted = True
            sockets = list(self._sockets)
        # Only shutdown() here: the worker thread still owns the response and
        # closes it itself when its read fails; closing across threads races.
        for sock in sockets:
            _shutdown(sock)

    def _add_socket(self, sock: socket.socket) -> None:
        with self._lock:
            self._sockets.append(sock)
            aborted = self._aborted
        if aborted:  # cancel arrived while connecting
            _shutdown(sock)


def _shutdown(sock: socket.socket) -> None:
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        _log.debug("socket already closed")  # the read finished first: nothing to abort
