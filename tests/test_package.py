"""The plugin zip holds every module the plugin imports: each top-level .py file of
the repository (a wiring module left out would fail only once installed)."""

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_top_level_module_is_packaged():
    spec = importlib.util.spec_from_file_location("package_script", ROOT / "scripts" / "package.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    packaged = {path.relative_to(ROOT).as_posix() for path in script.plugin_files()}
    top_level = {path.name for path in ROOT.glob("*.py")}
    assert top_level <= packaged, sorted(top_level - packaged)
    assert "ui/values_consent.py" in packaged and "agent/consent.py" in packaged
