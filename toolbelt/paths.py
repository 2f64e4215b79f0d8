"""Where the plugin's dependencies go inside a QGIS profile: the one definition.

Standard library only, so that scripts/run_qgis.sh (``python3 -c``) and the
tests use the same path as the plugin without starting QGIS.
"""

from __future__ import annotations

import sys
from pathlib import Path


def dependencies_dir_in(profile_dir: str | Path, version: tuple[int, int] | None = None) -> Path:
    """``<profile>/python/dependencies/python<X.Y>``: per Python version, because compiled wheels are."""
    major, minor = version or sys.version_info[:2]
    return Path(profile_dir) / "python" / "dependencies" / f"python{major}.{minor}"


def builtin_model_dir_in(profile_dir: str | Path) -> Path:
    """``<profile>/map_assistant/builtin_model``: the built-in local model's server and model (issue 26)."""
    return Path(profile_dir) / "map_assistant" / "builtin_model"


def mcp_dir_in(profile_dir: str | Path) -> Path:
    """``<profile>/map_assistant``: the MCP server's endpoint file, the client configuration
    (``mcp.json``) and the bridge's own packages (issue 25)."""
    return Path(profile_dir) / "map_assistant"


if __name__ == "__main__":  # python3 toolbelt/paths.py PROFILE_DIR
    print(dependencies_dir_in(sys.argv[1]))
