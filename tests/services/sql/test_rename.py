"""Renaming a column in a query's text: identifiers only, and only when the text
names it as often as the parsed query does (services/sql/rename.py)."""

import pytest
from map_assistant.services.sql.rename import rename_column


@pytest.mark.parametrize(("sql", "expected", "renamed"), [
    ("SELECT ST_Area(geom) FROM t WHERE geom IS NOT NULL", 2,
     "SELECT ST_Area(geometry) FROM t WHERE geometry IS NOT NULL"),
    ('SELECT t."GEOM", `geom`, [Geom] FROM t', 3, "SELECT t.geometry, geometry, geometry FROM t"),
    # Strings, comments, placeholders and longer words are not the identifier.
    ("SELECT geom, 'geom', ST_GeomFromText('{{CurrentView.bbox}}') -- geom\nFROM t /* geom */", 1,
     "SELECT geometry, 'geom', ST_GeomFromText('{{CurrentView.bbox}}') -- geom\nFROM t /* geom */"),
])
def test_the_identifier_is_renamed_where_it_is_written(sql, expected, renamed):
    assert rename_column(sql, "geom", "geometry", expected) == renamed


def test_a_name_that_needs_quotes_gets_them():
    assert rename_column("SELECT country FROM s", "country", "NAME", 1) == 'SELECT "NAME" FROM s'
    assert rename_column("SELECT country FROM s", "country", 'a"b', 1) == 'SELECT "a""b" FROM s'


@pytest.mark.parametrize(("sql", "expected"), [
    ("SELECT CAST(geometry AS geometry) FROM t", 1),  # a type of the same name: counts differ
    ("SELECT 1 FROM t", 1),  # not written at all
    ("SELECT 1 FROM t", 0),
])
def test_nothing_is_renamed_when_the_text_and_the_query_disagree(sql, expected):
    assert rename_column(sql, "geometry", "geom", expected) is None
