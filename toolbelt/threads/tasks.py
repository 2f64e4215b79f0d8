"""Run one blocking function off the main thread and get its outcome back on it.

Services use this for anything that may take longer than a frame (SQL, feature
iteration over large layers), so QGIS never freezes. ``work`` runs in a QGIS
task-manager thread and receives a ``QgsFeedback`` to poll for cancellation and
report progress; ``on_success``/``on_failure`` run on the main thread, where
touching layers, the canvas and widgets is safe.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

from qgis.core import QgsApplication, QgsFeedback, QgsTask
from qgis.PyQt.QtCore import QTimer

from ...agent.user_error import UserError
from ...agent.user_text import for_user
from ..i18n import translated
from ..log import warning
from ..slot_guard import exception_text, guard, sentence
from .feedback import new_feedback, thread_safe


class TaskTimedOut(UserError):
    """The work ran longer than the configured timeout."""

    def __init__(self, seconds: float, what: str = ""):
        super().__init__(for_user(
            "{what} took longer than {seconds} s and was stopped. Narrow it down (a smaller area or a stricter "
            "filter) or raise the timeout in the settings.", what=what or THE_ACTION, seconds=f"{seconds:g}"))


THE_ACTION = for_user("The action")


class Deadline:
    """A timeout that slow loops poll between items (cheap: one clock read)."""

    def __init__(self, seconds: float, what: str = ""):
        self.seconds = seconds
        self.what = what
        self._end = time.monotonic() + seconds

    def check(self) -> None:
        if time.monotonic() > self._end:
            raise TaskTimedOut(self.seconds, self.what)


class TaskCancelled(UserError):
    """The user cancelled the work (or it never started because it was cancelled)."""

    def __init__(self, message: str = ""):
        super().__init__(message or for_user("Cancelled."))


# The task manager owns the C++ task, but the Python wrapper (and with it our
# run/finished overrides) must stay alive until the task has finished.
_RUNNING: set[FunctionTask] = set()


class FunctionTask(QgsTask):
    """A ``QgsTask`` around one function; the outcome is delivered on the main thread."""

    def __init__(
        self,
        description: str,
        work: Callable[[QgsFeedback], Any],
        on_success: Callable[[Any], None],
        on_failure: Callable[[BaseException], None],
        on_progress: Callable[[float], None] | None = None,
        feedback: QgsFeedback | None = None,
    ):
        super().__init__(translated(description), QgsTask.Flag.CanCancel)  # QGIS's task list shows it
        # A caller may bring a subclass, e.g. the QgsProcessingFeedback an algorithm needs.
        # QGIS connects to it in the worker: see feedback.py.
        self.feedback = thread_safe(feedback) if feedback is not None else new_feedback()
        self._work = work
        self._on_success = on_success
        self._on_failure = on_failure
        self._on_progress = on_progress
        self._result: Any = None
        self._error: BaseException | None = None
        self._done = False
        # Worker-side progress goes through the task, whose progressChanged is
        # relayed to the main thread by the task manager.
        self.feedback.progressChanged.connect(self.setProgress)

    # -- main thread -----------------------------------------------------------
    def cancel(self) -> None:
        self.feedback.cancel()
        super().cancel()

    def detach(self) -> None:
        """Deliver nothing any more: whoever was to be told is going away (unload)."""
        self._on_success = self._on_failure = _ignore
        self._on_progress = None

    @property
    def done(self) -> bool:
        return self._done

    def finished(self, result: bool) -> None:
        self._done = True
        _RUNNING.discard(self)
        try:
            if self.feedback.isCanceled() or (not result and self._error is None):
                # The user cancelled: say so, whatever the work raised on its way out.
                self._on_failure(TaskCancelled())
            elif self._error is not None:
                self._on_failure(self._error)
            else:
                self._on_success(self._result)
        except Exception as exc:  # noqa: BLE001 (never let it reach QGIS's error dialog)
            _report_callback_failure(exc)
        finally:  # let go of the work and its outcome now, on the main thread: they may hold Qt and
            # QGIS objects (a Processing context) that must not wait for the interpreter's exit
            self._work = self._result = self._error = None
            self.detach()

    # -- worker thread -----------------------------------------------------------
    def run(self) -> bool:
        # The main thread may have let go of the GIL inside addTask: give it back at once,
        # so the handler that started this task ends first (bench case 16: ~0.1-0.2 ms).
        time.sleep(0)
        try:
            self._result = self._work(self.feedback)
        except BaseException as exc:  # noqa: BLE001 (handed to on_failure on the main thread)
            self._error = exc
        return not self.feedback.isCanceled() or self._error is not None


def cancel_all() -> None:
    """Plugin unload: cancel every running task and stop all sliced work, silently:
    their results and progress have nowhere to go."""
    for task in list(_RUNNING):
        task.detach()
        task.cancel()
    for timer in list(_SLICING):
        timer.stop()
        _SLICING.discard(timer)


def _ignore(_outcome: Any) -> None:
    pass


def run_in_task(
    description: str,
    work: Callable[[QgsFeedback], Any],
    on_success: Callable[[Any], None],
    on_failure: Callable[[BaseException], None],
    on_progress: Callable[[float], None] | None = None,
    feedback: QgsFeedback | None = None,
) -> FunctionTask:
    """Start ``work(feedback)`` in the QGIS task manager; returns the task (``cancel()``)."""
    task = FunctionTask(description, work, on_success, on_failure, on_progress, feedback)
    if on_progress is not None:
        manager = QgsApplication.taskManager()

        def relay(task_id: int, percent: float) -> None:
            if manager.task(task_id) is task and task._on_progress is not None:  # None once detached
                task._on_progress(percent)

        # Emitted by the manager on the main thread, unlike the feedback's signal.
        manager.progressChanged.connect(relay)
        task.taskCompleted.connect(lambda: _disconnect(manager.progressChanged, relay))
        task.taskTerminated.connect(lambda: _disconnect(manager.progressChanged, relay))
    _RUNNING.add(task)
    QgsApplication.taskManager().addTask(task)
    return task


def _disconnect(signal, slot) -> None:
    try:
        signal.disconnect(slot)
    except (TypeError, RuntimeError):
        pass  # already gone


def _report_callback_failure(exc: Exception) -> None:
    warning(f"A task callback failed: {exc!r}")


def guarded(run: Callable[[Any], None]) -> Callable[[Any], None]:
    """Wrap a button's ``run(host)`` so no exception reaches QGIS's Python error dialog.

    ``ActionRejected``-style errors (with ``user_message``) are shown as they are;
    anything else is logged and reported as an unexpected failure.
    """

    def run_guarded(host: Any) -> None:
        with guard("Action failed", lambda reason: host.show_error(sentence(reason)), unexpected, prefix=False):
            run(host)

    return run_guarded


def unexpected(reason: str) -> str:
    return for_user("The action failed unexpectedly ({reason}). See the Map Assistant log for details.",
                    reason=reason)


def user_message(exc: BaseException) -> str:
    """The text to show for ``exc``: its own user-facing message when it is a ``UserError``."""
    if not isinstance(exc, UserError):
        warning(f"Action failed: {exc!r}")
    return sentence(exception_text(exc, unexpected))


def run_with_progress(
    host: Any,
    message: str,
    work: Callable[[QgsFeedback], Any],
    on_success: Callable[[Any], None],
    feedback: QgsFeedback | None = None,
) -> FunctionTask:
    """``run_in_task`` with the chat's progress/Cancel control; failures go to ``host.show_error``.

    ``on_success`` runs on the main thread; an exception it raises is reported too.
    """
    progress = None

    def finish() -> None:
        if progress is not None:
            progress.finish()

    def succeeded(result: Any) -> None:
        finish()
        try:
            on_success(result)
        except Exception as exc:  # noqa: BLE001 (reported in the chat)
            host.show_error(user_message(exc))

    def failed(exc: BaseException) -> None:
        finish()
        host.show_error(cancelled_text(message) if isinstance(exc, TaskCancelled) else user_message(exc))

    task = run_in_task(message, work, succeeded, failed, on_progress=lambda p: progress and progress.set_progress(p),
                       feedback=feedback)
    # Safe after the task started: its outcome arrives through the event loop, later.
    progress = host.start_progress(message, task.cancel)
    return task


def cancelled_text(message: str) -> str:
    """``message``: what was running, as its progress said it ("Adding 12 features to 'roads'…")."""
    return for_user("Cancelled: {what} Click the button again to rerun it.", what=message)


# Main-thread work per event-loop turn: well under the 50 ms the UI may freeze.
SLICE_BUDGET_S = 0.02
# Slicers in progress (their QTimer and closures must outlive the caller).
_SLICING: set[QTimer] = set()


def advance(steps: Iterator[Any], budget_s: float) -> tuple[bool, Any]:
    """Take ``next(steps)`` for about ``budget_s`` on this thread: (finished, last value).

    One event-loop turn of sliced main-thread work; the caller's timer calls it
    again until it says finished. Errors from the steps propagate.
    """
    end = time.monotonic() + budget_s
    last = None
    try:
        while time.monotonic() < end:
            last = next(steps)
    except StopIteration:
        return True, last
    return False, last


def run_in_slices(
    host: Any,
    message: str,
    steps: Iterator[float],
    on_done: Callable[[], None],
    budget_s: float | None = None,
) -> QTimer:
    """Advance ``steps`` on the main thread, about ``budget_s`` per event-loop turn.

    For work that must happen on the main thread (e.g. filling a layer the
    project will own) but is too large for one turn. Each ``next(steps)`` does
    a small piece and yields the progress in percent. The chat shows progress
    with Cancel; a Cancel stops between two pieces. ``on_done()`` runs after
    the last piece; its errors, like the pieces', go to ``host.show_error``.
    """
    cancelled = []
    progress = host.start_progress(message, lambda: cancelled.append(True))
    timer = QTimer()
    timer.setInterval(0)  # fires whenever the event loop has nothing else to do

    def stop(report: Callable[[], None]) -> None:
        timer.stop()
        _SLICING.discard(timer)
        progress.finish()
        try:
            report()
        except Exception as exc:  # noqa: BLE001 (reported in the chat)
            host.show_error(user_message(exc))

    def turn() -> None:
        if cancelled:
            stop(lambda: host.show_error(cancelled_text(message)))
            return
        try:
            finished, percent = advance(steps, budget_s or SLICE_BUDGET_S)
        except Exception as exc:  # noqa: BLE001 (reported in the chat)
            message_text = user_message(exc)
            stop(lambda: host.show_error(message_text))
            return
        if finished:
            stop(on_done)
        elif percent is not None:
            progress.set_progress(percent)

    timer.timeout.connect(turn)
    _SLICING.add(timer)
    timer.start()
    return timer
