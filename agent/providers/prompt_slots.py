"""A local llama.cpp server's read prompt, kept on disk across QGIS sessions.

Pure Python. llama.cpp's server can save what it has read of a prompt (the slot's
KV cache) to a file and load it back (``POST /slots/0?action=save|restore``, when it
was started with ``--slot-save-path``: scripts/llm_server.py and the built-in model
do). The warm-up (agent/warm_up.py) loads the file before it sends the prompt and
saves it after: the next QGIS session's first question then finds system prompt and
tools read in a second instead of a minute or two. The file is named after what
stays the same (model, system prompt, tools), so a changed prompt starts a new
file; the map context after it is read afresh where it changed. A server without
the feature answers 501 (or 404): nothing happens.
"""

from __future__ import annotations

import hashlib
import json
import logging

import httpx2

from ..llm_client import LLMRequest
from .context_window import server_root

_log = logging.getLogger(__name__)
SLOT = 0  # the servers the plugin starts have one slot (n_parallel 1)
TIMEOUT_S = 60.0  # a file of a few hundred MB on a slow disk


def slot_file(request: LLMRequest) -> str:
    """The file name for ``request``'s stable part (llama.cpp accepts letters, digits, '-' and '.').
    Not the tools' form (native or JSON text): a file saved in one form still gives the
    other the system prompt they share, and the next new chat saves the current form over
    it (make bench case 12: with the form in the name, the session after a switch found
    no file and read its whole prompt, 104 s instead of 22)."""
    stable = json.dumps([request.model, request.system, [[t.name, t.description, t.input_schema]
                                                          for t in request.tools]], sort_keys=True)
    return f"map-assistant-{hashlib.sha256(stable.encode()).hexdigest()[:24]}.bin"


def restore(base_url: str, name: str, api_key: str | None = None) -> bool:
    """Load ``name`` into the server's slot. False when the server cannot or has no such file."""
    return _slot_action(base_url, "restore", name, api_key)


def save(base_url: str, name: str, api_key: str | None = None) -> bool:
    return _slot_action(base_url, "save", name, api_key)


def _slot_action(base_url: str, action: str, name: str, api_key: str | None) -> bool:
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}  # the built-in server asks for its key
    try:
        with httpx2.Client(timeout=TIMEOUT_S, headers=headers, trust_env=False) as http:
            answer = http.post(f"{server_root(base_url)}/slots/{SLOT}", params={"action": action},
                               json={"filename": name})
    except httpx2.HTTPError as exc:
        _log.debug("slot %s of %s failed: %s", action, name, exc)
        return False
    _log.debug("slot %s of %s: HTTP %s", action, name, answer.status_code)
    return answer.status_code == 200
