"""A scripted stand-in for Anthropic's API, for `make screenshots` only.

It is the tests' loopback fake (tests/support/fakes/fake_anthropic.py: the real
wire format over HTTP on 127.0.0.1), answering the guide's example questions the
way a model would: prose, lookups whose results it reads back, and action
calls. Answers are chosen by the question, not by order, so a picture can be
taken again without restarting the server. Run as a script it prints its URL
and serves until stdin closes (for trying the dock by hand).
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from support.fakes.fake_anthropic import DUMMY_API_KEY, FakeAnthropicServer, Reply  # noqa: E402

VIEW = ["{{CurrentView.bbox}}", "{{CurrentView.srid}}"]
IN_VIEW = f"ST_Intersects(geom, ST_GeomFromText('{VIEW[0]}', {VIEW[1]}))"

# One round of an answer: given the text of the tool results the plugin sent back
# (empty on the first round), the model's reply.
Round = Callable[[str], Reply]


def _countries_in_view(_results: str) -> Reply:
    return Reply.tool_use("sql", {
        "sql": f"SELECT NAME AS country, ISO_A3 AS code FROM countries WHERE {IN_VIEW} ORDER BY NAME",
        "title": "List countries in view", "sql_placeholders": VIEW,
    }, text="The **countries** layer is a GeoPackage, so this query runs inside the file and uses its "
            "spatial index. It reads the map extent *when you click*, so pan first if you like.")


def _paises_en_la_vista(_results: str) -> Reply:
    return Reply.tool_use("sql", {
        "sql": f'SELECT NAME AS "país", ISO_A3 AS "código" FROM countries WHERE {IN_VIEW} ORDER BY NAME',
        "title": "Países en la vista", "sql_placeholders": VIEW,
    }, text="La capa **countries** es un GeoPackage: la consulta se ejecuta dentro del archivo y usa su "
            "índice espacial. Lee la extensión del mapa *al hacer clic*, así que puede desplazar el mapa antes.")


def _provinces_chart(_results: str) -> Reply:
    return Reply.tool_use("sql", {
        "sql": "SELECT admin AS country, count(*) AS provinces FROM states_provinces "
               f"WHERE {IN_VIEW} GROUP BY admin ORDER BY provinces DESC LIMIT 10",
        "title": "Provinces per country in view (top 10)", "sql_placeholders": VIEW, "chart": "bar",
    }, text="Each feature of **states_provinces** is a first-level division (a region, province or "
            "county), and `admin` names its country. This counts them per country for what is in "
            "view and draws the ten largest as bars.")


def _find_centroids(_results: str) -> Reply:
    return Reply.tool_use("find_algorithm", {"text": "centroid"})


def _centroids(_results: str) -> Reply:
    return Reply.tool_use("processing", {
        "algorithm": "native:centroids", "parameters": {"INPUT": "countries"},
        "title": "Country centres",
    }, text="QGIS's **Centroids** algorithm makes one point per country at the centre of its shape. "
            "The points go into a new temporary layer; *countries* itself is not changed.")


def _count_france(_results: str) -> Reply:
    return Reply.tool_use("count_features", {"layer": "states_provinces", "expression": "\"admin\" = 'France'"})


def _france_answer(results: str) -> Reply:
    found = re.search(r'\\?"count\\?":\s*(\d+)', results)
    count = found.group(1) if found else "?"
    return Reply.text(f"**{count}** features of *states_provinces* belong to France (`admin` = 'France'): "
                      "its regions and departments, overseas ones included.", chunk_size=24)


def _zoom_italy(_results: str) -> Reply:
    return Reply.tool_use("viewport", {
        "action": "zoom_to_features", "layer": "countries", "expression": "\"NAME\" = 'Italy'",
    }, text="This button fits the map to Italy's outline in *countries*.")


# The guide's example questions (docs/guide.md), by a phrase of each, and their rounds.
SCRIPT: dict[str, list[Round]] = {
    "which countries are in view": [_countries_in_view],
    "qué países": [_paises_en_la_vista],
    "provinces does each country": [_provinces_chart],
    "centre of each country": [_find_centroids, _centroids],
    "provinces does france": [_count_france, _france_answer],
    "zoom to italy": [_zoom_italy],
}
UNSCRIPTED = "This demo server only answers the example questions of docs/guide.md."


def _texts(message: dict, kind: str) -> list[str]:
    content = message.get("content")
    if isinstance(content, str):
        return [content] if kind == "text" else []
    blocks = [b for b in content or [] if b.get("type") == kind]
    if kind == "tool_result":
        return [json.dumps(b.get("content"), ensure_ascii=False) for b in blocks]
    return [b.get("text", "") for b in blocks]


def answer(body: dict) -> Reply:
    """The reply to one request: which question the turn is about, and which round of it."""
    if any(tool.get("name") == "report_ok" for tool in body.get("tools", [])):
        return Reply.tool_use("report_ok", {"ok": True})  # Options → Test connection
    messages = body.get("messages", [])
    starts = [i for i, m in enumerate(messages) if m.get("role") == "user" and _texts(m, "text")
              and not _texts(m, "tool_result")]
    if not starts:
        return Reply.text(UNSCRIPTED)
    question = " ".join(_texts(messages[starts[-1]], "text")).lower()
    later = messages[starts[-1] + 1:]
    done_rounds = sum(1 for m in later if m.get("role") == "assistant")
    results = " ".join(r for m in later for r in _texts(m, "tool_result"))
    for phrase, rounds in SCRIPT.items():
        if phrase in question:
            if done_rounds < len(rounds):
                return rounds[done_rounds](results)
            return Reply.text("Done.")
    return Reply.text(UNSCRIPTED)


def start() -> FakeAnthropicServer:
    """A running server; point ANTHROPIC_BASE_URL at ``base_url`` (any key is accepted)."""
    server = FakeAnthropicServer()
    server.responder = answer
    return server


if __name__ == "__main__":
    demo = start()
    print(demo.base_url, DUMMY_API_KEY, flush=True)
    sys.stdin.read()
    demo.close()
