"""``query``: a read-only SQL query answered within the turn (at most 100 rows).

The same engines and guard as the ``sql`` action: one SELECT/WITH, pushed down
to the GeoPackage or PostgreSQL database when every table lives there, else a
copy of the layers (engines/layer_copy.py); read-only enforced by the engines themselves. Placeholders
are filled from the map at the time of the call, as a click would fill them:
view values on the main thread, selected features' keys in the worker.
"""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field

from ...agent.tools import CAVEAT, LOOKUP, VALUES, ToolContext
from ...agent.words.vocabulary import COUNT_WORDS
from ..checks.action_checks import check_sql, query_dialect
from ..checks.question_checks import check_average_asked, check_view_asked
from ..checks.sql_mend import mended_sql
from ..checks.zero_distances import zero_distance_caveat
from ..reading.lookup_tool import LookupTool
from ..reading.pushdown import query_rows
from ..reading.results import LookupFailed, json_value
from ..sql.guard import SqlText

MAX_ROWS = 100


class QueryInput(BaseModel):
    model_config = ConfigDict(extra="ignore", json_schema_extra={"examples": [{"sql": "SELECT FIELD, count(*) AS n FROM LAYER_NAME GROUP BY FIELD ORDER BY n DESC LIMIT 5"}]})

    sql: SqlText = Field(
        description=(
            "One read-only SELECT (or WITH) statement; placeholders are filled now."
        )
    )
    sql_placeholders: list[str] = Field(
        default_factory=list, description="Every placeholder used in `sql`."
    )


class QueryTool(LookupTool):
    name: ClassVar[str] = "query"
    description: ClassVar[str] = (
        "Lookup: run one read-only SQL query (same syntax, "
        "tables and placeholders as the sql action) and get `columns`, the first 100 `rows`, "
        "the `total` row count and `truncated`. Use it for figures you need in your answer "
        "(top 5 by a field, sums, counts by group); use the sql action when the user wants the table."
    )
    input_model: ClassVar[type[BaseModel]] = QueryInput
    kind: ClassVar[str] = LOOKUP
    egress: ClassVar[str] = VALUES  # query rows
    # agent/words/short_prompt.py: a count, a list, a figure
    note_words: ClassVar[tuple[str, ...]] = COUNT_WORDS + (
        "list", "names", "which", "what are", "lista", "nombres", "cuales", "cuáles", "liste", "noms", "quels",
        "quelles", "welche", "namen", "elenc", "nomi", "quali", "quais", "nomes",
    ) + (
        "sum", "total", "average", "mean", "median", "maxim", "minim", "largest", "biggest", "smallest", "most",
        "least", "top ", "rank", "media", "promedio", "suma", "mayor", "menor", "más", "moyenne", "somme", "plus grand",
        "plus petit", "le plus", "durchschnitt", "summe", "größt", "grösst", "kleinst", "meist", "média", "soma",
        "maior", "menor", "somma", "più",
    )
    note_by_default: ClassVar[bool] = True  # described to a small model when no words pick a tool
    list_key: ClassVar[str] = "rows"

    def run(self, request: QueryInput, context: ToolContext | None) -> str:
        return self.answer_with(lambda r, environment, clock: self._checked(r, environment, clock, context),
                                request, context)

    def _checked(self, request: QueryInput, environment, clock, context: ToolContext | None) -> dict:
        """The sql action's checks and mends (checks/sql_mend.py), and its checks against the
        question (the view, an average); a rejection is an error result."""
        context = context or ToolContext()
        checked = ToolContext(snapshot=environment.snapshot, lookups=environment, asked=context.asked,
                              first_try=context.first_try, values_allowed=environment.values_allowed)
        sql, note = mended_sql(checked, request.sql, request.sql_placeholders)
        try:
            check_view_asked(checked, sql, request.sql_placeholders)
            check_average_asked(checked, sql)
        except ValueError as asked:
            raise LookupFailed(str(asked)) from asked
        answer = self.compute(request.model_copy(update={"sql": sql}), environment, clock)
        caveat = _zero_distance_caveat(checked, sql, request.sql_placeholders, answer)
        return {**answer, **({"note": note} if note else {}), **({CAVEAT: caveat} if caveat else {})}

    def compute(self, request: QueryInput, environment, clock) -> dict:
        result = query_rows(environment, request.sql, request.sql_placeholders, clock, MAX_ROWS)
        return {
            "columns": list(result.columns),
            "rows": [[json_value(value) for value in row] for row in result.rows],
            "total": result.total_count,
            "truncated": result.total_count > len(result.rows),
        }


def _zero_distance_caveat(checked: ToolContext, sql: str, placeholders, answer: dict) -> str:
    """checks/zero_distances.py: a distance that is 0 on every row of the rows read."""
    try:
        dialect = query_dialect(check_sql(checked.snapshot, sql, placeholders)) if checked.snapshot else "sqlite"
    except ValueError:
        dialect = "sqlite"
    return zero_distance_caveat(sql, dialect, answer["columns"], answer["rows"])
