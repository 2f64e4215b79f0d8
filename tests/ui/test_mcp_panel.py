"""The MCP server in the dock, over QGIS's world_map data, through a real loopback socket.

The switch starts and stops it (with its files); every call goes through the real
listener and gateway to the chat's own lookups (figures checked against OGR);
proposals are checked as the chat checks them and become the dock's buttons.
The MCP protocol itself (the bridge and the official SDK client) is proven in
tests/integration/test_mcp_protocol.py.
"""

from __future__ import annotations

import json

import pytest
from map_assistant.services import registry
from map_assistant.services.acting.outcome import WITHHELD_REASON
from map_assistant.services.base import ActionEnvironment
from map_assistant.toolbelt import preferences
from map_assistant.toolbelt.preferences import GROUP
from map_assistant.ui.dock import ChatDock
from map_assistant.ui.mcp_panel import McpPanel
from qgis.core import QgsProject, QgsSettings
from qgis.PyQt.QtWidgets import QPushButton
from support.fixtures.gis_data import ogr_features
from support.instruments.map_link_client import LinkClient, in_thread

ISSUE_TOOLS = {"describe_layer", "field_values", "field_stats", "count_features", "find_features", "query",
               "find_algorithm", "algorithm_help", "map_context", "propose_action", "action_status"}


@pytest.fixture
def panel(world_project, qgis_canvas, qtbot, mcp_folder):
    QgsSettings().remove(GROUP)
    dock = ChatDock()
    qtbot.addWidget(dock)
    dock.show()
    environment = ActionEnvironment(project=QgsProject.instance(), canvas=qgis_canvas, settings=preferences.load())
    made = McpPanel(dock, qgis_canvas, lambda: environment)
    made.folder = mcp_folder
    yield made
    made.shutdown()
    made.deleteLater()
    QgsSettings().remove(GROUP)


def _switch(panel, on: bool) -> None:
    panel._dock.findChild(type(panel._dock.mcp_switch), "mcpSwitch").setChecked(on)


def _client(panel, qtbot, name: str = "test client") -> LinkClient:
    endpoint = panel.folder / "mcp_endpoint.json"
    token = json.loads(endpoint.read_text())["token"]

    def connect():
        client = LinkClient.from_endpoint(endpoint, 30)
        assert "welcome" in client.hello(token, name)
        return client

    return in_thread(qtbot, connect)


def _tool(qtbot, client, name, **arguments):
    return in_thread(qtbot, lambda: client.tool(name, **arguments))


def test_off_by_default_and_the_switch_starts_and_stops_it(panel, qtbot):
    assert not panel.is_on and not (panel.folder / "mcp.json").exists()
    _switch(panel, True)
    assert panel.is_on and preferences.load().mcp_enabled is True
    config = json.loads((panel.folder / "mcp.json").read_text())
    server = config["mcpServers"]["map-assistant"]
    assert server["args"][-1].endswith("bridge.py") and "token" not in json.dumps(config)
    assert server["env"]["MAP_ASSISTANT_MCP_ENDPOINT"] == str(panel.folder / "mcp_endpoint.json")
    client = _client(panel, qtbot, "Claude Desktop")
    qtbot.waitUntil(lambda: "Claude Desktop connected" in panel._dock.mcp_status.text(), timeout=5_000)
    assert panel._dock.mcp_state.isVisible()
    panel._dock.findChild(type(panel._dock.mcp_switch), "mcpStopButton").click()
    assert not panel.is_on and preferences.load().mcp_enabled is False
    assert not (panel.folder / "mcp.json").exists() and not (panel.folder / "mcp_endpoint.json").exists()
    assert not panel._dock.mcp_switch.isChecked() and not panel._dock.mcp_state.isVisible()
    assert in_thread(qtbot, client.receive) is None  # the client was disconnected
    client.close()


def test_the_tools_are_the_lookups_and_the_servers_own_all_read_only(panel, qtbot):
    _switch(panel, True)
    client = _client(panel, qtbot)
    tools = in_thread(qtbot, lambda: client.call("tools/list"))["result"]["tools"]
    names = {tool["name"] for tool in tools}
    assert ISSUE_TOOLS <= names
    by_kind = {tool.name: tool.kind for tool in registry.create_tools()}
    for name in names - {"map_context", "propose_action", "action_status"}:
        assert by_kind[name] == "lookup", f"{name} is not a lookup: an MCP tool may not write"
    assert "map_image" not in names  # a picture needs a model that takes pictures
    for tool in tools:
        assert tool["annotations"]["readOnlyHint"] is True and tool["annotations"]["openWorldHint"] is False
        assert tool["inputSchema"]["type"] == "object"
    resources = in_thread(qtbot, lambda: client.call("resources/list"))["result"]["resources"]
    assert {r["uri"] for r in resources} == {"map://context", "map://layers"}
    layers = json.loads(in_thread(qtbot, lambda: client.call("resources/read", {"uri": "map://layers"}))
                        ["result"]["text"])
    countries = next(layer for layer in layers if layer["name"] == "countries")
    assert countries["feature_count"] == len(ogr_features("countries")) == 240
    assert "NAME" in {field["name"] for field in countries["fields"]}
    client.close()


def test_lookups_answer_as_in_the_chat_with_figures_from_ogr(panel, qtbot):
    settings = preferences.load()
    settings.send_values = True
    preferences.save(settings)
    _switch(panel, True)
    client = _client(panel, qtbot)
    text, failed = _tool(qtbot, client, "count_features", layer="countries")
    assert not failed and json.loads(text)["count"] == 240
    text, failed = _tool(qtbot, client, "query", sql="SELECT count(*) AS n FROM hackfests")
    assert not failed and json.loads(text)["rows"] == [[len(ogr_features("hackfests"))]]
    context, failed = _tool(qtbot, client, "map_context")
    assert not failed and "countries" in context and "EPSG:4326" in context
    text, failed = _tool(qtbot, client, "count_features", layer="lakes")
    assert failed and "Nearest layer names: hackfests, countries" in text  # the chat's own error
    text, failed = _tool(qtbot, client, "count_features", layer="contries")  # a near miss, read as in the chat
    assert not failed and json.loads(text)["count"] == 240 and "'countries'" in json.loads(text)["layer_read"]
    client.close()


def test_a_values_lookup_is_refused_while_send_values_is_off(panel, qtbot):
    _switch(panel, True)  # send_values never chosen: off for MCP clients
    client = _client(panel, qtbot)
    text, failed = _tool(qtbot, client, "field_values", layer="countries", field="NAME")
    assert failed and "Send attribute values" in json.loads(text)["error"]
    text, failed = _tool(qtbot, client, "count_features", layer="countries")  # metadata still answers
    assert not failed and json.loads(text)["count"] == 240
    client.close()


def test_a_proposal_becomes_a_button_and_its_click_its_status(panel, qtbot, qgis_canvas):
    _switch(panel, True)
    client = _client(panel, qtbot, "Claude Code")
    action = {"type": "viewport", "action": "zoom_to_layer", "layer": "hackfests"}
    text, failed = _tool(qtbot, client, "propose_action", action=action)
    proposal = json.loads(text)
    assert not failed and proposal["status"] == "pending"
    buttons = panel._dock.findChildren(QPushButton, "actionButton")
    assert len(buttons) == 1
    status = json.loads(_tool(qtbot, client, "action_status", id=proposal["id"])[0])
    assert status["status"] == "pending"
    buttons[0].click()
    qtbot.waitUntil(lambda: panel.gateway.proposals[proposal["id"]].status == "run", timeout=10_000)
    assert qgis_canvas.extent().contains(QgsProject.instance().mapLayersByName("hackfests")[0].extent())
    status = json.loads(_tool(qtbot, client, "action_status", id=proposal["id"])[0])
    assert status["status"] == "run" and status["summary"]
    client.close()


def test_a_dismissed_proposal_says_so(panel, qtbot):
    _switch(panel, True)
    client = _client(panel, qtbot)
    text, _ = _tool(qtbot, client, "propose_action", action={"type": "viewport", "action": "zoom_full"})
    panel._dock.findChild(QPushButton, "dismissButton").click()
    assert json.loads(_tool(qtbot, client, "action_status", id=json.loads(text)["id"])[0])["status"] == "dismissed"
    client.close()


@pytest.mark.parametrize(("action", "expected"), [
    ({"type": "sql", "sql": "DELETE FROM countries"}, "not accepted"),
    # "contries" is a near miss of the one layer countries, taken for it (issue 40): a name no layer is near.
    ({"type": "selection", "layer": "airports", "expression": "1 = 1", "mode": "new"}, "countries"),
    ({"type": "style", "layer": "countries"}, "Valid types: sql, viewport, selection, processing"),
    ("zoom somewhere", "one action object"),
])
def test_bad_proposals_are_refused_with_what_to_fix(panel, qtbot, action, expected):
    _switch(panel, True)
    client = _client(panel, qtbot)
    text, failed = _tool(qtbot, client, "propose_action", action=action)
    assert failed and expected in text
    assert panel._dock.findChildren(QPushButton, "actionButton") == []
    client.close()


# --- what the review found --------------------------------------------------------------------

LEAKY_SQL = "SELECT json_extract('{}', group_concat(NAME)) AS x FROM countries"  # its error quotes every NAME


@pytest.mark.parametrize("send_values", [None, False, True])
def test_a_failed_clicks_reason_reaches_the_client_only_if_values_may(panel, qtbot, send_values):
    settings = preferences.load()
    settings.send_values = send_values
    preferences.save(settings)
    _switch(panel, True)
    client = _client(panel, qtbot)
    proposal = json.loads(_tool(qtbot, client, "propose_action", action={"type": "sql", "sql": LEAKY_SQL})[0])
    panel._dock.findChild(QPushButton, "actionButton").click()
    qtbot.waitUntil(lambda: panel.gateway.proposals[proposal["id"]].status == "failed", timeout=20_000)
    status = json.loads(_tool(qtbot, client, "action_status", id=proposal["id"])[0])
    if send_values:
        assert "Norway" in status["summary"]  # the engine's own words, as the chat's model gets them
    else:
        assert status["summary"] == WITHHELD_REASON and "Norway" not in json.dumps(status)
    client.close()


def _propose_directly(panel, action: dict) -> list[dict]:
    """propose_action through the gateway as the listener hands it a call; the answers it got."""
    from map_assistant.toolbelt.mcp_link.listener import Request

    answers: list[dict] = []
    panel.gateway.handle(Request("tools/call", {"name": "propose_action", "arguments": {"action": action}},
                                 "probe", answers.append))
    return answers


def test_a_proposal_still_being_checked_at_stop_never_becomes_a_button(panel, qtbot):
    _switch(panel, True)
    answers = _propose_directly(panel, {"type": "viewport", "action": "zoom_full"})
    _switch(panel, False)  # before the check's thread has answered
    qtbot.waitUntil(lambda: not panel.gateway._running, timeout=10_000)
    qtbot.wait(100)  # the check's queued answer, if any, has arrived
    assert panel._dock.findChildren(QPushButton, "actionButton") == [] and panel.gateway.proposals == {}
    assert answers == []  # its connection is gone: nothing is answered


def test_a_proposal_the_dock_cannot_show_is_reported_not_raised(panel, qtbot, monkeypatch):
    from map_assistant.services.actions.viewport import ViewportTool

    def broken(self, environment, action):
        raise RuntimeError("a service bug")

    monkeypatch.setattr(ViewportTool, "process", broken)
    _switch(panel, True)
    answers = _propose_directly(panel, {"type": "viewport", "action": "zoom_full"})
    qtbot.waitUntil(lambda: answers != [], timeout=10_000)
    assert answers[0]["result"]["isError"] is True and "a service bug" in answers[0]["result"]["text"]
    assert panel._dock.findChildren(QPushButton, "actionButton") == []


def test_cleared_messages_dismiss_what_was_pending(panel, qtbot):
    _switch(panel, True)
    answers = _propose_directly(panel, {"type": "viewport", "action": "zoom_full"})
    qtbot.waitUntil(lambda: answers != [], timeout=10_000)
    proposal_id = json.loads(answers[0]["result"]["text"])["id"]
    panel._dock.clear_messages()  # New chat, or a saved chat opened
    assert panel.gateway.proposals[proposal_id].status == "dismissed"


def test_dismiss_disables_the_proposals_buttons_and_a_run_disables_dismiss(panel, qtbot):
    _switch(panel, True)
    for _ in range(2):
        answers = _propose_directly(panel, {"type": "viewport", "action": "zoom_full"})
        qtbot.waitUntil(lambda answers=answers: answers != [], timeout=10_000)
    first, second = panel._dock.findChildren(QPushButton, "actionButton")
    dismiss_first, dismiss_second = panel._dock.findChildren(QPushButton, "dismissButton")
    dismiss_first.click()
    assert not first.isEnabled() and not dismiss_first.isEnabled()
    second.click()
    qtbot.waitUntil(lambda: not dismiss_second.isEnabled(), timeout=10_000)
    assert [p.status for p in panel.gateway.proposals.values()] == ["dismissed", "run"]


def test_the_installs_progress_after_stop_leaves_the_server_off(panel, qtbot, monkeypatch):
    from map_assistant.toolbelt.dependencies import DependencyInstaller

    monkeypatch.setattr(DependencyInstaller, "start", lambda self: None)  # no pip: only its signals matter
    _switch(panel, True)
    panel._dock.findChild(QPushButton, "mcpInstallButton").click()
    _switch(panel, False)
    panel._installer.progress.emit("Collecting mcp", 10.0)
    assert not panel.is_on and not panel._dock.mcp_switch.isChecked() and preferences.load().mcp_enabled is False


def test_the_setting_changed_elsewhere_switches_the_server(panel, qtbot):
    settings = preferences.load()
    settings.mcp_enabled = True
    preferences.save(settings)
    qtbot.waitUntil(lambda: panel.is_on, timeout=5_000)
    assert panel._dock.mcp_switch.isChecked() and (panel.folder / "mcp.json").exists()
    settings.mcp_enabled = False
    preferences.save(settings)
    qtbot.waitUntil(lambda: not panel.is_on, timeout=5_000)
    assert not (panel.folder / "mcp.json").exists()
