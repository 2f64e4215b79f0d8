"""Short calls the main thread runs for a worker, and the tests of "am I on the main thread?" and
"in a thread Qt started?".

Project layers, the canvas and the project belong to the main thread. A worker
that must touch them sends a short call here and waits for it, polling its own
clock (Stop, timeout) so that a busy main thread never traps it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from qgis.PyQt.QtCore import QCoreApplication, QObject, Qt, QThread, pyqtSignal

T = TypeVar("T")


class Clock(Protocol):
    def check(self) -> None:
        """Raise once the caller must stop waiting (Stop pressed, time over)."""


def on_main_thread() -> bool:
    """True on the thread that owns QGIS's application object (the Qt main thread)."""
    app = QCoreApplication.instance()
    return app is not None and QThread.currentThread() == app.thread()


def to_main_thread(made: QObject) -> QObject:
    """``made``, a QObject made in this worker (a layer opened in a task, a feedback), handed to
    the main thread, where it will be used or freed. Qt moves an object only from the thread it
    lives in: one that lives elsewhere is left where it is."""
    application = QCoreApplication.instance()
    here = QThread.currentThread()
    if application is not None and made.thread() == here and here != application.thread():
        made.moveToThread(application.thread())
    return made


def in_a_qt_thread() -> bool:
    """True in a thread Qt started (the main one, a QThread, a task's): only there do the timers
    of QGIS's network requests fire (a plain Python thread has no event dispatcher)."""
    return QThread.currentThread().eventDispatcher() is not None


class _Job:
    def __init__(self, work: Callable[[], Any]):
        self.work = work
        self.result: Any = None
        self.error: BaseException | None = None
        self.done = threading.Event()
        self.abandoned = False


class MainThreadCaller(QObject):
    """Runs short functions on the main thread for the worker. Create it on the main thread."""

    _submitted = pyqtSignal(object)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._submitted.connect(self._run, Qt.ConnectionType.QueuedConnection)

    def call(self, work: Callable[[], T], clock: Clock) -> T:
        """``work()`` on the main thread; its result or its exception here.

        Called on the main thread itself (service tests), it simply runs. From a
        worker it waits, polling ``clock`` (Stop, timeout), which raises.
        """
        if on_main_thread():
            return work()
        job = _Job(work)
        self._submitted.emit(job)
        while not job.done.wait(0.02):
            try:
                clock.check()
            except Exception:
                job.abandoned = True  # if the main thread gets to it later, it skips it
                raise
        if job.error is not None:
            raise job.error
        return job.result

    def _run(self, job: _Job) -> None:
        if job.abandoned:
            return
        try:
            job.result = job.work()
        except BaseException as error:  # noqa: BLE001 - handed to the waiting worker
            job.error = error
        finally:
            job.done.set()
