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
from ..agent.user_text import for_user, sentence
from . import log

__all__ = ["exception_text", "guard", "sentence"]


def _as_is(reason: str) -> str:
    return reason


def exception_text(exc: BaseException, unexpected: Callable[[str], str] = _as_is) -> str:
    """The user-facing text of an exception: a ``UserError``'s own ``user_message``;
    for anything else, ``unexpected(the exception's text)``."""
    if isinstance(exc, UserError) and exc.user_message:
        return exc.user_message
    return unexpected(str(exc) or type(exc).__name__)


@contextmanager
def guard(what: str, report: Callable[[str], object] | None = None, unexpected: Callable[[str], str] = _as_is,
          prefix: bool = True) -> Iterator[None]:
    """Run the block; an exception is logged with its trace as "<what>: <reason>" and
    reported, never raised. ``prefix=False`` reports the reason alone (a message next
    to the control that failed already says what failed)."""
    try:
        yield
    except Exception as exc:  # noqa: BLE001 - the point: nothing reaches QGIS's error dialog
        reason = exception_text(exc, unexpected)
        message = for_user("{what}: {reason}", what=what, reason=reason)
        log.error(f"{message}\n{traceback.format_exc()}")
        if report is not None:
            try:
                report(message if prefix else reason)
            except Exception as report_exc:  # noqa: BLE001 - e.g. the widget is already deleted
                log.error(f"Could not show the error ({report_exc!r})")
