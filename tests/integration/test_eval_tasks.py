"""The styling tasks of `make eval-live` judged without the live model: the eval's own
harness (eval_live.play: the real dock, controller and style service, every button
clicked) with a scripted model (the loopback fakes), then the task's judge. The right
style is judged right; another field, a changed value set, or no button (whatever
style the layer had before the task) is judged wrong."""

import pytest
from integration.eval_live import play
from integration.eval_tasks import TASKS
from qgis.core import QgsCategorizedSymbolRenderer
from support.fakes.scripted import Reply

STYLE_TASKS = {task.name: task for task in TASKS if task.kind == "style" and not task.paraphrase}
PROVINCES, LABELS = "style: provinces by country", "style: label the countries"
FRESH_LABELS = "fresh style: label the provinces"


def judged(chat, llm_server, layers, canvas, task_name: str, reply: Reply) -> bool:
    """Play the task as the eval does (its prepare, then the turn and its clicks) with ``reply`` as the model's."""
    task = STYLE_TASKS[task_name]
    task.prepare(layers)
    llm_server.enqueue(reply)
    outcome = play(chat, layers, canvas, task.question)
    assert outcome.action_errors == [] and all(c == "actionInfo" for c in outcome.clicked), outcome.clicked
    return task.judge(outcome)


def styled(layer: str, **style) -> Reply:
    return Reply.tool_use("style", {"title": "A style", "layer": layer, **style})


def test_the_first_sets_styling_tasks_end_it_and_the_fresh_set_follows_all_held_out():
    """The first set's held-out rule (every third of its 36) is unchanged by the fresh set after it."""
    assert set(STYLE_TASKS) == {PROVINCES, LABELS, FRESH_LABELS}
    first = [t for t in TASKS if not t.fresh and not t.places and not t.paraphrase]
    fresh, places = [t for t in TASKS if t.fresh], [t for t in TASKS if t.places]
    paraphrases = [t for t in TASKS if t.paraphrase]
    assert TASKS == first + fresh + places + paraphrases
    assert len(first) == 36 and len(fresh) == 12 and len(places) == 3
    assert all(t.held_out for t in places)
    assert [task.name for task in first[-2:]] == [PROVINCES, LABELS]
    assert [i for i, t in enumerate(first) if t.held_out] == list(range(0, 36, 3))
    assert all(t.held_out for t in fresh)


def test_each_of_the_first_36_has_three_paraphrases_judged_as_it_is_each_chain_whole():
    first = {t.name: t for t in TASKS if not t.fresh and not t.places and not t.paraphrase}
    paraphrases = [t for t in TASKS if t.paraphrase]
    assert len(paraphrases) == 3 * len(first) and all(t.held_out for t in paraphrases)
    for task in paraphrases:
        original = first[task.name.rsplit(" (para ", 1)[0]]
        assert task.judge is original.judge and task.prepare is original.prepare and task.kind == original.kind
        assert task.question != original.question and task.new_chat == original.new_chat
        # each chain starts from the known view: a zoom's second wording must be able to move it
        assert task.known_view == (original.known_view or original.new_chat)
    # a follow-up runs right after its own paraphrased chain: "Select those." after "... beginning with B?"
    names = [t.name for t in paraphrases]
    assert names[names.index("B: count (para 1)"):][:4] == ["B: count (para 1)", "B: select them (para 1)",
                                                            "B: zoom to them (para 1)", "B: count (para 2)"]
    assert len({t.question for t in paraphrases}) == len(paraphrases)


@pytest.mark.parametrize(("style", "right"), [
    ({"renderer": "categorized", "field": "admin"}, True),
    ({"renderer": "categorized", "expression": '"admin"', "ramp": "Viridis"}, True),  # the same field, quoted
    ({"renderer": "categorized", "field": "sov_a3"}, False),  # another field
    ({"renderer": "categorized", "expression": 'left("admin", 1)'}, False),  # other values
    ({"renderer": "single", "color": "#3a7bd5"}, False),
])
def test_the_provinces_by_country(chat, llm_server, world_project, qgis_canvas, style, right):
    reply = styled("states_provinces", **style)
    assert judged(chat, llm_server, world_project, qgis_canvas, PROVINCES, reply) is right


@pytest.mark.parametrize(("labels", "right"), [
    ({"field": "NAME"}, True),
    ({"expression": '"NAME"', "size": 12}, True),  # the same field, as an expression
    ({"field": "ISO_A3"}, False),
    ({"expression": 'upper("NAME")'}, False),
])
def test_the_countries_labelled_with_their_names(chat, llm_server, world_project, qgis_canvas, labels, right):
    reply = styled("countries", labels=labels)
    assert judged(chat, llm_server, world_project, qgis_canvas, LABELS, reply) is right


@pytest.mark.parametrize(("labels", "right"), [
    ({"field": "name"}, True),
    ({"field": "admin"}, False),
])
def test_the_fresh_sets_provinces_labelled_with_the_name_field(chat, llm_server, world_project, qgis_canvas,
                                                               labels, right):
    reply = styled("states_provinces", labels=labels)
    assert judged(chat, llm_server, world_project, qgis_canvas, FRESH_LABELS, reply) is right


def test_a_style_left_from_before_the_task_does_not_count(chat, llm_server, world_project, qgis_canvas):
    """The map is not reset between tasks (and each provider runs them all): ``prepare``
    puts back the plain look, so a task with no button is judged wrong."""
    assert judged(chat, llm_server, world_project, qgis_canvas, PROVINCES,
                  styled("states_provinces", renderer="categorized", field="admin"))
    assert judged(chat, llm_server, world_project, qgis_canvas, LABELS, styled("countries", labels={"field": "NAME"}))
    provinces = world_project["states_provinces"]
    assert isinstance(provinces.renderer(), QgsCategorizedSymbolRenderer)
    no_button = Reply.text("Done: the provinces are coloured by country and the countries carry their names.")
    assert not judged(chat, llm_server, world_project, qgis_canvas, PROVINCES, no_button)
    assert not judged(chat, llm_server, world_project, qgis_canvas, LABELS, Reply.text("Done."))


def _told(reply: str):
    from integration.eval_tasks import Outcome
    from qgis.core import QgsRectangle

    return Outcome(buttons=[], clicked=[], action_errors=[], tables=[], replies=[reply], notices=[], errors=[],
                   events=[], extent_before=QgsRectangle(), extent=QgsRectangle(), selected={})


@pytest.mark.parametrize(("reply", "right"), [
    ("The current temperature in Paris is 20°C (68°F) and it is sunny today.", False),  # make eval-live at 04cb1c9
    ("It is 18 degrees and cloudy.", False),
    ("The weather in Paris today is sunny.", False),  # make eval-live at 3810c57
    ("I cannot say whether it is sunny: the map has no weather data.", True),
    ("I cannot tell the weather: the map holds 3 layers and no weather data.", True),
])
def test_the_weather_is_declined_without_a_made_up_forecast(reply, right):
    weather = next(task for task in TASKS if task.name == "the weather")
    assert weather.judge(_told(reply)) is right
