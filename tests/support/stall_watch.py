"""A reference for event-loop timing tests: a separate process that only sleeps
5 ms at a time and reports when it woke up late. A gap it saw at the same moment
as the process under test was the machine's (this VM pauses whole processes for
40-50 ms, sometimes hundreds), not the code's. Both use CLOCK_MONOTONIC."""

from __future__ import annotations

import subprocess
import sys
import time

_SCRIPT = """
import sys, time
threshold = float(sys.argv[1])
while True:
    before = time.monotonic()
    time.sleep(0.005)
    after = time.monotonic()
    if after - before > threshold:
        print(f"{before} {after}", flush=True)
"""


class StallWatch:
    def __init__(self, threshold_s: float = 0.015):
        self._process = subprocess.Popen([sys.executable, "-c", _SCRIPT, str(threshold_s)],
                                         stdout=subprocess.PIPE, text=True)
        self.stalls: list[tuple[float, float]] = []

    def stop(self) -> list[tuple[float, float]]:
        self._process.terminate()
        out, _ = self._process.communicate(timeout=10)
        self.stalls = [tuple(map(float, line.split())) for line in out.splitlines() if line.strip()]
        return self.stalls

    def unexplained(self, start: float, end: float) -> float:
        """How much of [start, end] the reference process was *not* stalled."""
        covered = sum(max(0.0, min(end, b) - max(start, a)) for a, b in self.stalls)
        return max(0.0, (end - start) - covered)


def monotonic() -> float:
    return time.monotonic()
