"""The SQL guard and the R-tree rewrite: pure Python, no QGIS needed."""

import pytest
import sqlglot
from map_assistant.services.sql.engines.gpkg_rtree import IndexedTable, add_rtree_filters
from map_assistant.services.sql.guard import (
    NativeTable,
    SqlRejected,
    check_read_only,
    parsed_either,
    sole_text_comparison,
    table_name_uses,
)


@pytest.mark.parametrize(
    ("sql", "dialect", "expected"),
    [
        ("DELETE FROM roads", "sqlite", "DELETE would modify data"),
        ("UPDATE roads SET name = 'x'", "sqlite", "UPDATE would modify data"),
        ("INSERT INTO roads (name) VALUES ('x')", "sqlite", "INSERT would modify data"),
        ("DROP TABLE roads", "sqlite", "DROP would change the database"),
        ("ATTACH DATABASE '/tmp/x.db' AS x", "sqlite", "ATTACH would change the database"),
        ("PRAGMA query_only = OFF", "sqlite", "PRAGMA would change the database"),
        ("VACUUM", "sqlite", "VACUUM"),
        ("SELECT 1; DELETE FROM roads", "sqlite", "only one statement"),
        ("SELECT * INTO copy FROM roads", "postgres", "SELECT ... INTO"),
        ("COPY roads TO '/tmp/roads.csv'", "postgres", "COPY"),
        ("SET statement_timeout = 0", "postgres", "SET"),
        ("WITH gone AS (DELETE FROM roads RETURNING *) SELECT * FROM gone", "postgres", "DELETE"),
        ("SELECT * FROM roads FOR UPDATE", "postgres", "lock rows"),
        ("SELECT load_extension('/tmp/evil.so')", "sqlite", "load_extension is not allowed"),
        ("SELECT writefile('/tmp/x', name) FROM roads", "sqlite", "writefile is not allowed"),
        ("SELECT readfile('/etc/passwd')", "sqlite", "readfile is not allowed"),
        ("SELECT pg_read_file('/etc/passwd')", "postgres", "pg_read_file is not allowed"),
        ("SELECT lo_export(1, '/tmp/x')", "postgres", "lo_export is not allowed"),
        ("SELECT nextval('roads_id_seq')", "postgres", "nextval is not allowed"),
        ("SELECT * FROM dblink('host=x', 'select 1') AS t(a int)", "postgres", "dblink is not allowed"),
    ],
)
def test_rejects_anything_but_one_read_only_select(sql, dialect, expected):
    with pytest.raises(SqlRejected) as info:
        check_read_only(sql, dialect)
    assert expected in info.value.user_message


def test_rejects_unparsable_and_empty_text():
    with pytest.raises(SqlRejected, match="could not parse"):
        check_read_only("SELECT (", "sqlite")
    with pytest.raises(SqlRejected, match="empty"):
        check_read_only("  ;  ", "sqlite")


@pytest.mark.parametrize("dialect", ["sqlite", "postgres"])
def test_tables_exclude_cte_names_and_table_functions(dialect):
    parsed = check_read_only(
        'WITH big AS (SELECT * FROM "Main Roads" WHERE length > 10) '
        "SELECT b.name, t.name FROM big b JOIN towns t ON b.town = t.id "
        "UNION SELECT name, name FROM Towns",
        dialect,
    )
    assert sorted(parsed.table_names, key=str.lower) == ["Main Roads", "towns"]


def test_rewrite_maps_layer_names_to_quoted_native_tables_keeping_aliases():
    parsed = check_read_only(
        'SELECT roads.name, r2.kind FROM roads JOIN "My Layer" r2 ON roads.id = r2.road_id',
        "sqlite",
    )
    sql = parsed.rewrite_tables(
        {"ROADS": NativeTable("roads_2024", "public"), "my layer": NativeTable("kinds")},
        "postgres",
    )
    tree = sqlglot.parse_one(sql, read="postgres")
    tables = {(t.db, t.name, t.alias) for t in tree.find_all(sqlglot.exp.Table)}
    assert tables == {("public", "roads_2024", "roads"), ("", "kinds", "r2")}
    # Column references through the old name still resolve via the alias.
    assert "roads.name" in sql


def _rtree_sql(sql, srid=4326):
    tree = check_read_only(sql, "sqlite").tree
    added = add_rtree_filters(tree, [IndexedTable("pts", "geom", "fid", srid)])
    return added, tree.sql(dialect="sqlite")


def test_rtree_filter_added_from_the_literal_envelope_and_spatial_test_moved_last():
    added, sql = _rtree_sql(
        "SELECT count(*) FROM pts WHERE ST_Intersects(geom, "
        "ST_GeomFromText('POLYGON((1 2, 5 2, 5 8, 1 8, 1 2))', 4326)) AND cat = 3"
    )
    assert added == 1
    assert '"rtree_pts_geom"' in sql
    assert "minx <= 5.0 AND maxx >= 1.0 AND miny <= 8.0 AND maxy >= 2.0" in sql
    assert sql.index("cat = 3") < sql.index("rtree_pts_geom") < sql.index("ST_INTERSECTS")


@pytest.mark.parametrize(
    "where",
    [
        # another SRID: the envelope would be in the wrong units
        "ST_Intersects(geom, ST_GeomFromText('POINT(1 2)', 3857))",
        # under OR the predicate does not restrict every row
        "ST_Intersects(geom, ST_GeomFromText('POINT(1 2)', 4326)) OR cat = 1",
        # disjoint is true outside the box
        "ST_Disjoint(geom, ST_GeomFromText('POINT(1 2)', 4326))",
        # not a constant geometry
        "ST_Intersects(geom, ST_Buffer(geom, 1))",
    ],
)
def test_rtree_filter_not_added_where_it_could_change_the_result(where):
    added, sql = _rtree_sql(f"SELECT fid FROM pts WHERE {where}")
    assert added == 0
    assert "rtree" not in sql


@pytest.mark.parametrize(("sql", "expected"), [
    ("SELECT count(*) FROM provinces WHERE name = 'Canada'", ("name", "Canada")),
    ("SELECT count(*) FROM provinces WHERE 'Canada' = \"NAME\"", ("NAME", "Canada")),
    ("SELECT count(*) FROM provinces WHERE name = 'Canada' AND pop > 3", None),
    ("SELECT count(*) FROM provinces WHERE name = 'Canada' OR admin = 'France'", None),
    ("SELECT count(*) FROM provinces WHERE NOT name = 'Canada'", None),
    ("SELECT count(*) FROM provinces WHERE name IN ('Canada')", None),
    ("SELECT count(*) FROM provinces WHERE name = 3", None),
    ("SELECT count(*) FROM provinces WHERE name = other", None),
    ("SELECT count(*) FROM provinces", None),
    ("SELECT count(*) FROM provinces p JOIN countries c ON p.a = c.a WHERE p.name = 'Canada'", None),
    ("SELECT count(*) FROM (SELECT * FROM provinces) AS s WHERE name = 'Canada'", None),
    ("WITH s AS (SELECT * FROM provinces) SELECT count(*) FROM s WHERE name = 'Canada'", None),
    ("SELECT name FROM provinces WHERE name = 'Canada' UNION SELECT name FROM provinces", None),
])
def test_the_sole_text_comparison_of_a_query_is_its_whole_where(sql, expected):
    """Only the plain shape may be renamed (context/value_mend.py): any other condition,
    source or statement around the comparison is not this shape."""
    assert sole_text_comparison(sqlglot.parse_one(sql, read="sqlite")) == expected


def test_table_name_uses_counts_a_table_and_its_qualifiers_and_nothing_else():
    assert table_name_uses(parsed_either('SELECT road.name, "Road".lanes FROM road'), "road") == 3
    assert table_name_uses(parsed_either("SELECT count(*) FROM road AS road"), "road") is None  # an alias too
    assert table_name_uses(parsed_either("SELECT road FROM road"), "road") is None  # a column too
    assert table_name_uses(parsed_either("SELECT 1 FROM roads"), "road") is None  # not written
