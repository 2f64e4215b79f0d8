"""SQLite's own reading of a query, apart from the parser's (issue 37).

The guard reads a text with sqlglot; SQLite reads it with its own tokenizer, and the
two disagreed once ("$a(') ; ATTACH ...')" was one function call to sqlglot, three
statements to SQLite). So before a text reaches a SQLite engine, SQLite itself
prepares it here, on a throwaway in-memory connection holding empty tables of the
same names and columns: it must be exactly one statement, with no parameter or
variable, whose every step only reads. The connection can attach nothing
(``SQLITE_LIMIT_ATTACHED`` 0) and its authorizer refuses anything but reading, so
preparing an attack does nothing either. ``EXPLAIN`` compiles the statement without
running it: no function is called, no loop runs.

Pure Python (``sqlite3``), no qgis import. A text SQLite cannot compile here (a
column or function the stubs lack) is left to the engine, which prepares it the
same way and fails the same way: it never runs a second statement either.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field

# What a query may do as SQLite compiles it: read tables and columns, call functions,
# recurse in a WITH. Everything else (INSERT, ATTACH, PRAGMA, CREATE, transactions...)
# is a verdict against the text.
READ_ACTIONS = frozenset({sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ, sqlite3.SQLITE_FUNCTION,
                          getattr(sqlite3, "SQLITE_RECURSIVE", 33)})
# The authorizer's action codes by name, for the verdict's wording (the sqlite3 module
# also names error codes and limits with the same numbers, so they are listed here).
_ACTION_NAMES = {getattr(sqlite3, "SQLITE_" + name): name for name in (
    "CREATE_INDEX", "CREATE_TABLE", "CREATE_TEMP_INDEX", "CREATE_TEMP_TABLE", "CREATE_TEMP_TRIGGER",
    "CREATE_TEMP_VIEW", "CREATE_TRIGGER", "CREATE_VIEW", "DELETE", "DROP_INDEX", "DROP_TABLE",
    "DROP_TEMP_INDEX", "DROP_TEMP_TABLE", "DROP_TEMP_TRIGGER", "DROP_TEMP_VIEW", "DROP_TRIGGER", "DROP_VIEW",
    "INSERT", "PRAGMA", "TRANSACTION", "UPDATE", "ATTACH", "DETACH", "ALTER_TABLE", "REINDEX", "ANALYZE",
    "CREATE_VTABLE", "DROP_VTABLE", "SAVEPOINT") if hasattr(sqlite3, "SQLITE_" + name)}


def allowed(action: int, function: str | None, refused_functions: Collection[str]) -> bool:
    """Whether a SQLite engine may take this compiled step: reading, or calling a
    function not on ``refused_functions`` (lower-case names)."""
    if action == sqlite3.SQLITE_FUNCTION:
        return (function or "").lower() not in refused_functions
    return action in READ_ACTIONS


class NotOneRead(Exception):
    """SQLite reads the text as something other than one statement that only reads."""


@dataclass
class Reading:
    """What SQLite saw while compiling a text: the actions, and whether it compiled."""

    actions: list[tuple[int, str]] = field(default_factory=list)  # (action, its table or function)
    compiled: bool = False
    error: str = ""


def limit_attached(connection: sqlite3.Connection) -> None:
    """No ATTACH can succeed on ``connection``, whatever text reaches it (Python 3.11+;
    older Pythons keep the authorizer's refusal only)."""
    setlimit = getattr(connection, "setlimit", None)
    if setlimit is not None:
        setlimit(sqlite3.SQLITE_LIMIT_ATTACHED, 0)


def read(sql: str, tables: Mapping[str, Collection[str]], load_functions=None,
         refused_functions: Collection[str] = frozenset()) -> Reading:
    """Compile ``sql`` on empty tables named as ``tables`` (name -> its columns); raise
    ``NotOneRead`` when SQLite sees more than one statement, a parameter or variable, or
    a step that does not only read or calls one of ``refused_functions``. ``load_functions(connection)`` adds the engine's
    functions (SpatiaLite), so SQLite compiles what the engine would."""
    reading = Reading()
    connection = sqlite3.connect(":memory:", isolation_level=None)
    try:
        limit_attached(connection)
        for name, columns in tables.items():
            connection.execute(f"CREATE TABLE {_quoted(name)} ({', '.join(_column_list(columns))})")
        if load_functions is not None:
            load_functions(connection)

        def authorize(action, first, second, _database, _trigger):
            reading.actions.append((action, second if action == sqlite3.SQLITE_FUNCTION else first or ""))
            return sqlite3.SQLITE_OK if allowed(action, second, refused_functions) else sqlite3.SQLITE_DENY

        connection.set_authorizer(authorize)
        try:
            connection.execute("EXPLAIN " + sql).fetchall()
            reading.compiled = True
        except sqlite3.ProgrammingError as err:  # a second statement, or a variable left unbound
            raise NotOneRead(_programming_verdict(str(err))) from err
        except sqlite3.Warning as err:  # Python 3.11: "You can only execute one statement at a time."
            raise NotOneRead(_programming_verdict(str(err))) from err
        except sqlite3.Error as err:
            reading.error = str(err)
        finally:
            connection.set_authorizer(None)
    finally:
        connection.close()
    refused = [(action, name) for action, name in reading.actions if not allowed(action, name, refused_functions)]
    if refused:
        action, name = refused[0]
        what = f"the function {name}" if action == sqlite3.SQLITE_FUNCTION else _ACTION_NAMES.get(action, str(action))
        raise NotOneRead(f"SQLite reads a step that does not only read: {what}"
                         + (f" {name}" if name and action != sqlite3.SQLITE_FUNCTION else ""))
    return reading


def stub_functions(names: Collection[str]):
    """A ``load_functions`` for ``read``: each named function SQLite lacks, as a stub that
    takes any arguments (``EXPLAIN`` never calls it). Pure Python: loading SpatiaLite here,
    on whichever thread plans, beside a query's own SpatiaLite in a worker, aborted QGIS
    once (the 3.40 leg); its functions need only exist for SQLite to compile the text."""
    def load(connection: sqlite3.Connection) -> None:
        try:
            known = {row[0].lower() for row in connection.execute("SELECT name FROM pragma_function_list")}
        except sqlite3.Error:
            known = set()
        for name in names:
            if name.lower() not in known:
                connection.create_function(name, -1, _stub)
    return load


def _stub(*_arguments) -> None:
    return None


def _programming_verdict(error: str) -> str:
    if "one statement" in error.lower():
        return "SQLite reads more than one statement in this text"
    if "binding" in error.lower():
        return "SQLite reads a parameter or variable in this text"
    return f"SQLite cannot read this text as one query: {error}"


def _column_list(columns: Collection[str]) -> list[str]:
    seen: dict[str, str] = {}
    for column in columns:
        seen.setdefault(column.lower(), column)
    return [_quoted(column) for column in seen.values()] or ['"_"']


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'
