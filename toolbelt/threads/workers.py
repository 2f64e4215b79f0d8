"""The plugin's own threads: a worker that streams items back, a background call, a watcher.

Each hands its results to the main thread through queued signals only, so no
widget or layer is touched off the main thread. Let go of a finished or running
QThread with ``release.release_when_ended``, never by dropping the reference.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable

from qgis.PyQt.QtCore import QThread, pyqtSignal

from ..i18n import translated
from ..slot_guard import exception_text


class StreamWorker(QThread):
    """Runs ``produce()`` off the main thread; each item it yields arrives as ``produced``.

    An exception becomes one last item, ``on_error(exc)``, so the receiver hears
    of it in the same stream.
    """

    # Not "event": that name is QObject.event(), which Qt calls to deliver any event
    # to the thread object (deleteLater, for one); a signal there made those fail.
    produced = pyqtSignal(object)

    def __init__(self, produce: Callable[[], Iterable[object]], on_error: Callable[[Exception], object]):
        super().__init__()
        self._produce = produce
        self._on_error = on_error
        self.discarded = False  # set by the receiver: drop whatever this worker still sends

    def run(self) -> None:
        try:
            for item in self._produce():
                self.produced.emit(item)
        except Exception as exc:  # noqa: BLE001 - reported in the stream, never raised into Qt
            self.produced.emit(self._on_error(exc))


class BackgroundCall(QThread):
    """Calls ``call`` off the main thread; its result comes back as a queued signal."""

    done = pyqtSignal(object)
    failed = pyqtSignal(str)

    def __init__(self, call: Callable[[], object]):
        super().__init__()
        self._call = call

    def run(self) -> None:
        try:
            self.done.emit(self._call())
        except Exception as exc:  # noqa: BLE001 - any failure becomes the message next to the button
            self.failed.emit(translated(exception_text(exc)))  # a str signal: translated before it leaves


def watcher(target: Callable[[], None], name: str) -> threading.Thread:
    """A daemon thread (not started) that watches a clock beside blocking work.

    The caller joins it before the work's objects go away."""
    return threading.Thread(target=target, name=name, daemon=True)
