"""The MCP bridge: an MCP server on stdio for an MCP client (Claude Desktop, Claude Code...)
that forwards every request to Map Assistant's MCP listener inside QGIS, on 127.0.0.1, in
a line-delimited JSON protocol whose first line carries a token.

Run as a script by a Python (3.10+) that has the ``mcp`` SDK; standard library and ``mcp``
only (anyio comes with it), the plugin is not importable here:

    MAP_ASSISTANT_MCP_ENDPOINT=/path/to/endpoint.json python bridge.py

The bridge knows no tool by name: QGIS lists them. It connects at the first request (when
the client has said who it is), reads the endpoint file (port and token, new at each start
of QGIS's listener) at every connect, and connects again once when QGIS dropped the
connection. stdout carries MCP only; the log goes to stderr. It ends when stdin closes.
"""

from __future__ import annotations

import json
import logging
import os
import sys
from itertools import count
from typing import Any

import anyio
from anyio.abc import TaskGroup
from anyio.streams.buffered import BufferedByteStream
from mcp import types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server
from mcp.shared.exceptions import MCPError

ENDPOINT_ENV = "MAP_ASSISTANT_MCP_ENDPOINT"
MAX_LINE = 1_048_576  # bytes of one JSON line, either way; more is a protocol error
# Connecting and the hello's answer: QGIS answers from its event loop, which a long render holds up.
HANDSHAKE_SECONDS = 15.0
LOOPBACK = ("127.0.0.1", "localhost", "::1")  # the token never leaves the machine

NOT_RUNNING = (
    "Map Assistant's MCP server is not running in QGIS: open QGIS, then turn on MCP server in the "
    "Map Assistant dock's menu or its Options page."
)
NO_ENDPOINT = (
    f"The Map Assistant bridge was started without {ENDPOINT_ENV} (the path of the file QGIS writes "
    "when its MCP server starts): check the MCP client's configuration for Map Assistant."
)
KEY_REFUSED = (
    "QGIS refused the connection: the token was refused: QGIS restarted its MCP server, or another "
    "QGIS wrote the endpoint file. Turn MCP server off and on in the Map Assistant dock's menu, then "
    "ask again. (QGIS said: {reason})"
)
REFUSED = "QGIS refused the connection: {reason}."
NO_HANDSHAKE = "Map Assistant's MCP server in QGIS did not answer (QGIS may be busy): ask again in a moment."
LOST = "The connection to QGIS was lost (QGIS closed or restarted its MCP server): ask again."
LOST_CALL = (
    "The connection to QGIS was lost while the tool ran (QGIS closed or restarted its MCP server): "
    "the tool may or may not have done its work. Look at the map before calling it again."
)

logger = logging.getLogger("map_assistant.mcp_bridge")


class Unreachable(Exception):
    """QGIS cannot answer; the message says why and what to do."""


class QgisError(Exception):
    """QGIS answered a request with an error."""


class Lost(Exception):
    """The connection ended before the answer; ``sent``: the request may have reached QGIS."""

    def __init__(self, sent: bool):
        super().__init__("sent" if sent else "not sent")
        self.sent = sent


# ---------------------------------------------------------------- one connection


class Connection:
    """One connection to QGIS after its hello: requests in flight are matched to answers by id."""

    def __init__(self, stream: BufferedByteStream):
        self._stream = stream
        self._waiting: dict[int, Any] = {}  # id -> the send end of a one-answer memory stream
        self._writing = anyio.Lock()  # lines from concurrent requests must not interleave
        self.closed = False

    async def send(self, message: dict) -> None:
        line = json.dumps(message, ensure_ascii=False).encode("utf-8")
        if len(line) > MAX_LINE:
            raise QgisError(f"The request is too large for QGIS ({len(line)} bytes, at most {MAX_LINE}).")
        async with self._writing:
            await self._stream.send(line + b"\n")

    async def receive(self) -> dict:
        line = await self._stream.receive_until(b"\n", MAX_LINE + 1)
        if len(line) > MAX_LINE:
            raise ValueError(f"a line of {len(line)} bytes, more than {MAX_LINE}")
        message = json.loads(line)
        if not isinstance(message, dict):
            raise ValueError(f"a line that is not a JSON object: {line[:80]!r}")
        return message

    async def read_answers(self) -> None:
        """The reader task while connected: hands each answer to the request with its id."""
        try:
            while True:
                answer = await self.receive()
                waiter = self._waiting.pop(answer.get("id"), None) if isinstance(answer.get("id"), int) else None
                if "refused" in answer:  # QGIS ends the connection after it (a line it could not read)
                    logger.warning("QGIS refused a line: %s", answer["refused"])
                elif waiter is None:  # the MCP client cancelled that request: QGIS ended it late
                    logger.info("An answer nobody waits for: %.200s", answer)
                if waiter is None:
                    continue
                waiter.send_nowait(answer)
                waiter.close()
        except (anyio.EndOfStream, anyio.IncompleteRead, anyio.ClosedResourceError, anyio.BrokenResourceError, OSError):
            if not self.closed:  # else the bridge closed it itself
                logger.info("QGIS closed the connection")
        except (ValueError, anyio.DelimiterNotFound) as exc:
            logger.warning("Protocol error from QGIS, connection closed: %s", exc)
        finally:
            await self.close()

    async def ask(self, request_id: int, method: str, params: dict) -> dict:
        """QGIS's answer (``result`` or ``error``) to one request; Lost when the connection ends first."""
        if self.closed:
            raise Lost(sent=False)
        send, receive = anyio.create_memory_object_stream(1)
        self._waiting[request_id] = send
        try:
            try:
                await self.send({"id": request_id, "method": method, "params": params})
            except (anyio.ClosedResourceError, anyio.BrokenResourceError, OSError):
                await self.close()
                raise Lost(sent=False) from None
            try:
                return await receive.receive()
            except anyio.EndOfStream:
                raise Lost(sent=True) from None
        finally:
            waiter = self._waiting.pop(request_id, None)
            if waiter is not None:
                waiter.close()
            receive.close()

    async def close(self) -> None:
        """Ends the connection: every request still waiting gets Lost."""
        if self.closed:
            return
        self.closed = True
        waiting, self._waiting = list(self._waiting.values()), {}
        for waiter in waiting:
            waiter.close()
        with anyio.CancelScope(shield=True):
            await self._stream.aclose()


# ---------------------------------------------------------------- the link to QGIS


def read_endpoint(path: str) -> dict:
    """The endpoint file as QGIS wrote it at its listener's start: read at each connect, never kept."""
    if not path:
        raise Unreachable(NO_ENDPOINT)
    try:
        with open(path, encoding="utf-8") as file:
            endpoint = json.load(file)
        host, port, token = endpoint["host"], endpoint["port"], endpoint["token"]
    except (OSError, ValueError, KeyError, TypeError) as exc:  # absent: QGIS's listener is off
        logger.info("No usable endpoint file at %s: %s", path, exc)
        raise Unreachable(NOT_RUNNING) from None
    if host not in LOOPBACK or not isinstance(port, int) or not isinstance(token, str):
        logger.warning("The endpoint file %s names %r:%r: not a loopback port", path, host, port)
        raise Unreachable(NOT_RUNNING)
    return {"host": host, "port": port, "token": token}


class QgisLink:
    """The bridge's way to QGIS: one connection, opened at first need, opened again when dropped."""

    def __init__(self, endpoint_path: str, tasks: TaskGroup):
        self._path = endpoint_path
        self._tasks = tasks  # runs the connection's reader
        self._connection: Connection | None = None
        self._connecting = anyio.Lock()  # concurrent first requests share one connection
        self._ids = count(1)

    async def request(self, method: str, params: dict, client: dict, again: bool = True) -> dict:
        """QGIS's result; Unreachable when it cannot answer, QgisError when it answers an error."""
        connection = await self._connected(client)
        try:
            answer = await connection.ask(next(self._ids), method, params)
        except Lost as lost:
            if lost.sent and method == "tools/call":  # never twice: it may have run already
                raise Unreachable(LOST_CALL) from None
            if not again:
                raise Unreachable(LOST) from None
            return await self.request(method, params, client, again=False)  # QGIS restarted: connect anew
        if "error" in answer:
            error = answer["error"]
            raise QgisError(str((error.get("message") if isinstance(error, dict) else error) or "QGIS gave no reason."))
        result = answer.get("result")
        if not isinstance(result, dict):
            raise QgisError(f"QGIS answered {method} without a result.")
        return result

    async def _connected(self, client: dict) -> Connection:
        async with self._connecting:
            if self._connection is None or self._connection.closed:
                self._connection = await self._open(client)
                self._tasks.start_soon(self._connection.read_answers)
            return self._connection

    async def _open(self, client: dict, again: bool = True) -> Connection:
        """A connection QGIS welcomed."""
        endpoint = read_endpoint(self._path)
        connection, answer = await self._hello(endpoint, client)
        if "welcome" in answer:
            logger.info("Connected to %s as %s", answer["welcome"], client)
            return connection
        await connection.close()
        reason = str(answer.get("refused") or "no reason given")
        logger.warning("QGIS refused the hello: %s", reason)
        if again:  # QGIS may have restarted (a new token in the file) between the reading and the hello
            return await self._open(client, again=False)
        raise Unreachable((KEY_REFUSED if "token" in reason.lower() else REFUSED).format(reason=reason))

    async def _hello(self, endpoint: dict, client: dict) -> tuple[Connection, dict]:
        try:
            with anyio.fail_after(HANDSHAKE_SECONDS):
                stream = await anyio.connect_tcp(endpoint["host"], endpoint["port"])
        except OSError as exc:  # refused: the file outlived QGIS (a crash)
            logger.info("Cannot connect to %s:%s: %s", endpoint["host"], endpoint["port"], exc)
            raise Unreachable(NOT_RUNNING) from None
        connection, answer = Connection(BufferedByteStream(stream)), None
        try:
            with anyio.fail_after(HANDSHAKE_SECONDS):
                await connection.send({"hello": {"token": endpoint["token"], "client": client}})
                answer = await connection.receive()
        except (
            OSError,
            ValueError,
            anyio.EndOfStream,
            anyio.IncompleteRead,
            anyio.DelimiterNotFound,
            anyio.BrokenResourceError,
            anyio.ClosedResourceError,
        ) as exc:  # TimeoutError is an OSError
            logger.warning("No answer to the hello: %r", exc)
            raise Unreachable(NO_HANDSHAKE) from None
        finally:
            if answer is None:  # failed or cancelled: the socket is not left open
                await connection.close()
        return connection, answer

    async def close(self) -> None:
        if self._connection is not None:
            await self._connection.close()


# ---------------------------------------------------------------- the MCP side


def client_of(ctx: Any) -> dict:
    """The MCP client's clientInfo (from its initialize), for QGIS to say who is connected."""
    params = ctx.session.client_params
    info = params.client_info if params is not None else None
    return {"name": getattr(info, "name", "") or "unknown", "version": getattr(info, "version", "") or "unknown"}


async def forward(link: QgisLink, ctx: Any, method: str, params: dict) -> dict:
    """QGIS's result, or an MCP error with the reason (for the requests that are not tool calls).

    tools/list also fails this way when QGIS is off, rather than listing no tools: the client
    then shows the reason (Claude Desktop and Claude Code show a failed server with its
    message), where an empty list would look like a working server with nothing to offer."""
    try:
        return await link.request(method, params, client_of(ctx))
    except (Unreachable, QgisError) as exc:
        raise MCPError(code=types.INTERNAL_ERROR, message=str(exc)) from None


def build_server(link: QgisLink) -> Server:
    async def list_tools(ctx: Any, params: Any) -> types.ListToolsResult:
        result = await forward(link, ctx, "tools/list", {})
        return types.ListToolsResult(tools=[as_tool(tool) for tool in result.get("tools") or []])

    async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        # Every failure is the tool's result, so the model reads it and can tell the user what to do.
        try:
            result = await link.request(
                "tools/call", {"name": params.name, "arguments": params.arguments or {}}, client_of(ctx)
            )
        except (Unreachable, QgisError) as exc:
            return tool_result(str(exc), is_error=True)
        return tool_result(str(result.get("text", "")), is_error=bool(result.get("isError", False)))

    async def list_resources(ctx: Any, params: Any) -> types.ListResourcesResult:
        result = await forward(link, ctx, "resources/list", {})
        return types.ListResourcesResult(resources=[as_resource(item) for item in result.get("resources") or []])

    async def read_resource(ctx: Any, params: types.ReadResourceRequestParams) -> types.ReadResourceResult:
        result = await forward(link, ctx, "resources/read", {"uri": str(params.uri)})
        contents = types.TextResourceContents(
            uri=str(result.get("uri") or params.uri), text=str(result.get("text", "")), mime_type=result.get("mimeType")
        )
        return types.ReadResourceResult(contents=[contents])

    return Server(
        "map-assistant",
        title="Map Assistant",
        on_list_tools=list_tools,
        on_call_tool=call_tool,
        on_list_resources=list_resources,
        on_read_resource=read_resource,
    )


def as_tool(tool: dict) -> types.Tool:
    annotations = tool.get("annotations")
    return types.Tool(
        name=tool["name"],
        description=tool.get("description"),
        input_schema=tool.get("inputSchema") or {"type": "object"},
        annotations=types.ToolAnnotations.model_validate(annotations) if annotations else None,
    )


def as_resource(item: dict) -> types.Resource:
    return types.Resource(
        uri=item["uri"],
        name=item.get("name") or item["uri"],
        description=item.get("description"),
        mime_type=item.get("mimeType"),
    )


def tool_result(text: str, is_error: bool) -> types.CallToolResult:
    return types.CallToolResult(content=[types.TextContent(type="text", text=text)], is_error=is_error)


async def serve(endpoint_path: str) -> None:
    async with anyio.create_task_group() as tasks:
        link = QgisLink(endpoint_path, tasks)
        server = build_server(link)
        async with stdio_server() as (read_stream, write_stream):
            await server.run(read_stream, write_stream, server.create_initialization_options())
        # stdin closed: the client is gone. End the connection to QGIS and its reader.
        await link.close()
        tasks.cancel_scope.cancel()


def main() -> int:
    logging.basicConfig(stream=sys.stderr, level=logging.WARNING, format="map-assistant bridge: %(message)s")
    logger.setLevel(logging.INFO)  # the bridge's own steps; the SDK's only when they go wrong
    endpoint_path = os.environ.get(ENDPOINT_ENV, "")
    if not endpoint_path:
        logger.error("%s is not set: every request will fail", ENDPOINT_ENV)
    anyio.run(serve, endpoint_path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
