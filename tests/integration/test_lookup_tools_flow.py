"""The lookups through the whole chat, on QGIS's world_map.gpkg and the hackfests
GeoJSON: the model calls a lookup, the plugin answers it within the turn from the
live data (checked here against OGR), and the model goes on. Seed 003's minimal
cases in GIS terms, a find-then-zoom button, and the bound on lookup rounds."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from map_assistant.agent.providers.presets import ANTHROPIC
from map_assistant.toolbelt import preferences
from qgis.core import QgsProject
from qgis.PyQt.QtWidgets import QLabel
from support.fakes.agent_tools import lookup_result as support_lookup_result
from support.fakes.fake_anthropic import TEST_MODEL
from support.fakes.loopback import is_warm_up
from support.fakes.scripted import Reply
from support.fixtures.gis_data import ogr_features


def tool_results(request: dict) -> list[dict]:
    return [block for block in request["messages"][-1]["content"] if block.get("type") == "tool_result"]


def lookup_result(request: dict, index: int = 0) -> tuple[dict, bool]:
    """The JSON of a lookup's tool_result: one text block holding one object."""
    block = support_lookup_result(tool_results(request)[index])
    payload = json.loads(block["content"])
    assert isinstance(payload["execution_ms"], int)
    return payload, bool(block.get("is_error"))


def system_text(request: dict) -> str:
    system = request["system"]
    return system if isinstance(system, str) else "\n".join(block["text"] for block in system)


# --- a two-round turn and its button ----------------------------------------------------------


def test_find_a_misspelt_country_then_zoom_to_it(chat, llm_server, world_project, qgis_canvas, qtbot):
    def zoom_to_best_match(request: dict) -> Reply:
        # The scripted model uses what the lookup told it: the layer and the feature id.
        best = json.loads(support_lookup_result(tool_results(request)[0])["content"])["matches"][0]
        return Reply.tool_use("viewport", {"action": "zoom_to_features", "layer": best["layer"],
                                           "expression": f"$id = {best['fid']}"},
                              text=f"{best['value']} is in {best['layer']}.")

    llm_server.enqueue(Reply.tool_use("find_features", {"text": "Brasil"}, id="toolu_find"),
                           Reply.computed(zoom_to_best_match))
    chat.send("Zoom to Brasil")

    assert len(llm_server.requests) == 2
    found, failed = lookup_result(llm_server.requests[1])
    brazil, outline = next(row for row in ogr_features("countries") if row[0]["NAME"] == "Brazil")
    assert not failed
    assert found["matches"][0] == {"layer": "countries", "fid": brazil["fid"], "field": "NAME",
                                   "value": "Brazil", "score": found["matches"][0]["score"]}
    assert "Brazil is in countries." in chat.replies()[-1]
    [button] = chat.action_buttons()
    before = qgis_canvas.extent()
    button.click()
    qtbot.waitUntil(lambda: qgis_canvas.extent() != before, timeout=10_000)
    xmin, ymin, xmax, ymax = outline.bounds
    extent = qgis_canvas.extent()  # the map is in EPSG:4326, like the layer
    assert extent.xMinimum() <= xmin and extent.xMaximum() >= xmax
    assert extent.yMinimum() <= ymin and extent.yMaximum() >= ymax
    # Fitted, not merely containing: Brazil fills the canvas in one direction (with the margin).
    assert max((xmax - xmin) / extent.width(), (ymax - ymin) / extent.height()) > 0.9
    assert chat.action_errors() == []


# --- the bound on lookup rounds ---------------------------------------------------------------------


def test_a_model_that_never_stops_looking_up_is_bounded(chat, llm_server, world_project):
    # Each lookup another one: the same one repeated ends the turn sooner (test_small_model_agent.py).
    llm_server.enqueue(*[Reply.tool_use("count_features", {"layer": "countries", "expression": f'"fid" > {i}'})
                         for i in range(15)])
    chat.send("How many countries are there?")

    requests = llm_server.requests
    # 8 rounds answered, then one more request telling the model the limit, then the turn ends.
    assert len(requests) == 10
    for request in requests[1:9]:
        assert "count" in lookup_result(request)[0]
    refused = tool_results(requests[9])[0]
    assert refused.get("is_error") and "limit of 8 lookup rounds" in json.dumps(refused)
    notices = [w.text() for w in chat.dock.findChildren(QLabel) if w.objectName() == "chatNotice"]
    assert [n for n in notices if "limit of 8 lookups" in n], notices
    assert chat.controller.worker is None  # the turn ended


def test_a_long_turn_with_a_chosen_model_keeps_every_request_valid(chat, llm_server, world_project, qtbot):
    """Issue 37: a model chosen in Options (not Automatic, which sends no warm-up) that
    keeps counting one layer. The turn ends with the last call owed its result, and the
    warm-up read after it held that tool_use with a bare "Hello": Anthropic's API answers
    400. The strict fakes refuse such a request and fail the test (support/fakes/protocol.py)."""
    settings = preferences.load()
    settings.warm_up = True  # a server on this machine: the chat so far is read after each answer
    if settings.provider == ANTHROPIC:
        settings.model = TEST_MODEL  # chosen, as the user did
    preferences.save(settings)
    warmer = chat.controller.warmer
    # The model never stops: the plugin ends the turn (the same call a third time), its result owed.
    llm_server.responder = lambda body: Reply.tool_use("count_features", {"layer": "countries"})
    chat.send("How many countries are there?")
    qtbot.waitUntil(lambda: warmer.requests_sent >= 1 and warmer._running is None, timeout=10_000)

    assert len(llm_server.turn_requests) == 3 and is_warm_up(llm_server.raw_requests[-1])
    read_ahead = llm_server.requests[-1]
    last_call = [b for b in read_ahead["messages"][-2]["content"] if b["type"] == "tool_use"][-1]
    assert [b.get("tool_use_id") for b in read_ahead["messages"][-1]["content"]][0] == last_call["id"]
    llm_server.responder = None
    llm_server.enqueue(Reply.text("There are 240 countries."))
    chat.send("So how many?")
    assert chat.replies()[-1] == "There are 240 countries." and chat.errors() == []
    assert llm_server.violations == []


# --- seed 003's minimal cases ----------------------------------------------------------------------


def test_a_count_for_a_named_place_finds_then_counts(chat, llm_server, world_project):
    llm_server.enqueue(
        Reply.tool_use("find_features", {"text": "Esen", "layer": "hackfests"}),
        Reply.tool_use("count_features", {"layer": "hackfests", "expression": "\"place\" = 'Essen'"}),
        Reply.text("Essen hosted 3 hackfests."),
    )
    chat.send("How many hackfests were in Esen?")

    found, _ = lookup_result(llm_server.requests[1])
    assert found["matches"][0]["value"] == "Essen"
    counted, failed = lookup_result(llm_server.requests[2])
    assert not failed and counted["count"] == sum(row["place"] == "Essen" for row, _ in ogr_features("hackfests")) == 3
    assert chat.replies()[-1] == "Essen hosted 3 hackfests."


def test_a_top_5_by_a_field(chat, llm_server, world_project):
    sql = "SELECT admin, count(*) AS n FROM states_provinces GROUP BY admin ORDER BY n DESC, admin LIMIT 5"
    llm_server.enqueue(Reply.tool_use("query", {"sql": sql}), Reply.text("Here are the five."))
    chat.send("Which 5 countries have the most provinces?")

    result, failed = lookup_result(llm_server.requests[1])
    counts = Counter(row["admin"] for row, _ in ogr_features("states_provinces"))
    assert not failed and result["columns"] == ["admin", "n"]
    assert [tuple(row) for row in result["rows"]] == sorted(counts.items(), key=lambda i: (-i[1], i[0]))[:5]
    assert result["total"] == 5 and result["truncated"] is False


def test_a_count_for_a_date_range(chat, llm_server, world_project):
    expression = "\"date_nice\" >= to_date('2014-01-01') AND \"date_nice\" <= to_date('2017-12-31')"
    llm_server.enqueue(Reply.tool_use("count_features", {"layer": "hackfests", "expression": expression}),
                           Reply.text("Done."))
    chat.send("How many hackfests between 2014 and 2017?")

    result, failed = lookup_result(llm_server.requests[1])
    expected = sum("2014/01/01" <= row["date_nice"] <= "2017/12/31" for row, _ in ogr_features("hackfests"))
    assert not failed and result["count"] == expected == 8


def test_what_can_you_do_needs_no_tool(chat, llm_server, world_project):
    llm_server.enqueue(Reply.text("I can look things up in your layers and give you buttons."))
    chat.send("What can you do?")

    assert len(llm_server.requests) == 1 and tool_results(llm_server.requests[0]) == []
    assert chat.replies()[-1] == "I can look things up in your layers and give you buttons."
    assert chat.action_buttons() == [] and chat.errors() == []


def test_an_ambiguous_layer_is_asked_about(chat, llm_server, world_project):
    from support.fixtures.gis_data import memory_layer

    QgsProject.instance().addMapLayers([memory_layer("roads_2019", "LineString"),
                                        memory_layer("roads_2024", "LineString")])
    llm_server.enqueue(Reply.text("Which roads layer do you mean: roads_2019 or roads_2024?"))
    chat.send("How many roads are there?")

    prompt = system_text(llm_server.requests[0])
    assert "ask which one" in prompt and "never from memory" in prompt
    assert chat.replies()[-1] == "Which roads layer do you mean: roads_2019 or roads_2024?"
    assert chat.action_buttons() == [] and len(llm_server.requests) == 1


def test_an_unknown_name_gets_an_error_result_with_the_nearest_names(chat, llm_server, world_project):
    llm_server.enqueue(Reply.tool_use("count_features", {"layer": "lakes"}),
                           Reply.tool_use("count_features", {"layer": "countries"}),
                           Reply.text("There are 240 countries."))
    chat.send("How many lakes?")

    error, failed = lookup_result(llm_server.requests[1])
    assert failed and set(error) == {"error", "execution_ms"}
    assert "no vector layer named 'lakes'. Nearest layer names: hackfests, countries" in error["error"]
    assert lookup_result(llm_server.requests[2])[0]["count"] == 240
    assert chat.replies()[-1] == "There are 240 countries."


@pytest.mark.parametrize("written", ["contries", "Countries layer", "country"])
def test_a_near_miss_one_layer_fits_is_read_as_that_layer_and_the_result_says_so(chat, llm_server, world_project,
                                                                                  written):
    """make eval-live's traps at f3052da: "cities 3857" for cities_3857 failed, and the model
    then wrote a count from memory; an action's layer is so mended already (layer_names.py)."""
    llm_server.enqueue(Reply.tool_use("count_features", {"layer": written}), Reply.text("There are 240 countries."))
    chat.send("How many countries?")

    result, failed = lookup_result(llm_server.requests[1])
    assert not failed and result["count"] == 240
    assert result["layer_read"] == f"'countries' (no layer is named '{written}'; it is the one layer so near)"
    assert chat.replies()[-1] == "There are 240 countries."


@pytest.mark.parametrize(("tool", "fields", "words"), [
    ("field_stats", {"layer": "hackfests", "field": "yaer"}, ["no field 'yaer'", "Closest: year"]),
    ("count_features", {"layer": "hackfests", "expression": "\"year\" >="}, ["cannot parse"]),
])
def test_lookup_errors_reach_the_model_as_error_results(chat, llm_server, world_project, tool, fields, words):
    llm_server.enqueue(Reply.tool_use(tool, fields), Reply.text("Sorry."))
    chat.send("Tell me")

    error, failed = lookup_result(llm_server.requests[1])
    assert failed
    for word in words:
        assert word in error["error"]


def test_a_lookup_that_runs_out_of_time_tells_the_model_to_narrow_it(chat, llm_server, world_project):
    from map_assistant.toolbelt import preferences

    settings = preferences.load()
    settings.lookup_timeout_s = 1e-6  # the Options page allows 1 s at least; any pass takes longer than this
    preferences.save(settings)
    llm_server.enqueue(Reply.tool_use("count_features", {"layer": "states_provinces", "expression": "1 = 1"}),
                           Reply.text("That took too long."))
    chat.send("Count all provinces")

    error, failed = lookup_result(llm_server.requests[1])
    assert failed and "took longer than 1e-06 s" in error["error"] and "Narrow the question" in error["error"]
    assert chat.replies()[-1] == "That took too long."
