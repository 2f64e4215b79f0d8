"""Import the repository as the package QGIS installs, ``map_assistant``.

The repository root *is* the plugin folder, whose name differs per clone, so
tests and benchmarks register it under the name it has once installed.
"""

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def register_plugin_package():
    if "map_assistant" not in sys.modules:
        spec = importlib.util.spec_from_file_location(
            "map_assistant", ROOT / "__init__.py", submodule_search_locations=[str(ROOT)]
        )
        module = importlib.util.module_from_spec(spec)
        sys.modules["map_assistant"] = module
        spec.loader.exec_module(module)
    return sys.modules["map_assistant"]
