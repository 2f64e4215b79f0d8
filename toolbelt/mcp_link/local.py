"""This QGIS's MCP files and client configuration: the profile's folder, the interpreter found.

Shared by the dock's MCP panel and the Options page, which shows the same
configuration the panel writes to ``mcp.json``.
"""

from __future__ import annotations

from pathlib import Path

from qgis.core import QgsApplication

from ..dependencies import DependencyError, python_executable
from ..paths import mcp_dir_in
from . import endpoint


def mcp_dir() -> Path:
    return mcp_dir_in(QgsApplication.qgisSettingsDirPath())


def client_config() -> dict:
    """What an MCP client needs to start the bridge on this machine."""
    try:
        python = str(python_executable())
    except DependencyError:  # shown anyway: the user may know the interpreter's path
        python = "python3"
    folder = mcp_dir()
    return endpoint.client_config(python, folder / endpoint.ENDPOINT_FILE, folder / endpoint.BRIDGE_SITE)
