"""Hypothesis strategies: SELECT queries over real tables, mostly valid, some not.

``queries(schema, dialect)`` draws one query of the SQL both SQLite and PostgreSQL
speak: subqueries (IN, EXISTS, scalar, in FROM with an alias), CTEs (with and
without a column list), joins (ON, USING, comma), table and column aliases,
correlated references (qualified, and unqualified when the name is the outer
table's alone), UNION/INTERSECT/EXCEPT, GROUP BY/HAVING/ORDER BY by alias, ordinal
or expression, identifiers in any case. Now and then a column is one that no
visible source has (misspelt, or another table's), so the engine refuses the query:
both sides of the column check are drawn.

Types are respected (text with text, numbers with numbers) and grouping follows
PostgreSQL's rules, so most queries prepare on both engines. With ``dialect``
"postgres", a column whose name is not lower case is double-quoted (PostgreSQL folds
unquoted names); WHERE and HAVING name select aliases only with "sqlite", the one
engine that allows it.

``schema`` maps each table to its (column, kind) pairs, kind one of "num", "text",
"geom" or anything else (not compared); ``kind_of`` derives it from a declared type.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from hypothesis import strategies as st

Schema = Mapping[str, Sequence[tuple[str, str]]]
ALIASES = ("a", "b", "c", "d", "t", "u", "x", "src", "sub", "q")  # table aliases; reused at every level
LABELS = ("n", "total", "label", "k", "v", "big", "cnt", "code", "first_one")  # column aliases
COMPARABLE = ("num", "text")


def kind_of(declared_type: str) -> str:
    """"num", "text" or "geom" for a declared column type (SQLite's or PostgreSQL's)."""
    declared = declared_type.lower()
    if any(word in declared for word in ("int", "real", "double", "numeric", "float")):
        return "num"
    if any(word in declared for word in ("text", "char")):
        return "text"
    if any(word in declared for word in ("geom", "polygon", "line", "point", "user-defined")):
        return "geom"
    return "other"


@dataclass(frozen=True)
class Source:
    """A FROM item: the name its columns are qualified with, and its (column, kind) pairs."""

    qualifier: str
    columns: tuple[tuple[str, str], ...]


@dataclass
class Select:
    """A drawn SELECT: its text, its output columns (name or None when unnamed, kind)
    and the names it gives with AS to other than aggregates (WHERE may use them in SQLite)."""

    sql: str
    outputs: list[tuple[str | None, str]]
    aliases: list[str]


def queries(schema: Schema, dialect: str) -> st.SearchStrategy[str]:
    """One query over the tables of ``schema`` for ``dialect`` ("sqlite" or "postgres").

    Hypothesis draws how many subqueries it may have and a seed; the rest follows from
    the seed. A draw per choice would cost ten times as much (70 µs each, a hundred a
    query) and repeat itself more; shrinking still ends at fewer subqueries and a
    smaller seed. The seed is drawn as base-100 digits: now and then hypothesis draws
    an integer from the constants of the modules loaded so far, which would make the
    queries depend on the tests that ran before, but never one below 100."""
    def write(nesting: int, digits: tuple[int, ...]) -> str:
        seed = sum(digit * 100**place for place, digit in enumerate(digits))
        return _Writer(random.Random(seed), schema, dialect, nesting).query()

    return st.builds(write, st.integers(0, 4), st.tuples(*[st.integers(0, 99)] * 5))


def _not_columns(scopes, aliases: list[str]) -> list[str]:
    """The select aliases no visible source has as a column (else the name is ambiguous)."""
    columns = {c.lower() for scope in scopes for s in scope for c, _ in s.columns}
    return [alias for alias in aliases if alias.lower() not in columns]


def _unambiguous(scopes, level: int, source: Source, name: str) -> tuple[bool, bool]:
    """Whether column ``name`` of ``source`` (in ``scopes[level]``) can be written
    qualified (its qualifier is not shadowed by an inner one), and unqualified (no
    other source beside it or nearer has that name), and mean exactly it."""
    inner = [s for scope in scopes[level + 1:] for s in scope]
    beside = [s for s in scopes[level] if s is not source]
    others = {c.lower() for s in inner + beside for c, _ in s.columns}
    shadowed = source.qualifier.lower() in {s.qualifier.lower() for s in inner}
    return not shadowed, name.lower() not in others


class _Writer:
    """Draws one query; ``scopes`` is the stack of FROM items, outermost first."""

    def __init__(self, rng: random.Random, schema: Schema, dialect: str, nesting: int):
        self.rng, self.schema, self.dialect = rng, schema, dialect
        self.ctes: dict[str, Source] = {}  # WITH queries defined so far, by name
        self.defining = ""  # the WITH query being drawn: its body may not read the table it hides
        self.nesting = nesting  # subqueries left to draw: keeps a query short

    def number(self, low: int, high: int) -> int:
        return self.rng.randint(low, high)

    def chance(self, percent: int) -> bool:
        return self.number(0, 99) < percent

    def pick(self, options: Sequence):
        options = list(options)
        return options[self.number(0, len(options) - 1)]

    def may_nest(self, depth: int) -> bool:
        """Whether a subquery may be drawn here (and then counts it)."""
        if depth >= 2 or self.nesting <= 0:
            return False
        self.nesting -= 1
        return True

    # ------------------------------------------------------------ queries

    def query(self) -> str:
        prefix = ""
        if self.chance(25):
            prefix = self.with_clause()
        if self.chance(20):
            return prefix + self.set_operation()
        return prefix + self.select([], depth=0, top=True).sql

    def with_clause(self) -> str:
        parts = []
        count = self.number(1, 2)
        for index in range(count):
            # Now and then named like a table, which it hides from the query (not from its own body).
            name = ("big", "pairs")[index]
            if count == 1 and self.chance(20):  # alone: SQLite lets every WITH body read every WITH name
                name = self.pick(sorted(self.schema))
            self.defining = name
            body = self.select([], depth=1, named=True)
            self.defining = ""
            columns = ""
            if self.chance(30):  # a column list renames the outputs
                names = [f"c{i}" for i in range(len(body.outputs))]
                body.outputs = [(n, kind) for n, (_, kind) in zip(names, body.outputs)]
                columns = "(" + ", ".join(names) + ")"
            parts.append(f"{self.case(name)}{columns} AS ({body.sql})")
            self.ctes[name] = Source(name, tuple((n, kind) for n, kind in body.outputs if n))
        return "WITH " + ", ".join(parts) + " "

    def set_operation(self) -> str:
        first = self.select([], depth=1, named=True)
        kinds = tuple(kind for _, kind in first.outputs)
        second = self.select([], depth=1, want=kinds)
        operator = self.pick(["UNION", "UNION ALL", "INTERSECT", "EXCEPT"])
        text = f"{first.sql} {operator} {second.sql}"
        if self.chance(50):  # by an alias of the first arm, else by position
            text += " ORDER BY " + (self.case(self.pick(first.aliases)) if first.aliases and self.chance(60) else "1")
        return text

    def select(self, outer: list[list[Source]], depth: int, want: Sequence[str] | None = None,
               named: bool = False, top: bool = False) -> Select:
        """A SELECT seeing the ``outer`` scopes (correlated); ``want``: its output kinds."""
        sources, from_sql, on_sql = self.from_clause(depth)
        scopes = [*outer, sources]
        grouped = want is None and self.chance(25)
        items, outputs, aliases = self.group_list(scopes) if grouped else self.select_list(scopes, depth, want, named)
        distinct = self.chance(10)
        text = f"SELECT {'DISTINCT ' if distinct else ''}{', '.join(items)} FROM {from_sql}"
        where = [on_sql] if on_sql else []
        if self.chance(65):
            where.append(self.condition(scopes, depth, aliases))
        if where:
            text += " WHERE " + " AND ".join(where)
        if grouped:
            text += self.group_by(scopes, items, outputs)
        if top and self.chance(40):
            labels = aliases + ([outputs[-1][0]] if grouped else [])
            text += " ORDER BY " + self.order_term(scopes, labels, len(outputs), by_column=not (grouped or distinct))
            text += " LIMIT 5" if self.chance(30) else ""
        return Select(text, outputs, aliases)

    # ------------------------------------------------------------ FROM

    def from_clause(self, depth: int) -> tuple[list[Source], str, str]:
        """(sources, FROM text, a join condition for WHERE or '')."""
        first, first_sql = self.from_item(depth, taken=set())
        if not self.chance(30):
            return [first], first_sql, ""
        second, second_sql = self.from_item(depth, taken={first.qualifier})
        sources = [first, second]
        shared = sorted({c for c, _ in first.columns} & {c for c, _ in second.columns})
        how = self.pick(["JOIN", "LEFT JOIN", "comma", "USING"] if shared else ["JOIN", "LEFT JOIN", "comma"])
        if how == "USING":
            using = self.pick(shared)
            return sources, f"{first_sql} JOIN {second_sql} USING ({self.column_name(using)})", ""
        condition = self.comparison([sources], kinds=COMPARABLE, across=True)
        if how == "comma":
            return sources, f"{first_sql}, {second_sql}", condition
        return sources, f"{first_sql} {how} {second_sql} ON {condition}", ""

    def from_item(self, depth: int, taken: set[str]) -> tuple[Source, str]:
        """A table, CTE or derived table, with an alias when needed or wanted."""
        choice = self.number(0, 9)
        if choice < 2 and self.may_nest(depth):  # a derived table (never correlated: SQLite does not allow it)
            body = self.select([], depth=depth + 1, named=True)
            alias = self.pick([a for a in ALIASES if a not in taken])
            columns = tuple((n, kind) for n, kind in body.outputs if n)
            return Source(alias, columns), f"({body.sql}) AS {self.case(alias)}"
        names = sorted(self.ctes) if choice < 4 and self.ctes else sorted(set(self.schema) - {self.defining})
        name = self.pick(names)
        base = self.ctes[name].columns if name in self.ctes else tuple(self.schema[name])
        if name in taken or self.chance(50):
            alias = self.pick([a for a in ALIASES if a not in taken])
            return Source(alias, base), f"{self.case(name)} {'AS ' if self.chance(50) else ''}{self.case(alias)}"
        return Source(name, base), self.case(name)

    # ------------------------------------------------------------ select lists

    def select_list(self, scopes, depth: int, want, named: bool) -> tuple[list[str], list]:
        """Columns, expressions and scalar subqueries; all named when ``named``."""
        kinds = list(want) if want is not None else [None] * self.number(1, 3)
        if want is None and not named and self.chance(8):
            return ["*"], [(None, "other")], []  # '*': the outputs are not known here
        items, outputs, aliases = [], [], []
        for kind in kinds:
            text, out_kind, name = self.select_item(scopes, depth, kind)
            used = {output.lower() for output, _ in outputs if output}
            if name is None or name.lower() in used or self.chance(30 if named else 20):
                name = self.pick([label for label in LABELS if label not in used])
                text += f" AS {self.case(name)}"
                aliases.append(name)
            items.append(text)
            outputs.append((name, out_kind))
        return items, outputs, aliases

    def select_item(self, scopes, depth: int, kind: str | None) -> tuple[str, str, str | None]:
        """(text, kind, output name or None) of one select item."""
        kinds = (kind,) if kind else ("num", "text", "geom")
        roll = self.number(0, 9)
        if roll < 2 and (kind or "num") in COMPARABLE and self.may_nest(depth):
            kind = kind or self.pick(COMPARABLE)
            return self.scalar_subquery(scopes, depth, kind), kind, None
        found = self.column(scopes, kinds, correlated=False)
        if found is None:
            return self.literal(kind or "num"), kind or "num", None
        text, col_kind, name = found
        if roll < 4 and col_kind == "text":
            return f"{self.pick(['upper', 'lower', 'trim'])}({text})", "text", None
        if roll < 4 and col_kind == "num":
            return f"{text} + 1", "num", None
        return text, col_kind, name

    def group_list(self, scopes) -> tuple[list[str], list]:
        """Grouped columns (often aliased) and aggregates, as PostgreSQL requires."""
        items, outputs, aliases = [], [], []
        for _ in range(self.number(0, 2)):
            found = self.column(scopes, COMPARABLE, correlated=False)
            if found is None:
                break
            text, kind, name = found
            used = {output.lower() for output, _ in outputs if output}
            if name is None or name.lower() in used or self.chance(50):
                name = self.pick([label for label in LABELS if label not in used])
                text += f" AS {self.case(name)}"
                aliases.append(name)
            items.append(text)
            outputs.append((name, kind))
        label = self.pick([label for label in LABELS if label not in {output.lower() for output, _ in outputs}])
        items.append(f"{self.aggregate(scopes)} AS {self.case(label)}")
        outputs.append((label, "num"))
        return items, outputs, aliases

    def group_by(self, scopes, items: list[str], outputs) -> str:
        """GROUP BY each grouped item (by expression, alias or position) and maybe HAVING."""
        terms = []
        for position, (item, (name, _)) in enumerate(zip(items[:-1], outputs[:-1]), start=1):
            expression, _, alias = item.partition(" AS ")
            terms.append(self.pick([expression, str(position)] + ([self.case(name)] if alias else [])))
        text = f" GROUP BY {', '.join(terms)}" if terms else ""
        if self.chance(40):
            having = [items[-1].partition(" AS ")[0]]
            if self.dialect == "sqlite":  # SQLite lets HAVING use the aggregate's alias
                having += [self.case(alias) for alias in _not_columns(scopes, [outputs[-1][0]])]
            text += f" HAVING {self.pick(having)} > 0"
        return text

    def order_term(self, scopes, labels: list[str], width: int, by_column: bool) -> str:
        """A select alias, a position or (``by_column``: PostgreSQL allows no other
        with GROUP BY or DISTINCT) any column of the sources."""
        options = [self.case(label) for label in labels] + [str(self.number(1, width))]
        if by_column:
            found = self.column(scopes, COMPARABLE, correlated=False)
            options += [found[0]] if found else []
        return self.pick(options) + self.pick(["", " DESC", " ASC"])

    def aggregate(self, scopes) -> str:
        found = self.column(scopes, ("num",), correlated=False)
        if found is None or self.chance(40):
            return "count(*)"
        return f"{self.pick(['max', 'min', 'sum', 'count'])}({found[0]})"

    # ------------------------------------------------------------ conditions

    def condition(self, scopes, depth: int, aliases: list[str]) -> str:
        first = self.predicate(scopes, depth, aliases)
        if self.chance(25):
            return f"({first} {self.pick(['AND', 'OR'])} {self.predicate(scopes, depth, aliases)})"
        return first

    def predicate(self, scopes, depth: int, aliases: list[str]) -> str:
        roll = self.number(0, 9)
        if roll < 3 and self.may_nest(depth):
            return self.subquery_predicate(scopes, depth)
        if roll == 3 and self.dialect == "sqlite" and _not_columns(scopes, aliases):  # SQLite: WHERE may use them
            return f"{self.case(self.pick(_not_columns(scopes, aliases)))} IS NOT NULL"
        if roll == 4:
            found = self.column(scopes, ("num", "text", "geom"), correlated=True)
            return f"{found[0]} IS NOT NULL" if found else "1 = 1"
        if roll == 5:
            found = self.column(scopes, ("num",), correlated=True)
            return f"{found[0]} IN (1, 2, 3)" if found else "1 = 1"
        return self.comparison(scopes, COMPARABLE, across=len(scopes) > 1 and self.chance(50))

    def comparison(self, scopes, kinds, across: bool) -> str:
        """A column against a literal, or (``across``) against a column of another source."""
        kind = self.pick(kinds)
        left = self.column(scopes, (kind,), correlated=across)
        if left is None:
            return "1 = 1"
        right = self.column(scopes, (kind,), correlated=True) if across else None
        if right is None:
            if kind == "text" and self.chance(30):
                return f"{left[0]} LIKE 'A%'"
            return f"{left[0]} {self.pick(['=', '<>', '>'])} {self.literal(kind)}"
        return f"{left[0]} = {right[0]}"

    def subquery_predicate(self, scopes, depth: int) -> str:
        roll, kind = self.number(0, 2), self.pick(COMPARABLE)
        if roll == 0:
            outer = self.column(scopes, (kind,), correlated=True)
            if outer is not None:
                body = self.select(scopes, depth + 1, want=(kind,))
                return f"{outer[0]} {'NOT ' if self.chance(20) else ''}IN ({body.sql})"
        if roll == 1:
            outer = self.column(scopes, (kind,), correlated=True)
            if outer is not None:
                return f"{outer[0]} = {self.scalar_subquery(scopes, depth, kind)}"
        body = self.select(scopes, depth + 1)
        return f"{'NOT ' if self.chance(20) else ''}EXISTS ({body.sql})"

    def scalar_subquery(self, scopes, depth: int, kind: str) -> str:
        """(SELECT max(column) FROM ... [WHERE correlated]): one row, one value."""
        sources, from_sql, on_sql = self.from_clause(depth + 1)
        inner = [*scopes, sources]
        found = self.column(inner, (kind,), correlated=False)
        value = f"max({found[0]})" if found else ("count(*)" if kind == "num" else "max(lower('x'))")
        where = [on_sql] if on_sql else []
        if len(inner) > 1 and self.chance(70):
            where.append(self.comparison(inner, COMPARABLE, across=True))
        return f"(SELECT {value} FROM {from_sql}{' WHERE ' + ' AND '.join(where) if where else ''})"

    # ------------------------------------------------------------ names

    def column(self, scopes, kinds, correlated: bool) -> tuple[str, str, str | None] | None:
        """(text, kind, output name) of a column of one of ``kinds``: of the innermost
        sources, or (``correlated``) sometimes of an outer one; now and then a column no
        visible source has. None when no source has that kind."""
        levels = range(len(scopes)) if correlated and self.chance(35) else [len(scopes) - 1]
        found = [(source, name, kind, ways) for level in levels for source in scopes[level]
                 for name, kind in source.columns if kind in kinds
                 for ways in [_unambiguous(scopes, level, source, name)] if any(ways)]
        if not found:
            return None
        source, name, kind, (qualified, unqualified) = self.pick(found)
        if self.chance(4):
            return self.bad_column(scopes, kind)
        if qualified and (not unqualified or self.chance(50)):
            return f"{self.case(source.qualifier)}.{self.column_name(name)}", kind, name
        return self.column_name(name), kind, name

    def bad_column(self, scopes, kind: str) -> tuple[str, str, None]:
        """A column no visible source has: misspelt, or another table's."""
        visible = {c.lower() for scope in scopes for s in scope for c, _ in s.columns}
        real = sorted({c for columns in self.schema.values() for c, _ in columns})
        name = self.pick(real)
        if name.lower() in visible or self.chance(50):
            name = self.pick([name + "x", name[:-1] + "q", "x" + name])
        if name.lower() in visible:
            name += "_zz"
        text = name if self.chance(50) else f"{self.case(self.pick(scopes[-1]).qualifier)}.{name}"
        return text, kind, None

    def column_name(self, name: str) -> str:
        """A real column as the dialect finds it: quoted when PostgreSQL would fold it."""
        if self.dialect == "postgres" and name != name.lower():
            return f'"{name}"'
        if self.dialect == "sqlite" and self.chance(10):
            return f'"{name}"'
        return self.case(name)

    def case(self, name: str) -> str:
        """An unquoted name (table, alias) in any case: both engines fold it."""
        return self.pick([name, name.lower(), name.upper(), name.capitalize()])

    def literal(self, kind: str) -> str:
        if kind == "text":
            return self.pick(["'FR'", "'Spain'", "'A'", "''"])
        return str(self.number(0, 250)) if kind == "num" else "NULL"
