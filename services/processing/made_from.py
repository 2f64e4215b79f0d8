"""What each result a button made was made from, and how to make it again: a Processing
button's output layers, an sql button's result table. Read by the out-of-date suggestion
(services/suggestions/out_of_date.py) when an input changes afterwards. Kept while QGIS
runs, forgotten with the output layer, or once the table is no longer shown."""

from __future__ import annotations

import itertools
import weakref
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Any

from qgis.core import QgsProcessingFeatureSourceDefinition


@dataclass(frozen=True)
class MadeFrom:
    inputs: tuple[str, ...]  # the ids of the input layers
    rerun: Callable[[Any], None]  # a click again: ``rerun(host)``
    # A result that is not a layer: a table in the chat (kept while it lives, see remember_table)
    title: str = ""
    table: bool = False
    click: int = 0  # the button's call (its id): a table it makes again replaces the one before


_MADE: dict[str, MadeFrom] = {}


def input_layer_ids(values: dict, project) -> tuple[str, ...]:
    """The ids of the project's layers among an algorithm's resolved values."""
    found = []
    for value in values.values():
        layer_id = str(value.source.staticValue()) if isinstance(value, QgsProcessingFeatureSourceDefinition) else value
        if isinstance(layer_id, str) and project.mapLayer(layer_id) is not None:
            found.append(layer_id)
    return tuple(dict.fromkeys(found))


def remember(outputs: Iterable[str], made: MadeFrom | None) -> None:
    if made is not None:
        for output_id in outputs:
            _MADE[output_id] = made


_TABLES = itertools.count(1)


def remember_table(table: Any, made: MadeFrom, click: object) -> None:
    """An sql button's result table, while it lives (a weak reference; forgotten when it dies).
    ``click``: the button's call. Its newest table only: one suggestion a button, and a key never
    used before (the rules never show a key twice)."""
    for key, old in list(_MADE.items()):
        if old.table and old.click == id(click):
            _MADE.pop(key, None)
    key = f"table:{next(_TABLES)}"
    _MADE[key] = replace(made, table=True, click=id(click))
    weakref.finalize(table, _MADE.pop, key, None)  # the chat let it go: nothing left to offer


def made_from(output_id: str) -> MadeFrom | None:
    return _MADE.get(output_id)


def made_of(input_id: str) -> list[tuple[str, MadeFrom]]:
    """The outputs made from ``input_id``: (output id, how)."""
    return [(output_id, made) for output_id, made in _MADE.items() if input_id in made.inputs]


def forget(output_ids: Iterable[str]) -> None:
    for output_id in output_ids:
        _MADE.pop(output_id, None)
