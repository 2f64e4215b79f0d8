"""A near-miss layer name written as the layer it can only mean, and said beside the button (issue 40).

A small model writes ``country`` for ``countries``, ``Countries_layer``, ``rivers layer``,
``world-cities`` for ``world_cities`` or a one-letter typo. When exactly one layer is so near
(``map_snapshot.near_name`` says what near is) and none has the name in any case, the call is
rewritten with the layer's real name before its button is made: its ``layer``, the layer of
each placeholder in its texts (``{{country.selection}}``), and through ``with_real_tables`` a
query's table names, when every place the query writes the name is that table. The click then
acts on the real layer, and the user reads "Used layer 'countries' for 'country'." (the call's
note, services/checks/call_check.py ``noted``). Two layers as near, or none: nothing is
rewritten, and the usual rejection names the layers.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ...agent.user_text import for_user, joined
from ..base import ActionRejected
from ..placeholders.fill import PlaceholderError, braced, find_placeholders, parse_placeholder, quoted_layer
from ..snapshot.map_snapshot import MapSnapshot, real_layer_name
from ..sql.guard import SqlRejected, parsed_either, table_name_uses
from ..sql.rename import rename_column
from .action_checks import check_template, snapshot_of
from .call_check import noted
from .generic_layer import GENERIC


def used_for(real: str, written: str) -> str:
    """What the user is told of a near miss taken for a layer."""
    return for_user("Used layer '{layer}' for '{name}'.", layer=real, name=written)


def with_real_layer_names(call: Any, context) -> None:
    """A check step (call_check.checked): the call's ``layer``, its declared placeholders and the
    placeholders in its texts, each naming a near miss of exactly one layer, written with that
    layer's name, and a note saying so."""
    snapshot = snapshot_of(context)
    if snapshot is None:
        return
    told: dict[str, tuple[str, str]] = {}
    for field in type(call).model_fields:
        value = getattr(call, field)
        if field == "layer" and isinstance(value, str):
            mended = _real(snapshot, value, told)
        elif field == "sql_placeholders" and isinstance(value, list):
            mended = [_declared(snapshot, item, told) if isinstance(item, str) else item for item in value]
        else:
            mended = _with_placeholders(snapshot, value, told)
        if mended != value:
            setattr(call, field, mended)
    noted(call, _notes(told))


def real_layer_value(call: Any, context, value: Any) -> Any:
    """``value`` (a layer name, or a list of them: a Processing layer parameter) with each near
    miss written as its layer, noted on ``call``."""
    snapshot = snapshot_of(context)
    if snapshot is None:
        return value
    told: dict[str, tuple[str, str]] = {}
    names = [_real(snapshot, item, told) if isinstance(item, str) else item
             for item in (value if isinstance(value, list) else [value])]
    noted(call, _notes(told))
    return names if isinstance(value, list) else names[0]


def with_real_tables(snapshot: MapSnapshot, sql: str, declared: Sequence[str]) -> tuple[str, str]:
    """(``sql`` with each table that nearly names one layer written as it, a note) when the
    query writes that name only as the table or a column's qualifier (``rename_column`` also
    finds it exactly that often in the text); (``sql``, "") when it names no such table, or
    cannot be parsed (the checks say why). Read-only is the guard's: a renamed query is checked
    as any other."""
    if _tables_are_layers(snapshot, sql):
        return sql, ""
    try:
        parsed = parsed_either(check_template(snapshot, sql, declared))
    except (ActionRejected, SqlRejected):
        return sql, ""
    told = []
    for table in parsed.table_names:
        real = real_layer_name(snapshot, table) if "." not in table else None
        if real is None or not any(layer.name == real for layer in snapshot.layers):
            continue
        uses = table_name_uses(parsed, table)
        renamed = rename_column(sql, table, real, uses) if uses else None
        if renamed is not None:
            sql = renamed
            told.append(used_for(real, table))
    return sql, joined(told)


_FROM_OR_JOIN = re.compile(r'\b(?:FROM|JOIN)\s+("[^"]+"|[\w.]+)', re.IGNORECASE)


def _tables_are_layers(snapshot: MapSnapshot, sql: str) -> bool:
    """Whether every table the query reads after FROM or JOIN is written as a layer's name (any
    case): the usual query, left without a second parse (a subquery or a CTE falls through to it)."""
    written = [name.strip('"') for name in _FROM_OR_JOIN.findall(sql)]
    layers = {layer.name.casefold() for layer in snapshot.layers}
    return bool(written) and all(name.casefold() in layers for name in written)


def _notes(told: dict[str, tuple[str, str]]) -> str:
    """A note per name written (in any case) and taken for a layer."""
    return joined([used_for(real, written) for written, real in told.values()])


def _real(snapshot: MapSnapshot, name: str, told: dict[str, tuple[str, str]]) -> str:
    real = real_layer_name(snapshot, name) if not name.lstrip().startswith("{{") else None
    if real is None:
        return name
    told.setdefault(name.casefold(), (name, real))
    return real


def _with_placeholders(snapshot: MapSnapshot, value: Any, told: dict[str, tuple[str, str]]) -> Any:
    """``value`` (a text, or a list or dict of them: Processing parameters) with the layer of
    each ``{{placeholder}}`` in it written as its real name."""
    if isinstance(value, list):
        return [_with_placeholders(snapshot, item, told) for item in value]
    if isinstance(value, dict):
        return {key: _with_placeholders(snapshot, item, told) for key, item in value.items()}
    if not isinstance(value, str) or "{{" not in value:
        return value
    for inner in dict.fromkeys(find_placeholders(value)):
        written = _placeholder(snapshot, inner, told)
        if written is not None:
            value = value.replace(braced(inner), braced(written))
    return value


def _declared(snapshot: MapSnapshot, item: str, told: dict[str, tuple[str, str]]) -> str:
    """A declared placeholder, with or without its braces, naming its layer's real name."""
    inner = item.strip()
    braces = inner.startswith("{{") and inner.endswith("}}")
    written = _placeholder(snapshot, inner[2:-2] if braces else inner, told)
    return item if written is None else braced(written) if braces else written


def _placeholder(snapshot: MapSnapshot, inner: str, told: dict[str, tuple[str, str]]) -> str | None:
    """``inner`` (a placeholder without braces) naming its layer's real name; None when
    it names a layer, the view, the catalogue's LAYER or nothing near."""
    try:
        placeholder = parse_placeholder(inner)
    except PlaceholderError:
        return None
    if placeholder.is_view or placeholder.layer == GENERIC[:-1]:
        return None
    real = real_layer_name(snapshot, placeholder.layer)
    if real is None:
        return None
    told.setdefault(placeholder.layer.casefold(), (placeholder.layer, real))
    crs = f"|{placeholder.crs}" if placeholder.crs else ""
    return f"{quoted_layer(real)}.{placeholder.prop}{crs}"
