"""Whether an OpenAI-compatible server holds an answer to a grammar (issue 40: constrained
decoding where the server offers it), asked once per server for the QGIS session.

llama.cpp's server takes a GBNF ``grammar`` beside the messages (agent/providers/gbnf.py);
it is the one that says so: ``GET /props`` answers with its generation settings. Other
servers are sent no grammar (today's path): the OpenAI API refuses a field it does not
know, Ollama's and vLLM's constrained decoding take other forms, not written yet; and
llama.cpp's own Anthropic-compatible ``/v1/messages`` ignores one (tried on the bundled
xllamacpp 0.2.12: ``root ::= "ZZTOP"`` answered "Hello!"), so that path has none. A server
that refuses the grammar it was sent (a 4xx naming it, as newer llama.cpp builds answer a
grammar they cannot parse) is sent none again, and the request is made again without it.
The bundled build answers an unparsable grammar with an unconstrained 200 instead: that
ours is parsed and holds is shown on the real server (tests/integration/test_answer_grammar_live.py).
"""

from __future__ import annotations

import re
import threading

import httpx2
import openai

from .context_window import first_answer, server_root

_lock = threading.Lock()
_known: dict[str, bool] = {}
_REFUSED = re.compile(r"grammar", re.IGNORECASE)


def takes_grammar(base_url: str, api_key: str | None = None, proxy_url: str | None = None) -> bool:
    with _lock:
        if base_url in _known:
            return _known[base_url]
    says = first_answer([_llama_cpp], base_url, "", api_key, proxy_url, unknown=False, says=bool)
    with _lock:
        _known.setdefault(base_url, says)
        return _known[base_url]


def refused(base_url: str) -> None:
    """The server refused a grammar: none is sent to it again this session."""
    with _lock:
        _known[base_url] = False


def forget() -> None:
    with _lock:
        _known.clear()


def grammar_error(exc: BaseException) -> bool:
    """Whether ``exc`` is a server refusing the grammar of a request."""
    if not isinstance(exc, openai.APIStatusError) or exc.status_code not in (400, 422, 500):
        return False
    body = exc.body if isinstance(exc.body, (dict, str)) else ""
    return bool(_REFUSED.search(f"{exc.message} {body}"))


def _llama_cpp(http: httpx2.Client, base_url: str, model: str) -> bool:
    answer = http.get(f"{server_root(base_url)}/props")
    return answer.status_code == 200 and isinstance(answer.json().get("default_generation_settings"), dict)
