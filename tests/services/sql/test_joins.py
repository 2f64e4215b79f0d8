"""The column equalities a query joins by, followed to their tables (services/sql/joins.py)."""

import pytest
from map_assistant.services.sql.guard import check_read_only
from map_assistant.services.sql.joins import MAX_JOIN_KEYS, JoinKey, join_keys


def keys(sql: str, dialect: str = "sqlite") -> list[JoinKey]:
    return join_keys(check_read_only(sql, dialect))


def test_the_and_terms_of_an_on_and_a_where_count():
    found = keys("SELECT * FROM countries c JOIN states_provinces s ON (c.iso_a3 = s.adm0_a3 AND c.iso_a2 = s.iso_a2) "
                 "WHERE c.pop_est > 5 AND c.name = s.admin")
    assert [key.text for key in found] == ["c.iso_a3 = s.adm0_a3", "c.iso_a2 = s.iso_a2", "c.name = s.admin"]


def test_a_join_on_two_aliased_columns():
    [key] = keys("SELECT c.name, count(*) FROM countries c JOIN states_provinces s ON s.adm0_a3 = c.iso_a3 "
                 "GROUP BY c.name")
    assert key == JoinKey("states_provinces", "adm0_a3", "countries", "iso_a3", "s.adm0_a3 = c.iso_a3")


def test_an_implicit_join_in_where_and_a_postgres_schema():
    [key] = keys('SELECT * FROM public.plots p, "Owners" o WHERE p.owner_id = o.id AND p.area > 5', "postgres")
    assert (key.left_table, key.left_column, key.right_table, key.right_column) == ("plots", "owner_id", "Owners", "id")


def test_a_self_join_under_two_aliases_counts():
    [key] = keys("SELECT a.name FROM roads a JOIN roads b ON a.next_id = b.id")
    assert key.left_table == key.right_table == "roads"


@pytest.mark.parametrize("sql", [
    "SELECT * FROM countries WHERE name = 'Spain'",  # a column and a text
    "SELECT * FROM countries c JOIN states_provinces s ON ST_Intersects(c.geom, s.geom)",  # no equality
    "SELECT * FROM countries c JOIN states_provinces s ON iso_a3 = adm0_a3",  # unqualified: either side
    "SELECT * FROM countries c WHERE c.iso_a2 = c.wb_a2",  # one source with itself: a filter
    "SELECT * FROM countries c JOIN (SELECT adm0_a3 FROM states_provinces) s ON c.iso_a3 = s.adm0_a3",  # subquery
    # Rows where the equality fails are kept: not a join every row must meet.
    "SELECT * FROM countries c JOIN states_provinces s ON c.iso_a3 = s.adm0_a3 OR c.iso_a2 = s.iso_a2",
    "SELECT * FROM countries c JOIN states_provinces s ON NOT (c.iso_a3 = s.adm0_a3)",
    "SELECT CASE WHEN c.iso_a3 = s.adm0_a3 THEN 1 END FROM countries c, states_provinces s",
    "SELECT c.name FROM countries c LEFT JOIN states_provinces s ON c.iso_a3 = s.adm0_a3 WHERE s.adm0_a3 IS NULL",
])
def test_what_is_not_a_join_of_two_tables_is_left_out(sql):
    assert keys(sql) == []


def test_a_join_inside_a_subquery_is_followed_in_its_own_scope():
    [key] = keys("SELECT count(*) FROM (SELECT c.name FROM countries c JOIN states_provinces s "
                 "ON c.iso_a3 = s.adm0_a3) t")
    assert (key.left_table, key.right_table) == ("countries", "states_provinces")


def test_at_most_a_few_keys_are_looked_at():
    joins = " ".join(f"JOIN t{n} ON t{n}.k = t0.k" for n in range(1, 8))
    assert len(keys(f"SELECT * FROM t0 {joins}")) == MAX_JOIN_KEYS
