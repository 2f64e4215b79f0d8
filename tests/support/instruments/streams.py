"""Reading an LLMClient's stream in tests, whichever provider."""

import pytest
from map_assistant.agent.cancel import CancelToken
from map_assistant.agent.errors import LLMError
from map_assistant.agent.llm_client import PromptProgress, StreamDone, TextDelta


def collect(client, request, cancel=None):
    """(the text deltas, the StreamDone); checks the stream's shape on the way: a local
    server's PromptProgress first (read counts never going back), then text, then the end."""
    events = list(client.stream(request, cancel or CancelToken()))
    progress = progress_of(events)
    texts = events[len(progress):-1]
    assert events[:len(progress)] == progress, "progress after the answer began"
    assert isinstance(events[-1], StreamDone) and all(isinstance(e, TextDelta) for e in texts)
    assert [p.read for p in progress] == sorted(p.read for p in progress), "the read count went back"
    return texts, events[-1]


def progress_of(events) -> list[PromptProgress]:
    return [e for e in events if isinstance(e, PromptProgress)]


def error_of(client, request, cancel=None) -> LLMError:
    with pytest.raises(LLMError) as caught:
        list(client.stream(request, cancel or CancelToken()))
    return caught.value
