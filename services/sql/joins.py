"""The column equalities a query joins two tables by (``c.iso_a3 = s.adm0_a3``, in a JOIN's
ON or in a WHERE), each side followed to the table it reads: what checks/join_keys.py holds
against the data (issue 40: "a join the data does not support").

Only columns written with their table or alias count: an unqualified one may belong to
either side, and guessing would accuse a sound join. A side that reads a subquery or a
WITH is left out: its values are not a layer's."""

from __future__ import annotations

from dataclasses import dataclass

from sqlglot import exp
from sqlglot.errors import SqlglotError
from sqlglot.optimizer.scope import traverse_scope

from .guard import ParsedQuery

MAX_JOIN_KEYS = 4  # equalities looked at per query: each costs a read of two layers


@dataclass(frozen=True)
class JoinKey:
    left_table: str
    left_column: str
    right_table: str
    right_column: str
    text: str  # as the query writes it, for the correction


def join_keys(parsed: ParsedQuery) -> list[JoinKey]:
    """The equalities of two columns read from two different sources of one SELECT (two
    tables, or one table under two aliases) that every row of its answer must meet: the
    top-level AND terms of an inner join's ON and of the WHERE (an OR, a NOT, a CASE or an
    outer join's ON keeps rows where they fail), in the query's order; [] when sqlglot
    cannot follow the query's sources."""
    found: list[JoinKey] = []
    try:
        scopes = traverse_scope(parsed.tree)
    except SqlglotError:
        return []
    for scope in scopes:
        for equality in _required_equalities(scope.expression):
            key = _key(scope, equality, parsed.dialect)
            if key is not None and key not in found:
                found.append(key)
    return found[:MAX_JOIN_KEYS]


def _required_equalities(select: exp.Expression) -> list[exp.EQ]:
    if not isinstance(select, exp.Select):
        return []
    if any(join.side for join in select.args.get("joins") or []):
        return []  # LEFT/RIGHT/FULL: its unmatched rows are what such a query may ask for
    conditions = [join.args.get("on") for join in select.args.get("joins") or []]
    where = select.args.get("where")
    conditions.append(where.this if where is not None else None)
    return [term for condition in conditions if condition is not None
            for term in _and_terms(condition) if isinstance(term, exp.EQ)]


def _and_terms(condition: exp.Expression) -> list[exp.Expression]:
    while isinstance(condition, exp.Paren):
        condition = condition.this
    if isinstance(condition, exp.And):
        return _and_terms(condition.this) + _and_terms(condition.expression)
    return [condition]


def _key(scope, equality: exp.EQ, dialect: str) -> JoinKey | None:
    left, right = equality.this, equality.expression
    if not (isinstance(left, exp.Column) and isinstance(right, exp.Column)) or not (left.table and right.table):
        return None
    if left.table.lower() == right.table.lower():
        return None  # one source compared with itself: a filter, not a join
    tables = [_table_of(scope, column.table) for column in (left, right)]
    if None in tables:
        return None
    return JoinKey(tables[0], left.name, tables[1], right.name, equality.sql(dialect=dialect))


def _table_of(scope, alias: str) -> str | None:
    for name, source in scope.sources.items():
        if name.lower() == alias.lower():
            return source.name if isinstance(source, exp.Table) else None
    return None
