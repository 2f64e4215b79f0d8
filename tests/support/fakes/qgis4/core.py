"""``qgis.core`` for the PyQt6 leg: mocked because QGIS 4 cannot be installed here.

Only what ui/ and the toolbelt modules it imports use, each with QGIS's own names
and signatures. A name QGIS has but this file does not raises ``NotInThisLeg``: a skip
that names it, never a pass.
"""

from __future__ import annotations

import enum
import itertools
import os
import tempfile
from pathlib import Path

import pytest
from qgis.PyQt.QtCore import QObject, QSettings


class NotInThisLeg(pytest.skip.Exception):  # noqa: N818 - read as "needs X, which is not in this leg"
    """A part of QGIS 4 with no stand-in here: the test (or test module) that reaches it is
    skipped, naming it. A skip, not an error: pytest reports it, and ``except Exception``
    in the plugin cannot swallow it."""

    def __init__(self, what: str):
        super().__init__(f"needs {what}: mocked because QGIS 4 cannot be installed here", allow_module_level=True)


class Qgis:
    QGIS_VERSION = "4.0.0-stand-in"  # no QGIS 4 is installed: this says so wherever it is shown

    class MessageLevel(enum.Enum):  # an Enum, as PyQt6 makes QGIS's enums: no int comparisons
        Info = 0
        Warning = 1
        Critical = 2
        Success = 3
        NoLevel = 4

    @staticmethod
    def versionInt() -> int:  # noqa: N802 (QGIS API name)
        return 40000


class QgsMessageLog:
    """Keeps what was logged (QGIS shows it in the Log Messages panel)."""

    messages: list[tuple[str, str, Qgis.MessageLevel]] = []

    @classmethod
    def logMessage(cls, message: str, tag: str = "", level=Qgis.MessageLevel.Warning,  # noqa: N802
                   notifyUser: bool = True) -> None:  # noqa: N803 (QGIS API name)
        if not isinstance(level, Qgis.MessageLevel):
            raise TypeError(f"logMessage(): level is {type(level).__name__}, not Qgis.MessageLevel")
        cls.messages.append((message, tag, level))


def settings_file() -> Path:
    """Where this leg's QgsSettings live: a file of the run's own (MAP_ASSISTANT_QGIS4_SETTINGS)."""
    default = Path(tempfile.gettempdir()) / f"map_assistant_qgis4_{os.getpid()}.ini"
    return Path(os.environ.get("MAP_ASSISTANT_QGIS4_SETTINGS", default))


class QgsSettings(QSettings):
    """QGIS's settings are a QSettings over the profile's ini file: here, the run's own file."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(str(settings_file()), QSettings.Format.IniFormat, parent)


class QgsAuthMethodConfig:
    _ids = itertools.count(1)

    def __init__(self, method: str = "", version: int = 0):
        self._method, self._id, self._name, self._config = method, "", "", {}

    def id(self) -> str:
        return self._id

    def setId(self, config_id: str) -> None:  # noqa: N802 (QGIS API name)
        self._id = config_id

    def name(self) -> str:
        return self._name

    def setName(self, name: str) -> None:  # noqa: N802
        self._name = name

    def method(self) -> str:
        return self._method

    def config(self, key: str, default: str = "") -> str:
        return self._config.get(key, default)

    def setConfig(self, key: str, value: str) -> None:  # noqa: N802
        self._config[key] = value


class QgsAuthManager:
    """The authentication database, in memory, unlocked by any master password."""

    def __init__(self):
        self._configs: dict[str, QgsAuthMethodConfig] = {}

    def isDisabled(self) -> bool:  # noqa: N802
        return False

    def disabledMessage(self) -> str:  # noqa: N802
        return ""

    def setMasterPassword(self, *args) -> bool:  # noqa: N802
        return True

    def configIds(self) -> list[str]:  # noqa: N802
        return list(self._configs)

    def storeAuthenticationConfig(self, config: QgsAuthMethodConfig, overwrite: bool = False):  # noqa: N802
        config.setId(config.id() or f"fake{next(QgsAuthMethodConfig._ids):03d}")
        self._configs[config.id()] = _copy(config)
        return True, config

    def updateAuthenticationConfig(self, config: QgsAuthMethodConfig) -> bool:  # noqa: N802
        if config.id() not in self._configs:
            return False
        self._configs[config.id()] = _copy(config)
        return True

    def loadAuthenticationConfig(self, config_id: str, config: QgsAuthMethodConfig, full: bool = False):  # noqa: N802
        stored = self._configs.get(config_id)
        return (stored is not None), (_copy(stored) if stored is not None else config)

    def removeAuthenticationConfig(self, config_id: str) -> bool:  # noqa: N802
        return self._configs.pop(config_id, None) is not None


def _copy(config: QgsAuthMethodConfig) -> QgsAuthMethodConfig:
    copy = QgsAuthMethodConfig(config.method())
    copy.setId(config.id())
    copy.setName(config.name())
    copy._config = dict(config._config)
    return copy


class QgsApplication:
    """Only the static calls ui/ makes; the application itself is a QApplication (pytest-qt's)."""

    _auth = QgsAuthManager()

    @staticmethod
    def authManager() -> QgsAuthManager:  # noqa: N802
        return QgsApplication._auth

    @staticmethod
    def qgisSettingsDirPath() -> str:  # noqa: N802
        return str(settings_file().parent)


class QgsGeometry:
    """No geometry engine here: a test that builds one is skipped (see NotInThisLeg)."""

    @staticmethod
    def fromWkt(wkt: str):  # noqa: N802
        raise NotInThisLeg("qgis.core.QgsGeometry (GEOS through QGIS)")


class QgsWkbTypes:
    @staticmethod
    def displayString(wkb_type) -> str:  # noqa: N802
        raise NotInThisLeg("qgis.core.QgsWkbTypes")


def __getattr__(name: str):
    if name.startswith(("Qgs", "Qgis")):
        raise NotInThisLeg(f"qgis.core.{name}")
    raise AttributeError(name)
