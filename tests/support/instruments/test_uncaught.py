"""The guard against an exception that reaches Qt between tests (support/instruments/uncaught.py):
without it the run aborts with nothing said; with it, the next test errs and names it.
Each case is a pytest run of its own, on two empty tests with a Qt slot that raises
after the first one ends, outside pytest-qt's watch."""

import os
import resource
import signal
import subprocess
import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parents[2]

CONFTEST = f"""
import os, sys
sys.path.insert(0, {str(TESTS)!r})
pytest_plugins = ["support.instruments.real_stderr", "support.instruments.uncaught"] if os.environ.get("GUARD") == "1" else []

def pytest_runtest_logfinish(nodeid, location):
    if nodeid.endswith("test_one"):
        from qgis.PyQt.QtCore import QCoreApplication, QTimer

        def raising_slot():
            raise ValueError("raised by a slot between tests")

        QTimer.singleShot(0, raising_slot)
        QCoreApplication.processEvents()
"""

TESTS_FILE = """
def test_one(qgis_app):
    pass

def test_two(qgis_app):
    pass
"""


def no_core_dump() -> None:
    # The abort is this test's expected outcome: it must not leave a 120 MB core file
    # beside the real crashes a core-dump investigation looks for.
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def run_pytest(tmp_path: Path, guard: bool) -> subprocess.CompletedProcess:
    (tmp_path / "conftest.py").write_text(CONFTEST)
    (tmp_path / "test_pair.py").write_text(TESTS_FILE)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GUARD="1" if guard else "0")
    return subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", str(tmp_path)],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120, check=False,
                          preexec_fn=no_core_dump)


def test_without_the_guard_the_run_aborts(tmp_path):
    done = run_pytest(tmp_path, guard=False)
    assert done.returncode == -signal.SIGABRT, done.stdout[-2000:] + done.stderr[-2000:]


def test_with_the_guard_the_run_fails_and_says_what_raised(tmp_path):
    done = run_pytest(tmp_path, guard=True)
    out = done.stdout + done.stderr
    assert done.returncode == 1, out[-3000:]
    assert "An exception reached Qt outside a test (after test_pair.py::test_one" in out, out[-3000:]
    assert "raised by a slot between tests" in out and "1 passed, 1 error" in out, out[-3000:]
