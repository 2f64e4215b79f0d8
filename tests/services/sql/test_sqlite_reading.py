"""SQLite's own reading of a text (services/sql/sqlite_reading.py): one statement, no
variable, only reading steps, or a verdict; compiling an attack does nothing."""

from __future__ import annotations

import pytest
from map_assistant.services.sql.guard import FORBIDDEN_FUNCTIONS
from map_assistant.services.sql.sqlite_reading import NotOneRead, read, stub_functions

TABLES = {"places": ("name", "pop", "geometry"), "roads": ("name", "kind")}


@pytest.mark.parametrize("text", [
    "SELECT name FROM places",
    "SELECT name FROM places;",
    "SELECT name FROM places; -- a comment after it",
    "SELECT p.name, r.kind FROM places p JOIN roads r ON p.name = r.name WHERE p.pop > 10",
    "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c LIMIT 3",
    "SELECT count(*) FROM places WHERE name = 'a;b -- $x :y @z'",
    'SELECT "name" FROM places',
])
def test_one_reading_statement_is_read_and_compiles(text):
    assert read(text, TABLES).compiled


@pytest.mark.parametrize(("text", "verdict"), [
    ("SELECT count(*) AS n FROM places WHERE rowid <> $a(') ; ATTACH \"/x.gpkg\" AS g ; DELETE FROM g.t ; --')",
     "more than one statement"),
    ("SELECT 1; SELECT 2", "more than one statement"),
    ("SELECT name FROM places WHERE pop > ?", "parameter or variable"),
    ("SELECT name FROM places WHERE pop > ?2", "parameter or variable"),
    ("SELECT name FROM places WHERE pop > :p", "parameter or variable"),
    ("SELECT name FROM places WHERE pop > @p", "parameter or variable"),
    ("SELECT name FROM places WHERE pop > $p", "parameter or variable"),
    ("SELECT name FROM places WHERE pop > #p", "parameter or variable"),
    ("DELETE FROM places", "DELETE"),
    ("UPDATE places SET pop = 0", "UPDATE"),
    ("PRAGMA query_only = 0", "PRAGMA"),
    ("CREATE TABLE x (a)", "INSERT sqlite_master|CREATE_TABLE"),
    ("BEGIN", "TRANSACTION"),
    ("SELECT load_extension('mod_spatialite')", "the function load_extension"),
])
def test_anything_else_is_a_verdict(text, verdict):
    with pytest.raises(NotOneRead, match=verdict):
        read(text, TABLES, refused_functions=FORBIDDEN_FUNCTIONS)


def test_compiling_an_attach_creates_no_file(tmp_path):
    target = tmp_path / "new.db"
    for text in (f"ATTACH '{target}' AS g", f"SELECT 1 FROM places; ATTACH '{target}' AS g",
                 f"SELECT $a(') ; ATTACH \"{target}\" AS g ; --') FROM places"):
        with pytest.raises(NotOneRead):
            read(text, TABLES)
    assert not target.exists()


def test_a_text_sqlite_cannot_compile_here_is_left_to_the_engine():
    reading = read("SELECT no_such_column FROM places", TABLES)
    assert not reading.compiled and "no such column" in reading.error


def test_functions_sqlite_lacks_are_stubs_so_the_text_compiles_and_the_tail_is_seen():
    stubs = stub_functions({"ST_Area", "ST_Transform", "count"})
    assert read("SELECT ST_Area(ST_Transform(geometry, 3857)), count(*) FROM places", TABLES, stubs).compiled
    assert not read("SELECT ST_Area(geometry) FROM places", TABLES).compiled  # without them, no function
    with pytest.raises(NotOneRead, match="more than one statement"):
        read("SELECT ST_Area(geometry) FROM places WHERE rowid <> $a(') ; DELETE FROM places ; --')", TABLES, stubs)
