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


class LoopProbe:
    """A 5-ms QTimer on the main thread while something runs, judged against a
    ``StallWatch`` as in test_chat_flow's streaming test: ``held()`` is the longest
    time some thread of this process kept the event loop from ticking, not
    counting the machine's own pauses; ``busiest_cpu()`` the most main-thread CPU
    time spent between two ticks."""

    def __init__(self) -> None:
        from qgis.PyQt.QtCore import QTimer

        self.ticks: list[tuple[float, float, float]] = []  # (monotonic, main-thread CPU, process CPU)
        self._timer = QTimer()
        self._timer.setInterval(5)
        self._timer.timeout.connect(self._tick)
        self._watch = StallWatch()
        self.started = monotonic()
        self._tick()
        self._timer.start()

    def _tick(self) -> None:
        self.ticks.append((monotonic(), time.thread_time(), time.process_time()))

    def stop(self) -> None:
        self._timer.stop()
        self._watch.stop()

    def held(self) -> tuple[float, float]:
        """(seconds, when: seconds after the start) of the longest gap this process caused."""
        gaps = [(min(self._watch.unexplained(a[0], b[0]), b[2] - a[2]), b[0] - self.started)
                for a, b in zip(self.ticks, self.ticks[1:])]
        return max(gaps, default=(0.0, 0.0))

    def busiest_cpu(self) -> tuple[float, float]:
        """(main-thread CPU seconds, when) of the gap with the most of it."""
        return max(((b[1] - a[1], b[0] - self.started) for a, b in zip(self.ticks, self.ticks[1:])),
                   default=(0.0, 0.0))
