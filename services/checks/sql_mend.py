"""Mend a query whose comparison with a text cannot match, before it is shown or run: the
sql action's button (actions/sql.py) and the query lookup (lookups/query.py) alike.

``mended_sql`` writes a geometry column's usual alias as the layer's own and an aggregate
inside another as the two steps it means (checks/action_checks.py), checks the query
(``check_sql``) and, with the lookups at hand
(checks/value_mend.py says how the texts are looked for):

- a column the layers lack compared with a text (``country = 'France'``) is renamed to
  the one field of its layer that holds the text; otherwise the rejection says where
  the text is (``UnknownColumns``, an ``ActionRejected``);
- a one-layer query whose whole WHERE compares a field with a text it never holds
  (``WHERE name = 'Canada'`` on provinces) moves the comparison to the field that does;
- a join on two fields that share no value is sent back, naming the pairs that do
  (checks/join_keys.py);

and then takes an area, length, perimeter or distance of a layer in degrees on the
ellipsoid, in m² and m (checks/ground_measures.py).

``context`` is a ToolContext (agent/tools.py): its ``snapshot`` and ``lookups``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...agent.user_text import joined
from ..reading.value_search import ValueHit, where_held
from ..snapshot.map_snapshot import MapSnapshot
from ..sql.guard import compared_texts
from ..sql.rename import rename_column
from .action_checks import (
    UnknownColumns,
    check_sql,
    sole_text_comparison_of,
    vector_layer,
    with_aggregates_per_group,
    with_geometry_names,
)
from .ground_measures import on_the_ground
from .join_keys import check_join_keys
from .layer_names import with_real_tables
from .value_mend import from_field_never_holding, lookups_of, to_holding_field


def mended_sql(context, sql: str, placeholders: Sequence[str]) -> tuple[str, str]:
    """(the query, "") when it passes as written; (the mended query, a note for the user)
    when mended; ``ActionRejected`` (a ValueError) when it is rejected."""
    snapshot = _snapshot(context)
    if snapshot is None:
        return sql, ""
    # A small model's "geom" for a layer's only geometry column; avg(count(*)), run per group first.
    # A near-miss table name ("country" for the one layer countries) written as the layer's (issue 40).
    sql, renamed = with_real_tables(snapshot, sql, placeholders)
    sql = with_aggregates_per_group(snapshot, with_geometry_names(snapshot, sql, placeholders), placeholders)
    try:
        layers = check_sql(snapshot, sql, placeholders)
    except UnknownColumns as rejected:
        layers = rejected.layers
        sql, note = _by_values(context, sql, placeholders, rejected)
    else:
        sql, note = _held_elsewhere(context, sql, placeholders)
    if len(layers) > 1:
        # A join on two fields that share no value answers nothing (issue 40): sent back, with the pairs
        # that do. Only a query of two layers or more goes there: a turn's path stays as short as it was.
        check_join_keys(context, sql, placeholders)
    # An area or length of a layer in degrees: taken on the ellipsoid, in m² and m (issue 39).
    measured = on_the_ground(snapshot, sql, placeholders)
    return measured.sql, joined([renamed, note, measured.note]) if renamed or measured.note else note


def _snapshot(context) -> MapSnapshot | None:
    snapshot = getattr(context, "snapshot", None)
    return snapshot if isinstance(snapshot, MapSnapshot) else None


_MAX_SEARCHES = 3  # texts looked up per answer: each is a bounded read of the query's layers


def _by_values(context, sql: str, placeholders: Sequence[str], rejected: UnknownColumns) -> tuple[str, str]:
    """A query whose unknown column is compared with a text (``country = 'France'``):
    renamed to the one field of the column's own layer that holds the text
    (checks/value_mend.py): (the query, a note for the user). Otherwise ``rejected``
    again, saying where the text is. Attribute counts go to the model only when the
    user allows values (egress)."""
    environment, snapshot = lookups_of(context), _snapshot(context)
    if environment is None or snapshot is None:
        raise rejected
    searched: dict[tuple[str, str], list[ValueHit]] = {}
    for use in rejected.uses:
        texts = compared_texts(use.column)
        key = (use.column.name.lower(), texts[0]) if texts else None
        if key is None or key in searched or len(searched) == _MAX_SEARCHES:
            continue
        own = _layer_names(snapshot, [source for source, _ in use.sources])
        others = [layer.name for layer in rejected.layers if layer.name not in own]
        uses = sum(1 for other in rejected.uses if other.column.name.lower() == key[0])
        mended, searched[key] = to_holding_field(environment, own, others, use.column.name, texts[0],
                                                 _renamer(snapshot, sql, placeholders, use.column.name, uses))
        if mended is not None:
            return mended.text, mended.note
    values = getattr(context, "values_allowed", None) is True
    hints = [where_held(column, text, hits, values) for (column, text), hits in searched.items() if hits]
    if not hints:
        raise rejected
    raise UnknownColumns(joined([rejected.user_message, *hints]), rejected.uses, rejected.layers)


def _held_elsewhere(context, sql: str, placeholders: Sequence[str]) -> tuple[str, str]:
    """A query of one layer whose whole WHERE compares a field with a text it never holds
    (``WHERE name = 'Canada'`` on provinces, whose admin holds it) would give an empty
    table: the comparison moves to that field, as a selection's does. Otherwise (the
    query, "") as it was. A corrected answer too (make eval-live: "WHERE name = 'Brazil'"
    came after a correction and counted 0)."""
    environment, snapshot = lookups_of(context), _snapshot(context)
    if environment is None or snapshot is None:
        return sql, ""
    if placeholders:  # their values are known at the click only
        return sql, ""
    sole = sole_text_comparison_of(snapshot, sql, placeholders)
    if sole is None:
        return sql, ""
    layer, column, text = sole
    mended = from_field_never_holding(environment, layer, column, text, _renamer(snapshot, sql, placeholders, column, 1))
    return (sql, "") if mended is None else (mended.text, mended.note)


def _renamer(snapshot, sql: str, placeholders: Sequence[str], column: str, uses: int):
    """``sql`` with ``column`` renamed, when it names it ``uses`` times and the renamed
    query passes the checks."""
    def rename(field: str) -> str | None:
        renamed = rename_column(sql, column, field, uses)
        return renamed if renamed is not None and _accepted(snapshot, renamed, placeholders) else None

    return rename


def _layer_names(snapshot, sources: list[str]) -> list[str]:
    """The layers among a column's sources (the others are subqueries), as the project names them."""
    names = []
    for source in sources:
        try:
            names.append(vector_layer(snapshot, source).name)
        except ValueError:
            continue
    return list(dict.fromkeys(names))


def _accepted(snapshot, sql: str, placeholders) -> bool:
    try:
        check_sql(snapshot, sql, placeholders)
    except ValueError:
        return False
    return True
