"""Static checks on model-written SQL: one read-only statement, its tables, its columns.

Pure Python (sqlglot), no qgis import, so it is unit-testable anywhere. This is
the first line of defence only: the engines also open their databases
read-only, so a query that slips past the parser still cannot write.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Annotated

import sqlglot
from pydantic import AfterValidator
from sqlglot import exp
from sqlglot.errors import SqlglotError

from ...agent.user_error import UserError
from ...agent.user_text import for_user, joined
from . import pg_functions

# sqlglot dialect names we accept; GeoPackage, SpatiaLite and the copy engine
# all speak SQLite.
DIALECTS = ("sqlite", "postgres")

# Functions that write files, load code, reach other databases or change
# sequences. Compared lower-case.
FORBIDDEN_FUNCTIONS = frozenset(
    {
        # SQLite / SpatiaLite: sandbox escapes and file access
        "load_extension",
        "readfile",
        "writefile",
        "edit",
        "fts3_tokenizer",
        "importshp",
        "importdbf",
        "importxls",
        "importwfs",
        "importdxf",
        "importgeojson",
        "exportshp",
        "exportdbf",
        "exportkml",
        "exportgeojson",
        "exportgeojson2",
        "blobfromfile",
        "blobtofile",
        "xb_loadxml",
        "xb_storexml",
        "createspatialindex",
        "disablespatialindex",
        "recovergeometrycolumn",
        "addgeometrycolumn",
        "discardgeometrycolumn",
        "initspatialmetadata",
        "gpkgaddgeometrycolumn",
        "gpkgcreatebasetables",
        "gpkginsertepsgsrid",
        # PostgreSQL: server file access, large objects, other servers, sequences
        "lo_import",
        "lo_export",
        "lo_unlink",
        "lo_create",
        "lo_put",
        "lo_from_bytea",
        "pg_read_file",
        "pg_read_binary_file",
        "pg_ls_dir",
        "pg_stat_file",
        "pg_terminate_backend",
        "pg_cancel_backend",
        "pg_reload_conf",
        "pg_rotate_logfile",
        "set_config",
        "dblink",
        "dblink_exec",
        "dblink_connect",
        "dblink_send_query",
        "nextval",
        "setval",
        "currval",
        "lastval",
        "pg_advisory_lock",
        "pg_advisory_xact_lock",
    }
)

# Statements (anywhere in the tree, e.g. inside a CTE) that change data or state.
_WRITE_NODES: tuple[type[exp.Expression], ...] = tuple(
    getattr(exp, name)
    for name in (
        "Insert",
        "Update",
        "Delete",
        "Merge",
        "Create",
        "Drop",
        "Alter",
        "TruncateTable",
        "Command",
        "Pragma",
        "Attach",
        "Detach",
        "Copy",
        "Set",
        "Use",
        "Transaction",
        "Commit",
        "Rollback",
        "Grant",
        "Analyze",
        "Into",
        "Lock",
        "LoadData",
    )
    if hasattr(exp, name)
)


class SqlRejected(UserError):
    """A query we refuse to run; ``user_message`` is for the user and the model.
    ``changes_data``: it would write (INSERT, UPDATE, DELETE, DDL...), which no
    correction of the query can make possible here."""

    def __init__(self, user_message: str, changes_data: bool = False):
        super().__init__(user_message)
        self.changes_data = changes_data


@dataclass(frozen=True)
class NativeTable:
    """Where a layer lives inside its database (schema is None for SQLite)."""

    table: str
    schema: str | None = None
    where: str | None = None  # read only these rows (SQL of the target dialect): a subquery


class ParsedQuery:
    """A checked statement: its tables, and rewriting for the target database."""

    def __init__(self, sql: str, dialect: str, tree: exp.Expression):
        self.sql = sql
        self.dialect = dialect
        self.tree = tree

    @property
    def table_names(self) -> list[str]:
        """Distinct table names the query reads, in order, CTE names excluded."""
        ctes = {cte.alias_or_name.lower() for cte in self.tree.find_all(exp.CTE)}
        names: list[str] = []
        seen: set[str] = set()
        for table in self.tree.find_all(exp.Table):
            name = _table_name(table)
            if not name or (not table.db and name.lower() in ctes):
                continue
            if name.lower() not in seen:
                seen.add(name.lower())
                names.append(name)
        return names

    def rewrite_tables(self, mapping: dict[str, NativeTable], dialect: str | None = None) -> str:
        """SQL in ``dialect`` with layer names replaced by native table names.

        ``mapping`` keys are layer names (matched case-insensitively). A renamed
        table without an alias keeps the layer name as alias, so columns written
        as ``layer.column`` still resolve.
        """
        target = dialect or self.dialect
        lowered = {name.lower(): native for name, native in mapping.items()}
        tree = self.tree.copy()
        for table in list(tree.find_all(exp.Table)):
            name = _table_name(table)
            native = lowered.get(name.lower()) if name else None
            if native is None:
                continue
            alias = exp.TableAlias(this=exp.to_identifier(table.alias or name, quoted=True))
            replacement = exp.Table(
                this=exp.to_identifier(native.table, quoted=True),
                db=exp.to_identifier(native.schema, quoted=True) if native.schema else None,
            )
            if native.where:
                rows = exp.select("*").from_(replacement).where(sqlglot.parse_one(native.where, read=target))
                table.replace(exp.Subquery(this=rows, alias=alias))
            else:
                replacement.set("alias", alias)
                table.replace(replacement)
        return tree.sql(dialect=target)

    def to_sql(self, dialect: str | None = None) -> str:
        return self.tree.sql(dialect=dialect or self.dialect)



def _not_blank(value: str) -> str:
    if not value.strip():
        raise ValueError("must not be empty")
    return value.strip()


# A model-written query as the sql action and the query lookup take it: stripped, never blank.
SqlText = Annotated[str, AfterValidator(_not_blank)]


def check_read_only(sql: str, dialect: str) -> ParsedQuery:
    """Parse ``sql`` and accept only one read-only SELECT/WITH statement."""
    if dialect not in DIALECTS:
        raise ValueError(f"unsupported dialect {dialect!r}")
    if not sql or not sql.strip():
        raise SqlRejected(for_user("the query is empty"))
    try:
        statements = [s for s in sqlglot.parse(sql, read=dialect) if s is not None]
    except SqlglotError as err:
        raise SqlRejected(for_user("could not parse: {reason}", reason=_first_line(err))) from err
    if not statements:
        raise SqlRejected(for_user("the query is empty"))
    if len(statements) > 1:
        raise SqlRejected(for_user("only one statement may run, this text has {count}; remove the extra statements",
                                   count=len(statements)))
    tree = statements[0]
    variable = _variable_in(tree)
    if variable:
        raise SqlRejected(for_user("the query holds {variable}, a parameter or variable: write the value itself "
                                   "into the query (SQLite and the query check could read it differently)",
                                   variable=variable))
    if not isinstance(tree, exp.Query):
        raise SqlRejected(_not_read_only(tree, sql), changes_data=isinstance(tree, _WRITES))
    for node in tree.walk():
        if isinstance(node, _WRITE_NODES):
            raise SqlRejected(_not_read_only(node, ""), changes_data=isinstance(node, _WRITES))
        if isinstance(node, exp.Func):
            if dialect == "postgres" and (refused := pg_functions.refusal(node)):  # an allow-list there
                raise SqlRejected(refused)
            name = _function_name(node)
            if name.lower() in FORBIDDEN_FUNCTIONS:
                raise SqlRejected(for_user("the function {function} is not allowed: it can write files, change the "
                                           "database or reach outside it", function=name))
    return ParsedQuery(sql, dialect, tree)


# What SQLite reads as a bind parameter or variable: ?, ?NNN, :name, @name, $name,
# #name and the Tcl forms $name(...) and $a::b. sqlglot reads some of them as names
# or function calls whose string argument then hides the rest of the text from it
# (issue 37: "$a(') ; ATTACH ...')"), so every form is refused, whatever it parsed as.
_VARIABLE_NODES = tuple(getattr(exp, name) for name in ("Placeholder", "Parameter", "SessionParameter")
                        if hasattr(exp, name))
_VARIABLE_STARTS = ("?", ":", "@", "$", "#")


def _variable_in(tree: exp.Expression) -> str:
    """The first parameter or variable in ``tree`` as written, '' when none."""
    for node in tree.walk():
        if isinstance(node, _VARIABLE_NODES):
            return node.sql() or "?"
        name = node.this if isinstance(node, (exp.Identifier, exp.Anonymous)) else None
        quoted = isinstance(node, exp.Identifier) and node.quoted
        if isinstance(name, str) and not quoted and name.startswith(_VARIABLE_STARTS):
            return name
    return ""


def referenced_tables(sql: str) -> list[str]:
    """Tables read by ``sql``, before its engine is known (``parsed_either``)."""
    return parsed_either(sql).table_names


def parsed_either(sql: str) -> ParsedQuery:
    """``sql`` checked before its engine is known: parsed as SQLite, then as PostgreSQL.
    Raises ``SqlRejected`` (the SQLite reason) when neither accepts it."""
    try:
        return check_read_only(sql, "sqlite")
    except SqlRejected as sqlite_error:
        try:
            return check_read_only(sql, "postgres")
        except SqlRejected:
            raise sqlite_error from None


def table_name_uses(parsed: ParsedQuery, name: str) -> int | None:
    """How often the query writes ``name`` (any case) as a table it reads or as a column's
    qualifier (``name.column``); None when it also writes it otherwise (an alias, a column,
    a CTE, a schema), so that renaming every such word would change more than the table."""
    uses = 0
    for identifier in parsed.tree.find_all(exp.Identifier):
        if identifier.name.lower() != name.lower():
            continue
        holder, key = identifier.parent, identifier.arg_key
        if not (isinstance(holder, exp.Table) and key == "this" or isinstance(holder, exp.Column) and key == "table"):
            return None
        uses += 1
    return uses or None


@dataclass(frozen=True)
class UnknownColumn:
    """A column no source of its query has; ``sources`` are (name, its columns) pairs."""

    column: str
    sources: tuple[tuple[str, tuple[str, ...]], ...]
    what: str = "column"  # "field" for a QGIS expression

    def message(self) -> str:
        """"no column geom in countries; did you mean geometry? Columns of countries: geometry, ..."."""
        names = " or ".join(name for name, _ in self.sources)
        columns = [column for _, known in self.sources for column in known]
        nearest = difflib.get_close_matches(self.column.lower(), [c.lower() for c in columns], n=1, cutoff=0.6)
        field = self.what == "field"
        if nearest:
            guess = next(c for c in columns if c.lower() == nearest[0])
            text = (for_user("no field {column} in {sources}; did you mean {guess}?", column=self.column,
                             sources=names, guess=guess) if field else
                    for_user("no column {column} in {sources}; did you mean {guess}?", column=self.column,
                             sources=names, guess=guess))
        else:
            text = (for_user("no field {column} in {sources}.", column=self.column, sources=names) if field else
                    for_user("no column {column} in {sources}.", column=self.column, sources=names))
        sentences = [text]
        for name, known in self.sources:
            listed = nearest_first(self.column, known)
            shown = ", ".join(listed[:25]) + (f", … (+{len(listed) - 25})" if len(listed) > 25 else "")
            sentences.append(for_user("Fields of {source}: {names}.", source=name, names=shown) if field else
                             for_user("Columns of {source}: {names}.", source=name, names=shown))
        return joined(sentences)


def nearest_first(wanted: str, names: Collection[str]) -> list[str]:
    """``names`` ordered by likeness to ``wanted`` (case-insensitive), the given order among equals."""
    score = {name: difflib.SequenceMatcher(None, wanted.lower(), name.lower()).ratio() for name in names}
    return sorted(names, key=lambda name: -score[name])


# Columns every row has without being a field: SQLite's row id, PostgreSQL's
# system columns. Always accepted, never listed as a table's columns.
PSEUDO_COLUMNS = {
    "sqlite": frozenset({"rowid", "oid", "_rowid_"}),
    "postgres": frozenset({"ctid", "oid", "tableoid", "xmin", "xmax", "cmin", "cmax"}),
}

# What a source of a query offers: its columns (None: unknown, so anything goes).
ColumnsOf = Callable[[str], "Collection[str] | None"]


def unknown_columns(parsed: ParsedQuery, columns_of: ColumnsOf) -> list[UnknownColumn]:
    """Columns that none of the query's sources has, one entry per name.

    ``columns_of(table_name)`` gives a table's columns (any case), or None when
    they are not known. A column is sought in the sources of the SELECT it is
    written in, then in those of the queries around it (a correlated subquery).
    A false rejection costs a working query, a missed one only a failed click, so
    whenever a column could come from somewhere unknown (a table function, a
    subquery with ``*``, an unnamed expression, a select alias, an outer query) it
    is accepted. In SQLite an unknown double-quoted name is a string literal, so it
    is accepted there too; and SQLite never compiles a WITH query that nothing
    reads, so the columns of one are not checked.
    (tests/services/sql/test_column_check_differential.py: no false rejection.)
    """
    from sqlglot.optimizer.scope import traverse_scope  # only needed here

    try:
        return _unknown_in(traverse_scope(parsed.tree), parsed, columns_of)
    except SqlglotError:  # e.g. one table twice without an alias ("Alias already used")
        return []  # sqlglot cannot follow this query's sources: unsure, accept


def _unknown_in(scopes, parsed: ParsedQuery, columns_of: ColumnsOf) -> list[UnknownColumn]:
    found: dict[str, UnknownColumn] = {}
    for column, sources in _unknown_uses(scopes, parsed, columns_of):
        found.setdefault(column.name.lower(), UnknownColumn(column.name, sources))
    return list(found.values())


@dataclass(frozen=True)
class UnknownUse:
    """One place a query names an unknown column: the node, and the sources it was sought in."""

    column: exp.Column
    sources: tuple[tuple[str, tuple[str, ...]], ...]


def unknown_uses(parsed: ParsedQuery, columns_of: ColumnsOf) -> list[UnknownUse]:
    """Every occurrence of a column none of its sources has (``unknown_columns`` gives
    one entry per name); [] when sqlglot cannot follow the query's sources."""
    from sqlglot.optimizer.scope import traverse_scope  # only needed here

    try:
        return [UnknownUse(column, sources)
                for column, sources in _unknown_uses(traverse_scope(parsed.tree), parsed, columns_of)]
    except SqlglotError:
        return []


def compared_texts(column: exp.Column) -> list[str]:
    """The text literals ``column`` is compared with, as in ``country = 'France'``,
    ``country IN ('France', 'Spain')`` or a LIKE without wildcards; [] otherwise."""
    parent = column.parent
    if isinstance(parent, exp.In) and parent.this is column:
        others = parent.expressions
    elif isinstance(parent, (exp.EQ, exp.NEQ, exp.Like, exp.ILike)):
        others = [parent.expression if parent.this is column else parent.this]
    else:
        return []
    texts = [other.this for other in others if isinstance(other, exp.Literal) and other.is_string]
    if isinstance(parent, (exp.Like, exp.ILike)):
        texts = [text for text in texts if "%" not in text and "_" not in text]
    return [text for text in texts if text.strip()]


def sole_text_comparison(tree: exp.Expression) -> tuple[str, str] | None:
    """(column, text) when ``tree`` is one SELECT of one table, no join, subquery or
    WITH, whose whole WHERE is one equality of a column with a text
    (``... FROM provinces WHERE name = 'Canada'``); None for any other query."""
    if not isinstance(tree, exp.Select) or len(list(tree.find_all(exp.Table))) != 1:
        return None
    if any(True for _ in tree.find_all(exp.Subquery, exp.With, exp.Join, exp.Union)):
        return None
    where = tree.args.get("where")
    condition = where.this if where is not None else None
    if not isinstance(condition, exp.EQ):
        return None
    for column, other in ((condition.this, condition.expression), (condition.expression, condition.this)):
        if isinstance(column, exp.Column) and isinstance(other, exp.Literal) and other.is_string:
            return column.name, other.this
    return None


def _unknown_uses(scopes, parsed: ParsedQuery, columns_of: ColumnsOf):
    pseudo = PSEUDO_COLUMNS.get(parsed.dialect, frozenset())
    unread = _unread_ctes(parsed.tree)
    # sqlglot matches WITH names in their case, the engines in any: `FROM Big` may
    # read `big`, which sqlglot takes for a table, maybe a layer's namesake.
    ctes = {cte.alias_or_name.lower() for cte in parsed.tree.find_all(exp.CTE)}
    columns_of = _unless_named_in(ctes, columns_of)
    for scope in scopes:
        if any(id(outer.expression) in unread for outer in _chain(scope)):
            continue  # in a WITH query nothing reads
        for column in _own_columns(scope):
            name = column.name
            if not name or isinstance(column.this, exp.Star) or name.lower() in pseudo:
                continue
            if parsed.dialect == "sqlite" and getattr(column.this, "quoted", False):
                continue
            if column.table:
                sources = _qualified_source(scope, column.table, columns_of)
            else:
                sources = _unqualified_sources(scope, column, columns_of)
            if sources and all(name.lower() not in {c.lower() for c in known} for _, known in sources):
                yield column, tuple(sources)


def _own_columns(scope) -> list[exp.Column]:
    """The columns written in ``scope`` itself. sqlglot's ``scope.columns`` also lists
    every unqualified column of its subqueries (without a schema it cannot tell which
    are correlated); looked up here, they would be sought in the outer sources alone.
    Each subquery's own scope checks them, from its sources outwards."""
    children = [*scope.subquery_scopes, *scope.udtf_scopes, *scope.derived_table_scopes]
    handed_up = {id(column) for child in children for column in child.external_columns}
    return [column for column in scope.columns if id(column) not in handed_up]


def _unless_named_in(names: set[str], columns_of: ColumnsOf) -> ColumnsOf:
    return lambda table: None if table.lower() in names else columns_of(table)


def _unread_ctes(tree: exp.Expression) -> set[int]:
    """ids of the bodies of the WITH queries that neither the query nor a WITH query it
    reads names. A name given to two WITH queries is unsure: neither is counted read."""
    named: dict[str, list[exp.CTE]] = {}
    for cte in tree.find_all(exp.CTE):
        named.setdefault(cte.alias_or_name.lower(), []).append(cte)
    read: set[int] = set()
    todo: list[exp.Expression] = [tree]
    while todo:
        for node in todo.pop().walk(prune=lambda node: isinstance(node, exp.CTE)):  # a body when read
            same = named.get(node.name.lower(), []) if isinstance(node, exp.Table) and not node.db else []
            if len(same) == 1 and id(same[0]) not in read:
                read.add(id(same[0]))
                todo.append(same[0].this)
    return {id(cte.this) for ctes in named.values() for cte in ctes if id(cte) not in read}


def _chain(scope):
    while scope is not None:
        yield scope
        scope = scope.parent


def _qualified_source(scope, qualifier: str, columns_of: ColumnsOf):
    """[(name, columns)] of the source ``qualifier`` names, or [] when unknown."""
    for outer in _chain(scope):
        source = outer.sources.get(qualifier)
        if source is None:
            source = next((v for k, v in outer.sources.items() if k.lower() == qualifier.lower()), None)
        if source is not None:
            described = _describe(qualifier, source, columns_of)
            return [described] if described else []
    return []


def _unqualified_sources(scope, column: exp.Column, columns_of: ColumnsOf):
    """[(name, columns)] of every source the column could come from, or [] when one
    of them is unknown or the name is a select alias (then the column is accepted).
    An alias is no column for its own select list: ``SELECT avg(n) AS n`` failed on
    click with "no such column: n" (make eval-live)."""
    name = column.name
    sources = []
    for outer in _chain(scope):
        if name.lower() in _select_aliases(outer.expression) and not _in_select_list(column, outer.expression):
            return []
        for alias, (_node, source) in outer.selected_sources.items():
            described = _describe(alias, source, columns_of)
            if described is None:
                return []
            sources.append(described)
    return sources


def _describe(alias: str, source, columns_of: ColumnsOf):
    """(name, columns) of a FROM source: a layer table or a subquery/CTE; None when unknown."""
    if isinstance(source, exp.Table):
        name = _table_name(source)
        known = columns_of(name) if name else None
        return (name, tuple(known)) if known is not None else None
    expression = getattr(source, "expression", None)  # a sqlglot Scope: CTE or subquery
    outputs = _output_names(expression)
    return (alias, tuple(outputs)) if outputs is not None else None


def _in_select_list(node: exp.Expression, select) -> bool:
    """Whether ``node`` is written in one of ``select``'s result columns."""
    listed = {id(item) for item in getattr(select, "selects", None) or []}
    while node is not None and node is not select:
        if id(node) in listed:
            return True
        node = node.parent
    return False


def _select_aliases(expression) -> set[str]:
    """Names given with AS in a SELECT (SQLite lets WHERE and GROUP BY use them)."""
    selects = getattr(expression, "selects", None) or []
    return {select.alias.lower() for select in selects if isinstance(select, exp.Alias)}


def _output_names(expression) -> list[str] | None:
    """The column names a SELECT (or UNION) gives, or None when not all are known."""
    if not isinstance(expression, exp.Query):
        return None
    holder = expression.parent
    alias = holder.args.get("alias") if isinstance(holder, (exp.CTE, exp.Subquery)) else None
    if isinstance(alias, exp.TableAlias) and alias.columns:
        return [column.name for column in alias.columns]
    if getattr(expression, "is_star", True):
        return None
    names = list(expression.named_selects)
    return names if all(names) else None  # an unnamed expression's column name is unsure


def _table_name(table: exp.Table) -> str:
    """The layer name a table reference means; '' for table functions."""
    if not isinstance(table.this, exp.Identifier):
        return ""
    parts = [p for p in (table.catalog, table.db, table.name) if p]
    return ".".join(parts)


def function_names(tree: exp.Expression) -> set[str]:
    """The names of the functions a checked query calls, as its SQL writes them."""
    return {_function_name(node) for node in tree.find_all(exp.Func)}


def _function_name(node: exp.Func) -> str:
    if isinstance(node, exp.Anonymous):
        return str(node.name)
    return node.sql_name()


# Statements that write data or tables: no correction of the query makes them possible. Not
# exp.Command: a model's bare condition ("country = 'Canada'") parses as one, and it can be fixed.
_WRITES = tuple(getattr(exp, name) for name in ("Insert", "Update", "Delete", "Merge", "Into", "Create", "Drop",
                                                "Alter", "AlterTable", "TruncateTable") if hasattr(exp, name))


def _not_read_only(node: exp.Expression, sql: str) -> str:
    if isinstance(node, exp.Into):
        what = for_user("SELECT ... INTO would create a table")
    elif isinstance(node, exp.Lock):
        what = for_user("SELECT ... FOR UPDATE would lock rows")
    elif isinstance(node, (exp.Insert, exp.Update, exp.Delete, exp.Merge)):
        what = for_user("{statement} would modify data", statement=_keyword(node, sql))
    else:
        what = for_user("{statement} would change the database or its settings", statement=_keyword(node, sql))
    return for_user("only SELECT or WITH queries may run: {reason}", reason=what)


def _keyword(node: exp.Expression, sql: str) -> str:
    """The statement keyword to name in a message (e.g. DELETE, PRAGMA)."""
    if isinstance(node, exp.Command):
        return str(node.this).upper()
    name = type(node).__name__.upper()
    if name == "TRUNCATETABLE":
        return "TRUNCATE"
    if sql.strip():
        first = sql.strip().split()[0].upper()
        if first.isalpha() and first not in ("WITH", "SELECT"):
            return first
    return name


def _first_line(err: Exception) -> str:
    text = str(err).strip().splitlines()
    return text[0] if text else type(err).__name__
