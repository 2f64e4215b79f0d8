"""qt_fatal prints Qt's fatal message where a captured, aborted run still shows it."""

import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parents[2]

CONFTEST = f"""
import sys
sys.path.insert(0, {str(TESTS)!r})
pytest_plugins = ["support.instruments.real_stderr", "support.instruments.qt_fatal"]
"""

WARNS = """
from qgis.PyQt.QtCore import qWarning

def test_warns_and_fails():
    qWarning("a warning for the report")
    assert False
"""

ABORTS = """
from qgis.PyQt.QtCore import qFatal

def test_aborts():
    qFatal("the cause of the abort")
"""


def run_pytest(tmp_path: Path, tests: str) -> subprocess.CompletedProcess:
    (tmp_path / "conftest.py").write_text(CONFTEST)
    (tmp_path / "test_case.py").write_text(tests)
    return subprocess.run([sys.executable, "-m", "pytest", "-p", "no:randomly", "-p", "no:cacheprovider",
                           "-p", "no:pytest_qgis", "--no-qt-log", str(tmp_path)],
                          cwd=tmp_path, capture_output=True, text=True, timeout=120, check=False)


def test_the_fatal_message_reaches_the_real_stderr_of_an_aborted_run(tmp_path):
    done = run_pytest(tmp_path, ABORTS)
    assert done.returncode in (-6, 134), (done.returncode, done.stderr[-2000:])  # SIGABRT
    assert "Qt fatal" in done.stderr and "the cause of the abort" in done.stderr, done.stderr[-2000:]


def test_a_warning_stays_in_the_failing_tests_report(tmp_path):
    done = run_pytest(tmp_path, WARNS)
    assert done.returncode == 1 and "Qt warning: a warning for the report" in done.stdout, done.stdout[-2000:]
    assert "a warning for the report" not in done.stderr
