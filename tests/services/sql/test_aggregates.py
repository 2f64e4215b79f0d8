"""An aggregate inside another (services/sql/aggregates.py): which queries have one,
and the rewrite run in SQLite against the two steps computed here."""

import sqlite3
from collections import Counter

import pytest
import sqlglot
from map_assistant.services.sql.aggregates import nested_aggregate, per_group_first, two_steps


@pytest.mark.parametrize(("sql", "nested"), [
    ("SELECT avg(count(*)) FROM t GROUP BY g", "AVG(COUNT(*))"),
    ("SELECT g, max(sum(v)) FROM t GROUP BY g", "MAX(SUM(v))"),
    ("SELECT avg(n) FROM (SELECT g, count(*) AS n FROM t GROUP BY g) AS s", None),
    ("SELECT sum(count(*)) OVER () FROM t GROUP BY g", None),  # a window over the groups runs
    ("SELECT count(*) FROM t WHERE v > (SELECT avg(v) FROM t)", None),
    ("SELECT max(v) FROM t WHERE g IN (SELECT g FROM t GROUP BY g HAVING count(*) > 1)", None),
])
def test_which_queries_nest_an_aggregate(sql, nested):
    found = nested_aggregate(sqlglot.parse_one(sql, read="sqlite"))
    assert (found.sql() if found else None) == nested


@pytest.mark.parametrize("sql", [
    "SELECT g, avg(count(*)) FROM t GROUP BY g",  # a second column: not one value
    "SELECT avg(count(*)) FROM t GROUP BY g ORDER BY 1",
    "SELECT avg(count(*) + sum(v)) FROM t GROUP BY g",
    "SELECT avg(count(*)) FROM t",  # no groups
    "SELECT avg(count(*)) FROM t GROUP BY 1",  # 1 would be the subquery's count
])
def test_other_shapes_are_not_rewritten(sql):
    assert per_group_first(sqlglot.parse_one(sql, read="sqlite"), "sqlite") is None


def test_the_rewrite_runs_and_means_the_two_steps():
    rows = [("a", 1), ("a", 5), ("b", 2), ("c", 7), ("c", 1), ("c", 4)]
    database = sqlite3.connect(":memory:")
    database.execute("CREATE TABLE t (g TEXT, v INTEGER)")
    database.executemany("INSERT INTO t VALUES (?, ?)", rows)
    with pytest.raises(sqlite3.OperationalError, match="misuse of aggregate"):
        database.execute("SELECT avg(count(*)) FROM t GROUP BY g").fetchall()

    average = per_group_first(sqlglot.parse_one("SELECT avg(count(*)) AS a FROM t WHERE v > 1 GROUP BY g",
                                                read="sqlite"), "sqlite")
    counts = Counter(g for g, v in rows if v > 1)
    assert database.execute(average).fetchall() == [(sum(counts.values()) / len(counts),)]
    largest = per_group_first(sqlglot.parse_one("SELECT max(sum(v)) FROM t GROUP BY g", read="sqlite"), "sqlite")
    sums = Counter()
    for g, v in rows:
        sums[g] += v
    assert database.execute(largest).fetchall() == [(max(sums.values()),)]


def test_other_arguments_of_the_outer_aggregate_stop_the_rewrite():
    tree = sqlglot.parse_one("SELECT covar_pop(count(*), g) FROM t GROUP BY g", read="postgres")
    assert nested_aggregate(tree) is not None and per_group_first(tree, "postgres") is None


@pytest.mark.parametrize(("sql", "steps"), [
    ('SELECT k, max(sum(pop)) FROM "My Layer" AS m GROUP BY k',
     'SELECT max(n) FROM (SELECT SUM(pop) AS n FROM "My Layer" AS m GROUP BY k) AS per_group'),
    ("SELECT avg(v) FROM t WHERE v > (SELECT avg(max(v)) FROM u GROUP BY k, j)",
     "SELECT avg(n) FROM (SELECT MAX(v) AS n FROM u GROUP BY k, j) AS per_group"),
    ("SELECT avg(count(*)) FROM t", "SELECT avg(n) FROM (SELECT COUNT(*) AS n FROM t GROUP BY the field to group by) "
                                    "AS per_group"),
])
def test_the_two_steps_named_for_the_model_are_the_nested_ones_own(sql, steps):
    assert two_steps(nested_aggregate(sqlglot.parse_one(sql, read="sqlite")), "sqlite") == steps
