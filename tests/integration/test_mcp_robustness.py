"""The MCP server under load and under faults, inside the chat's own controller.

* An MCP client hammers lookups (three connections, bounded) while the user chats:
  every answer is right, the chat's turn completes, and the event loop is not held
  (support/instruments/stall_watch.py's probe, the suite's verdict).
* The bridge is killed in the middle of a call: QGIS is unharmed (nothing uncaught,
  the call's lookup ends), the switch stays honest, and a new client is served.
* Unloading the plugin (as QGIS does when it closes) stops the listener and removes
  the endpoint file and mcp.json.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import threading

import pytest
from map_assistant.toolbelt import preferences
from mcp_types.version import LATEST_PROTOCOL_VERSION
from support.fakes.scripted import ANTHROPIC_ONLY, Reply
from support.fixtures.gis_data import ogr_features
from support.instruments.map_link_client import LinkClient, in_thread
from support.instruments.stall_watch import EventLoopProbe

CONNECTIONS, CALLS_EACH = 3, 20
SLOW_SQL = "SELECT count(*) AS n FROM countries a, countries b, countries c, countries d"  # runs to its timeout


def _token(mcp_folder) -> str:
    return json.loads((mcp_folder / "mcp_endpoint.json").read_text())["token"]


def _hammer(mcp_folder, token, name, hackfests: int) -> list[str]:
    """CALLS_EACH lookups on one connection; what came back wrong (nothing, if all is well)."""
    client = LinkClient.from_endpoint(mcp_folder / "mcp_endpoint.json", 60)
    client.hello(token, name)
    wrong = []
    for number in range(CALLS_EACH):
        if number % 2:
            text, failed = client.tool("count_features", layer="countries")
            if failed or json.loads(text)["count"] != 240:
                wrong.append(text)
        else:
            text, failed = client.tool("query", sql="SELECT count(*) AS n FROM hackfests")
            if failed or json.loads(text)["rows"] != [[hackfests]]:
                wrong.append(text)
    client.close()
    return wrong


@ANTHROPIC_ONLY
def test_a_hammering_client_leaves_the_chat_and_the_event_loop_alone(chat, llm_server, world_project, mcp_folder, qtbot):
    settings = preferences.load()
    settings.send_values = True  # query is a values lookup
    preferences.save(settings)
    chat.dock.mcp_switch.setChecked(True)
    token, hackfests = _token(mcp_folder), len(ogr_features("hackfests"))
    llm_server.enqueue(Reply.tool_use("count_features", {"layer": "countries"}),
                       Reply.text("There are 240 countries."))
    probe = EventLoopProbe()
    probe.start()
    results: dict[int, list[str]] = {}

    threads = [threading.Thread(target=lambda i=i: results.__setitem__(i, _hammer(mcp_folder, token, f"hammer {i}", hackfests)),
                                daemon=True) for i in range(CONNECTIONS)]
    for thread in threads:
        thread.start()
    chat.send("How many countries are there?")
    qtbot.waitUntil(lambda: not any(thread.is_alive() for thread in threads), timeout=180_000)
    summary = probe.stop()
    print(summary)
    assert results == {i: [] for i in range(CONNECTIONS)}
    assert "There are 240 countries." in chat.replies()[-1] and chat.errors() == []
    probe.check(summary)


def _bridge(mcp_folder) -> subprocess.Popen:
    """The bridge as mcp.json starts it, spoken to in MCP's own stdio framing."""
    entry = json.loads((mcp_folder / "mcp.json").read_text())["mcpServers"]["map-assistant"]
    return subprocess.Popen([entry["command"], *entry["args"]], env={**os.environ, **entry["env"]},
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)


def _say(bridge: subprocess.Popen, message: dict) -> None:
    bridge.stdin.write((json.dumps({"jsonrpc": "2.0", **message}) + "\n").encode())
    bridge.stdin.flush()


@ANTHROPIC_ONLY
def test_killing_the_bridge_mid_call_leaves_qgis_unharmed(chat, world_project, mcp_folder, qtbot, bridge_packages):
    settings = preferences.load()
    settings.send_values = True
    preferences.save(settings)
    chat.dock.mcp_switch.setChecked(True)
    (mcp_folder / "mcp_bridge").symlink_to(bridge_packages)
    panel = chat.controller.mcp
    bridge = _bridge(mcp_folder)
    _say(bridge, {"id": 1, "method": "initialize", "params": {
        "protocolVersion": LATEST_PROTOCOL_VERSION, "capabilities": {}, "clientInfo": {"name": "doomed", "version": "1"}}})
    assert json.loads(in_thread(qtbot, bridge.stdout.readline))["id"] == 1
    _say(bridge, {"method": "notifications/initialized"})
    _say(bridge, {"id": 2, "method": "tools/call", "params": {"name": "query", "arguments": {"sql": SLOW_SQL}}})
    qtbot.waitUntil(lambda: bool(panel.gateway._running) and panel.listener.clients == ["doomed"], timeout=60_000)
    bridge.send_signal(signal.SIGKILL)
    bridge.wait(10)
    qtbot.waitUntil(lambda: panel.listener.clients == [], timeout=10_000)
    assert panel.is_on and chat.dock.mcp_switch.isChecked()
    assert "no client connected" in chat.dock.mcp_status.text()
    qtbot.waitUntil(lambda: not panel.gateway._running, timeout=30_000)  # the lookup ended (its timeout)

    def served() -> str:
        client = LinkClient.from_endpoint(mcp_folder / "mcp_endpoint.json", 30)
        client.hello(_token(mcp_folder), "next")
        text, failed = client.tool("count_features", layer="countries")
        client.close()
        return text if not failed else f"failed: {text}"

    assert json.loads(in_thread(qtbot, served))["count"] == 240
    bridge.stdin.close()
    bridge.stdout.close()


def test_unloading_the_plugin_stops_the_server_and_removes_its_files(qgis_iface, mcp_folder, qtbot):
    from map_assistant.plugin import MapAssistantPlugin

    settings = preferences.load()
    settings.mcp_enabled = True  # on from the last session: it starts with the plugin
    preferences.save(settings)
    plugin = MapAssistantPlugin(qgis_iface)
    plugin.initGui()
    try:
        panel = plugin.controller.mcp
        assert panel.is_on and (mcp_folder / "mcp_endpoint.json").exists() and (mcp_folder / "mcp.json").exists()
        port = panel.listener.port
    finally:
        plugin.unload()
    assert not (mcp_folder / "mcp_endpoint.json").exists() and not (mcp_folder / "mcp.json").exists()
    with pytest.raises(ConnectionRefusedError):
        LinkClient("127.0.0.1", port, 2)
    assert preferences.load().mcp_enabled is True  # it starts again with QGIS
    settings.mcp_enabled = False
    preferences.save(settings)
