"""The QGIS-listener stand-in itself, over a plain socket: its endpoint file, the hello and
its refusal, answers by id (held and reversed on demand), dropping and restarting."""

from __future__ import annotations

import json
import socket
import stat

import pytest

from support.fakes.fake_map_listener import RESOURCES, TOOLS, FakeMapListener, write_endpoint

TIMEOUT = 5.0  # every read below is bounded


class Peer:
    """A bridge written by hand: one JSON object per line."""

    def __init__(self, port: int):
        self.socket = socket.create_connection(("127.0.0.1", port), timeout=TIMEOUT)
        self.lines = self.socket.makefile("rb")

    def send(self, message: dict) -> None:
        self.socket.sendall((json.dumps(message) + "\n").encode("utf-8"))

    def receive(self) -> dict | None:
        line = self.lines.readline()
        return json.loads(line) if line else None

    def hello(self, token: str) -> dict | None:
        self.send({"hello": {"token": token, "client": {"name": "peer", "version": "1"}}})
        return self.receive()

    def close(self) -> None:
        self.lines.close()
        self.socket.close()


@pytest.fixture
def fake(tmp_path):
    listener = FakeMapListener(tmp_path / "mcp_endpoint.json")
    yield listener
    listener.close()


def test_it_writes_the_endpoint_file_for_the_user_alone(fake):
    endpoint = json.loads(fake.endpoint.read_text(encoding="utf-8"))
    assert endpoint["host"] == "127.0.0.1" and endpoint["port"] == fake.port and endpoint["token"] == fake.token
    assert isinstance(endpoint["pid"], int)
    assert "\n" not in fake.endpoint.read_text(encoding="utf-8")
    assert stat.S_IMODE(fake.endpoint.stat().st_mode) == 0o600


def test_it_welcomes_the_token_then_answers_by_id(fake):
    peer = Peer(fake.port)
    try:
        assert peer.hello(fake.token) == {"welcome": {"server": "Map Assistant", "version": "fake"}}
        peer.send({"id": 7, "method": "tools/list", "params": {}})
        assert peer.receive() == {"id": 7, "result": {"tools": TOOLS}}
        peer.send({"id": 8, "method": "tools/call", "params": {"name": "echo", "arguments": {"text": "hi"}}})
        assert peer.receive() == {"id": 8, "result": {"text": 'echo {"text": "hi"}', "isError": False}}
        peer.send({"id": 9, "method": "resources/read", "params": {"uri": "map://extent"}})
        assert peer.receive()["result"]["text"] == RESOURCES[1]["text"]
        peer.send({"id": 10, "method": "tools/call", "params": {"name": "nope"}})
        assert peer.receive() == {"id": 10, "error": {"message": "No tool named 'nope'."}}
    finally:
        peer.close()
    assert fake.hellos == [{"token": fake.token, "client": {"name": "peer", "version": "1"}}]
    assert [r["id"] for r in fake.requests] == [7, 8, 9, 10]


def test_a_wrong_token_is_refused_and_the_connection_closed(fake):
    peer = Peer(fake.port)
    try:
        answer = peer.hello("not-the-token")
        assert "token was refused" in answer["refused"]
        assert peer.receive() is None  # closed
    finally:
        peer.close()
    assert fake.hellos[0]["token"] == "not-the-token" and fake.requests == []


def test_held_answers_come_newest_first(fake):
    fake.hold_until = 3
    peer = Peer(fake.port)
    try:
        peer.hello(fake.token)
        for request_id in (1, 2, 3):
            peer.send(
                {"id": request_id, "method": "tools/call", "params": {"name": "echo", "arguments": {"n": request_id}}}
            )
        answers = [peer.receive() for _ in range(3)]
    finally:
        peer.close()
    assert [a["id"] for a in answers] == [3, 2, 1] == fake.answered
    assert [a["result"]["text"] for a in answers] == [f'echo {{"n": {n}}}' for n in (3, 2, 1)]


def test_a_dropping_tool_and_drop_connections_close_the_connection(fake):
    first, second = Peer(fake.port), Peer(fake.port)
    try:
        first.hello(fake.token)
        first.send({"id": 1, "method": "tools/call", "params": {"name": "drop"}})
        assert first.receive() is None
        second.hello(fake.token)
        fake.drop_connections()
        assert second.receive() is None
    finally:
        first.close()
        second.close()
    assert [r["params"]["name"] for r in fake.requests] == ["drop"] and fake.answered == []


def test_drop_next_closes_the_connection_at_that_methods_next_request_only(fake):
    fake.drop_next = {"tools/list"}
    first, second = Peer(fake.port), Peer(fake.port)
    try:
        first.hello(fake.token)
        first.send({"id": 1, "method": "tools/list", "params": {}})
        assert first.receive() is None
        second.hello(fake.token)
        second.send({"id": 2, "method": "tools/list", "params": {}})
        assert second.receive()["id"] == 2
    finally:
        first.close()
        second.close()
    assert [r["id"] for r in fake.requests] == [1, 2] and fake.answered == [2]


def test_a_restart_brings_a_new_port_and_token_and_a_stop_removes_the_file(fake):
    old_port, old_token = fake.port, fake.token
    peer = Peer(old_port)
    try:
        peer.hello(old_token)
        fake.restart()
        assert peer.receive() is None  # the old connection went with the old listener
    finally:
        peer.close()
    endpoint = json.loads(fake.endpoint.read_text(encoding="utf-8"))
    assert (endpoint["port"], endpoint["token"]) == (fake.port, fake.token)
    assert fake.token != old_token
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", old_port), timeout=TIMEOUT).close()
    fake.stop()
    assert not fake.endpoint.exists()


def test_write_endpoint_can_point_at_a_stale_token(tmp_path, fake):
    write_endpoint(fake.endpoint, fake.port, "stale")
    peer = Peer(fake.port)
    try:
        assert "refused" in peer.hello(json.loads(fake.endpoint.read_text())["token"])
    finally:
        peer.close()
