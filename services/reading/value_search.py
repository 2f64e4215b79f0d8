"""Which text fields hold a given text: for the sql action's column check, which
looks up the literal a model compared with a column the layer lacks
(``WHERE country = 'France'``) and tells the model where that text is.

Bounded like every lookup: the layers are captured on the main thread, the
features are read in the worker through their sources with a filter the source
runs itself where it can (``"f" = 'text'``: GeoPackage, PostGIS and SpatiaLite
use their indexes), within the turn's lookup timeout and Stop; each count stops
at ``COUNT_CAP``, and at most ``MAX_FIELDS`` fields of a layer are asked.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from qgis.core import QgsExpression

from ...agent.user_error import UserError
from ...toolbelt.qgis_compat import is_text_field
from .capture import CapturedLayer, capture_named
from .name_fields import name_field
from .scan import features

COUNT_CAP = 1_000
MAX_FIELDS = 40


@dataclass(frozen=True)
class ValueHit:
    layer: str
    field: str
    rows: int
    capped: bool = False  # there are more: the count stopped at COUNT_CAP


def find_value(environment, layer_names: Sequence[str], text: str, any_case: bool = False) -> list[ValueHit]:
    """The text fields of ``layer_names`` holding exactly ``text`` (in any letter case with
    ``any_case``), in layer order. Worker thread. What was found before a timeout or Stop
    is kept; nothing is raised."""
    hits: list[ValueHit] = []
    clock = environment.clock()
    try:
        for name in layer_names:
            layer = environment.on_main_thread(lambda n=name: capture_named(environment.project, n), clock)
            hits += _layer_hits(layer, text, clock, any_case)
    except UserError:  # timed out, stopped, or the layer is gone: say what was found
        pass
    finally:
        clock.release()
    return hits


def holds_value(environment, layer_name: str, field: str, text: str) -> bool | None:
    """Whether field ``field`` of layer ``layer_name`` holds exactly ``text`` in some
    feature: one filtered read that stops at the first. None when that was not learnt
    (timed out, stopped, the layer gone). Worker thread."""
    clock = environment.clock()
    try:
        layer = environment.on_main_thread(lambda: capture_named(environment.project, layer_name), clock)
        return any(True for _ in features(layer, clock, expression=equals_test(field, text), limit=1))
    except UserError:
        return None
    finally:
        clock.release()


def _layer_hits(layer: CapturedLayer, text: str, clock, any_case: bool) -> list[ValueHit]:
    fields = [layer.fields.at(i).name() for i in range(layer.fields.count()) if is_text_field(layer.fields.at(i))]
    tests = {name: equals_test(name, text, any_case) for name in fields[:MAX_FIELDS]}
    if not tests or not any(True for _ in features(layer, clock, expression=" OR ".join(tests.values()), limit=1)):
        return []  # one filtered read says the layer holds it nowhere
    hits = []
    for name, test in tests.items():
        rows = sum(1 for _ in features(layer, clock, expression=test, limit=COUNT_CAP + 1))
        if rows:
            hits.append(ValueHit(layer.name, name, min(rows, COUNT_CAP), rows > COUNT_CAP))
    return hits


def equals_test(field: str, text: str, any_case: bool = False) -> str:
    """The QGIS expression that holds where ``field`` is ``text`` (in any letter case)."""
    column = QgsExpression.quotedColumnRef(field)
    if any_case:
        return f"lower({column}) = {QgsExpression.quotedString(text.lower())}"
    return f"{column} = {QgsExpression.quotedString(text)}"


def name_samples(environment, layer_names: Sequence[str], limit: int = 3) -> tuple[str, list[str]]:
    """A few values of the first layer's name field ("NAME", "name_en"...), with the layer
    and field as "layer.field": how the map writes names, for a correction. ("", []) when
    no layer has one, or on a timeout or Stop."""
    clock = environment.clock()
    try:
        for name in layer_names:
            layer = environment.on_main_thread(lambda n=name: capture_named(environment.project, n), clock)
            field = name_field(layer.fields)
            if field is None:
                continue
            index = layer.fields.indexOf(field)
            values = [str(f.attribute(index)) for f in features(layer, clock, attributes=[index], limit=limit)]
            return f"{layer.name}.{field}", values
    except UserError:
        pass
    finally:
        clock.release()
    return "", []


def where_held(column: str, text: str, hits: Sequence[ValueHit], counts: bool) -> str:
    """For the model: "'France' is a value of states_provinces.admin (101 rows): compare that
    column instead of country." The counts only when values may be sent (egress)."""
    places = [f"{hit.layer}.{hit.field}" + (f" ({hit.rows:,}{'+' if hit.capped else ''} "
                                            f"row{'s' if hit.rows != 1 else ''})" if counts else "")
              for hit in hits[:5]]
    which = "that column" if len(places) == 1 else "one of these columns"
    return (f"'{text}' is a value of {' and of '.join(places)}: the map can answer this; "
            f"compare {which} instead of {column}.")
