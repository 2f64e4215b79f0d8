"""A reference for event-loop timing tests: a separate process that only sleeps
5 ms at a time and reports when it woke up late. A gap it saw at the same moment
as the process under test was the machine's (this VM pauses whole processes for
40-50 ms, sometimes hundreds), not the code's. Both use CLOCK_MONOTONIC."""

from __future__ import annotations

import gc
import subprocess
import sys
import threading
import time
from array import array

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

    Python's full garbage collections on the main thread are timed apart and not
    counted: their length follows every object of the test process (pytest, QGIS
    bindings, fixtures), not the code under test; the summary names the longest.
    The ticks are kept in arrays, which the collector never scans, so a probe
    running for minutes does not itself lengthen the collections it measures.
    """

    def __init__(self):
        from qgis.PyQt.QtCore import QTimer

        self._wall, self._thread_cpu, self._process_cpu = array("d"), array("d"), array("d")
        self._timer = QTimer()
        self._timer.setInterval(5)
        self._timer.timeout.connect(self._tick)
        self._watch: StallWatch | None = None
        self._main = threading.main_thread()
        self._gc_started = self._gc_cpu = 0.0
        self.collections = array("d")  # (start, end, thread CPU spent) of each full collection, flat
        self.started = 0.0
        self.held = self.held_at = self.busiest_cpu = self.busiest_at = self.longest_gc = 0.0

    @property
    def ticks(self) -> list[tuple[float, float, float]]:
        """(monotonic, main-thread CPU, process CPU) of each tick."""
        return list(zip(self._wall, self._thread_cpu, self._process_cpu))

    def _tick(self) -> None:
        self._wall.append(monotonic())
        self._thread_cpu.append(time.thread_time())
        self._process_cpu.append(time.process_time())

    def _on_gc(self, phase: str, info: dict) -> None:
        if info.get("generation") != 2 or threading.current_thread() is not self._main:
            return
        if phase == "start":
            self._gc_started, self._gc_cpu = monotonic(), time.thread_time()
        elif self._gc_started:
            self.collections.extend((self._gc_started, monotonic(), time.thread_time() - self._gc_cpu))
            self._gc_started = 0.0

    def _collecting(self, start: float, end: float) -> tuple[float, float]:
        """(wall, main-thread CPU) seconds of full collections within [start, end]."""
        wall = cpu = 0.0
        for i in range(0, len(self.collections), 3):
            a, b, spent = self.collections[i:i + 3]
            if a >= start and b <= end:
                wall, cpu = wall + (b - a), cpu + spent
        return wall, cpu

    def start(self) -> None:
        self._watch = StallWatch()
        self.started = monotonic()
        gc.callbacks.append(self._on_gc)
        self._tick()
        self._timer.start()

    def stop(self) -> str:
        """Stop and measure; returns a printable summary."""
        self._timer.stop()
        self._tick()
        if self._on_gc in gc.callbacks:
            gc.callbacks.remove(self._on_gc)
        watch = self._watch
        watch.stop()
        gaps = []
        for i in range(1, len(self._wall)):
            start, end = self._wall[i - 1], self._wall[i]
            gc_wall, gc_cpu = self._collecting(start, end) if self.collections else (0.0, 0.0)
            gaps.append((max(0.0, watch.unexplained(start, end) - gc_wall),
                         max(0.0, self._thread_cpu[i] - self._thread_cpu[i - 1] - gc_cpu),
                         max(0.0, self._process_cpu[i] - self._process_cpu[i - 1] - gc_cpu), end - self.started))
        unexplained, _, process_cpu, self.held_at = max(gaps, key=lambda g: min(g[0], g[2]))
        self.held = min(unexplained, process_cpu)
        self.busiest_cpu, _, _, self.busiest_at = max((g[1], 0, 0, g[3]) for g in gaps)
        spans = [self.collections[i + 1] - self.collections[i] for i in range(0, len(self.collections), 3)]
        self.longest_gc = max(spans, default=0.0)
        return (f"{len(self._wall)} ticks over {self._wall[-1] - self.started:.1f} s; longest hold "
                f"{self.held * 1000:.1f} ms at {self.held_at:.2f} s; most main-thread CPU in one gap "
                f"{self.busiest_cpu * 1000:.1f} ms at {self.busiest_at:.2f} s; {len(watch.stalls)} machine pauses; "
                f"{len(spans)} full garbage collections (not counted), the longest {self.longest_gc * 1000:.1f} ms")
