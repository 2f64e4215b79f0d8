"""A plain client of the MCP listener's line protocol (toolbelt/mcp_link/listener.py).

Blocking sockets, meant for a test's worker thread while the main thread runs
Qt's event loop (the listener lives there): ``in_thread`` runs a function so and
waits with the event loop turning. What the bridge does, minus MCP.
"""

from __future__ import annotations

import json
import socket
import threading
from pathlib import Path


class LinkClient:
    def __init__(self, host: str, port: int, timeout_s: float = 30.0):
        self._next_id = 0
        try:
            self.sock = socket.create_connection((host, port), timeout=timeout_s)
        except ConnectionResetError:  # aborted before connect() returned: closed, as below
            self.sock = self._stream = None
            return
        self._stream = self.sock.makefile("rb")

    @classmethod
    def from_endpoint(cls, path: Path, timeout_s: float = 30.0) -> LinkClient:
        endpoint = json.loads(path.read_text(encoding="utf-8"))
        return cls(endpoint["host"], endpoint["port"], timeout_s)

    def send(self, message: dict | bytes) -> None:
        data = message if isinstance(message, bytes) else (json.dumps(message) + "\n").encode()
        self.sock.sendall(data)

    def receive(self) -> dict | None:
        """The next line as JSON; None when the listener closed the connection.

        A listener that aborts (``QTcpSocket.abort``) may reach us as a reset rather
        than an end of stream, depending on whether our hello was in flight, or even
        before connect() returned (a CI run on Python 3.13): all mean closed, and which
        one arrives is the kernel's race, not the listener's.
        """
        if self._stream is None:
            return None
        try:
            line = self._stream.readline()
        except ConnectionResetError:
            return None
        return json.loads(line) if line else None

    def hello(self, token: str, name: str = "test client") -> dict | None:
        if self.sock is None:
            return None
        try:
            self.send({"hello": {"token": token, "client": {"name": name, "version": "1"}}})
        except (BrokenPipeError, ConnectionResetError):
            return None  # closed before the hello went out
        return self.receive()

    def call(self, method: str, params: dict | None = None) -> dict:
        self._next_id += 1
        self.send({"id": self._next_id, "method": method, "params": params or {}})
        answer = self.receive()
        assert answer is not None and answer.get("id") == self._next_id, answer
        return answer

    def tool(self, name: str, **arguments) -> tuple[str, bool]:
        """A tools/call's (text, isError)."""
        answer = self.call("tools/call", {"name": name, "arguments": arguments})
        assert "result" in answer, answer
        return answer["result"]["text"], answer["result"]["isError"]

    def close(self) -> None:
        if self.sock is not None:
            self._stream.close()
            self.sock.close()


def in_thread(qtbot, work, timeout_ms: int = 60_000):
    """``work()`` in a thread while the event loop turns; its result, or its exception raised here."""
    outcome: dict = {}

    def run() -> None:
        try:
            outcome["value"] = work()
        except BaseException as error:  # noqa: BLE001 - raised again in the test
            outcome["error"] = error

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=timeout_ms)
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]
