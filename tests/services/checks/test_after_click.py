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
