"""Qt's last words before it aborts, on the real standard error.

A fatal Qt message ("QThread: Destroyed while thread is still running", a failed
assertion) is printed and then the process aborts; while pytest captures, the text
went to its temporary file and was lost with the run: a 3.40 leg ended in "Fatal
Python error: Aborted" with the stack of a Python line and no cause. pytest-qt's own
message capture is off (pytest.ini: --no-qt-log): it would take the message first."""

from __future__ import annotations

import sys

from qgis.PyQt.QtCore import QtMsgType, qInstallMessageHandler

from support.instruments.real_stderr import real_stderr

_LOUD = (QtMsgType.QtFatalMsg, QtMsgType.QtCriticalMsg)
_KIND = {QtMsgType.QtFatalMsg: "fatal", QtMsgType.QtCriticalMsg: "critical", QtMsgType.QtWarningMsg: "warning"}


def _handler(kind, context, message) -> None:
    """Fatal and critical to the real stderr; the rest to the captured one (a failing
    test's report shows it, as pytest-qt's capture did)."""
    loud = kind in _LOUD
    out = real_stderr() if loud else sys.stderr
    where = f" ({context.file}:{context.line})" if loud and context is not None and context.file else ""
    out.write(f"Qt {_KIND.get(kind, 'message')}{where}: {message}\n")
    out.flush()


def pytest_configure(config):
    qInstallMessageHandler(_handler)
