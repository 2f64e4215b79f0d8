"""The placeholder filler without QGIS: a dict-backed source, hypothesis for quoting."""

from __future__ import annotations

import re
import sqlite3

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from map_assistant.services.placeholders.fill import (
    LAYER_PROPERTIES,
    VIEW_PROPERTIES,
    PlaceholderError,
    fill,
    find_placeholders,
    format_sql_list,
    parse_placeholder,
)
from map_assistant.services.placeholders.prompt_text import PLACEHOLDERS, catalogue_text
from support.fakes.placeholder_source import DictSource


def sqlite_values(sql_list: str) -> list:
    """Evaluate an SQL list body with a real SQL engine (SQLite) to check its quoting."""
    connection = sqlite3.connect(":memory:")
    try:
        return list(connection.execute(f"SELECT {sql_list}").fetchone())
    finally:
        connection.close()


# --- format_sql_list ---------------------------------------------------------

def test_format_sql_list_numbers_bare_strings_quoted():
    assert format_sql_list([1, 2.5, "a'b", None]) == "1, 2.5, 'a''b', NULL"
    assert format_sql_list([]) == "(NULL)"


@given(st.lists(st.one_of(st.integers(-(2**62), 2**62), st.text(), st.none()), min_size=1, max_size=20))
def test_format_sql_list_round_trips_through_sqlite(values):
    # SQLite parses the list back to exactly the values: quoting and escaping are right
    # (NUL characters are excluded by SQLite's text handling, so strip them here).
    values = [v.replace("\x00", "") if isinstance(v, str) else v for v in values]
    assert sqlite_values(format_sql_list(values)) == values


# Normal floats: below 2.2e-308 SQLite's own text-to-float parser drops digits
# (1.95301380363793e-309 came back as 1.953013803637927e-309), whatever the literal.
@given(st.floats(allow_nan=False, allow_infinity=False, allow_subnormal=False))
def test_float_literals_round_trip(value):
    assert sqlite_values(format_sql_list([value])) == [pytest.approx(value, rel=1e-15, abs=0)]


def test_empty_selection_keeps_in_clause_valid():
    with sqlite3.connect(":memory:") as connection:
        sql = f"SELECT count(*) FROM (SELECT 1 AS id) WHERE id IN ({format_sql_list([])})"
        assert connection.execute(sql).fetchone() == (0,)


# --- parsing -------------------------------------------------------------------

def test_parse_quoted_bare_and_crs():
    p = parse_placeholder('{{"Roads 2024.v2".selection.count}}')
    assert (p.is_view, p.layer, p.prop) == (False, "Roads 2024.v2", "selection.count")
    p = parse_placeholder("currentview.BBOX | epsg:4326")
    assert (p.is_view, p.prop, p.crs) == (True, "bbox", "EPSG:4326")
    assert parse_placeholder('"CurrentView".selection').is_view is False


@pytest.mark.parametrize(
    "bad", ["roads", "Roads 2024.selection", "roads.colour", "CurrentView.size", "roads.selection|EPSG:4326", ""]
)
def test_malformed_or_unknown_property_is_rejected(bad):
    with pytest.raises(PlaceholderError) as error:
        parse_placeholder(bad)
    assert error.value.user_message  # user-readable text


# --- fill ------------------------------------------------------------------------

def test_fill_replaces_declared_case_insensitively():
    source = DictSource(layers={"Roads": {"keys": [3, 7]}})
    sql = "SELECT * FROM roads WHERE fid IN ({{roads.selection}}) AND ST_Intersects(geom, ST_GeomFromText('{{CurrentView.bbox}}', {{CurrentView.srid}}))"
    out = fill(sql, ["{{ROADS.selection}}", "CurrentView.bbox", "{{currentview.srid}}"], source)
    assert out == (
        "SELECT * FROM roads WHERE fid IN (3, 7) AND "
        "ST_Intersects(geom, ST_GeomFromText('Polygon ((0 0, 10 0, 10 10, 0 10, 0 0))', 3857))"
    )


def test_undeclared_placeholder_is_an_error_and_nothing_is_read():
    source = DictSource(layers={"roads": {"keys": [1]}})
    with pytest.raises(PlaceholderError, match="without declaring"):
        fill("{{roads.selection}} {{CurrentView.bbox}}", ["roads.selection"], source)
    assert ("keys", "roads") not in source.reads


def test_a_literal_layer_placeholder_is_corrected_with_the_exact_fix():
    """Issue 12: a small model wrote {{LAYER.selection}} from the prompt's placeholder list and,
    told only to "declare it", resent it unchanged. The message names the layer to use."""
    source = DictSource(layers={"countries": {"keys": [4, 9]}, "rivers": {"keys": []}})
    with pytest.raises(PlaceholderError) as undeclared:
        fill("SELECT * FROM countries WHERE fid IN ({{LAYER.selection}})", [], source)
    assert "Use {{countries.selection}} ('countries' has a selection)" in undeclared.value.user_message
    assert "`sql_placeholders`" in undeclared.value.user_message
    with pytest.raises(PlaceholderError) as declared:
        fill("{{LAYER.selection.count}}", ["LAYER.selection.count"], source)
    assert "Use {{countries.selection.count}}" in declared.value.user_message
    with pytest.raises(PlaceholderError) as merely_undeclared:
        fill("{{rivers.extent}}", [], source)
    assert 'add "{{rivers.extent}}" to `sql_placeholders`' in merely_undeclared.value.user_message


def test_crs_suffix_must_be_declared_as_written():
    source = DictSource()
    assert fill("{{CurrentView.bbox|EPSG:4326}}", ["CurrentView.bbox|epsg:4326"], source) == "bbox in EPSG:4326"
    with pytest.raises(PlaceholderError):
        fill("{{CurrentView.bbox|EPSG:4326}}", ["CurrentView.bbox"], source)


def test_a_declared_name_that_is_no_placeholder_and_not_in_the_text_changes_nothing():
    """make eval-live at e1a9f7d: sql_placeholders ["admin"] (a column) beside a query with none."""
    source = DictSource()
    assert fill("SELECT count(*) FROM t GROUP BY admin", ["admin"], source) == "SELECT count(*) FROM t GROUP BY admin"
    assert fill("{{CurrentView.scale}}", ["{{admin}}", "CurrentView.scale"], source) == fill(
        "{{CurrentView.scale}}", ["CurrentView.scale"], source)
    with pytest.raises(PlaceholderError, match="not a valid placeholder"):
        fill("WHERE x IN ({{admin}})", ["admin"], source)  # written in the text: said, as before


def test_declared_unknown_layer_names_the_layers():
    source = DictSource(layers={"roads": {"keys": []}, "rivers": {"keys": []}})
    with pytest.raises(PlaceholderError) as error:
        fill("nothing here", ["lakes.selection"], source)
    assert "lakes" in error.value.user_message and "roads, rivers" in error.value.user_message


def test_selection_over_limit_is_an_error_not_truncated():
    source = DictSource(layers={"roads": {"keys": list(range(11))}})
    with pytest.raises(PlaceholderError, match="Narrow the selection") as error:
        fill("IN ({{roads.selection}})", ["roads.selection"], source, max_selection=10)
    assert "11" in error.value.user_message and "10" in error.value.user_message
    assert ("keys", "roads") not in source.reads  # refused on the count alone
    assert fill("{{roads.selection.count}}", ["roads.selection.count"], source, max_selection=10) == "11"


def test_srid_missing_is_a_clear_error():
    with pytest.raises(PlaceholderError, match="SRID"):
        fill("{{CurrentView.srid}}", ["CurrentView.srid"], DictSource(srid=None))


def test_view_values_and_layer_geometry():
    source = DictSource(layers={"Roads 2024": {"keys": [], "wkt": "MultiLineString ((0 0, 1 1))"}})
    out = fill(
        '{{CurrentView.crs}} {{CurrentView.scale}} {{CurrentView.center}} {{"roads 2024".selection.geometry}} {{"Roads 2024".selection}}',
        ["CurrentView.crs", "CurrentView.scale", "CurrentView.center", '"ROADS 2024".selection.geometry', '"Roads 2024".selection'],
        source,
    )
    assert out == "EPSG:3857 25000 Point (5 5) MultiLineString ((0 0, 1 1)) (NULL)"


# Any name but one holding "}}", which would end the placeholder (a name cannot
# hold it and still be written in a template). Quotes and single braces are fine.
# The characters that matter to the syntax are drawn often.
layer_names = st.text(
    st.one_of(st.sampled_from('"{}.| '), st.characters(blacklist_categories=("Cs",))), min_size=1, max_size=15
).filter(lambda name: "}}" not in name)


def quoted(name: str) -> str:
    """A layer name as written in a placeholder: in double quotes, a quote doubled (as in SQL)."""
    return '"' + name.replace('"', '""') + '"'


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])  # a loaded machine is slow, not wrong
@given(name=layer_names, keys=st.lists(st.text(max_size=12), max_size=5))
def test_any_layer_name_quoted_fills_and_values_are_not_expanded(name, keys):
    # Key values that look like placeholders ({{...}}) are quoted text, never expanded.
    keys = [k.replace("\x00", "") for k in keys] + ["{{CurrentView.bbox}}"]
    source = DictSource(layers={name: {"keys": keys}})
    declared = f"{quoted(name)}.selection"
    assert parse_placeholder(declared).layer == name
    out = fill(f"IN ({{{{{declared}}}}})", [declared], source)
    assert out == f"IN ({format_sql_list(keys)})"
    assert ("bbox", None) not in source.reads
    assert sqlite_values(out[4:-1]) == keys


@pytest.mark.parametrize("written", ['"The "new" roads".selection', '"roads.selection', '"roads"".selection'])
def test_a_lone_quote_in_a_quoted_name_is_a_clear_error(written):
    with pytest.raises(PlaceholderError, match="write a double quote inside it twice"):
        parse_placeholder(written)
    assert parse_placeholder('"The ""new"" roads".selection').layer == 'The "new" roads'


@given(st.text(max_size=40))
def test_text_without_braces_is_returned_unchanged(text):
    text = text.replace("{{", "{ {")
    assert fill(text, ["CurrentView.bbox"], DictSource()) == text


@given(st.text(st.characters(blacklist_characters="{}"), min_size=1, max_size=20))
def test_any_braced_text_not_declared_is_refused(inner):
    with pytest.raises(PlaceholderError):
        fill("SELECT {{" + inner + "}}", [], DictSource(layers={"roads": {"keys": []}}))


def test_find_placeholders_in_order():
    assert find_placeholders("a {{x.extent}} b {{ CurrentView.bbox }}") == ["x.extent", " CurrentView.bbox "]


def test_catalogue_lists_every_property_with_its_output():
    text = catalogue_text()
    names = [name for name, _ in PLACEHOLDERS]
    for prop in VIEW_PROPERTIES:
        assert f"{{{{CurrentView.{prop}}}}}" in names
    for prop in LAYER_PROPERTIES:
        assert f"{{{{LAYER.{prop}}}}}" in names
    assert "{{CurrentView.bbox|EPSG:4326}}" in names
    for name, output in PLACEHOLDERS:
        assert f"- {name}: {output}" in text
        assert re.search(r"e\.g\.|WKT|number", output), name  # each states its format
    # Every catalogue name parses with the real parser (LAYER stands for any layer).
    for name in names:
        parse_placeholder(name)
