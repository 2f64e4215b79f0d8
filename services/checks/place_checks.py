"""Where a named place is on the map's data: the plugin's half of "find, then zoom" (issue 26).

A small model asked to "Zoom to Italy" wrote the country's box from memory, often
wrong (Japan at longitude -139.8, an unclosed ring three times over). It names the
place well, though, so ``viewport`` takes ``zoom_to_place`` with just the name and
the plugin finds it: the text fields of the map's vector layers are searched for
that exact text (then for it in any letter case, then for a country's English name
when it is the country's own: "España"), and the most specific match (the fewest
features: a country's own row before its 101 provinces) becomes the features to fit
at click time.

Runs in the tools' checks (the turn's worker thread) with the turn's
``LookupEnvironment``, through ``value_search``: bounded, with filters the sources
run themselves. Corrections are for the model: plain English ``ValueError``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...agent.tools import ANSWER_IN_WORDS
from ...agent.words.tool_offer import fold
from ..reading.value_search import equals_test, find_value, name_samples
from ..snapshot.map_snapshot import MapSnapshot, match_name
from .country_names import english_country_name, is_english_country_name


@dataclass(frozen=True)
class FoundPlace:
    layer: str
    expression: str  # what the click fits: '"NAME" = 'Italy''
    features: int


_LAYER_WORDS = r"(?:layer|layers|capa|couche|ebene|strato|camada)"


def check_not_an_absent_layer(context, snapshot: MapSnapshot, name: str) -> None:
    """``ValueError`` when the user's words call ``name`` a layer and the project has none of
    that name: "Zoom to the rivers layer." found the Nigerian state Rivers, a button on a request
    that cannot be done (make eval-live at 70a9cea); "Zoom to the airports layer.", told only
    that no such layer exists and which do, zoomed to the countries layer (at 78afed2). The
    correction asks for words, so it goes without "use the layer the correction names"."""
    names = [layer.name for layer in snapshot.layers]
    if match_name(names, name.strip()) is not None:
        return
    asked = fold(getattr(context, "asked", "") or "")
    folded = re.escape(fold(name.strip()))
    if not folded or not re.search(rf"\b{folded}\s+{_LAYER_WORDS}\b|\b{_LAYER_WORDS}\s+[\"'«]?{folded}\b", asked):
        return
    layers = ", ".join(names) or "none"
    raise ValueError(f"the user asks for a layer named {name.strip()!r}, and the project has none (layers: "
                     f"{layers}). {ANSWER_IN_WORDS}: tell the user the project has no layer of that name; do not "
                     f"use another layer, or features of that name, instead.")


def found_place(context, snapshot: MapSnapshot, place: str) -> FoundPlace | None:
    """The features named ``place``; None without the turn's environment (a saved chat, a
    unit test without QGIS's layers), ``ValueError`` naming what to do when no layer holds it."""
    lookups = getattr(context, "lookups", None)
    if lookups is None or getattr(lookups, "caller", None) is None:
        return None
    names = [layer.name for layer in snapshot.layers if layer.geometry_type != "NoGeometry"]
    text = place.strip()
    hits, folded = find_value(lookups, names, text), False
    if not hits:
        hits, folded = find_value(lookups, names, text, any_case=True), True
    if not hits and english_country_name(text) is not None:  # "España" on a map that writes "Spain"
        text = english_country_name(text)
        hits, folded = find_value(lookups, names, text), False
    if not hits:
        text = place.strip()
        raise ValueError(f"no feature of the map's layers is named {text!r} (their text fields were searched). "
                         f"{_how_names_are_written(context, lookups, names, text)} find_features finds near "
                         f"spellings. Or use zoom_to with the place's coordinates if the user gave them.")
    best = min(hits, key=lambda hit: hit.rows)  # the first of the fewest: layer order, then field order
    return FoundPlace(best.layer, equals_test(best.field, text, folded), best.rows)


def _how_names_are_written(context, lookups, names: list[str], text: str) -> str:
    """How the layers write names, for a name they do not hold. The 1.5B model, told only that
    no layer holds "Espagne", selected name = 'Espagne' in another layer; told "Give the name as
    a layer writes it (countries.NAME has 'Norway', 'Sweden', 'Germany'): if the user wrote it
    in another language, in the layer's language", it sent "Espagne" again (make eval-live at
    78afed2). Names that are Qt's English country names say the language. Values are quoted
    only when they may be sent (the values consent)."""
    fallback = ("Give the name as a layer writes it: if the user wrote it in another language, in the "
                "layer's language.")
    if getattr(context, "values_allowed", None) is not True:
        return fallback
    where, values = name_samples(lookups, names)
    if not values:
        return fallback
    quoted = ", ".join(repr(v) for v in values)
    if any(is_english_country_name(value) for value in values):
        return (f"The layers write place names in English ({where} has {quoted}): send zoom_to_place again "
                f"with the English name of {text!r}.")
    return (f"Give the name as a layer writes it ({where} has {quoted}): if the user wrote it in another "
            f"language, in the layer's language.")
