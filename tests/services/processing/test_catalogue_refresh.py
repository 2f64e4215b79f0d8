"""The Processing catalogue's sliced capture survives a provider that reloads its
algorithms between two slices (services/processing/algorithm_catalogue.py ``capture_steps``).

A reload deletes the provider's algorithm objects and makes new ones: QGIS does it when a
model is saved, scripts are reloaded or Processing is set up. A capture that held the list
taken at its start read deleted objects: this test's child segfaulted in 3 of 3 runs before
the fix. In a child process, so that a
crash is a failed assertion, not the end of the suite, and the native provider's reload
touches nothing else."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

CHILD = """
import os, sys
sys.path.insert(0, sys.argv[1])
from support.fixtures.as_package import register_plugin_package
register_plugin_package()
from qgis.core import QgsApplication
application = QgsApplication([], False)
application.initQgis()
from qgis.analysis import QgsNativeAlgorithms
from map_assistant.services.processing.algorithm_catalogue import capture_steps
registry = QgsApplication.processingRegistry()
registry.addProvider(QgsNativeAlgorithms(registry))
before = sorted(algorithm.id() for algorithm in registry.algorithms())
captured = {}
steps = capture_steps(registry, captured)
for _ in range(5):
    next(steps)
registry.providerById("native").refreshAlgorithms()  # between two slices, as a provider may
for _ in steps:
    pass
print("captured:", sorted(captured) == before, len(captured), "buffer:", captured["native:buffer"].name, flush=True)
os._exit(0)  # what is measured is printed; QGIS's exit is not this test's
"""


def test_a_provider_reloading_between_two_slices_does_not_crash_the_capture():
    tests = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", CHILD, str(tests)], env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
                          capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, f"the child ended with {done.returncode}: {done.stderr[-2000:]}"
    [line] = [line for line in done.stdout.splitlines() if line.startswith("captured:")]
    assert line.startswith("captured: True ") and line.endswith("buffer: Buffer"), line
