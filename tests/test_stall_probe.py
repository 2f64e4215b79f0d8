"""The event-loop probe the stall tests use: CPU-bound work on the main thread counts,
a full garbage collection (its length set by the whole test process) is reported apart."""

import gc
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
