"""Unknown columns are sent back to the model before a button shows, with the real
columns nearest first; every legitimate way of naming a column is accepted.

Real layers: QGIS's world_map.gpkg (countries: geometry column ``geom``, fields
iso_a2, NAME, ...; states_provinces: name, adm0_a3, ...) and a memory layer,
described by the real ``build_snapshot``; the real input models validate with it
as the agent does in its worker."""

from __future__ import annotations

import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest
from map_assistant.agent.tools import ToolContext
from map_assistant.services.actions.selection import SelectionTool
from map_assistant.services.actions.sql import SqlInput, SqlTool
from map_assistant.services.base import ActionEnvironment
from map_assistant.services.checks.call_check import checked_input
from map_assistant.services.snapshot.builder import build_snapshot
from map_assistant.services.sql.guard import check_read_only, unknown_columns
from pydantic import ValidationError
from qgis.core import QgsApplication, QgsProject, QgsVectorLayer
from support.fakes.recording_host import RecordingHost
from support.fixtures.gis_data import memory_layer, remove_layers

WORLD = Path(QgsApplication.pkgDataPath()) / "resources" / "data" / "world_map.gpkg"
VIEW = "ST_GeomFromText('{{CurrentView.bbox}}', 4326)"


@pytest.fixture
def context(tmp_path, qgis_new_project, qgis_canvas):
    path = tmp_path / "world.gpkg"
    shutil.copy(WORLD, path)
    project = QgsProject.instance()
    countries = QgsVectorLayer(f"{path}|layername=countries", "countries", "ogr")
    states = QgsVectorLayer(f"{path}|layername=states_provinces", "states", "ogr")
    cities = memory_layer("cities", fields=[("label", "string"), ("pop", "integer")])
    assert countries.isValid() and states.isValid()
    project.addMapLayers([countries, states, cities])
    yield ToolContext(snapshot=build_snapshot(project, qgis_canvas))
    remove_layers(qgis_canvas)


def sql(text: str, context, placeholders=()) -> SqlInput:
    return checked_input(SqlTool, {"sql": text, "title": "T", "sql_placeholders": list(placeholders)},
                                   context)


def rejection(text: str, context) -> str:
    with pytest.raises(ValidationError) as error:
        sql(text, context)
    return str(error.value)


def test_a_misspelt_geometry_column_is_named_with_the_nearest_first(context):
    message = rejection("SELECT count(*) FROM countries WHERE ST_Intersects(geomtry, MakePoint(0, 0, 4326))", context)
    assert "no column geomtry in countries; did you mean geom?" in message
    assert "Columns of countries: geom, " in message  # the real columns, nearest first
    assert "NAME" in message and "iso_a2" in message


@pytest.mark.parametrize(("written", "meant"), [
    # Issue 26: a geometry column's usual name becomes the layer's only one, in any case and quotes.
    ("SELECT count(*) FROM countries WHERE ST_Intersects(geometry, MakePoint(0, 0, 4326))",
     "SELECT count(*) FROM countries WHERE ST_Intersects(geom, MakePoint(0, 0, 4326))"),
    ("SELECT ST_NPoints(c.the_geom) FROM countries c WHERE c.Shape IS NOT NULL",
     "SELECT ST_NPoints(c.geom) FROM countries c WHERE c.geom IS NOT NULL"),
    # A memory layer runs as a QGIS virtual layer, whose geometry column is "geometry".
    ("SELECT label FROM cities WHERE ST_Area(geom) > 0", "SELECT label FROM cities WHERE ST_Area(geometry) > 0"),
    (f"SELECT count(*) FROM countries WHERE ST_Intersects(wkb_geometry, {VIEW}) AND NAME <> 'geom'",
     f"SELECT count(*) FROM countries WHERE ST_Intersects(geom, {VIEW}) AND NAME <> 'geom'"),
])
def test_a_geometry_column_alias_is_rewritten_to_the_layers_geometry_column(context, written, meant):
    assert sql(written, context, ["{{CurrentView.bbox}}"] if "{{" in written else []).sql == meant


@pytest.mark.parametrize("text", [
    # Two layers the unqualified name could mean: which one is for the model to say.
    "SELECT count(*) FROM countries, states WHERE ST_Area(geometry) > 0",
    # Some other fault: the model hears of it, and the alias, at once.
    "SELECT nme FROM countries WHERE ST_Area(geometry) > 0",
])
def test_an_alias_that_could_mean_two_things_is_left_to_the_model(context, text):
    assert "no column" in rejection(text, context)


def test_mixed_sources_run_as_a_virtual_layer_where_every_geometry_is_geometry(context):
    assert sql("SELECT c.label, n.NAME FROM cities c JOIN countries n ON ST_Intersects(c.geometry, n.geometry)",
               context)


def test_qualified_and_misspelt_columns_name_the_right_layer(context):
    message = rejection("SELECT c.NAM, s.name FROM countries c JOIN states s ON s.adm0_a3 = c.ISO_A3", context)
    assert "no column NAM in countries; did you mean NAME?" in message
    message = rejection("SELECT s.nme FROM countries c JOIN states s ON s.adm0_a3 = c.ISO_A3", context)
    assert "no column nme in states; did you mean name?" in message
    # Unqualified, with two tables: both are named.
    message = rejection("SELECT admn FROM countries, states", context)
    assert "no column admn in countries or states; did you mean admin?" in message


@pytest.mark.parametrize("text", [
    "SELECT * FROM countries",
    "SELECT countries.* FROM countries",
    "SELECT name, NAME, Name FROM countries",  # SQLite and QGIS match columns in any case
    "SELECT c.NAME AS country, count(*) AS n FROM countries c GROUP BY country HAVING n > 0 ORDER BY n DESC",
    "SELECT NAME AS label FROM countries WHERE label LIKE 'S%'",  # SQLite lets WHERE use an alias
    "SELECT upper(NAME) || '-' || iso_a2, ST_NPoints(geom) * 2, CAST(fid AS TEXT) FROM countries",
    "SELECT rowid, fid FROM countries",
    "SELECT NAME FROM countries WHERE NAME = \"Spain\"",  # a double-quoted string in SQLite
    "WITH big AS (SELECT NAME AS n, fid FROM countries) SELECT b.n, n, b.fid FROM big b",
    "WITH pairs(a, b) AS (SELECT NAME, iso_a2 FROM countries) SELECT a, pairs.b FROM pairs",
    "SELECT v.*, v.whatever FROM (SELECT * FROM countries) v",  # '*': the subquery's columns are not listed
    "SELECT t.n FROM (SELECT NAME AS n FROM countries) t",
    "SELECT NAME FROM countries c WHERE EXISTS (SELECT 1 FROM states s WHERE s.adm0_a3 = c.ISO_A3 AND iso_a2 = 'ES')",
    "SELECT NAME FROM countries UNION SELECT name FROM states ORDER BY NAME",
    "SELECT sum(fid) OVER (PARTITION BY iso_a2 ORDER BY NAME) AS running FROM countries",
    "SELECT e.value FROM countries, json_each('[1, 2]') e",
    f"SELECT count(*) FROM countries WHERE ST_Intersects(geom, {VIEW})",
    # Issue 21: a subquery's columns are its own tables' first, then the outer query's.
    "SELECT count(*) AS n FROM states WHERE adm0_a3 IN (SELECT ISO_A3 FROM countries WHERE fid IN (1, 2))",
    "SELECT NAME FROM countries WHERE EXISTS (SELECT 1 FROM states WHERE adm0_a3 = ISO_A3)",
    "SELECT NAME, (SELECT count(*) FROM states WHERE adm0_a3 = ISO_A3) AS k FROM countries",
    "SELECT NAME FROM countries c WHERE EXISTS (SELECT 1 FROM states T WHERE t.adm0_a3 = c.ISO_A3)",
    "WITH Big AS (SELECT NAME AS n FROM countries) SELECT n FROM BIG",  # SQLite finds WITH names in any case
    "WITH countries AS (SELECT name AS n FROM states) SELECT n FROM Countries",  # hides the layer
    "WITH unused AS (SELECT nme FROM states) SELECT NAME FROM countries",  # SQLite never compiles it
])
def test_legitimate_column_references_are_accepted(context, text):
    placeholders = ["{{CurrentView.bbox}}"] if "{{" in text else []
    assert sql(text, context, placeholders).sql == text


def test_selection_queries_and_expressions_are_checked_too(context):
    assert checked_input(SelectionTool,
        {"layer": "countries", "query": "SELECT * FROM countries WHERE NAME = 'Spain'"}, context)
    # A whole-layer query's WHERE is checked as the expression it also is (services/actions/selection.py).
    with pytest.raises(ValidationError, match="no field NAMES in countries; did you mean NAME"):
        checked_input(SelectionTool,
            {"layer": "countries", "query": "SELECT * FROM countries WHERE NAMES = 'Spain'"}, context)
    with pytest.raises(ValidationError, match="no column NAMES in countries; did you mean NAME"):
        checked_input(SelectionTool,
            {"layer": "countries", "query": "SELECT fid FROM countries WHERE NAMES = 'Spain'"}, context)
    assert checked_input(SelectionTool, {"layer": "countries", "expression": '"name" = \'Spain\''}, context)
    assert checked_input(SelectionTool, {"layer": "cities", "expression": "attribute(@feature, 'pop') > 3"},
                                         context)
    with pytest.raises(ValidationError, match="no field popul in cities; did you mean pop"):
        checked_input(SelectionTool, {"layer": "cities", "expression": '"popul" > 3'}, context)


# ---------------------------------------------------------------- issue 21: subqueries

ISSUE_21 = ("SELECT count(*) AS n FROM states_provinces "
            "WHERE adm0_a3 IN (SELECT ISO_A3 FROM countries WHERE fid IN ({{countries.selection}}))")


def world_columns(table: str) -> list[str] | None:
    """A world_map.gpkg table's columns (what the plugin passes for its layer:
    fields with fid, and the geometry column); None for any other name."""
    with closing(sqlite3.connect(f"file:{WORLD}?mode=ro", uri=True)) as connection:
        return [row[0] for row in connection.execute("SELECT name FROM pragma_table_info(?)", (table,))] or None


def problems(sql: str, dialect: str) -> list[str]:
    return [problem.message() for problem in unknown_columns(check_read_only(sql, dialect), world_columns)]


@pytest.mark.parametrize("dialect", ["sqlite", "postgres"])
def test_the_issue_query_is_accepted(dialect):
    """Its subquery's ISO_A3 is a column of countries, the subquery's table; it was
    sought in states_provinces alone ("no column ISO_A3 in states_provinces")."""
    assert problems(ISSUE_21.replace("{{countries.selection}}", "1, 2"), dialect) == []


@pytest.mark.parametrize("dialect", ["sqlite", "postgres"])
def test_a_misspelt_column_in_a_subquery_names_the_subquery_table_first(dialect):
    [message] = problems(ISSUE_21.replace("{{countries.selection}}", "1, 2").replace("ISO_A3", "ISO_A4"), dialect)
    assert message.startswith("no column ISO_A4 in countries or states_provinces; did you mean ISO_A3?")
    # A correlated reference misspelt: the outer table is named too, the nearest column offered.
    [message] = problems("SELECT NAME FROM countries c WHERE EXISTS "
                         "(SELECT 1 FROM states_provinces s WHERE s.adm0_a3 = ISO_A4)", dialect)
    assert message.startswith("no column ISO_A4 in states_provinces or countries; did you mean ISO_A3?")


@pytest.mark.parametrize("dialect", ["sqlite", "postgres"])
@pytest.mark.parametrize("sql", [
    "SELECT NAME FROM countries c WHERE EXISTS (SELECT 1 FROM states_provinces s WHERE s.adm0_a3 = c.ISO_A3)",
    "SELECT NAME FROM countries WHERE EXISTS (SELECT 1 FROM states_provinces WHERE adm0_a3 = ISO_A3)",
    "SELECT NAME, (SELECT count(*) FROM states_provinces s WHERE s.adm0_a3 = ISO_A3) AS states FROM countries",
    "SELECT NAME FROM countries WHERE fid IN (SELECT fid FROM countries WHERE iso_a2 IN "
    "(SELECT iso_a2 FROM states_provinces WHERE gn_name = ISO_A3))",  # two levels out
])
def test_a_correlated_reference_to_an_outer_column_is_accepted(dialect, sql):
    assert problems(sql, dialect) == []


def test_a_query_sqlglot_cannot_resolve_is_accepted_not_an_error():
    """One table twice without an alias: SQLite prepares it, sqlglot's scopes raise
    "Alias already used" (that escaped the check before, as an error)."""
    assert problems("SELECT count(*) FROM countries, countries WHERE 1 IN (SELECT fid FROM states_provinces)",
                    "sqlite") == []


def test_the_issue_query_makes_its_button_and_counts_the_selected_countries_provinces(
        world_project, qgis_canvas, qtbot):
    """The whole path: the model's answer validated against the map (as the agent
    does), the button made, clicked with Spain and Portugal selected."""
    countries, provinces = world_project["countries"], world_project["states_provinces"]
    countries.selectByExpression("\"NAME\" IN ('Spain', 'Portugal')")
    project = QgsProject.instance()
    action = checked_input(SqlTool,
        {"sql": ISSUE_21, "title": "Provinces", "sql_placeholders": ["{{countries.selection}}"]},
        ToolContext(snapshot=build_snapshot(project, qgis_canvas)))
    button = SqlTool().process(ActionEnvironment(project=project, canvas=qgis_canvas), action).buttons[0]
    assert button.label == "Provinces"

    host = RecordingHost()
    button.run(host)
    qtbot.waitUntil(lambda: host.outcomes > 0, timeout=15_000)
    assert host.errors == []
    codes = {feature["ISO_A3"] for feature in countries.getSelectedFeatures()}
    expected = sum(feature["adm0_a3"] in codes for feature in provinces.getFeatures())
    assert codes == {"ESP", "PRT"} and expected == 72
    assert host.tables[0].rows[0][0] == expected


@pytest.mark.parametrize("text", [
    "SELECT avg(n) AS n, iso_a2 FROM countries GROUP BY iso_a2 ORDER BY n DESC LIMIT 1",  # make eval-live
    "SELECT count(*) AS n, n * 2 FROM countries",
    "SELECT NAME AS n, (SELECT n) FROM countries",
])
def test_a_select_list_cannot_read_its_own_aliases(context, text):
    """SQLite: "no such column: n" on click; its WHERE, GROUP BY, HAVING and ORDER BY may."""
    assert "no column n in countries" in rejection(text, context)
