"""agent/providers/model_size.py: what a local server says of its model's size, through
real HTTP to the loopback OpenAI-compatible fake (llama.cpp's /v1/models "meta", Ollama's
/api/show), and a real socket that nothing listens on."""

import socket
import socketserver
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer

import pytest
from map_assistant.agent.providers.model_size import (
    forget_parameter_counts,
    parameters_from_label,
    probe_parameter_count,
    small_model,
)
from support.fakes.fake_openai import OPENAI_TEST_MODEL


@pytest.fixture(autouse=True)
def _fresh():
    forget_parameter_counts()
    yield
    forget_parameter_counts()


def test_llama_cpp_meta_then_ollama_details(fake_openai):
    fake_openai.n_params = 1_777_088_000  # what Qwen2.5-Coder 1.5B's llama.cpp reports
    assert probe_parameter_count(fake_openai.base_url, OPENAI_TEST_MODEL) == 1_777_088_000
    assert small_model(fake_openai.base_url, OPENAI_TEST_MODEL) is True
    forget_parameter_counts()
    fake_openai.n_params, fake_openai.ollama_size = None, "7.6B"
    assert probe_parameter_count(fake_openai.base_url, OPENAI_TEST_MODEL) == 7_600_000_000
    assert small_model(fake_openai.base_url, OPENAI_TEST_MODEL) is False


def test_a_server_that_answers_without_a_size_is_not_small_and_is_not_asked_again(fake_openai):
    assert small_model(fake_openai.base_url, OPENAI_TEST_MODEL) is False
    listed = fake_openai.list_calls
    fake_openai.n_params = 1_000_000_000  # kept: the answer of the first ask stands for the session
    assert small_model(fake_openai.base_url, OPENAI_TEST_MODEL) is False
    assert fake_openai.list_calls == listed


def test_a_server_not_answering_yet_is_asked_again():
    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        url = f"http://127.0.0.1:{free.getsockname()[1]}/v1"
    assert small_model(url, "m") is None  # nothing listens: not known, not kept


def test_a_loading_llama_cpp_503_is_not_an_answer():
    class Loading(BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(503)
            self.end_headers()

        do_POST = do_GET

        def log_message(self, *args):
            pass

    server = HTTPServer(("127.0.0.1", 0), Loading)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        assert small_model(f"http://127.0.0.1:{server.server_port}/v1", "m") is None
    finally:
        server.shutdown()
        server.server_close()


def test_a_server_elsewhere_is_never_small_and_never_asked():
    assert small_model("https://api.example.com/v1", "tiny-1b") is False


@pytest.mark.parametrize(("label", "count"), [("1.5B", 1_500_000_000), ("494.03M", 494_030_000),
                                              ("70b", 70_000_000_000), ("", 0), ("big", 0)])
def test_ollama_labels(label, count):
    assert parameters_from_label(label) == count


def test_set_by_hand_the_form_wins_over_what_the_server_says(fake_openai):
    from map_assistant.agent.providers.openai_client import OpenAICompatibleClient

    fake_openai.n_params = 1_777_088_000
    assert OpenAICompatibleClient(fake_openai.base_url).small_model(OPENAI_TEST_MODEL) is True
    assert OpenAICompatibleClient(fake_openai.base_url, prompt_form="full").small_model(OPENAI_TEST_MODEL) is False
    fake_openai.n_params = 70_000_000_000
    forget_parameter_counts()
    assert OpenAICompatibleClient(fake_openai.base_url, prompt_form="short").small_model(OPENAI_TEST_MODEL) is True
    assert OpenAICompatibleClient(fake_openai.base_url, prompt_form="nonsense").small_model(OPENAI_TEST_MODEL) is False


def test_a_proxy_that_answers_nonsense_is_not_an_answer_and_raises_nothing():
    """Seen in a full suite run: a SOCKS proxy's malformed reply raised socksio's own
    ProtocolError (no httpx error) out of the probe, and the chat turn failed with it."""
    class Garbled(socketserver.BaseRequestHandler):
        def handle(self):
            self.request.recv(64)
            self.request.sendall(b"\x00\xff\x00")  # no SOCKS5 greeting

    server = socketserver.TCPServer(("127.0.0.1", 0), Garbled)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        proxy = f"socks5://127.0.0.1:{server.server_address[1]}"
        assert small_model("http://127.0.0.1:9/v1", "m", proxy_url=proxy) is None
    finally:
        server.shutdown()
        server.server_close()
