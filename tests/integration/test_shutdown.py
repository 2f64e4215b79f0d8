"""Unloading while work is under way: running actions are cancelled and report to
no one (their widgets are going away), and a turn's thread still running is kept
alive until it ends (a QThread destroyed while running aborts QGIS)."""

from __future__ import annotations

import time

from map_assistant.toolbelt.threads import release as thread_release
from map_assistant.toolbelt.threads import tasks
from qgis.PyQt import sip
from support.fakes.recording_host import RecordingHost
from support.fakes.scripted import ANTHROPIC_ONLY, Reply


@ANTHROPIC_ONLY  # no model call: once is enough
def test_shutdown_cancels_running_tasks_and_detaches_them(chat, qtbot):
    outcomes, started = [], []

    def work(feedback):
        started.append(True)
        while not feedback.isCanceled():  # a slow action, stopped only by Cancel
            time.sleep(0.01)
        return "late"

    task = tasks.run_in_task("slow", work, outcomes.append, outcomes.append, on_progress=outcomes.append)
    qtbot.waitUntil(lambda: bool(started), timeout=5_000)
    chat.controller.shutdown()
    qtbot.waitUntil(lambda: task.done, timeout=5_000)
    assert outcomes == []  # nothing reached the (departing) dock
    assert task not in tasks._RUNNING


@ANTHROPIC_ONLY  # no model call: once is enough
def test_shutdown_stops_sliced_main_thread_work(chat, qtbot):
    steps_taken, done = [], []

    def endless():
        while True:
            steps_taken.append(1)
            yield 50.0

    host = RecordingHost()
    tasks.run_in_slices(host, "Adding features…", endless(), lambda: done.append(True))
    qtbot.waitUntil(lambda: bool(steps_taken), timeout=5_000)
    chat.controller.shutdown()
    taken = len(steps_taken)
    qtbot.wait(100)  # a slicer still running would take more steps now
    assert len(steps_taken) == taken and done == [] and host.errors == []
    assert not tasks._SLICING


def test_a_turn_still_running_at_shutdown_is_kept_until_it_ends(chat, llm_server, qtbot):
    llm_server.enqueue(Reply.text("A slow answer " * 20, chunk_size=4, chunk_delay=0.02))
    chat.send("Talk slowly", wait=False)
    worker = chat.controller.worker
    qtbot.waitUntil(lambda: worker.isRunning(), timeout=5_000)
    replies_before = chat.replies()

    chat.controller.shutdown(wait_ms=0)  # too short on purpose: the thread is still running

    assert chat.controller.worker is None
    assert worker in thread_release.KEPT or worker.isFinished()
    qtbot.waitUntil(lambda: sip.isdeleted(worker) or worker.isFinished(), timeout=10_000)
    qtbot.waitUntil(lambda: worker not in thread_release.KEPT, timeout=2_000)
    assert chat.replies() == replies_before  # its late events went nowhere


@ANTHROPIC_ONLY  # no model call: once is enough
def test_the_heap_is_frozen_at_start_without_a_collection(chat):
    """The plugin takes QGIS's long-lived objects out of the collector's scans with
    gc.freeze alone (a collection first held the loop ~150 ms)."""
    import gc

    assert gc.get_freeze_count() > 0
