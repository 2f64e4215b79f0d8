"""Shared test set-up: the repository imported as the `map_assistant` package, and
the shared fixtures of tests/support/ (one module per area)."""

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from support.as_package import register_plugin_package  # noqa: E402

register_plugin_package()


@pytest.fixture(autouse=True)
def chats_database(tmp_path, monkeypatch) -> Path:
    """Each test saves chats in its own database, never in the profile all tests share
    (a chat saved by one test would come back in the next one's dock)."""
    path = tmp_path / "profile" / "map_assistant" / "chats.sqlite"
    monkeypatch.setenv("MAP_ASSISTANT_CHATS", str(path))
    return path


pytest_plugins = ["support.real_stderr", "support.uncaught", "support.auth", "support.fake_anthropic", "support.fake_openai",
                  "support.gc_log", "support.gis_data", "support.hang_guard",
                  "support.live_model", "support.postgis",
                  "support.processing", "support.qgis_proxy"]
