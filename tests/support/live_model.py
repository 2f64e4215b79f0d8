"""A real model behind the plugin: llama.cpp's llama-server with Qwen2.5-Coder 1.5B,
started by `scripts/llm_server.py start` (`make test` does it and exports
MAP_ASSISTANT_LLM_URL). Nothing here is scripted: the answers are the model's.

Fixtures:
- ``live_server`` (session): the server's URL and the model id it lists. Skips when
  MAP_ASSISTANT_LLM_URL is not set (a hand-run pytest without the server); fails
  when it is set but the server does not answer.
- ``world_map``: QGIS's own world_map.gpkg (countries, states_provinces,
  disputed_borders) in the project and on the canvas, always the same view, so
  every test sends the same map context and the server's prompt cache hits.
- ``live_chat``: the integration ``chat`` (real dock, controller, services) pointed
  at the real server through ``provider`` (parametrise it per test).

Helpers: ``turn`` (send through the dock, collect the controller's events) and
``click_and_settle`` (click a proposed button, wait for what it reports).
"""

from __future__ import annotations

import json
import os
import urllib.request
from dataclasses import dataclass
from pathlib import Path

import pytest
from qgis.core import QgsApplication, QgsCoordinateReferenceSystem, QgsProject, QgsRectangle, QgsVectorLayer
from qgis.PyQt.QtWidgets import QWidget

from support.gis_data import release_canvas

URL_ENV = "MAP_ASSISTANT_LLM_URL"
# The plugin reaches llama-server through both its providers: the Anthropic-compatible
# /v1/messages and the OpenAI-compatible /v1/chat/completions.
PROVIDERS = ["anthropic", "openai"]
WORLD_LAYERS = ("countries", "states_provinces", "disputed_borders")
# The first prompt (~4,900 tokens) is read at ~50 tokens/s on an idle 2-core machine,
# but took over 15 minutes (4-6 tokens/s) with the machine shared by a dozen busy processes.
TURN_TIMEOUT_S = 1800


@dataclass(frozen=True)
class LiveServer:
    url: str
    model: str  # the id the server lists, never assumed

    def base_url(self, provider: str) -> str:
        return self.url if provider == "anthropic" else f"{self.url}/v1"


def world_map_path() -> Path:
    return Path(QgsApplication.pkgDataPath()) / "resources" / "data" / "world_map.gpkg"


@pytest.fixture(scope="session")
def live_server() -> LiveServer:
    url = os.environ.get(URL_ENV)
    if not url:
        advice = f"no model server: run `make test`, or `python scripts/llm_server.py start` and export {URL_ENV}"
        if os.environ.get("CI"):  # `make test` starts the server: in CI its absence is a broken set-up
            pytest.fail(advice)
        pytest.skip(advice)  # a developer's quick `pytest tests/...` need not wait for a model
    try:
        with urllib.request.urlopen(f"{url}/v1/models", timeout=10) as response:
            listed = json.load(response)
    except OSError as error:
        pytest.fail(f"{URL_ENV}={url} does not answer: {error}")
    return LiveServer(url=url, model=listed["data"][0]["id"])


@pytest.fixture
def world_map(qgis_new_project, qgis_canvas) -> dict[str, QgsVectorLayer]:
    path = world_map_path()
    layers = {name: QgsVectorLayer(f"{path}|layername={name}", name, "ogr") for name in WORLD_LAYERS}
    for name, layer in layers.items():
        assert layer.isValid(), f"{name} did not load from {path}"
    QgsProject.instance().addMapLayers(list(layers.values()))
    qgis_canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:4326"))
    qgis_canvas.setLayers(list(layers.values()))
    qgis_canvas.setExtent(QgsRectangle(-10, 35, 30, 60))  # Europe
    yield layers
    release_canvas(qgis_canvas)
    QgsProject.instance().removeAllMapLayers()


@pytest.fixture
def live_chat(chat, live_server, world_map, provider, monkeypatch):
    """``chat`` answered by the real model through ``provider``."""
    from map_assistant.toolbelt import preferences

    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-llama-server-takes-any-key")
    if provider == "openai":  # the window is asked of the server (/props), as for a user's llama-server
        settings = preferences.PluginSettings(
            provider="openai", local_preset="llamacpp", local_base_url=live_server.base_url(provider),
            local_model=live_server.model, local_timeout_s=TURN_TIMEOUT_S, max_tokens=1024)
    else:
        settings = preferences.PluginSettings(
            provider=provider, model=live_server.model, base_url=live_server.base_url(provider),
            timeout_s=TURN_TIMEOUT_S, max_tokens=1024)
    preferences.save(settings)
    return chat


def turn(chat, text: str) -> list:
    """Send ``text`` through the dock; the events the controller received, in order."""
    events: list = []
    chat.send(text, wait=False)
    chat.controller.worker.produced.connect(events.append)  # before the first event: the server is still reading
    chat.wait_idle(TURN_TIMEOUT_S * 1000)
    return events


def click_and_settle(chat, button) -> str:
    """Click a proposed button; the objectName of what its row shows once the action
    finished (a result table, a note, or an error: whatever it did, it says so)."""
    area = button.parent().findChild(QWidget, "actionResult")
    button.click()

    def outcome() -> str | None:
        names = [w.objectName() for w in area.findChildren(QWidget)]
        if "actionProgress" in names:
            return None
        return next((n for n in names if n in ("resultTable", "actionInfo") or n.startswith("actionError")), None)

    chat.qtbot.waitUntil(lambda: outcome() is not None, timeout=60_000)
    return outcome()
