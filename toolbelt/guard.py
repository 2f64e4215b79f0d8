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


def exception_text(exc: BaseException, unexpected: str = "{0}") -> str:
    """The user-facing text of an exception: a ``UserError``'s own ``user_message``;
    for anything else, ``unexpected`` with the exception's text in ``{0}``."""
    if isinstance(exc, UserError) and exc.user_message:
        return exc.user_message
    return unexpected.format(str(exc) or type(exc).__name__)


def sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


@contextmanager
def guard(what: str, report: Callable[[str], object] | None = None, unexpected: str = "{0}",
          prefix: bool = True) -> Iterator[None]:
    """Run the block; an exception is logged with its trace as "<what>: <reason>" and
    reported, never raised. ``prefix=False`` reports the reason alone (a message next
    to the control that failed already says what failed)."""
    try:
        yield
    except Exception as exc:  # noqa: BLE001 - the point: nothing reaches QGIS's error dialog
        reason = exception_text(exc, unexpected)
        message = f"{what}: {reason}"
        log.error(f"{message}\n{traceback.format_exc()}")
        if report is not None:
            try:
                report(message if prefix else reason)
            except Exception as report_exc:  # noqa: BLE001 - e.g. the widget is already deleted
                log.error(f"Could not show the error ({report_exc!r})")
