"""A guard (sqlglot) bug stood in for: the engine gets the raw text as if it were checked."""

from map_assistant.services.sql.guard import ParsedQuery


class GuardMissed(ParsedQuery):
    """Stands in for a guard (sqlglot) bug: the checked query handed to the engine
    is the raw text, unparsed and not renamed. Everything after it is real."""

    def __init__(self, sql: str, dialect: str):
        super().__init__(sql, dialect, None)

    def rewrite_tables(self, mapping, dialect=None) -> str:
        return self.sql
