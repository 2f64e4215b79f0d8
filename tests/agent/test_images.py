"""Pictures in the conversation (agent/images.py): sized without their base64, sent
once, never saved; and a session's lookup that answers with a picture."""

from __future__ import annotations

import json

from map_assistant.agent.images import (
    IMAGE_TOKENS,
    SENT_EARLIER,
    ImageAnswer,
    estimated_chars,
    only_newest_images,
    pictures_left_out,
)
from map_assistant.agent.memory import estimate_tokens

DATA = "iVBORw0KGgo" + "A" * 200_000  # a large PNG's base64


def _turn(tool_id: str) -> list[dict]:
    answer = ImageAnswer('{"width": 1024}', DATA)
    return [
        {"role": "assistant", "content": [{"type": "tool_use", "id": tool_id, "name": "map_image", "input": {}}]},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": tool_id, "content": answer.blocks()}]},
    ]


def test_a_picture_counts_as_its_estimate_not_as_its_base64():
    messages = _turn("a")
    without = json.dumps(pictures_left_out(messages))
    assert estimated_chars(messages) < len(json.dumps(messages)) / 10
    assert estimated_chars(messages) >= IMAGE_TOKENS * 4
    assert estimate_tokens(messages) == estimated_chars(messages) // 4
    assert DATA not in without


def test_only_the_newest_message_keeps_its_picture():
    messages = [*_turn("a"), {"role": "assistant", "content": [{"type": "text", "text": "Europe."}]}, *_turn("b")]
    sent = only_newest_images(messages)
    assert json.dumps(sent[-1]).count(DATA) == 1
    assert DATA not in json.dumps(sent[:-1]) and SENT_EARLIER in json.dumps(sent[1])
    assert sent[2] is messages[2]  # a message without pictures is passed as it is
    assert json.dumps(messages[1]).count(DATA) == 1  # the history itself keeps it (not changed in place)


def test_a_picture_block_is_the_anthropic_base64_form():
    [text, picture] = ImageAnswer("{}", "abc").blocks()
    assert text == {"type": "text", "text": "{}"}
    assert picture == {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "abc"}}


def test_a_lookups_picture_goes_out_once_and_is_never_saved(fake_anthropic):
    from map_assistant.agent.cancel import CancelToken
    from map_assistant.agent.providers.anthropic_client import AnthropicClient
    from map_assistant.agent.session import ChatSession
    from map_assistant.agent.tools import Tool
    from pydantic import BaseModel
    from support.fakes.fake_anthropic import Reply

    class NoFields(BaseModel):
        pass

    class Look(Tool):
        name, description, kind, egress, sees_images = "map_image", "A picture.", "lookup", "values", True
        input_model = NoFields

        def run(self, request, context) -> ImageAnswer:
            return ImageAnswer('{"width": 1024}', DATA)

    client = AnthropicClient(base_url=fake_anthropic.base_url, timeout=10.0, max_retries=0)
    session = ChatSession(client, [Look()], "You are Map Assistant.", "claude-sonnet-4-6", 1024)
    fake_anthropic.enqueue(Reply.tool_use("map_image", {}, id="toolu_look"), Reply.text("Europe."),
                           Reply.text("Yes."))
    list(session.run_turn("What am I looking at?", "", CancelToken()))
    list(session.run_turn("Is that all?", "", CancelToken()))
    first, with_picture, later = fake_anthropic.requests
    assert [tool["name"] for tool in first["tools"]] == ["map_image"] and "map_image" not in first["system"][0]["text"]
    assert json.dumps(with_picture).count(DATA) == 1
    assert DATA not in json.dumps(later) and SENT_EARLIER in json.dumps(later)
    assert DATA not in session.to_json() and SENT_EARLIER in session.to_json()
