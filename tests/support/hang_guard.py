"""A last resort against a hung test: pytest-timeout's signal method fires only when
Python runs, so a test stuck inside a C++ call would hold the run until CI's own
limit, with nothing printed. faulthandler's watchdog thread needs no Python on the
main thread: it prints every thread's stack and ends the run, a while after
pytest-timeout should have acted."""

from __future__ import annotations

import faulthandler
import os
import sys

import pytest

GRACE_S = 120  # beyond the test's own timeout: pytest-timeout first, this only if that failed
_REPORT = {"file": None}  # where the stacks go: the run's real standard error


def pytest_configure(config):
    """While pytest captures output, file descriptor 2 is its temporary file, and a
    run ended by the watchdog loses whatever went there (a CI run hung this way
    printed no stack). pytest keeps a copy of the real descriptor: write to that."""
    capture = getattr(config.pluginmanager.getplugin("capturemanager"), "_global_capturing", None)
    saved = getattr(getattr(capture, "err", None), "targetfd_save", None)
    try:
        _REPORT["file"] = os.fdopen(os.dup(saved), "w") if isinstance(saved, int) else sys.__stderr__
    except OSError:
        _REPORT["file"] = sys.__stderr__


def _timeout_s(item: pytest.Item) -> float:
    marker = item.get_closest_marker("timeout")
    if marker and marker.args:
        return float(marker.args[0])
    return float(item.config.getini("timeout") or 0)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    limit = _timeout_s(item)
    if limit > 0:
        faulthandler.dump_traceback_later(limit + GRACE_S, exit=True, file=_REPORT["file"] or sys.__stderr__)
    try:
        yield
    finally:
        faulthandler.cancel_dump_traceback_later()
