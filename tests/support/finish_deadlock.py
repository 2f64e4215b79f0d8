"""Run as a script (tests/test_controller_threads.py starts it): a turn thread ends
the way the chat's do, and the main thread lets go of it when ``finished`` arrives.
Prints "ended" unless it hangs.

    python finish_deadlock.py [plain]

Qt emits ``finished`` before the thread's last chores (deleting the Python-made Qt
objects that live in it), which need the GIL. Here those chores are made slow, by
a slot run in the thread itself, so the main thread always gets ``finished`` while
they are pending: the window a chat turn hit about once in 2,000 turns, made wide,
not made up. ``plain`` drops the thread at once, as the controller did (it hangs:
~QThread waits for the chores while holding the GIL); otherwise the controller's
``_forget_when_ended`` lets go of it.
"""

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from support.as_package import register_plugin_package  # noqa: E402

register_plugin_package()

from map_assistant import controller  # noqa: E402
from map_assistant.services.feedback import new_feedback  # noqa: E402
from qgis.core import QgsApplication  # noqa: E402
from qgis.PyQt.QtCore import Qt, QThread  # noqa: E402

SLOW_CHORES_S = 0.3


class Turn(QThread):
    def run(self):
        self.feedback = new_feedback()  # made here, as a lookup's clock is


def main(plain: bool) -> None:
    app = QgsApplication([], False)
    holder = {"turn": Turn()}

    def on_finished():  # main thread, queued
        turn = holder.pop("turn")
        turn.feedback = None
        if not plain:
            controller._forget_when_ended(turn)
        del turn  # the last reference: Qt's ~QThread runs here
        app.quit()

    turn = holder["turn"]
    # Order matters: the queued slot is posted first, then the thread's own slot
    # holds its last chores back while the main thread handles it.
    turn.finished.connect(on_finished, Qt.ConnectionType.QueuedConnection)
    turn.finished.connect(lambda: time.sleep(SLOW_CHORES_S), Qt.ConnectionType.DirectConnection)
    del turn
    holder["turn"].start()
    app.exec()
    print("ended", flush=True)


if __name__ == "__main__":
    main(len(sys.argv) > 1 and sys.argv[1] == "plain")
