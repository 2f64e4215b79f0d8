"""Ask an OpenAI-compatible server how long a context its model takes.

No standard endpoint says it, so each server's own is tried, cheapest first:
llama.cpp ``GET /props`` (``default_generation_settings.n_ctx``, the window it
was started with), vLLM ``GET /v1/models`` (``max_model_len``), Ollama ``GET /api/ps`` (a loaded
model's ``context_length``, what it really runs with) then ``POST /api/show``
(``num_ctx`` in the parameters when the model file sets one, else the model's
maximum ``model_info["<arch>.context_length"]``, which Ollama's own default
may be below: set the window by hand there), LM Studio
``GET /api/v0/models/<id>`` (``loaded_context_length`` / ``max_context_length``).
Answers are cached per server and model for the QGIS session; a server that
says nothing gives 0 ("unknown"), and the user can set the window by hand.
"""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Callable, Sequence
from typing import TypeVar
from urllib.parse import quote

import httpx2

from .http_transport import shared_ssl_context

_log = logging.getLogger(__name__)
PROBE_TIMEOUT_S = 3.0
T = TypeVar("T")

_lock = threading.Lock()
_known: dict[tuple[str, str], int] = {}


def server_root(base_url: str) -> str:
    """``http://host:8080/v1`` -> ``http://host:8080`` (the servers' own endpoints live there)."""
    return re.sub(r"/v1/?$", "", base_url.rstrip("/"))


def probe_context_window(base_url: str, model: str, api_key: str | None = None,
                         proxy_url: str | None = None) -> int:
    key = (base_url, model)
    with _lock:
        if key in _known:
            return _known[key]
    tokens = first_answer(_PROBES, base_url, model, api_key, proxy_url, unknown=0, says=lambda n: n > 0)
    with _lock:
        _known[key] = tokens
    return tokens


def first_answer(probes: Sequence[Callable[[httpx2.Client, str, str], T]], base_url: str, model: str,
                 api_key: str | None, proxy_url: str | None, unknown: T, says: Callable[[T], bool]) -> T:
    """The first answer of ``probes`` (each asks one kind of server) that ``says`` something;
    ``unknown`` when none does. A probe that fails or reads nonsense counts as silent."""
    try:
        with probe_client(api_key, proxy_url) as http:
            for probe in probes:
                try:
                    answer = probe(http, base_url, model)
                except (httpx2.HTTPError, ValueError, TypeError, AttributeError) as exc:
                    _log.debug("server probe %s failed: %s", probe.__name__, exc)
                    continue
                if says(answer):
                    return answer
    except httpx2.HTTPError as exc:
        _log.debug("server probe failed: %s", exc)
    return unknown


def probe_client(api_key: str | None, proxy_url: str | None) -> httpx2.Client:
    """An HTTP client for asking a server about itself: short timeout, QGIS's proxy and TLS."""
    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    tls = shared_ssl_context()
    transport = httpx2.HTTPTransport(proxy=proxy_url, verify=tls) if proxy_url else None
    return httpx2.Client(timeout=PROBE_TIMEOUT_S, headers=headers, transport=transport, verify=tls, trust_env=False)


def forget_context_windows() -> None:
    with _lock:
        _known.clear()


def _llama_cpp(http: httpx2.Client, base_url: str, model: str) -> int:
    answer = http.get(f"{server_root(base_url)}/props")
    if answer.status_code != 200:
        return 0
    props = answer.json()
    return int((props.get("default_generation_settings") or {}).get("n_ctx") or props.get("n_ctx") or 0)


def _vllm(http: httpx2.Client, base_url: str, model: str) -> int:
    answer = http.get(f"{base_url.rstrip('/')}/models")
    if answer.status_code != 200:
        return 0
    for entry in answer.json().get("data") or []:
        if entry.get("id") == model and entry.get("max_model_len"):
            return int(entry["max_model_len"])
    return 0


def _ollama(http: httpx2.Client, base_url: str, model: str) -> int:
    running = http.get(f"{server_root(base_url)}/api/ps")  # a loaded model's real window (newer Ollama)
    if running.status_code == 200:
        for entry in running.json().get("models") or []:
            if model in (entry.get("name"), entry.get("model")) and entry.get("context_length"):
                return int(entry["context_length"])
    answer = http.post(f"{server_root(base_url)}/api/show", json={"model": model})
    if answer.status_code != 200:
        return 0
    shown = answer.json()
    set_in_model_file = re.search(r"^\s*num_ctx\s+(\d+)", str(shown.get("parameters") or ""), re.MULTILINE)
    if set_in_model_file:
        return int(set_in_model_file.group(1))
    lengths = [v for k, v in (shown.get("model_info") or {}).items() if k.endswith(".context_length")]
    return int(lengths[0]) if lengths else 0


def _lm_studio(http: httpx2.Client, base_url: str, model: str) -> int:
    answer = http.get(f"{server_root(base_url)}/api/v0/models/{quote(model, safe='')}")
    if answer.status_code != 200:
        return 0
    info = answer.json()
    return int(info.get("loaded_context_length") or info.get("max_context_length") or 0)


_PROBES: tuple[Callable[[httpx2.Client, str, str], int], ...] = (_llama_cpp, _vllm, _ollama, _lm_studio)
