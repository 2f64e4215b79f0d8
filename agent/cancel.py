"""A thread-safe cancel flag that can also abort blocked work.

The Stop button lives on the main thread while the HTTP read blocks a worker
thread; setting a flag alone would only be noticed after the read returns, so
workers register close callbacks that actively abort what they are waiting on.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

_log = logging.getLogger(__name__)


class CancelToken:
    def __init__(self) -> None:
        self._event = threading.Event()
        self._lock = threading.Lock()
        self._callbacks: list[Callable[[], None]] = []

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()

    def cancel(self) -> None:
        """Set the flag and run every registered callback once (any thread)."""
        with self._lock:
            if self._event.is_set():
                return
            self._event.set()
            callbacks, self._callbacks = self._callbacks, []
        for callback in callbacks:
            _run_quietly(callback)

    def on_cancel(self, callback: Callable[[], None]) -> Callable[[], None]:
        """Register ``callback``; runs now if already cancelled.

        Returns a function that unregisters it, so finished work does not keep
        closing resources it no longer owns.
        """
        with self._lock:
            if not self._event.is_set():
                self._callbacks.append(callback)
                return lambda: self._remove(callback)
        _run_quietly(callback)
        return lambda: None

    def wait(self, seconds: float) -> bool:
        """Sleep up to ``seconds``, waking early on cancel; True if cancelled."""
        return self._event.wait(seconds)

    def _remove(self, callback: Callable[[], None]) -> None:
        with self._lock:
            if callback in self._callbacks:
                self._callbacks.remove(callback)


def _run_quietly(callback: Callable[[], None]) -> None:
    # A failing close callback must not stop the others nor reach the caller
    # of cancel(), which is usually a Qt slot.
    try:
        callback()
    except Exception:  # noqa: BLE001
        _log.debug("cancel callback failed", exc_info=True)
