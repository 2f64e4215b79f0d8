"""A chat turn's thread ends without hanging QGIS. gdb on a hung lookup test (the
full suite, about 1 run in 5) showed the main thread in Qt's ~QThread, holding the
GIL, waiting for the turn thread's last chores, and the turn thread in those chores
deleting a QgsFeedback a lookup had made there, waiting for the GIL."""

from __future__ import annotations

import threading
import time

from map_assistant.toolbelt.threads.feedback import new_feedback
from qgis.PyQt.QtCore import QCoreApplication
from support.instruments.test_finish_deadlock import run_script  # the script, run as its self-test runs it


def test_a_finished_turn_thread_is_let_go_without_a_deadlock():
    """The thread's last chores are held back while the main thread handles its
    ``finished``: the controller's way of letting go of it waits without the GIL."""
    done = run_script()
    assert done is not None, "the main thread and the ending turn thread deadlocked"
    assert done.returncode == 0 and "ended" in done.stdout, done.stdout + done.stderr[-2000:]


def test_the_event_loop_keeps_running_while_a_turn_thread_finishes():
    """Letting go of the thread never blocks the main thread: the thread's last
    chores wait for an answer from the event loop, and get it."""
    done = run_script()
    assert done is not None and "ended" in done.stdout
    assert "loop answered: yes" in done.stdout, done.stdout + done.stderr[-2000:]
    # That the script catches a hang or a blocked loop: its self-test, test_finish_deadlock.py.


def test_a_feedback_made_in_a_worker_thread_lives_in_the_main_thread(qgis_app):
    """So freeing it never leaves a deletion to the worker's last chores."""
    made = []
    worker = threading.Thread(target=lambda: made.append(new_feedback()))
    worker.start()
    worker.join()
    assert made[0].thread() == QCoreApplication.instance().thread()


def test_a_released_thread_is_deleted_by_the_event_loop(qgis_app, qtbot):
    """Not left to the garbage collector (which may run in any thread): once ended,
    the thread object is deleted in the main thread's event loop."""
    from map_assistant.toolbelt.threads import release as thread_release
    from qgis.PyQt import sip
    from qgis.PyQt.QtCore import QEvent, QThread

    class Short(QThread):
        def run(self):
            time.sleep(0.1)

    worker = Short()
    worker.start()
    thread_release.keep_until_ended(worker)
    assert worker in thread_release.KEPT
    qtbot.waitUntil(lambda: worker not in thread_release.KEPT, timeout=5_000)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # as the main loop would
    assert sip.isdeleted(worker)


def test_a_second_release_of_a_deleted_thread_does_nothing(qgis_app, qtbot):
    """keep_until_ended may start two rounds of checks for one thread (``finished``
    arrives between its connect and its own check); the later round must not touch
    the deleted thread (it raised RuntimeError in a timer: QGIS's error dialog, or an
    abort where the Python hook is the default one)."""
    from map_assistant.toolbelt.threads import release as thread_release
    from qgis.PyQt import sip
    from qgis.PyQt.QtCore import QEvent, QThread

    worker = QThread()
    worker.start()
    worker.quit()
    assert worker.wait(5_000)
    thread_release.release_when_ended(worker)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert sip.isdeleted(worker)
    thread_release.release_when_ended(worker)  # the other round's late check
    assert worker not in thread_release.KEPT

