"""The built-in local model in the dock: the suggestion to a user with no key (nothing
fetched before the click), then the download, the server and its memory in one line.
Real dock, real pip against a loopback index, the serve.py process with the xllamacpp
stand-in (what the loopback index serves as the server package)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from map_assistant.agent.providers.presets import BUILTIN
from map_assistant.toolbelt import preferences
from map_assistant.toolbelt.builtin_model.builtin import BuiltinModel
from map_assistant.toolbelt.preferences import GROUP, PluginSettings
from map_assistant.ui.builtin_model_offer import BuiltinModelOffer
from map_assistant.ui.dock import ChatDock
from qgis.core import QgsSettings
from support.fixtures.builtin_model import stand_in, tiny_catalogue, tiny_index  # noqa: F401


@pytest.fixture
def dock(qgis_app, qtbot, monkeypatch):
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    QgsSettings().remove(GROUP)
    widget = ChatDock()
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget
    QgsSettings().remove(GROUP)


@pytest.fixture
def fresh(tmp_path, tiny_catalogue):  # noqa: F811 - the fixture imported above
    model = BuiltinModel(tmp_path / "profile" / "builtin_model", tiny_catalogue, python=Path(sys.executable))
    yield model
    model.shutdown()


def _offer(dock, model) -> BuiltinModelOffer:
    offer = BuiltinModelOffer(model, dock)
    offer.refresh()
    return offer


def test_a_user_with_no_key_is_offered_it_and_nothing_is_fetched(dock, fresh, tiny_index):  # noqa: F811
    _offer(dock, fresh)
    assert dock.builtin_suggestion.isVisibleTo(dock)
    text = dock.builtin_suggestion_label.text()
    assert text.startswith("No API key: use the built-in local model (free,") and "MB download)" in text
    assert dock.builtin_use_button.text() == "Download and use"
    assert not dock.builtin_status.isVisibleTo(dock)
    assert tiny_index.downloads == [] and not fresh.folder.exists()
    assert preferences.load().provider == "anthropic"  # and nothing was chosen for the user


def test_a_user_with_a_key_is_not_offered_it(dock, fresh, monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test-0000")
    _offer(dock, fresh)
    assert not dock.builtin_suggestion.isVisibleTo(dock)


def test_the_options_button_opens_the_options_page(dock, fresh, qtbot):
    _offer(dock, fresh)
    with qtbot.waitSignal(dock.openSettingsRequested, timeout=5_000):
        dock.findChild(type(dock.settings_button), "builtinOptionsButton").click()
    assert not fresh.folder.exists()


def test_the_click_downloads_chooses_and_starts_it_and_the_dock_says_its_memory(dock, fresh, qtbot,
                                                                                tiny_index):  # noqa: F811
    _offer(dock, fresh)
    lines = []
    fresh.changed.connect(lambda: lines.append(dock.builtin_status.text()))
    with qtbot.waitSignal(fresh.downloaded, timeout=180_000) as blocker:
        dock.builtin_use_button.click()
        settings = preferences.load()  # at once: the profile's settings are shared with other test runs
        assert (settings.provider, settings.local_preset) == ("openai", BUILTIN)
    assert blocker.args[0], blocker.args[1]
    assert not dock.builtin_suggestion.isVisibleTo(dock)
    assert any(line.startswith("Built-in model: Downloading ma-fake-model-part") for line in lines)
    qtbot.waitUntil(lambda: fresh.state == "running", timeout=60_000)
    line = dock.builtin_status.text()
    assert dock.builtin_status.isVisibleTo(dock)
    assert line.startswith("Built-in model: Tiny running,") and "MB in memory" in line


def test_a_chosen_downloaded_model_starts_with_qgis(dock, stand_in, qtbot):  # noqa: F811
    preferences.save(PluginSettings(provider="openai", local_preset=BUILTIN))
    _offer(dock, stand_in)
    assert not dock.builtin_suggestion.isVisibleTo(dock)
    assert "starting" in dock.builtin_status.text()
    qtbot.waitUntil(lambda: "in memory" in dock.builtin_status.text(), timeout=60_000)


def test_a_failed_download_says_why_and_offers_it_again(dock, fresh, qtbot, tiny_index):  # noqa: F811
    tiny_index.hold("ma_fake_model_part2-0.1-py3-none-any.whl")
    _offer(dock, fresh)
    with qtbot.waitSignal(fresh.downloaded, timeout=180_000):
        dock.builtin_use_button.click()
        qtbot.waitUntil(tiny_index.waiting.is_set, timeout=120_000)
        fresh.cancel()
    assert "cancelled" in dock.builtin_status.text()
    assert dock.builtin_suggestion.isVisibleTo(dock) and dock.builtin_use_button.text() == "Download again"


def test_chosen_but_not_downloaded_offers_the_download_and_fetches_nothing(dock, fresh, tiny_index):  # noqa: F811
    preferences.save(PluginSettings(provider="openai", local_preset=BUILTIN))
    _offer(dock, fresh)
    assert dock.builtin_suggestion.isVisibleTo(dock) and dock.builtin_use_button.text() == "Download"
    assert "chosen but not downloaded" in dock.builtin_suggestion_label.text()
    assert tiny_index.downloads == [] and fresh.state == "not downloaded"
