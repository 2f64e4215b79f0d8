"""The selection service on a real GeoPackage: expression and SQL paths, modes, undo, errors."""

import pytest
from map_assistant.services.base import ActionRejected
from map_assistant.services.selection import SelectionInput, SelectionService
from pydantic import ValidationError
from qgis.core import QgsRectangle
from shapely import wkt as shapely_wkt
from shapely.geometry import box
from support.gis_data import ROADS
from support.recording_host import RecordingHost


@pytest.fixture
def session(gpkg_session):
    return gpkg_session


@pytest.fixture
def roads(gpkg_project):
    return gpkg_project["roads"]


def ids_where(layer, predicate):
    """Feature ids computed independently of the service, from the attributes."""
    return {f.id() for f in layer.getFeatures() if predicate(f)}


def click(qtbot, session, **fields):
    response = SelectionService().process(session, SelectionInput.model_validate(fields))
    host = RecordingHost()
    response.buttons[0].run(host)
    qtbot.waitUntil(lambda: host.outcomes > 0, timeout=10_000)
    return response, host


def test_expression_new_selection_reports_the_count(qtbot, session, roads):
    response, host = click(qtbot, session, layer="roads", expression='"lanes" = 2')

    expected = ids_where(roads, lambda f: f["lanes"] == 2)
    assert response.buttons[0].label == "Select in 'roads' (new selection)"
    assert host.errors == []
    assert set(roads.selectedFeatureIds()) == expected
    message, _undo = host.infos[0]
    assert message == f"Selected {len(expected)} features in 'roads' (was 0)."
    assert host.progresses and host.progresses[0].finished


@pytest.mark.parametrize(
    "mode, combine",
    [
        ("new", lambda before, matched: matched),
        ("add", lambda before, matched: before | matched),
        ("remove", lambda before, matched: before - matched),
        ("intersect", lambda before, matched: before & matched),
    ],
)
def test_modes_combine_with_the_previous_selection_and_undo_restores_it(qtbot, session, roads, mode, combine):
    before = ids_where(roads, lambda f: f["name"] in ("Main St", "High St"))
    roads.selectByIds(list(before))
    matched = ids_where(roads, lambda f: f["lanes"] == 2)  # Main St and O'Connell Rd

    _, host = click(qtbot, session, layer="roads", expression='"lanes" = 2', mode=mode)

    assert set(roads.selectedFeatureIds()) == combine(before, matched)
    message, undo = host.infos[0]
    assert f"{len(combine(before, matched))}" in message and f"(was {len(before)})" in message
    undo()
    assert set(roads.selectedFeatureIds()) == before


def test_expression_with_a_view_placeholder_uses_the_view_at_click_time(qtbot, session, roads):
    fields = {
        "layer": "roads",
        "expression": "intersects($geometry, geom_from_wkt('{{CurrentView.bbox}}'))",
        "sql_placeholders": ["{{CurrentView.bbox}}"],
    }
    response = SelectionService().process(session, SelectionInput.model_validate(fields))
    view = QgsRectangle(400, 700, 600, 900)  # only the vertical O'Connell Rd (x = 500) ...
    session.canvas.setExtent(view)  # ... after the answer arrived: the user pans
    visible = session.canvas.extent()
    expected = {
        f.id() for f in roads.getFeatures()
        if shapely_wkt.loads(f.geometry().asWkt()).intersects(
            box(visible.xMinimum(), visible.yMinimum(), visible.xMaximum(), visible.yMaximum()))
    }
    host = RecordingHost()

    response.buttons[0].run(host)
    qtbot.waitUntil(lambda: host.outcomes > 0, timeout=10_000)

    assert host.errors == []
    assert set(roads.selectedFeatureIds()) == expected
    assert 0 < len(expected) < len(ROADS)


def test_invalid_expression_is_rejected_before_a_button_shows(session):
    with pytest.raises(ActionRejected) as error:
        SelectionService().process(session, SelectionInput(layer="roads", expression='"lanes" = = 2'))
    assert "not valid QGIS syntax" in error.value.user_message


def test_unknown_layer_is_rejected_with_the_layer_list(session):
    with pytest.raises(ActionRejected) as error:
        SelectionService().process(session, SelectionInput(layer="rods", expression="true"))
    assert "no vector layer named 'rods'" in error.value.user_message
    assert "roads" in error.value.user_message


def test_undeclared_placeholder_is_rejected_before_a_button_shows(session):
    with pytest.raises(ActionRejected) as error:
        SelectionService().process(
            session,
            SelectionInput(layer="roads", expression="intersects($geometry, geom_from_wkt('{{CurrentView.bbox}}'))"),
        )
    assert "without declaring it" in error.value.user_message


@pytest.mark.parametrize(
    "fields",
    [
        {"layer": "roads"},
        {"layer": "roads", "query": "SELECT * FROM roads", "expression": "true"},
        {"layer": "roads", "expression": "true", "mode": "toggle"},
    ],
)
def test_query_xor_expression_and_known_modes_are_enforced_by_validation(fields):
    with pytest.raises(ValidationError):
        SelectionInput.model_validate(fields)


def test_cancel_from_the_chat_reports_cancelled_and_leaves_the_selection(qtbot, session, roads):
    roads.selectByIds([1])
    response = SelectionService().process(session, SelectionInput(layer="roads", expression="true"))
    host = RecordingHost()

    response.buttons[0].run(host)
    host.progresses[0].cancel()  # the user clicks Cancel before the task reports back
    qtbot.waitUntil(lambda: host.outcomes > 0, timeout=10_000)

    assert host.infos == []
    assert host.errors and host.errors[0].startswith("Cancelled")
    assert roads.selectedFeatureIds() == [1]


def test_query_selects_the_rows_by_their_gpkg_fid_and_undo_restores(qtbot, session, roads):
    roads.selectByIds([next(roads.getFeatures()).id()])
    before = set(roads.selectedFeatureIds())
    _, host = click(qtbot, session, layer="roads", query="SELECT * FROM roads WHERE lanes = 2")

    expected = ids_where(roads, lambda f: f["lanes"] == 2)
    assert host.errors == []
    assert set(roads.selectedFeatureIds()) == expected
    message, undo = host.infos[0]
    assert message == f"Selected {len(expected)} features in 'roads' (was {len(before)})."
    undo()
    assert set(roads.selectedFeatureIds()) == before


def test_query_without_the_layer_key_is_reported(qtbot, session, roads):
    _, host = click(qtbot, session, layer="roads", query="SELECT name FROM roads")

    assert host.infos == [] and "does not carry the key of 'roads'" in host.errors[0]
