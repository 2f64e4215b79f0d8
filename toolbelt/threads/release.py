"""Letting go of a QThread without hanging QGIS.

Qt emits ``finished`` before the thread's last chores, one of which deletes the
Python-made Qt objects that live in it, which needs the GIL. Freeing the last
reference to the QThread then would destroy it on the main thread, and Qt's
destructor waits for those chores while holding the GIL: QGIS hangs for good
(gdb on a hung lookup test showed exactly that). So a thread is kept here and
asked from the event loop whether it has ended: ``wait(0)`` never blocks, where a
blocking wait would hold the loop for as long as the chores take.
"""

from __future__ import annotations

from qgis.PyQt import sip
from qgis.PyQt.QtCore import QThread, QTimer

# Threads let go of but not yet ended (in their last chores, or still running at unload).
KEPT: set[QThread] = set()

# How often a kept thread is checked: soon, then less often (a thread still in an
# HTTP read at unload may take a while).
_FIRST_CHECK_MS = 5
_LAST_CHECK_MS = 1_000


def release_when_ended(worker: QThread, check_ms: int = _FIRST_CHECK_MS) -> None:
    """Drop this module's hold on ``worker`` once it has ended; call it from the
    main thread, on ``finished`` or later. Twice is harmless: ``keep_until_ended``
    may start two rounds of checks (its own, and ``finished`` arriving meanwhile),
    and the later one finds the thread already deleted."""
    if sip.isdeleted(worker):
        KEPT.discard(worker)
        return
    if worker.wait(0):
        KEPT.discard(worker)
        # Deleted here, in the event loop: the last Python reference may sit in a
        # cycle (a slot holding the thread), which the collector breaks in any thread.
        worker.deleteLater()
        return
    KEPT.add(worker)
    later = min(check_ms * 2, _LAST_CHECK_MS)
    QTimer.singleShot(check_ms, lambda: release_when_ended(worker, later))


def keep_until_ended(worker: QThread) -> None:
    """For a thread that may still be running: kept until it has ended."""
    KEPT.add(worker)
    worker.finished.connect(lambda: release_when_ended(worker))
    if worker.isFinished():  # it may have ended before the connection was made
        release_when_ended(worker)
