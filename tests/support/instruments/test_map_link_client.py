"""The link client against a scripted line server: framing, ids, a closed connection, in_thread."""

from __future__ import annotations

import json
import socket
import socketserver
import struct
import threading
import time

import pytest

from support.instruments.map_link_client import LinkClient, in_thread


class _Scripted(socketserver.StreamRequestHandler):
    def handle(self):
        hello = json.loads(self.rfile.readline())
        if hello["hello"]["token"] != "right":
            self.wfile.write(b'{"refused": "bad token"}\n')
            return
        self.wfile.write(b'{"welcome": {"server": "scripted"}}\n')
        for line in self.rfile:
            call = json.loads(line)
            self.wfile.write((json.dumps({"id": call["id"], "result": {"text": call["method"], "isError": False}})
                              + "\n").encode())


class _Aborting(socketserver.BaseRequestHandler):
    """Closes as QTcpSocket.abort() does: at once, no FIN, a reset (SO_LINGER 0)."""

    def handle(self):
        self.request.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.request.close()


def _serve(handler):
    running = socketserver.ThreadingTCPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=running.serve_forever, daemon=True).start()
    return running


@pytest.fixture
def server():
    with _serve(_Scripted) as running:
        yield running.server_address
        running.shutdown()


@pytest.fixture
def aborting():
    with _serve(_Aborting) as running:
        yield running.server_address
        running.shutdown()


def test_hello_calls_and_refusal(server):
    client = LinkClient(*server, timeout_s=5)
    assert client.hello("right") == {"welcome": {"server": "scripted"}}
    assert client.tool("count") == ("tools/call", False)
    assert client.call("tools/list")["id"] == 2
    client.close()
    refused = LinkClient(*server, timeout_s=5)
    assert refused.hello("wrong") == {"refused": "bad token"}
    assert refused.receive() is None  # closed after the refusal
    refused.close()


def test_an_abort_reads_as_closed(aborting):
    for attempt in range(10):  # the reset reaches the connect, the hello's send or its read
        client = LinkClient(*aborting, timeout_s=5)
        if attempt % 2:
            time.sleep(0.05)  # let the reset arrive before the hello
        assert client.hello("right") is None and client.receive() is None
        client.close()


def test_in_thread_returns_and_raises(qtbot):
    assert in_thread(qtbot, lambda: 41 + 1, timeout_ms=5_000) == 42
    with pytest.raises(ZeroDivisionError):
        in_thread(qtbot, lambda: 1 / 0, timeout_ms=5_000)


def test_a_reset_before_connect_returns_reads_as_closed(monkeypatch):
    # The kernel's race cannot be forced here: the reset is stood in for at connect().
    def reset(*args, **kwargs):
        raise ConnectionResetError(104, "Connection reset by peer")

    monkeypatch.setattr(socket, "create_connection", reset)
    client = LinkClient("127.0.0.1", 9, timeout_s=1)
    assert client.hello("right") is None and client.receive() is None
    client.close()
