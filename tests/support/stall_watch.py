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


class EventLoopProbe:
    """A 5-ms timer on the main thread plus a ``StallWatch``: how long the event loop
    was held by this process while some work ran (see test_chat_flow's event-loop test).

    Each gap between two ticks counts for no more than the reference process was
    not paused, and no more than this process had a thread on a CPU. ``held`` is
    the longest such gap; ``busiest_cpu`` the most main-thread CPU time in one gap
    (pauses do not affect it). Both must stay under 50 ms.
    """

    def __init__(self):
        from qgis.PyQt.QtCore import QTimer

        self.ticks: list[tuple[float, float, float]] = []  # (monotonic, main-thread CPU, process CPU)
        self._timer = QTimer()
        self._timer.setInterval(5)
        self._timer.timeout.connect(self._tick)
        self._watch: StallWatch | None = None
        self.started = 0.0
        self.held = self.held_at = self.busiest_cpu = self.busiest_at = 0.0

    def _tick(self) -> None:
        self.ticks.append((monotonic(), time.thread_time(), time.process_time()))

    def start(self) -> None:
        self._watch = StallWatch()
        self.started = monotonic()
        self._tick()
        self._timer.start()

    def stop(self) -> str:
        """Stop and measure; returns a printable summary."""
        self._timer.stop()
        self._tick()
        watch = self._watch
        watch.stop()
        gaps = [(watch.unexplained(a[0], b[0]), b[1] - a[1], b[2] - a[2], b[0] - self.started)
                for a, b in zip(self.ticks, self.ticks[1:])]
        unexplained, _, process_cpu, self.held_at = max(gaps, key=lambda g: min(g[0], g[2]))
        self.held = min(unexplained, process_cpu)
        self.busiest_cpu, _, _, self.busiest_at = max((g[1], 0, 0, g[3]) for g in gaps)
        return (f"{len(self.ticks)} ticks over {self.ticks[-1][0] - self.started:.1f} s; longest hold "
                f"{self.held * 1000:.1f} ms at {self.held_at:.2f} s; most main-thread CPU in one gap "
                f"{self.busiest_cpu * 1000:.1f} ms at {self.busiest_at:.2f} s; {len(watch.stalls)} machine pauses")
