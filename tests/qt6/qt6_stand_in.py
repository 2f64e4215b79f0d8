"""The QGIS 4 stand-in (tests/support/fakes/qgis4/) does what the PyQt6 leg relies on."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from qgis.core import NotInThisLeg, Qgis, QgsMessageLog, QgsSettings

TESTS = Path(__file__).resolve().parents[1]


def test_qgis_pyqt_is_pyqt6_itself():
    from qgis.PyQt import QtCore, QtWidgets, sip

    assert (QtCore.__name__, QtWidgets.__name__, sip.__name__) == ("PyQt6.QtCore", "PyQt6.QtWidgets", "PyQt6.sip")


def test_it_never_installs_over_a_real_qgis(tmp_path):
    (tmp_path / "qgis").mkdir()
    (tmp_path / "qgis" / "__init__.py").write_text("")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path), str(TESTS)]))
    done = subprocess.run([sys.executable, "-c", "from support.fakes import qgis4; qgis4.install()"],
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode != 0 and "a real QGIS is importable here" in done.stderr


def test_a_part_without_a_stand_in_is_a_skip_that_names_it():
    with pytest.raises(NotInThisLeg, match="qgis.core.QgsProject"):
        from qgis.core import QgsProject  # noqa: F401
    assert not issubclass(NotInThisLeg, Exception)  # `except Exception` in the plugin cannot swallow it


def test_the_message_log_takes_only_the_enum(qgis_app):
    QgsMessageLog.logMessage("hello", "Map Assistant", Qgis.MessageLevel.Info, notifyUser=False)
    assert QgsMessageLog.messages[-1] == ("hello", "Map Assistant", Qgis.MessageLevel.Info)
    with pytest.raises(TypeError):
        QgsMessageLog.logMessage("hello", "Map Assistant", 0)  # an int, as PyQt6 refuses


def test_settings_go_to_the_test_s_own_file(qgis_app):
    QgsSettings().setValue("map_assistant/probe", 3)
    assert int(QgsSettings().value("map_assistant/probe")) == 3
    assert Path(os.environ["MAP_ASSISTANT_QGIS4_SETTINGS"]).is_file()
