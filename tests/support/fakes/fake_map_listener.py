"""A stand-in for Map Assistant's MCP listener in QGIS (toolbelt/mcp_link/listener.py), for
the bridge's tests: a threaded TCP server on 127.0.0.1 that speaks the same line-delimited
JSON (a hello with the token, then requests answered by id), writes the endpoint file
(0600) as QGIS does at each start, and serves scripted tools and resources.

It records what it got (the hellos, the requests), and can drop its connections, restart
with a new port and token, or hold answers until several requests are in flight and then
answer them in reverse order (the answers come out of order, as QGIS's may).
"""

from __future__ import annotations

import json
import os
import secrets
import socket
import socketserver
import tempfile
import threading
from pathlib import Path
from typing import Callable

MAX_LINE = 1_048_576
TOOLS = [
    {
        "name": "echo",
        "description": "Says back its arguments.",
        "inputSchema": {"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]},
        "annotations": {"readOnlyHint": True, "openWorldHint": False},
    },
    {
        "name": "zoom_to",
        "description": "Zooms the map to a layer.",
        "inputSchema": {"type": "object", "properties": {"layer": {"type": "string"}}},
        "annotations": {
            "readOnlyHint": False,
            "openWorldHint": False,
            "destructiveHint": False,
            "title": "Zoom to a layer",
        },
    },
    {
        "name": "fail",
        "description": "Always fails.",
        "inputSchema": {"type": "object"},
        "annotations": {"readOnlyHint": True, "openWorldHint": True},
    },
    {
        "name": "drop",
        "description": "QGIS goes away while it runs.",
        "inputSchema": {"type": "object"},
        "annotations": {"readOnlyHint": False, "openWorldHint": False},
    },
]
RESOURCES = [
    {
        "uri": "map://layers",
        "name": "layers",
        "description": "The layers of the project.",
        "mimeType": "application/json",
        "text": '[{"name": "roads"}, {"name": "rivers"}]',
    },
    {
        "uri": "map://extent",
        "name": "extent",
        "description": "What the map shows.",
        "mimeType": "text/plain",
        "text": "EPSG:4326 -10 35 30 60",
    },
]
DROP = object()  # a tool's answer that closes the connection instead


def _echo(arguments: dict) -> dict:
    return {"text": f"echo {json.dumps(arguments, sort_keys=True, ensure_ascii=False)}", "isError": False}


SCRIPTS: dict[str, Callable[[dict], object]] = {
    "echo": _echo,
    "zoom_to": lambda arguments: {"text": f"Zoomed to {arguments.get('layer')}.", "isError": False},
    "fail": lambda arguments: {"text": "There is no layer named 'lakes'.", "isError": True},
    "drop": lambda arguments: DROP,
}


def write_endpoint(path: Path, port: int, token: str, host: str = "127.0.0.1") -> None:
    """The endpoint file as QGIS writes it: one JSON line, 0600 from its creation, replaced whole."""
    handle, temporary = tempfile.mkstemp(prefix=path.name, dir=path.parent)
    with os.fdopen(handle, "w", encoding="utf-8") as stream:
        stream.write(json.dumps({"host": host, "port": port, "token": token, "pid": os.getpid()}))
    os.replace(temporary, path)


class FakeMapListener:
    """Listens on a free loopback port and writes ``endpoint`` until ``close()``."""

    def __init__(
        self,
        endpoint: Path,
        tools: list[dict] | None = None,
        resources: list[dict] | None = None,
        scripts: dict[str, Callable[[dict], object]] | None = None,
    ):
        self.endpoint = Path(endpoint)
        self.tools = TOOLS if tools is None else tools
        self.resources = RESOURCES if resources is None else resources
        self.scripts = SCRIPTS if scripts is None else scripts
        self.hellos: list[dict] = []  # every hello, accepted or not
        self.requests: list[dict] = []  # every request after a welcome, as received
        self.answered: list[int] = []  # request ids in the order they were answered
        self.hold_until = 0  # > 1: keep answers until this many wait, then answer them newest first
        self.drop_next: set[str] = set()  # methods whose next request closes the connection unanswered
        self.token = ""
        self.port = 0
        self.lock = threading.Lock()
        self._held: list[tuple[_Handler, dict]] = []
        self._handlers: set[_Handler] = set()
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None
        self.start()

    # ---------------------------------------------------------------- lifecycle

    def start(self) -> None:
        """Listen on a new port with a new token, and write them to the endpoint file."""
        server = _Server(("127.0.0.1", 0), _Handler)
        while server.server_address[1] == self.port:  # a restart's port is another: the old one stays shut
            server.server_close()
            server = _Server(("127.0.0.1", 0), _Handler)
        self._server, server.fake = server, self
        self.port = server.server_address[1]
        self.token = secrets.token_urlsafe(16)
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, name="fake-map-listener", daemon=True
        )
        self._thread.start()
        write_endpoint(self.endpoint, self.port, self.token)

    def stop(self) -> None:
        """As QGIS at stop: no more listening, connections closed, the endpoint file removed."""
        self.endpoint.unlink(missing_ok=True)
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._thread.join(timeout=5)
            self._server = None
        self.drop_connections()

    def restart(self) -> None:
        """QGIS restarted its listener: another port, another token, the old connections gone."""
        self.stop()
        self.start()

    def close(self) -> None:
        self.stop()

    def drop_connections(self) -> None:
        """Close every connection now (the listener, if any, goes on listening)."""
        with self.lock:
            handlers, self._held = list(self._handlers), []
        for handler in handlers:
            handler.drop()

    def connections(self) -> int:
        with self.lock:
            return len(self._handlers)

    # ---------------------------------------------------------------- answers

    def answer(self, request: dict) -> object:
        """The answer body (``result`` or ``error``) to one request, or DROP."""
        method, params = request.get("method"), request.get("params") or {}
        if method == "tools/list":
            return {"result": {"tools": self.tools}}
        if method == "tools/call":
            script = self.scripts.get(params.get("name"))
            if script is None:
                return {"error": {"message": f"No tool named {params.get('name')!r}."}}
            result = script(params.get("arguments") or {})
            return result if result is DROP else {"result": result}
        if method == "resources/list":
            return {"result": {"resources": [{k: v for k, v in r.items() if k != "text"} for r in self.resources]}}
        if method == "resources/read":
            for resource in self.resources:
                if resource["uri"] == params.get("uri"):
                    return {"result": {k: resource[k] for k in ("uri", "mimeType", "text")}}
            return {"error": {"message": f"No resource {params.get('uri')!r}."}}
        return {"error": {"message": f"Unknown method {method!r}."}}

    def _take(self, handler: _Handler, request: dict) -> None:
        with self.lock:
            self.requests.append(request)
            dropping = request.get("method") in self.drop_next
            self.drop_next.discard(request.get("method"))
            if dropping:
                due = [(handler, request, DROP)]
            elif self.hold_until > 1:
                self._held.append((handler, request))
                if len(self._held) < self.hold_until:
                    return
                due, self._held = [(owner, held, None) for owner, held in reversed(self._held)], []
            else:
                due = [(handler, request, None)]
        for owner, held, body in due:
            body = body or self.answer(held)
            if body is DROP:
                owner.drop()
                continue
            with self.lock:
                self.answered.append(held.get("id"))
            owner.write({"id": held.get("id"), **body})


class _Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True
    fake: FakeMapListener


class _Handler(socketserver.StreamRequestHandler):
    """One bridge's connection: its hello, then its requests, each answered by id."""

    def setup(self) -> None:
        super().setup()
        self.fake: FakeMapListener = self.server.fake
        self._write_lock = threading.Lock()
        with self.fake.lock:
            self.fake._handlers.add(self)

    def handle(self) -> None:
        hello = self._read()
        if hello is None:
            return
        self.fake.hellos.append(hello.get("hello"))
        token = (hello.get("hello") or {}).get("token")
        if token != self.fake.token:
            self.write({"refused": "the token was refused: it is not this start's"})
            return
        self.write({"welcome": {"server": "Map Assistant", "version": "fake"}})
        while (request := self._read()) is not None:
            self.fake._take(self, request)

    def finish(self) -> None:
        with self.fake.lock:
            self.fake._handlers.discard(self)
        try:
            super().finish()
        except (OSError, ValueError):
            pass  # dropped: nothing left to flush
        self.drop()

    def _read(self) -> dict | None:
        try:
            line = self.rfile.readline(MAX_LINE + 2)
        except OSError:
            return None
        if not line.endswith(b"\n") or len(line) > MAX_LINE + 1:
            return None  # closed, or a line too long: the connection ends
        return json.loads(line)

    def write(self, message: dict) -> None:
        with self._write_lock:
            try:
                self.wfile.write((json.dumps(message) + "\n").encode("utf-8"))
                self.wfile.flush()
            except (OSError, ValueError):
                pass  # dropped meanwhile

    def drop(self) -> None:
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.connection.close()
