"""Shared test set-up: the repository imported as the `map_assistant` package, and
the shared fixtures of tests/support/ (one module per area)."""

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from support.as_package import register_plugin_package  # noqa: E402

register_plugin_package()
pytest_plugins = ["support.auth", "support.fake_anthropic", "support.gis_data", "support.postgis", "support.processing",
                  "support.qgis_proxy"]
