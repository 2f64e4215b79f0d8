"""The MCP bridge (toolbelt/mcp_link/bridge.py) as an MCP client runs it: the official SDK's
client launches it over stdio with MAP_ASSISTANT_MCP_ENDPOINT set, and a stand-in for QGIS's
listener (support/fakes/fake_map_listener.py) answers on 127.0.0.1. Nothing of the SDK is
faked; every wait is bounded."""

from __future__ import annotations

import json
import socket
import sys
import time
from contextlib import asynccontextmanager
from pathlib import Path

import anyio
import pytest
from anyio.streams.buffered import BufferedByteReceiveStream
from mcp import ClientSession, StdioServerParameters, stdio_client
from mcp.shared.exceptions import MCPError
from mcp.types import Implementation
from support.fakes.fake_map_listener import (
    MAX_LINE,
    RESOURCES,
    SCRIPTS,
    TOOLS,
    FakeMapListener,
    write_endpoint,
)

ROOT = Path(__file__).resolve().parents[3]
BRIDGE = ROOT / "toolbelt" / "mcp_link" / "bridge.py"
ENDPOINT_ENV = "MAP_ASSISTANT_MCP_ENDPOINT"
CLIENT = Implementation(name="test-client", version="9.8")
SCENARIO_SECONDS = 60  # a whole scenario, the bridge's start included (2 busy cores)
STEP_SECONDS = 20  # one request
NOT_RUNNING = "Map Assistant's MCP server is not running in QGIS: open QGIS, then turn on MCP server"


@pytest.fixture
def endpoint(tmp_path) -> Path:
    return tmp_path / "mcp_endpoint.json"


@pytest.fixture
def fake(endpoint):
    listener = FakeMapListener(endpoint)
    yield listener
    listener.close()


@pytest.fixture
def bridge_log(tmp_path) -> Path:
    return tmp_path / "bridge.log"


def run(scenario, *args) -> None:
    """``scenario(*args)`` in an event loop, given up after SCENARIO_SECONDS."""

    async def bounded():
        with anyio.fail_after(SCENARIO_SECONDS):
            await scenario(*args)

    anyio.run(bounded)


@asynccontextmanager
async def bridge(endpoint: Path, log: Path):
    """An initialized client session with the bridge, started as an MCP client starts it."""
    parameters = StdioServerParameters(command=sys.executable, args=[str(BRIDGE)], env={ENDPOINT_ENV: str(endpoint)})
    with log.open("w", encoding="utf-8") as errlog:
        async with stdio_client(parameters, errlog=errlog) as (read, write):
            async with ClientSession(read, write, client_info=CLIENT) as session:
                with anyio.fail_after(STEP_SECONDS):
                    await session.initialize()
                yield session


def calls_in(fake: FakeMapListener) -> list[dict]:
    """The tools/call requests QGIS got (the SDK's client also lists the tools before it checks a result)."""
    return [request for request in fake.requests if request["method"] == "tools/call"]


async def call(session: ClientSession, name: str, arguments: dict | None = None):
    with anyio.fail_after(STEP_SECONDS):
        result = await session.call_tool(name, arguments or {})
    assert len(result.content) == 1 and result.content[0].type == "text"
    return result.content[0].text, result.is_error


# ---------------------------------------------------------------- what QGIS offers comes through


def test_tools_and_their_annotations_are_listed_as_qgis_gives_them(endpoint, fake, bridge_log):
    async def scenario():
        async with bridge(endpoint, bridge_log) as session:
            assert fake.hellos == []  # nothing asked yet: not connected
            with anyio.fail_after(STEP_SECONDS):
                listed = await session.list_tools()
            assert [tool.name for tool in listed.tools] == [tool["name"] for tool in TOOLS]
            for tool, given in zip(listed.tools, TOOLS):
                assert tool.description == given["description"]
                assert tool.input_schema == given["inputSchema"]
                assert tool.annotations.model_dump(by_alias=True, exclude_none=True) == given["annotations"]
            zoom = listed.tools[1]
            assert (zoom.annotations.read_only_hint, zoom.annotations.open_world_hint) == (False, False)
            assert zoom.annotations.destructive_hint is False and zoom.annotations.title == "Zoom to a layer"

    run(scenario)


def test_the_hello_carries_the_token_and_the_clients_name(endpoint, fake, bridge_log):
    async def scenario():
        async with bridge(endpoint, bridge_log) as session:
            await call(session, "echo", {"text": "one"})
            await call(session, "echo", {"text": "two"})

    run(scenario)
    assert fake.hellos == [{"token": fake.token, "client": {"name": "test-client", "version": "9.8"}}]  # one connection


def test_a_calls_text_and_is_error_come_through(endpoint, fake, bridge_log):
    async def scenario():
        async with bridge(endpoint, bridge_log) as session:
            assert await call(session, "echo", {"text": "héllo"}) == ('echo {"text": "héllo"}', False)
            assert await call(session, "zoom_to", {"layer": "roads"}) == ("Zoomed to roads.", False)
            assert await call(session, "fail") == ("There is no layer named 'lakes'.", True)
            assert await call(session, "no_such_tool") == ("No tool named 'no_such_tool'.", True)  # QGIS's error

    run(scenario)
    assert [r["params"] for r in calls_in(fake)] == [
        {"name": "echo", "arguments": {"text": "héllo"}},
        {"name": "zoom_to", "arguments": {"layer": "roads"}},
        {"name": "fail", "arguments": {}},
        {"name": "no_such_tool", "arguments": {}},
    ]


def test_resources_are_listed_and_read(endpoint, fake, bridge_log):
    async def scenario():
        async with bridge(endpoint, bridge_log) as session:
            with anyio.fail_after(STEP_SECONDS):
                listed = await session.list_resources()
                read = await session.read_resource("map://layers")
                with pytest.raises(MCPError, match="No resource 'map://lakes'"):
                    await session.read_resource("map://lakes")
            assert [(str(r.uri), r.name, r.description, r.mime_type) for r in listed.resources] == [
                (r["uri"], r["name"], r["description"], r["mimeType"]) for r in RESOURCES
            ]
            [contents] = read.contents
            assert (str(contents.uri), contents.mime_type, contents.text) == (
                "map://layers",
                "application/json",
                RESOURCES[0]["text"],
            )

    run(scenario)


def test_concurrent_calls_are_matched_to_their_answers_by_id(endpoint, fake, bridge_log):
    results = {}

    async def one(session, word):
        results[word] = await call(session, "echo", {"text": word})

    async def scenario():
        async with bridge(endpoint, bridge_log) as session:
            with anyio.fail_after(STEP_SECONDS):
                await session.list_tools()  # the client's own listing (it checks results against it) first
            fake.hold_until = 3  # QGIS answers only once all three are in flight, the last first
            async with anyio.create_task_group() as calls:
                for word in ("alpha", "beta", "gamma"):
                    calls.start_soon(one, session, word)

    run(scenario)
    assert results == {word: (f'echo {{"text": "{word}"}}', False) for word in ("alpha", "beta", "gamma")}
    sent = [r["id"] for r in calls_in(fake)]
    assert len(set(sent)) == 3 and [i for i in fake.answered if i in sent] == sent[::-1]  # answered out of order


# ---------------------------------------------------------------- QGIS off, restarted, refusing, gone


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_qgis_off_gives_a_clear_error_then_qgis_is_found_when_it_starts(endpoint, bridge_log):
    listeners = []

    async def scenario():
        async with bridge(endpoint, bridge_log) as session:
            text, is_error = await call(session, "echo", {"text": "x"})  # no endpoint file
            assert is_error and text.startswith(NOT_RUNNING) and "Options page" in text
            # tools/list fails with the same text rather than listing nothing (see bridge.forward)
            with anyio.fail_after(STEP_SECONDS), pytest.raises(MCPError, match="not running in QGIS"):
                await session.list_tools()
            write_endpoint(endpoint, free_port(), "token-of-a-crashed-qgis")  # a file left, nobody listening
            text, is_error = await call(session, "echo", {"text": "x"})
            assert is_error and text.startswith(NOT_RUNNING)
            listeners.append(FakeMapListener(endpoint))  # QGIS starts its server: the same bridge finds it
            assert await call(session, "echo", {"text": "x"}) == ('echo {"text": "x"}', False)

    try:
        run(scenario)
    finally:
        for listener in listeners:
            listener.close()
    assert [hello["token"] for hello in listeners[0].hellos] == [listeners[0].token]


def test_a_restarted_qgis_is_reconnected_with_its_new_token(endpoint, fake, bridge_log):
    tokens = []

    async def scenario():
        async with bridge(endpoint, bridge_log) as session:
            assert await call(session, "echo", {"text": "before"}) == ('echo {"text": "before"}', False)
            tokens.append(fake.token)
            fake.restart()
            tokens.append(fake.token)
            with anyio.fail_after(STEP_SECONDS):
                listed = await session.list_tools()
            assert len(listed.tools) == len(TOOLS)
            assert await call(session, "echo", {"text": "after"}) == ('echo {"text": "after"}', False)

    run(scenario)
    assert tokens[0] != tokens[1]
    assert [hello["token"] for hello in fake.hellos] == tokens  # the old token never again, one new connection


def test_a_listing_or_a_reading_lost_in_flight_is_asked_again_on_a_new_connection(endpoint, fake, bridge_log):
    async def scenario():
        async with bridge(endpoint, bridge_log) as session:
            fake.drop_next = {"tools/list"}  # QGIS goes away with the request in its hands
            with anyio.fail_after(STEP_SECONDS):
                listed = await session.list_tools()
            assert [tool.name for tool in listed.tools] == [tool["name"] for tool in TOOLS]
            fake.drop_next = {"resources/read"}
            with anyio.fail_after(STEP_SECONDS):
                read = await session.read_resource("map://extent")
            assert read.contents[0].text == RESOURCES[1]["text"]

    run(scenario)
    assert [r["method"] for r in fake.requests] == ["tools/list"] * 2 + ["resources/read"] * 2  # each asked twice
    assert len(fake.hellos) == 3 and fake.drop_next == set()


def test_a_refused_token_says_so(endpoint, fake, bridge_log):
    write_endpoint(endpoint, fake.port, "a-stale-token")  # the file and the listener disagree

    async def scenario():
        async with bridge(endpoint, bridge_log) as session:
            text, is_error = await call(session, "echo", {"text": "x"})
            assert is_error and "the token was refused: QGIS restarted its MCP server" in text

    run(scenario)
    assert fake.requests == []
    assert {hello["token"] for hello in fake.hellos} == {"a-stale-token"} and len(fake.hellos) == 2  # read again once


def test_a_call_lost_in_flight_is_not_sent_again(endpoint, fake, bridge_log):
    async def scenario():
        async with bridge(endpoint, bridge_log) as session:
            text, is_error = await call(session, "drop")  # QGIS closes the connection while the tool runs
            assert is_error and "lost while the tool ran" in text and "may or may not" in text
            assert await call(session, "zoom_to", {"layer": "rivers"}) == ("Zoomed to rivers.", False)

    run(scenario)
    assert [r["params"]["name"] for r in calls_in(fake)] == ["drop", "zoom_to"]  # the lost call ran once
    assert len(fake.hellos) == 2


def test_an_answer_over_the_line_limit_ends_the_connection(endpoint, bridge_log):
    scripts = {**SCRIPTS, "big": lambda arguments: {"text": "x" * arguments["size"], "isError": False}}
    fake = FakeMapListener(endpoint, scripts=scripts)

    async def scenario():
        async with bridge(endpoint, bridge_log) as session:
            text, is_error = await call(session, "big", {"size": MAX_LINE - 1000})  # within the limit
            assert (len(text), is_error) == (MAX_LINE - 1000, False)
            text, is_error = await call(session, "big", {"size": MAX_LINE})  # the line is longer than 1 MiB
            assert is_error and "lost while the tool ran" in text
            assert await call(session, "zoom_to", {"layer": "roads"}) == ("Zoomed to roads.", False)

    try:
        run(scenario)
    finally:
        fake.close()
    assert len(fake.hellos) == 2 and "Protocol error from QGIS" in bridge_log.read_text(encoding="utf-8")


# ---------------------------------------------------------------- the process


async def exchange(process, lines: BufferedByteReceiveStream, message: dict) -> dict | None:
    await process.stdin.send((json.dumps(message) + "\n").encode("utf-8"))
    if "id" not in message:
        return None
    with anyio.fail_after(STEP_SECONDS):
        return json.loads(await lines.receive_until(b"\n", 1 << 20))


def test_the_bridge_exits_0_when_stdin_closes_and_writes_only_mcp_to_stdout(endpoint, fake, tmp_path):
    outcome = {}

    async def scenario():
        with (tmp_path / "bridge.log").open("w") as errlog:
            process = await anyio.open_process(
                [sys.executable, str(BRIDGE)], stderr=errlog, env={ENDPOINT_ENV: str(endpoint), "PATH": "/usr/bin:/bin"}
            )
            async with process:
                lines = BufferedByteReceiveStream(process.stdout)
                hello = {
                    "protocolVersion": "2025-06-18",
                    "capabilities": {},
                    "clientInfo": {"name": "raw", "version": "1"},
                }
                outcome["initialize"] = await exchange(
                    process, lines, {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": hello}
                )
                await exchange(process, lines, {"jsonrpc": "2.0", "method": "notifications/initialized"})
                outcome["list"] = await exchange(process, lines, {"jsonrpc": "2.0", "id": 2, "method": "tools/list"})
                fake.hold_until = 2  # the call below stays in QGIS's hands when stdin closes
                await process.stdin.send(
                    b'{"jsonrpc": "2.0", "id": 3, "method": "tools/call", '
                    b'"params": {"name": "echo", "arguments": {"text": "held"}}}\n'
                )
                with anyio.fail_after(STEP_SECONDS):
                    while not calls_in(fake):
                        await anyio.sleep(0.05)
                started = time.monotonic()
                await process.stdin.aclose()
                with anyio.fail_after(10):
                    outcome["status"] = await process.wait()
                outcome["seconds"] = time.monotonic() - started
                outcome["rest"] = b"".join([chunk async for chunk in process.stdout])

    run(scenario)
    assert outcome["status"] == 0 and outcome["seconds"] < 5
    assert outcome["initialize"]["result"]["serverInfo"]["name"] == "map-assistant"
    assert [tool["name"] for tool in outcome["list"]["result"]["tools"]] == [tool["name"] for tool in TOOLS]
    for line in outcome["rest"].splitlines():  # whatever else came out is MCP
        assert json.loads(line)["jsonrpc"] == "2.0"
    assert fake.hellos[0]["client"] == {"name": "raw", "version": "1"}
    deadline = time.monotonic() + 5
    while fake.connections() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert fake.connections() == 0  # the bridge closed its connection to QGIS on the way out
