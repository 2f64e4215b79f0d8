"""Ask a local model server how many parameters its model has: a small one gets the short prompt.

A model of a few billion parameters on a CPU reads its prompt at a few dozen tokens a
second, so the plugin's full prompt (about 5,600 tokens) kept the first answer of
Qwen2.5-Coder 1.5B over two minutes (make bench case 12); agent/words/short_prompt.py is
what such a model is sent instead. No standard endpoint says the size, so each
server's own is asked, as for the context window (context_window.py): llama.cpp's
``GET /v1/models`` (``meta.n_params``), then Ollama's ``POST /api/show``
(``details.parameter_size``, e.g. "1.5B"). Cached per server and model for the QGIS
session once the server answered; a server that says nothing gives 0 (the full prompt), and
one that does not answer yet (llama.cpp loading the model) is asked again next time.
"""

from __future__ import annotations

import logging
import re
import threading

import httpx2

from .context_window import probe_client, server_root
from .presets import is_local

_log = logging.getLogger(__name__)

# Below this many parameters a model gets the short prompt (Qwen2.5-Coder 1.5B reports 1.78e9).
SMALL_MODEL_PARAMETERS = 4_000_000_000

_lock = threading.Lock()
_known: dict[tuple[str, str], int] = {}
_SIZE = re.compile(r"^\s*([\d.]+)\s*([KMBT])\s*$", re.IGNORECASE)
_UNITS = {"K": 1e3, "M": 1e6, "B": 1e9, "T": 1e12}


def small_model(base_url: str, model: str, api_key: str | None = None, proxy_url: str | None = None) -> bool | None:
    """Whether ``model`` on the server at ``base_url`` is small: never for a server elsewhere
    (its prompt is not read on this machine's CPU); None while a local one does not say."""
    if not is_local(base_url):
        return False
    count = probe_parameter_count(base_url, model, api_key, proxy_url)
    return None if count is None else 0 < count < SMALL_MODEL_PARAMETERS


def probe_parameter_count(base_url: str, model: str, api_key: str | None = None,
                          proxy_url: str | None = None) -> int | None:
    """The number of parameters of ``model`` as the server at ``base_url`` (ending in /v1
    or not) reports it: 0 when it answers without saying, None when it does not answer
    (not started, still loading: asked again next time)."""
    key = (base_url, model)
    with _lock:
        if key in _known:
            return _known[key]
    answered, count = False, 0
    try:
        with probe_client(api_key, proxy_url) as http:
            for probe in _PROBES:
                try:
                    status, count = probe(http, base_url, model)
                except Exception as exc:  # noqa: BLE001 - a best-effort probe: any failure (a proxy's
                    # malformed SOCKS reply raised socksio's ProtocolError) means "not said", never a failed turn
                    _log.debug("model size probe %s failed: %s", probe.__name__, exc)
                    continue
                answered = answered or status < 500  # a loading llama.cpp answers 503
                if count > 0:
                    break
    except Exception as exc:  # noqa: BLE001 - as above: the client itself failed (proxy set-up)
        _log.debug("model size probe failed: %s", exc)
    if not answered:
        return None
    with _lock:
        _known[key] = count
    return count


def forget_parameter_counts() -> None:
    with _lock:
        _known.clear()


def parameters_from_label(label: str) -> int:
    """Ollama's "1.5B" / "494.03M" -> a count; 0 for anything else."""
    match = _SIZE.match(str(label or ""))
    return int(float(match.group(1)) * _UNITS[match.group(2).upper()]) if match else 0


def _llama_cpp(http: httpx2.Client, base_url: str, model: str) -> tuple[int, int]:
    answer = http.get(f"{server_root(base_url)}/v1/models")
    if answer.status_code != 200:
        return answer.status_code, 0
    entries = answer.json().get("data") or []
    for entry in entries:
        meta = entry.get("meta") or {}
        # llama.cpp serves one model, whatever name a request gives it: its entry is the answer.
        if meta.get("n_params") and (entry.get("id") == model or len(entries) == 1):
            return 200, int(meta["n_params"])
    return 200, 0


def _ollama(http: httpx2.Client, base_url: str, model: str) -> tuple[int, int]:
    answer = http.post(f"{server_root(base_url)}/api/show", json={"model": model})
    if answer.status_code != 200:
        return answer.status_code, 0
    return 200, parameters_from_label((answer.json().get("details") or {}).get("parameter_size", ""))


_PROBES = (_llama_cpp, _ollama)
