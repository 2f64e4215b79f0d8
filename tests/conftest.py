"""Shared test set-up: register the repository root as the `map_assistant` package.

The repository root *is* the plugin folder, whose name differs per clone, so the
tests import it under the name it has once installed in QGIS.
"""

import importlib.util
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
if "map_assistant" not in sys.modules:
    _spec = importlib.util.spec_from_file_location(
        "map_assistant", ROOT / "__init__.py", submodule_search_locations=[str(ROOT)]
    )
    _module = importlib.util.module_from_spec(_spec)
    sys.modules["map_assistant"] = _module
    _spec.loader.exec_module(_module)

# Shared fixtures live in tests/support/, one module per area.
sys.path.insert(0, str(ROOT / "tests"))
pytest_plugins = ["support.auth", "support.fake_anthropic", "support.gis_data", "support.postgis", "support.qgis_proxy"]
