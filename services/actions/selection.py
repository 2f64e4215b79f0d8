"""The ``selection`` service: select features by SQL or by a QGIS expression, with undo.

Matching features are collected off the main thread (a ``QgsVectorLayerFeatureSource``
made on the main thread is the documented thread-safe way to iterate a layer);
only applying the selection happens on the main thread.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

# Optional, not "X | None": pydantic evaluates field annotations at run time, and
# QGIS 3.22-3.28 on Windows run Python 3.9.
from typing import ClassVar, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, model_validator
from qgis.core import (
    QgsExpression,
    QgsFeature,
    QgsFeatureRequest,
    QgsVectorLayer,
    QgsVectorLayerFeatureSource,
)

from ...agent.tools import ACTION, METADATA
from ...agent.user_error import UserError
from ...agent.user_text import for_user, joined
from ...agent.words.vocabulary import SELECTION_WORDS
from ...toolbelt.threads.tasks import Deadline, guarded, run_with_progress
from ..acting.action_tool import ActionTool
from ..acting.layers import KeyMapper, ReadCheck, apply_selection, find_layer, result_key_values
from ..base import (
    ActionButton,
    ActionEnvironment,
    ActionHost,
    ActionRejected,
    ActionReply,
)
from ..checks.action_checks import (
    UnknownColumns,
    check_expression,
    check_sql,
    check_template,
    snapshot_of,
    vector_layer,
)
from ..checks.after_click import nothing_matched
from ..checks.call_check import CorrectableInput, checked, noted
from ..checks.generic_layer import with_selected_layer
from ..checks.layer_names import with_real_layer_names, with_real_tables
from ..checks.live_fill import check_placeholders
from ..checks.place_checks import check_not_an_absent_layer
from ..checks.value_mend import from_field_never_holding, lookups_of, to_holding_field
from ..placeholders.click_fill import ClickTimeFill
from ..placeholders.prompt_text import placeholder_section
from ..reading.ground_context import ground_context
from ..reading.value_search import where_held
from ..sql.expression import quoted_identifier, sole_text_comparison, text_comparisons, where_clause
from ..sql.rename import rename_column

Mode = Literal["new", "add", "remove", "intersect"]

_MODE_WORDS = {"new": for_user("new selection"), "add": for_user("add to selection"),
               "remove": for_user("remove from selection"), "intersect": for_user("intersect with selection")}


class SelectionInput(CorrectableInput):
    model_config = ConfigDict(
        extra="ignore",
        json_schema_extra={"examples": [{
            "layer": "LAYER_NAME", "query": "SELECT * FROM LAYER_NAME WHERE FIELD = 'VALUE'", "sql_placeholders": [],
        }]},
    )

    layer: str = Field(description="Name of the layer whose features are selected.")
    query: Optional[str] = Field(
        default=None,
        description="A read-only SQL SELECT over the layer returning its rows (SELECT * or its key column); "
                    "only for layers with a primary key.",
    )
    expression: Optional[str] = Field(
        default=None, description="A QGIS expression instead of `query` (works on every layer), "
                                   "e.g. \"FIELD\" = 'VALUE' ($area and $length: m² and m on the ellipsoid)."
    )
    mode: Mode = Field(
        default="new",
        description="new: replace the selection; add / remove: change it; intersect: keep only matching selected.",
    )
    sql_placeholders: list[str] = Field(
        default_factory=list,
        description="Every {{...}} placeholder used in `query`/`expression`.",
    )

    @model_validator(mode="after")
    def _one_filter(self) -> SelectionInput:
        if (self.query is None) == (self.expression is None):
            raise ValueError("give exactly one of 'query' (SQL) or 'expression' (QGIS expression)")
        if not (self.query or self.expression or "").strip():
            raise ValueError("the query/expression is empty")
        if self.query is not None and _is_condition(self.query):
            # make eval-live: "COUNTRY = 'France'" as the query was refused as a change to the
            # database. It is a condition: read it as the expression it is.
            self.expression, self.query = self.query, None
        return self


def _fits_the_map(call: SelectionInput, context) -> None:
    snapshot = snapshot_of(context)
    if snapshot is None:
        return
    check_not_an_absent_layer(context, snapshot, call.layer)
    layer = vector_layer(snapshot, call.layer)
    # {{LAYER.selection}} as the catalogue writes it, for the one selected layer (issue 26).
    if call.query is not None:
        call.query, call.sql_placeholders = with_selected_layer(snapshot, call.query, call.sql_placeholders,
                                                                layer.name)
    else:
        call.expression, call.sql_placeholders = with_selected_layer(snapshot, call.expression,
                                                                     call.sql_placeholders, layer.name)
    if call.expression is not None:
        _expression_fits(call, context, snapshot, layer)
        return
    if layer.key_is_feature_id:
        # Query rows are matched to features by key; without one there is no match.
        raise ValueError(
            f"layer '{layer.name}' has no primary key, so a query's rows cannot be matched to its "
            "features: give 'expression' (a QGIS expression) instead of 'query'"
        )
    call.query, renamed = with_real_tables(snapshot, call.query, call.sql_placeholders)
    noted(call, renamed)
    try:
        check_sql(snapshot, call.query, call.sql_placeholders)
    except UnknownColumns:
        # make eval-live: "SELECT * FROM states_provinces WHERE country = 'Canada'". Its WHERE is
        # a condition on the layer: as an expression it gets the mends an expression gets.
        condition = _condition_of(call.query, layer.name)
        if condition is None:
            raise
        call.expression, call.query = condition, None
        _expression_fits(call, context, snapshot, layer)
    else:
        _query_held_elsewhere(call, context, layer)


def _query_held_elsewhere(call: SelectionInput, context, layer) -> None:
    """make eval-live at 68a8add: "SELECT * FROM states_provinces WHERE name = 'Canada'" passed
    the checks (the layer has name) and selected 0 at the click, where the same condition as
    an expression gives way to admin. A query whose whole WHERE is one text comparison gets
    that mend too, as the expression it then becomes; any other query is left as written."""
    condition = None if call.sql_placeholders else _condition_of(call.query, layer.name)
    if condition is None or sole_text_comparison(condition) is None:
        return
    as_expression = call.model_copy(update={"expression": condition, "query": None})
    expression, note = _held_elsewhere(context, as_expression, layer, condition)
    if note:
        call.expression, call.query = expression, None
        noted(call, note)


def _expression_fits(call: SelectionInput, context, snapshot, layer) -> None:
    preview = check_template(snapshot, call.expression, call.sql_placeholders)
    try:
        check_expression(layer, preview)
    except ActionRejected as rejected:
        call.expression, note = _by_values(context, call, layer, preview, rejected)
    else:
        call.expression, note = _held_elsewhere(context, call, layer, preview)
    noted(call, note)


_STATEMENT = re.compile(r"[\s(]*(?:select|with|values)\b", re.IGNORECASE)
_WHOLE_LAYER_WHERE = re.compile(r"^\s*select\s+\*\s+from\s+(\"[^\"]+\"|\w+)\s+where\s+(.+?)\s*;?\s*$",
                                re.IGNORECASE | re.DOTALL)
_NOT_A_CONDITION = re.compile(r"\b(?:select|from|join|group|order|limit|having|union)\b", re.IGNORECASE)


def _matches_a_feature(call: SelectionInput, context) -> None:
    """A selection that matches no feature now is sent back once, before its button is shown
    (make eval-live at 68a8add: "whose name ends with 'stan'" written ``LIKE 'stan%'`` gave a
    button that selected 0; the after-click check said so, after the user's click). Not
    with placeholders, which are filled at the click; not in a corrected answer, which
    passes as it is and is checked after its click; only where the values may leave, as
    the mends above (issue 37: a correction that says a text matches nothing is an oracle)."""
    environment = lookups_of(context)
    if environment is None or call.sql_placeholders or not getattr(context, "first_try", False):
        return
    if _matching_count(environment, call) == 0:
        condition = call.expression if call.expression is not None else call.query
        raise ValueError(f"this selection matches no feature of '{call.layer}' now: {condition}. Check the field "
                         "and the value (LIKE 'abc%' means starting with abc; LIKE '%abc' ending with it). If no "
                         "feature is the answer, say so in words, with no action.")


def _matching_count(environment, call: SelectionInput) -> int | None:
    """How many features the call's condition matches now; None when that cannot be learnt
    within the lookups' time (the button is then shown, and its click checked)."""
    from ..reading.pushdown import matching_count, query_rows  # the SQL engine's modules: when used

    clock = environment.clock()
    try:
        if call.expression is not None:
            return matching_count(environment, call.layer, call.expression, False, clock)
        return query_rows(environment, call.query, [], clock, 1).total_count
    except (UserError, ValueError):  # a lookup's failure, a timeout, Stop: not learnt
        return None
    finally:
        clock.release()


def _condition_of(query: str, layer: str) -> str | None:
    """The WHERE of ``SELECT * FROM <layer> WHERE <condition>`` when that condition is also a
    QGIS expression (no subquery, ordering or limit after it); else None."""
    match = _WHOLE_LAYER_WHERE.match(query or "")
    if match is None or match.group(1).strip('"').casefold() != layer.casefold():
        return None
    condition = match.group(2)
    if _NOT_A_CONDITION.search(condition) or QgsExpression(condition).hasParserError():
        return None
    return condition


def _is_condition(text: str) -> bool:
    """Whether ``text`` is no SQL statement but a QGIS expression (a bare condition)."""
    return not _STATEMENT.match(text) and ";" not in text and not QgsExpression(text).hasParserError()


_OTHER_LAYERS_SEARCHED = 5  # each is a bounded read (reading/value_search.py)


def _by_values(context, call: SelectionInput, layer, preview: str,
               rejected: ActionRejected) -> tuple[str, str]:
    """An expression whose unknown field is compared with a text ("country" = 'France'):
    renamed to the one field of the layer that holds the text, looked up there and in
    a few other layers (checks/value_mend.py): (the expression, a note for the user).
    Otherwise ``rejected`` again, saying where the text is, as the sql action does."""
    environment, snapshot = lookups_of(context), snapshot_of(context)
    known = {field.name.lower() for field in layer.fields}
    pairs, references = text_comparisons(preview)
    unknown = [(field, text) for field, text in pairs if field.lower() not in known]
    if environment is None or not unknown:
        raise rejected
    field, text = unknown[0]
    others = [other.name for other in snapshot.layers if other.name != layer.name][:_OTHER_LAYERS_SEARCHED]
    mended, hits = to_holding_field(environment, [layer.name], others, field, text,
                                    _renamer(snapshot, call, layer, field, references.get(field.lower(), 0)))
    if mended is not None:
        return mended.text, mended.note
    if not hits:
        raise rejected
    values = getattr(context, "values_allowed", None) is True
    raise ActionRejected(joined([rejected.user_message, where_held(field, text, hits, values)]))


def _held_elsewhere(context, call: SelectionInput, layer, preview: str) -> tuple[str, str]:
    """An expression comparing a field with a text it never holds, which one other field
    of the layer holds ("name" = 'Canada' on provinces, whose admin holds it; make
    eval-live at ce90241), would select nothing: the comparison moves to that field,
    and the user is told. Otherwise (the expression, "") as it was. Only the plain shape
    (checks/value_mend.py says why), in a corrected answer too."""
    environment = lookups_of(context)
    sole = sole_text_comparison(preview)
    if environment is None or sole is None:
        return call.expression, ""
    field, text = sole
    mended = from_field_never_holding(environment, layer.name, field, text,
                                      _renamer(snapshot_of(context), call, layer, field, 1))
    return (call.expression, "") if mended is None else (mended.text, mended.note)


def _renamer(snapshot, call: SelectionInput, layer, field: str, uses: int):
    """``call``'s expression with ``field`` renamed, when it names it ``uses`` times and
    the renamed expression fits the layer."""
    def rename(new: str) -> str | None:
        renamed = rename_column(call.expression, field, new, uses)
        return renamed if renamed is not None and _fits(snapshot, layer, renamed, call.sql_placeholders) else None

    return rename


def _fits(snapshot, layer, expression: str, placeholders) -> bool:
    try:
        check_expression(layer, check_template(snapshot, expression, placeholders))
    except ValueError:
        return False
    return True


class SelectionTool(ActionTool):
    name: ClassVar[str] = "selection"
    description: ClassVar[str] = (
        "Select features of a layer on the map when the user wants to see, highlight or "
        "work on some features. Give `layer` and either `query` or `expression`. The user can undo."
    )
    input_model: ClassVar[type[BaseModel]] = SelectionInput
    kind: ClassVar[str] = ACTION
    egress: ClassVar[str] = METADATA  # the model hears how many features were selected
    mcp_proposable: ClassVar[bool] = True  # services/mcp/gateway.py
    note_words: ClassVar[tuple[str, ...]] = (
        "select", "highlight", "pick", "selecc", "resalt", "sélection", "selection", "surlign", "wähl", "auswähl",
        "markier", "hervorheb", "selezion", "evidenz", "selecion", "destaq",
    ) + SELECTION_WORDS  # agent/words/short_prompt.py
    prompt_sections: ClassVar[tuple[str, ...]] = (placeholder_section(),)

    @staticmethod
    def check(call: SelectionInput, context) -> SelectionInput:
        return checked(call, context, with_real_layer_names, _fits_the_map, _matches_a_feature)

    def process(self, environment: ActionEnvironment, call: SelectionInput) -> ActionReply:
        layer = find_layer(environment.project, call.layer, vector_only=True)
        template = call.query if call.query is not None else call.expression
        check_placeholders(environment.project, environment.canvas, template, call.sql_placeholders)
        if call.expression is not None and not call.sql_placeholders:
            _parsed_or_rejected(call.expression)
        label = for_user("Select in '{layer}' ({mode})", layer=layer.name(), mode=_MODE_WORDS[call.mode])
        button = ActionButton(label, guarded(lambda host: _run(environment, call, host)), tooltip=template)
        status = f"shown to the user as a button '{label}'"
        if call._note:
            status += f" (the expression was corrected: {call.expression})"
        return ActionReply(text=call._note, buttons=[button], status=status)


def _run(environment: ActionEnvironment, call: SelectionInput, host: ActionHost) -> None:
    # Resolved again at click time: the layer may have been removed or renamed.
    layer = find_layer(environment.project, call.layer, vector_only=True)
    template = call.query if call.query is not None else call.expression
    filling = ClickTimeFill(environment.project, environment.canvas, template, call.sql_placeholders,
                            max_selection=environment.settings.max_selection)
    timeout = environment.settings.sql_timeout_s
    message = for_user("Selecting in '{layer}'…", layer=layer.name())

    def apply(ids: Sequence[int]) -> None:
        # The expression as the model wrote it: its placeholders unfilled, so no value read from the map.
        apply_selection(environment.project, layer.id(), ids, call.mode, host, nothing_matched(call.expression))

    if call.expression is not None:
        pushed = None if call.sql_placeholders else pushed_expression_work(environment, layer, call.expression,
                                                                                timeout)
        work = pushed or expression_work(layer, filling, timeout)
    else:
        work = query_work(environment, layer, filling, timeout)
    run_with_progress(host, message, work, apply)


def pushed_expression_work(environment: ActionEnvironment, layer: QgsVectorLayer, text: str, timeout_s: float):
    """The expression run as SQL in the layer's own database, when it means the same
    there (services/sql/expression.py), the database holds what QGIS shows and the
    keys it returns are the feature ids (GeoPackage); None otherwise, and the caller
    makes its pass over the features. Plan on the main thread; the returned
    function runs in a worker."""
    from ..sql.engine import SqlEngine  # the heaviest module: imported on click only
    from ..sql.engines.common import ENGINE_GPKG, ENGINE_POSTGRES

    where = None if layer.isModified() else where_clause(text, layer.fields())  # unsaved edits: not in the database
    mapper = KeyMapper(layer)
    if where is None or not mapper.key_is_fid:
        return None
    engine = SqlEngine(environment.project)
    key = engine.pushdown_key(layer)
    if key is None:
        return None
    sql = f"SELECT {quoted_identifier(key)} FROM {quoted_identifier(layer.name())} WHERE {where}"  # nosec B608 # quoted identifiers; `where` is rendered by sql/expression.py from a parsed expression; runs read-only
    try:  # this layer, even when another one has its name
        plan = engine.plan(sql, resolve_layer=lambda name: layer if name.lower() == layer.name().lower() else None)
    except UserError:
        return None
    if plan.engine not in (ENGINE_GPKG, ENGINE_POSTGRES):  # a filtered layer, say: the database does not see it
        return None
    layer_id, name = layer.id(), layer.name()

    def work(feedback) -> list[int]:
        result = engine.run(plan, timeout_s=timeout_s, feedback=feedback, max_rows=_EVERY_ROW)
        keys = result_key_values(result, layer_id)
        if keys is None:  # the engine always names the key it was asked for; never silently select nothing
            raise ActionRejected(for_user("The selection in '{layer}' could not read the keys of its rows.",
                                          layer=name))
        return mapper.ids(keys)

    return work


_EVERY_ROW = 1 << 31  # an expression selects all it matches, as selectByExpression does


def expression_work(layer: QgsVectorLayer, filling: ClickTimeFill, timeout_s: float):
    """Prepare on the main thread; the returned function fills the placeholders
    and collects the matching ids in a worker."""
    _parsed_or_rejected(filling.preview)  # a syntax error shows before anything runs
    context = ground_context(layer)  # $area in m² on the ellipsoid, as the lookups measure it
    source = QgsVectorLayerFeatureSource(layer)
    total = max(layer.featureCount(), 1)
    name, read_check = layer.name(), ReadCheck(layer)

    def work(feedback) -> list[int]:
        deadline = Deadline(timeout_s, for_user("Selecting in '{layer}'", layer=name))
        expression = _parsed_or_rejected(filling.fill())
        request = QgsFeatureRequest(expression, context)
        if not expression.needsGeometry():
            request.setFlags(QgsFeatureRequest.Flag.NoGeometry)
        request.setNoAttributes()  # only ids are kept; QGIS still fetches what the filter reads
        request.setFeedback(feedback)
        ids = []
        # One feature refilled by nextFeature: a Python object per match costs
        # about as much as the query itself (make bench, case 3).
        # Cancel is asked every 500 matches, not per feature: the request carries the
        # feedback, so QGIS's iterator stops on its own between matches too.
        feature, features = QgsFeature(), source.getFeatures(request)
        while features.nextFeature(feature):
            ids.append(feature.id())
            if len(ids) % 500 == 0:
                if feedback.isCanceled():
                    break
                deadline.check()
                feedback.setProgress(min(99.0, 100.0 * len(ids) / total))
        read_check.check(features, len(ids))
        evaluated = request.filterExpression()
        if evaluated is not None and evaluated.hasEvalError():
            raise ActionRejected(for_user("The expression failed: {reason}", reason=evaluated.evalErrorString()))
        deadline.check()
        return ids

    return work


def _parsed_or_rejected(text: str) -> QgsExpression:
    expression = QgsExpression(text)
    if expression.hasParserError():
        raise ActionRejected(for_user("The expression is not valid QGIS syntax: {reason}",
                                      reason=expression.parserErrorString()))
    return expression


def query_work(environment: ActionEnvironment, layer: QgsVectorLayer, filling: ClickTimeFill, timeout_s: float):
    """Plan on the main thread; the returned function fills the placeholders, runs
    the SQL and maps keys to ids in a worker."""
    from ..sql.engine import SqlEngine  # the heaviest module: imported on click only

    engine = SqlEngine(environment.project)
    plan = engine.plan(filling.preview)
    max_rows = max(environment.settings.max_selection, 1)

    def work(feedback) -> list[int]:
        filled = engine.with_sql(plan, filling.fill())
        result = engine.run(filled, timeout_s=timeout_s, feedback=feedback, max_rows=max_rows)
        if result.total_count > len(result.rows):
            raise ActionRejected(for_user(
                "The query matches %n row(s), more than the selection limit of {limit}. Narrow it down or raise "
                "the limit in the settings.", "", result.total_count, limit=max_rows))
        return result

    mapper = KeyMapper(layer)  # main thread; its ids() is safe in the worker
    layer_id, name = layer.id(), layer.name()

    def to_ids(result) -> list[int]:
        if not result.rows:  # nothing matched: no key to read (PostGIS names none then), nothing to select
            return []
        keys = result_key_values(result, layer_id)
        if keys is None:
            raise ActionRejected(for_user(
                "The query result does not carry the key of '{layer}', so its rows cannot be matched to features. "
                "Ask for SELECT * FROM {layer} (or its key column).", layer=name))
        return mapper.ids(keys)

    return _then(work, to_ids)


def _then(work, after):
    """Run ``after`` on the worker's result still inside the worker (no extra round trip)."""

    def chained(feedback):
        return after(work(feedback))

    return chained
