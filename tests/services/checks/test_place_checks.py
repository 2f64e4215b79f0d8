"""Find, then zoom (issue 26): ``viewport`` ``zoom_to_place`` names a place and the plugin
finds its features, as the agent validates a call: QGIS's world_map.gpkg and the
hackfests, the real snapshot and lookup environment (on the main thread here, so the
main-thread caller simply runs), then a real click on the canvas."""

import pytest
from map_assistant.services.actions.viewport import ViewportInput, ViewportTool
from map_assistant.services.base import ActionEnvironment
from map_assistant.services.checks.call_check import checked_input
from pydantic import ValidationError
from qgis.core import QgsFeatureRequest, QgsRectangle
from support.fakes.recording_host import RecordingHost


@pytest.fixture
def context(world_context):
    return world_context


def validated(context, **fields) -> ViewportInput:
    return checked_input(ViewportTool, fields, context)


def envelope(layer, expression: str) -> QgsRectangle:
    box = QgsRectangle()
    box.setMinimal()
    for feature in layer.getFeatures(QgsFeatureRequest().setFilterExpression(expression)):
        box.combineExtentWith(feature.geometry().boundingBox())
    return box


def test_a_country_is_found_in_its_own_layer_not_among_its_provinces(context):
    """'Italy' is a countries.NAME (1 feature) and a states_provinces.admin (many): the fewest win."""
    call = validated(context, action="zoom_to_place", place="Italy")
    assert (call.action, call.layer, call.expression) == ("zoom_to_place", "countries", "\"NAME\" = 'Italy'")


def test_a_name_in_another_letter_case_is_found_in_any_case(context):
    call = validated(context, action="zoom_to_place", place="JAPAN")
    assert (call.layer, call.expression) == ("countries", "lower(\"NAME\") = 'japan'")


def test_a_zoom_with_a_place_and_no_geometry_is_a_zoom_to_that_place(context):
    """Liberal in what a model sends."""
    for action in ("zoom_to", "pan_to", None):
        fields = {"place": "Spain"} | ({"action": action} if action else {})
        call = validated(context, **fields)
        assert (call.action, call.layer, call.expression) == ("zoom_to_place", "countries", "\"NAME\" = 'Spain'")


def test_a_layer_s_own_name_is_a_zoom_to_that_layer(context):
    call = validated(context, action="zoom_to_place", place="Hackfests")
    assert (call.action, call.layer) == ("zoom_to_layer", "hackfests")


def test_a_place_no_layer_holds_goes_back_with_what_to_do(context):
    with pytest.raises(ValidationError) as error:
        validated(context, action="zoom_to_place", place="Zorblattia")
    message = str(error.value)
    assert "no feature of the map's layers is named 'Zorblattia'" in message
    assert "find_features" in message and "zoom_to" in message
    assert "offline gazetteer" in message


def test_without_the_turn_s_environment_the_gazetteer_answers(qgis_new_project, qgis_canvas):
    """No layer search without the turn (a saved chat, MCP): the offline gazetteer's Italy (issue 42)."""
    call = ViewportInput.model_validate({"action": "zoom_to_place", "place": "Italy"})
    reply = ViewportTool().process(ActionEnvironment(project=qgis_new_project, canvas=qgis_canvas), call)
    assert [button.label for button in reply.buttons] == ["Zoom to Italy"]


def test_a_place_no_layer_holds_but_the_gazetteer_does_passes_the_check(context):
    """Vigo is in no layer of the world map: the check lets it through for the gazetteer's button."""
    call = validated(context, action="zoom_to_place", place="Vigo")
    assert (call.action, call.layer, call.expression) == ("zoom_to_place", None, None)


def test_the_click_fits_the_place_s_features(context, world_project, qgis_canvas, qgis_new_project, qtbot):
    call = validated(context, action="zoom_to_place", place="Australia")
    response = ViewportTool().process(ActionEnvironment(project=qgis_new_project, canvas=qgis_canvas), call)
    (button,) = response.buttons
    assert button.label == "Zoom to Australia ('countries')"
    host = RecordingHost()
    button.run(host)
    qtbot.waitUntil(lambda: bool(host.infos or host.errors), timeout=10_000)
    assert host.errors == []
    target = envelope(world_project["countries"], "\"NAME\" = 'Australia'")
    view = qgis_canvas.extent()
    assert view.contains(target)
    assert max(target.width() / view.width(), target.height() / view.height()) > 0.8


@pytest.mark.parametrize(("place", "english"), [
    ("España", "Spain"), ("Deutschland", "Germany"), ("日本", "Japan"), ("italia", "Italy"), ("Österreich", "Austria"),
])
def test_a_country_named_in_its_own_language_is_found_by_its_english_name(context, place, english):
    """The map writes countries in English; Qt's locale data knows each one's own name."""
    call = validated(context, action="zoom_to_place", place=place)
    assert (call.layer, call.expression) == ("countries", f"\"NAME\" = '{english}'")


def test_a_name_in_a_third_language_still_goes_back(context):
    """'Espagne' is French, not Spain's own name: Qt's data does not have it."""
    with pytest.raises(ValidationError) as error:
        validated(context, action="zoom_to_place", place="Espagne")
    assert "no feature of the map's layers is named 'Espagne'" in str(error.value)
