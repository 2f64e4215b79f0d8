"""The ``sql`` service: a button that runs a read-only query and shows a result table.

The query is a template: its declared placeholders are filled from the map *as
it is when the button is clicked*, so the same button can be clicked again after
panning. Planning (which reads the project) happens on the main thread; the query
itself runs in a task with progress, Cancel and a timeout.
"""

from __future__ import annotations

import re

# Optional, not "X | None": pydantic evaluates field annotations at run time (Python 3.9 on old QGIS).
from typing import ClassVar, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ...agent.prompt import dialect_section
from ...agent.tools import ACTION, METADATA
from ...agent.user_text import for_user
from ...toolbelt.threads.tasks import guarded, run_with_progress
from ..acting.action_tool import ActionTool
from ..base import (
    ActionButton,
    ActionEnvironment,
    ActionHost,
    ActionReply,
)
from ..checks.action_checks import snapshot_of
from ..checks.call_check import CorrectableInput, checked, noted
from ..checks.generic_layer import with_selected_layer
from ..checks.layer_names import with_real_layer_names
from ..checks.live_fill import check_placeholders
from ..checks.question_checks import check_sql_asked
from ..checks.sql_mend import mended_sql
from ..placeholders.click_fill import ClickTimeFill
from ..placeholders.prompt_text import placeholder_section
from ..processing.made_from import MadeFrom, remember_table
from ..results.operations import table_result
from ..sql.engine import DIALECT_NOTES
from ..sql.guard import SqlText


class SqlInput(CorrectableInput):
    model_config = ConfigDict(
        extra="ignore",
        json_schema_extra={"examples": [{
            "title": "Count in view",
            "sql": "SELECT count(*) AS n FROM LAYER_NAME WHERE ST_Intersects(geom, "
                   "ST_GeomFromText('{{CurrentView.bbox}}', {{CurrentView.srid}}))",
            "sql_placeholders": ["{{CurrentView.bbox}}", "{{CurrentView.srid}}"],
        }]},
    )

    sql: SqlText = Field(
        description=(
            "One read-only SELECT (or WITH) statement over the project's layers, tables named by "
            "layer name; may contain {{...}} placeholders."
        )
    )
    # Cosmetic, so never a reason to reject an answer: a small model that leaves it out
    # resends the same JSON when told, and the user gets nothing (issue 12).
    title: str = Field(default="", description="A short button label saying what the query answers.")
    sql_placeholders: list[str] = Field(
        default_factory=list,
        description="Every placeholder used in `sql`.",
    )
    chart: Optional[Literal["bar", "line", "histogram"]] = Field(
        default=None,
        description=(
            "A chart too: bar (a category and a number), line (a date and a number), histogram (one numeric "
            "column). Omit for a table only."
        ),
    )

    @field_validator("title", mode="before")
    @classmethod
    def _any_title(cls, value: object) -> str:
        return "" if value is None else str(value).strip()

    @model_validator(mode="after")
    def _a_title(self) -> SqlInput:
        if not self.title:
            self.title = default_title(self.sql)  # the checks' mends never touch the tables it names
        return self


def _fits_the_map(call: SqlInput, context) -> None:
    snapshot = snapshot_of(context)
    if snapshot is not None:
        # A small model's verbatim {{LAYER.selection}} for the one selected layer: no round
        # trip (issue 26); its other slips are mended with the query lookup's (checks/sql_mend.py).
        call.sql, call.sql_placeholders = with_selected_layer(snapshot, call.sql, call.sql_placeholders)
        call.sql, note = mended_sql(context, call.sql, call.sql_placeholders)
        noted(call, note)
        check_sql_asked(context, call.sql, call.sql_placeholders)


# A result is counted up to here and read no further: ten million rows would
# otherwise be read to the end before the first ones were shown ("more than 100,000").
COUNT_CAP = 100_000
_FROM = re.compile(r'\b(?:FROM|JOIN)\s+("(?:[^"]|"")+"|[\w.]+)', re.IGNORECASE)


def default_title(sql: str) -> str:
    """A button label from the query itself: "Count in roads", "Query roads, parcels"."""
    tables = list(dict.fromkeys(name.strip('"').replace('""', '"') for name in _FROM.findall(sql)))
    if not tables:
        return for_user("Run the query")
    names = ", ".join(tables[:2]) + ("…" if len(tables) > 2 else "")
    if re.search(r"\bcount\s*\(", sql, re.IGNORECASE):
        return for_user("Count in {tables}", tables=names)
    return for_user("Query {tables}", tables=names)


class SqlTool(ActionTool):
    name: ClassVar[str] = "sql"
    description: ClassVar[str] = (
        "Answer a question from the data with a read-only SQL query (SQLite/SpatiaLite, or "
        "PostgreSQL/PostGIS when all layers are in one PostGIS database) to count, sum, measure "
        "or list features. The user sees a button named by `title`; "
        "a click runs the query on the map as it is then and shows a table (first 1,000 rows "
        "and the total count)."
    )
    input_model: ClassVar[type[BaseModel]] = SqlInput
    kind: ClassVar[str] = ACTION
    egress: ClassVar[str] = METADATA  # the model hears row counts and column names, never the rows
    mcp_proposable: ClassVar[bool] = True  # services/mcp/gateway.py
    note_words: ClassVar[tuple[str, ...]] = (
        "sql", "table", "query", "tabla", "consulta", "tableau", "requête", "requete", "tabelle", "abfrage", "tabela",
        "tabella", "chart", "graph", "plot", "gráfic", "graphique", "diagramm", "grafic",
    )  # agent/words/short_prompt.py
    prompt_sections: ClassVar[tuple[str, ...]] = (placeholder_section(), dialect_section(DIALECT_NOTES))

    @staticmethod
    def check(call: SqlInput, context) -> SqlInput:
        return checked(call, context, with_real_layer_names, _fits_the_map)

    def process(self, environment: ActionEnvironment, call: SqlInput) -> ActionReply:
        check_placeholders(environment.project, environment.canvas, call.sql, call.sql_placeholders)
        button = ActionButton(
            call.title, guarded(lambda host: _run(environment, call, host)), tooltip=call.sql
        )
        status = f"shown to the user as a button '{call.title}'"
        if call._note:
            status += f" (the query was corrected: {call.sql})"
        return ActionReply(text=call._note, buttons=[button], status=status)


def _run(environment: ActionEnvironment, call: SqlInput, host: ActionHost) -> None:
    settings = environment.settings
    filling = ClickTimeFill(environment.project, environment.canvas, call.sql, call.sql_placeholders,
                            max_selection=settings.max_selection)
    from ..sql.engine import SqlEngine  # the heaviest module: imported on click only

    engine = SqlEngine(environment.project)
    plan = engine.plan(filling.preview)  # main thread: reads layer sources from the project

    def fetch(feedback, max_rows: int):
        filled = engine.with_sql(plan, filling.fill())  # selected keys are read here, in the worker
        return engine.run(filled, timeout_s=settings.sql_timeout_s, feedback=feedback, max_rows=max_rows,
                          count_cap=COUNT_CAP)

    def show(result) -> None:
        table = table_result(environment, result, call.title, host, rerun=fetch)
        table.chart = call.chart or ""
        host.show_table(table)
        # What the table was read from, and this click again: offered when a layer changes (issue 41).
        remember_table(table, MadeFrom(tuple(layer.layer_id for layer in plan.layers if layer.in_project_instance),
                                       guarded(lambda again: _run(environment, call, again)), call.title), call)

    run_with_progress(host, for_user("Running '{title}'…", title=call.title),
                      lambda feedback: fetch(feedback, settings.max_rows), show)
