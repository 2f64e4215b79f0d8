"""Figures in an answer that nothing in the turn computed (issue 39: a figure is a claim).

A small model asked "What is the area of Indonesia in km²?" may answer "1,444,000 km²"
from memory, with no lookup and no button: a wrong figure shown as if right (make
eval-live's traps at c492b1a). A figure counts as computed when a number the user or the
plugin put in the conversation holds it: the question, the map context (feature counts,
extents), a lookup's result; also scaled by a power of ten (m² said as km², m as km) and
rounded. Anything else the answer states with a unit, any number of 10 or more, or a small
count ("1 feature", "0 parts", "3 Länder": a whole number under 10 before a word), is
unfounded: the turn says so beside the answer. The traps' live runs at f3052da showed a small
model answer "How many parts does Indonesia have?" with "Indonesia has 0 parts." and no
lookup: 2 of 33 wrong figures shown as right, both a small count. A small count is founded by
the map context only where the context counts the same thing ("Vector layers (3)" founds "3
layers"): its many 0s and 1s would found any small count by chance.

A bare number the context holds only as a layer's feature count is said to be that count
(``summary_counts``): "12 rivers" may be the layer's 12 features when the question asked
for its distinct names or its non-empty values (the traps' live runs at f0c2a0a: 2 of 33
wrong figures shown as right, both a feature count). Which count a question wants is the
model's to read, not a word list's; the user sees where the number came from.

Not read as figures: numbers inside code (the SQL of an example) or JSON, in identifiers
(``EPSG:4326``, ``ISO_A3``), and years. Pure Python.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

_CODE = re.compile(r"```.*?```|`[^`\n]*`|\{[^{}]*\}|\[[^\[\]]*\]", re.DOTALL)  # code, and JSON's objects and lists
_NUMBER = r"\d{1,3}(?:[,\u202f\u00a0 ]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_UNITS = (r"km²|km2|m²|m2|mi²|sq\.? ?(?:km|mi|m)|square (?:kilomet(?:re|er)s?|met(?:re|er)s?|miles?)|hectares?|ha|"
          r"acres?|kilomet(?:re|er)s?|met(?:re|er)s?|miles?|km|mi|m|ft|feet|%|percent|people|inhabitants")
_FIGURE = re.compile(rf"(?<![\w.:/\-])({_NUMBER})(?:\s?({_UNITS}))?(?![\w.]?\d)", re.IGNORECASE)
_EVIDENCE = re.compile(r"-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?")
# A small count's word: letters only, in any script ("parts", "Länder", "países").
_COUNTED = re.compile(r"\s+([^\W\d_]{2,})")
# A number the map context gives with the word it counts, before or after it:
# "Vector layers (3):", "12 features", "5 fields", "selected 0".
_CONTEXT_COUNT = re.compile(r"([^\W\d_]{2,})\s+\(?(\d+)\)?|(\d+)\s+([^\W\d_]{2,})")
# A layer's line in the map context (services/snapshot/map_snapshot.py's _layer_block):
# "- rivers [active]: GeoPackage; SQL engine sqlite; LineString, EPSG:4326; 12 features; ..."
_LAYER_COUNT = re.compile(r"^- (?P<layer>.+?)(?: \[active\])?: .*?; (?P<count>\d+) features;", re.MULTILINE)
# A lookup result's own timing (services/reading/results.py): no figure of the data. Its
# "execution_ms": 0 founded "approximately 0.0 km" between Madrid and Paris (the traps'
# live runs at 74a1ad1, both paths: the one silent error left).
_TIMING = re.compile(r'"execution_ms":\s*-?\d+(?:\.\d+)?')
_SCALES = (1.0, 1e3, 1e4, 1e6, 1e-3, 1e-4, 1e-6, 100.0, 0.01)


def _value(text: str) -> float:
    return float(re.sub(r"[,\u202f\u00a0 ]", "", text))


def _evidence_values(evidence: Iterable[str]) -> list[float]:
    values = []
    for text in evidence:
        plain = _TIMING.sub("", text)
        plain = re.sub(r"(?<=\d),(?=\d{3}\b)", "", plain)  # 1,234,567 as 1234567
        values += [float(m.group()) for m in _EVIDENCE.finditer(plain)]
    return values


def _founded(value: float, known: list[float], scales: tuple[float, ...]) -> bool:
    for number in known:
        for scale in scales:
            expected = number / scale
            if abs(value - expected) <= max(0.005 * abs(expected), 0.5 if abs(expected) >= 10 else 0.005):
                return True
    return False


@dataclass(frozen=True)
class Figure:
    text: str  # as the answer writes it: "1,444,000 km²"
    value: float
    unit: str  # "" for none
    counted: str = ""  # a small count's word: "parts" of "0 parts"


def figures_in(answer: str) -> list[Figure]:
    """The figures an answer states: a number with a unit, one of 10 or more (not a year), or
    a small count before the word it counts; none inside code or JSON, or in an identifier."""
    found = []
    text = _CODE.sub(" ", answer)
    for match in _FIGURE.finditer(text):
        number, unit = match.group(1), match.group(2) or ""
        value = _value(number)
        if not unit and re.fullmatch(r"\d{4}", number) and 1800 <= value <= 2100:
            continue  # a year
        if not unit and value < 10:
            counted = _COUNTED.match(text, match.end()) if value.is_integer() else None
            if counted is None:
                continue  # a list's number, "step 2", a ratio
            found.append(Figure(f"{number} {counted.group(1)}", value, "", counted.group(1).casefold()))
            continue
        found.append(Figure(match.group(0).strip(), value, unit))
    return found


def _stem(word: str) -> str:
    return word.casefold()[:4]  # "layer" and "layers", "feature" and "features"


def _context_counts(context: Iterable[str]) -> set[tuple[int, str]]:
    """(number, the stem of the word it counts) for each count the map context states."""
    counts = set()
    for text in context:
        for match in _CONTEXT_COUNT.finditer(text):
            word, number = (match.group(1), match.group(2)) if match.group(1) else (match.group(4), match.group(3))
            counts.add((int(number), _stem(word)))
    return counts


def unfounded_figures(answer: str, computed: Iterable[str], context: Iterable[str] = ()) -> list[str]:
    """The figures of ``answer`` (as written) that nothing holds. ``computed``: what was
    computed or asked (lookup results, the question), whose numbers may be said in another
    unit (a power of ten away); ``context``: the map context, whose numbers (feature counts,
    extents) found only a bare number said as it is there, never a measure: a context holds
    none, and its many numbers would found a made-up "1 km²" by chance."""
    context = list(context)
    computed_values, context_values = _evidence_values(computed), _evidence_values(context)
    context_counts = _context_counts(context)
    unfounded = []
    for figure in figures_in(answer):
        if figure.counted:
            founded = (_founded(figure.value, computed_values, (1.0,))
                       or (int(figure.value), _stem(figure.counted)) in context_counts)
        else:
            founded = _founded(figure.value, computed_values, _SCALES) or (
                not figure.unit and _founded(figure.value, context_values, (1.0,)))
        if not founded:
            unfounded.append(figure.text)
    return list(dict.fromkeys(unfounded))


def summary_counts(answer: str, computed: Iterable[str], context: Iterable[str]) -> list[tuple[str, str]]:
    """(figure as written, layers) for each bare number of ``answer`` that nothing computed
    holds and that is a layer's feature count in the map ``context`` ("cities, cities_3857"
    when two layers have that many)."""
    computed_values = _evidence_values(computed)
    counts: dict[int, list[str]] = {}
    for text in context:
        for match in _LAYER_COUNT.finditer(text):
            named = counts.setdefault(int(match.group("count")), [])
            named += [] if match.group("layer") in named else [match.group("layer")]
    return list(dict.fromkeys(
        (figure.text, ", ".join(counts[int(figure.value)])) for figure in figures_in(answer)
        if not figure.unit and figure.value.is_integer() and int(figure.value) in counts
        and not _founded(figure.value, computed_values, _SCALES)))
