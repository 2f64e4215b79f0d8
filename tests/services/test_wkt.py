"""WKT repairs and the fixes named for what cannot be repaired (issue 26: a small model
sent the same unclosed POLYGON three times at temperature 0)."""

import pytest
from map_assistant.services.checks.wkt import parse_wkt, repair_wkt, swap_axes


@pytest.mark.parametrize("given, repaired", [
    ("POLYGON((-9.3 36, 3.3 36, 3.3 43.8, -9.3 43.8))", "POLYGON((-9.3 36, 3.3 36, 3.3 43.8, -9.3 43.8, -9.3 36))"),
    ("MULTIPOLYGON(((0 0,1 0,1 1)),((5 5,6 5,6 6,5 5)))", "MULTIPOLYGON(((0 0,1 0,1 1, 0 0)),((5 5,6 5,6 6,5 5)))"),
    ("POLYGON((0 0, 9 0, 9 9, 0 9), (1 1, 2 1, 2 2))", "POLYGON((0 0, 9 0, 9 9, 0 9, 0 0), (1 1, 2 1, 2 2, 1 1))"),
    ("point(40.42, -3.70)", "POINT(40.42 -3.70)"),
])
def test_what_is_mechanically_repairable_is_repaired(given, repaired):
    with pytest.raises(ValueError):
        parse_wkt(given)
    assert repair_wkt(given) == repaired
    assert not parse_wkt(repaired).is_empty


@pytest.mark.parametrize("text", [
    "POLYGON((0 0, 1 0, 1 1, 0 0))", "LINESTRING(0 0, 1 1)", "POINT(1 2)", "POLYGON((0 0, 1 1))", "garbage",
])
def test_what_needs_no_repair_or_cannot_be_repaired_is_left_as_it_is(text):
    assert repair_wkt(text) == text


@pytest.mark.parametrize("text, fix", [
    ("POLYGON((0 0, 1 1))", "a polygon ring needs at least 4 points, the last one repeating the first (this one has 2)"),
    ("POLYGON((0 0, 1", "2 parenthesis(es) are not closed: end the geometry with '))'"),
    ("POINT(1 2))", "1 ')' too many: remove them"),
    ("POINT(1;2)", "with a space between x and y"),
])
def test_what_cannot_be_repaired_gets_the_exact_fix(text, fix):
    with pytest.raises(ValueError) as error:
        parse_wkt(repair_wkt(text))
    assert fix in str(error.value)


@pytest.mark.parametrize("text", ["{{CurrentView.center}}", "", "POINT(1;2)"])
def test_a_correction_shows_a_shape_with_no_coordinates_to_copy(text):
    """make eval-live: told "give WKT such as 'POINT(2.35 48.85)'" for "Zoom to Spain", the
    1.5B model sent exactly that point back: a button to Paris."""
    with pytest.raises(ValueError) as error:
        parse_wkt(repair_wkt(text))
    assert "POINT(<x> <y>)" in str(error.value) and "2.35" not in str(error.value)


def test_swap_axes_exchanges_x_and_y_of_every_vertex():
    assert swap_axes(parse_wkt("LINESTRING(40.42 -3.7, 41 -4)")).wkt == "LINESTRING (-3.7 40.42, -4 41)"
