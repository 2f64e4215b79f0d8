"""Issue 9: model names expire. The session asks the server which models it serves,
replaces a model the server 404s with the newest of the same family, and passes on
the SDK's deprecation announcements. Real SDK, loopback Messages API server that
lists any set of models and answers retired ones as the API does."""

from __future__ import annotations

import warnings
from datetime import date

import pytest
from map_assistant.agent.cancel import CancelToken
from map_assistant.agent.errors import ErrorKind
from map_assistant.agent.events import ModelChanged, ModelDeprecated, TextDelta, TurnDone, TurnFailed
from map_assistant.agent.llm_client import LLMRequest
from map_assistant.agent.model_choice import ModelChoice
from map_assistant.agent.providers.anthropic_client import AnthropicClient, sdk_deprecations, sdk_known_models
from map_assistant.agent.providers.models import ModelInfo, family, newest_in_family, retirement_passed, version_key
from map_assistant.agent.session import ChatSession
from support.fakes.fake_anthropic import DEFAULT_MODELS, DUMMY_API_KEY, FakeAnthropicServer, Reply

RETIRED = "claude-sonnet-4-5"  # the SDK announces November 30th, 2026 for it


def session(fake, model: str, choice: ModelChoice | None = None) -> ChatSession:
    client = AnthropicClient(api_key=DUMMY_API_KEY, base_url=fake.base_url, timeout=10.0, max_retries=0)
    return ChatSession(client, [], "You are Map Assistant.", model, 512, model_choice=choice)


def run(chat: ChatSession, text: str = "Hello") -> list:
    return list(chat.run_turn(text, "", CancelToken()))


def of_type(events, kind) -> list:
    return [e for e in events if isinstance(e, kind)]


@pytest.fixture
def fake():
    server = FakeAnthropicServer()
    yield server
    server.close()


# -- the family rules, pure ------------------------------------------------------

@pytest.mark.parametrize("model, expected", [
    ("claude-sonnet-4-6", "sonnet"), ("claude-3-5-haiku-20241022", "haiku"), ("claude-opus-4-5-20251101", "opus"),
    ("claude-3-7-sonnet-latest", "sonnet"), ("claude-mythos-preview", "mythos"), ("qwen2.5-coder", "qwen"),
    ("", ""),
])
def test_family_is_the_tier_word_wherever_it_stands(model, expected):
    assert family(model) == expected


def test_newest_prefers_the_release_date_then_the_version_and_skips_deprecated_ones():
    models = [ModelInfo("claude-sonnet-4-6", "2026-02-17"), ModelInfo("claude-sonnet-5", "2026-08-01"),
              ModelInfo("claude-sonnet-5-1", "2026-08-01"), ModelInfo("claude-opus-5-5", "2026-10-01"),
              ModelInfo("claude-sonnet-6", "2026-11-01", retires_on="December 1st, 2026")]
    assert newest_in_family(models, "sonnet").id == "claude-sonnet-5-1"  # same date: higher version
    assert newest_in_family(models, "sonnet", exclude={"claude-sonnet-5-1"}).id == "claude-sonnet-5"
    assert newest_in_family(models, "haiku") is None  # never another family
    only_deprecated = [ModelInfo("claude-sonnet-6", retires_on="December 1st, 2026")]
    assert newest_in_family(only_deprecated, "sonnet").id == "claude-sonnet-6"
    assert version_key("claude-sonnet-4-5-20250929") == (4, 5)


def test_retirement_dates_as_the_sdk_writes_them():
    assert retirement_passed("January 5th, 2026", date(2026, 11, 23))
    assert not retirement_passed("November 30th, 2026", date(2026, 11, 23))
    assert retirement_passed("November 30th, 2026", date(2026, 12, 1))
    assert not retirement_passed("some day", date(2030, 1, 1))  # unreadable: offered, marked


def test_the_fake_servers_default_models_are_not_deprecated_by_the_pinned_sdk():
    assert not set(DEFAULT_MODELS) & set(sdk_deprecations())
    assert RETIRED in sdk_deprecations()


def test_the_plugin_reads_the_date_the_sdk_announces_in_its_warning(fake):
    """The table the plugin reads is the one the SDK warns from."""
    client = AnthropicClient(api_key=DUMMY_API_KEY, base_url=fake.base_url, max_retries=0)
    fake.enqueue(Reply.text("ok"))
    request = LLMRequest("system", "", [{"role": "user", "content": "hi"}], [], RETIRED, 64)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        list(client.stream(request, CancelToken()))
    announced = [str(w.message) for w in caught if issubclass(w.category, DeprecationWarning)]
    assert announced and client.retirement_date(RETIRED) in announced[0]
    assert client.retirement_date("claude-sonnet-4-6") == ""


# -- no model chosen ----------------------------------------------------------------

def test_a_fresh_profile_uses_the_newest_listed_sonnet_and_lists_once(fake):
    fake.set_models({"claude-opus-5-5": "2026-10-01T00:00:00Z", "claude-sonnet-5": "2026-08-01T00:00:00Z",
                     "claude-sonnet-4-6": "2026-02-17T00:00:00Z", "claude-haiku-4-5": "2025-10-15T00:00:00Z"})
    fake.enqueue(Reply.text("first"), Reply.text("second"))
    choice = ModelChoice()
    events = run(session(fake, "", choice))
    assert of_type(events, ModelChanged) == [ModelChanged("", "claude-sonnet-5", "automatic")]
    assert isinstance(events[-1], TurnDone)
    # A new session of the same QGIS session (e.g. after the settings changed) reuses the list.
    run(session(fake, "", choice))
    assert [r["model"] for r in fake.requests] == ["claude-sonnet-5", "claude-sonnet-5"]
    assert fake.list_calls == 1


def test_when_listing_fails_a_built_in_name_is_used(fake):
    fake.list_error = 500
    fake.set_models([])  # the fallback is not listed; the fake serves any model not retired
    fake.enqueue(Reply.text("answered"))
    events = run(session(fake, ""))
    fallback = AnthropicClient().fallback_model("sonnet")
    assert fallback in sdk_known_models() and fallback not in sdk_deprecations() and family(fallback) == "sonnet"
    assert of_type(events, ModelChanged) == [ModelChanged("", fallback, "automatic")]
    assert fake.requests[-1]["model"] == fallback and isinstance(events[-1], TurnDone)


def test_a_server_of_other_families_asks_the_user_to_choose(fake):
    fake.set_models(["qwen2.5-coder-1.5b", "llama-3.2-3b"])
    events = run(session(fake, ""))
    (failed,) = of_type(events, TurnFailed)
    assert failed.error.kind is ErrorKind.MODEL_NOT_FOUND
    assert "qwen2.5-coder-1.5b" in failed.error.user_message and "Settings" in failed.error.user_message
    assert fake.requests == []


# -- a stored model the server retired ----------------------------------------------

def test_a_retired_model_is_replaced_by_the_newest_of_its_family_and_the_turn_retried(fake):
    fake.retire(RETIRED)
    fake.enqueue(Reply.text("Answered by the replacement."))
    chat = session(fake, RETIRED)
    events = run(chat, "How many layers?")
    assert of_type(events, ModelChanged) == [ModelChanged(RETIRED, "claude-sonnet-4-6", "retired")]
    assert "".join(e.text for e in of_type(events, TextDelta)) == "Answered by the replacement."
    assert [r["model"] for r in fake.requests] == [RETIRED, "claude-sonnet-4-6"]
    assert fake.requests[0]["messages"] == fake.requests[1]["messages"]  # the same turn, sent again
    assert chat.model == "claude-sonnet-4-6"
    assert [m["role"] for m in chat.history] == ["user", "assistant"]
    # The SDK deprecates the retired model too: announced before the first request.
    (deprecated,) = of_type(events, ModelDeprecated)
    assert deprecated == ModelDeprecated(RETIRED, "November 30th, 2026", "claude-sonnet-4-6")


def test_the_question_asked_again_after_the_swap_keeps_its_map_context(fake):
    """The typed message is withdrawn when the request fails and opened again for the
    replacement: it keeps the map context it was sent with (agent/providers/map_context.py)."""
    fake.retire(RETIRED)
    fake.enqueue(Reply.text("Answered by the replacement."))
    chat = session(fake, RETIRED)
    list(chat.run_turn("How many layers?", "Layers: roads", CancelToken()))
    assert chat.history[0].get("map_context") == "Layers: roads"


def test_a_retired_model_without_a_same_family_replacement_is_not_swapped_for_another_family(fake):
    fake.set_models(DEFAULT_MODELS)
    fake.retire(RETIRED, "claude-sonnet-4-6")  # opus and haiku are listed, no sonnet
    chat = session(fake, RETIRED)
    events = run(chat)
    (failed,) = of_type(events, TurnFailed)
    assert failed.error.kind is ErrorKind.MODEL_NOT_FOUND
    assert f"The model {RETIRED} is no longer available" in failed.error.user_message
    assert "no other Sonnet model" in failed.error.user_message
    assert not of_type(events, ModelChanged) and [r["model"] for r in fake.requests] == [RETIRED]
    assert chat.history == []  # the question is withdrawn, the conversation stays valid
    fake.enqueue(Reply.text("haiku here"))
    chat.model = "claude-haiku-4-5"
    assert isinstance(run(chat)[-1], TurnDone)


def test_a_retired_model_when_listing_fails_says_both(fake):
    fake.retire(RETIRED)
    fake.list_error = 503
    events = run(session(fake, RETIRED))
    (failed,) = of_type(events, TurnFailed)
    assert failed.error.kind is ErrorKind.MODEL_NOT_FOUND
    assert RETIRED in failed.error.user_message and "could not be read" in failed.error.user_message
    assert len(fake.requests) == 1  # no retry without a replacement


def test_the_404_is_the_apis_own_body():
    """What the fake answers for a retired model, byte for byte the API's error shape."""
    import json
    import urllib.request

    server = FakeAnthropicServer()
    server.retire(RETIRED)
    try:
        body = json.dumps({"model": RETIRED, "max_tokens": 8, "messages": [{"role": "user", "content": "x"}]})
        request = urllib.request.Request(f"{server.base_url}/v1/messages", body.encode(),
                                         {"x-api-key": DUMMY_API_KEY, "content-type": "application/json"})
        with pytest.raises(urllib.error.HTTPError) as answer:
            urllib.request.urlopen(request, timeout=5)
    finally:
        server.close()
    assert answer.value.code == 404
    assert json.loads(answer.value.read()) == {"type": "error",
                                               "error": {"type": "not_found_error", "message": f"model: {RETIRED}"}}


def test_a_deprecation_is_announced_once_per_model(fake):
    fake.set_models({**DEFAULT_MODELS, RETIRED: "2025-09-29T00:00:00Z"})
    fake.enqueue(Reply.text("one"), Reply.text("two"))
    chat = session(fake, RETIRED)
    first, second = run(chat), run(chat)
    assert of_type(first, ModelDeprecated) == [ModelDeprecated(RETIRED, "November 30th, 2026", "claude-sonnet-4-6")]
    assert of_type(second, ModelDeprecated) == []
