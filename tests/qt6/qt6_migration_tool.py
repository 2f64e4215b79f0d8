"""QGIS's own Qt5-to-Qt6 migration tool (qgis-pyqt5to6, from PyPI) finds nothing left to
change in the plugin (the PyQt6 leg, make test-qt6).

The tool rewrites files in place, so it runs on a copy. It introspects PyQt6 for
Qt's enums; QGIS's own (qgis.core under PyQt6) only a QGIS 4 install has, so it
runs without them, as it says ("only a partial upgrade"): the QGIS enum spellings
are for a QGIS 4 run to confirm (docs/QT6.md).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("agent", "services", "toolbelt", "ui")  # the plugin's code; tests and scripts are not shipped
RUN_TOOL = "from pyqt5to6.pyqt5to6 import main; raise SystemExit(main())"
PARTIAL_NOTICE = "QGIS classes not available for introspection, only a partial upgrade will be performed"


def plugin_files() -> list[Path]:
    found = sorted(ROOT.glob("*.py"))
    for package in PACKAGES:
        found += sorted(p for p in (ROOT / package).rglob("*.py") if "__pycache__" not in p.parts)
    return found


def run_tool(folder: Path) -> subprocess.CompletedProcess:
    # Without tests/ on the path: the tool must not take the QGIS 4 stand-in for QGIS.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    return subprocess.run([sys.executable, "-c", RUN_TOOL, str(folder)], capture_output=True, text=True,
                          env=env, cwd=folder, timeout=600)


def copy_of(files: list[Path], folder: Path) -> dict[Path, str]:
    copied = {}
    for path in files:
        target = folder / path.relative_to(ROOT)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, target)
        copied[target] = path.read_text(encoding="utf-8")
    return copied


def test_the_migration_tool_finds_nothing_to_change_in_the_plugin(tmp_path):
    files = plugin_files()
    assert {"plugin.py", "ui/dock.py", "toolbelt/qgis_compat.py"} <= {p.relative_to(ROOT).as_posix() for p in files}
    copied = copy_of(files, tmp_path)
    done = run_tool(tmp_path)
    changed = [str(path.relative_to(tmp_path)) for path, text in copied.items()
               if path.read_text(encoding="utf-8") != text]
    assert done.returncode == 0 and changed == [], (changed, done.stderr[-3000:])
    said = [line for line in (done.stdout + done.stderr).splitlines() if line.strip() and line != PARTIAL_NOTICE]
    assert said == []  # no warning, no "Missing import" either


def test_the_tool_does_change_qt5_code(tmp_path):
    # The check above can fail: the same run rewrites what Qt6 no longer accepts.
    probe = tmp_path / "probe.py"
    probe.write_text("from qgis.PyQt.QtCore import Qt\nalign = Qt.AlignLeft\ndialog.exec_()\n")
    done = run_tool(tmp_path)
    assert done.returncode == 1
    assert probe.read_text() == "from qgis.PyQt.QtCore import Qt\nalign = Qt.AlignmentFlag.AlignLeft\ndialog.exec()\n"
