"""A join on keys that share no value, sent back before it is shown or run (issue 40: the
held-out eval's "a join the data does not support"; such a query answers an empty table, or
counts of 0, that look like a finding).

For each column equality a query joins two layers by (sql/joins.py), the two fields'
distinct values are read (reading/key_values.py, bounded, in the validation worker). When
both were read whole and share no value, the correction says so, shows a few values of
each, and names the fields of the two layers that do share values, if any: the key pairs
the data supports. Only when the user lets values go to the model (``lookups_of``): which
values a field holds is told by the data."""

from __future__ import annotations

from collections.abc import Sequence

from ...agent.user_text import for_user, joined
from ..base import ActionRejected
from ..reading.key_values import KeyValues, key_fields, key_kind, key_values
from .action_checks import join_keys_of, snapshot_of
from .value_mend import lookups_of

MAX_KEY_FIELDS = 60  # fields of a layer tried as keys, when looking for pairs that share values
MAX_PAIRS = 3
MIN_SHARED = 0.5  # a pair shares at least this part of its smaller field's values
MIN_PAIR_VALUES = 5  # fewer shared values are as likely chance (1, 2 and 3 are in many fields)
UNIQUE = 0.9  # one side of a key pair names each feature once, or nearly: distinct values / features
SAMPLES = 3


def check_join_keys(context, sql: str, placeholders: Sequence[str]) -> None:
    """ActionRejected for the first join whose two fields share no value; nothing otherwise,
    or when that cannot be learnt (no lookups, values not allowed, a layer too large)."""
    environment, snapshot = lookups_of(context), snapshot_of(context)
    if environment is None or snapshot is None:
        return
    for key, left, right in join_keys_of(snapshot, sql, placeholders):
        kinds = {_kind(left, key.left_column), _kind(right, key.right_column)}
        if len(kinds) != 1 or None in kinds:
            continue  # text against a number, a date...: the engine may bridge what texts would not
        mine = key_values(environment, left.name, [key.left_column])
        theirs = key_values(environment, right.name, [key.right_column])
        if not (_whole(mine) and _whole(theirs)):
            continue
        ours, their = mine.values.get(key.left_column, frozenset()), theirs.values.get(key.right_column, frozenset())
        if ours and their and not ours & their:
            raise ActionRejected(_no_shared_value(environment, key, left, right, ours, their))


def _kind(layer, column: str) -> str | None:
    types = [field.type_name for field in layer.fields if field.name.lower() == column.lower()]
    return key_kind(types[0]) if len(types) == 1 else None


def _whole(values: KeyValues | None) -> bool:
    return values is not None and values.complete


def _no_shared_value(environment, key, left_layer, right_layer, ours: frozenset, their: frozenset) -> str:
    left, right = left_layer.name, right_layer.name
    said = for_user("The join {join} matches nothing: {left}.{left_field} and {right}.{right_field} share no value "
                    "({left}.{left_field} holds e.g. {left_values}; {right}.{right_field} holds e.g. {right_values}).",
                    join=key.text, left=left, left_field=key.left_column, right=right, right_field=key.right_column,
                    left_values=_samples(ours), right_values=_samples(their))
    pairs = shared_pairs(environment, left, right, (left_layer.primary_key, right_layer.primary_key))
    if pairs:
        return joined([said, for_user("Fields of these layers that do share values: {pairs}. Join on one of them.",
                                      pairs=joined(pairs, "; "))])
    return joined([said, for_user("No other fields of these layers share values either: join them by location "
                                  "(ST_Intersects), or answer in words that they cannot be joined by attribute.")])


def shared_pairs(environment, left: str, right: str, keys: tuple[Sequence[str], Sequence[str]] = ((), ())) -> list[str]:
    """The field pairs of two layers that share values ("countries.iso_a3 = states_provinces.adm0_a3
    (199 values)"), the most shared first; only pairs read whole. Two primary keys (``keys``: each
    layer's) are never a pair: feature numbers 1, 2, 3... are shared by any two tables."""
    left_keys, right_keys = ({name.lower() for name in names} for names in keys)
    left_kinds, right_kinds = key_fields(environment, left), key_fields(environment, right)
    mine = key_values(environment, left, list(left_kinds)[:MAX_KEY_FIELDS])
    theirs = key_values(environment, right, list(right_kinds)[:MAX_KEY_FIELDS])
    if not (_whole(mine) and _whole(theirs)):
        return []
    found = []
    for field, ours in mine.values.items():
        for other, their in theirs.values.items():
            if not (_unique(ours, mine) or _unique(their, theirs)):
                continue  # two fields of few values each (ranks, flags) share them by chance
            if left_kinds[field] != right_kinds[other] or (field.lower() in left_keys and other.lower() in right_keys):
                continue
            shared = len(ours & their)
            if shared >= MIN_PAIR_VALUES and shared >= MIN_SHARED * min(len(ours), len(their)):
                found.append((shared, f"{left}.{field} = {right}.{other}"))
    found.sort(key=lambda pair: -pair[0])
    return [for_user("{pair} ({count} values)", pair=pair, count=shared) for shared, pair in found[:MAX_PAIRS]]


def _unique(values: frozenset, read: KeyValues) -> bool:
    return len(values) >= 2 and len(values) >= UNIQUE * read.rows


def _samples(values: frozenset) -> str:
    return ", ".join(f"'{value}'" for value in sorted(values)[:SAMPLES])
