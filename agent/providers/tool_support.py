"""Whether a model on a server calls tools natively, learnt from its answers (issue 26).

Kept per (server base URL, model), for the QGIS session. A small model at temperature 0
may write one broken ```json block right after a good tool call; read as "cannot call
tools", that one answer once switched tool calling off for the rest of the session. So:

* a valid native call (a tool offered, arguments that are an object) proves the pair
  can: from then on its requests always carry tools, whatever it writes later;
* until then, an answer that writes an offered tool as JSON text is evidence against;
  only ``PROSE_ANSWERS_TO_SWITCH`` of them switch the pair to the JSON-in-text form (the
  router reads that form in any case, so a prose answer loses nothing meanwhile);
* a server that refuses the ``tools`` parameter switches an unproven pair at once.

``forget`` (the Options page's Re-test, Test connection) starts a pair afresh.

The verdicts outlive the QGIS session (``adopt`` at start, ``on_change`` to keep them):
learnt again in every session, the switch to the JSON form cost a small model's
second turn 20 s of re-reading each time (make bench case 12).
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Mapping, Sequence

from ..llm_client import ToolSpec

NATIVE, JSON_FORM, UNKNOWN = "native", "json", "unknown"
PROSE_ANSWERS_TO_SWITCH = 2


class ToolSupport:
    """What each (base URL, model) pair has shown; safe to use from any thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._native: set[tuple[str, str]] = set()
        self._json_form: set[tuple[str, str]] = set()
        self._prose: dict[tuple[str, str], int] = {}
        # Told every verdict after one changed (from the thread that learnt it).
        self.on_change: Callable[[dict[str, str]], None] | None = None

    def verdicts(self) -> dict[str, str]:
        """What was learnt, as plain data to keep: "<base URL> <model>" -> NATIVE or JSON_FORM."""
        with self._lock:
            return {**{_joined(k): JSON_FORM for k in self._json_form}, **{_joined(k): NATIVE for k in self._native}}

    def adopt(self, verdicts: Mapping[str, str]) -> None:
        """Take back what an earlier session learnt (``verdicts()``); malformed entries are skipped."""
        with self._lock:
            for joined, verdict in verdicts.items():
                base_url, _, model = str(joined).partition(_SEPARATOR)
                if model and verdict in (NATIVE, JSON_FORM):
                    (self._native if verdict == NATIVE else self._json_form).add((base_url, model))

    def _changed(self, before: dict[str, str]) -> None:
        after = self.verdicts()
        if after != before and self.on_change is not None:
            self.on_change(after)

    def state(self, base_url: str, model: str) -> str:
        """NATIVE (made a valid call), JSON_FORM (switched off) or UNKNOWN (no verdict yet)."""
        key = (base_url, model)
        with self._lock:
            if key in self._native:
                return NATIVE
            return JSON_FORM if key in self._json_form else UNKNOWN

    def uses_tools(self, base_url: str, model: str) -> bool:
        return self.state(base_url, model) != JSON_FORM

    def record_answer(self, base_url: str, model: str, content: Sequence[dict], tools: Sequence[ToolSpec]) -> None:
        """Weigh one answer to a request that offered ``tools`` natively."""
        key = (base_url, model)
        before = self.verdicts()
        with self._lock:
            if makes_valid_call(content, tools):
                self._native.add(key)
                self._json_form.discard(key)
                self._prose.pop(key, None)
            elif key not in self._native and answers_tools_in_prose(content, tools):
                self._prose[key] = self._prose.get(key, 0) + 1
                if self._prose[key] >= PROSE_ANSWERS_TO_SWITCH:
                    self._json_form.add(key)
        self._changed(before)

    def refused(self, base_url: str, model: str) -> None:
        """The server refused the tools parameter for this model."""
        key = (base_url, model)
        before = self.verdicts()
        with self._lock:
            if key not in self._native:
                self._json_form.add(key)
        self._changed(before)

    def forget(self, base_url: str, model: str | None = None) -> None:
        """Start afresh: one model on the server, or (``model`` None) all of its models."""
        before = self.verdicts()
        with self._lock:
            for known in (self._native, self._json_form, self._prose):
                for key in [k for k in known if k[0] == base_url and (model is None or k[1] == model)]:
                    if isinstance(known, dict):
                        known.pop(key)
                    else:
                        known.discard(key)
        self._changed(before)


_SEPARATOR = " "  # a URL has no space, and a model name comes after it


def _joined(key: tuple[str, str]) -> str:
    return f"{key[0]}{_SEPARATOR}{key[1]}"


def makes_valid_call(content: Sequence[dict], tools: Sequence[ToolSpec]) -> bool:
    """A native call of an offered tool whose arguments are an object (the client keeps
    arguments it could not read as the raw text)."""
    names = {t.name for t in tools}
    return any(b.get("type") == "tool_use" and b.get("name") in names and isinstance(b.get("input"), dict)
               for b in content)


def answers_tools_in_prose(content: Sequence[dict], tools: Sequence[ToolSpec]) -> bool:
    """Whether a model offered tools wrote an action as JSON text instead of calling it."""
    if any(b.get("type") == "tool_use" for b in content):
        return False
    names = {t.name for t in tools}
    text = " ".join(b.get("text", "") for b in content if b.get("type") == "text")
    return any(re.search(r'"type"\s*:\s*"' + re.escape(name) + '"', text) for name in names)
