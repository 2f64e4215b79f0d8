"""The after-click checks on their own (services/checks/after_click.py); each is also
clicked through its button in tests/services/actions/."""

from map_assistant.services.checks.after_click import file_unwritten, nothing_selected


def test_a_file_is_written_only_when_it_is_there_and_not_empty(tmp_path):
    path = tmp_path / "map.png"
    assert file_unwritten(str(path)) == f"The export did not write {path}: the file is missing."
    path.write_bytes(b"")
    assert file_unwritten(str(path)) == f"The export did not write {path}: the file is empty."
    path.write_bytes(b"\x89PNG")
    assert file_unwritten(str(path)) is None


def test_a_selection_falls_short_when_it_leaves_nothing_selected_that_it_was_to_select():
    assert nothing_selected("roads", "new", 3, 3, "x") is None
    assert nothing_selected("roads", "new", 3, 0, "x") == ("Selected 0 features in 'roads': 3 features matched, "
                                                           "but none is selected now.")
    assert nothing_selected("roads", "intersect", 2, 0, "x") is not None
    assert nothing_selected("roads", "remove", 2, 0, "x") is None  # removing them all is what was asked
    assert nothing_selected("roads", "remove", 0, 4, "nothing matched x") == (
        "Removed no feature from the selection in 'roads': nothing matched x.")


def test_an_after_click_line_leaves_qgis_whatever_the_values_setting():
    """issue 39: the model hears the same line as the user: it names no data value
    (this module), so it is not withheld as an engine's reason is."""
    from map_assistant.services.acting.outcome import WITHHELD_REASON, OutcomeReportingHost, value_safe
    from map_assistant.services.checks.after_click import nothing_matched, nothing_selected
    from support.fakes.recording_host import RecordingHost

    reports = []
    host = RecordingHost()
    wrapped = OutcomeReportingHost(host, lambda summary, is_error=False, quotes_values=True: reports.append(
        value_safe(summary, is_error, False, quotes_values)))
    wrapped.show_error(nothing_selected("countries", "new", 0, 0, nothing_matched("NAME = 'Espana'")))
    wrapped.show_error("no such column: NAME")
    assert host.errors == ["Selected 0 features in 'countries': nothing matched NAME = 'Espana'.",
                           "no such column: NAME"]
    assert reports == ["The user ran it and it failed: Selected 0 features in 'countries': nothing matched "
                       "NAME = 'Espana'.", WITHHELD_REASON]
