"""Questions a layer's own database answers: counts, value counts, statistics.

For a layer stored in a GeoPackage or PostGIS table, a ``GROUP BY`` or an
aggregate runs in the database (its indexes, no rows shipped to QGIS) through
the same ``SqlEngine`` as the ``sql`` action: read-only, timeout, Stop. Plans
are made on the main thread (they read the layer's source); ``run`` is for the
worker. Anything the database cannot see goes through an exact feature pass
instead: a filtered layer (the engine refuses to push those down), unsaved
edits, virtual or joined fields.

``matching_count`` and ``query_rows`` read through the lookups' environment and clock: the
count_features and query lookups answer with them, and a selection's check counts what its
button would select before it is shown (actions/selection.py).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from qgis.core import QgsFields, QgsVectorLayer

from ..placeholders.click_fill import ClickTimeFill
from ..placeholders.fill import PlaceholderError
from ..sql.engine import SqlEngine, SqlRejected, SqlTimedOut, layer_engine
from ..sql.engines.common import ENGINE_GPKG, ENGINE_POSTGRES, QueryPlan, QueryResult, RunClock
from ..sql.expression import quoted_identifier, where_clause
from .capture import CapturedLayer, capture, find_vector_layer
from .results import LookupFailed
from .scan import features

_ENGINES = (ENGINE_GPKG, ENGINE_POSTGRES)


def _plan(project, layer: QgsVectorLayer, sql: str) -> QueryPlan | None:
    plan = SqlEngine(project).plan(sql, resolve_layer=lambda name: layer if name == layer.name() else None)
    return plan if plan.engine in _ENGINES else None


def _database_sees(layer: QgsVectorLayer, field_index: int | None = None) -> bool:
    """True when the table in the database holds exactly what QGIS shows. Main thread."""
    if layer_engine(layer) not in _ENGINES or layer.isModified():
        return False
    return field_index is None or layer.fields().fieldOrigin(field_index) == QgsFields.FieldOrigin.OriginProvider


def count_plan(project, layer: QgsVectorLayer, expression: str | None = None) -> QueryPlan | None:
    """count(*), of the features matching ``expression`` when it has a WHERE clause
    that means the same in the database (services/sql/expression.py)."""
    if not _database_sees(layer):
        return None
    sql = f"SELECT count(*) AS n FROM {quoted_identifier(layer.name())}"  # nosec B608 # the layer's own names, quoted; runs read-only in SqlEngine
    if expression is not None:
        where = where_clause(expression, layer.fields())
        if where is None:
            return None
        sql += f" WHERE {where}"
    return _plan(project, layer, sql)


def values_plan(project, layer: QgsVectorLayer, field_index: int) -> QueryPlan | None:
    """One row per distinct value (NULL included), most frequent first."""
    if not _database_sees(layer, field_index):
        return None
    field = quoted_identifier(layer.fields().at(field_index).name())
    return _plan(project, layer, f"SELECT {field} AS value, count(*) AS n FROM {quoted_identifier(layer.name())} "  # nosec B608 # the layer's own names, quoted; runs read-only in SqlEngine
                                 f"GROUP BY {field} ORDER BY n DESC, {field}")


def stats_plan(project, layer: QgsVectorLayer, field_index: int) -> QueryPlan | None:
    """count, nulls, min, max, and for numbers sum and avg."""
    if not _database_sees(layer, field_index):
        return None
    definition = layer.fields().at(field_index)
    field = quoted_identifier(definition.name())
    numbers = f", sum({field}), avg({field})" if definition.isNumeric() else ""
    return _plan(project, layer, f"SELECT count({field}), count(*) - count({field}), min({field}), max({field})"  # nosec B608 # the layer's own names, quoted; runs read-only in SqlEngine
                                 f"{numbers} FROM {quoted_identifier(layer.name())}")


def capture_field(
    project, layer_name: str, field_name: str, planner: Callable[..., QueryPlan | None]
) -> tuple[CapturedLayer, int, QueryPlan | None]:
    """The layer captured, the field's index and the database's plan (None: pass
    over the features). Main thread; LookupFailed for an unknown layer or field."""
    layer = find_vector_layer(project, layer_name)
    captured = capture(layer)
    index = captured.field_index(field_name)
    return captured, index, planner(project, layer, index)


def run(plan: QueryPlan, clock: RunClock, max_rows: int = 1) -> QueryResult:
    """Run a plan within what is left of the lookup's time. Worker thread."""
    try:
        return SqlEngine(None).run(plan, timeout_s=clock.remaining_ms() / 1000, feedback=clock.feedback,
                                   max_rows=max_rows)
    except SqlTimedOut:
        raise SqlTimedOut(clock.timeout_s) from None  # the lookup's timeout, not what was left of it


def capture_counted(project, layer_name: str, canvas=None,
                    expression: str | None = None) -> tuple[CapturedLayer, QueryPlan | None]:
    """The layer captured and the database's count plan: of the features matching
    ``expression`` when it translates, else of all when the provider's count is
    not free. Main thread."""
    layer = find_vector_layer(project, layer_name)
    captured = capture(layer, canvas, project)
    if expression is not None:
        return captured, count_plan(project, layer, expression)
    return captured, count_plan(project, layer) if captured.feature_count < 0 else None


def exact_count(layer: CapturedLayer, plan: QueryPlan | None, clock: RunClock) -> int:
    """All features of the layer, counted exactly. Worker thread."""
    if layer.feature_count >= 0:
        return layer.feature_count
    if plan is not None:
        return int(run(plan, clock).rows[0][0])
    return sum(1 for _ in features(layer, clock))


def query_rows(environment, sql: str, placeholders: Sequence[str], clock, max_rows: int) -> QueryResult:
    """The first ``max_rows`` rows of ``sql`` and its total, its placeholders filled now, as a
    click would fill them: view values on the main thread, selected features' keys here."""
    engine = SqlEngine(environment.project)

    def plan():  # main thread: reads the view, the selection sizes and the layers' sources
        try:
            filling = ClickTimeFill(environment.project, environment.canvas, sql, list(placeholders))
            return filling, engine.plan(filling.preview)
        except PlaceholderError as error:
            raise LookupFailed(f"{error.message} Fix the placeholders and call again.") from error
        except SqlRejected as error:
            raise LookupFailed(f"The SQL is not accepted: {error.user_message}. Fix it and call again.") from error

    filling, planned = environment.on_main_thread(plan, clock)
    try:
        filled = engine.with_sql(planned, filling.fill())  # selected features' keys are read here
    except SqlRejected as error:
        raise LookupFailed(f"The SQL is not accepted once filled: {error.user_message}.") from error
    return run(filled, clock, max_rows)


def matching_count(environment, layer: str, expression: str | None, in_view: bool, clock) -> int:
    """How many features of ``layer`` match ``expression`` (all: None), only those in the view
    now when ``in_view``: in the layer's database when the expression means the same there."""
    canvas = environment.canvas if in_view else None
    pushed = None if in_view else expression  # the view is not translated: a pass
    found, plan = environment.on_main_thread(
        lambda: capture_counted(environment.project, layer, canvas, pushed), clock
    )
    if expression is None and not in_view:
        return exact_count(found, plan, clock)  # the provider's or the database's count
    if pushed is not None and plan is not None:
        return int(run(plan, clock).rows[0][0])  # count(*) ... WHERE in the database
    return sum(1 for _ in features(found, clock, expression=expression, in_view=in_view))
