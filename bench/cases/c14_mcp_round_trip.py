"""Case 14: what the MCP server adds to a lookup (issue 25). The official SDK's client
(``ClientSession`` over stdio, in a thread) calls ``count_features`` on world_map's
countries through the bridge (a process, as an MCP client starts it) and QGIS's
listener and gateway; the reference runs the same lookup tool in-process, as the
chat does (``run`` in a worker thread while the event loop serves its main-thread
calls). Both answer 240; each time is one call, from the request to its answer.

Goal: the median MCP call takes at most 5 ms more than the median in-process one.
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

from chat import wait_until
from common import Result

TITLE = "14 MCP round trip (count_features)"
GOAL_MS = 5.0
CALLS_PER_REPEAT = 20
ROOT = Path(__file__).resolve().parents[2]


def world_countries(project):
    from qgis.core import QgsApplication, QgsVectorLayer

    layer = QgsVectorLayer(f"{QgsApplication.pkgDataPath()}/resources/data/world_map.gpkg|layername=countries",
                           "countries", "ogr")
    assert layer.isValid()
    project.addMapLayer(layer)
    return layer


def through_mcp(endpoint: Path, calls: int) -> tuple[list[float], str]:
    """(seconds per call, the last answer's text) from the SDK client; runs in a thread."""
    import anyio
    from mcp import ClientSession, StdioServerParameters, stdio_client

    bridge = StdioServerParameters(command=sys.executable, args=[str(ROOT / "toolbelt" / "mcp_link" / "bridge.py")],
                                   env={"MAP_ASSISTANT_MCP_ENDPOINT": str(endpoint)})

    async def scenario():
        seconds, text = [], ""
        async with stdio_client(bridge) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            await session.call_tool("count_features", {"layer": "countries"})  # untimed: connects
            for _ in range(calls):
                start = time.perf_counter()
                result = await session.call_tool("count_features", {"layer": "countries"})
                seconds.append(time.perf_counter() - start)
                text = result.content[0].text
        return seconds, text

    return anyio.run(scenario)


def in_process(environment, calls: int) -> tuple[list[float], str]:
    from map_assistant.agent.tools import ToolContext
    from map_assistant.services.lookups.count_features import CountFeaturesTool

    tool = CountFeaturesTool()
    request = tool.input_model.model_validate({"layer": "countries"})
    seconds, text = [], ""
    for number in range(calls + 1):
        out = {}
        start = time.perf_counter()
        worker = threading.Thread(target=lambda out=out: out.update(text=tool.run(request, ToolContext(lookups=environment))))
        worker.start()
        wait_until(lambda worker=worker: not worker.is_alive(), 60)
        if number:  # the first: untimed, as the MCP path's
            seconds.append(time.perf_counter() - start)
        text = out["text"]
    return seconds, text


def run(bench):
    from map_assistant.services.mcp.gateway import McpGateway
    from map_assistant.services.reading.environment import LookupEnvironment
    from map_assistant.toolbelt.mcp_link.listener import McpListener
    from map_assistant.toolbelt.preferences import PluginSettings
    from map_assistant.toolbelt.threads.main_thread import MainThreadCaller
    from qgis.gui import QgsMapCanvas

    world_countries(bench.project)
    canvas = QgsMapCanvas()
    calls = CALLS_PER_REPEAT * bench.repeat
    gateway = McpGateway(bench.project, canvas, PluginSettings)
    listener = McpListener(gateway, "bench")
    with tempfile.TemporaryDirectory(prefix="map_assistant_bench_") as folder:
        endpoint = Path(folder) / "mcp_endpoint.json"
        listener.start(endpoint)
        outcome = {}
        client = threading.Thread(target=lambda: outcome.update(mcp=through_mcp(endpoint, calls)))
        client.start()
        wait_until(lambda: not client.is_alive(), 300)
        listener.stop()
    mcp_s, mcp_text = outcome["mcp"]
    reference_s, reference_text = in_process(LookupEnvironment(bench.project, canvas, MainThreadCaller()), calls)
    if not json.loads(mcp_text)["count"] == json.loads(reference_text)["count"] == 240:
        raise AssertionError(f"MCP answered {mcp_text}, in-process {reference_text}")
    plugin, reference = statistics.median(mcp_s) * 1000, statistics.median(reference_s) * 1000
    return [Result(TITLE, plugin, reference, "ms", f"<= reference + {GOAL_MS:g} ms", plugin - reference <= GOAL_MS,
                   None, f"{calls} calls each, 240 countries; MCP: SDK client, bridge process, loopback, gateway",
                   {"plugin_ms": [t * 1000 for t in mcp_s], "reference_ms": [t * 1000 for t in reference_s]})]
