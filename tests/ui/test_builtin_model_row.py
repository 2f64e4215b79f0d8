"""The built-in local model on the Options page: what it is, Download (the click is the
consent), progress, Cancel and its state; Apply starts or stops its server. Real widgets,
real pip against a loopback index, the serve.py process with the xllamacpp stand-in."""

from __future__ import annotations

import pytest
from map_assistant.agent.providers.presets import BUILTIN, local_base_url
from map_assistant.toolbelt import preferences, secrets
from map_assistant.toolbelt.builtin_model.builtin import BuiltinModel
from map_assistant.toolbelt.preferences import GROUP, PluginSettings
from map_assistant.ui.settings_page import MapAssistantOptionsFactory
from qgis.core import QgsSettings
from support.fixtures.builtin_model import stand_in, tiny_catalogue, tiny_index  # noqa: F401

PART2 = "ma_fake_model_part2-0.1-py3-none-any.whl"


@pytest.fixture
def stored(unlocked_auth):
    QgsSettings().remove(GROUP)
    yield
    secrets.remove_api_key(preferences.load().auth_config_id)
    QgsSettings().remove(GROUP)


@pytest.fixture
def fresh(tmp_path, tiny_catalogue):  # noqa: F811 - the fixture imported above
    import sys
    from pathlib import Path

    model = BuiltinModel(tmp_path / "profile" / "builtin_model", tiny_catalogue, python=Path(sys.executable))
    yield model
    model.shutdown()


def _page(qtbot, model):
    page = MapAssistantOptionsFactory(builtin_model=model).createWidget(None)
    qtbot.addWidget(page)
    return page


def _choose_builtin(page):
    page.provider_combo.setCurrentIndex(page.provider_combo.findData("openai"))
    page.preset_combo.setCurrentIndex(page.preset_combo.findData(BUILTIN))


def test_the_row_shows_only_for_the_builtin_preset_and_says_what_it_downloads(stored, qtbot, fresh):
    page = _page(qtbot, fresh)
    assert not page.builtin_box.isVisibleTo(page)
    _choose_builtin(page)
    assert page.builtin_box.isVisibleTo(page)
    description = page.builtin_box.description.text()
    assert "Tiny" in description and str(fresh.folder) in description and "MB" in description
    assert "memory" in description
    assert page.builtin_box.download_button.isVisibleTo(page)
    assert not page.builtin_box.progress.isVisibleTo(page) and not page.builtin_box.cancel_button.isVisibleTo(page)
    assert "Nothing is fetched until you click Download" in page.builtin_box.state_label.text()
    assert not page.base_url_edit.isEnabled()  # the server's own address is used
    page.preset_combo.setCurrentIndex(page.preset_combo.findData("ollama"))
    assert not page.builtin_box.isVisibleTo(page) and page.base_url_edit.isEnabled()
    assert not fresh.folder.exists()  # shown and switched: nothing downloaded without the click


def test_download_shows_progress_and_ends_ready(stored, qtbot, fresh, tiny_index):  # noqa: F811
    page = _page(qtbot, fresh)
    _choose_builtin(page)
    seen = []
    fresh.changed.connect(lambda: seen.append((page.builtin_box.progress.isVisibleTo(page),
                                               page.builtin_box.progress.value())))
    with qtbot.waitSignal(fresh.downloaded, timeout=180_000) as blocker:
        page.builtin_box.download_button.click()
        assert page.builtin_box.cancel_button.isVisibleTo(page)
    assert blocker.args[0], blocker.args[1]
    shown = [value for visible, value in seen if visible]
    assert shown and shown == sorted(shown) and shown[-1] > 0
    assert not page.builtin_box.download_button.isVisibleTo(page)
    assert not page.builtin_box.progress.isVisibleTo(page)
    assert "Downloaded" in page.builtin_box.state_label.text()


def test_cancel_mid_way_keeps_nothing_and_offers_download_again(stored, qtbot, fresh, tiny_index):  # noqa: F811
    tiny_index.hold(PART2)
    page = _page(qtbot, fresh)
    _choose_builtin(page)
    with qtbot.waitSignal(fresh.downloaded, timeout=180_000) as blocker:
        page.builtin_box.download_button.click()
        qtbot.waitUntil(tiny_index.waiting.is_set, timeout=120_000)
        page.builtin_box.cancel_button.click()
    assert not blocker.args[0]
    assert "cancelled" in page.builtin_box.state_label.text()
    assert page.builtin_box.download_button.isVisibleTo(page)
    assert not (fresh.folder / fresh.catalogue.model_file_name).exists()
    assert not list(fresh.folder.glob("partial-*"))


def test_apply_starts_the_chosen_model_and_stops_it_when_another_is_chosen(stored, qtbot, stand_in):  # noqa: F811
    page = _page(qtbot, stand_in)
    _choose_builtin(page)
    page.apply()
    assert preferences.load().local_preset == BUILTIN
    qtbot.waitUntil(lambda: stand_in.state == "running", timeout=60_000)
    assert local_base_url(BUILTIN, "") == f"{stand_in.server.url}/v1"
    assert "running" in page.builtin_box.state_label.text()
    page.provider_combo.setCurrentIndex(page.provider_combo.findData("anthropic"))
    page.apply()
    assert stand_in.server.pid is None and stand_in.state == "ready"


def test_without_a_builtin_model_the_row_stays_hidden(stored, qtbot):
    preferences.save(PluginSettings(provider="openai", local_preset=BUILTIN))
    page = _page(qtbot, None)
    assert page.preset_combo.currentData() == BUILTIN
    assert not page.builtin_box.isVisibleTo(page)
