"""Checks of an answer against the user's own question, spoken once per turn (issue 26).

"How many countries are in the view now?" after a zoom: Qwen2.5-Coder 1.5B wrote
``SELECT count(*) FROM countries``, whose button counts the whole layer (240, not
the view's 10). The words are the user's, so the plugin can see the mismatch and
name the fix. A check here corrects only the turn's first answer
(``ToolContext.first_try``): a model that answers the same way again is taken at its
word, not sent round in a loop.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

from ...agent.words.tool_offer import fold
from ..sql.rename import identifier
from .action_checks import geometry_columns

# Phrases (folded: lower case, no accents) that ask about what the map shows now.
_VIEW = re.compile(
    r"\b(?:in|within|on) (?:the |this |my )?(?:current |visible )?(?:map )?(?:view|screen|extent)\b(?! of\b)"
    r"|\bvisible\b|\bcurrent(?:ly)? (?:map )?(?:view|extent)\b|\bview now\b|\bshown now\b"
    r"|\ben (?:la |esta )?vista\b|\bvisibles?\b|\ben pantalla\b"  # Spanish (and French "visible")
    r"|\bdans (?:la |cette )?vue\b|\ba l'ecran\b"  # French
    r"|\bkartenausschnitt\b|\bsichtbar|\bim (?:aktuellen )?ausschnitt\b"  # German
    r"|\bnella (?:vista|mappa visibile)\b|\bvisibili\b|\bsullo schermo\b"  # Italian
    r"|\bna (?:vista|tela)\b|\bvisiveis\b"  # Portuguese
)
_VIEW_PLACEHOLDER = re.compile(r"\{\{\s*currentview\.", re.IGNORECASE)  # as fill.py reads them
_AVERAGE = re.compile(r"\baverage\b|\bpromedio\b|\bmoyenne\b|\bdurchschnitt|\bin media\b|\bmedia de\b|\bem media\b")
# A request that begins by asking to select (folded; "please" and "can you" allowed before it).
_SELECT_VERB = re.compile(
    r"^\W*(?:please |can you |could you |por favor |)?"
    r"(?:select|selecciona|seleccione|selectionne|selectionnez|wahle|markiere|seleziona|selecione)\b")
# avg(), or a column that already holds one ("avg_temp", "mean_income"): a layer of
# averages answers "the average temperature" by reading it, and a correction would cost a round.
_AVERAGE_IN_SQL = re.compile(r"\bavg\s*\(|[\w\"]*(?:avg|average|mean|promedio|moyenne|durchschnitt)[\w\"]*",
                             re.IGNORECASE)


_LABELS = re.compile(r"\blabel|\betiquet|\brotul|\bbeschrift|\betichett")


def asks_for_labels(text: str) -> bool:
    """Whether ``text`` asks for labels (English, Spanish, French, Portuguese, German, Italian)."""
    return bool(_LABELS.search(fold(text)))


def names_the_view(text: str) -> bool:
    """Whether ``text`` asks about the area the map shows now."""
    return bool(_VIEW.search(fold(text)))


def check_sql_asked(context, sql: str, declared: Sequence[str] = ()) -> None:
    """The checks of an sql action against the question, on the turn's first answer only."""
    if not getattr(context, "first_try", False):
        return
    asked = fold(getattr(context, "asked", "") or "")
    check_view_asked(context, sql, declared)
    if _SELECT_VERB.match(asked):
        raise ValueError(  # make eval-live: "Select the countries whose name ends with 'stan'." got a table
            "The user asks to select features, and an sql action only shows a table. Send the selection "
            'action with this query instead: {"type": "selection", "layer": "<the layer>", "query": '
            + json.dumps(sql, ensure_ascii=False) + "}.")
    check_average_asked(context, sql)


def check_average_asked(context, sql: str) -> None:
    """``ValueError`` with the query to send when the question asks for an average and ``sql``
    computes none (the sql action, and the query lookup: make eval-live at 70a9cea listed the
    counts per country and answered with the first). First answer only."""
    if not getattr(context, "first_try", False):
        return
    if _AVERAGE.search(fold(getattr(context, "asked", "") or "")) and not _AVERAGE_IN_SQL.search(sql):
        raise ValueError(  # make eval-live: "on average, how many provinces per country?" got the largest group
            "The user asks for an average, and this query computes none. " + _average_shape(sql))


def check_view_asked(context, sql: str, declared: Sequence[str] = ()) -> None:
    """``ValueError`` naming the fix when the question is about the view and ``sql``
    reads the whole layer; nothing on a corrected answer or without the question."""
    if not getattr(context, "first_try", False) or not names_the_view(getattr(context, "asked", "") or ""):
        return
    if _VIEW_PLACEHOLDER.search(sql):
        return
    raise ValueError(  # for the model, as the other checks' corrections: plain English
        "The user asks about the current map view, and this query reads the whole layer. "
        + _view_condition(getattr(context, "snapshot", None), sql, declared)
        + "; or call count_features with in_view true.")


def _view_condition(snapshot, sql: str, declared: Sequence[str]) -> str:
    """The condition to add, naming the layer's real geometry column: a "<geometry column>"
    in the correction came back as {{<geometry column>}} (make eval-live at ce90241)."""
    columns = geometry_columns(snapshot, sql, declared) if snapshot is not None else {}
    if len(columns) != 1:  # a join may alias its tables: which name to write is the query's to say
        return ("Limit it to the view: ST_Intersects of the layer's geometry column and " + _VIEW_BOX
                + ", with both placeholders in sql_placeholders")
    return (f"Limit it to the view: add WHERE ST_Intersects({identifier(next(iter(columns.values())))}, "
            f"{_VIEW_BOX}) and list both placeholders in sql_placeholders")


_VIEW_BOX = "ST_GeomFromText('{{CurrentView.bbox}}', {{CurrentView.srid}})"



_FROM_TABLE = re.compile(r'\bFROM\s+("[^"]+"|\w+)', re.IGNORECASE)
_GROUP_BY = re.compile(r'\bGROUP\s+BY\s+("[^"]+"|\w+)', re.IGNORECASE)


def _average_shape(sql: str) -> str:
    """The query to send, made from the answer's own table and grouping: a template with
    "<field>" in it came back verbatim, placeholders and all (make eval-live)."""
    table, group = _FROM_TABLE.search(sql), _GROUP_BY.search(sql)
    layer = table.group(1) if table else "the layer"
    if group:
        return f"Rows per {group.group(1)} on average: " + _PER_GROUP.format(field=group.group(1), layer=layer)
    return ("Rows per group on average: " + _PER_GROUP.format(field="the grouping field", layer=layer)
            + "; a field's average: " + _OF_FIELD.format(layer=layer) + ".")


# Text for the model to copy, never run here (bandit B608 reads any SELECT in a string as a query).
_PER_GROUP = "SELECT avg(n) FROM (SELECT {field}, count(*) AS n FROM {layer} GROUP BY {field}) AS g"  # nosec B608 # a correction's text for the model, never run
_OF_FIELD = "SELECT avg(that field) FROM {layer}"  # nosec B608 # a correction's text for the model, never run
