"""make test-unit's own checks: its venv really has no QGIS, and a test it lists that
needs QGIS is an error, never a quiet skip (tests/support/no_qgis.py, needs_qgis = error)."""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parents[1]
INI = TESTS / "unit" / "pytest.ini"


@pytest.mark.parametrize("name", ["qgis", "qgis.core", "osgeo", "PyQt5", "PyQt6"])
def test_neither_qgis_nor_qt_imports_here(name):
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module(name)


def test_the_venv_sees_no_system_site_packages():
    # Debian's python3-qgis lives there: a venv that sees it would hide an import of qgis.
    config = (Path(sys.prefix) / "pyvenv.cfg").read_text()
    assert sys.prefix != sys.base_prefix and "include-system-site-packages = false" in config


def run_unit_pytest(tmp_path: Path, source: str, *options: str) -> subprocess.CompletedProcess:
    """The unit leg's ini and plugin on one module of its own."""
    (tmp_path / "test_probe.py").write_text(source)
    env = dict(os.environ, PYTHONPATH=str(TESTS))
    return subprocess.run([sys.executable, "-m", "pytest", "-c", str(INI), "--rootdir", str(tmp_path),
                           *options, str(tmp_path / "test_probe.py")],
                          env=env, capture_output=True, text=True, timeout=120, check=False)


NEEDS_QGIS = "from qgis.core import QgsProject\n\ndef test_it():\n    assert QgsProject\n"


def test_a_listed_module_that_needs_qgis_is_an_error(tmp_path):
    done = run_unit_pytest(tmp_path, NEEDS_QGIS)
    assert done.returncode != 0 and "1 error" in done.stdout, done.stdout[-2000:]
    assert "as needing no QGIS, but it imports qgis.core" in done.stdout


def test_the_python_39_way_skips_it_instead(tmp_path):
    done = run_unit_pytest(tmp_path, NEEDS_QGIS, "-o", "needs_qgis=skip")
    assert done.returncode == 5 and "1 skipped" in done.stdout, done.stdout[-2000:]  # 5: nothing else to run


def test_a_test_listed_as_needing_qgis_today_must_fail_here(tmp_path):
    # Strict xfail: the one that fails for want of QGIS is expected; the one that passes fails the run.
    probes = "def test_passes():\n    assert 1 + 1 == 2\n\n\ndef test_needs_qgis():\n    import qgis  # noqa: F401\n"
    listed = "needs_qgis_today=test_probe.py::test_passes\ntest_probe.py::test_needs_qgis"
    done = run_unit_pytest(tmp_path, probes, "-o", listed)
    assert done.returncode == 1 and "1 failed, 1 xfailed" in done.stdout, done.stdout[-2000:]
    assert "test_probe.py::test_passes" in done.stdout.split("short test summary info")[1]


def test_every_path_the_ini_lists_exists(pytestconfig):
    # pytest passes over a testpaths entry that matches nothing: a moved test would drop out unseen.
    listed = pytestconfig.getini("testpaths")
    assert len(listed) > 10 and [p for p in listed if not list(Path(pytestconfig.rootpath).glob(p))] == []
