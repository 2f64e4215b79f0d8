"""A thin wrapper over QgsMessageLog, so every message lands in the plugin's own tab."""

from qgis.core import Qgis, QgsMessageLog

TAG = "Map Assistant"


def log(message: str, level: Qgis.MessageLevel = Qgis.MessageLevel.Info) -> None:
    # Never pass secrets here: the log is visible to the user and to screenshots.
    QgsMessageLog.logMessage(str(message), TAG, level, notifyUser=False)


def warning(message: str) -> None:
    log(message, Qgis.MessageLevel.Warning)


def error(message: str) -> None:
    log(message, Qgis.MessageLevel.Critical)
