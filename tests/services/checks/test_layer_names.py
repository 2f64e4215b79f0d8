"""A near-miss layer name taken for the one layer it can only mean (issue 40, item 4): the call
is rewritten with the real name before its button is made, the user reads a note beside it,
and the click acts on the real layer. On a real GeoPackage (roads, parcels) and memory layers,
checked as the agent checks them (services/checks/call_check.checked_input)."""

from __future__ import annotations

import pytest
from map_assistant.agent.tools import ToolContext
from map_assistant.services.actions.selection import SelectionTool
from map_assistant.services.actions.sql import SqlTool
from map_assistant.services.actions.style import StyleTool
from map_assistant.services.actions.viewport import ViewportTool
from map_assistant.services.checks.call_check import checked_input
from map_assistant.services.snapshot.builder import build_snapshot
from pydantic import ValidationError
from support.fakes.recording_host import RecordingHost
from support.fixtures.gis_data import memory_layer

SQUARE = "POLYGON((0 0, 1000 0, 1000 1000, 0 1000, 0 0))"


@pytest.fixture
def context(gpkg_session, qgis_new_project, qgis_canvas):
    qgis_new_project.addMapLayers([
        memory_layer("countries", "Polygon", fields=[("name", "string")], features=[(["Spain"], SQUARE)]),
        memory_layer("rivers", "LineString"), memory_layer("world_cities"),
        memory_layer("lakes", "Polygon"), memory_layer("Lake_layer", "Polygon"),
    ])
    return ToolContext(snapshot=build_snapshot(qgis_new_project, qgis_canvas))


def style(layer: str, context, session):
    call = checked_input(StyleTool, {"layer": layer, "renderer": "single", "color": "#ff0000"}, context)
    return call, StyleTool().process(session, call)


@pytest.mark.parametrize(("written", "real"), [
    ("country", "countries"),  # a plural
    ("road", "roads"),
    ("Countries_layer", "countries"),  # a trailing "layer", underscores
    ("rivers layer", "rivers"),
    ("world-cities", "world_cities"),  # a hyphen for an underscore
    ("World Cities", "world_cities"),
    ("contries", "countries"),  # one letter left out
    ("parcles", "parcels"),  # two letters swapped
])
def test_each_near_miss_is_taken_for_its_layer_and_said(context, gpkg_session, written, real):
    call, reply = style(written, context, gpkg_session)
    assert call.layer == real
    assert reply.text == f"Used layer '{real}' for '{written}'."
    assert reply.buttons[0].label.startswith(f"Style '{real}'")


@pytest.mark.parametrize("name", ["roads", "ROADS", "Countries"])
def test_an_exact_or_any_case_name_is_used_as_before_with_no_note(context, gpkg_session, name):
    call, reply = style(name, context, gpkg_session)
    assert call.layer == name
    assert reply.text == ""


def test_two_layers_as_near_map_nothing_and_the_rejection_names_the_layers(context):
    with pytest.raises(ValidationError) as error:
        checked_input(StyleTool, {"layer": "lake", "renderer": "single", "color": "#ff0000"}, context)
    assert "there is no vector layer named 'lake'" in str(error.value)
    assert "lakes" in str(error.value) and "Lake_layer" in str(error.value)


def test_a_name_too_far_or_too_short_for_a_typo_is_rejected(context):
    for name in ("rivr", "roadz_x", "cities"):
        with pytest.raises(ValidationError):
            checked_input(StyleTool, {"layer": name, "renderer": "single", "color": "#ff0000"}, context)


def test_a_placeholder_near_miss_is_written_with_the_real_layer(context, gpkg_session):
    sql = "SELECT count(*) AS n FROM roads WHERE fid IN ({{road.selection}})"
    call = checked_input(SqlTool, {"sql": sql, "title": "Count", "sql_placeholders": ["{{road.selection}}"]},
                         context)
    assert call.sql == "SELECT count(*) AS n FROM roads WHERE fid IN ({{roads.selection}})"
    assert call.sql_placeholders == ["{{roads.selection}}"]
    assert SqlTool().process(gpkg_session, call).text == "Used layer 'roads' for 'road'."


def test_a_placeholder_near_miss_in_an_extent_and_an_unbraced_declaration(context):
    expression = "intersects($geometry, geom_from_wkt('{{country.extent}}'))"
    call = checked_input(SelectionTool, {"layer": "roads", "expression": expression,
                                         "sql_placeholders": ["Country.extent"]}, context)
    assert call.expression == "intersects($geometry, geom_from_wkt('{{countries.extent}}'))"
    assert call.sql_placeholders == ["countries.extent"]
    assert call._note == "Used layer 'countries' for 'country'."  # once, whatever the case


def test_a_near_miss_table_in_sql_is_renamed_with_the_note(context, gpkg_session):
    sql = 'SELECT road.name, "road".lanes FROM road WHERE lanes > 1'
    call = checked_input(SqlTool, {"sql": sql, "title": "Wide roads"}, context)
    assert call.sql == "SELECT roads.name, roads.lanes FROM roads WHERE lanes > 1"
    assert SqlTool().process(gpkg_session, call).text == "Used layer 'roads' for 'road'."


def test_a_near_miss_as_table_and_placeholder_is_said_once(context, gpkg_session):
    sql = "SELECT count(*) AS n FROM road WHERE fid IN ({{road.selection}})"
    call = checked_input(SqlTool, {"sql": sql, "title": "Count", "sql_placeholders": ["{{road.selection}}"]},
                         context)
    assert call.sql == "SELECT count(*) AS n FROM roads WHERE fid IN ({{roads.selection}})"
    assert SqlTool().process(gpkg_session, call).text == "Used layer 'roads' for 'road'."


def test_sql_naming_the_near_miss_otherwise_too_is_left_alone(context):
    # "road" is also the alias: renaming every "road" would rename the alias too.
    with pytest.raises(ValidationError) as error:
        checked_input(SqlTool, {"sql": "SELECT count(*) FROM road AS road", "title": "Count"}, context)
    assert "no table named 'road'" in str(error.value)


def test_a_viewport_layer_near_miss_is_said(context, gpkg_session):
    call = checked_input(ViewportTool, {"action": "zoom_to_layer", "layer": "river"}, context)
    assert call.layer == "rivers"
    assert ViewportTool().process(gpkg_session, call).text == "Used layer 'rivers' for 'river'."


def test_the_click_after_the_mapping_acts_on_the_real_layer(context, gpkg_session, gpkg_project, qtbot):
    call = checked_input(SelectionTool, {"layer": "road", "expression": '"lanes" = 2'}, context)
    reply = SelectionTool().process(gpkg_session, call)
    assert reply.text == "Used layer 'roads' for 'road'."
    host = RecordingHost()
    reply.buttons[0].run(host)
    qtbot.waitUntil(lambda: host.outcomes > 0, timeout=10_000)
    roads = gpkg_project["roads"]
    assert roads.selectedFeatureCount() == 2
    assert {feature["lanes"] for feature in roads.selectedFeatures()} == {2}
