"""Self-test of the loopback fakes' request record: the warm-ups stay out of
``turn_requests`` whenever they come, in both wire formats."""

from support.fakes.fake_anthropic import FakeAnthropicServer
from support.fakes.fake_openai import FakeOpenAIServer
from support.fakes.scripted import Reply


def test_turn_requests_leave_out_warm_ups_in_both_forms():
    for server, limit in ((FakeOpenAIServer(), "max_completion_tokens"), (FakeAnthropicServer(), "max_tokens")):
        try:
            server.enqueue(Reply.text("Hello."))
            question = {"model": "m", limit: 1024, "messages": [{"role": "user", "content": "Hi?"}]}
            warm_up = {"model": "m", limit: 1, "messages": [{"role": "user", "content": "Hello"}]}
            assert server._record(warm_up, {}).content == [{"type": "text", "text": "OK"}]  # the script is kept
            assert server._record(question, {}).content == [{"type": "text", "text": "Hello."}]
            assert server._record(warm_up, {}).content == [{"type": "text", "text": "OK"}]
            assert len(server.raw_requests) == 3
            assert server.turn_requests == [server.view(question)]
        finally:
            server.close()


def test_a_request_cut_short_is_dropped_unrecorded_as_a_real_server_drops_it():
    """A client that goes away before its body is sent (a warm-up cancelled at a test's end)
    is neither a request nor a protocol violation."""
    import socket
    import time

    for server, path in ((FakeOpenAIServer(), "/v1/chat/completions"), (FakeAnthropicServer(), "/v1/messages")):
        try:
            host, port = server.root_url.removeprefix("http://").split(":")
            with socket.create_connection((host, int(port))) as client:
                client.sendall(f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                               "Content-Length: 120\r\n\r\n".encode())  # and nothing more
            time.sleep(0.3)  # the handler thread reads until the connection closes
            assert server.raw_requests == [] and server.violations == []
        finally:
            server.close()
