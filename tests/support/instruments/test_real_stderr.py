"""real_stderr reaches the run's real standard error, whatever pytest captures, even if the run then dies."""

import subprocess
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parents[2]

CONFTEST = f"""
import sys
sys.path.insert(0, {str(TESTS)!r})
pytest_plugins = ["support.instruments.real_stderr"]
"""

DYING = """
import os, sys
from support.instruments.real_stderr import real_stderr

def test_dies():
    print("through sys.stderr", file=sys.stderr, flush=True)
    os.write(2, b"through descriptor 2")
    print("through real_stderr", file=real_stderr(), flush=True)
    os._exit(3)  # as a run that ends abruptly: what pytest captured is never shown
"""


@pytest.mark.parametrize("capture", ["fd", "sys", "no"])
def test_what_real_stderr_gets_survives_an_abrupt_end(tmp_path, capture):
    (tmp_path / "conftest.py").write_text(CONFTEST)
    (tmp_path / "test_dying.py").write_text(DYING)
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", f"--capture={capture}", "-p", "no:cacheprovider",
                           "-p", "no:pytest_qgis", "-p", "no:pytest-qt", "-p", "no:hypothesispytest", str(tmp_path)],
                          cwd=tmp_path, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 3 and "through real_stderr" in done.stderr, done.stdout[-2000:] + done.stderr[-2000:]
    # The control: under capture the usual ways are lost, so reaching the real stderr took real_stderr.
    assert ("through sys.stderr" in done.stderr) == (capture == "no"), done.stderr[-2000:]
    assert ("through descriptor 2" in done.stderr) == (capture != "fd"), done.stderr[-2000:]
