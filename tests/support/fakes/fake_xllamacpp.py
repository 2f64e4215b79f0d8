"""A stand-in for the xllamacpp wheel (stdlib only): installed as ``xllamacpp`` in a
server folder, it lets the plugin's real serve.py run as a real process without the
1.1 GB model. Mocked because the real server needs that model and gigabytes of memory;
the live test in tests/toolbelt/builtin_model/test_server.py runs the real one.

Like llama.cpp's server it answers ``/health`` with 503 while "loading" (the first
``LOADING_ANSWERS`` questions), then 200, and lists the model at ``/v1/models``;
``/props`` says the context size and ``POST /slots/0`` saves or restores a slot.
Given ``api_keys``, it answers 401 as llama.cpp's server does (its
``middleware_validate_api_key``): every path but its public ones needs
``Authorization: Bearer KEY`` or ``X-Api-Key: KEY``.
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import SimpleNamespace

LOADING_ANSWERS = 2
PUBLIC_PATHS = ("/health", "/v1/health", "/models", "/v1/models", "/api/tags")  # llama.cpp's, asked without a key


class CommonParams:
    def __init__(self) -> None:
        self.model = SimpleNamespace(path="")
        self.sampling = SimpleNamespace(temp=0.8)
        self.cpuparams = SimpleNamespace(n_threads=0, poll=50)
        self.cpuparams_batch = SimpleNamespace(n_threads=0, poll=50)
        self.hostname, self.port = "127.0.0.1", 8080
        self.n_ctx = 4096
        self.api_keys: list[str] = []


class Server:
    def __init__(self, params: CommonParams) -> None:
        if not Path(params.model.path).is_file():
            raise RuntimeError(f"failed to load model {params.model.path}")
        self.params = params
        self.health_questions = 0
        httpd = ThreadingHTTPServer((params.hostname, params.port), _Handler)
        httpd.fake = self
        self.listening_address = f"http://{params.hostname}:{params.port}"
        threading.Thread(target=httpd.serve_forever, daemon=True).start()


class _Handler(BaseHTTPRequestHandler):
    def _refused(self) -> bool:
        """401 unless the path is public or the request carries one of the keys."""
        keys = self.server.fake.params.api_keys
        if not keys or self.path.split("?")[0] in PUBLIC_PATHS:
            return False
        bearer = self.headers.get("Authorization", "")
        given = bearer[len("Bearer "):] if bearer.startswith("Bearer ") else self.headers.get("X-Api-Key", "")
        if given in keys:
            return False
        self._json(401, {"error": {"code": 401, "message": "Invalid API Key", "type": "authentication_error"}})
        return True

    def do_POST(self) -> None:  # noqa: N802 - http.server's name
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        if self._refused():
            return
        if self.path.startswith("/slots/0?action="):
            self._json(200, {"id_slot": 0, "filename": "kept"})
        else:
            self._json(404, {"error": "not found"})

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        fake: Server = self.server.fake
        if self._refused():
            return
        if self.path == "/health":
            fake.health_questions += 1
            loading = fake.health_questions <= LOADING_ANSWERS
            self._json(503 if loading else 200, {"status": "loading model" if loading else "ok"})
        elif self.path == "/v1/models":
            self._json(200, {"object": "list", "data": [{"id": Path(fake.params.model.path).name}]})
        elif self.path == "/props":
            self._json(200, {"default_generation_settings": {"n_ctx": fake.params.n_ctx}})
        else:
            self._json(404, {"error": "not found"})

    def _json(self, status: int, body: dict) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *_args) -> None:
        pass


def install_into(server_dir: Path) -> Path:
    """This module as ``xllamacpp`` in ``server_dir`` (what PYTHONPATH points the server at)."""
    package = Path(server_dir) / "xllamacpp"
    package.mkdir(parents=True, exist_ok=True)
    (package / "__init__.py").write_text(Path(__file__).read_text(encoding="utf-8"), encoding="utf-8")
    return package
