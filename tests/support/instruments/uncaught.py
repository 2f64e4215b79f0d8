"""A last resort against an exception that reaches Qt between tests.

Python code that Qt calls (a slot, a timer, a ``QThread``'s or a ``QgsTask``'s
``run``) and that raises hands the exception to ``sys.excepthook``. pytest-qt hooks
it from a test's setup to the end of its teardown, and fails that test. In between,
the hook is Python's own, and PyQt then calls qFatal: the whole run aborts, with no
word of what raised. Yet code does run in between: pytest-qgis delivers the queued
events and deferred deletions after each test, outside pytest-qt's watch, and a
thread left running may raise at any time. (A CI run aborted, exit 134, with no
traceback; this is one way that happens.) QGIS installs a hook of its own (its
Python error dialog); this one stands for it for the whole session: it prints the
traceback, with the test before it, and fails the next test, or the run."""

from __future__ import annotations

import sys
import threading
import traceback

import pytest

from support.instruments.real_stderr import real_stderr

_RAISED: list[str] = []  # reports not yet turned into a failure
_LAST = {"test": "(no test yet)"}


def _hook(kind, value, tb) -> None:
    text = "".join(traceback.format_exception(kind, value, tb))
    report = (f"An exception reached Qt outside a test (after {_LAST['test']}, "
              f"in thread {threading.current_thread().name!r}):\n{text}")
    _RAISED.append(report)
    print(f"\n{report}", file=real_stderr(), flush=True)  # seen even if the run ends abruptly


def pytest_configure(config):
    sys.excepthook = _hook


def pytest_unconfigure(config):
    if sys.excepthook is _hook:
        sys.excepthook = sys.__excepthook__


def pytest_runtest_logfinish(nodeid, location):
    _LAST["test"] = nodeid


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item):
    if _RAISED:
        reports = "\n".join(_RAISED)
        _RAISED.clear()
        pytest.fail(reports, pytrace=False)


@pytest.hookimpl(hookwrapper=True)
def pytest_sessionfinish(session, exitstatus):
    yield
    if _RAISED:
        print("\n".join(_RAISED), file=real_stderr(), flush=True)
        _RAISED.clear()
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
