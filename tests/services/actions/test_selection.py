"""The selection service on real data, each scenario on a GeoPackage and on PostGIS tables
(``storage``): expression and SQL paths, modes, undo, errors. On PostGIS, what the server
ran (pg_stat_statements) proves the filter ran inside PostgreSQL and that no more rows
reached QGIS than the features that matched."""

import pytest
from map_assistant.services.actions.selection import SelectionInput, SelectionTool
from map_assistant.services.base import ActionRejected
from pydantic import ValidationError
from qgis.core import QgsRectangle
from shapely import wkt as shapely_wkt
from shapely.geometry import box
from support.fakes.recording_host import RecordingHost
from support.fixtures.gis_data import ROADS
from support.instruments.pg_stats import assert_ran_in_postgres


@pytest.fixture
def session(storage_session):
    return storage_session


@pytest.fixture
def roads(storage_project):
    return storage_project["roads"]


@pytest.fixture
def server(request, storage):
    """What the PostGIS server ran (support/instruments/pg_stats.py); None on a GeoPackage, which has no server."""
    return request.getfixturevalue("server_statements") if storage == "postgis" else None


def ids_where(layer, predicate):
    """Feature ids computed independently of the service, from the attributes."""
    return {f.id() for f in layer.getFeatures() if predicate(f)}


def click(qtbot, session, server=None, **fields):
    response = SelectionTool().process(session, SelectionInput.model_validate(fields))
    if server:
        server.reset()  # what the test read to set the scene is not the click's work
    host = RecordingHost()
    response.buttons[0].run(host)
    qtbot.waitUntil(lambda: host.outcomes > 0, timeout=10_000)
    return response, host


def test_expression_new_selection_reports_the_count(qtbot, session, roads, server):
    response, host = click(qtbot, session, server, layer="roads", expression='"lanes" = 2')
    if server:  # QGIS compiled the expression into the provider's WHERE
        assert_ran_in_postgres(server, roads, 2, 'where ("lanes" = 2)')

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
def test_modes_combine_with_the_previous_selection_and_undo_restores_it(qtbot, session, roads, server, mode, combine):
    before = ids_where(roads, lambda f: f["name"] in ("Main St", "High St"))
    roads.selectByIds(list(before))
    matched = ids_where(roads, lambda f: f["lanes"] == 2)  # Main St and O'Connell Rd

    _, host = click(qtbot, session, server, layer="roads", expression='"lanes" = 2', mode=mode)
    if server:
        assert_ran_in_postgres(server, roads, len(matched), 'where ("lanes" = 2)')

    assert set(roads.selectedFeatureIds()) == combine(before, matched)
    message, undo = host.infos[0]
    assert f"{len(combine(before, matched))}" in message and f"(was {len(before)})" in message
    undo()
    assert set(roads.selectedFeatureIds()) == before


def test_expression_with_a_view_placeholder_uses_the_view_at_click_time(qtbot, session, roads, server):
    fields = {
        "layer": "roads",
        "expression": "intersects($geometry, geom_from_wkt('{{CurrentView.bbox}}'))",
        "sql_placeholders": ["{{CurrentView.bbox}}"],
    }
    response = SelectionTool().process(session, SelectionInput.model_validate(fields))
    view = QgsRectangle(400, 700, 600, 900)  # only the vertical O'Connell Rd (x = 500) ...
    session.canvas.setExtent(view)  # ... after the answer arrived: the user pans
    visible = session.canvas.extent()
    expected = {
        f.id() for f in roads.getFeatures()
        if shapely_wkt.loads(f.geometry().asWkt()).intersects(
            box(visible.xMinimum(), visible.yMinimum(), visible.xMaximum(), visible.yMaximum()))
    }
    host = RecordingHost()
    if server:
        server.reset()

    response.buttons[0].run(host)
    qtbot.waitUntil(lambda: host.outcomes > 0, timeout=10_000)

    assert host.errors == []
    assert set(roads.selectedFeatureIds()) == expected
    assert 0 < len(expected) < len(ROADS)
    if server:  # the spatial filter, filled with the view at click time, ran in PostGIS
        assert_ran_in_postgres(server, roads, len(expected), 'where st_intersects("geom",st_geomfromtext(')


def test_invalid_expression_is_rejected_before_a_button_shows(session):
    with pytest.raises(ActionRejected) as error:
        SelectionTool().process(session, SelectionInput(layer="roads", expression='"lanes" = = 2'))
    assert "not valid QGIS syntax" in error.value.user_message


def test_unknown_layer_is_rejected_with_the_layer_list(session):
    with pytest.raises(ActionRejected) as error:
        SelectionTool().process(session, SelectionInput(layer="rods", expression="true"))
    assert "no vector layer named 'rods'" in error.value.user_message
    assert "roads" in error.value.user_message


def test_undeclared_placeholder_is_rejected_before_a_button_shows(session):
    with pytest.raises(ActionRejected) as error:
        SelectionTool().process(
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
    response = SelectionTool().process(session, SelectionInput(layer="roads", expression="true"))
    host = RecordingHost()

    response.buttons[0].run(host)
    host.progresses[0].cancel()  # the user clicks Cancel before the task reports back
    qtbot.waitUntil(lambda: host.outcomes > 0, timeout=10_000)

    assert host.infos == []
    assert host.errors and host.errors[0].startswith("Cancelled")
    assert roads.selectedFeatureIds() == [1]


def test_query_selects_the_rows_by_their_fid_and_undo_restores(qtbot, session, roads, server):
    roads.selectByIds([next(roads.getFeatures()).id()])
    before = set(roads.selectedFeatureIds())
    _, host = click(qtbot, session, server, layer="roads", query="SELECT * FROM roads WHERE lanes = 2")
    if server:  # the query ran in PostgreSQL; its keys were matched to features there too
        reads = assert_ran_in_postgres(server, roads, 2, "where lanes = $1")
        assert any(read.has('where "fid" in (') for read in reads)

    expected = ids_where(roads, lambda f: f["lanes"] == 2)
    assert host.errors == []
    assert set(roads.selectedFeatureIds()) == expected
    message, undo = host.infos[0]
    assert message == f"Selected {len(expected)} features in 'roads' (was {len(before)})."
    undo()
    assert set(roads.selectedFeatureIds()) == before


def test_query_without_the_layer_key_is_reported(qtbot, session, roads, server):
    _, host = click(qtbot, session, server, layer="roads", query="SELECT name FROM roads")
    if server:  # the query asks for every name: they are read once, nothing more
        assert_ran_in_postgres(server, roads, len(ROADS), "select name from")

    assert host.infos == [] and "does not carry the key of 'roads'" in host.errors[0]


# --- after the click (services/checks/after_click.py) ------------------------------------


def test_an_expression_that_matches_nothing_is_said_as_a_failure_with_undo(qtbot, session, roads, server):
    """issue 39: a selection of 0 features is no "Done"; the user (and the model) hear what
    matched nothing, and Undo brings back the selection the click replaced."""
    before = {next(roads.getFeatures()).id()}
    roads.selectByIds(list(before))
    _, host = click(qtbot, session, server, layer="roads", expression="\"name\" = 'Espana'")

    assert host.infos == []
    assert host.errors == ["Selected 0 features in 'roads': nothing matched \"name\" = 'Espana'."]
    assert roads.selectedFeatureIds() == []
    host.error_undos[0]()
    assert set(roads.selectedFeatureIds()) == before


def test_a_query_that_matches_no_rows_is_said_as_a_failure(qtbot, session, roads, server):
    _, host = click(qtbot, session, server, layer="roads", query="SELECT * FROM roads WHERE lanes = 99")

    assert host.infos == []
    assert host.errors == ["Selected 0 features in 'roads': the query matched no rows."]


def test_adding_nothing_to_a_selection_is_said_as_a_failure(qtbot, session, roads, server):
    roads.selectByIds([next(roads.getFeatures()).id()])
    _, host = click(qtbot, session, server, layer="roads", expression='"lanes" = 99', mode="add")

    assert host.infos == []
    assert host.errors == ["Added no feature to the selection in 'roads': nothing matched \"lanes\" = 99."]
