"""streams reads a well-formed stream and an LLMError, and fails a stream of the wrong shape."""

import pytest
from map_assistant.agent.errors import ErrorKind, LLMError
from map_assistant.agent.llm_client import PromptProgress, StreamDone, TextDelta

from support.instruments.streams import collect, error_of

DONE = StreamDone([{"type": "text", "text": "Hi there"}], "end_turn")


class Scripted:
    """A client whose stream yields the given events, then raises ``error`` if any."""

    def __init__(self, *events, error=None):
        self.events, self.error, self.cancels = events, error, []

    def stream(self, request, cancel):
        self.cancels.append(cancel)
        yield from self.events
        if self.error:
            raise self.error


def test_collect_splits_the_deltas_from_the_end():
    client = Scripted(TextDelta("Hi "), TextDelta("there"), DONE)
    texts, done = collect(client, "request")
    assert [t.text for t in texts] == ["Hi ", "there"] and done is DONE
    assert client.cancels[0] is not None  # a fresh CancelToken when none is given


def test_collect_leaves_out_the_progress_before_the_text():
    client = Scripted(PromptProgress(0, 900), PromptProgress(900, 900), TextDelta("Hi"), DONE)
    texts, done = collect(client, "request")
    assert [t.text for t in texts] == ["Hi"] and done is DONE


@pytest.mark.parametrize("events", [(TextDelta("Hi"),), (DONE, TextDelta("late")), (TextDelta("a"), "odd", DONE),
                                    (TextDelta("a"), PromptProgress(5, 9), DONE),
                                    (PromptProgress(9, 9), PromptProgress(5, 9), DONE)],
                         ids=["no end", "text after the end", "a foreign event", "progress after text",
                              "progress going back"])
def test_collect_fails_a_stream_of_the_wrong_shape(events):
    with pytest.raises(AssertionError):
        collect(Scripted(*events), "request")


def test_error_of_returns_the_error_and_fails_when_none_comes():
    error = LLMError(ErrorKind.TIMEOUT, "No answer within 5 s.")
    assert error_of(Scripted(TextDelta("Hi"), error=error), "request") is error
    with pytest.raises(pytest.fail.Exception):
        error_of(Scripted(DONE), "request")
    with pytest.raises(ValueError):  # another exception is not taken for the client's error
        error_of(Scripted(error=ValueError("bug")), "request")
