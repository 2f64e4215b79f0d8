"""The MCP server's listener inside QGIS: loopback TCP, a token, one JSON object per line.

The bridge (``bridge.py``, a process of the MCP client) connects here. Qt's own
socket notifications drive every connection on the main thread, so nothing here
waits or makes a thread; the handler answers later (its lookups run in worker
threads), through ``Request.respond``.

Refused, each with the connection closed: a peer that is not loopback, more than
``MAX_CONNECTIONS`` at once, a first line that is not ``{"hello": {"token": ...}}``
with this start's token (compared in constant time) within ``HELLO_TIMEOUT_MS``
and ``MAX_HELLO_BYTES``, a line over ``MAX_LINE_BYTES`` or that is not a JSON
object. Calls past ``MAX_IN_FLIGHT`` per connection are answered "busy". Whatever
a peer sends, nothing raises into Qt. The token and port are new at each
``start``; the endpoint file is removed at ``stop``.
"""

from __future__ import annotations

import hmac
import json
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Protocol

from qgis.PyQt.QtCore import QObject, QTimer, pyqtSignal
from qgis.PyQt.QtNetwork import QHostAddress, QTcpServer, QTcpSocket

from .. import log
from .endpoint import remove, write_endpoint

HOST = "127.0.0.1"
MAX_LINE_BYTES = 1_048_576  # either way; an answer over it is sent as an error instead
MAX_HELLO_BYTES = 8_192  # what a connection may send before its token is checked
HELLO_TIMEOUT_MS = 10_000  # a connection that says nothing is closed
MAX_CONNECTIONS = 8  # at once; a client uses one
MAX_IN_FLIGHT = 8  # calls one client may have running at once; more are answered "busy"
SERVER_NAME = "Map Assistant"


@dataclass
class Request:
    """One call from a connected client; ``respond`` or ``fail`` once, on the main thread."""

    method: str
    params: dict
    client: str
    _send: Callable[[dict], None] = field(repr=False)
    answered: bool = False

    def respond(self, result: dict) -> None:
        self._answer({"result": result})

    def fail(self, message: str) -> None:
        self._answer({"error": {"message": message}})

    def _answer(self, body: dict) -> None:
        if not self.answered:
            self.answered = True
            self._send(body)


class Handler(Protocol):
    def handle(self, request: Request) -> None: ...


class McpListener(QObject):
    """Listens while started; ``clientsChanged`` when a client connects or leaves."""

    clientsChanged = pyqtSignal()

    def __init__(self, handler: Handler, version: str = "", parent: QObject | None = None):
        super().__init__(parent)
        self._handler = handler
        self._version = version
        self._server: QTcpServer | None = None
        self._token: str | None = None  # this start's; None while stopped
        self._endpoint: Path | None = None
        self._connections: list[_Connection] = []

    @property
    def is_listening(self) -> bool:
        return self._server is not None and self._server.isListening()

    @property
    def port(self) -> int:
        return self._server.serverPort() if self._server is not None else 0

    @property
    def clients(self) -> list[str]:
        """The names of the clients connected now (their handshake's ``client.name``)."""
        return [c.client for c in self._connections if c.client]

    def start(self, endpoint: Path) -> None:
        """Listen on a free loopback port and write the endpoint file; raises OSError if Qt cannot."""
        self.stop()
        server = QTcpServer(self)
        if not server.listen(QHostAddress(HOST), 0):
            message = server.errorString()
            server.deleteLater()
            raise OSError(message)
        server.newConnection.connect(self._accept)
        self._server, self._token, self._endpoint = server, secrets.token_urlsafe(32), endpoint
        write_endpoint(endpoint, HOST, server.serverPort(), self._token)
        log.log(f"MCP server listening on {HOST}:{server.serverPort()}")

    def stop(self) -> None:
        """Close every connection, stop listening and remove the endpoint file."""
        if self._endpoint is not None:
            remove(self._endpoint)
            self._endpoint = None
        self._token = None
        for connection in list(self._connections):
            connection.close()
        if self._server is not None:
            self._server.close()
            self._server.deleteLater()
            self._server = None
            log.log("MCP server stopped")

    def token_matches(self, token: object) -> bool:
        # As bytes: compare_digest refuses str with non-ASCII characters (a TypeError).
        return (bool(self._token) and isinstance(token, str)
                and hmac.compare_digest(token.encode("utf-8"), self._token.encode("utf-8")))

    def welcome(self) -> dict:
        return {"welcome": {"server": SERVER_NAME, "version": self._version}}

    def _accept(self) -> None:
        while self._server is not None and self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            # listen() binds loopback; the peer check is belt and braces.
            if not socket.peerAddress().isLoopback() or len(self._connections) >= MAX_CONNECTIONS:
                socket.abort()
                socket.deleteLater()
                continue
            self._connections.append(_Connection(socket, self))

    def _dispatch(self, request: Request) -> None:
        try:
            self._handler.handle(request)
        except Exception as exc:  # noqa: BLE001 - a handler bug answers the call, never reaches Qt
            log.error(f"MCP {request.method} failed: {exc!r}")
            request.fail(f"Map Assistant could not answer {request.method}: {exc}")

    def _closed(self, connection: _Connection) -> None:
        if connection in self._connections:
            self._connections.remove(connection)
            if connection.client:
                self.clientsChanged.emit()


class _Connection:
    """One bridge: its handshake, then its calls, each answered by id."""

    def __init__(self, socket: QTcpSocket, listener: McpListener):
        self._socket = socket
        self._listener = listener
        self._buffer = b""
        self.client = ""  # set by an accepted handshake
        self.in_flight = 0
        self._open = True
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(self.close)
        self._hello_timer = QTimer(socket)
        self._hello_timer.setSingleShot(True)
        self._hello_timer.timeout.connect(lambda: self._refuse("no hello within 10 s"))
        self._hello_timer.start(HELLO_TIMEOUT_MS)

    def close(self) -> None:
        if not self._open:
            return
        self._open = False
        self._hello_timer.stop()
        self._socket.readyRead.disconnect(self._read)
        self._socket.disconnected.disconnect(self.close)
        self._socket.disconnectFromHost()
        self._socket.deleteLater()
        self._listener._closed(self)

    def _read(self) -> None:
        try:
            chunk = bytes(self._socket.readAll())
            if b"\n" in chunk:
                # Split once per read: taking one line at a time off the front copied the rest
                # each time (1 MiB of short lines took 7 s on QGIS's main thread).
                *lines, self._buffer = (self._buffer + chunk).split(b"\n")
                for line in lines:
                    if not self._open:  # refused: the rest is not read
                        break
                    self._line(line)
            else:
                self._buffer += chunk
            limit = MAX_LINE_BYTES if self.client else MAX_HELLO_BYTES
            if self._open and len(self._buffer) > limit:
                self._refuse("a line longer than the limit")
        except Exception as exc:  # noqa: BLE001 - whatever a peer sends ends its connection, never in Qt
            log.error(f"MCP connection closed on {exc!r}")
            self._refuse("a message Map Assistant could not read")

    def _line(self, line: bytes) -> None:
        if len(line) > (MAX_LINE_BYTES if self.client else MAX_HELLO_BYTES):
            self._refuse("a line longer than the limit")
            return
        try:
            message = json.loads(line)
        except (ValueError, RecursionError):  # RecursionError: deeply nested arrays
            self._refuse("a line that is not JSON")
            return
        if not isinstance(message, dict):
            self._refuse("a line that is not a JSON object")
        elif not self.client:
            self._handshake(message)
        else:
            self._call(message)

    def _handshake(self, message: dict) -> None:
        hello = message.get("hello")
        if not isinstance(hello, dict) or not self._listener.token_matches(hello.get("token")):
            self._refuse("the token was refused: it is not this start's (restart the MCP client, or turn the "
                         "MCP server off and on in QGIS)")
            return
        self._hello_timer.stop()
        client = hello.get("client") if isinstance(hello.get("client"), dict) else {}
        self.client = str(client.get("name") or "unknown")[:80]
        self._write(self._listener.welcome())
        log.log(f"MCP client connected: {self.client}")
        self._listener.clientsChanged.emit()

    def _call(self, message: dict) -> None:
        call_id, method, params = message.get("id"), message.get("method"), message.get("params") or {}
        if not isinstance(call_id, int) or not isinstance(method, str) or not isinstance(params, dict):
            self._write({"id": call_id, "error": {"message": "a call needs an integer id, a method and object params"}})
            return
        if self.in_flight >= MAX_IN_FLIGHT:
            self._write({"id": call_id, "error": {"message": f"busy: at most {MAX_IN_FLIGHT} calls at once"}})
            return
        self.in_flight += 1

        def send(body: dict) -> None:
            self.in_flight -= 1
            self._write({"id": call_id, **body})

        self._listener._dispatch(Request(method, params, self.client, send))

    def _refuse(self, reason: str) -> None:
        log.warning(f"MCP connection refused: {reason}")
        self._write({"refused": reason})
        self._socket.flush()
        self.close()

    def _write(self, body: dict) -> None:
        if not self._open:
            return
        data = json.dumps(body, ensure_ascii=False).encode("utf-8")
        if len(data) > MAX_LINE_BYTES:  # the bridge would drop the connection: say what happened instead
            data = json.dumps({"id": body.get("id"), "error": {"message": (
                f"the answer was larger than {MAX_LINE_BYTES // 1_048_576} MiB; ask for less")}}).encode("utf-8")
        self._socket.write(data + b"\n")
