"""The files the MCP server leaves in the profile while it runs (issue 25).

* ``mcp_endpoint.json``: where the listener is and its token, made anew at each
  start, readable by the user alone (0600), removed at stop. The bridge reads it
  at every connect, so a token from an earlier start is never reused.
* ``mcp.json``: the configuration a user pastes into an MCP client, the same JSON
  for every client that launches stdio servers. It holds the interpreter, the
  bridge and the endpoint file's *path*: nothing secret.

Standard library only: the bridge's tests and the Options page share it.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

SERVER_NAME = "map-assistant"  # the key in mcpServers: how a client names this server
ENDPOINT_FILE = "mcp_endpoint.json"
CLIENT_CONFIG_FILE = "mcp.json"
ENDPOINT_VARIABLE = "MAP_ASSISTANT_MCP_ENDPOINT"  # the bridge reads the endpoint file's path here
BRIDGE_SITE = "mcp_bridge"  # the bridge's own packages (the mcp SDK), apart from QGIS's
BRIDGE_SCRIPT = Path(__file__).resolve().parent / "bridge.py"


def write_private(path: Path, text: str) -> None:
    """``text`` into ``path``, readable and writable by the user alone, replaced whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=path.name, dir=path.parent)  # created 0600
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def write_endpoint(path: Path, host: str, port: int, token: str) -> None:
    write_private(path, json.dumps({"host": host, "port": port, "token": token, "pid": os.getpid()}))


def remove(path: Path) -> None:
    path.unlink(missing_ok=True)


def client_config(python: str, endpoint_path: Path, site_dir: Path, bridge: Path = BRIDGE_SCRIPT) -> dict:
    """What an MCP client needs to start the bridge: ``{"mcpServers": {...}}``.

    ``-s``: the user's own site-packages cannot shadow the bridge's packages;
    PYTHONPATH puts the bridge's SDK before whatever the interpreter ships.
    """
    return {"mcpServers": {SERVER_NAME: {
        "command": python,
        "args": ["-s", str(bridge)],
        "env": {ENDPOINT_VARIABLE: str(endpoint_path), "PYTHONPATH": str(site_dir)},
    }}}


def config_text(config: dict) -> str:
    return json.dumps(config, indent=2, ensure_ascii=False)

