"""`make run` on a machine with no display (issue 41): scripts/run_qgis.sh opens QGIS under
xvfb-run and says how to look at it. Its headless branch runs here with a stand-in qgis."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="needs xvfb-run")
def test_with_no_display_it_says_how_to_see_qgis(tmp_path):
    script = (ROOT / "scripts" / "run_qgis.sh").read_text(encoding="utf-8")
    headless = re.search(r'^if \[ -z "\$\{DISPLAY:-\}" \]; then\n.*?^fi$', script, re.S | re.M).group(0)
    stand_in = tmp_path / "bin" / "qgis"
    stand_in.parent.mkdir()
    stand_in.write_text('#!/bin/sh\necho "qgis on $DISPLAY with: $*"\n', encoding="utf-8")
    stand_in.chmod(0o755)
    env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
    env["PATH"] = f"{stand_in.parent}:{env['PATH']}"
    done = subprocess.run(["bash", "-c", 'args=(--project "my world.qgz")\n' + headless], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    display = re.search(r"qgis on (:\d+) with: --project my world.qgz", done.stdout).group(1)
    assert f"QGIS runs under Xvfb on {display}" in done.stdout and "meant\nfor a desktop" in done.stdout
    assert re.search(rf"x11vnc -display {display} -auth /\S+ -localhost", done.stdout), done.stdout
