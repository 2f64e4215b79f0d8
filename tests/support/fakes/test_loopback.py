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
