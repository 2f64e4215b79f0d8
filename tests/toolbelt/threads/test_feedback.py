"""QGIS must not hang while a PostGIS query starts or ends in a worker and the main
thread builds widgets (toolbelt/threads/feedback.py explains the deadlock; gdb showed it in
a hung chat test). The stress runs in a child process, so a hang fails this test
(the child is killed) instead of freezing the suite."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from support.fixtures.postgis import postgis_conninfo

pytestmark = pytest.mark.postgis

STRESS = Path(__file__).resolve().parents[2] / "support" / "instruments" / "feedback_stress.py"


def test_queries_in_workers_and_widgets_on_the_main_thread_never_deadlock(postgis_conn):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    try:
        done = subprocess.run([sys.executable, str(STRESS), postgis_conninfo(), "500"], env=env,
                              capture_output=True, text=True, timeout=150, check=False)
    except subprocess.TimeoutExpired:
        pytest.fail("QGIS hung: a worker's execSql and the main thread's widgets deadlocked")
    assert done.returncode == 0 and "finished 1500 queries" in done.stdout, done.stdout + done.stderr[-2000:]
    assert "Error" not in done.stdout
