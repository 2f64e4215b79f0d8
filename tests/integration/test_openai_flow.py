"""Issue 12 through the whole chat: what only the OpenAI-compatible provider meets (a
malformed tool call, a server without tool support, a model the server does not
serve) and the way from a failing cloud to the local model."""

from map_assistant.toolbelt import preferences
from qgis.PyQt.QtWidgets import QPushButton
from support.fakes.fake_openai import OPENAI_TEST_MODEL
from support.fakes.scripted import ANTHROPIC_ONLY, OPENAI_ONLY, Reply


@OPENAI_ONLY
def test_a_malformed_tool_call_gets_an_error_result_and_one_retry(chat, llm_server, gpkg_project):
    llm_server.enqueue(
        Reply.tool_use("viewport", '{"action": "zoom_to_layer", "layer": "roads"', id="call_bad"),  # no closing brace
        Reply.tool_use("viewport", {"action": "zoom_to_layer", "layer": "roads"}, id="call_good"),
    )
    chat.send("Show me the roads")
    assert len(chat.action_buttons()) == 1
    first, retry = llm_server.raw_requests
    told = [m for m in retry["messages"] if m["role"] == "tool"]
    assert told and told[0]["tool_call_id"] == "call_bad" and told[0]["content"].startswith("Error: ")
    assert "must be a JSON object" in told[0]["content"]
    # The malformed call is sent back as the model wrote it, so it sees its own mistake.
    call = next(m for m in retry["messages"] if m.get("tool_calls"))["tool_calls"][0]
    assert call["function"]["arguments"] == '{"action": "zoom_to_layer", "layer": "roads"'
    assert any("retry 1 of 2" in note for note in chat.notices())


@OPENAI_ONLY
def test_a_server_without_tools_gets_the_json_form_and_the_answer_still_becomes_a_button(
        chat, llm_server, gpkg_project):
    llm_server.refuse_tools = True
    llm_server.enqueue(Reply.text('Sure.\n```json\n{"type": "viewport", "action": "zoom_to_layer", '
                                  '"layer": "roads"}\n```'),
                       Reply.text("Done."))
    chat.send("Show me the roads")
    assert len(chat.action_buttons()) == 1 and chat.errors() == []
    refused, answered = llm_server.raw_requests
    assert "tools" in refused and "tools" not in answered
    chat.send("Thanks")
    assert "tools" not in llm_server.raw_requests[-1]  # remembered for this model
    # The history shows the earlier action in the JSON form the model is asked for.
    history = " ".join(str(m["content"]) for m in llm_server.raw_requests[-1]["messages"])
    assert '"type": "viewport"' in history


@OPENAI_ONLY
def test_a_model_the_server_no_longer_serves_is_replaced_within_its_family_and_saved(chat, llm_server):
    llm_server.set_models([OPENAI_TEST_MODEL, "qwen2.5-coder:7b", "llama3.2:3b"])
    llm_server.retire(OPENAI_TEST_MODEL)
    llm_server.enqueue(Reply.text("Hello from the 7b."))
    chat.send("Hello?")
    assert chat.replies()[-1] == "Hello from the 7b."
    assert [r["model"] for r in llm_server.raw_requests] == [OPENAI_TEST_MODEL, "qwen2.5-coder:7b"]
    assert preferences.load().local_model == "qwen2.5-coder:7b"  # the user had chosen the old one
    assert any("qwen2.5-coder:7b" in n and "no longer available" in n for n in chat.notices())


@ANTHROPIC_ONLY
def test_a_cloud_outage_offers_the_local_model_for_this_chat(chat, fake_anthropic, fake_openai, qtbot):
    settings = preferences.load()
    settings.local_preset, settings.local_base_url, settings.local_model = "custom", fake_openai.base_url, OPENAI_TEST_MODEL
    preferences.save(settings)
    fake_anthropic.enqueue(*[Reply.error(529, "overloaded_error", "Overloaded")] * 3)
    chat.send("How many roads?")
    assert "overloaded" in chat.errors()[-1].lower()
    offers = [b for b in chat.dock.findChildren(QPushButton) if b.objectName() == "continueLocallyButton"]
    assert len(offers) == 1 and OPENAI_TEST_MODEL in offers[0].text()

    fake_openai.enqueue(Reply.text("Answered locally."), Reply.text("Still local."))
    offers[0].click()
    chat.wait_idle()
    assert chat.replies()[-1] == "Answered locally." and not offers[0].isEnabled()
    asked = fake_openai.requests[0]["messages"][-1]["content"][-1]["text"]
    assert asked == "How many roads?"
    chat.send("And now?")
    assert chat.replies()[-1] == "Still local."
    assert preferences.load().provider == "anthropic"  # for this chat only: the settings keep the cloud

    chat.dock.findChild(QPushButton, "newChatButton").click()
    fake_anthropic.enqueue(Reply.text("Back in the cloud."))
    chat.send("Hello?")
    assert chat.replies()[-1] == "Back in the cloud."


@ANTHROPIC_ONLY
def test_no_offer_without_a_local_model_or_for_errors_waiting_fixes(chat, fake_anthropic, fake_openai):
    fake_anthropic.enqueue(*[Reply.error(529, "overloaded_error", "Overloaded")] * 3)
    chat.send("Hello?")  # no local model set up
    settings = preferences.load()
    settings.local_base_url = fake_openai.base_url
    preferences.save(settings)
    fake_anthropic.enqueue(Reply.error(401, "authentication_error", "invalid x-api-key"))
    chat.send("Hello again?")  # a wrong key is fixed in the settings, not by another model
    assert len(chat.errors()) == 2
    assert not [b for b in chat.dock.findChildren(QPushButton) if b.objectName() == "continueLocallyButton"]
