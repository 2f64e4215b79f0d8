"""Unloading the plugin closes everything even when one step fails (issue 37): an
archive left connected to the project's signals outlived a reload of the plugin, a
suspect in a redrawn chat that lost the user's new message."""

from __future__ import annotations


def test_a_failing_step_of_the_shutdown_leaves_the_archive_closed(chat, monkeypatch):
    closed = []
    monkeypatch.setattr(chat.controller.mcp, "shutdown", lambda: 1 / 0)  # the step before fails
    original = chat.controller.archive.close
    monkeypatch.setattr(chat.controller.archive, "close", lambda: closed.append(True) or original())

    chat.controller.shutdown()  # raises nothing into QGIS

    assert closed == [True]
