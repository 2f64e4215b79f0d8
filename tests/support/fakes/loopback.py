"""What the loopback fakes of the model APIs share (stdlib only): a threaded HTTP
server on 127.0.0.1, scripted replies consumed in order, the requests recorded as
received, and the chunked JSON / server-sent-event writing both wire formats use.

Every request is checked against its API's conversation rules (``protocol_violations``,
tests/support/fakes/protocol.py): a violation is answered 400 as the real API answers it
and kept in ``violations``; ``strict_protocol`` fails the test that made the server,
even when the plugin coped with the 400 (the real API would have refused the request).
"""

from __future__ import annotations

import json
import threading
from collections import deque
from dataclasses import replace
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from support.fakes.scripted import Reply

# The servers made during the running test: strict_protocol reads their violations after it.
_MADE: list[LoopbackServer] = []


class LoopbackServer:
    """Serves ``handler`` on a free 127.0.0.1 port until ``close()``. A model in
    ``retired`` is answered with the API's 404; ``list_error`` fails model listing."""

    def __init__(self, handler: type[BaseHTTPRequestHandler], name: str) -> None:
        self.raw_requests: list[dict] = []
        self.request_headers: list[dict] = []
        self.retired: set[str] = set()
        self.list_error: int | None = None
        self.list_calls = 0
        self._replies: deque[Reply] = deque()
        self.responder = None  # Callable[[dict], Reply] | None: answers when no scripted reply is left
        # A request for one token of answer (the plugin's warm-up of a local server) is
        # answered as a server would, with one token, and never takes a scripted reply:
        # the script is the conversation's. False: it is a turn like any other.
        self.answer_warm_ups = True
        self._lock = threading.Lock()
        self._closing = threading.Event()
        self.violations: list[str] = []  # what the real API would have refused, as its 400 says
        self.closed = False
        _MADE.append(self)
        self._httpd = _Server(("127.0.0.1", 0), handler)
        self._httpd.fake = self
        host, port = self._httpd.server_address[:2]
        self.root_url = f"http://{host}:{port}"
        self._thread = threading.Thread(target=self._httpd.serve_forever, name=name,
                                        kwargs={"poll_interval": 0.05}, daemon=True)
        self._thread.start()

    def retire(self, *models: str) -> None:
        """The models are no longer listed and requests for them get the API's 404."""
        self.retired.update(models)
        self.models = [m for m in self.models if m not in self.retired]

    def enqueue(self, *replies: Reply) -> None:
        with self._lock:
            self._replies.extend(replies)

    def close(self) -> None:
        self.closed = True
        self._closing.set()  # wakes handlers that hang
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)

    # Used by the handler thread.
    def _record(self, body: dict, headers: dict) -> Reply | None:
        with self._lock:
            self.raw_requests.append(body)
            self.request_headers.append(headers)
            self._on_request(body)
            problems = self.protocol_violations(body)
            if problems:  # refused before any scripted reply is taken, as the API refuses it
                self.violations.extend(problems)
                return _own(Reply.error(400, "invalid_request_error", problems[0]))
            if self.answer_warm_ups and is_warm_up(body):
                return _own(Reply.text("OK"))
            reply = self._replies.popleft() if self._replies else None
        if reply is None:
            return self.responder(self.view(body)) if self.responder is not None else None
        return reply.compute(self.view(body)) if reply.kind == "computed" else reply

    def view(self, body: dict) -> dict:
        """A request as responders and computed replies read it (the Anthropic form)."""
        return body

    @property
    def turn_requests(self) -> list[dict]:
        """The chat's own requests in the Anthropic form, without the warm-ups the plugin
        sends between them whenever an answer ends (a test reading "the last request"
        would otherwise meet one, depending on timing)."""
        with self._lock:
            bodies = list(self.raw_requests)
        return [self.view(body) for body in bodies if not is_warm_up(body)]

    def _on_request(self, body: dict) -> None:
        """Called with the lock held, for bookkeeping of a subclass."""

    def protocol_violations(self, body: dict) -> list[str]:
        """What the real API refuses in this request (each API's fake says)."""
        return []

    def take_violations(self) -> list[str]:
        """The violations so far, forgotten: for a test that sends an invalid request on purpose."""
        with self._lock:
            taken, self.violations = self.violations, []
        return taken

    def _unrecord(self, reply: Reply) -> None:
        if reply.own:  # the server's own answer, not the script's
            return
        with self._lock:
            self._replies.appendleft(reply)

    def _count_listing(self) -> None:
        with self._lock:
            self.list_calls += 1


def _own(reply: Reply) -> Reply:
    return replace(reply, own=True)


def strict_protocol(server_type: type[LoopbackServer]):
    """The body of each fake's autouse fixture: the test fails if a ``server_type`` made
    during it received a request its real API refuses."""
    yield
    made = [server for server in _MADE if isinstance(server, server_type)]
    _MADE[:] = [server for server in _MADE if server not in made or not server.closed]  # a closed one is done
    violations = [problem for server in made for problem in server.take_violations()]
    if violations:
        pytest.fail(f"{server_type.__name__} received requests the real API refuses (400):\n"
                    + "\n".join(f"- {problem}" for problem in violations), pytrace=False)


def is_warm_up(body: dict) -> bool:
    """A request for one token of answer: the plugin's warm-up of a local server."""
    return (body.get("max_tokens") or body.get("max_completion_tokens")) == 1


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False
    fake: LoopbackServer

    def handle_error(self, request, client_address):
        pass  # clients that hang up (timeouts, cancels, dropped streams) are expected


class LoopbackHandler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive and chunked SSE, like the real APIs

    def log_message(self, format, *args):
        pass

    def _read_body(self) -> bytes | None:
        """The request's body; None when the client went away before sending all of it
        (a warm-up cancelled at the end of a test). A real server drops such a request
        unread: recording it as an empty body made a violation no API would report."""
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length)
        if len(raw) < length:
            self.close_connection = True
            return None
        return raw

    def _json(self, status: int, payload: dict, headers: dict | None = None) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for name, value in (headers or {}).items():
            self.send_header(name, str(value))
        self.end_headers()
        self.wfile.write(data)

    def _start_sse(self, headers: dict | None = None) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        for name, value in (headers or {}).items():
            self.send_header(name, str(value))
        self.end_headers()

    def _answered_alike(self, reply: Reply | None, server_error_type: str) -> bool:
        """Answer what both APIs answer alike: no reply left (a 500 the test notices), a
        scripted error, a hang. True when answered."""
        if reply is None:
            self._error(500, server_error_type, "no scripted reply")
        elif reply.kind == "error":
            self._error(reply.status, reply.error_type, reply.message, reply.headers)
        elif reply.kind == "hang":
            self.server.fake._closing.wait(reply.seconds)
            self.close_connection = True
        elif reply.kind == "raw":
            self._raw_stream(reply.message)
        elif reply.kind == "body":
            self._plain(reply.status, reply.message)
        else:
            return False
        return True

    def _error(self, status: int, error_type: str, message: str, headers: dict | None = None) -> None:
        raise NotImplementedError  # each API has its error body

    def _raw_stream(self, text: str) -> None:
        """Exactly these SSE bytes (malformed or cut events, mid-stream errors), then the end."""
        self._start_sse()
        self._write_chunk(text.encode())
        self._write_chunk(b"")

    def _plain(self, status: int, text: str) -> None:
        """A body that is not the API's JSON (what a captive portal or a broken gateway sends)."""
        data = text.encode()
        self.send_response(status)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _write_chunk(self, payload: bytes) -> None:
        """One HTTP chunk (an empty payload ends the body)."""
        self.wfile.write(f"{len(payload):x}\r\n".encode() + payload + b"\r\n")
        self.wfile.flush()


def pieces(text: str, size: int) -> list[str]:
    return [text[i:i + size] for i in range(0, len(text), max(1, size))]
