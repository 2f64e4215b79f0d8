"""Run as a script (tests/ui/test_controller_threads.py starts it): a turn thread ends
the way the chat's do, and the main thread lets go of it when ``finished`` arrives.
Prints "ended" unless it hangs, then whether the event loop answered the thread
while the thread was still finishing ("loop answered: yes" or "no").

    python finish_deadlock.py [plain | wait]

Qt emits ``finished`` before the thread's last chores (deleting the Python-made Qt
objects that live in it), which need the GIL. Here those chores are made slow, by
a slot run in the thread itself, so the main thread always gets ``finished`` while
they are pending: the window a chat turn hit about once in 2,000 turns, made wide,
not made up. The slot asks the main thread's event loop for an answer and waits
for it, so a main thread that blocks until the thread has ended (instead of going
back to its loop) shows as "no". ``plain`` drops the thread at once, as the
controller once did (it hangs: ~QThread waits for the chores while holding the
GIL); otherwise ``thread_release.release_when_ended`` lets go of it, as the
controller and the settings page do. ``wait`` first waits for the thread to end,
in the main thread: it ends, but the loop never answered (the self-test's "no").
"""

import sys
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from support.fixtures.as_package import register_plugin_package  # noqa: E402

register_plugin_package()

from map_assistant.toolbelt.threads import release as thread_release  # noqa: E402
from map_assistant.toolbelt.threads.feedback import new_feedback  # noqa: E402
from qgis.core import QgsApplication  # noqa: E402
from qgis.PyQt.QtCore import QObject, Qt, QThread, QTimer, pyqtSignal, pyqtSlot  # noqa: E402

# How long the thread's last chores wait for the event loop's answer.
ANSWER_WAIT_S = 3.0


class Turn(QThread):
    def run(self):
        self.feedback = new_feedback()  # made here, as a lookup's clock is


class Loop(QObject):
    """Lives in the main thread: its slot runs only when the event loop runs."""
    ask = pyqtSignal()

    def __init__(self):
        super().__init__()
        self.answered = threading.Event()
        self.ask.connect(self.answer)  # emitted from the thread: queued to the main thread

    @pyqtSlot()
    def answer(self):
        self.answered.set()


def main(mode: str) -> None:
    app = QgsApplication([], False)
    loop = Loop()
    holder = {"turn": Turn()}
    outcome = {}

    def slow_chores():  # in the thread, after ``finished`` was posted to the main thread
        loop.ask.emit()
        outcome["answered"] = loop.answered.wait(ANSWER_WAIT_S)

    def quit_once_let_go():
        if thread_release.KEPT:
            QTimer.singleShot(5, quit_once_let_go)
        else:
            app.quit()

    def on_finished():  # main thread, queued
        turn = holder.pop("turn")
        turn.feedback = None
        if mode == "wait":  # blocks the main thread until the thread has ended: the loop cannot answer
            turn.wait()
        if mode != "plain":
            thread_release.release_when_ended(turn)
        del turn  # plain: the last reference, so Qt's ~QThread runs here
        quit_once_let_go()

    turn = holder["turn"]
    # Order matters: the queued slot is posted first, then the thread's own slot
    # holds its last chores back while the main thread handles it.
    turn.finished.connect(on_finished, Qt.ConnectionType.QueuedConnection)
    turn.finished.connect(slow_chores, Qt.ConnectionType.DirectConnection)
    del turn
    holder["turn"].start()
    app.exec()
    print("ended", flush=True)
    print(f"loop answered: {'yes' if outcome.get('answered') else 'no'}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "")
