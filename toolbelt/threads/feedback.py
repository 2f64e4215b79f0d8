"""A ``QgsFeedback`` made in Python that QGIS may connect to and disconnect from in
a worker thread without hanging QGIS.

A QgsFeedback created from Python is sip's subclass, whose ``connectNotify`` and
``disconnectNotify`` look for a Python override, taking the GIL to look, and Qt
calls them with one of its internal signal-slot mutexes held. QGIS connects and
disconnects the feedback in worker threads with the GIL released (the postgres
provider's ``execSql`` does, to cancel on the server), while the main thread,
holding the GIL, creates widgets, which takes mutexes from the same pool: each
waits for the other and QGIS hangs for good (gdb on a hung test showed exactly
that; a stress script, three workers running ``execSql`` while the main thread
builds widgets, hung 3 runs out of 3 within 40 s, and ran 25 s, ~60,000
queries, 3 runs out of 3 with ``thread_safe``). sip looks once per object and
then remembers there is no override, never taking the GIL there again:
``thread_safe`` makes it look now, from Python, which already holds the GIL.
"""

from __future__ import annotations

from qgis.core import QgsFeedback

from .main_thread import to_main_thread


def thread_safe(feedback: QgsFeedback) -> QgsFeedback:
    """``feedback``, its notifiers looked up (idempotent, any thread); returned for chaining.

    Connected to its own C++ slot ``cancel`` (a no-op once cancelled, which is when
    ``canceled`` is emitted), not to a Python function: PyQt would make a slot proxy
    in the calling thread and delete it later through that thread's event loop,
    which needs the GIL there while the main thread, holding it, may be waiting for
    that thread to end (a hang of the full suite, seen with gdb).

    A feedback made in a worker thread moves to the main thread. Freed from another
    thread, PyQt deletes it later through the thread it lives in, and a worker does
    that in its last chores, where sip's destructor needs the GIL: with the main
    thread holding it while it waits for that worker to end, QGIS hangs for good (gdb
    on a hung lookup test: ~sipQgsFeedback in the worker, ~QThread on the main thread)."""
    feedback.canceled.connect(feedback.cancel)
    feedback.canceled.disconnect(feedback.cancel)
    return to_main_thread(feedback)


def new_feedback() -> QgsFeedback:
    return thread_safe(QgsFeedback())
