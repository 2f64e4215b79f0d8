"""The style service on QGIS's world_map.gpkg: each renderer, labels, visibility and
opacity, checks that send bad input back with the valid names, and an Undo that
gives back the layer's saved style exactly."""

import hashlib
import statistics
from pathlib import Path

import pytest
from map_assistant.agent.tools import ToolContext
from map_assistant.services.actions.style import StyleInput, StyleTool
from map_assistant.services.base import ActionEnvironment, ActionRejected
from map_assistant.services.checks.call_check import checked_input
from map_assistant.services.snapshot.builder import build_snapshot
from pydantic import ValidationError
from qgis.core import (
    QgsCategorizedSymbolRenderer,
    QgsGraduatedSymbolRenderer,
    QgsProject,
    QgsReadWriteContext,
    QgsSingleSymbolRenderer,
    QgsStyle,
)
from qgis.PyQt.QtXml import QDomDocument
from support.fakes.recording_host import RecordingHost


@pytest.fixture
def session(world_project, qgis_canvas):
    return ActionEnvironment(project=QgsProject.instance(), canvas=qgis_canvas)


def saved_style(layer) -> str:
    """The layer's style as QGIS saves it (renderer, labelling, opacity, ...)."""
    document = QDomDocument()
    error = layer.exportNamedStyle(document, QgsReadWriteContext())
    assert not error
    return document.toString()


def validated(session, **fields) -> StyleInput:
    """Validate like the agent does: against the map snapshot."""
    context = ToolContext(snapshot=build_snapshot(session.project, session.canvas))
    return checked_input(StyleTool, fields, context)


def click(session, qtbot, **fields) -> RecordingHost:
    response = StyleTool().process(session, validated(session, **fields))
    assert len(response.buttons) == 1
    host = RecordingHost()
    response.buttons[0].run(host)
    qtbot.waitUntil(lambda: bool(host.infos or host.errors), timeout=20_000)
    assert host.errors == []
    return host


def test_single_symbol_colour_and_opacity(session, qtbot, world_project):
    countries = world_project["countries"]
    click(session, qtbot, layer="countries", renderer="single", color="#3a7bd5", opacity=0.5, outline="#000000")
    renderer = countries.renderer()
    assert isinstance(renderer, QgsSingleSymbolRenderer)
    assert renderer.symbol().color().name() == "#3a7bd5"
    assert renderer.symbol().opacity() == pytest.approx(0.5)
    assert renderer.symbol().symbolLayer(0).strokeColor().name() == "#000000"


def test_categorized_by_an_expression_has_one_category_per_first_letter(session, qtbot, world_project):
    countries = world_project["countries"]
    host = click(session, qtbot, layer="countries", renderer="categorized", expression='left("NAME", 1)',
                 ramp="Spectral")
    renderer = countries.renderer()
    assert isinstance(renderer, QgsCategorizedSymbolRenderer)
    assert renderer.classAttribute() == 'left("NAME", 1)'
    expected = {feature["NAME"][:1] for feature in countries.getFeatures() if feature["NAME"]}
    values = {category.value() for category in renderer.categories()}
    assert expected <= values and len(values - expected) <= 1  # a NULL name gives one NULL category
    assert len({category.symbol().color().name() for category in renderer.categories()}) > 10
    assert host.progresses and host.progresses[0].finished  # the values were read in a worker


def test_categorized_by_a_field(session, qtbot, world_project):
    provinces = world_project["states_provinces"]
    click(session, qtbot, layer="states_provinces", renderer="categorized", field="iso_a2", ramp="viridis")
    renderer = provinces.renderer()
    assert isinstance(renderer, QgsCategorizedSymbolRenderer) and renderer.classAttribute() == "iso_a2"
    assert {c.value() for c in renderer.categories()} == set(provinces.uniqueValues(provinces.fields().indexOf(
        "iso_a2")))


def test_graduated_quantile_breaks_match_an_independent_computation(session, qtbot, world_project):
    provinces = world_project["states_provinces"]
    click(session, qtbot, layer="states_provinces", renderer="graduated", expression='length("name")',
          method="quantile", classes=5, ramp="Blues")
    renderer = provinces.renderer()
    assert isinstance(renderer, QgsGraduatedSymbolRenderer)
    names = [feature["name"] for feature in provinces.getFeatures()]
    values = sorted(float(len(name)) for name in names if isinstance(name, str))  # length(NULL) is NULL: no value
    cuts = statistics.quantiles(values, n=5, method="inclusive")  # QGIS's quantile is the inclusive (numpy) one
    ranges = renderer.ranges()
    assert len(ranges) == 5
    assert [r.upperValue() for r in ranges] == pytest.approx([*cuts, values[-1]])
    assert ranges[0].lowerValue() == pytest.approx(values[0])
    assert renderer.classificationMethod().id() == "Quantile"


@pytest.mark.parametrize("method, method_id", [("equal_interval", "EqualInterval"), ("jenks", "Jenks"),
                                               ("pretty", "Pretty")])
def test_graduated_methods(session, qtbot, world_project, method, method_id):
    countries = world_project["countries"]
    click(session, qtbot, layer="countries", renderer="graduated", field="fid", method=method, classes=4,
          ramp="Reds")
    renderer = countries.renderer()
    assert renderer.classificationMethod().id() == method_id and len(renderer.ranges()) >= 2
    assert renderer.ranges()[-1].upperValue() >= max(f["fid"] for f in countries.getFeatures())


def test_labels_on_then_off(session, qtbot, world_project):
    countries = world_project["countries"]
    click(session, qtbot, layer="countries", labels={"field": "ISO_A3", "size": 9})
    assert countries.labelsEnabled()
    settings = countries.labeling().settings()
    assert settings.fieldName == "ISO_A3" and not settings.isExpression
    assert settings.format().size() == 9 and settings.format().buffer().enabled()
    click(session, qtbot, layer="countries", labels=False)
    assert not countries.labelsEnabled()


def test_visibility_and_layer_opacity(session, qtbot, world_project):
    countries = world_project["countries"]
    node = QgsProject.instance().layerTreeRoot().findLayer(countries.id())
    host = click(session, qtbot, layer="countries", visible=False, layer_opacity=0.4)
    assert not node.itemVisibilityChecked() and countries.opacity() == pytest.approx(0.4)
    host.infos[-1][1]()
    assert node.itemVisibilityChecked() and countries.opacity() == pytest.approx(1.0)


def test_undo_restores_the_saved_style_exactly(session, qtbot, world_project):
    countries = world_project["countries"]
    click(session, qtbot, layer="countries", labels={"expression": "upper(\"NAME\")", "size": 12})
    before = saved_style(countries)
    host = click(session, qtbot, layer="countries", renderer="categorized", expression='left("NAME", 1)',
                 ramp="Spectral", labels={"field": "ISO_A3", "size": 8})
    assert saved_style(countries) != before
    host.infos[-1][1]()
    assert saved_style(countries) == before


def test_a_style_is_never_written_to_the_data_source(session, qtbot, world_project):
    """The file holds the same bytes after the click (its layer_styles table included:
    QGIS 3.44's world_map.gpkg brings styles of its own), and the layer has no edits."""
    countries = world_project["countries"]
    source = Path(countries.source().split("|")[0])
    before = hashlib.sha256(source.read_bytes()).hexdigest()
    click(session, qtbot, layer="countries", renderer="single", color="#ff0000")
    assert not countries.isModified()
    assert hashlib.sha256(source.read_bytes()).hexdigest() == before


@pytest.mark.parametrize("fields, names", [
    ({"renderer": "categorized", "field": "continent", "ramp": "Spectral"}, ["NAME", "ISO_A3"]),
    ({"renderer": "graduated", "field": "NAME", "ramp": "Blues"}, ["fid"]),
    ({"renderer": "categorized", "field": "NAME", "ramp": "Rainbowish"}, ["Spectral", "Viridis", "Blues"]),
    ({"renderer": "graduated", "field": "fid", "method": "natural", "ramp": "Blues"}, ["quantile", "jenks"]),
    ({"labels": {"field": "label_text"}}, ["NAME"]),
    ({"renderer": "single", "color": "blue"}, ["#RRGGBB"]),
    ({"renderer": "single", "color": "#000000", "opacity": 1.5}, ["less than or equal to 1"]),
    ({"layer_opacity": -0.1}, ["greater than or equal to 0"]),
])
def test_bad_input_goes_back_with_the_valid_names_and_nothing_changes(session, world_project, fields, names):
    countries = world_project["countries"]
    before = saved_style(countries)
    with pytest.raises(ValidationError) as error:
        validated(session, layer="countries", **fields)
    for name in names:
        assert name in str(error.value)
    assert saved_style(countries) == before


@pytest.mark.parametrize("fields", [
    {"labels": {"field": "NAME", "expression": '"NAME"'}},  # the same column twice
    {"labels": {"size": 9}, "field": "NAME"},  # the source next to labels, no renderer
    {"labels": True, "expression": '"NAME"'},
    {"labels": "NAME"},
], ids=["twice", "beside", "true", "a-name"])
def test_labels_written_loosely_still_label_by_the_field_the_model_meant(session, fields):
    """Forms a small model wrote (make eval-live, 'label the countries'): read as meant."""
    labels = validated(session, layer="countries", **fields).labels
    assert labels.field == "NAME" or labels.expression == '"NAME"'
    assert (labels.field is None) != (labels.expression is None)


def test_labels_with_two_different_sources_still_go_back(session):
    with pytest.raises(ValidationError, match="exactly one of 'field' or 'expression'"):
        validated(session, layer="countries", labels={"field": "NAME", "expression": '"ISO_A3"'})


def test_unknown_layer_is_rejected_with_the_layer_names(session):
    with pytest.raises(ValidationError, match="countries"):
        validated(session, layer="rivers", renderer="single", color="#000000")


def test_a_text_field_for_graduated_is_refused_against_the_live_layer_too(session, world_project):
    call = StyleInput.model_validate({"layer": "countries", "renderer": "graduated", "field": "NAME"})
    with pytest.raises(ActionRejected, match="fid"):
        StyleTool().process(session, call)


def test_the_button_says_what_the_click_does(session):
    response = StyleTool().process(session, validated(
        session, layer="states_provinces", renderer="graduated", expression='length("name")', classes=5,
        ramp="Blues"))
    assert response.buttons[0].label == "Style 'states_provinces': 5 quantile classes of length(\"name\")"
    assert "Blues" in response.buttons[0].tooltip


def test_every_ramp_name_in_the_contract_is_the_default_style(session):
    assert "Spectral" in QgsStyle.defaultStyle().colorRampNames()
    assert validated(session, layer="countries", renderer="categorized", field="NAME", ramp="spectral").ramp == \
        "Spectral"


def _swatch_colours(picture, count: int) -> list[str]:
    """The centre colour of each legend symbol in the preview, left to right."""
    from map_assistant.services.actions.style import PREVIEW_SWATCH

    image = picture.toImage()
    return [image.pixelColor(i * (PREVIEW_SWATCH + 2) + PREVIEW_SWATCH // 2, PREVIEW_SWATCH // 2).name()
            for i in range(count)]


def test_the_preview_shows_the_colours_the_click_will_give(session, qtbot, world_project):
    """Drawn before the click from the renderer it will apply: five graduated classes of
    Blues give the five colours the applied renderer then has, in order."""
    call = validated(session, layer="states_provinces", renderer="graduated", expression='length("name")',
                     classes=5, ramp="Blues")
    button = StyleTool().process(session, call).buttons[0]
    picture = button.preview()
    assert picture.width() >= 5 * 14 and not picture.isNull()
    shown = _swatch_colours(picture, 5)
    host = RecordingHost()
    button.run(host)
    qtbot.waitUntil(lambda: bool(host.infos or host.errors), timeout=20_000)
    applied = [r.symbol().color().name() for r in world_project["states_provinces"].renderer().ranges()]
    assert shown == applied and len(set(shown)) == 5


def test_the_preview_of_one_colour_is_that_colour_and_labels_alone_have_none(session, world_project):
    single = StyleTool().process(session, validated(session, layer="countries", renderer="single",
                                                       color="#3a7bd5")).buttons[0]
    assert _swatch_colours(single.preview(), 1) == ["#3a7bd5"]
    labels = StyleTool().process(session, validated(session, layer="countries", labels={"field": "NAME"}))
    assert labels.buttons[0].preview is None


# --- after the click (services/checks/after_click.py) ------------------------------------


def click_failing(session, qtbot, **fields) -> RecordingHost:
    response = StyleTool().process(session, validated(session, **fields))
    host = RecordingHost()
    response.buttons[0].run(host)
    qtbot.waitUntil(lambda: bool(host.infos or host.errors), timeout=20_000)
    return host


def test_a_renderer_the_layer_did_not_take_is_said_as_a_failure(session, qtbot, world_project, monkeypatch):
    """issue 39: a layer that does not take the renderer (here its setRenderer does nothing)
    keeps its single symbol: the click says so instead of "Styled"."""
    countries = world_project["countries"]
    assert isinstance(countries.renderer(), QgsSingleSymbolRenderer)
    monkeypatch.setattr(countries, "setRenderer", lambda renderer: None)
    host = click_failing(session, qtbot, layer="countries", renderer="categorized", field="NAME")
    assert host.infos == []
    assert host.errors == ["The style was not applied to 'countries': its renderer is singleSymbol, not "
                           "categorizedSymbol."]


def test_categories_of_a_layer_showing_no_feature_are_said_as_a_failure_with_undo(session, qtbot, world_project):
    countries = world_project["countries"]
    countries.setSubsetString("\"NAME\" = 'Atlantis'")  # nothing to read the categories from
    before = saved_style(countries)
    host = click_failing(session, qtbot, layer="countries", renderer="categorized", field="NAME")
    assert host.infos == []
    assert host.errors == ["The style of 'countries' draws nothing: its renderer has no classes."]
    host.error_undos[0]()
    assert saved_style(countries) == before
