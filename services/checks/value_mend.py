"""Mend a comparison with a text that its field cannot match: one module for the sql
and selection actions (issue 26; make eval-live found each case on one of them).

Both mends look the text up in the layers' text fields (reading/value_search.py,
bounded reads in the validation worker) and move the comparison to the one field of
the layer that holds it:

- ``to_holding_field``: the field is not one of the layer's (``country = 'France'``
  on provinces, whose ``admin`` holds it). When no single field of the layer holds
  the text, the hits say where it is, for the correction (``where_held``).
- ``from_field_never_holding``: the field exists but never holds the text
  (``name = 'Canada'`` on provinces), so the answer would be empty. The caller
  applies it only to the plain shape (one equality and nothing else): under NOT, OR
  or IN the text the field lacks does not make the answer empty, and a rename would
  change it. An empty answer is never what was asked, so a corrected answer is
  mended too (make eval-live: "WHERE name = 'Brazil'" came after a correction).

The caller gives ``rename(field)``: its query or expression with the field renamed,
or None when that cannot be written or no longer passes its checks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Optional

from ...agent.user_text import for_user
from ..reading.environment import LookupEnvironment
from ..reading.value_search import ValueHit, find_value, holds_value

Rename = Callable[[str], Optional[str]]


@dataclass(frozen=True)
class Mended:
    text: str  # the query or expression, renamed
    note: str  # for the user, beside the button


def lookups_of(context: object) -> LookupEnvironment | None:
    """The lookups an action's validation may run, when it has them (not on the MCP path)
    and values may leave. Which field holds a text is told by the data: a mend or a
    correction naming it would be an oracle of the values under Never, and under Ask
    before the user's yes (issue 37)."""
    if getattr(context, "values_allowed", None) is not True:
        return None
    environment = getattr(context, "lookups", None)
    return environment if isinstance(environment, LookupEnvironment) else None


def to_holding_field(environment: LookupEnvironment, own: Sequence[str], others: Sequence[str], column: str,
                     text: str, rename: Rename) -> tuple[Mended | None, list[ValueHit]]:
    """``column``, which the layers ``own`` lack, compared with ``text``: the text is looked
    for in ``own`` and then ``others``. Renamed when ``own`` is one layer and exactly one of
    its fields holds it; the hits either way."""
    hits = find_value(environment, [*own, *others], text)
    held = [hit for hit in hits if hit.layer in own]
    if len(own) == 1 and len(held) == 1:
        renamed = rename(held[0].field)
        if renamed is not None:
            return Mended(renamed, replaced(column, held[0].field, text)), hits
    return None, hits


def from_field_never_holding(environment: LookupEnvironment, layer: str, column: str, text: str,
                             rename: Rename) -> Mended | None:
    """``column`` of ``layer`` compared with a ``text`` it never holds, which exactly one
    other field of the layer holds: renamed to that field. None otherwise, and when it
    was not learnt (a timeout, Stop). One filtered read when the field holds the text."""
    if holds_value(environment, layer, column, text) is not False:
        return None
    hits = find_value(environment, [layer], text)
    if len(hits) != 1:
        return None
    renamed = rename(hits[0].field)
    return None if renamed is None else Mended(renamed, replaced(column, hits[0].field, text))


def replaced(column: str, field: str, text: str) -> str:
    return for_user("Column {column} was replaced by {field}, which holds '{text}'.",
                    column=column, field=field, text=text)
