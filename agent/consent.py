"""May attribute values go to the model? The policy, and the question to the user.

Lookups declare their egress (``router.METADATA`` or ``router.VALUES``). Before a
round runs a ``values`` lookup, the session applies ``ValuesPolicy``: ALLOW runs
it, DENY answers it with an error result telling the model to offer a button
instead, ASK yields a ``ValuesConsentNeeded`` event and blocks the worker on its
``ConsentGate`` until the user answers on the main thread, or Stop cancels the
turn (the gate also wakes then).
"""

from __future__ import annotations

import threading

from .cancel import CancelToken

ALLOW = "allow"
DENY = "deny"
ASK = "ask"

# Key in the context a lookup's run() receives: True when values may be sent
# (e.g. describe_layer, a metadata lookup, adds sample rows only then; it never asks).

WITHHELD_MESSAGE = (
    "Not run: the user does not allow sending attribute values to you (this lookup's "
    "result would hold values). Do not guess them: offer the user an action button "
    "instead (e.g. a sql action, which runs on the user's computer and shows the "
    "result to the user only), or use lookups that return names, types and counts."
)


class ConsentGate:
    """One question's answer, handed from the main thread to the waiting worker."""

    def __init__(self) -> None:
        self._event = threading.Event()
        self._allowed: bool | None = None

    def answer(self, allowed: bool) -> None:
        """The user's answer (main thread); the first one counts."""
        if not self._event.is_set():
            self._allowed = bool(allowed)
            self._event.set()

    @property
    def answered(self) -> bool:
        return self._event.is_set() and self._allowed is not None

    def wait(self, cancel: CancelToken) -> bool | None:
        """Block until answered (True/False) or cancelled (None). Worker thread."""
        unregister = cancel.on_cancel(self._event.set)
        try:
            self._event.wait()
        finally:
            unregister()
        return None if cancel.cancelled and self._allowed is None else self._allowed
