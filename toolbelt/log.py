"""The plugin's one way into the QGIS Log Messages panel (its own "Map Assistant" tab).

Everything the plugin logs ends here: these functions for the plugin's own
plumbing, and the standard ``logging`` records of the agent and services through
``log_handler.QgisLogHandler``. Known secrets (the API key, registered with
``hide`` as soon as the plugin holds one) and anything shaped like an Anthropic
key are replaced by ``***`` before a message is written.
"""

from __future__ import annotations

import re

from qgis.core import Qgis, QgsMessageLog

TAG = "Map Assistant"
MASK = "***"
# Anthropic keys (sk-ant-api03-..., sk-ant-admin01-...), should one reach a message unregistered.
_KEY_SHAPE = re.compile(r"sk-ant-[A-Za-z0-9_\-]{8,}")
_SECRETS: set[str] = set()


def hide(secret: str | None) -> None:
    """Never write ``secret`` to the log from now on (short strings are ignored:
    masking a 3-letter word everywhere would garble the log and protect nothing)."""
    if secret and len(secret) >= 8:
        _SECRETS.add(secret)


def scrub(message: str) -> str:
    for secret in sorted(_SECRETS, key=len, reverse=True):  # a longer secret may contain a shorter one
        message = message.replace(secret, MASK)
    return _KEY_SHAPE.sub(MASK, message)


def log(message: str, level: Qgis.MessageLevel = Qgis.MessageLevel.Info) -> None:
    QgsMessageLog.logMessage(scrub(str(message)), TAG, level, notifyUser=False)


def warning(message: str) -> None:
    log(message, Qgis.MessageLevel.Warning)


def error(message: str) -> None:
    log(message, Qgis.MessageLevel.Critical)
