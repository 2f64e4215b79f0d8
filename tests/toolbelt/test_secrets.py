"""The API key in the real QgsAuthManager of the pytest-qgis profile."""

from pathlib import Path

import pytest
from map_assistant.toolbelt import preferences, secrets
from map_assistant.toolbelt.preferences import GROUP, PluginSettings
from map_assistant.toolbelt.secrets import SecretStoreError
from qgis.core import QgsApplication, QgsSettings

# Fixed, so reruns on the same test profile unlock the auth database it created.
FAKE_KEY = "sk-ant-test-7f3c9a1e5b2d4c6e8a0b"


@pytest.fixture
def log_messages(qgis_app):
    received = []

    def collect(message, tag, level):
        received.append(f"{tag}: {message}")

    log = QgsApplication.messageLog()
    log.messageReceived.connect(collect)
    yield received
    log.messageReceived.disconnect(collect)


def test_store_read_update_remove(unlocked_auth):
    config_id = secrets.store_api_key(FAKE_KEY)
    try:
        assert config_id in unlocked_auth.configIds()
        assert secrets.has_api_key(config_id)
        assert secrets.read_api_key(config_id) == FAKE_KEY

        updated = secrets.store_api_key(FAKE_KEY + "-v2", existing_config_id=config_id)
        assert updated == config_id  # updated in place, no orphan entry
        assert secrets.read_api_key(config_id) == FAKE_KEY + "-v2"
    finally:
        secrets.remove_api_key(config_id)
    assert config_id not in unlocked_auth.configIds()
    assert secrets.read_api_key(config_id) is None
    secrets.remove_api_key(config_id)  # removing twice is harmless


def test_a_stale_config_id_creates_a_new_entry(unlocked_auth):
    config_id = secrets.store_api_key(FAKE_KEY, existing_config_id="gone123")
    try:
        assert config_id != "gone123"
        assert secrets.read_api_key(config_id) == FAKE_KEY
    finally:
        secrets.remove_api_key(config_id)


def test_the_key_is_nowhere_in_plain_text(unlocked_auth, log_messages):
    config_id = secrets.store_api_key(FAKE_KEY)
    try:
        preferences.save(PluginSettings(auth_config_id=config_id))
        assert secrets.read_api_key(config_id) == FAKE_KEY
        settings = QgsSettings()
        settings.sync()
        ini = Path(settings.fileName()).read_bytes()
        assert config_id.encode() in ini  # the id is what the settings hold...
        assert FAKE_KEY.encode() not in ini  # ...never the key
        # The auth database stores it encrypted with the master password.
        assert FAKE_KEY.encode() not in Path(QgsApplication.qgisAuthDatabaseFilePath()).read_bytes()
    finally:
        secrets.remove_api_key(config_id)
        QgsSettings().remove(GROUP)
    assert any("stored in the QGIS authentication database" in m for m in log_messages)
    assert not [m for m in log_messages if FAKE_KEY in m]


def test_empty_key_is_refused_with_a_message(unlocked_auth):
    with pytest.raises(SecretStoreError) as error:
        secrets.store_api_key("   ")
    assert "empty" in error.value.user_message


def test_no_config_id_means_no_key(qgis_app):
    assert secrets.read_api_key("") is None
    assert not secrets.has_api_key("")
