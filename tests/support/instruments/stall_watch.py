"""A reference for event-loop timing tests: a separate process that only sleeps
5 ms at a time and reports when it woke up late. A gap it saw at the same moment
as the process under test was the machine's (this VM pauses whole processes for
40-50 ms, sometimes hundreds), not the code's. Both use CLOCK_MONOTONIC."""

from __future__ import annotations

import gc
import os
import resource
import select
import subprocess
import sys
import threading
import time
from array import array
from typing import NamedTuple

_SCRIPT = """
import sys, time
threshold = float(sys.argv[1])
print("ready", flush=True)
while True:
    before = time.monotonic()
    time.sleep(0.005)
    after = time.monotonic()
    if after - before > threshold:
        print(f"{before} {after}", flush=True)
"""


# The event-loop tests fail at an order of magnitude above the plugin's 50 ms goal: a
# main thread that does the work, or waits for it, whatever else the machine does. The
# goal itself is measured by `make bench` (case 8: median and worst of repeated runs).
LIMIT_S = 0.5

# For an investigation: MAP_ASSISTANT_PROBE_LOG=path appends each probe's summary there.
# (Not faulthandler's timed dumps: they read the threads' frames without the GIL, and one
# that fired while the main thread ran Python crashed a suite run with SIGSEGV.)


class StallWatch:
    def __init__(self, threshold_s: float = 0.015):
        self._process = subprocess.Popen([sys.executable, "-c", _SCRIPT, str(threshold_s)],
                                         stdout=subprocess.PIPE, text=True)
        self.stalls: list[tuple[float, float]] = []
        # Watching starts when its loop runs, not when Popen returns: a Python starting
        # up takes 50 ms here and several times that on a busy CI machine, and a pause
        # in that window was counted as "no machine pause" (a CI failure showed one).
        # (readline may buffer stall lines after "ready"; communicate() in stop() does not
        # see them. Harmless: such a stall ended before the probe's first tick.)
        ready, _, _ = select.select([self._process.stdout], [], [], 30)
        if not ready or self._process.stdout.readline().strip() != "ready":
            self._process.kill()
            self._process.communicate()
            raise RuntimeError("the reference process did not start")

    @property
    def pid(self) -> int:
        return self._process.pid

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


def _open_schedstat() -> int | None:
    """The calling thread's schedstat (Linux, CONFIG_SCHED_INFO): its second field is
    the time the thread was ready to run but waited for a CPU, in nanoseconds."""
    try:
        return os.open(f"/proc/self/task/{threading.get_native_id()}/schedstat", os.O_RDONLY)
    except OSError:
        return None


def _queued_s(fd: int | None) -> float | None:
    """The run-queue wait so far; None when it cannot be read."""
    if fd is None:
        return None
    try:
        return int(os.pread(fd, 128, 0).split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return None


class Gap(NamedTuple):
    """Between two ticks of the probe, in seconds; ``at`` is its end, from the probe's start."""

    held: float  # what counts: not explained by the machine, and some thread of ours ran
    wall: float
    at: float
    main_cpu: float
    process_cpu: float
    unpaused: float  # the part the reference process was not paused (nor the main thread collecting)
    queued: float  # the main thread's run-queue wait
    faults: int  # the main thread's major page faults


class EventLoopProbe:
    """A 5-ms timer on the main thread plus a ``StallWatch``: how long the event loop
    was held by this process while some work ran (the event-loop tests of the chat,
    lookups, Processing and large results use it).

    Each gap between two ticks counts for no more than the reference process was
    not paused, nor than the main thread was not waiting for a CPU, and no more
    than this process had a thread on a CPU. ``held`` is
    the longest such gap; ``busiest_cpu`` the most main-thread CPU time in one gap
    (pauses do not affect it). ``check`` gives the tests' verdict (LIMIT_S).

    Not counted either, as the machine's and not the code's:
    - the time the main thread was ready to run but the kernel gave its CPU to
      someone else (its run-queue wait, from /proc): on a busy machine the other
      threads of this process may run meanwhile. A main thread waiting for the GIL
      or a lock is asleep, not queued, so that still counts. So would more busy
      threads of ours than CPUs, which this leaves out; the plugin runs one query
      at a time and its other workers mostly wait on the network.
    - Python's full garbage collections, on any thread, timed apart: their length
      follows every object of the test process (pytest, QGIS bindings, fixtures,
      what earlier tests left), not the code under test. One on a worker holds the
      GIL, and so the main thread: a 3.44 suite run had one of 498 ms in the lookup
      test's worker, freeing 251,092 objects an earlier test left. The summary
      names them; `make bench` (cases 8 and 11, processes of their own) measures
      the plugin's.
    The summary also gives, for the held gap, its wall time, run-queue wait,
    main-thread CPU and the main thread's major page faults (waits for the disk).
    The ticks are kept in arrays, which the collector never scans, so a probe
    running for minutes does not itself lengthen the collections it measures.
    """

    def __init__(self):
        from qgis.PyQt.QtCore import QTimer

        self._wall, self._thread_cpu, self._process_cpu = array("d"), array("d"), array("d")
        self._queued, self._faults = array("d"), array("d")
        self._queue_fd: int | None = None
        self._timer = QTimer()
        self._timer.setInterval(5)
        self._timer.timeout.connect(self._tick)
        self._watch: StallWatch | None = None
        self._main = threading.main_thread()
        self._gc_started = self._gc_cpu = 0.0
        self.collections = array("d")  # (start, end, thread CPU spent) of each full collection, flat
        self.elsewhere: list[tuple[float, float, int]] = []  # (start, end, generation): on other threads
        self._elsewhere_started = 0.0
        self.started = 0.0
        self.held = self.held_at = self.busiest_cpu = self.busiest_at = self.longest_gc = 0.0
        self.gaps: list[Gap] = []

    @property
    def ticks(self) -> list[tuple[float, float, float]]:
        """(monotonic, main-thread CPU, process CPU) of each tick."""
        return list(zip(self._wall, self._thread_cpu, self._process_cpu))

    def _tick(self) -> None:
        self._wall.append(monotonic())
        self._thread_cpu.append(time.thread_time())
        self._process_cpu.append(time.process_time())
        # A counter: a failed read repeats the last value (no wait), never 0 (all of it).
        queued = _queued_s(self._queue_fd)
        self._queued.append(queued if queued is not None else (self._queued[-1] if self._queued else 0.0))
        self._faults.append(resource.getrusage(resource.RUSAGE_THREAD).ru_majflt)

    def _on_gc(self, phase: str, info: dict) -> None:
        if threading.current_thread() is not self._main:
            # A collection on a worker holds the GIL, and so the main thread: counted, and named.
            if phase == "start":
                self._elsewhere_started = monotonic()
            elif self._elsewhere_started:
                self.elsewhere.append((self._elsewhere_started, monotonic(), info.get("generation", -1)))
                self._elsewhere_started = 0.0
            return
        if info.get("generation") != 2:
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

    def _collecting_elsewhere(self, start: float, end: float) -> float:
        """Seconds of [start, end] that full collections on other threads covered."""
        return sum(max(0.0, min(end, b) - max(start, a)) for a, b, generation in self.elsewhere if generation == 2)

    @property
    def reference_pid(self) -> int:
        return self._watch.pid

    def start(self) -> None:
        """On the main thread, which the ticks then measure."""
        self._watch = StallWatch()
        self._queue_fd = _open_schedstat()
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
        if self._queue_fd is not None:
            os.close(self._queue_fd)
            self._queue_fd = None
        watch = self._watch
        watch.stop()
        self.gaps = []
        for i in range(1, len(self._wall)):
            start, end = self._wall[i - 1], self._wall[i]
            gc_wall, gc_cpu = self._collecting(start, end) if self.collections else (0.0, 0.0)
            gc_wall += self._collecting_elsewhere(start, end)
            queued = self._queued[i] - self._queued[i - 1]
            unpaused = max(0.0, watch.unexplained(start, end) - gc_wall)
            # A whole-machine pause also shows as run-queue wait: the larger excuse, not both.
            unexplained = max(0.0, min(unpaused, end - start - gc_wall - queued))
            process_cpu = max(0.0, self._process_cpu[i] - self._process_cpu[i - 1] - gc_cpu)
            self.gaps.append(Gap(held=min(unexplained, process_cpu), wall=end - start, at=end - self.started,
                                 main_cpu=max(0.0, self._thread_cpu[i] - self._thread_cpu[i - 1] - gc_cpu),
                                 process_cpu=process_cpu, unpaused=unpaused, queued=queued, faults=int(self._faults[i] - self._faults[i - 1])))
        worst = max(self.gaps, key=lambda g: g.held)
        self.held, self.held_at = worst.held, worst.at
        busiest = max(self.gaps, key=lambda g: g.main_cpu)
        self.busiest_cpu, self.busiest_at = busiest.main_cpu, busiest.at
        worst_start, worst_end = worst.at + self.started - worst.wall, worst.at + self.started
        elsewhere = [(a, b) for a, b, _ in self.elsewhere if a < worst_end and b > worst_start]
        full_elsewhere = [b - a for a, b, generation in self.elsewhere if generation == 2]
        spans = [self.collections[i + 1] - self.collections[i] for i in range(0, len(self.collections), 3)]
        self.longest_gc = max(spans, default=0.0)
        summary = (f"{len(self._wall)} ticks over {self._wall[-1] - self.started:.1f} s; longest hold "
                f"{self.held * 1000:.1f} ms at {self.held_at:.2f} s (gap {worst.wall * 1000:.1f} ms, run-queue wait "
                f"{worst.queued * 1000:.1f} ms, main-thread CPU {worst.main_cpu * 1000:.1f} ms, {worst.faults} major "
                f"faults); most main-thread CPU in one gap {self.busiest_cpu * 1000:.1f} ms at "
                f"{self.busiest_at:.2f} s; main thread {self.main_share:.0%} of the process's CPU; "
                f"{len(watch.stalls)} machine pauses; full garbage collections (not counted): {len(spans)} "
                f"on the main thread, the longest {self.longest_gc * 1000:.1f} ms, {len(full_elsewhere)} on "
                f"others, the longest {max(full_elsewhere, default=0.0) * 1000:.1f} ms; collections on other "
                f"threads: {len(self.elsewhere)}, {len(elsewhere)} in the longest hold "
                f"({sum(b - a for a, b in elsewhere) * 1000:.1f} ms)")
        if os.environ.get("MAP_ASSISTANT_PROBE_LOG"):
            with open(os.environ["MAP_ASSISTANT_PROBE_LOG"], "a") as log:
                log.write(f"{os.environ.get('PYTEST_CURRENT_TEST', '?')}: {summary}\n")
        return summary

    @property
    def main_share(self) -> float:
        """The main thread's part of this process's CPU time over the run: near 1 when
        the main thread does the work, whatever the machine's load (both are CPU times)."""
        process = self._process_cpu[-1] - self._process_cpu[0]
        return (self._thread_cpu[-1] - self._thread_cpu[0]) / process if process > 0 else 0.0

    def check(self, summary: str) -> None:
        """The event-loop tests' verdict: no gap held LIMIT_S, nor held that much main-thread CPU."""
        assert len(self._wall) > 2, "the timer must have ticked"
        assert self.held < LIMIT_S, summary
        assert self.busiest_cpu < LIMIT_S, summary
