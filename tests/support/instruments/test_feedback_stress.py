"""feedback_stress's self-test: the plugin's feedback runs its queries to the end, a bare
QgsFeedback hangs (the deadlock it is for: 3 runs of 3 hung here, each within 30 s,
where the plugin's way takes 3 s), and failed queries are not a pass."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from support.fixtures.postgis import postgis_conninfo

SCRIPT = Path(__file__).resolve().with_name("feedback_stress.py")


def run_stress(conninfo: str, queries: int, *mode: str, timeout_s: float) -> subprocess.CompletedProcess | None:
    """The script's outcome, or None when it hung (it is killed)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    try:
        return subprocess.run([sys.executable, str(SCRIPT), conninfo, str(queries), *mode], env=env,
                              capture_output=True, text=True, timeout=timeout_s, check=False)
    except subprocess.TimeoutExpired:
        return None


@pytest.mark.postgis
def test_the_plugins_feedback_runs_every_query(postgis_conn):
    done = run_stress(postgis_conninfo(), 100, timeout_s=60)
    assert done is not None and done.returncode == 0, done and done.stdout + done.stderr[-2000:]
    assert done.stdout.split() == ["finished", "300", "queries"], done.stdout


@pytest.mark.postgis
def test_a_bare_feedback_hangs(postgis_conn):
    # A race: on an idle machine every run hung; with three suites on two cores (CI's
    # matrix) one run of 1,500 queries once finished. Any of three runs hanging is the proof.
    assert any(run_stress(postgis_conninfo(), 500, "plain", timeout_s=20) is None for _ in range(3))


def test_queries_that_fail_are_an_exit_status_not_a_pass():
    done = run_stress("host=127.0.0.1 port=1 dbname=nothing user=nobody connect_timeout=2", 5, timeout_s=60)
    assert done is not None and done.returncode == 1, done and done.stdout + done.stderr[-2000:]
    assert "finished 15 queries" in done.stdout and "Connection failed" in done.stdout
