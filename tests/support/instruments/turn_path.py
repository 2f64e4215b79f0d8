"""The plugin modules a thread runs through, in order: issue 38's measure of a turn's path.

``ModulePath.profile`` is a ``sys.setprofile`` function. Each call and return notes the
module the thread is in now, when it is one of ``package``'s and not the one before, so
a thread's path is its changes of module. ``summary`` counts the modules, the changes and
the returns to a module left earlier. Issue 38 measured one loopback turn (a count_features
lookup, then an sql button) with it: the worker's profile set by a wrapped
``ChatSession.run_turn``, the main thread's around ``chat.send``.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager


class ModulePath:
    def __init__(self, package: str = "map_assistant."):
        self.package = package
        self.paths: dict[str, list[str]] = {}  # thread name -> modules, one entry per change

    def profile(self, frame, event, arg) -> None:
        if event == "call":
            self._note(frame)
        elif event == "return":
            self._note(frame.f_back)  # back in the caller's module

    @contextmanager
    def watching(self) -> Iterator[ModulePath]:
        """This thread's path while the block runs."""
        sys.setprofile(self.profile)
        try:
            yield self
        finally:
            sys.setprofile(None)

    def _note(self, frame) -> None:
        module = frame.f_globals.get("__name__", "") if frame is not None else ""
        if not module.startswith(self.package) or module == __name__:  # not its own frames
            return
        path = self.paths.setdefault(threading.current_thread().name, [])
        if not path or path[-1] != module:
            path.append(module)


def summary(path: list[str]) -> dict[str, int]:
    """Modules visited, changes of module, and changes back to a module left earlier."""
    seen: set[str] = set()
    returns = 0
    for module in path:
        if module in seen:
            returns += 1
        seen.add(module)
    return {"modules": len(seen), "transitions": max(0, len(path) - 1), "returns": returns}
