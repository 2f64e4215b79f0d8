"""hang_guard ends a run stuck where pytest-timeout cannot act, stacks on the real stderr, and spares the rest."""

import subprocess
import sys
import time
from pathlib import Path

TESTS = Path(__file__).resolve().parents[2]

CONFTEST = f"""
import sys
sys.path.insert(0, {str(TESTS)!r})
import support.instruments.hang_guard as hang_guard
hang_guard.GRACE_S = 0.2
pytest_plugins = ["support.instruments.real_stderr", "support.instruments.hang_guard"]
"""

STUCK = """
import signal, time, pytest

@pytest.mark.timeout(0.3)
def test_stuck_in_c():
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGALRM})  # pytest-timeout's alarm never lands
    time.sleep(30)
"""

IN_TIME = """
import time, pytest

def test_quick():  # arms the guard for 0.3 + 0.2 s, then must disarm it
    pass

@pytest.mark.timeout(0)
def test_without_a_limit():
    time.sleep(0.8)
"""


def run_pytest(tmp_path: Path, tests: str) -> tuple[subprocess.CompletedProcess, float]:
    (tmp_path / "conftest.py").write_text(CONFTEST)
    (tmp_path / "test_case.py").write_text(tests)
    start = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-o", "timeout=0.3", "-p", "no:cacheprovider",
                           "-p", "no:pytest_qgis", "-p", "no:pytest-qt", "-p", "no:hypothesispytest", str(tmp_path)],
                          cwd=tmp_path, capture_output=True, text=True, timeout=60, check=False)
    return done, time.monotonic() - start


def test_a_test_stuck_where_python_cannot_run_ends_the_run_with_its_stack(tmp_path):
    done, took = run_pytest(tmp_path, STUCK)
    out = done.stdout[-2000:] + done.stderr[-3000:]
    assert done.returncode == 1 and took < 20, (took, out)
    assert "Timeout (0:00:00.5" in done.stderr and "in test_stuck_in_c" in done.stderr, out  # seen despite capture
    assert "passed" not in done.stdout and "failed" not in done.stdout, out  # ended, not reported


def test_tests_in_time_and_tests_without_a_limit_are_left_alone(tmp_path):
    done, _ = run_pytest(tmp_path, IN_TIME)
    assert done.returncode == 0 and "2 passed" in done.stdout, done.stdout[-2000:] + done.stderr[-3000:]
    assert "Timeout (" not in done.stderr, done.stderr[-3000:]



def test_the_limit_is_read_as_pytest_timeout_reads_it(monkeypatch):
    # The guard must never end a run pytest-timeout was told to allow: the marker, then
    # --timeout, then PYTEST_TIMEOUT, then the ini file, as pytest-timeout reads them.
    from types import SimpleNamespace

    import pytest

    from support.instruments.hang_guard import _timeout_s

    def item(marker=None, option=None, ini="0.3"):
        config = SimpleNamespace(getoption=lambda name, default=None: option, getini=lambda name: ini)
        return SimpleNamespace(get_closest_marker=lambda name: marker, config=config)

    monkeypatch.delenv("PYTEST_TIMEOUT", raising=False)
    assert _timeout_s(item()) == 0.3
    assert _timeout_s(item(option=5)) == 5
    assert _timeout_s(item(marker=pytest.mark.timeout(timeout=7).mark, option=5)) == 7
    assert _timeout_s(item(marker=pytest.mark.timeout(2).mark, option=5)) == 2
    monkeypatch.setenv("PYTEST_TIMEOUT", "9")
    assert _timeout_s(item()) == 9 and _timeout_s(item(option=5)) == 5
    assert _timeout_s(item(option=0, ini="")) == 0  # --timeout=0: no limit, so no guard


STUCK_AT_THE_END = """
import threading, time

def test_leaves_a_thread_the_interpreter_waits_for():
    threading.Thread(target=time.sleep, args=(30,), daemon=False).start()
"""


def test_a_run_stuck_after_its_last_test_ends_with_its_stacks(tmp_path):
    (tmp_path / "conftest.py").write_text(CONFTEST + "hang_guard.ENDING_S = 0.5\n")
    (tmp_path / "test_case.py").write_text(STUCK_AT_THE_END)
    start = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:pytest_qgis",
                           "-p", "no:pytest-qt", "-p", "no:hypothesispytest", str(tmp_path)],
                          cwd=tmp_path, capture_output=True, text=True, timeout=60, check=False)
    took = time.monotonic() - start
    assert done.returncode == 1 and took < 20, (took, done.stderr[-3000:])
    assert "1 passed" in done.stdout and "Timeout (0:00:00.5" in done.stderr, done.stderr[-3000:]
