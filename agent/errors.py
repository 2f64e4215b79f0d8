"""One error taxonomy for every provider: the kinds, LLMError, and the messages they share.

Each provider's module (``providers/anthropic_errors.py``, ``providers/openai_errors.py``)
maps its SDK's exceptions onto these. Every message says what happened and what
to do next; secrets (the API key, a proxy password) are scrubbed from any text
taken from an exception.
"""

from __future__ import annotations

from enum import Enum

from .user_error import UserError
from .user_text import for_user

# QGIS's menus, as the user's QGIS names them (a field of the messages below).
SETTINGS = for_user("Settings → Options → Map Assistant")
NETWORK_SETTINGS = for_user("Settings → Options → Network")


class ErrorKind(Enum):
    NO_KEY = "no_key"
    AUTH = "auth"
    PERMISSION = "permission"
    RATE_LIMIT = "rate_limit"
    BILLING = "billing"  # no credit left: waiting does not help, adding credit does
    OVERLOADED = "overloaded"
    SERVER = "server"
    TIMEOUT = "timeout"
    NETWORK = "network"
    PROXY = "proxy"
    BAD_REQUEST = "bad_request"
    MODEL_NOT_FOUND = "model_not_found"  # the server does not serve the model (retired, or never existed)
    CANCELLED = "cancelled"
    UNKNOWN = "unknown"


class LLMError(UserError):
    """A failure the user can read: what happened and what to do next."""

    def __init__(self, kind: ErrorKind, user_message: str, retry_after: float | None = None,
                 model: str | None = None):
        super().__init__(user_message)
        self.kind = kind
        self.retry_after = retry_after  # seconds, when the server said so
        self.model = model  # MODEL_NOT_FOUND: the model the server does not serve

    def __repr__(self) -> str:
        return f"LLMError({self.kind.name}, {self.user_message!r})"


class UnreadableAnswer(Exception):
    """The server answered, but not with the API's event stream (a web page, a proxy's
    login page): the base URL points elsewhere. Not retried."""


class IncompleteAnswer(Exception):
    """The event stream ended before the answer's last event: something cut it."""


def tls_failure_message(label: str, root: str) -> str:
    return for_user("A secure (TLS) connection to {server} could not be made ({reason}). If the server speaks "
                    "plain HTTP, as local servers usually do, write its address with http:// in {settings}; "
                    "otherwise check the address and the system's certificates.",
                    server=label, reason=root, settings=SETTINGS)


def unreadable_answer_message(label: str, detail: str) -> str:
    return for_user("{server} sent an answer that could not be read ({reason}): the address may point at a web "
                    "page or a proxy's login page instead of the API. Check the API base URL in {settings} and "
                    "send the message again.", server=label, reason=detail, settings=SETTINGS)


def model_not_found_message(model: str, server: str = "") -> str:
    """``server``: the OpenAI-compatible server's name; none for Anthropic (then the key may be why)."""
    if server:
        return for_user("The model {model} is not available: it has been retired, or {server} does not serve "
                        "it. Choose another model in {settings}.", model=model, server=server, settings=SETTINGS)
    return for_user("The model {model} is not available: it has been retired, or this key may not use it. "
                    "Choose another model in {settings}.", model=model, settings=SETTINGS)


def in_brackets(detail: str) -> str:
    """A server's own words after a message's first clause: " (detail)", or nothing."""
    return f" ({detail})" if detail else ""


def wait_message(retry_after: float | None) -> str:
    if retry_after:
        return for_user("Wait {seconds} s", seconds=round(retry_after))
    return for_user("Wait a minute")


def proxy_refused_message(reason: str) -> str:
    return for_user("The proxy refused the connection ({reason}). Check the proxy address, user and password "
                    "in {settings}.", reason=reason, settings=NETWORK_SETTINGS)


def proxy_unreachable_message() -> str:
    return for_user("Cannot connect to the proxy. Check the proxy address in {settings} and that the proxy is "
                    "running.", settings=NETWORK_SETTINGS)


def proxy_authentication_message(status: int) -> str:
    return for_user("The proxy requires authentication or refused the request (HTTP {status}). Check the proxy "
                    "user and password in {settings}.", status=status, settings=NETWORK_SETTINGS)


def unexpected_error_message(server: str, reason: str) -> str:
    return for_user("Unexpected error while talking to {server} ({reason}). Try again; if it keeps happening, "
                    "report it with the Map Assistant log.", server=server, reason=reason)


def no_key_error() -> LLMError:
    return LLMError(ErrorKind.NO_KEY, for_user("No Anthropic API key is set. Add your key in {settings}.",
                                               settings=SETTINGS))


def stopped_message() -> str:
    return for_user("Stopped. Send a new message to continue.")


def cancelled_error() -> LLMError:
    return LLMError(ErrorKind.CANCELLED, stopped_message())


def retry_after_seconds(headers) -> float | None:
    """The wait the server asked for (``retry-after-ms`` or ``retry-after``), if any."""
    if headers is None:
        return None
    for name, scale in (("retry-after-ms", 0.001), ("retry-after", 1.0)):
        try:
            return float(headers.get(name)) * scale
        except (TypeError, ValueError):
            continue
    return None


def _chain(exc: BaseException) -> list[BaseException]:
    seen: list[BaseException] = []
    current: BaseException | None = exc
    while current is not None and current not in seen:
        seen.append(current)
        current = current.__cause__ or current.__context__
    return seen


def in_chain(exc: BaseException, types: tuple[type, ...]) -> bool:
    return any(isinstance(e, types) for e in _chain(exc))


def root_message(exc: BaseException) -> str:
    """The most specific message in the chain (e.g. '407 Proxy Authentication Required')."""
    messages = [str(e) for e in _chain(exc) if str(e)]
    return messages[-1] if messages else type(exc).__name__


def scrub(text: str, secrets: list[str]) -> str:
    for secret in secrets:
        text = text.replace(secret, "***")
    return text
