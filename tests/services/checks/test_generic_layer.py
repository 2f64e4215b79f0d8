"""The catalogue's generic {{LAYER.selection}}, copied verbatim by a small model (the eval's
"a query on the selection" and "count the selection", issue 26), is written as the one
selected layer when the action names that layer too; otherwise the usual correction."""

import pytest
from map_assistant.agent.tools import ToolContext
from map_assistant.services.actions.selection import SelectionTool
from map_assistant.services.actions.sql import SqlTool
from map_assistant.services.checks.call_check import checked_input
from map_assistant.services.snapshot.builder import build_snapshot
from pydantic import ValidationError
from qgis.core import QgsProject

GENERIC_SQL = "SELECT NAME FROM countries WHERE fid IN ({{LAYER.selection}})"


def _context(qgis_canvas) -> ToolContext:
    return ToolContext(snapshot=build_snapshot(QgsProject.instance(), qgis_canvas))


def test_the_one_selected_layer_the_query_names_is_meant(world_project, qgis_canvas):
    world_project["countries"].selectByExpression("\"NAME\" IN ('France', 'Spain')")
    call = checked_input(SqlTool, {"sql": GENERIC_SQL, "sql_placeholders": ["{{LAYER.selection}}"]},
                                   _context(qgis_canvas))
    assert call.sql == "SELECT NAME FROM countries WHERE fid IN ({{countries.selection}})"
    assert call.sql_placeholders == ["{{countries.selection}}"]


def test_a_selection_expression_on_the_selected_layer_is_repaired_too(world_project, qgis_canvas):
    world_project["countries"].selectByExpression("\"NAME\" LIKE 'B%'")
    call = checked_input(SelectionTool,
        {"layer": "countries", "expression": "$id IN ({{LAYER.selection}})", "sql_placeholders": ["LAYER.selection"]},
        _context(qgis_canvas))
    assert call.expression == "$id IN ({{countries.selection}})" and call.sql_placeholders == ["countries.selection"]


@pytest.mark.parametrize("selected", [("countries", "states_provinces"), ()], ids=["two layers", "none"])
def test_with_no_one_layer_to_mean_the_correction_names_the_layers(world_project, qgis_canvas, selected):
    for name in selected:
        world_project[name].selectByIds([1])
    with pytest.raises(ValidationError, match="names layer .LAYER., which is not in the project"):
        checked_input(SqlTool, {"sql": GENERIC_SQL, "sql_placeholders": ["{{LAYER.selection}}"]},
                                _context(qgis_canvas))


def test_a_query_on_another_layer_is_not_given_the_selection(world_project, qgis_canvas):
    world_project["countries"].selectByIds([1])
    sql = "SELECT name FROM states_provinces WHERE fid IN ({{LAYER.selection}})"
    with pytest.raises(ValidationError, match="names layer .LAYER., which is not in the project"):
        checked_input(SqlTool, {"sql": sql, "sql_placeholders": ["{{LAYER.selection}}"]},
                                _context(qgis_canvas))
