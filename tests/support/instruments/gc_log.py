"""For an investigation: MAP_ASSISTANT_GC_LOG=path logs every garbage collection of
the oldest generation, and any other that took 10 ms or more, for the whole run:
the test, the thread, the generation, how long, how many objects it freed, and
how many objects were frozen then. A collection on a worker thread holds the
GIL, and so QGIS's main thread, for its whole length (test_stall_watch.py shows it)."""

from __future__ import annotations

import gc
import os
import threading
import time

_SLOW_S = 0.010


class GcLog:
    def __init__(self, path: str):
        self._file = open(path, "a", buffering=1)  # noqa: SIM115 (closed in close)
        self._started: dict[int, float] = {}  # thread ident -> start

    def __call__(self, phase: str, info: dict) -> None:
        ident = threading.get_ident()
        if phase == "start":
            self._started[ident] = time.perf_counter()
            return
        started = self._started.pop(ident, None)
        if started is None:
            return
        took = time.perf_counter() - started
        generation = info.get("generation")
        if generation == 2 or took >= _SLOW_S:
            thread = threading.current_thread()
            where = "main" if thread is threading.main_thread() else f"worker {thread.name}"
            self._file.write(f"{os.environ.get('PYTEST_CURRENT_TEST', '-')}\t{where}\tgen {generation}\t"
                             f"{took * 1000:.1f} ms\tcollected {info.get('collected')}\t"
                             f"frozen {gc.get_freeze_count()}\n")

    def close(self) -> None:
        if self in gc.callbacks:
            gc.callbacks.remove(self)
        self._file.close()


_LOG: list[GcLog] = []


def start(path: str) -> GcLog:
    log = GcLog(path)
    gc.callbacks.append(log)
    return log


def pytest_configure(config):
    if os.environ.get("MAP_ASSISTANT_GC_LOG"):
        _LOG.append(start(os.environ["MAP_ASSISTANT_GC_LOG"]))


def pytest_unconfigure(config):
    while _LOG:
        _LOG.pop().close()
