"""finish_deadlock's self-test: the script ends and sees the event loop answer when the
thread is let go the controller's way (tests/ui/test_controller_threads.py relies on
that), and it catches both faults it is for: a hang, and a main thread that blocks."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().with_name("finish_deadlock.py")


def run_script(*args: str, timeout_s: float = 30) -> subprocess.CompletedProcess | None:
    """The script's outcome, or None when it hung (it is killed)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    try:
        return subprocess.run([sys.executable, str(SCRIPT), *args], env=env, capture_output=True, text=True,
                              timeout=timeout_s, check=False)
    except subprocess.TimeoutExpired:
        return None


def test_the_controllers_way_ends_and_the_loop_answers():
    done = run_script()
    assert done is not None and done.returncode == 0, done and done.stderr[-2000:]
    assert done.stdout.split("\n")[:2] == ["ended", "loop answered: yes"], done.stdout


def test_the_script_hangs_when_the_thread_is_dropped_at_once():
    """The check can fail: dropping the thread at once, as the controller did, hangs
    (the script otherwise ends in about a second)."""
    assert run_script("plain", timeout_s=10) is None


def test_a_main_thread_that_waits_for_the_thread_shows_as_no_answer():
    """Waiting in the main thread ends (Qt's wait lets go of the GIL) but holds the event
    loop: the thread's last chores asked it in vain."""
    done = run_script("wait")
    assert done is not None and done.returncode == 0, done and done.stderr[-2000:]
    assert done.stdout.split("\n")[:2] == ["ended", "loop answered: no"], done.stdout
