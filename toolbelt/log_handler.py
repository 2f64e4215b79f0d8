"""Route the standard ``logging`` records of the plugin's modules to its QGIS log tab.

``agent/`` logs with ``logging.getLogger(__name__)`` and never imports qgis; the
plugin installs one ``QgisLogHandler`` on the package's logger (``map_assistant``)
at start and removes it on unload. The debug switch (Options page) sets that
logger's level: INFO by default, whose messages say what happened without
attribute values; DEBUG adds details such as request sizes and lookup results,
which may hold attribute values. The API key never appears: ``log.log`` scrubs it.
QgsMessageLog.logMessage is thread-safe, so worker threads may log.
"""

from __future__ import annotations

import logging

from qgis.core import Qgis

from . import log

# The plugin package's own logger; every module's logger is a child of it.
ROOT_LOGGER = __name__.split(".")[0]

_LEVELS = (
    (logging.ERROR, Qgis.MessageLevel.Critical),
    (logging.WARNING, Qgis.MessageLevel.Warning),
)


class QgisLogHandler(logging.Handler):
    def __init__(self):
        super().__init__(logging.DEBUG)
        self.setFormatter(logging.Formatter("%(name)s: %(message)s"))

    def emit(self, record: logging.LogRecord) -> None:
        try:
            level = next((qgis for python, qgis in _LEVELS if record.levelno >= python), Qgis.MessageLevel.Info)
            log.log(self.format(record), level)
        except Exception:  # noqa: BLE001 - logging must never raise into the caller
            self.handleError(record)


def plugin_logger() -> logging.Logger:
    return logging.getLogger(ROOT_LOGGER)


def install(debug: bool = False) -> QgisLogHandler:
    """Attach a handler to the plugin's logger (once: a reload first removes the old one)."""
    logger = plugin_logger()
    for old in [h for h in logger.handlers if isinstance(h, QgisLogHandler)]:
        logger.removeHandler(old)
    handler = QgisLogHandler()
    logger.addHandler(handler)
    set_debug(debug)
    return handler


def uninstall(handler: QgisLogHandler | None) -> None:
    logger = plugin_logger()
    if handler is not None:
        logger.removeHandler(handler)
        handler.close()
    logger.setLevel(logging.NOTSET)


def set_debug(debug: bool) -> None:
    """Switch debug details on or off (only while the plugin's handler is installed)."""
    logger = plugin_logger()
    if any(isinstance(handler, QgisLogHandler) for handler in logger.handlers):
        logger.setLevel(logging.DEBUG if debug else logging.INFO)
