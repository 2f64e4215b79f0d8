"""The MCP listener on a real loopback socket: the token, loopback only, the files, the limits.

A handler that answers each call with its method stands in for the gateway
(tests/ui/test_mcp_panel.py drives the real one).
"""

from __future__ import annotations

import json
import os
import socket
import stat

import pytest
from map_assistant.toolbelt.mcp_link import listener as listener_module
from map_assistant.toolbelt.mcp_link.listener import MAX_IN_FLIGHT, McpListener
from support.instruments.map_link_client import LinkClient, in_thread


class Echo:
    """Answers every call with its method and params; ``hold`` keeps calls unanswered."""

    def __init__(self):
        self.held = []
        self.hold = False

    def handle(self, request):
        if self.hold:
            self.held.append(request)
        elif "size" in request.params:  # an answer of that many characters
            request.respond({"data": "z" * request.params["size"]})
        else:
            request.respond({"method": request.method, "params": request.params, "client": request.client})


@pytest.fixture
def running(qgis_app, tmp_path):
    handler = Echo()
    server = McpListener(handler, "9.9")
    endpoint = tmp_path / "map_assistant" / "mcp_endpoint.json"
    server.start(endpoint)
    yield server, handler, endpoint
    server.stop()
    server.deleteLater()


def _token(endpoint) -> str:
    return json.loads(endpoint.read_text())["token"]


def test_the_endpoint_file_is_private_and_names_the_port(running):
    server, _, endpoint = running
    data = json.loads(endpoint.read_text())
    assert data["host"] == "127.0.0.1" and data["port"] == server.port > 0 and data["pid"] == os.getpid()
    assert len(data["token"]) >= 40
    assert stat.S_IMODE(endpoint.stat().st_mode) == 0o600


def test_a_client_with_the_token_is_welcomed_and_answered(running, qtbot):
    server, _, endpoint = running
    token = _token(endpoint)

    def session():
        client = LinkClient.from_endpoint(endpoint, 10)
        welcome = client.hello(token, "Claude Desktop")
        answer = client.call("tools/list", {"x": 1})
        client.close()
        return welcome, answer

    welcome, answer = in_thread(qtbot, session)
    assert welcome == {"welcome": {"server": "Map Assistant", "version": "9.9"}}
    assert answer == {"id": 1, "result": {"method": "tools/list", "params": {"x": 1}, "client": "Claude Desktop"}}


@pytest.mark.parametrize("hello", [
    {"hello": {"client": {"name": "no token"}}},
    {"hello": {"token": "not-the-token"}},
    {"hello": {"token": 12345}},
    {"id": 1, "method": "tools/list"},  # a call before any handshake
    {"hello": {"token": "é" * 43}},  # non-ASCII: hmac.compare_digest refuses such str (a TypeError)
])
def test_a_wrong_or_missing_token_is_refused_and_the_connection_closed(running, qtbot, hello):
    _, handler, endpoint = running

    def session():
        client = LinkClient.from_endpoint(endpoint, 10)
        client.send(hello)
        refusal, after = client.receive(), client.receive()
        client.close()
        return refusal, after

    refusal, after = in_thread(qtbot, session)
    assert "token was refused" in refusal["refused"] and after is None
    assert handler.held == []


def test_a_token_from_an_earlier_start_is_refused(running, qtbot):
    server, _, endpoint = running
    old_token, old_port = _token(endpoint), server.port
    server.start(endpoint)  # a restart: new port, new token
    assert _token(endpoint) != old_token

    def session():
        client = LinkClient.from_endpoint(endpoint, 10)
        refusal = client.hello(old_token)
        client.close()
        return refusal

    assert "refused" in in_thread(qtbot, session)
    with pytest.raises(ConnectionRefusedError):  # the old port is closed
        socket.create_connection(("127.0.0.1", old_port), timeout=2)


def _outside_address() -> str | None:
    """This machine's address on its default route (no packet is sent), or None without one."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # TEST-NET-1: only picks the route
        address = probe.getsockname()[0]
    except OSError:
        return None
    finally:
        probe.close()
    return None if address.startswith("127.") else address


def test_only_loopback_can_connect(running):
    server, _, _ = running
    assert server._server.serverAddress().toString() == "127.0.0.1"  # bound there, not to every interface
    address = _outside_address()
    if address is not None:  # and from this machine's other address, nothing answers
        with pytest.raises(OSError):
            socket.create_connection((address, server.port), timeout=2)


def test_a_line_over_the_limit_is_refused(running, qtbot, monkeypatch):
    _, _, endpoint = running
    monkeypatch.setattr(listener_module, "MAX_LINE_BYTES", 1_000)
    token = _token(endpoint)

    def session():
        client = LinkClient.from_endpoint(endpoint, 10)
        client.hello(token)
        client.send(b'{"id": 1, "method": "' + b"x" * 2_000)  # no newline yet
        refusal = client.receive()
        client.close()
        return refusal

    assert "longer than" in in_thread(qtbot, session)["refused"]


def test_many_lines_in_one_chunk_are_all_answered_in_order(running, qtbot):
    # Issue 37: the buffer was split one line at a time from the front (quadratic).
    _, _, endpoint = running
    token = _token(endpoint)
    count = 3_000

    def session():
        client = LinkClient.from_endpoint(endpoint, 30)
        hello = json.dumps({"hello": {"token": token, "client": {"name": "burst"}}}).encode() + b"\n"
        calls = b"".join(json.dumps({"id": n, "method": f"m{n}"}).encode() + b"\n" for n in range(1, count + 1))
        last = json.dumps({"id": count + 1, "method": "last"}).encode()
        client.send(hello + calls + last[:7])  # one chunk, ending inside a line ...
        client.send(last[7:] + b"\n")  # ... whose rest comes next
        answers = [client.receive() for _ in range(count + 2)]
        client.close()
        return answers

    welcome, *answers = in_thread(qtbot, session)
    assert "welcome" in welcome
    assert [a["id"] for a in answers] == list(range(1, count + 2))
    assert [a["result"]["method"] for a in answers] == [f"m{n}" for n in range(1, count + 1)] + ["last"]


def test_calls_past_the_in_flight_limit_are_answered_busy(running, qtbot):
    _, handler, endpoint = running
    handler.hold = True
    token = _token(endpoint)

    def session():
        client = LinkClient.from_endpoint(endpoint, 10)
        client.hello(token)
        for number in range(1, MAX_IN_FLIGHT + 2):
            client.send({"id": number, "method": "tools/call", "params": {}})
        busy = client.receive()
        client.close()
        return busy

    busy = in_thread(qtbot, session)
    assert busy["id"] == MAX_IN_FLIGHT + 1 and "busy" in busy["error"]["message"]
    qtbot.waitUntil(lambda: len(handler.held) == MAX_IN_FLIGHT, timeout=5_000)


def test_stop_closes_clients_and_removes_the_endpoint_file(running, qtbot):
    server, _, endpoint = running
    token = _token(endpoint)
    client = in_thread(qtbot, lambda: LinkClient.from_endpoint(endpoint, 10))
    in_thread(qtbot, lambda: client.hello(token, "Claude Code"))
    qtbot.waitUntil(lambda: server.clients == ["Claude Code"], timeout=5_000)
    server.stop()
    assert not endpoint.exists() and not server.is_listening and server.clients == []
    assert in_thread(qtbot, client.receive) is None  # the connection was closed
    client.close()


@pytest.mark.parametrize(("payload", "expected"), [
    (b"[" * 8_000 + b"\n", "not JSON"),  # nesting past Python's recursion limit (a RecursionError)
    (b"\xff\xfe not utf-8\n", "not JSON"),
    (b"[1, 2]\n", "not a JSON object"),
    (b"x" * 9_000, "longer than the limit"),  # before the hello: 8 KiB at most, newline or not
])
def test_whatever_a_peer_sends_before_the_hello_ends_in_a_refusal(running, qtbot, payload, expected):
    _, handler, endpoint = running

    def session():
        client = LinkClient.from_endpoint(endpoint, 10)
        client.send(payload)
        refusal, after = client.receive(), client.receive()
        client.close()
        return refusal, after

    refusal, after = in_thread(qtbot, session)
    assert expected in refusal["refused"] and after is None and handler.held == []


def test_a_silent_connection_is_closed(running, qtbot, monkeypatch):
    _, _, endpoint = running
    monkeypatch.setattr(listener_module, "HELLO_TIMEOUT_MS", 200)

    def session():
        client = LinkClient.from_endpoint(endpoint, 10)
        refusal, after = client.receive(), client.receive()  # says nothing, waits
        client.close()
        return refusal, after

    refusal, after = in_thread(qtbot, session)
    assert "no hello" in refusal["refused"] and after is None


def test_connections_past_the_limit_are_closed_at_once(running, qtbot, monkeypatch):
    server, _, endpoint = running
    monkeypatch.setattr(listener_module, "MAX_CONNECTIONS", 2)
    token = _token(endpoint)
    kept = [in_thread(qtbot, lambda: LinkClient.from_endpoint(endpoint, 10)) for _ in range(2)]
    for client in kept:
        assert "welcome" in in_thread(qtbot, lambda client=client: client.hello(token))
    extra = in_thread(qtbot, lambda: LinkClient.from_endpoint(endpoint, 10))
    assert in_thread(qtbot, lambda: extra.hello(token)) is None  # aborted, never welcomed
    for client in [*kept, extra]:
        client.close()


def test_an_answer_over_the_line_limit_is_sent_as_an_error(running, qtbot, monkeypatch):
    _, _, endpoint = running
    monkeypatch.setattr(listener_module, "MAX_LINE_BYTES", 2_000)
    token = _token(endpoint)

    def session():
        client = LinkClient.from_endpoint(endpoint, 10)
        client.hello(token)
        small = client.call("tools/list", {"size": 1_000})
        large = client.call("tools/list", {"size": 3_000})
        after = client.call("tools/list", {"size": 10})  # the connection goes on
        client.close()
        return small, large, after

    small, large, after = in_thread(qtbot, session)
    assert small["result"]["data"] == "z" * 1_000 and after["result"]["data"] == "z" * 10
    assert large["id"] == 2 and "larger than" in large["error"]["message"]
