"""Python that Qt calls while it paints, and widgets let go of: no cycle collection there.

A widget owned by Python and caught in a reference cycle (a lambda connected to its own
signal is one) is deleted by Python's cycle collector, whenever a collection happens to
run. Inside a paint (a ``paintEvent``, a model's ``data()``) Qt is walking lists of
widgets; a collection there deleted one of them and Qt painted freed memory: QGIS
crashed (make test: a segfault in every run of the hostile corpus' button test followed
by a shown dock, none with collection paused). So Qt's paint calls run with the collector
paused, and a widget the chat lets go of is unparented and left to Qt to delete.
"""

from __future__ import annotations

import functools
import gc
from collections.abc import Callable
from typing import TypeVar

from qgis.PyQt import sip

Method = TypeVar("Method", bound=Callable)


def painting(method: Method) -> Method:
    """For a method Qt calls while it paints: Python's cycle collector stays paused in it."""

    @functools.wraps(method)
    def paused(*args, **kwargs):
        if not gc.isenabled():  # nested, or paused by its owner: theirs to resume
            return method(*args, **kwargs)
        gc.disable()
        try:
            return method(*args, **kwargs)
        finally:
            gc.enable()

    paused.paints = True  # tests/ui/test_painting.py finds every paint call by this mark
    return paused  # type: ignore[return-value]


def discard(widget) -> None:
    """Take a widget out of the chat now and let Qt delete it, on its own event."""
    if sip.isdeleted(widget):
        return
    widget.setParent(None)  # out of findChildren and of the layout's paint at once
    # Measured: with its deleteLater pending, a collection frees the Python wrapper only; the
    # widget lives until Qt deletes it (tests/ui/test_painting.py). Handing it to C++ as well
    # (sip.transferto) kept its Python slots alive and hung a Processing click (test_traps).
    widget.deleteLater()
