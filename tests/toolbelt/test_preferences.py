"""PluginSettings over the real QgsSettings of the pytest-qgis profile."""

from dataclasses import asdict

import pytest
from map_assistant.toolbelt import preferences
from map_assistant.toolbelt.preferences import GROUP, PluginSettings
from qgis.core import QgsSettings


@pytest.fixture
def clean_group(qgis_app):
    QgsSettings().remove(GROUP)
    yield QgsSettings()
    QgsSettings().remove(GROUP)


def test_defaults_when_nothing_is_stored(clean_group):
    loaded = preferences.load()
    assert loaded == PluginSettings()
    assert loaded.provider == "anthropic"
    assert loaded.model == ""  # none chosen: each turn asks the server for the newest Sonnet
    assert loaded.auth_config_id == ""


def test_round_trip_through_the_ini_file(clean_group):
    custom = PluginSettings(
        model="claude-opus-4-6",
        base_url="http://127.0.0.1:9999",
        timeout_s=12.5,
        max_tokens=2048,
        auth_config_id="abc1234",
        sql_timeout_s=3.0,
        max_selection=250,
        max_rows=77,
    )
    preferences.save(custom)
    # A fresh QgsSettings re-reads the file, where everything is stored as text.
    loaded = preferences.load(QgsSettings())
    assert loaded == custom
    assert isinstance(loaded.max_tokens, int) and isinstance(loaded.timeout_s, float)
    assert QgsSettings().value(f"{GROUP}/model") == "claude-opus-4-6"


def test_corrupt_values_fall_back_to_defaults(clean_group):
    preferences.save(PluginSettings(model="claude-haiku-4-5", max_rows=5))
    settings = QgsSettings()
    settings.setValue(f"{GROUP}/timeout_s", "not a number")
    settings.setValue(f"{GROUP}/max_tokens", -5)
    settings.setValue(f"{GROUP}/sql_timeout_s", "nan")
    settings.setValue(f"{GROUP}/base_url", ["a", "list"])
    loaded = preferences.load()
    defaults = PluginSettings()
    assert loaded.timeout_s == defaults.timeout_s
    assert loaded.max_tokens == defaults.max_tokens
    assert loaded.sql_timeout_s == defaults.sql_timeout_s
    assert loaded.base_url == defaults.base_url
    # Valid neighbours are kept.
    assert loaded.model == "claude-haiku-4-5"
    assert loaded.max_rows == 5


def test_services_read_the_plugin_settings_without_a_copy(clean_group):
    # One settings path: a service session carries PluginSettings itself, so a new
    # limit is a field of the dataclass (and a control on the Options page) only.
    from map_assistant.services.base import ActionEnvironment

    settings = PluginSettings(max_selection=9, sql_timeout_s=2.5, max_rows=3)
    assert ActionEnvironment(project=None, canvas=None, settings=settings).settings is settings
    assert ActionEnvironment(project=None, canvas=None).settings == PluginSettings()


def test_every_field_is_written(clean_group):
    preferences.save(PluginSettings(send_values=True))  # None ("never chosen") is stored as no key
    stored = set(QgsSettings().allKeys())
    assert {f"{GROUP}/{name}" for name in asdict(PluginSettings())} <= stored


def test_send_values_is_tri_state_and_never_chosen_is_not_stored(clean_group):
    assert preferences.load().send_values is None
    for choice in (True, False, None):
        preferences.save(PluginSettings(send_values=choice))
        assert preferences.load().send_values is choice
    assert f"{GROUP}/send_values" not in QgsSettings().allKeys()  # None: the key is gone


def test_the_local_providers_settings_round_trip_and_0_means_ask_the_server(clean_group, monkeypatch):
    local = PluginSettings(provider="openai", local_preset="llamacpp", local_base_url="http://127.0.0.1:8081/v1",
                           local_model="qwen2.5-coder:1.5b", local_auth_config_id="loc1234", local_timeout_s=600.0,
                           tools_mode="off", context_window=8192, prompt_form="short")
    preferences.save(local)
    assert preferences.load(QgsSettings()) == local
    assert preferences.chosen_model(local) == "qwen2.5-coder:1.5b"
    preferences.save(PluginSettings(context_window=0))
    warned = []
    monkeypatch.setattr(preferences.log, "warning", warned.append)  # what would reach the log tab
    assert preferences.load(QgsSettings()).context_window == 0  # a stored 0 is valid: "ask the server"
    assert warned == []
    QgsSettings().setValue(f"{GROUP}/context_window", -1)
    assert preferences.load(QgsSettings()).context_window == 0
    QgsSettings().setValue(f"{GROUP}/max_rows", 0)  # elsewhere 0 would silently disable a limit
    assert preferences.load(QgsSettings()).max_rows == PluginSettings().max_rows
