"""The event-loop probe the stall tests use: CPU-bound work on the main thread counts,
a full garbage collection (its length set by the whole test process) is reported apart,
and so is the time the main thread waited for a CPU."""

import gc
import hashlib
import os
import subprocess
import sys
import threading
import time

from support.stall_watch import EventLoopProbe


def test_the_probe_counts_busy_main_thread_work_but_not_full_collections(qtbot, qgis_app):
    junk = [[i] for i in range(2_000_000)]
    probe = EventLoopProbe()
    probe.start()
    qtbot.wait(100)
    gc.collect(2)  # ~0.3 s over two million lists
    qtbot.wait(100)
    print(probe.stop())
    assert probe.longest_gc > 0.05 and probe.busiest_cpu < 0.05
    probe = EventLoopProbe()
    probe.start()
    qtbot.wait(100)
    end = time.thread_time() + 0.12
    while time.thread_time() < end:
        pass
    qtbot.wait(100)
    print(probe.stop())
    assert probe.busiest_cpu > 0.1
    del junk


_STARVE = """
import os, sys, time
os.sched_setaffinity(0, {int(sys.argv[1])})
os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(1))
end = time.monotonic() + 0.15
while time.monotonic() < end:
    pass
"""


def test_the_probe_does_not_count_the_main_thread_waiting_for_a_cpu(qtbot, qgis_app):
    """A busy machine, made on purpose: a real-time process takes the main thread's CPU
    for 150 ms while a worker of ours runs (without the GIL) on the other CPU. The main
    thread is ready all along but not run; that wait is the machine's, not the code's.
    The main thread waiting *for the worker* (asleep, as on the GIL or a lock) still
    counts. (Root may use SCHED_FIFO; the suite runs as root, on at least two CPUs.)"""
    cpus = sorted(os.sched_getaffinity(0))
    assert len(cpus) >= 2, "this test needs two CPUs"
    main_cpu, other_cpu = cpus[0], cpus[1]
    per_round = _seconds_per_pbkdf2_round()

    def worker(seconds: float) -> threading.Thread:
        def work():
            os.sched_setaffinity(0, {other_cpu})
            hashlib.pbkdf2_hmac("sha256", b"pw", b"salt", int(seconds / per_round))  # the GIL released

        thread = threading.Thread(target=work)
        thread.start()
        return thread

    probe = EventLoopProbe()
    probe.start()
    os.sched_setaffinity(probe.reference_pid, {other_cpu})
    os.sched_setaffinity(0, {main_cpu})  # this thread only
    try:
        thread = worker(0.5)
        qtbot.wait(50)
        starver = subprocess.Popen([sys.executable, "-c", _STARVE, str(main_cpu)])
        qtbot.waitUntil(lambda: starver.poll() is not None and not thread.is_alive(), timeout=10_000)
    finally:
        os.sched_setaffinity(0, cpus)
        print(summary := probe.stop())
    assert starver.returncode == 0, "the starving process could not take SCHED_FIFO (the suite runs as root)"
    starved = max(probe.gaps, key=lambda g: g.queued)
    assert starved.queued > 0.1 and starved.process_cpu > 0.1, f"the control: {starved}"  # would count without
    assert probe.held < 0.05, summary

    probe = EventLoopProbe()
    probe.start()
    qtbot.wait(50)
    worker(0.15).join()
    qtbot.wait(50)
    print(summary := probe.stop())
    assert probe.held > 0.1, summary


def _seconds_per_pbkdf2_round() -> float:
    rounds = 20_000
    start = time.perf_counter()
    hashlib.pbkdf2_hmac("sha256", b"pw", b"salt", rounds)
    return (time.perf_counter() - start) / rounds
