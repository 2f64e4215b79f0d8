"""The view and average checks (services/checks/question_checks.py), on the words alone:
what names the view, what only looks like it, and the placeholders as fill.py reads them."""

import json

import pytest
from map_assistant.agent.tools import ToolContext
from map_assistant.services.checks.question_checks import check_sql_asked, names_the_view


@pytest.mark.parametrize(("text", "view"), [
    ("How many countries are in the current map view?", True), ("How many are in the view now?", True),
    ("¿Cuántos países hay en la vista actual del mapa?", True), ("Combien de pays dans la vue ?", True),
    ("Wie viele Länder sind sichtbar?", True), ("Which roads are visible?", True),
    ("Roads within the extent of the parcels layer", False), ("How many countries are there?", False),
    ("Review the countries table", False),
])
def test_what_names_the_view(text, view):
    assert names_the_view(text) is view


def test_a_view_placeholder_in_any_case_and_spacing_passes_and_a_corrected_answer_is_taken():
    asked = ToolContext(asked="How many countries are in view?")
    check_sql_asked(asked, "SELECT count(*) FROM c WHERE ST_Intersects(geom, ST_GeomFromText('{{ currentview.bbox }}'))")
    with pytest.raises(ValueError, match="current map view") as raised:
        check_sql_asked(asked, "SELECT count(*) FROM c")
    assert "<" not in str(raised.value)  # no map here to name the column: no stand-in to copy either
    check_sql_asked(ToolContext(asked=asked.asked, first_try=False), "SELECT count(*) FROM c")


def test_an_average_needs_avg():
    asked = ToolContext(asked="On average, how many provinces does a country have?")
    with pytest.raises(ValueError, match="asks for an average") as told:
        check_sql_asked(asked, "SELECT admin, count(*) AS n FROM p GROUP BY admin ORDER BY n DESC LIMIT 1")
    assert "SELECT avg(n) FROM (SELECT admin, count(*) AS n FROM p GROUP BY admin) AS g" in str(told.value)
    check_sql_asked(asked, "SELECT AVG(n) FROM (SELECT admin, count(*) AS n FROM p GROUP BY admin) AS g")


@pytest.mark.parametrize("sql", ["SELECT name, avg_temp FROM stations", 'SELECT "MeanIncome" FROM districts',
                                 "SELECT temperatura_promedio FROM estaciones"])
def test_a_column_that_holds_averages_answers_an_average(sql):
    check_sql_asked(ToolContext(asked="What is the average temperature of each station?"), sql)


@pytest.mark.parametrize(("text", "select"), [
    ("Select the countries whose name ends with 'stan'.", True), ("Selecciona los países de Europa.", True),
    ("Wähle alle Länder aus, deren Name mit A beginnt.", True), ("Please select the roads.", True),
    ("How many countries have I selected?", False), ("List the selected countries.", False),
])
def test_a_request_to_select_answered_with_a_table_is_told_the_selection_action(text, select):
    sql = "SELECT * FROM countries WHERE NAME LIKE '%stan'"
    if select:
        with pytest.raises(ValueError, match='"type": "selection"') as told:
            check_sql_asked(ToolContext(asked=text), sql)
        assert json.dumps(sql) in str(told.value)
    else:
        check_sql_asked(ToolContext(asked=text), sql)
    check_sql_asked(ToolContext(asked=text, first_try=False), sql)
