"""Issue 26: answers checked against the user's own question, through the whole chat and a
real SDK to the loopback model servers (both providers).

- A question about the view answered with a whole-layer query is corrected once
  (services/checks/question_checks.py); the same answer again is taken as it is.
- Questions about the selection are offered ``selected_features``, which reads the
  selection as it is now; other chats are not (services/lookups/selected_features.py).
"""

from __future__ import annotations

import json

import pytest
from support.fakes.scripted import Reply

WHOLE = {"sql": "SELECT count(*) AS n FROM countries", "title": "Countries"}
IN_VIEW = {"sql": "SELECT count(*) AS n FROM countries WHERE "
                  "ST_Intersects(geom, ST_GeomFromText('{{CurrentView.bbox}}', {{CurrentView.srid}}))",
           "sql_placeholders": ["{{CurrentView.bbox}}", "{{CurrentView.srid}}"], "title": "Countries in view"}


def _last_texts(request: dict) -> str:
    return json.dumps(request["messages"][-1]["content"], ensure_ascii=False)


def test_a_view_question_answered_for_the_whole_layer_is_corrected_once(chat, llm_server, world_project):
    llm_server.enqueue(Reply.tool_use("sql", WHOLE), Reply.tool_use("sql", IN_VIEW))
    chat.send("How many countries are in the view now?")

    assert len(llm_server.requests) == 2
    assert "current map view" in _last_texts(llm_server.requests[1])
    correction = _last_texts(llm_server.requests[1])
    # The fix is named with the layer's own geometry column: a "<geometry column>" stand-in
    # came back as {{<geometry column>}} (make eval-live at ce90241).
    assert "add WHERE ST_Intersects(geom, ST_GeomFromText('{{CurrentView.bbox}}', {{CurrentView.srid}}))" in correction
    assert "<" not in correction, correction
    assert [button.text() for button in chat.action_buttons()] == ["Countries in view"]


def test_the_same_whole_layer_answer_after_the_correction_is_taken(chat, llm_server, world_project):
    llm_server.enqueue(Reply.tool_use("sql", WHOLE), Reply.tool_use("sql", WHOLE))
    chat.send("¿Cuántos países hay en la vista actual del mapa?")

    assert len(llm_server.requests) == 2, "corrected once, not in a loop"
    assert [button.text() for button in chat.action_buttons()] == ["Countries"]
    assert not any("same" in notice for notice in chat.notices()), chat.notices()


def test_a_question_not_about_the_view_is_not_second_guessed(chat, llm_server, world_project):
    llm_server.enqueue(Reply.tool_use("sql", WHOLE))
    chat.send("How many countries are there in the layer?")

    assert len(llm_server.requests) == 1
    assert [button.text() for button in chat.action_buttons()] == ["Countries"]


def _tool_names(llm_server, index: int) -> set[str]:
    return {tool["name"] for tool in llm_server.requests[index].get("tools", [])}


def test_a_question_about_the_selection_is_answered_from_the_selection_now(chat, llm_server, world_project):
    countries = world_project["countries"]
    countries.selectByExpression("NAME IN ('Chile', 'Peru', 'Bolivia', 'Ecuador', 'Colombia')")
    llm_server.enqueue(Reply.text("Several."),
                       Reply.tool_use("selected_features", {"layer": "countries"}), Reply.text("You selected 5."))
    chat.send("How many countries are there?")
    chat.send("How many countries have I selected?")

    assert "selected_features" not in _tool_names(llm_server, 0)
    assert "selected_features" in _tool_names(llm_server, 1)
    result = next(block for block in llm_server.requests[2]["messages"][-1]["content"]
                  if block.get("type") == "tool_result")
    content = result["content"] if isinstance(result["content"], str) else result["content"][0]["text"]
    found = json.loads(content)
    assert found["count"] == 5 and {row["NAME"] for row in found["features"]} == {
        "Chile", "Peru", "Bolivia", "Ecuador", "Colombia"}
    assert chat.replies()[-1] == "You selected 5."


ZOOM_TO_COUNTRIES = {"action": "zoom_to_layer", "layer": "countries"}


@pytest.mark.parametrize(("question", "correction", "words"), [
    # make eval-live: "What can you do for me?" got a bare zoom to the countries layer.
    ("¿Qué puedes hacer?", "asks what you can do", "I can count, list and query your layers' features."),
    # make eval-live at 04cb1c9 (OpenAI path): the same zoom, a button on a request that cannot be done.
    ("Delete all countries from the countries layer.", "never changes the map's data",
     "I cannot delete features; QGIS's editing tools can."),
])
def test_a_question_that_wants_words_answered_with_a_button_is_asked_for_them(
        chat, llm_server, world_project, question, correction, words):
    llm_server.enqueue(Reply.tool_use("viewport", ZOOM_TO_COUNTRIES), Reply.text(words))
    chat.send(question)

    assert len(llm_server.requests) == 2
    assert correction in _last_texts(llm_server.requests[1])
    assert "the map can do this" not in _last_texts(llm_server.requests[1])  # no "send the corrected action"
    assert chat.action_buttons() == []
    assert chat.replies()[-1] == words


def test_a_zoom_keeps_its_button_and_the_same_answer_to_what_can_you_do_is_not_asked_again_nor_shown(
        chat, llm_server, world_project):
    """Corrected once, not in a loop; the button after the correction that asked for words is
    not shown (it was, until make eval-live at 78afed2 showed such a button on a request that
    cannot be done)."""
    llm_server.enqueue(*[Reply.tool_use("viewport", ZOOM_TO_COUNTRIES) for _ in range(3)])
    chat.send("Zoom to the countries layer.")
    assert len(llm_server.requests) == 1 and len(chat.action_buttons()) == 1

    chat.send("What can you do for me?")
    assert len(llm_server.requests) == 3, "corrected once, not in a loop"
    assert len(chat.action_buttons()) == 1
    assert any("proposed a button again; it is not shown" in notice for notice in chat.notices())


def _result_of(request: dict) -> dict:
    content = request["messages"][-1]["content"]
    for block in content:
        if block.get("type") == "tool_result":
            inner = block["content"]
            return json.loads(inner if isinstance(inner, str) else inner[0]["text"])
    text = next(block["text"] for block in content if block.get("type") == "text")  # "Result of <call>:\n{...}"
    return json.loads(text.split(":\n", 1)[1])


def test_a_selection_that_selects_nothing_reads_the_selection_instead(chat, llm_server, provider, world_project):
    """make eval-live, JSON form: "List the names of the countries I have selected" got
    {"type": "selection", "layer": "countries", "fields": ["name"]} twice: a selection with
    neither query nor expression, the shape of a selected_features call."""
    world_project["countries"].selectByExpression("NAME IN ('France', 'Germany', 'Spain')")
    if provider == "openai":
        llm_server.refuse_tools = True  # the JSON-in-text form the model answered in
    llm_server.enqueue(Reply.text('```json\n{"type": "selection", "layer": "countries", "fields": ["name"], '
                                  '"layer_selection": "3"}\n```'),
                       Reply.text("France, Germany and Spain."))
    chat.send("List the names of the countries I have selected.")

    found = _result_of(llm_server.requests[-1])  # the request after the lookup
    assert found["count"] == 3 and {row["NAME"] for row in found["features"]} == {"France", "Germany", "Spain"}
    assert chat.action_buttons() == [] and chat.replies()[-1] == "France, Germany and Spain."
    assert world_project["countries"].selectedFeatureCount() == 3  # nothing was selected anew


def test_an_average_asked_and_not_computed_is_corrected_once(chat, llm_server, world_project):
    """make eval-live: "On average, how many states or provinces does a country have?" got
    the largest group's query (count ... GROUP BY admin ORDER BY n DESC LIMIT 1)."""
    largest = {"sql": "SELECT count(*) AS n, admin FROM states_provinces GROUP BY admin ORDER BY n DESC LIMIT 1",
               "title": "Largest"}
    average = {"sql": "SELECT avg(n) FROM (SELECT admin, count(*) AS n FROM states_provinces GROUP BY admin) AS g",
               "title": "Average"}
    llm_server.enqueue(Reply.tool_use("sql", largest), Reply.tool_use("sql", average))
    chat.send("En promedio, ¿cuántas provincias tiene un país en states_provinces?")

    assert len(llm_server.requests) == 2 and "asks for an average" in _last_texts(llm_server.requests[1])
    assert [button.text() for button in chat.action_buttons()] == ["Average"]


@pytest.mark.parametrize("form", ["tool", "json"])
def test_a_query_that_would_change_data_is_told_to_answer_in_words(chat, llm_server, world_project, form):
    """make eval-live, "Delete all countries from the countries layer.": told only "send
    the corrected action... the map can do this", the 1.5B model sent a selection that
    removed nothing, a button on a request that cannot be done."""
    delete = {"sql": "DELETE FROM countries", "sql_placeholders": []}
    first = (Reply.tool_use("sql", delete) if form == "tool"
             else Reply.text("```json\n" + json.dumps({"type": "sql", **delete}) + "\n```"))
    llm_server.enqueue(first, Reply.text("I cannot delete features; use QGIS's editing tools."))
    chat.send("Delete all countries from the countries layer.")

    told = _last_texts(llm_server.requests[1])
    assert "never changes the map's data" in told and "Answer in text only" in told
    assert "the map can do this" not in told  # no "send the corrected action"
    assert chat.action_buttons() == [] and chat.replies()[-1].startswith("I cannot delete")


@pytest.mark.parametrize(("question", "unusable"), [
    # make eval-live at 78afed2 (OpenAI path, JSON form): a "delete" type, then two selections
    # with neither query nor expression, never words.
    ("Delete all countries from the countries layer.", {"type": "delete", "layer": "countries"}),
    # the same run: an "update" type, then "I cannot do it here because the map lacks the layer countries".
    ("Rename France to 'French Republic' in the countries layer.",
     {"type": "update", "layer": "countries", "field": "NAME", "value": "French Republic"}),
    # an action that fails its checks is no better a first answer to it
    ("Delete all countries from the countries layer.", {"type": "selection", "layer": "countries", "action": "remove"}),
])
def test_an_unusable_answer_to_a_change_of_data_is_told_to_answer_in_words(
        chat, llm_server, provider, world_project, question, unusable):
    if provider == "openai":
        llm_server.refuse_tools = True  # the JSON-in-text form the model answered in
    llm_server.enqueue(Reply.text("```json\n" + json.dumps(unusable) + "\n```"),
                       Reply.text("I cannot change features; QGIS's editing tools (Toggle Editing) can."))
    chat.send(question)

    told = _last_texts(llm_server.requests[-1])  # the correction's request
    assert "never changes the map's data" in told and "Answer in text only" in told
    assert "Unknown action type" not in told and "invalid fields" not in told  # no correction towards a button
    assert chat.action_buttons() == [] and chat.replies()[-1].startswith("I cannot change features")


def test_an_unusable_answer_to_another_question_is_corrected_as_before(chat, llm_server, world_project):
    llm_server.enqueue(Reply.text('```json\n{"type": "delete", "layer": "countries"}\n```'),
                       Reply.tool_use("viewport", ZOOM_TO_COUNTRIES))
    chat.send("Zoom to the countries layer.")

    assert 'Unknown action type \\"delete\\"' in _last_texts(llm_server.requests[1])
    assert len(chat.action_buttons()) == 1


def test_a_bare_condition_in_a_query_is_no_change_to_the_data(chat, llm_server, world_project):
    """"country = 'Canada'" is no statement, let alone a write: it is read as the selection's
    expression, and mended there (test_small_model_selection.py)."""
    llm_server.enqueue(Reply.tool_use("selection", {"layer": "states_provinces", "query": "country = 'Canada'"}),
                       Reply.text("Done."))
    chat.send("Select the provinces of Canada.")

    assert "never changes the map's data" not in json.dumps([r["messages"] for r in llm_server.requests])
    assert [button.toolTip() for button in chat.action_buttons()] == ["admin = 'Canada'"], chat.notices()
