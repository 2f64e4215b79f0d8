"""Issue 26, speed a local user feels: a small local model is sent the short prompt
(agent/words/short_prompt.py): a fixed system text, no native tools, and each tool's note in
the typed message that first needs it, so every request of the chat extends the one
before it. Through both SDKs to the loopback servers, which report the model's size as
llama.cpp does (/v1/models "meta")."""

import shutil

import pytest
from map_assistant.agent.providers.model_size import forget_parameter_counts
from map_assistant.agent.providers.presets import ANTHROPIC
from map_assistant.agent.words.short_prompt import NOTES_HEADING
from map_assistant.toolbelt import preferences
from support.fakes.scripted import Reply
from support.fixtures.locale import in_locale
from support.instruments.ts_files import i18n_script

SMALL, LARGE = 1_777_088_000, 7_600_000_000  # Qwen2.5-Coder 1.5B as llama.cpp reports it; a 7B
LOCAL_MODEL = "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf"
COUNT_CALL = '```json\n{"type": "count_features", "layer": "countries", "in_view": true}\n```'


@pytest.fixture
def sized(chat, llm_server, provider):
    """The chat's server says how big its model is; on the Anthropic path the model is a
    local one behind llama.cpp's /v1/messages, not Claude."""
    forget_parameter_counts()
    if provider == ANTHROPIC:
        settings = preferences.load()
        settings.model = LOCAL_MODEL
        preferences.save(settings)
        llm_server.set_models([LOCAL_MODEL])

    def size(parameters: int):
        llm_server.n_params = parameters
    yield size
    forget_parameter_counts()


def _system(body: dict) -> str:
    system = body.get("system")
    if system is None:
        system = next(m["content"] for m in body["messages"] if m["role"] == "system")
    return system if isinstance(system, str) else "\n".join(block["text"] for block in system)


def _conversation(body: dict) -> list:
    """The messages as the model reads them: Claude's cache mark moves to the newest
    message and is no text (a local server's template drops it)."""
    return [_unmarked(m) for m in body["messages"] if m["role"] != "system"]


def _unmarked(node):
    if isinstance(node, dict):
        return {k: _unmarked(v) for k, v in node.items() if k != "cache_control"}
    return [_unmarked(item) for item in node] if isinstance(node, list) else node


def test_a_small_model_gets_the_short_prompt_and_its_notes_in_the_message(chat, llm_server, world_project, sized):
    sized(SMALL)
    llm_server.enqueue(Reply.text(COUNT_CALL), Reply.text("There are 54 countries in view."))
    chat.send("How many countries are in the current map view?")

    first = llm_server.raw_requests[0]
    assert "tools" not in first and "## Actions" not in _system(first) and len(_system(first)) < 1_200
    typed = _text(_conversation(first)[-1])
    context, notes, question = (typed.index("Map context for this message"), typed.index(NOTES_HEADING),
                                typed.index("How many countries are in the current map view?"))
    assert context < notes < question and "### count_features" in typed
    assert chat.replies()[-1] == "There are 54 countries in view." and chat.errors() == []
    assert '"count": 54' in str(_conversation(llm_server.raw_requests[1])[-1]["content"])  # the lookup ran


def test_each_request_extends_the_one_before_and_a_note_is_sent_once(chat, llm_server, world_project, sized):
    sized(SMALL)
    llm_server.enqueue(Reply.text(COUNT_CALL), Reply.text("54 countries."),
                       Reply.text("```json\n{\"type\": \"count_features\", \"layer\": \"states_provinces\"}\n```"),
                       Reply.text("4556 provinces."),
                       Reply.text('```json\n{"type": "viewport", "action": "zoom_to_place", "place": "Italy"}\n```'))
    chat.send("How many countries are in the current map view?")
    chat.send("How many provinces are there?")
    chat.send("Zoom to Italy.")

    bodies = llm_server.raw_requests
    assert len(bodies) == 5 and {_system(b) for b in bodies} == {_system(bodies[0])}
    for before, after in zip(bodies, bodies[1:]):
        assert _conversation(after)[:len(_conversation(before))] == _conversation(before)
    sent = [str(m["content"]) for m in _conversation(bodies[-1]) if m["role"] == "user"]
    assert sum(text.count("### count_features") for text in sent) == 1  # the second count brought no note
    assert "### viewport" in sent[-1] and len(chat.action_buttons()) == 1


def test_a_larger_model_gets_the_full_prompt_with_its_tools(chat, llm_server, world_project, sized):
    sized(LARGE)
    llm_server.enqueue(Reply.text("There are countries."))
    chat.send("How many countries are in the current map view?")

    first = llm_server.raw_requests[0]
    assert "tools" in first and "## Actions" in _system(first)
    assert NOTES_HEADING not in str(first["messages"])


def test_the_warm_up_reads_the_short_prompt_the_question_then_extends(chat, llm_server, world_project, sized, qtbot):
    """The dock asks the server the model's size off the main thread, then has it read the
    short prompt: the question's request starts with everything the warm-up sent but its
    stand-in question."""
    sized(SMALL)
    settings = preferences.load()
    settings.warm_up = True
    preferences.save(settings)
    chat.controller.warmer.schedule()
    qtbot.waitUntil(lambda: chat.controller.warmer.requests_sent == 1 and chat.controller.warmer._running is None,
                    timeout=10_000)
    llm_server.enqueue(Reply.text("Hello."))
    chat.send("Hello!")

    warm, asked = llm_server.raw_requests[:2]
    assert _system(warm) == _system(asked) and "tools" not in warm and "## Actions" not in _system(warm)
    warm_text, asked_text = _text(_conversation(warm)[-1]), _text(_conversation(asked)[-1])
    read_ahead = warm_text[:warm_text.rindex("Hello")]  # all but the stand-in question (agent/warm_up.py)
    assert "Map context for this message" in read_ahead and asked_text.startswith(read_ahead)
    assert "### count_features" in asked_text[len(read_ahead):]  # "Hello!": the default notes


def _text(message: dict) -> str:
    content = message["content"]
    return content if isinstance(content, str) else "\n\n".join(block["text"] for block in content)


def test_a_reopened_chat_keeps_the_short_system_text_in_qgis_s_language(chat, llm_server, world_project, sized):
    sized(SMALL)
    chat.controller.session.short_system_prompt = "Short rules, answering in QGIS's language."
    llm_server.enqueue(Reply.text("Hello."), Reply.text("Again."))
    chat.send("Hello!")
    reopened = chat.controller.archive._session_from(chat.controller.session.to_json())
    chat.controller.adopt_session(reopened)
    chat.send("And again?")

    assert [_system(body) for body in llm_server.raw_requests] == ["Short rules, answering in QGIS's language."] * 2


STYLE_CALL = ('```json\n{"type": "style", "layer": "states_provinces", "renderer": "categorized", '
              '"field": "admin"}\n```')
DESCRIBED = ("To style the states_provinces layer by country, you need to change the renderer to categorized "
             "and specify the field as admin.")  # make eval-live at 78afed2, OpenAI path


def test_a_style_asked_for_and_described_instead_is_asked_for_once_as_a_button(chat, llm_server, world_project, sized):
    sized(SMALL)
    llm_server.enqueue(Reply.text(DESCRIBED), Reply.text(STYLE_CALL))
    chat.send("Colour the states_provinces layer by country: one colour for each value of its admin field.")

    assert len(llm_server.turn_requests) == 2
    told = _text(_conversation(llm_server.turn_requests[-1])[-1])
    assert "the style action does it" in told and "instead of describing the steps" in told
    assert [b.text() for b in chat.action_buttons()] == ['Style \'states_provinces\': colour by "admin"']
    assert not any(DESCRIBED in reply for reply in chat.replies())  # the steps gave way to the button
    assert any("asking it for the button" in n for n in chat.notices())


@pytest.mark.parametrize(("question", "parameters"), [
    ("How do I colour the states_provinces layer by country?", SMALL),  # a how-to question keeps its prose
    ("Colour the states_provinces layer by country.", LARGE),  # a larger model gets the full prompt: not asked
])
def test_a_described_style_is_taken_as_it_is(chat, llm_server, world_project, sized, question, parameters):
    sized(parameters)
    llm_server.enqueue(Reply.text(DESCRIBED), Reply.text(STYLE_CALL))
    chat.send(question)

    assert len(llm_server.turn_requests) == 1 and chat.action_buttons() == []
    assert chat.replies()[-1] == DESCRIBED


def test_a_description_is_asked_for_a_button_once_per_turn(chat, llm_server, world_project, sized):
    sized(SMALL)
    llm_server.enqueue(Reply.text(DESCRIBED), Reply.text(DESCRIBED))
    chat.send("Colour the states_provinces layer by country.")

    assert len(llm_server.turn_requests) == 2 and chat.replies()[-1] == DESCRIBED


@pytest.mark.parametrize("question", ["What can you do for me?", "¿Qué puedes hacer?"])
def test_a_small_model_is_not_asked_what_it_can_do_the_plugin_says_it(chat, llm_server, world_project, sized, question):
    """make eval-live at 78afed2: the 1.5B model's answer named a "Count" button that does not exist."""
    from map_assistant.agent.words.words_wanted import what_i_can_do

    sized(SMALL)
    chat.send(question)  # nothing is queued for the model: a request would fail the turn

    assert llm_server.turn_requests == [] and chat.replies()[-1] == str(what_i_can_do())
    assert chat.action_buttons() == [] and chat.errors() == []
    llm_server.enqueue(Reply.text("There are 54 countries."))  # not "54.": Markdown shows it as a list's number
    chat.send("How many countries are in the current map view?")  # the chat goes on, roles alternating
    conversation = _conversation(llm_server.turn_requests[-1])
    assert [m["role"] for m in conversation] == ["user", "assistant", "user"]
    assert _text(conversation[1]) == str(what_i_can_do()) and chat.replies()[-1] == "There are 54 countries."


def test_a_larger_model_is_asked_what_it_can_do(chat, llm_server, world_project, sized):
    sized(LARGE)
    llm_server.enqueue(Reply.text("I can count, list and query your layers."))
    chat.send("What can you do for me?")

    assert len(llm_server.turn_requests) == 1 and chat.replies()[-1] == "I can count, list and query your layers."


@pytest.mark.skipif(not shutil.which("lrelease"), reason="lrelease comes with `make system` (qttools5-dev-tools)")
def test_the_plugins_own_answer_is_shown_in_qgis_language_and_kept_in_english(
        chat, llm_server, world_project, sized, tmp_path):
    script = i18n_script()
    shutil.copy(script.ts_path("fr"), tmp_path / "map_assistant_fr.ts")
    script.compile_all(tmp_path)
    sized(SMALL)
    with in_locale("fr", tmp_path) as translator:
        assert translator is not None
        chat.send("Que peux-tu faire ?")
        shown = chat.replies()[-1]
    assert shown.startswith("Je lis les couches de cette carte") and "Je ne modifie jamais vos données." in shown
    assert chat.controller.session.history[-1]["content"][0]["text"].startswith("I read this map's layers")
