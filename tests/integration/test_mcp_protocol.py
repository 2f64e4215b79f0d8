"""The map as an MCP server, end to end: the official SDK's client (``ClientSession`` over
``stdio_client``) starts the bridge exactly as ``mcp.json`` says (interpreter, arguments,
environment; its packages installed as the dock installs them), against this real QGIS
with world_map.gpkg and the hackfests. Lookups' figures are checked against OGR; one
proposal of each kind becomes a button that is clicked here; action_status says what
became of each. The client runs in a thread: QGIS's listener needs the event loop.
"""

from __future__ import annotations

import json

import anyio
import pytest
from map_assistant.services.base import ActionEnvironment
from map_assistant.toolbelt import preferences
from map_assistant.toolbelt.preferences import GROUP
from map_assistant.ui.dock import ChatDock
from map_assistant.ui.mcp_panel import McpPanel
from mcp import ClientSession, StdioServerParameters, stdio_client
from mcp.types import Implementation
from qgis.core import QgsProject, QgsSettings
from qgis.PyQt.QtWidgets import QPushButton
from support.fixtures.gis_data import ogr_features
from support.instruments.map_link_client import in_thread

STEP_SECONDS = 60  # one request, the bridge's start included (2 busy cores)
CLIENT = Implementation(name="Protocol test", version="1.0")
PROPOSALS = [
    {"type": "sql", "title": "Countries in A", "sql": "SELECT NAME FROM countries WHERE NAME LIKE 'A%'"},
    {"type": "viewport", "action": "zoom_to_layer", "layer": "hackfests"},
    {"type": "selection", "layer": "countries", "expression": "\"NAME\" LIKE 'A%'", "mode": "new"},
    {"type": "processing", "algorithm": "native:centroids", "parameters": {"INPUT": "countries"},
     "title": "Country centroids"},
]


@pytest.fixture
def served(world_project, qgis_canvas, qtbot, mcp_folder, bridge_packages, processing_ready):
    QgsSettings().remove(GROUP)
    settings = preferences.load()
    settings.send_values = True
    preferences.save(settings)
    folder = mcp_folder
    folder.mkdir()
    (folder / "mcp_bridge").symlink_to(bridge_packages)  # installed once per run (support/fixtures/mcp_bridge.py)
    dock = ChatDock()
    qtbot.addWidget(dock)
    dock.show()
    environment = ActionEnvironment(project=QgsProject.instance(), canvas=qgis_canvas, settings=preferences.load())
    panel = McpPanel(dock, qgis_canvas, lambda: environment)
    dock.mcp_switch.setChecked(True)
    assert panel.is_on
    yield panel, dock, folder
    panel.shutdown()
    panel.deleteLater()
    QgsSettings().remove(GROUP)


def as_configured(folder) -> StdioServerParameters:
    """The server entry of mcp.json, as an MCP client reads it."""
    entry = json.loads((folder / "mcp.json").read_text())["mcpServers"]["map-assistant"]
    return StdioServerParameters(command=entry["command"], args=entry["args"], env=entry["env"])


def with_client(qtbot, folder, steps):
    """``await steps(session)`` with a new bridge and an initialized session; its result."""
    async def scenario():
        with anyio.fail_after(STEP_SECONDS * 4):
            async with stdio_client(as_configured(folder)) as (read, write):
                async with ClientSession(read, write, client_info=CLIENT) as session:
                    await session.initialize()
                    return await steps(session)

    return in_thread(qtbot, lambda: anyio.run(scenario), timeout_ms=STEP_SECONDS * 5 * 1000)


async def text_of(session, name, **arguments):
    result = await session.call_tool(name, arguments)
    return result.content[0].text, result.is_error


def test_tools_resources_and_lookups_through_the_sdk_client(served, qtbot):
    _, dock, folder = served

    async def steps(session):
        tools = (await session.list_tools()).tools
        resources = (await session.list_resources()).resources
        layers = (await session.read_resource("map://layers")).contents[0].text
        answers = {
            "count": await text_of(session, "count_features", layer="countries"),
            "query": await text_of(session, "query", sql="SELECT count(*) AS n FROM hackfests WHERE year >= 2015"),
            "stats": await text_of(session, "field_stats", layer="hackfests", field="year"),
            "values": await text_of(session, "field_values", layer="hackfests", field="year"),
            "find": await text_of(session, "find_features", text="Coruna"),
            "describe": await text_of(session, "describe_layer", layer="countries"),
            "context": await text_of(session, "map_context"),
            "algorithm": await text_of(session, "find_algorithm", text="centroid"),
            "help": await text_of(session, "algorithm_help", id="native:centroids"),
        }
        return tools, resources, layers, answers

    tools, resources, layers, answers = with_client(qtbot, folder, steps)
    assert {"count_features", "query", "map_context", "propose_action", "action_status"} <= {t.name for t in tools}
    assert all(t.annotations.read_only_hint and t.annotations.open_world_hint is False for t in tools)
    assert {str(r.uri) for r in resources} == {"map://context", "map://layers"}
    assert {layer["name"] for layer in json.loads(layers)} == {"countries", "states_provinces", "hackfests"}
    assert not [name for name, (_, failed) in answers.items() if failed], answers
    hackfests = [attributes for attributes, _ in ogr_features("hackfests")]
    assert json.loads(answers["count"][0])["count"] == len(ogr_features("countries"))
    assert json.loads(answers["query"][0])["rows"] == [[sum(1 for a in hackfests if a["year"] >= 2015)]]
    stats = json.loads(answers["stats"][0])
    assert (stats["min"], stats["max"]) == (min(a["year"] for a in hackfests), max(a["year"] for a in hackfests))
    assert "Coruña" in answers["find"][0]
    assert "countries" in answers["context"][0] and "native:centroids" in answers["algorithm"][0]
    assert "INPUT" in answers["help"][0] and "ISO_A3" in answers["describe"][0]


def test_one_proposal_of_each_kind_is_clicked_and_reported(served, qtbot, qgis_canvas):
    panel, dock, folder = served

    async def propose(session):
        return [await text_of(session, "propose_action", action=action) for action in PROPOSALS]

    proposed = with_client(qtbot, folder, propose)
    assert [failed for _, failed in proposed] == [False] * 4, proposed
    ids = [json.loads(text)["id"] for text, _ in proposed]
    buttons = dock.findChildren(QPushButton, "actionButton")
    assert len(buttons) == 4  # the same buttons as the chat's
    countries = QgsProject.instance().mapLayersByName("countries")[0]
    for button in buttons:
        button.click()
    qtbot.waitUntil(lambda: all(panel.gateway.proposals[i].status == "run" for i in ids), timeout=60_000)
    in_a = {a["NAME"] for a, _ in ogr_features("countries") if (a["NAME"] or "").startswith("A")}
    assert {f["NAME"] for f in countries.selectedFeatures()} == in_a and len(in_a) > 5
    assert qgis_canvas.extent().contains(QgsProject.instance().mapLayersByName("hackfests")[0].extent())

    async def statuses(session):
        return [json.loads((await text_of(session, "action_status", id=i))[0]) for i in ids]

    found = with_client(qtbot, folder, statuses)
    for status in found:
        assert status["status"] == "run" and status["summary"], status
    assert f"{len(in_a)} row(s) with columns [NAME]" in found[0]["summary"]  # the sql button's table
    assert "centroid" in found[3]["summary"].lower()  # the new layer Processing made
