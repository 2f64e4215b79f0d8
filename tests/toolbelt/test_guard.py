"""The one guard for slots: an exception is logged to the plugin's log tab and
reported as one readable line, and never propagates (into QGIS's error dialog)."""

from map_assistant.agent.user_error import UserError
from map_assistant.toolbelt import log
from map_assistant.toolbelt.slot_guard import exception_text, guard
from qgis.core import Qgis, QgsApplication


class FriendlyError(UserError):
    def __init__(self, internal: str):
        super().__init__("Open Settings and choose another model.")
        self.internal = internal


def test_an_exception_is_logged_reported_and_swallowed(qgis_app):
    logged, reported = [], []

    def on_log(message, tag, level):
        logged.append((message, tag, level))

    QgsApplication.messageLog().messageReceived.connect(on_log)
    try:
        with guard("Could not save", reported.append):
            raise FriendlyError("internal detail")
        with guard("Could not count"):
            raise ValueError("bad count")
    finally:
        QgsApplication.messageLog().messageReceived.disconnect(on_log)
    assert reported == ["Could not save: Open Settings and choose another model."]
    ours = [(m, level) for m, tag, level in logged if tag == log.TAG]
    assert ours[0][0].startswith("Could not save: Open Settings") and "Traceback" in ours[0][0]
    assert ours[0][1] == Qgis.MessageLevel.Critical
    assert ours[1][0].startswith("Could not count: bad count")


def test_nothing_happens_without_an_exception(qgis_app):
    reported = []
    with guard("Could not save", reported.append):
        value = 1
    assert value == 1 and reported == []


def test_a_failing_report_does_not_escape_either(qgis_app):
    def broken_report(message):
        raise RuntimeError("wrapped C/C++ object has been deleted")

    with guard("Could not show", broken_report):
        raise OSError("disk full")


def test_exception_text_prefers_the_user_message():
    assert exception_text(FriendlyError("x")) == "Open Settings and choose another model."
    assert exception_text(ValueError("plain")) == "plain"
    assert exception_text(KeyError()) == "KeyError"
