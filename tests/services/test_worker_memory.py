"""Large results in worker threads without holding the main thread (bench case 8):
full garbage collections wait while a worker builds ~100,000 objects, and rows are
freed in pieces. Each of these alone held the event loop 15-100 ms, measured."""

from __future__ import annotations

import gc
import threading
import weakref

from map_assistant.services.sql.engines.common import full_collections_deferred, release


def _full_collections_while_building(deferred: bool) -> int:
    full = []

    def count(phase, info):
        if phase == "start" and info["generation"] == 2:
            full.append(threading.current_thread().name)

    # Tracked containers kept alive, as rows are; as many as the heap holds, so they
    # pass the "a quarter of the long-lived objects are new" rule that starts a full one.
    size = max(300_000, len(gc.get_objects()))

    def build():
        kept = [[i] for i in range(size)]
        assert len(kept) == size

    gc.callbacks.append(count)
    try:
        if deferred:
            with full_collections_deferred():
                build()
        else:
            build()
    finally:
        gc.callbacks.remove(count)
    return len(full)


def test_no_full_collection_runs_while_deferred_and_the_thresholds_come_back():
    before = gc.get_threshold()
    assert _full_collections_while_building(deferred=False) > 0, "the control must collect, or this proves nothing"
    assert _full_collections_while_building(deferred=True) == 0
    assert gc.get_threshold() == before


def test_nested_and_concurrent_deferrals_restore_the_thresholds_once_all_end():
    before = gc.get_threshold()
    inside, leave = threading.Event(), threading.Event()

    def worker():
        with full_collections_deferred():
            inside.set()
            leave.wait(5)

    thread = threading.Thread(target=worker)
    thread.start()
    assert inside.wait(5)
    with full_collections_deferred():
        assert gc.get_threshold()[2] > before[2]
    assert gc.get_threshold()[2] > before[2], "the worker's deferral still holds"
    leave.set()
    thread.join(5)
    assert gc.get_threshold() == before


class _Row:
    pass


def test_release_frees_every_item_and_leaves_the_list_empty():
    rows = [_Row() for _ in range(10_001)]
    alive = [weakref.ref(row) for row in rows[::1000]]
    release(rows, piece=1_000)
    assert rows == []
    assert all(ref() is None for ref in alive)
