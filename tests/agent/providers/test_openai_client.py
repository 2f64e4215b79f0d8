"""OpenAICompatibleClient: the real openai SDK over real HTTP to the loopback
chat-completions fake. Nothing is mocked: failures come from real sockets (a
closed port, a hanging server, a dropped stream) and real error bodies."""

import dataclasses
import json
import threading

import pytest
from map_assistant.agent.cancel import CancelToken
from map_assistant.agent.errors import ErrorKind, LLMError
from map_assistant.agent.llm_client import LLMRequest, PromptProgress, TextDelta, ToolSpec
from map_assistant.agent.providers.context_window import forget_context_windows
from map_assistant.agent.providers.openai_client import (
    CONTEXT_HEADING,
    JSON_FORM_NOTE,
    PICTURE_NOTE,
    OpenAICompatibleClient,
    build_params,
    chat_messages,
    parse_arguments,
    prompt_progress,
)
from map_assistant.agent.providers.tool_support import JSON_FORM, NATIVE, UNKNOWN
from map_assistant.agent.providers.vision import forget_vision
from support.fakes.fake_openai import OPENAI_TEST_MODEL, FakeOpenAIServer
from support.fakes.scripted import Reply
from support.instruments.streams import collect, error_of, progress_of

SQL_TOOL = ToolSpec("sql", "Run a read-only SQL query on the map layers.",
                    {"type": "object", "properties": {"sql": {"type": "string"}}, "required": ["sql"]})
HISTORY = [
    {"role": "user", "content": [{"type": "text", "text": "Count the roads"}]},
    {"role": "assistant", "content": [{"type": "text", "text": "Counting."},
                                      {"type": "tool_use", "id": "call_1", "name": "sql",
                                       "input": {"sql": "SELECT count(*) FROM roads"}}]},
    {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "call_1", "content": "no such table",
                                  "is_error": True},
                                 {"type": "text", "text": "And the rivers?"}]},
]


def _request(messages=None, context="Extent: 0,0,10,10 EPSG:4326", tools=(SQL_TOOL,), model=OPENAI_TEST_MODEL):
    return LLMRequest(system="You are Map Assistant.", context=context,
                      messages=messages or [{"role": "user", "content": [{"type": "text", "text": "How many roads?"}]}],
                      tools=list(tools), model=model, max_tokens=512)


def _client(server, **kwargs) -> OpenAICompatibleClient:
    return OpenAICompatibleClient(server.base_url, **{"max_retries": 0, "timeout": 5.0, **kwargs})


def _collect(client, request=None, cancel=None):
    return collect(client, request or _request(), cancel)


def _error_of(client, request=None, cancel=None) -> LLMError:
    return error_of(client, request or _request(), cancel)


# -- streaming and conversion ---------------------------------------------------

def test_text_streams_in_pieces_and_ends_with_the_whole_answer(fake_openai):
    text = "Roads layer has 1204 features."
    fake_openai.enqueue(Reply.text(text, chunk_size=5))
    texts, done = _collect(_client(fake_openai))
    assert [t.text for t in texts] == [text[i:i + 5] for i in range(0, len(text), 5)]
    assert done.content == [{"type": "text", "text": text}]
    assert done.stop_reason == "end_turn"
    assert done.usage["input_tokens"] + done.usage["cache_read_input_tokens"] > 0 and done.usage["output_tokens"] > 0


def test_tool_calls_split_across_chunks_are_assembled(fake_openai):
    fake_openai.arg_chunk_size = 3  # the arguments arrive in 3-character fragments
    first = {"sql": "SELECT name FROM roads WHERE ST_Intersects(geom, '{{CurrentView.bbox}}')"}
    second = {"layer": "roads", "expression": "\"lanes\" = 2"}
    fake_openai.enqueue(Reply("message", stop_reason="tool_use", content=[
        {"type": "text", "text": "Two things."},
        {"type": "tool_use", "id": "call_a", "name": "sql", "input": first},
        {"type": "tool_use", "id": "call_b", "name": "selection", "input": second}]))
    _, done = _collect(_client(fake_openai))
    assert done.content == [{"type": "text", "text": "Two things."},
                            {"type": "tool_use", "id": "call_a", "name": "sql", "input": first},
                            {"type": "tool_use", "id": "call_b", "name": "selection", "input": second}]
    assert done.stop_reason == "tool_use"


def test_ids_without_the_call_prefix_are_kept_and_missing_ones_made(fake_openai):
    fake_openai.id_prefix = ""  # llama.cpp style: a bare random id
    fake_openai.enqueue(Reply.tool_use("sql", {"sql": "SELECT 1"}, id="toolu_Xy12Zq"),
                        Reply.tool_use("sql", {"sql": "SELECT 2"}, id="toolu_"))  # the id becomes ""
    _, kept = _collect(_client(fake_openai))
    _, made = _collect(_client(fake_openai))
    assert kept.content[0]["id"] == "Xy12Zq"
    assert made.content[0]["id"].startswith("call_") and len(made.content[0]["id"]) > 10


@pytest.mark.parametrize("raw, parsed", [
    ('{"sql": "SELECT 1"}', {"sql": "SELECT 1"}),
    ('"{\\"sql\\": \\"SELECT 1\\"}"', {"sql": "SELECT 1"}),  # JSON-encoded twice
    ('```json\n{"sql": "SELECT 1"}\n```', {"sql": "SELECT 1"}),
    ('{"sql": "SELECT 1"} trailing words', {"sql": "SELECT 1"}),
    ("", {}),
    ('{"sql": "SELECT', '{"sql": "SELECT'),  # not JSON: kept raw for the router to refuse
])
def test_arguments_are_read_liberally(raw, parsed):
    assert parse_arguments(raw) == parsed


def test_invalid_json_arguments_come_back_raw(fake_openai):
    fake_openai.enqueue(Reply.tool_use("sql", '{"sql": "SELECT count(*) FROM roads'))
    _, done = _collect(_client(fake_openai))
    assert done.content[0]["input"] == '{"sql": "SELECT count(*) FROM roads'


def test_history_becomes_chat_messages_with_the_context_in_the_last_user_message():
    messages = chat_messages(_request(HISTORY), native_tools=True)
    assert messages == [
        {"role": "system", "content": "You are Map Assistant."},
        {"role": "user", "content": "Count the roads"},
        {"role": "assistant", "content": "Counting.", "tool_calls": [
            {"id": "call_1", "type": "function",
             "function": {"name": "sql", "arguments": '{"sql": "SELECT count(*) FROM roads"}'}}]},
        {"role": "tool", "tool_call_id": "call_1", "content": "Error: no such table"},
        {"role": "user", "content": f"{CONTEXT_HEADING}\nExtent: 0,0,10,10 EPSG:4326\n\nAnd the rivers?"},
    ]


def test_the_json_form_has_no_tool_messages():
    messages = chat_messages(_request(HISTORY), native_tools=False)
    assert messages[0]["content"].endswith(JSON_FORM_NOTE + "\n")
    assert [m["role"] for m in messages] == ["system", "user", "assistant", "user"]
    assert '```json\n{"type": "sql", "sql": "SELECT count(*) FROM roads"}\n```' in messages[2]["content"]
    assert "Result of your 'sql' action: Error: no such table" in messages[3]["content"]


def test_the_prefix_stays_byte_identical_from_turn_to_turn(fake_openai):
    """The context changes every turn; the system prompt, tools and earlier turns must not,
    so a local server's prefix cache can skip them."""
    client = _client(fake_openai)
    fake_openai.enqueue(Reply.text("One."), Reply.text("Two."))
    first = [{"role": "user", "content": [{"type": "text", "text": "First?"}]}]
    _collect(client, _request(first, context="Extent: 0,0,1,1"))
    second = [*first, {"role": "assistant", "content": [{"type": "text", "text": "One."}]},
              {"role": "user", "content": [{"type": "text", "text": "Second?"}]}]
    _collect(client, _request(second, context="Extent: 5,5,6,6"))
    one, two = (json.dumps([r["tools"], r["messages"]]) for r in fake_openai.raw_requests)
    shared = json.dumps([fake_openai.raw_requests[0]["tools"], fake_openai.raw_requests[0]["messages"][:1]])[:-2]
    assert one.startswith(shared) and two.startswith(shared)
    assert fake_openai.prefix_hits[1] >= len(shared)


def test_list_models_and_server_key(fake_openai):
    client = _client(fake_openai, api_key="sk-local-1")
    assert [m.id for m in client.list_models()] == fake_openai.models
    assert "sk-local-1" not in client.server_key and client.server_key != _client(fake_openai).server_key


def test_context_window_from_llama_cpp_props_then_ollama_show(fake_openai):
    forget_context_windows()
    fake_openai.n_ctx = 8192
    assert _client(fake_openai).context_window(OPENAI_TEST_MODEL) == 8192
    forget_context_windows()
    fake_openai.n_ctx, fake_openai.ollama_context = None, 32768
    assert _client(fake_openai).context_window(OPENAI_TEST_MODEL) == 32768
    forget_context_windows()
    fake_openai.ollama_context = None
    assert _client(fake_openai).context_window(OPENAI_TEST_MODEL) == 0  # the server says nothing


def test_vision_as_llama_cpp_or_ollama_says_and_no_when_nothing_says(fake_openai):
    forget_vision()
    fake_openai.vision = True  # llama.cpp /props "modalities"
    assert _client(fake_openai).accepts_images(OPENAI_TEST_MODEL) is True
    forget_vision()
    fake_openai.vision, fake_openai.ollama_capabilities = None, ["completion", "vision", "tools"]
    assert _client(fake_openai).accepts_images(OPENAI_TEST_MODEL) is True
    forget_vision()
    fake_openai.ollama_capabilities = ["completion", "tools"]
    assert _client(fake_openai).accepts_images(OPENAI_TEST_MODEL) is False
    forget_vision()
    fake_openai.ollama_capabilities = None
    assert _client(fake_openai).accepts_images(OPENAI_TEST_MODEL) is False  # the server says nothing
    forget_vision()
    fake_openai.vision = True
    assert _client(fake_openai, tools="off").accepts_images(OPENAI_TEST_MODEL) is False  # no tool result to carry it
    forget_vision()


def test_a_pictures_result_becomes_a_text_tool_message_and_a_user_message_with_the_image():
    picture = {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "iVBORw0KGgo="}}
    history = [
        {"role": "user", "content": [{"type": "text", "text": "What am I looking at?"}]},
        {"role": "assistant", "content": [{"type": "tool_use", "id": "call_look", "name": "map_image", "input": {}}]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "call_look",
                                      "content": [{"type": "text", "text": '{"width": 800}'}, picture]}]},
    ]
    messages = chat_messages(_request(history), native_tools=True)
    assert messages[-2] == {"role": "tool", "tool_call_id": "call_look", "content": '{"width": 800}'}
    assert messages[-1] == {"role": "user", "content": [
        {"type": "text", "text": f"{CONTEXT_HEADING}\nExtent: 0,0,10,10 EPSG:4326\n\n{PICTURE_NOTE}"},
        {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw0KGgo="}}]}


# -- tools on / auto / off -------------------------------------------------------

def test_a_server_refusing_tools_is_asked_again_in_the_json_form_and_remembered(fake_openai):
    fake_openai.refuse_tools = True
    client = _client(fake_openai, tools="auto")
    model = "no-tools-model-1"
    fake_openai.enqueue(Reply.text('```json\n{"type": "sql", "sql": "SELECT 1"}\n```'), Reply.text("Again."))
    _, done = _collect(client, _request(model=model))
    assert "SELECT 1" in done.content[0]["text"]
    refused, retried = fake_openai.raw_requests
    assert "tools" in refused and "tools" not in retried
    assert retried["messages"][0]["content"].endswith(JSON_FORM_NOTE + "\n")
    _collect(client, _request(model=model))
    assert "tools" not in fake_openai.raw_requests[-1]  # remembered: no second refusal
    assert len(fake_openai.raw_requests) == 3


def test_a_model_writing_actions_as_prose_twice_gets_the_json_form_next_time(fake_openai):
    client = _client(fake_openai, tools="auto")
    model = "prose-model-1"
    prose = Reply.text('Here:\n```json\n{"type": "sql", "sql": "SELECT 1"}\n```')
    fake_openai.enqueue(prose, prose, Reply.text("Ok."))
    for _ in range(3):
        _collect(client, _request(model=model))
    first, second, third = fake_openai.raw_requests
    assert "tools" in first and "tools" in second and "tools" not in third  # one prose answer is no verdict
    assert client.uses_tools(model) is False and client.uses_tools(OPENAI_TEST_MODEL) is True
    assert client.tool_calling(model) == JSON_FORM and client.tool_calling(OPENAI_TEST_MODEL) == UNKNOWN


def test_a_model_that_made_a_valid_call_keeps_tools_whatever_it_writes_later(fake_openai):
    client = _client(fake_openai, tools="auto")
    model = "proven-model-1"
    prose = Reply.text('```json\n{"type": "sql", "sql": "SELECT 1",\n```')  # a broken block, as in issue 26
    fake_openai.enqueue(Reply.tool_use("sql", {"sql": "SELECT 1"}), *[prose] * 4)
    for _ in range(5):
        _collect(client, _request(model=model))
    assert all("tools" in body for body in fake_openai.raw_requests)
    assert client.tool_calling(model) == NATIVE
    client.forget_tool_support(model)  # Re-test: no verdict until the model shows one again
    assert client.tool_calling(model) == UNKNOWN


@pytest.mark.parametrize("mode, sent", [("on", True), ("off", False)])
def test_tools_set_by_hand(fake_openai, mode, sent):
    fake_openai.enqueue(Reply.text("Ok."))
    _collect(_client(fake_openai, tools=mode))
    assert ("tools" in fake_openai.raw_requests[0]) is sent


# -- faults ---------------------------------------------------------------------

def test_connection_refused_names_the_server_and_the_address():
    error = _error_of(OpenAICompatibleClient("http://127.0.0.1:9/v1", max_retries=0, timeout=2, label="Ollama"))
    assert error.kind is ErrorKind.NETWORK
    assert "Ollama" in error.user_message and "http://127.0.0.1:9/v1" in error.user_message


def test_a_missing_model_is_model_not_found_with_its_name(fake_openai):
    fake_openai.retire("gone-model")
    error = _error_of(_client(fake_openai), _request(model="gone-model"))
    assert error.kind is ErrorKind.MODEL_NOT_FOUND and error.model == "gone-model"
    assert "gone-model" in error.user_message


def test_a_500_is_retried_then_reported(fake_openai):
    fake_openai.enqueue(Reply.error(500, "server_error", "boom", {"retry-after": "0"}), Reply.text("Recovered."))
    _, done = _collect(_client(fake_openai, max_retries=1))
    assert done.content == [{"type": "text", "text": "Recovered."}]
    fake_openai.enqueue(*[Reply.error(500, "server_error", "boom", {"retry-after": "0"})] * 2)
    error = _error_of(_client(fake_openai, max_retries=1))
    assert error.kind is ErrorKind.SERVER and "500" in error.user_message


def test_a_malformed_chunk_is_a_readable_error(fake_openai):
    fake_openai.enqueue(Reply.raw_sse('data: {"choices": [{"index": 0, "delta": {"content": "Hi"}}\n\n'))
    error = _error_of(_client(fake_openai))
    assert error.kind is ErrorKind.SERVER and "could not be read" in error.user_message


def test_unknown_chunk_fields_and_empty_content_are_ignored(fake_openai):
    chunks = [{"choices": [{"index": 0, "delta": {"role": "assistant", "content": ""}, "finish_reason": None}]},
              {"choices": [{"index": 0, "delta": {"content": "Hello", "reasoning_content": None}}],
               "timings": {"predicted_ms": 12}},
              {"choices": [{"index": 0, "delta": {}, "finish_reason": "length"}]}]
    fake_openai.enqueue(Reply.raw_sse("".join(f"data: {json.dumps(c)}\n\n" for c in chunks) + "data: [DONE]\n\n"))
    _, done = _collect(_client(fake_openai))
    assert done.content == [{"type": "text", "text": "Hello"}] and done.stop_reason == "max_tokens"


def test_a_key_is_sent_only_when_set_and_never_shown(fake_openai):
    fake_openai.api_key = "sk-local-secret"
    error = _error_of(_client(fake_openai))
    assert error.kind is ErrorKind.AUTH and "sk-local-secret" not in error.user_message
    fake_openai.enqueue(Reply.text("Ok."))
    _collect(_client(fake_openai, api_key="sk-local-secret"))
    assert fake_openai.request_headers[-1]["authorization"] == "Bearer sk-local-secret"
    assert "sk-local-secret" not in repr(_client(fake_openai, api_key="sk-local-secret"))


def test_cancel_aborts_a_hanging_request(fake_openai):
    # A hang and a timeout longer than the test may run: only the abort can end it
    # (how soon: make bench, case 10, on the Anthropic client).
    fake_openai.enqueue(Reply.hang(600))
    cancel = CancelToken()
    threading.Timer(0.3, cancel.cancel).start()
    assert _error_of(_client(fake_openai, timeout=600), cancel=cancel).kind is ErrorKind.CANCELLED


def test_a_stream_dropped_midway_is_a_network_error(fake_openai):
    fake_openai.enqueue(Reply.drop_mid_stream("half an answer"))
    events = []
    with pytest.raises(LLMError) as caught:
        for event in _client(fake_openai, max_retries=2).stream(_request(), CancelToken()):
            events.append(event)
    assert caught.value.kind is ErrorKind.NETWORK
    assert "".join(e.text for e in events if isinstance(e, TextDelta)) == "half an answer"
    assert len(fake_openai.raw_requests) == 1  # never retried once text was shown


# -- a local server's reading progress (issue 26: minutes over a cold prompt) --------

def test_a_local_server_reports_how_far_it_has_read(fake_openai):
    fake_openai.prompt_batch = 40
    fake_openai.enqueue(Reply.text("Ok."), Reply.text("Again."))
    events = list(_client(fake_openai).stream(_request(), CancelToken()))
    assert fake_openai.raw_requests[0]["return_progress"] is True  # the fake is on 127.0.0.1
    progress = progress_of(events)
    assert len(progress) >= 3 and progress[0].read == 0 and progress[-1].read == progress[-1].total > 40
    assert [p.read for p in progress[1:-1]] == [40 * n for n in range(1, len(progress) - 1)]
    assert events.index(progress[-1]) < next(i for i, e in enumerate(events) if isinstance(e, TextDelta))
    again = progress_of(list(_client(fake_openai).stream(_request(), CancelToken())))
    assert again[0].cached == again[0].read > 0  # the same prompt: what was read counts as read


def test_progress_is_asked_only_when_the_client_says_so():
    request = _request()
    assert build_params(request, True, progress=True)["extra_body"] == {"return_progress": True}
    assert "extra_body" not in build_params(request, True)  # the client asks when is_local(base URL)


def test_a_stream_dropped_after_its_progress_is_retried(fake_openai):
    # Nothing was shown yet: a progress line is no answer, so the usual retry applies.
    fake_openai.enqueue(Reply.drop_mid_stream(""), Reply.text("Recovered."))
    texts, done = _collect(_client(fake_openai, max_retries=1))
    assert done.content == [{"type": "text", "text": "Recovered."}] and len(fake_openai.raw_requests) == 2


def test_malformed_progress_is_no_progress():
    class Chunk:
        def __init__(self, extra):
            self.model_extra = extra

    odd = [{"prompt_progress": "half"}, {"prompt_progress": {"total": "many"}}, {"prompt_progress": {"total": 0}}, {}]
    assert [prompt_progress(Chunk(extra)) for extra in odd] == [None] * 4
    assert prompt_progress(Chunk({"prompt_progress": {"total": 9, "cache": 3, "processed": 6}})) == PromptProgress(6, 9, 3)


def test_the_fake_lists_models_like_the_api():
    server = FakeOpenAIServer(models=["a", "b"])
    try:
        assert [m.id for m in OpenAICompatibleClient(server.base_url).list_models()] == ["a", "b"]
    finally:
        server.close()


def test_the_last_request_body_is_kept_for_what_was_sent(fake_openai):
    fake_openai.enqueue(Reply.text("Ok."))
    client = _client(fake_openai, api_key="sk-local-body")
    _collect(client)
    assert json.loads(client.last_request_body) == fake_openai.raw_requests[-1]
    assert "sk-local-body" not in client.last_request_body  # the key travels in a header only


# -- the JSON form held to its grammar (agent/providers/gbnf.py, grammar_support.py) ----------

ANSWER_SCHEMA = {"anyOf": [{"type": "object", "properties": {"type": {"const": "sql"}, "sql": {"type": "string"}},
                            "required": ["type", "sql"]}]}


def _json_form_request(**kwargs) -> LLMRequest:
    return dataclasses.replace(_request(tools=(), **kwargs), answer_schema=ANSWER_SCHEMA)


def test_the_json_form_is_held_to_its_grammar_where_the_server_is_llama_cpp(fake_openai):
    fake_openai.n_ctx = 8192  # /props answers as llama.cpp's does
    fake_openai.enqueue(Reply.text('```json\n{"type": "sql", "sql": "SELECT 1"}\n```'), Reply.text("Tools."))
    _collect(_client(fake_openai, tools="off"), _json_form_request())
    grammar = fake_openai.raw_requests[0]["grammar"]
    assert 'action ::= t-sql' in grammar and '"\\"type\\"" ws ":" ws "\\"sql\\""' in grammar
    # With native tools the server's own tool-call grammar holds the call: none is sent.
    _collect(_client(fake_openai, tools="on"), dataclasses.replace(_json_form_request(), tools=[SQL_TOOL]))
    assert "grammar" not in fake_openai.raw_requests[1]


def test_a_server_that_is_not_llama_cpp_is_sent_no_grammar(fake_openai):
    # The fake refuses a grammar as the OpenAI API refuses a field it does not know: a 400.
    fake_openai.enqueue(Reply.text("Counting."))
    _, done = _collect(_client(fake_openai, tools="off"), _json_form_request())
    assert done.content[0]["text"] == "Counting." and "grammar" not in fake_openai.raw_requests[0]


def test_a_refused_grammar_is_asked_again_without_it_and_remembered(fake_openai):
    fake_openai.n_ctx, fake_openai.refuse_grammar = 8192, True
    fake_openai.enqueue(Reply.text("First."), Reply.text("Second."))
    client = _client(fake_openai, tools="off")
    _, done = _collect(client, _json_form_request())
    refused, retried = fake_openai.raw_requests
    assert "grammar" in refused and "grammar" not in retried and done.content[0]["text"] == "First."
    _collect(client, _json_form_request())
    assert "grammar" not in fake_openai.raw_requests[-1] and len(fake_openai.raw_requests) == 3
