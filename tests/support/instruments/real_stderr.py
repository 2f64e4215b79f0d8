"""The run's real standard error, for what must be seen even when pytest captures.

While pytest captures output, file descriptor 2 is its temporary file, and a run
that ends abruptly loses whatever went there (a CI run hung this way printed no
stack). pytest keeps a copy of the real descriptor: last-resort reports write there."""

from __future__ import annotations

import os
import sys

_FILE = {"file": None}


def pytest_configure(config):
    capture = getattr(config.pluginmanager.getplugin("capturemanager"), "_global_capturing", None)
    saved = getattr(getattr(capture, "err", None), "targetfd_save", None)
    try:
        _FILE["file"] = os.fdopen(os.dup(saved), "w") if isinstance(saved, int) else sys.__stderr__
    except OSError:
        _FILE["file"] = sys.__stderr__


def real_stderr():
    return _FILE["file"] or sys.__stderr__
