"""Actions checked against the map snapshot taken when the message was sent.

The snapshot is built by the real ``build_snapshot`` from a real GeoPackage and a
memory layer on the real canvas; the real services' input models validate with
it as pydantic's validation context, as the agent does in its worker thread.
"""

from __future__ import annotations

import json

import pytest
from map_assistant.agent.tools import ToolContext
from map_assistant.agent.user_error import UserError
from map_assistant.services.actions.selection import SelectionTool
from map_assistant.services.actions.sql import SqlTool
from map_assistant.services.actions.viewport import ViewportInput, ViewportTool
from map_assistant.services.checks.call_check import checked_input
from map_assistant.services.lookups.layer_schema import LayerSchemaTool
from map_assistant.services.snapshot.builder import build_snapshot
from pydantic import ValidationError
from support.fixtures.gis_data import memory_layer


@pytest.fixture
def context(gpkg_session, qgis_new_project, qgis_canvas):
    wells = memory_layer("wells", fields=[("depth", "integer")])
    qgis_new_project.addMapLayer(wells)
    gpkg_session.project = qgis_new_project
    return ToolContext(snapshot=build_snapshot(qgis_new_project, qgis_canvas, active_layer=wells))


def rejected(tool, data: dict, context) -> str:
    with pytest.raises(ValidationError) as error:
        checked_input(tool, data, context)
    return str(error.value)


def test_sql_on_known_layers_passes_and_unknown_tables_name_the_layers(context):
    ok = {"sql": "SELECT count(*) FROM ROADS r JOIN parcels p ON 1 = 1", "title": "Count"}
    assert checked_input(SqlTool, ok, context).title == "Count"
    message = rejected(SqlTool, {"sql": "SELECT * FROM rivers", "title": "Rivers"}, context)
    assert "no table named 'rivers'" in message
    assert all(name in message.split("layers:")[1] for name in ("roads", "parcels", "wells"))


@pytest.mark.parametrize("sql", [
    "DELETE FROM roads",
    "DROP TABLE roads",
    "UPDATE roads SET lanes = 0",
    "ATTACH DATABASE '/tmp/x.db' AS x",
    "PRAGMA query_only = OFF",
    "SELECT 1 FROM roads; DELETE FROM roads",
])
def test_write_attempts_go_back_to_the_model(context, sql):
    assert "the SQL is not accepted" in rejected(SqlTool, {"sql": sql, "title": "Bad"}, context)


def test_placeholders_are_checked_before_a_button_exists(context):
    bbox = "SELECT count(*) FROM roads WHERE ST_Intersects(geom, ST_GeomFromText('{{CurrentView.bbox}}'))"
    assert checked_input(
        SqlTool, {"sql": bbox, "title": "In view", "sql_placeholders": ["{{CurrentView.bbox}}"]}, context)
    assert "without declaring it" in rejected(SqlTool, {"sql": bbox, "title": "In view"}, context)
    message = rejected(SqlTool, {"sql": "SELECT * FROM roads WHERE fid IN ({{rivers.selection}})", "title": "S",
                                  "sql_placeholders": ["{{rivers.selection}}"]}, context)
    assert "names layer 'rivers'" in message


def test_selection_checks_its_layer_key_and_query(context):
    assert checked_input(SelectionTool, {"layer": "roads", "query": "SELECT * FROM roads WHERE lanes = 2"},
                         context)
    assert checked_input(SelectionTool, {"layer": "wells", "expression": '"depth" > 3'}, context)
    assert "no vector layer named 'rivers'" in rejected(
        SelectionTool, {"layer": "rivers", "expression": "1 = 1"}, context)
    # A memory layer has no primary key: query rows could never be matched to it.
    message = rejected(SelectionTool, {"layer": "wells", "query": "SELECT * FROM wells"}, context)
    assert "no primary key" in message and "expression" in message


def test_viewport_layers_are_checked(context):
    assert checked_input(ViewportTool, {"action": "zoom_to_layer", "layer": "Parcels"}, context)
    assert "no layer named 'lakes'" in rejected(ViewportTool, {"action": "zoom_to_layer", "layer": "lakes"}, context)
    # Without a snapshot there is nothing to check against.
    assert ViewportInput.model_validate({"action": "zoom_to_layer", "layer": "lakes"}).layer == "lakes"


def test_layer_schema_lists_every_field_of_the_layer(context):
    tool = LayerSchemaTool()
    request = checked_input(tool, {"layer": "PARCELS"}, context)
    answer = json.loads(tool.run(request, context))
    assert answer["layer"] == "parcels" and "execution_ms" in answer
    text = answer["schema"]
    assert text.startswith("- parcels:") and "code String" in text and "owner String" in text
    assert "database or file:" in text and "sample.gpkg" in text
    assert "no vector layer named 'lakes'" in rejected(tool, {"layer": "lakes"}, context)
    with pytest.raises(UserError, match="no map context") as raised:
        tool.run(request, None)
    assert "execution_ms" in json.loads(str(raised.value))  # an error result, in the same shape
