"""The bridge's own packages: the ``mcp`` SDK, in ``<profile>/map_assistant/mcp_bridge``.

Installed by pip ``--target`` apart from QGIS (``DependencyInstaller(apart=True)``):
the SDK needs newer pydantic, starlette and friends than QGIS's Python may
have, and only the bridge process, started by the MCP client, ever imports them.
"""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

from ..python_support import read_requirements

REQUIREMENTS_FILE = Path(__file__).resolve().parent / "requirements.txt"


def bridge_requirements() -> list[str]:
    return read_requirements(REQUIREMENTS_FILE)


def is_installed(site: Path) -> bool:
    """Every pinned requirement is in ``site`` at its pinned version, as its own metadata
    says (only the pinned ones are read: 0.3 ms, where reading all ~30 took 11)."""
    for spec in bridge_requirements():
        name, _, version = spec.split(";")[0].partition("==")
        found = metadata.distributions(path=[str(site)], name=name.strip())
        if version.strip() not in {dist.version for dist in found}:
            return False
    return True
