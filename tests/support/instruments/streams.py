"""Reading an LLMClient's stream in tests, whichever provider."""

import pytest
from map_assistant.agent.cancel import CancelToken
from map_assistant.agent.errors import LLMError
from map_assistant.agent.llm_client import StreamDone, TextDelta


def collect(client, request, cancel=None):
    """(the text deltas, the StreamDone); checks the stream's shape on the way."""
    events = list(client.stream(request, cancel or CancelToken()))
    assert isinstance(events[-1], StreamDone) and all(isinstance(e, TextDelta) for e in events[:-1])
    return events[:-1], events[-1]


def error_of(client, request, cancel=None) -> LLMError:
    with pytest.raises(LLMError) as caught:
        list(client.stream(request, cancel or CancelToken()))
    return caught.value
