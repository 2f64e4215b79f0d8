"""Which requirements install on which Python (toolbelt/python_support.py), and the
installer saying so instead of running pip. On Python 3.9 itself: make test-py39."""

from __future__ import annotations

import re
import subprocess
import sys
from importlib import metadata
from pathlib import Path

from map_assistant.toolbelt import python_support
from map_assistant.toolbelt.dependencies import DependencyInstaller, python_too_old_message, requirement_lines
from map_assistant.toolbelt.python_support import (
    MINIMUM_PYTHON,
    OLDEST_QGIS_PYTHON,
    needs_newer_python,
    python_too_old,
    read_requirements,
    requirement_name,
)
from packaging.specifiers import SpecifierSet
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[2]


def oldest_python(requires_python: str) -> tuple[int, int]:
    """The oldest 3.x a Requires-Python admits."""
    allowed = SpecifierSet(requires_python or ">=3")
    return next((3, minor) for minor in range(6, 30) if allowed.contains(Version(f"3.{minor}.99")))


def test_the_table_is_what_the_pinned_releases_declare():
    # Each == pin of requirements.txt (and of the MCP bridge's) is installed here at that version:
    # its own metadata says which Python it needs. Ranged requirements install on 3.9 in make test-py39.
    bridge = read_requirements(ROOT / "toolbelt" / "mcp_link" / "requirements.txt")
    pins = [spec for spec in [*requirement_lines(), *bridge] if "==" in spec]
    assert {requirement_name(spec) for spec in pins} >= set(MINIMUM_PYTHON)
    for spec in pins:
        name, version = (part.strip() for part in spec.split(";")[0].split("=="))
        assert metadata.version(name) == version, f"{name} installed is not the pinned {version}"
        needs = oldest_python(metadata.metadata(name).get("Requires-Python", ""))
        if needs > OLDEST_QGIS_PYTHON:
            assert MINIMUM_PYTHON.get(requirement_name(name)) == needs, f"{spec} needs Python {needs}"
        else:
            assert requirement_name(name) not in MINIMUM_PYTHON, f"{spec} installs on Python {needs}"


def test_on_python_39_the_model_clients_are_named_with_what_to_do():
    specs = ["anthropic==2.10.0", "OpenAI==3.51.0", "sqlglot==30.30.0", "pydantic>=2.7,<3"]
    assert needs_newer_python(specs, (3, 9, 18)) == {"anthropic==2.10.0": (3, 10), "OpenAI==3.51.0": (3, 10)}
    message = python_too_old_message(python_too_old(specs, (3, 9, 18)))
    assert message.startswith("Map Assistant needs Python 3.10 or newer, and this QGIS runs Python 3.9.18")
    assert "anthropic==2.10.0, OpenAI==3.51.0" in message and "sqlglot" not in message
    assert "Update QGIS" in message and "nothing was installed" in message
    assert python_too_old(specs, (3, 10, 0)) is None
    assert needs_newer_python(specs) == {}  # this Python (3.11 or newer) has them all


def test_the_command_line_splits_the_requirements_file():
    def lines(*args):
        done = subprocess.run([sys.executable, str(ROOT / "toolbelt" / "python_support.py"), *args,
                               str(ROOT / "requirements.txt")], capture_output=True, text=True, check=True)
        return done.stdout.split()

    assert lines() == requirement_lines() and lines("--blocked") == []


def test_the_installer_says_what_to_do_and_runs_no_pip(qtbot, tmp_path, monkeypatch):
    monkeypatch.setitem(MINIMUM_PYTHON, "ma-future-pkg", (99, 0))
    target = tmp_path / "target"
    installer = DependencyInstaller(requirements=["ma-future-pkg==1.0", "sqlglot"], target=target,
                                    python=tmp_path / "no-python-here")
    with qtbot.waitSignal(installer.finished, timeout=5_000) as finished:
        installer.start()
    ok, message = finished.args
    assert not ok and re.search(r"needs Python 99\.0 or newer, and this QGIS runs Python 3\.\d+", message)
    assert "ma-future-pkg==1.0" in message and not target.exists()  # pip never started
    assert python_support.needs_newer_python(["ma-future-pkg==1.0"], (99, 0)) == {}
