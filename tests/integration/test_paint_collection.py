"""The pair of tests that ended make test's host leg in a segfault, run in a process of its
own: a cycle collection inside a paint call (ui/painting.py). Here, not in tests/ui/: it runs
the QGIS suite's own tests, which the PyQt6 leg (tests/ui/ with QGIS 4 stood in) cannot."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_a_collection_during_a_paint_no_longer_crashes_the_tests_that_crashed(tmp_path):
    # The pair that ended make test in a segfault, every run (3 of 3 without @painting, 0 of 3
    # with it): the hostile corpus' button test leaves docks for the collector, then a shown dock
    # paints. In a process of its own (a crash fails this test, not the suite) and a settings
    # folder of its own (pytest-qgis keeps QGIS's settings beside pytest.ini).
    (tmp_path / "pytest.ini").write_text((ROOT / "pytest.ini").read_text(encoding="utf-8"), encoding="utf-8")
    tests = ROOT / "tests"
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:randomly", "-q", "-c", str(tmp_path / "pytest.ini"),
         "--rootdir", str(tmp_path), "--confcutdir", str(ROOT),
         f"{tests}/integration/test_hostile_sql_corpus.py::test_no_text_of_the_corpus_writes_or_attaches_a_file"
         "[memory-button]",
         f"{tests}/services/sql/test_read_only.py::test_a_write_clicked_in_the_chat_shows_an_error_and_changes_nothing"],
        capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert run.returncode == 0, (run.returncode, run.stdout[-3000:], run.stderr[-3000:])
    assert "7 passed" in run.stdout
