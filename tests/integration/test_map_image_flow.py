"""Issue 24, ``map_image`` through the whole chat and both providers: the model asks
to look, the lookup draws QGIS's world_map.gpkg view, and the picture reaches the
next request in the provider's own form (Anthropic: an ``image`` block in the
tool_result; OpenAI: an ``image_url`` data URL in a user message after the ``tool``
message, which holds text only). It is never offered to a model whose server does
not say it reads images, and never sent when the user withholds values. "What was
sent" shows it as a picture. The real controller, dock, session and SDKs talk to
the loopback servers."""

from __future__ import annotations

import base64
import json

import pytest
from map_assistant.agent.images import SENT_EARLIER
from map_assistant.agent.providers.presets import ANTHROPIC, OPENAI
from map_assistant.toolbelt import preferences
from qgis.PyQt.QtWidgets import QLabel, QPlainTextEdit, QToolButton
from support.fakes.scripted import OPENAI_ONLY, Reply

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
LOOK = "Look at the map: what am I looking at?"


@pytest.fixture
def reads_images(llm_server, provider):
    """The OpenAI-compatible server says its model reads images (llama.cpp's /props
    ``modalities``); Claude always does."""
    if provider == OPENAI:
        llm_server.vision = True


def ask_to_look(chat, llm_server, answer: str = "Europe, with its countries and provinces.") -> None:
    llm_server.enqueue(Reply.tool_use("map_image", {}, id=f"toolu_look{len(llm_server.requests)}"),
                       Reply.text(answer))
    chat.send(LOOK)


def offered(request: dict) -> list[str]:
    return [tool["name"] for tool in request.get("tools", [])]


def pictures(value) -> list[bytes]:
    """The decoded pictures of a request in the Anthropic form (both fakes show it so)."""
    if isinstance(value, dict):
        if value.get("type") == "image":
            return [base64.b64decode(value["source"]["data"])]
        return [p for v in value.values() for p in pictures(v)]
    if isinstance(value, list):
        return [p for v in value for p in pictures(v)]
    return []


def test_the_picture_reaches_the_model_in_the_providers_own_form(chat, llm_server, provider, world_project,
                                                                  reads_images):
    ask_to_look(chat, llm_server)
    assert "map_image" in offered(llm_server.requests[0])
    [picture] = pictures(llm_server.requests[1])
    assert picture.startswith(PNG_SIGNATURE)
    if provider == ANTHROPIC:
        [result] = [b for b in llm_server.requests[1]["messages"][-1]["content"] if b.get("type") == "tool_result"]
        assert [block["type"] for block in result["content"]] == ["text", "image"]
        assert result["content"][1]["source"]["media_type"] == "image/png"
        facts = json.loads(result["content"][0]["text"])
    else:
        sent = llm_server.raw_requests[1]["messages"]
        tool = next(i for i, m in enumerate(sent) if m["role"] == "tool")
        assert isinstance(sent[tool]["content"], str)  # a tool message holds text only
        facts = json.loads(sent[tool]["content"])
        parts = sent[tool + 1]["content"]
        assert sent[tool + 1]["role"] == "user" and [p["type"] for p in parts] == ["text", "image_url"]
        assert parts[1]["image_url"]["url"].startswith("data:image/png;base64,")
    assert facts["crs"] == "EPSG:4326" and "countries" in facts["layers"]
    assert chat.replies()[-1] == "Europe, with its countries and provinces."


def test_the_picture_is_sent_once_and_named_in_later_requests(chat, llm_server, world_project, reads_images):
    ask_to_look(chat, llm_server)
    llm_server.enqueue(Reply.text("Yes."))
    chat.send("Is that all?")
    assert pictures(llm_server.requests[-1]) == []
    assert SENT_EARLIER in json.dumps(llm_server.requests[-1])


@OPENAI_ONLY  # only an OpenAI-compatible server may say (or not say) that its model reads images
@pytest.mark.parametrize("declared", [False, None], ids=["says-no", "says-nothing"])
def test_a_model_that_does_not_read_images_is_never_offered_it(chat, fake_openai, world_project, declared):
    fake_openai.vision = declared
    fake_openai.enqueue(Reply.text("I cannot see the map, but the context lists countries."))
    chat.send(LOOK)
    request = fake_openai.requests[0]
    # LOOK holds the words that offer it to a model that reads images (the first test)
    assert "map_image" not in offered(request) and "map_image" not in json.dumps(request["system"])


def test_withheld_values_send_no_picture(chat, llm_server, world_project, reads_images):
    stored = preferences.load()
    stored.send_values = False
    preferences.save(stored)
    ask_to_look(chat, llm_server, "I was not allowed to look.")
    assert all(pictures(request) == [] for request in llm_server.requests)
    assert "Not run" in json.dumps(llm_server.requests[1]["messages"][-1])


def test_what_was_sent_shows_the_picture_not_its_base64(chat, llm_server, world_project, reads_images, qtbot):
    ask_to_look(chat, llm_server)
    chat.dock.findChild(QToolButton, "whatWasSentButton").click()
    dialog = chat.controller._sent_dialog
    qtbot.waitUntil(dialog.isVisible)
    [shown] = [w for w in dialog.findChildren(QLabel) if w.objectName() == "whatWasSentPicture"]
    assert not shown.pixmap().isNull()
    text = dialog.findChild(QPlainTextEdit, "whatWasSentText").toPlainText()
    assert "<picture 1, " in text and "iVBORw0KGgo" not in text  # the PNG's base64 starts so
