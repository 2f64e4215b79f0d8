"""One HTTP request through QGIS's network stack (``QgsNetworkAccessManager``, so QGIS's proxy
and settings apply), waited for in the calling worker thread's own event loop.

The reply lives in this thread, so an abort reaches it at once: a cancelled feedback, or the
deadline's timer, ends the wait the moment it fires. QGIS's blocking requests were used
before (``blockingPost``, ``QgsNominatimGeocoder.geocodeString``): cancelled through a
feedback they now and then waited for good (a CI run's place-search tests hung behind one
slow server; an Overpass Cancel waited for the deadline)."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

from qgis.core import QgsFeedback, QgsNetworkAccessManager
from qgis.PyQt.QtCore import QByteArray, QEventLoop, QTimer
from qgis.PyQt.QtNetwork import QNetworkReply, QNetworkRequest

from ..toolbelt.threads.main_thread import in_a_qt_thread


@dataclass(frozen=True)
class WebAnswer:
    status: int | None  # the HTTP status; None when no answer came (refused, unreachable, stopped)
    content: bytes
    error: str  # Qt's words for what went wrong; "" when nothing did
    cancelled: bool  # the feedback was cancelled (the user's Cancel or Stop)
    timed_out: bool  # the deadline, or the idle limit, ended it

    @property
    def ok(self) -> bool:
        return self.status == 200 and not self.error


def fetch(request: QNetworkRequest, feedback: QgsFeedback, *, deadline_s: float | None = None,
          idle_s: float | None = None, body: bytes | None = None) -> WebAnswer:
    """GET ``request`` (POST with ``body``). ``deadline_s`` bounds the whole exchange; ``idle_s``
    the time with nothing arriving (Qt's transfer timeout), for a long answer that keeps coming.
    Only in a worker QThread (``require_a_worker_qthread``)."""
    require_a_worker_qthread("a web request")
    if idle_s is not None:
        request.setTransferTimeout(int(idle_s * 1000))
    if feedback.isCanceled():
        return WebAnswer(None, b"", "cancelled", cancelled=True, timed_out=False)
    manager, started = QgsNetworkAccessManager.instance(), time.monotonic()
    reply = manager.get(request) if body is None else manager.post(request, QByteArray(body))
    deadline = _deadline(reply, deadline_s)
    feedback.canceled.connect(reply.abort)  # queued into this thread: the loop below delivers it
    try:
        _wait(reply, feedback)
        # A single shot is inactive once fired; an answer that came in the same pass stays an answer.
        no_status = reply.attribute(QNetworkRequest.Attribute.HttpStatusCodeAttribute) is None
        expired = deadline is not None and not deadline.isActive() and no_status
        return _answer(reply, feedback, expired or _idle_expired(reply, started, idle_s))
    finally:
        feedback.canceled.disconnect(reply.abort)
        if deadline is not None:
            deadline.stop()
        reply.deleteLater()


def require_a_worker_qthread(what: str) -> None:
    """RuntimeError unless this is a worker thread Qt started: the wait must not freeze QGIS, and
    its event loop's timers never fire in a thread Qt did not start (on QGIS 3.44 a slow server's
    request never ended there, and a CI leg's tests hung)."""
    if threading.current_thread() is threading.main_thread():
        raise RuntimeError(f"{what} waits on the network: run it in a worker thread")
    if not in_a_qt_thread():
        raise RuntimeError(f"{what} needs a QThread (the chat's turn, a task), not a plain Python thread")


def _deadline(reply: QNetworkReply, seconds: float | None) -> QTimer | None:
    if seconds is None:
        return None
    # Lives in this thread, so the wait's loop fires it. Connected to C++ slots only: a Python
    # slot here would leave PyQt a proxy to delete through this thread (toolbelt/threads/feedback.py).
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(reply.abort)
    timer.start(int(seconds * 1000))
    return timer


def _wait(reply: QNetworkReply, feedback: QgsFeedback) -> None:
    waiting = QEventLoop()
    reply.finished.connect(waiting.quit)
    if feedback.isCanceled():  # cancelled before the connection was made
        reply.abort()
    if not reply.isFinished():
        waiting.exec()


def _idle_expired(reply: QNetworkReply, started: float, idle_s: float | None) -> bool:
    # Qt's transfer timeout: Qt 5 reports it as cancelled, Qt 6 as timed out.
    no_answer = reply.attribute(QNetworkRequest.Attribute.HttpStatusCodeAttribute) is None
    return idle_s is not None and no_answer and time.monotonic() - started >= idle_s * 0.9


def _answer(reply: QNetworkReply, feedback: QgsFeedback, timed_out: bool) -> WebAnswer:
    status = reply.attribute(QNetworkRequest.Attribute.HttpStatusCodeAttribute)
    failed = reply.error() != QNetworkReply.NetworkError.NoError
    return WebAnswer(None if status is None else int(status), bytes(reply.readAll()),
                     reply.errorString() if failed else "", cancelled=feedback.isCanceled(),
                     timed_out=timed_out and not feedback.isCanceled())
