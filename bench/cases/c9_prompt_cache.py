"""Case 9: input tokens per turn over a scripted 10-turn conversation through the
real dock and controller, and the share of them read from the prompt cache from
turn 2 on. The loopback server caches as the API documents (the prefix up to the
block marked cache_control, only when at least the model's minimum length). The
project: QGIS's world_map countries and states, the hackfests and the points.
The turns mix answers, `sql` and `selection` buttons and lookups, as a user meets them."""

from __future__ import annotations

import statistics

from chat import BenchChat
from common import Result
from data import VIEW, points_layer
from support.fakes.fake_anthropic import Reply
from support.fixtures.gis_data import qgis_data_path

TITLE = "9 prompt cache share, turns 2-10"
GOAL = 80.0  # percent
TOKENS_GOAL = 5_000  # input tokens per request (issue 26; 8,200-9,200 before)

# (question, replies of the turn)
TURNS = [
    ("What is on the map?", [Reply.text("Countries, their states and provinces, QGIS hackfests and points.")]),
    ("Count the points of category 3 in view.", [Reply.tool_use("sql", {
        "title": "Points of category 3 in view",
        "sql": "SELECT count(*) AS n FROM points WHERE ST_Intersects(geom, ST_GeomFromText('{{CurrentView.bbox}}', "
               "{{CurrentView.srid}})) AND cat = 3",
        "sql_placeholders": ["{{CurrentView.bbox}}", "{{CurrentView.srid}}"]})]),
    ("Thanks. What does cat mean?", [Reply.text("It is a category from 0 to 9 stored with each point.")]),
    ("Which labels are most common?", [Reply.tool_use("field_values", {"layer": "points", "field": "label"}),
                                       Reply.text("p10 and p11 are the most common labels.")]),
    ("Select the points labelled p11.", [Reply.tool_use("selection", {"layer": "points",
                                                                      "expression": "\"label\" = 'p11'"})]),
    ("How many hackfests were there?", [Reply.tool_use("count_features", {"layer": "hackfests"}),
                                        Reply.text("The layer lists every hackfest.")]),
    ("Where was the last one?", [Reply.text("Look at the newest date in the hackfests layer.")]),
    ("Show the countries' names.", [Reply.tool_use("sql", {"title": "Country names",
                                                           "sql": "SELECT name FROM countries ORDER BY name"})]),
    ("Which country has the most states?", [Reply.text("Join the states to the countries to count them.")]),
    ("Thank you!", [Reply.text("You are welcome.")]),
]


def run(bench):
    from qgis.core import QgsVectorLayer

    world = qgis_data_path("world_map.gpkg")
    layers = [QgsVectorLayer(f"{world}|layername={name}", name, "ogr") for name in ("countries", "states_provinces")]
    layers.append(QgsVectorLayer(str(qgis_data_path("qgis-hackfests.json")), "hackfests", "ogr"))
    points = points_layer(bench.points)
    layers.append(points)
    bench.project.addMapLayers(layers)
    chat = BenchChat(bench.app)
    chat.server.cache_min_tokens = None  # the model's real minimum
    turns = []  # per turn: (input tokens in all, read from the cache, requests)
    per_request = []  # input tokens of each request
    try:
        chat.show(points, VIEW)
        for question, replies in TURNS:
            before = len(chat.server.usages)
            chat.server.enqueue(*replies)
            chat.send(question)
            chat.wait_idle()
            usages = chat.server.usages[before:]
            if len(usages) != len(replies):
                raise AssertionError(f"turn {question!r}: {len(usages)} requests for {len(replies)} replies")
            sizes = [u["input_tokens"] + u["cache_read_input_tokens"] + u["cache_creation_input_tokens"]
                     for u in usages]
            per_request += sizes
            total = sum(sizes)
            turns.append((total, sum(u["cache_read_input_tokens"] for u in usages), len(usages)))
    finally:
        chat.close()
    shares = [100.0 * read / total for total, read, _ in turns]
    later = shares[1:]
    tokens = [total for total, _, _ in turns]
    return [Result(TITLE, min(later), None, "%", f">= {GOAL:g} % each", min(later) >= GOAL,
                   note=f"input tokens per turn {tokens[0]:,} .. {tokens[-1]:,} "
                        f"(median {statistics.median(tokens):,.0f}); share median {statistics.median(later):.0f} %",
                   samples={"tokens": tokens, "cache_read": [read for _, read, _ in turns],
                            "requests": [n for _, _, n in turns], "share_percent": shares}),
            Result("9b input tokens per request", max(per_request), None, "tokens", f"<= {TOKENS_GOAL:,} each",
                   max(per_request) <= TOKENS_GOAL,
                   note=f"{min(per_request):,} .. {max(per_request):,} over {len(per_request)} requests "
                        f"(median {statistics.median(per_request):,.0f}; characters / 4, as the fake server counts)",
                   samples={"tokens": per_request})]
