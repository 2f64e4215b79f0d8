"""The API key lives in the QGIS authentication database, encrypted with the master password.

Only the config id goes into QgsSettings. QGIS 3.22 has no "APIHeader" auth
method (checked: Basic, OAuth2, Identity-Cert, EsriToken, PKI-*), so the key
is kept in the password field of a "Basic" config; the plugin reads it back
and hands it to the SDK itself, the config is never attached to a request.

Call these on the main thread: unlocking the database may open QGIS's own
master-password dialog. Error messages never contain the key.
"""

from __future__ import annotations

from qgis.core import QgsApplication, QgsAuthMethodConfig

from ..agent.user_error import UserError
from ..agent.user_text import for_user
from . import log

AUTH_METHOD = "Basic"
CONFIG_NAME = "Map Assistant API key"
# The username is a fixed marker, so the entry is recognisable in QGIS's auth editor.
CONFIG_USERNAME = "map-assistant-api-key"


class SecretStoreError(UserError):
    """The key could not be stored or read; ``user_message`` says what to do."""


def _unlocked_manager():
    manager = QgsApplication.authManager()
    if manager is None or manager.isDisabled():
        raise SecretStoreError(for_user(
            "The QGIS authentication system is disabled, so the API key cannot be stored safely. "
            "Check Settings → Options → Authentication (QGIS needs its Qt crypto plugin), "
            "or set the ANTHROPIC_API_KEY environment variable before starting QGIS."
        ))
    # Returns at once when already unlocked; otherwise QGIS asks the user for the master password.
    if not manager.setMasterPassword(True):
        raise SecretStoreError(for_user(
            "The QGIS authentication database is locked. Enter the master password when QGIS asks "
            "for it (Settings → Options → Authentication), then try again."
        ))
    return manager


def _load(manager, config_id: str) -> QgsAuthMethodConfig | None:
    if not config_id or config_id not in manager.configIds():
        return None
    config = QgsAuthMethodConfig()
    ok, config = manager.loadAuthenticationConfig(config_id, config, True)
    return config if ok else None


LOCAL_CONFIG_NAME = "Map Assistant local server key"  # the OpenAI-compatible provider's own entry


def store_api_key(key: str, existing_config_id: str = "", name: str = CONFIG_NAME) -> str:
    """Store ``key`` (updating the existing entry when there is one); returns its config id.
    ``name`` labels a new entry in QGIS's authentication editor (one entry per provider)."""
    key = key.strip()
    if not key:
        raise SecretStoreError(for_user("The API key is empty. Paste the key your provider gave you."))
    log.hide(key)
    manager = _unlocked_manager()
    config = _load(manager, existing_config_id)
    if config is not None:
        config.setConfig("password", key)
        if manager.updateAuthenticationConfig(config):
            log.log(f"API key updated in the QGIS authentication database (config {config.id()}).")
            return config.id()
        raise SecretStoreError(for_user(
            "Could not update the API key in the QGIS authentication database. "
            "Check the database in Settings → Options → Authentication and try again."
        ))
    config = QgsAuthMethodConfig(AUTH_METHOD)
    config.setName(name)
    config.setConfig("username", CONFIG_USERNAME)
    config.setConfig("password", key)
    ok, config = manager.storeAuthenticationConfig(config)
    if not ok or not config.id():
        raise SecretStoreError(for_user(
            "Could not save the API key in the QGIS authentication database. "
            "Check the database in Settings → Options → Authentication and try again."
        ))
    log.log(f"API key stored in the QGIS authentication database (config {config.id()}).")
    return config.id()


def read_api_key(config_id: str) -> str | None:
    """The stored key, or None when there is no such entry (or it holds no key)."""
    if not config_id:
        return None
    config = _load(_unlocked_manager(), config_id)
    if config is None:
        return None
    key = config.config("password") or None
    log.hide(key)
    return key


def has_api_key(config_id: str) -> bool:
    """Whether an entry exists, without unlocking the database (config ids are not encrypted)."""
    manager = QgsApplication.authManager()
    return bool(config_id) and manager is not None and config_id in manager.configIds()


def remove_api_key(config_id: str) -> None:
    """Delete the entry; a missing entry is not an error (it may have been removed in QGIS)."""
    if not config_id:
        return
    manager = _unlocked_manager()
    if config_id not in manager.configIds():
        return
    if not manager.removeAuthenticationConfig(config_id):
        raise SecretStoreError(for_user(
            "Could not remove the API key from the QGIS authentication database. "
            "Remove the entry named 'Map Assistant API key' in Settings → Options → Authentication."
        ))
    log.log(f"API key removed from the QGIS authentication database (config {config_id}).")
