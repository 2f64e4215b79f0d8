"""One guard for Qt slots and QGIS callbacks.

An exception escaping a slot ends in QGIS's Python error dialog, a stack trace
the user cannot act on. ``guard`` logs it (with the trace, in the plugin's log
tab) and hands one readable line to ``report`` instead:

    with guard(tr("Could not save the settings"), self.status.setText):
        preferences.save(settings)
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from ..agent.user_error import UserError
from . import log


def exception_text(exc: BaseException) -> str:
    """The user-facing text of an exception (``user_message`` for a ``UserError``)."""
    if isinstance(exc, UserError) and exc.user_message:
        return exc.user_message
    return str(exc) or type(exc).__name__


@contextmanager
def guard(what: str, report: Callable[[str], object] | None = None) -> Iterator[None]:
    """Run the block; an exception becomes "<what>: <reason>", logged and reported, never raised."""
    try:
        yield
    except Exception as exc:  # noqa: BLE001 - the point: nothing reaches QGIS's error dialog
        message = f"{what}: {exception_text(exc)}"
        log.error(f"{message}\n{traceback.format_exc()}")
        if report is not None:
            try:
                report(message)
            except Exception as report_exc:  # noqa: BLE001 - e.g. the widget is already deleted
                log.error(f"Could not show the error ({report_exc!r})")
