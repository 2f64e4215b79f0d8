"""Issue 2: a message streams into the dock, Stop cancels, a missing key or network and
a proxy's refusal read clearly, and the next message still works (every transport
fault of each provider: test_transport_faults.py)."""

import socket
import socketserver
import threading
from urllib.parse import urlsplit

from qgis.PyQt.QtWidgets import QWidget
from support.fakes.scripted import ANTHROPIC_ONLY, Reply
from support.instruments.chat_faults import assert_next_message_works
from support.instruments.stall_watch import EventLoopProbe, monotonic


def test_answer_streams_into_the_dock_as_markdown(chat, llm_server, qtbot):
    llm_server.enqueue(Reply.text("The map shows **three** layers.", chunk_size=3, chunk_delay=0.02))
    chat.send("What is on the map?", wait=False)
    # A partial reply is visible before the answer is complete: it streams.
    qtbot.waitUntil(lambda: any(chat.replies()) and chat.controller.worker is not None, timeout=10_000)
    partial = chat.replies()[-1]
    assert partial and partial != "The map shows three layers."
    chat.wait_idle()
    assert chat.replies()[-1] == "The map shows three layers."  # Markdown rendered: no asterisks
    assert llm_server.requests[-1]["stream"] is True


def test_stop_cancels_and_the_next_message_works(chat, llm_server, qtbot):
    llm_server.enqueue(Reply.text("word " * 400, chunk_size=5, chunk_delay=0.02), Reply.text("Second answer."))
    chat.send("Tell me a long story", wait=False)
    qtbot.waitUntil(lambda: any(chat.replies()), timeout=10_000)
    chat.dock.findChild(QWidget, "stopButton").click()
    chat.wait_idle(5_000)  # the whole answer takes 8 s; how fast Stop lands: make bench, case 10
    assert len(chat.replies()[-1]) < len("word " * 400)
    chat.send("And now?")
    assert chat.replies()[-1] == "Second answer."
    roles = [m["role"] for m in llm_server.requests[-1]["messages"]]
    assert roles[0] == "user" and all(a != b for a, b in zip(roles, roles[1:]))


@ANTHROPIC_ONLY
def test_no_network_and_no_key(chat, llm_server, monkeypatch):
    monkeypatch.setenv("ANTHROPIC_BASE_URL", "http://127.0.0.1:9")  # nothing listens on port 9
    chat.send("Hello?")
    assert "connect" in chat.errors()[-1].lower() or "reach" in chat.errors()[-1].lower()
    monkeypatch.delenv("ANTHROPIC_API_KEY")
    monkeypatch.setenv("ANTHROPIC_BASE_URL", llm_server.base_url)
    chat.send("Hello again?")
    assert "key" in chat.errors()[-1].lower() and "settings" in chat.errors()[-1].lower()
    assert llm_server.requests == []  # neither reached the server
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-back-again")
    assert_next_message_works(chat, llm_server)
    assert [m["role"] for m in llm_server.requests[-1]["messages"]][-1] == "user"


@ANTHROPIC_ONLY  # the main thread's work is the same for both providers; 30 s once is enough
def test_the_event_loop_runs_while_a_30_second_answer_streams(chat, llm_server, qtbot):
    """A 5-ms timer ticks on the main thread while a ~30-s answer streams in; the
    longest gap between ticks is the longest time QGIS's event loop was blocked.

    This VM pauses whole processes now and then (a bare sleep loop sees 40-50 ms
    gaps, sometimes hundreds), and a busy machine keeps the main thread waiting for
    a CPU. The probe (support/instruments/stall_watch.py) takes both out of each gap: pauses a
    reference process saw in the same run, and the main thread's run-queue wait.
    A gap counts for no longer than some thread of this process was on a CPU,
    which still catches the main thread working and a worker holding the GIL.
    (It would not catch the main thread waiting on a lock held by a sleeping
    thread; no such lock exists.) Like every event-loop test, it leaves out full
    garbage collections on the main thread, whose length follows the whole test
    process. It fails at an order of magnitude above the 50 ms goal (LIMIT_S),
    which `make bench` case 8 measures; the raw numbers are printed as well.
    """
    llm_server.enqueue(Reply.text("Lorem ipsum dolor sit amet. " * 430, chunk_size=8, chunk_delay=0.02))
    probe = EventLoopProbe()
    probe.start()
    try:
        chat.send("Write a long answer", wait=False)
        chat.wait_idle(90_000)
    finally:
        summary = probe.stop()
    print(summary)
    streamed_s = monotonic() - probe.started
    assert chat.replies() and len(chat.replies()[-1]) > 10_000, chat.notices()
    assert streamed_s > 25, "the answer must take about 30 s to stream"
    assert len(probe.ticks) > 1000, "the timer must have ticked all along"
    probe.check(summary)


def test_new_chat_during_an_answer_drops_it_and_starts_clean(chat, llm_server, qtbot):
    llm_server.enqueue(Reply.text("word " * 400, chunk_size=5, chunk_delay=0.02), Reply.text("Fresh start."))
    chat.send("Tell me a long story", wait=False)
    qtbot.waitUntil(lambda: any(chat.replies()), timeout=10_000)
    chat.dock.findChild(QWidget, "newChatButton").click()
    chat.wait_idle(5_000)
    qtbot.wait(200)  # any late event from the abandoned turn would land now
    assert chat.replies() == []
    chat.send("Hello again")
    assert chat.replies() == ["Fresh start."]
    messages = llm_server.requests[-1]["messages"]
    assert len(messages) == 1 and messages[0]["content"][-1]["text"] == "Hello again"


def test_proxy_refusal_reads_clearly(chat, llm_server, qgis_proxy):
    """The proxy set in QGIS (Settings → Options → Network) is used, and its refusal is explained."""
    refusals = []

    class Refuse(socketserver.BaseRequestHandler):
        def handle(self):
            refusals.append(self.request.recv(4096).split(b"\r\n")[0])
            self.request.sendall(b"HTTP/1.1 407 Proxy Authentication Required\r\n"
                                 b"Proxy-Authenticate: Basic realm=\"corp\"\r\nContent-Length: 0\r\n\r\n")

    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Refuse)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        qgis_proxy(proxyEnabled=True, proxyType="HttpProxy", proxyHost="127.0.0.1",
                   proxyPort=str(server.server_address[1]), proxyUser="ana", proxyPassword="s3cret-pw")
        chat.send("Hello through the proxy?")
    finally:
        server.shutdown()
        server.server_close()
    assert refusals, "the request must have gone to QGIS's proxy"
    error = chat.errors()[-1]
    assert "proxy" in error.lower() and "s3cret-pw" not in error
    assert llm_server.requests == []
    qgis_proxy(proxyEnabled=False)  # the user fixes the network settings
    assert_next_message_works(chat, llm_server)


class _Socks5(socketserver.BaseRequestHandler):
    """A minimal SOCKS5 proxy (RFC 1928, no authentication, CONNECT only) that relays."""

    def handle(self):
        conn = self.request
        _read(conn, _read(conn, 2)[1])  # version, number of methods, the methods
        conn.sendall(b"\x05\x00")  # no authentication required
        _version, _command, _reserved, address_type = _read(conn, 4)
        if address_type == 1:
            host = socket.inet_ntoa(_read(conn, 4))
        elif address_type == 3:
            host = _read(conn, _read(conn, 1)[0]).decode()
        else:
            host = socket.inet_ntop(socket.AF_INET6, _read(conn, 16))
        port = int.from_bytes(_read(conn, 2), "big")
        self.server.connects.append((host, port))
        upstream = socket.create_connection((host, port))
        conn.sendall(b"\x05\x00\x00\x01" + bytes(6))  # succeeded (bound address not used)
        back = threading.Thread(target=_pipe, args=(upstream, conn), daemon=True)
        back.start()
        _pipe(conn, upstream)
        back.join(5)
        upstream.close()


def _read(conn, size: int) -> bytes:
    data = b""
    while len(data) < size:
        chunk = conn.recv(size - len(data))
        if not chunk:
            raise ConnectionError("the client hung up during the SOCKS handshake")
        data += chunk
    return data


def _pipe(source, target):
    try:
        while data := source.recv(65536):
            target.sendall(data)
    except OSError:
        pass
    finally:
        try:
            target.shutdown(socket.SHUT_WR)
        except OSError:
            pass


def test_a_socks5_proxy_set_in_qgis_carries_the_chat(chat, llm_server, qgis_proxy):
    """QGIS offers SOCKS5 proxies; httpx2 needs socksio for them (requirements.txt)."""
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), _Socks5)
    server.daemon_threads = True
    server.connects = []
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        qgis_proxy(proxyEnabled=True, proxyType="Socks5Proxy", proxyHost="127.0.0.1",
                   proxyPort=str(server.server_address[1]))
        llm_server.enqueue(Reply.text("Through the SOCKS proxy."))
        chat.send("Hello through SOCKS?")
    finally:
        server.shutdown()
        server.server_close()
    assert chat.errors() == []
    assert chat.replies()[-1] == "Through the SOCKS proxy."
    fake_port = urlsplit(llm_server.base_url).port
    assert server.connects and set(server.connects) == {("127.0.0.1", fake_port)}


def test_text_the_user_types_is_never_expanded(chat, llm_server):
    llm_server.enqueue(Reply.text("Noted."))
    chat.send("What does {{CurrentView.bbox}} mean?")
    assert llm_server.requests[-1]["messages"][-1]["content"][-1]["text"] == "What does {{CurrentView.bbox}} mean?"
