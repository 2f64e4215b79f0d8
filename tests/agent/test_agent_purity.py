"""agent/ must stay pure Python: no module in it may import qgis or Qt.

Every module found in agent/ (including ones added later) is imported in a
fresh interpreter where an import hook refuses and records any attempt to load
qgis or PyQt, even an attempt wrapped in try/except.
"""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
AGENT = ROOT / "agent"

_PROBE = r"""
import importlib, importlib.abc, importlib.util, json, sys
root, names = sys.argv[1], json.loads(sys.argv[2])
FORBIDDEN = ("qgis", "PyQt5", "PyQt6", "sip")
attempts, current = {}, [None]

class Refuse(importlib.abc.MetaPathFinder):
    def find_spec(self, fullname, path=None, target=None):
        if fullname.split(".")[0] in FORBIDDEN:
            attempts.setdefault(current[0], []).append(fullname)
            raise ImportError(f"{fullname} is forbidden in agent/")
        return None

sys.meta_path.insert(0, Refuse())
spec = importlib.util.spec_from_file_location(
    "map_assistant", root + "/__init__.py", submodule_search_locations=[root])
package = importlib.util.module_from_spec(spec)
sys.modules["map_assistant"] = package
spec.loader.exec_module(package)
errors = {}
for name in names:
    current[0] = name
    try:
        importlib.import_module(name)
    except Exception as exc:
        errors[name] = f"{type(exc).__name__}: {exc}"
print(json.dumps({"attempts": attempts, "errors": errors,
                  "loaded": sorted(m for m in sys.modules if m.split(".")[0] in FORBIDDEN)}))
"""


def _agent_module_names() -> list[str]:
    names = ["map_assistant.agent"]
    for path in sorted(AGENT.rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        name = ".".join(("map_assistant", *parts))
        if name not in names:
            names.append(name)
    return names


def test_agent_modules_are_found():
    names = _agent_module_names()
    # The scan must see the modules that exist today, so later ones are covered too.
    assert "map_assistant.agent.llm_client" in names
    assert "map_assistant.agent.providers.anthropic_client" in names
    assert len(names) == len({*names})


def test_no_agent_module_imports_qgis_or_qt():
    names = _agent_module_names()
    result = subprocess.run([sys.executable, "-c", _PROBE, str(ROOT), json.dumps(names)],
                            capture_output=True, text=True, timeout=120, cwd=str(ROOT), check=False)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["attempts"] == {}, f"agent/ modules tried to import Qt/QGIS: {report['attempts']}"
    assert report["errors"] == {}, f"agent/ modules failed to import: {report['errors']}"
    assert report["loaded"] == []


def test_probe_catches_a_hidden_qgis_import(tmp_path):
    """The probe itself must flag a guarded import, or the test above proves nothing."""
    (tmp_path / "__init__.py").write_text("")
    (tmp_path / "agent").mkdir()
    (tmp_path / "agent" / "__init__.py").write_text("")
    (tmp_path / "agent" / "sneaky.py").write_text(
        "try:\n    from qgis.core import QgsProject\nexcept ImportError:\n    QgsProject = None\n")
    names = ["map_assistant.agent", "map_assistant.agent.sneaky"]
    result = subprocess.run([sys.executable, "-c", _PROBE, str(tmp_path), json.dumps(names)],
                            capture_output=True, text=True, timeout=120, check=False)
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["attempts"] == {"map_assistant.agent.sneaky": ["qgis"]}
    assert report["errors"] == {}
