"""The bridge's own packages: the ``mcp`` SDK, in ``<profile>/map_assistant/mcp_bridge``.

Installed by pip ``--target`` apart from QGIS (``DependencyInstaller(apart=True)``):
the SDK needs newer pydantic, starlette and friends than QGIS's Python may
have, and only the bridge process, started by the MCP client, ever imports them.
"""

from __future__ import annotations

import re
from pathlib import Path

from ..python_support import read_requirements

REQUIREMENTS_FILE = Path(__file__).resolve().parent / "requirements.txt"


def bridge_requirements() -> list[str]:
    return read_requirements(REQUIREMENTS_FILE)


def is_installed(site: Path) -> bool:
    """Every pinned requirement is in ``site`` at its pinned version (its .dist-info folder)."""
    for spec in bridge_requirements():
        name, _, version = spec.split(";")[0].partition("==")
        folder = f"{re.sub(r'[-_.]+', '_', name.strip())}-{version.strip()}.dist-info"
        if not (site / folder).is_dir():
            return False
    return True
