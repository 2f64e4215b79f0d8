"""Ask an OpenAI-compatible server whether its model takes pictures (``map_image``).

No standard endpoint says it, so each server's own is asked, as for the context
window: llama.cpp ``GET /props`` (``modalities.vision``, true when it was started
with a vision projector), Ollama ``POST /api/show`` (``capabilities`` lists
"vision"), LM Studio ``GET /api/v0/models/<id>`` (``type`` "vlm"). A server that
says nothing counts as "no" (vLLM does not say): the picture is then never offered,
and no request carries one a server would refuse. Answers are kept per server and
model for the QGIS session; Re-test (``forget_vision``) asks again.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from urllib.parse import quote

import httpx2

from .context_window import first_answer, server_root

_lock = threading.Lock()
_known: dict[tuple[str, str], bool] = {}


def probe_vision(base_url: str, model: str, api_key: str | None = None, proxy_url: str | None = None) -> bool:
    key = (base_url, model)
    with _lock:
        if key in _known:
            return _known[key]
    sees = bool(first_answer(_PROBES, base_url, model, api_key, proxy_url, unknown=False,
                             says=lambda verdict: verdict is not None))
    with _lock:
        _known[key] = sees
    return sees


def known_vision(base_url: str, model: str) -> bool:
    """What was learnt already, without asking (False when not yet asked)."""
    with _lock:
        return _known.get((base_url, model), False)


def forget_vision(base_url: str | None = None, model: str | None = None) -> None:
    """Ask ``base_url``'s ``model`` again; with no arguments, every server and model."""
    with _lock:
        if base_url is None:
            _known.clear()
        else:
            _known.pop((base_url, model or ""), None)


# Each probe: True or False when the server says, None when this is not its endpoint.

def _llama_cpp(http: httpx2.Client, base_url: str, model: str) -> bool | None:
    answer = http.get(f"{server_root(base_url)}/props")
    if answer.status_code != 200:
        return None
    modalities = answer.json().get("modalities")
    return bool(modalities.get("vision")) if isinstance(modalities, dict) else None


def _ollama(http: httpx2.Client, base_url: str, model: str) -> bool | None:
    answer = http.post(f"{server_root(base_url)}/api/show", json={"model": model})
    if answer.status_code != 200:
        return None
    capabilities = answer.json().get("capabilities")
    return "vision" in capabilities if isinstance(capabilities, list) else None


def _lm_studio(http: httpx2.Client, base_url: str, model: str) -> bool | None:
    answer = http.get(f"{server_root(base_url)}/api/v0/models/{quote(model, safe='')}")
    if answer.status_code != 200:
        return None
    kind = answer.json().get("type")
    return kind == "vlm" if isinstance(kind, str) else None


_PROBES: tuple[Callable[[httpx2.Client, str, str], bool | None], ...] = (_llama_cpp, _ollama, _lm_studio)
