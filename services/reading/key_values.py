"""The distinct values of a few fields of a layer, as text: what checks/join_keys.py compares
to learn whether two layers' fields share any value (issue 40: a join the data supports).

Bounded like every lookup: the layer is captured on the main thread and read in the worker
through its source, within the turn's lookup timeout and Stop. A layer of more than
``MAX_ROWS`` features, or a field of more than ``MAX_DISTINCT`` values, is not read whole:
the answer says so (``complete``), and no one concludes "no value shared" from part of it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...agent.user_error import UserError
from ...toolbelt.qgis_compat import is_text_field
from .capture import capture_named
from .scan import features

MAX_ROWS = 50_000
MAX_DISTINCT = 10_000
INTEGER_TYPES = ("int", "uint", "qlonglong", "qulonglong", "integer", "integer64", "int2", "int4", "int8", "bigint",
                 "smallint", "serial", "bigserial")
TEXT_TYPES = ("string", "text", "varchar", "char", "character varying", "character", "bpchar", "qstring", "name")
TEXT, WHOLE = "text", "whole number"


@dataclass(frozen=True)
class KeyValues:
    values: dict[str, frozenset[str]]  # field -> its distinct values, as text
    complete: bool  # every feature read, and no field's values cut
    rows: int = 0  # features read


def key_values(environment, layer_name: str, fields: Sequence[str]) -> KeyValues | None:
    """The distinct values of ``fields`` of ``layer_name`` (those it has), read in one pass, or
    taken from a read of this turn that held them (a join checked again after its correction
    reads no layer twice). None when that was not learnt (timed out, stopped, the layer gone).
    Worker thread."""
    wanted, read = frozenset(fields), getattr(environment, "key_values_read", None)
    for (name, held), values in (read or {}).items():
        if name == layer_name and wanted <= held:
            return KeyValues({field: found for field, found in values.values.items() if field in wanted},
                             values.complete, values.rows)
    values = _read_key_values(environment, layer_name, fields)
    if values is not None and read is not None:
        read[(layer_name, wanted)] = values
    return values


def _read_key_values(environment, layer_name: str, fields: Sequence[str]) -> KeyValues | None:
    clock = environment.clock()
    try:
        layer = environment.on_main_thread(lambda: capture_named(environment.project, layer_name), clock)
        indexes = {name: layer.fields.indexOf(name) for name in fields if layer.fields.indexOf(name) >= 0}
        seen: dict[str, set[str]] = {name: set() for name in indexes}
        rows, cut = 0, False
        for feature in features(layer, clock, attributes=list(indexes.values()), limit=MAX_ROWS + 1):
            rows += 1
            if rows > MAX_ROWS:
                cut = True
                break
            for name, index in indexes.items():
                key = as_key(feature.attribute(index))
                if key is not None and len(seen[name]) < MAX_DISTINCT:
                    seen[name].add(key)
                elif key is not None and key not in seen[name]:
                    cut = True
        return KeyValues({name: frozenset(values) for name, values in seen.items()}, not cut, min(rows, MAX_ROWS))
    except UserError:
        return None
    finally:
        clock.release()


def key_fields(environment, layer_name: str) -> dict[str, str]:
    """The fields of ``layer_name`` a join may use as keys, with their kind (TEXT, WHOLE).
    Worker thread."""
    clock = environment.clock()
    try:
        layer = environment.on_main_thread(lambda: capture_named(environment.project, layer_name), clock)
    except UserError:
        return {}
    finally:
        clock.release()
    fields = [layer.fields.at(i) for i in range(layer.fields.count())]
    kinds = {field.name(): TEXT if is_text_field(field) else key_kind(field.typeName()) for field in fields}
    return {name: kind for name, kind in kinds.items() if kind is not None}


def key_kind(type_name: str) -> str | None:
    """TEXT or WHOLE for a field's provider type name ("String", "Integer64", "varchar(20)",
    "int4"); None for any other (a date, a real): two fields are compared as keys only when
    they are of one kind, whose values compare as their texts do."""
    name = type_name.strip().lower().split("(")[0].strip()
    if name in TEXT_TYPES:
        return TEXT
    return WHOLE if name in INTEGER_TYPES else None


def as_key(value) -> str | None:
    """A value as a join compares it, written as text: 12, 12.0 and "12" alike (a type mismatch
    the engine may or may not bridge is never taken for "no value shared"); None for NULL."""
    if value is None or isinstance(value, bool) or (hasattr(value, "isNull") and value.isNull()):
        return None
    if isinstance(value, float):
        return str(int(value)) if value.is_integer() else repr(value)
    text = str(value).strip()
    return text or None
