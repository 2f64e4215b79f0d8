"""Issue 24, the style action through the whole chat and both providers: the model's
answer becomes a button, the click styles QGIS's world_map.gpkg countries, and the
Undo gives back the layer's saved style exactly. A bad ramp goes back to the model
with the real names before any button shows."""

import json
import statistics

import pytest
from map_assistant.agent.providers.presets import ANTHROPIC
from qgis.core import QgsCategorizedSymbolRenderer, QgsGraduatedSymbolRenderer, QgsReadWriteContext
from qgis.PyQt.QtWidgets import QPushButton
from qgis.PyQt.QtXml import QDomDocument
from support.fakes.scripted import Reply
from support.fixtures.gis_data import ogr_features


def saved_style(layer) -> str:
    document = QDomDocument()
    assert not layer.exportNamedStyle(document, QgsReadWriteContext())
    return document.toString()


def answer_and_click(chat, llm_server, reply: Reply, label: str) -> None:
    llm_server.enqueue(reply)
    chat.send("Please do it")
    buttons = chat.action_buttons()
    assert buttons and buttons[-1].text() == label, [b.text() for b in buttons]
    buttons[-1].click()


def last_undo(chat) -> QPushButton:
    undo = [b for b in chat.dock.findChildren(QPushButton) if b.objectName() == "undoButton" and b.isEnabled()]
    assert undo, "no Undo offered"
    return undo[-1]


def as_json(action: dict) -> Reply:
    return Reply.text(f"Here you go.\n```json\n{json.dumps(action)}\n```\n")


def test_colour_the_countries_by_their_first_letter_then_undo(chat, llm_server, world_project, qtbot):
    countries = world_project["countries"]
    before = saved_style(countries)
    answer_and_click(chat, llm_server, as_json({
        "type": "style", "title": "Countries by first letter", "layer": "countries", "renderer": "categorized",
        "expression": 'left("NAME", 1)', "ramp": "Spectral"}), "Style 'countries': colour by left(\"NAME\", 1)")
    qtbot.waitUntil(lambda: isinstance(countries.renderer(), QgsCategorizedSymbolRenderer), timeout=20_000)
    letters = {feature["NAME"][:1] for feature in countries.getFeatures() if isinstance(feature["NAME"], str)}
    assert letters <= {category.value() for category in countries.renderer().categories()}
    assert chat.action_errors() == []
    last_undo(chat).click()
    assert saved_style(countries) == before


def test_graduate_the_provinces_by_name_length_into_5_quantile_classes_then_undo(chat, llm_server, world_project,
                                                                                 qtbot):
    """The breaks are checked against an independent computation: Python's own quantiles
    of the name lengths read with OGR (QGIS's quantile is the inclusive one)."""
    provinces = world_project["states_provinces"]
    before = saved_style(provinces)
    answer_and_click(chat, llm_server, Reply.tool_use("style", {
        "title": "Provinces by name length", "layer": "states_provinces", "renderer": "graduated",
        "expression": 'length("name")', "method": "quantile", "classes": 5, "ramp": "Blues"}),
        "Style 'states_provinces': 5 quantile classes of length(\"name\")")
    qtbot.waitUntil(lambda: isinstance(provinces.renderer(), QgsGraduatedSymbolRenderer), timeout=20_000)
    lengths = sorted(float(len(attributes["name"])) for attributes, _ in ogr_features("states_provinces")
                     if isinstance(attributes["name"], str))
    cuts = statistics.quantiles(lengths, n=5, method="inclusive")
    assert [r.upperValue() for r in provinces.renderer().ranges()] == pytest.approx([*cuts, lengths[-1]])
    assert chat.action_errors() == []
    last_undo(chat).click()
    assert saved_style(provinces) == before


def test_label_the_countries_with_their_iso_code_then_undo(chat, llm_server, world_project):
    countries = world_project["countries"]
    before = saved_style(countries)
    answer_and_click(chat, llm_server, Reply.tool_use("style", {
        "title": "ISO codes", "layer": "countries", "labels": {"field": "ISO_A3", "size": 9}}),
        "Style 'countries': labels from \"ISO_A3\"")
    assert countries.labelsEnabled() and countries.labeling().settings().fieldName == "ISO_A3"
    assert chat.action_errors() == []
    last_undo(chat).click()
    assert not countries.labelsEnabled()
    assert saved_style(countries) == before


def test_an_unknown_ramp_goes_back_to_the_model_with_the_real_names(chat, llm_server, provider, world_project):
    wrong = {"layer": "countries", "renderer": "categorized", "field": "NAME", "ramp": "Rainbowish"}
    llm_server.enqueue(Reply.tool_use("style", wrong, id="call_wrong"),
                       Reply.tool_use("style", {**wrong, "ramp": "Spectral"}, id="call_right"))
    chat.send("Colour the countries by name")
    correction = json.dumps(llm_server.requests[1])
    assert "Rainbowish" in correction and "Spectral" in correction and "Viridis" in correction
    assert [button.text() for button in chat.action_buttons()] == ["Style 'countries': colour by \"NAME\""]
    if provider == ANTHROPIC:
        assert llm_server.requests[1]["messages"][-1]["content"][0]["is_error"] is True


def test_labels_asked_for_and_a_field_beside_a_single_colour_label_by_that_field(chat, llm_server, world_project):
    """make eval-live: "Label the countries with their names." got renderer single #FF0000
    with field NAME and no labels; a single colour uses no field, and the user asked for labels."""
    countries = world_project["countries"]
    llm_server.enqueue(Reply.tool_use("style", {"layer": "countries", "renderer": "single", "color": "#FF0000",
                                                "field": "NAME"}))
    chat.send("Label the countries with their names.")
    (button,) = chat.action_buttons()
    assert "labels from \"NAME\"" in button.text()
    button.click()
    chat.qtbot.waitUntil(countries.labelsEnabled, timeout=10_000)
    assert countries.labeling().settings().fieldName == "NAME"


def test_labels_asked_for_and_none_given_is_said_once(chat, llm_server, world_project):
    blue = {"layer": "countries", "renderer": "single", "color": "#3a7bd5"}
    llm_server.enqueue(Reply.tool_use("style", blue), Reply.tool_use("style", {**blue, "labels": {"field": "NAME"}}))
    chat.send("Etiqueta los países con su nombre.")
    assert "asks for labels" in json.dumps(llm_server.requests[1], ensure_ascii=False)
    assert [button.text() for button in chat.action_buttons()] == [
        "Style 'countries': one colour #3a7bd5, labels from \"NAME\""]
