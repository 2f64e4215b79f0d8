"""Issue 26, cause 6: SQL corrections the plugin makes itself. A small model that
writes ``geom`` for a layer's only geometry column, or filters on a column the
layer lacks with a text another column holds (``WHERE country = 'France'``), gets
its button without a round trip; where the plugin cannot choose, the correction
says where the text is. QGIS's world_map.gpkg, the real controller, both
providers' SDKs through the loopback servers."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path

import pytest
from map_assistant.toolbelt import preferences
from qgis.core import QgsApplication, QgsProject, QgsVectorLayer
from support.fakes.scripted import Reply

WORLD = Path(QgsApplication.pkgDataPath()) / "resources" / "data" / "world_map.gpkg"


@pytest.fixture
def world(tmp_path, qgis_new_project):
    shutil.copy(WORLD, tmp_path / "world.gpkg")
    layers = [QgsVectorLayer(f"{tmp_path / 'world.gpkg'}|layername={name}", name, "ogr")
              for name in ("countries", "states_provinces")]
    assert all(layer.isValid() for layer in layers)
    QgsProject.instance().addMapLayers(layers)


def _everything_sent(server) -> str:
    return json.dumps([request["messages"] for request in server.requests], ensure_ascii=False)


def test_a_geometry_alias_becomes_the_layers_geometry_column_without_a_round_trip(chat, llm_server, world):
    llm_server.enqueue(Reply.tool_use("sql", {"sql": "SELECT count(*) AS n FROM countries WHERE ST_Area(geometry) > 100",
                                              "title": "Big countries"}),
                       Reply.text("Done."))
    chat.send("How many big countries?")

    # The area is also measured on the ground (issue 39): countries is in degrees.
    assert [button.toolTip() for button in chat.action_buttons()] == [
        "SELECT COUNT(*) AS n FROM countries WHERE ST_AREA(ST_TRANSFORM(geom, 6933, NULL, 'EPSG:4326', 'EPSG:6933'))"
        " > 100"], chat.notices()
    assert "no column" not in _everything_sent(llm_server)  # the model was never corrected


def test_a_text_held_by_one_column_of_the_layer_becomes_a_filter_on_it(chat, llm_server, world):
    llm_server.enqueue(Reply.tool_use("sql", {"sql": "SELECT name FROM states_provinces WHERE country = 'France'",
                                              "title": "Provinces of France"}),
                       Reply.text("Done."))
    chat.send("List France's provinces")

    assert [button.toolTip() for button in chat.action_buttons()] == [
        "SELECT name FROM states_provinces WHERE admin = 'France'"], chat.notices()
    assert "no column" not in _everything_sent(llm_server)
    # The user is told what the plugin changed.
    assert any("Column country was replaced by admin, which holds 'France'." in reply for reply in chat.replies())


@pytest.mark.parametrize("send_values", [True, False])
def test_a_correction_says_where_the_text_is_when_the_plugin_cannot_choose(chat, llm_server, world, send_values):
    stored = preferences.load()
    stored.send_values = send_values  # counts are attribute data: sent only with the user's consent
    preferences.save(stored)
    wrong = "SELECT count(*) AS n FROM countries, states_provinces WHERE country = 'France'"
    right = "SELECT count(*) AS n FROM states_provinces WHERE admin = 'France'"
    llm_server.enqueue(Reply.tool_use("sql", {"sql": wrong, "title": "Provinces of France"}),
                       Reply.tool_use("sql", {"sql": right, "title": "Provinces of France"}),
                       Reply.text("Done."))
    chat.send("How many provinces has France?")

    correction = _everything_sent(llm_server)
    assert "no column country in countries or states_provinces" in correction, chat.notices()
    if send_values:
        assert ("'France' is a value of countries.NAME (1 row) and of states_provinces.admin (101 rows): the map "
                "can answer this; compare one of these columns instead of country.") in correction
    else:  # Never: no value search, so the correction is no oracle of where the text is (issue 37)
        assert "is a value of" not in correction and "rows)" not in correction
    assert [button.toolTip() for button in chat.action_buttons()] == [right]


def test_an_aggregate_inside_another_is_run_per_group_first(chat, llm_server, world):
    """make eval-live at ce90241: avg(count(*)) failed on click with "misuse of aggregate
    function COUNT()"; the plugin writes the two steps it means."""
    llm_server.enqueue(Reply.tool_use("sql", {"sql": "SELECT avg(count(*)) AS per_country FROM states_provinces "
                                                     "GROUP BY admin", "title": "Provinces per country"}),
                       Reply.text("Done."))
    chat.send("On average, how many provinces does a country have?")

    assert [button.toolTip() for button in chat.action_buttons()] == [
        "SELECT AVG(n) AS per_country FROM (SELECT COUNT(*) AS n FROM states_provinces GROUP BY admin) AS per_group"]
    assert "aggregate" not in _everything_sent(llm_server)  # no round trip
    chat.action_buttons()[0].click()
    chat.qtbot.waitUntil(lambda: bool(chat.result_tables()) or bool(chat.action_errors()), timeout=15_000)
    assert chat.action_errors() == []
    provinces = QgsProject.instance().mapLayersByName("states_provinces")[0]
    per_admin = Counter(feature["admin"] for feature in provinces.getFeatures())
    table = chat.result_tables()[0]
    assert float(table.model().data(table.model().index(0, 0))) == pytest.approx(
        sum(per_admin.values()) / len(per_admin))


def test_an_aggregate_inside_another_in_another_shape_is_corrected_with_the_two_steps(chat, llm_server, world):
    nested = "SELECT admin, avg(count(*)) AS n FROM states_provinces GROUP BY admin"
    llm_server.enqueue(Reply.tool_use("sql", {"sql": nested, "title": "Average"}), Reply.text("Sorry."))
    chat.send("On average, how many provinces does a country have?")

    correction = _everything_sent(llm_server)
    assert ("AVG(COUNT(*)) puts an aggregate inside another, which the database cannot run. Compute the inner one per "
            "group in a subquery, then the outer one over it: SELECT avg(n) FROM (SELECT COUNT(*) AS n FROM "
            "states_provinces GROUP BY admin) AS per_group.") in correction, chat.notices()
    assert chat.action_buttons() == []


def test_a_select_list_reading_its_own_alias_is_corrected_before_the_button(chat, llm_server, world):
    """make eval-live at ba331a1: "SELECT avg(n) AS n, admin ..." passed the checks and failed on
    click with "no such column: n"."""
    wrong = "SELECT avg(n) AS n, admin FROM states_provinces GROUP BY admin ORDER BY n DESC LIMIT 1"
    right = "SELECT avg(n) FROM (SELECT admin, count(*) AS n FROM states_provinces GROUP BY admin) AS g"
    llm_server.enqueue(Reply.tool_use("sql", {"sql": wrong, "title": "Average"}),
                       Reply.tool_use("sql", {"sql": right, "title": "Average"}), Reply.text("Done."))
    chat.send("How many provinces per country on average?")

    assert "no column n in states_provinces" in _everything_sent(llm_server), chat.notices()
    assert [button.toolTip() for button in chat.action_buttons()] == [right]


def test_a_text_its_column_never_holds_moves_to_the_column_that_does(chat, llm_server, world):
    """The sql path of the selection's mend (make eval-live at ce90241, Anthropic path):
    "WHERE name = 'Canada'" on the provinces gave an empty table; admin holds 'Canada'."""
    llm_server.enqueue(Reply.tool_use("sql", {"sql": "SELECT count(*) AS n FROM states_provinces "
                                                     "WHERE name = 'Canada'", "title": "Canada's provinces"}),
                       Reply.text("Done."))
    chat.send("How many provinces does Canada have?")

    assert [button.toolTip() for button in chat.action_buttons()] == [
        "SELECT count(*) AS n FROM states_provinces WHERE admin = 'Canada'"], chat.notices()
    assert any("Column name was replaced by admin, which holds 'Canada'." in reply for reply in chat.replies())
    chat.action_buttons()[0].click()
    chat.qtbot.waitUntil(lambda: bool(chat.result_tables()) or bool(chat.action_errors()), timeout=15_000)
    provinces = QgsProject.instance().mapLayersByName("states_provinces")[0]
    expected = sum(1 for feature in provinces.getFeatures() if feature["admin"] == "Canada")
    table = chat.result_tables()[0]
    assert expected > 0 and int(table.model().data(table.model().index(0, 0))) == expected


@pytest.mark.parametrize("sql", [
    "SELECT count(*) FROM states_provinces WHERE name = 'Ontario'",  # the column holds its text
    "SELECT name FROM states_provinces WHERE name = 'Canada'",  # the select list reads it too
    "SELECT count(*) FROM states_provinces WHERE name = 'Canada' OR admin = 'France'",  # not the whole WHERE
    "SELECT count(*) FROM states_provinces WHERE name IN ('Canada', 'Ontario')",  # counts Ontario as it is
    "SELECT count(*) FROM states_provinces AS p JOIN countries AS c ON p.iso_a2 = c.iso_a2 WHERE p.name = 'Canada'",
])
def test_other_queries_comparing_a_text_are_left_as_they_are(chat, llm_server, world, sql):
    llm_server.enqueue(Reply.tool_use("sql", {"sql": sql, "title": "Provinces"}), Reply.text("Done."))
    chat.send("Count them")

    assert [button.toolTip() for button in chat.action_buttons()] == [sql], chat.notices()
    assert not any("was replaced" in reply for reply in chat.replies())


def test_a_corrected_answer_is_mended_too(chat, llm_server, world):
    """make eval-live at 04cb1c9 (OpenAI path): the first answer echoed a lookup's description,
    and the corrected one, "WHERE name = 'Brazil'", counted 0 provinces."""
    llm_server.enqueue(Reply.text("Lookup: the values of one field of a vector layer with their exact counts."),
                       Reply.tool_use("sql", {"sql": "SELECT count(*) AS n FROM states_provinces WHERE name = 'Brazil'",
                                              "title": "Brazil's provinces"}),
                       Reply.text("Done."))
    chat.send("How many states or provinces does Brazil have in the states_provinces layer?")

    assert "not an answer" in _everything_sent(llm_server), chat.notices()  # the first answer was corrected
    assert [button.toolTip() for button in chat.action_buttons()] == [
        "SELECT count(*) AS n FROM states_provinces WHERE admin = 'Brazil'"], chat.notices()


def _tool_results(server) -> str:
    return json.dumps([block for request in server.requests for message in request["messages"]
                       for block in (message["content"] if isinstance(message["content"], list) else [])
                       if block.get("type") == "tool_result"], ensure_ascii=False)


@pytest.mark.parametrize(("sql", "mended"), [
    # a column the layer lacks, and one that never holds the text: make eval-live at 3810c57 (a tuned task)
    ("SELECT name FROM states_provinces WHERE iso_a3 = 'BE'", "iso_a2"),
    ("SELECT name FROM states_provinces WHERE sov_a3 = 'BE'", "iso_a2"),
])
def test_the_query_lookup_is_mended_as_the_sql_action_is(chat, llm_server, world, sql, mended):
    llm_server.enqueue(Reply.tool_use("query", {"sql": sql}), Reply.text("Antwerpen and others."))
    chat.send("Which provinces does Belgium have? List their names.")

    results = _tool_results(llm_server)
    provinces = QgsProject.instance().mapLayersByName("states_provinces")[0]
    belgian = sorted(f["name"] for f in provinces.getFeatures("admin = 'Belgium'"))
    assert len(belgian) > 3 and all(name in results for name in belgian), results
    assert f"replaced by {mended}, which holds 'BE'" in results and "no column" not in results


def test_the_query_lookup_runs_an_aggregate_of_a_count_per_group_first(chat, llm_server, world):
    """What the sql action's button does with avg(count(*)) (context/action_checks.py), the
    lookup does too: an average of states per country, not an error."""
    sql = "SELECT avg(count(*)) AS n FROM states_provinces GROUP BY admin"
    llm_server.enqueue(Reply.tool_use("query", {"sql": sql}), Reply.text("About 18."))
    chat.send("On average, how many provinces does a country have?")

    provinces = QgsProject.instance().mapLayersByName("states_provinces")[0]
    per_country = Counter(feature["admin"] for feature in provinces.getFeatures())
    average = sum(per_country.values()) / len(per_country)
    results = _tool_results(llm_server)
    assert "error" not in results and f"{average:.4f}"[:6] in results, results


def test_the_query_lookup_is_checked_against_an_average_asked(chat, llm_server, world):
    """make eval-live at 70a9cea: the counts per country listed, and the first one answered as
    the average. As the sql action's button, the lookup says what to compute, once per turn."""
    counts = "SELECT COUNT(*) AS n FROM states_provinces GROUP BY admin"
    average = f"SELECT avg(n) FROM ({counts}) AS g"
    llm_server.enqueue(Reply.tool_use("query", {"sql": counts}), Reply.tool_use("query", {"sql": average}),
                       Reply.text("About 18."))
    chat.send("On average, how many states or provinces does a country have (grouped by the admin field)?")

    last = llm_server.requests[-1]["messages"]  # it holds the whole chat: each result once
    first, second = [block for message in last for block in (message["content"] if isinstance(
        message["content"], list) else []) if block.get("type") == "tool_result"]
    first, second = json.dumps(first["content"]), json.dumps(second["content"])  # a string or text blocks
    assert "The user asks for an average" in first and "SELECT avg(n) FROM (SELECT admin" in first
    assert "rows" in second and "error" not in second
