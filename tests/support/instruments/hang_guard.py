"""A last resort against a hung test: pytest-timeout's signal method fires only when
Python runs, so a test stuck inside a C++ call would hold the run until CI's own
limit, with nothing printed. faulthandler's watchdog thread needs no Python on the
main thread: it prints every thread's stack and ends the run, a while after
pytest-timeout should have acted. The run's end is guarded too (QGIS's exit, the
interpreter waiting for threads): no test's limit covers it."""

from __future__ import annotations

import faulthandler
import os

import pytest

from support.instruments.real_stderr import real_stderr

GRACE_S = 120  # beyond the test's own timeout: pytest-timeout first, this only if that failed
ENDING_S = 300  # from the last test's end to the process's: QGIS's exit takes seconds


def _timeout_s(item: pytest.Item) -> float:
    """The limit pytest-timeout applies, in its own order: the marker (positional or
    ``timeout=``), then ``--timeout``, then PYTEST_TIMEOUT, then the ini file."""
    marker = item.get_closest_marker("timeout")
    if marker and (marker.args or "timeout" in marker.kwargs):
        return float(marker.args[0] if marker.args else marker.kwargs["timeout"])
    for value in (item.config.getoption("timeout", None), os.environ.get("PYTEST_TIMEOUT"),
                  item.config.getini("timeout")):
        if value not in (None, ""):
            return float(value)
    return 0.0


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    limit = _timeout_s(item)
    if limit > 0:
        faulthandler.dump_traceback_later(limit + GRACE_S, exit=True, file=real_stderr())
    try:
        yield
    finally:
        faulthandler.cancel_dump_traceback_later()


@pytest.hookimpl(tryfirst=True)
def pytest_sessionfinish(session):
    """Armed until the process ends (interpreter finalisation cancels it only after
    it has waited for every thread)."""
    faulthandler.dump_traceback_later(ENDING_S, exit=True, file=real_stderr())
