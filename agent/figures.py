"""Figures in an answer that nothing in the turn computed (issue 39: a figure is a claim).

A small model asked "What is the area of Indonesia in km²?" may answer "1,444,000 km²"
from memory, with no lookup and no button: a wrong figure shown as if right (make
eval-live's traps at c492b1a). A figure counts as computed when a number the user or the
plugin put in the conversation holds it: the question, the map context (feature counts,
extents), a lookup's result; also scaled by a power of ten (m² said as km², m as km) and
rounded. Anything else the answer states with a unit, or any number of 10 or more, is
unfounded: the turn says so beside the answer.

Not read as figures: numbers inside code (the SQL of an example) or JSON, in identifiers
(``EPSG:4326``, ``ISO_A3``), and years. Pure Python.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_CODE = re.compile(r"```.*?```|`[^`\n]*`|\{[^{}]*\}|\[[^\[\]]*\]", re.DOTALL)  # code, and JSON's objects and lists
_NUMBER = r"\d{1,3}(?:[,\u202f\u00a0 ]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_UNITS = (r"km²|km2|m²|m2|mi²|sq\.? ?(?:km|mi|m)|square (?:kilomet(?:re|er)s?|met(?:re|er)s?|miles?)|hectares?|ha|"
          r"acres?|kilomet(?:re|er)s?|met(?:re|er)s?|miles?|km|mi|m|ft|feet|%|percent|people|inhabitants")
_FIGURE = re.compile(rf"(?<![\w.:/\-])({_NUMBER})(?:\s?({_UNITS}))?(?![\w.]?\d)", re.IGNORECASE)
_EVIDENCE = re.compile(r"-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?")
_SCALES = (1.0, 1e3, 1e4, 1e6, 1e-3, 1e-4, 1e-6, 100.0, 0.01)


def _value(text: str) -> float:
    return float(re.sub(r"[,\u202f\u00a0 ]", "", text))


def _evidence_values(evidence: Iterable[str]) -> list[float]:
    values = []
    for text in evidence:
        plain = re.sub(r"(?<=\d),(?=\d{3}\b)", "", text)  # 1,234,567 as 1234567
        values += [float(m.group()) for m in _EVIDENCE.finditer(plain)]
    return values


def _founded(value: float, known: list[float]) -> bool:
    for number in known:
        for scale in _SCALES:
            expected = number / scale
            if abs(value - expected) <= max(0.005 * abs(expected), 0.5 if abs(expected) >= 10 else 0.05):
                return True
    return False


def unfounded_figures(answer: str, evidence: Iterable[str]) -> list[str]:
    """The figures of ``answer`` (as written) that no number of ``evidence`` holds."""
    prose = _CODE.sub(" ", answer)
    known = _evidence_values(evidence)
    found = []
    for match in _FIGURE.finditer(prose):
        number, unit = match.group(1), match.group(2)
        value = _value(number)
        if not unit and (value < 10 or (re.fullmatch(r"\d{4}", number) and 1800 <= value <= 2100)):
            continue  # a small count or a list's number, or a year
        if not _founded(value, known):
            found.append(match.group(0).strip())
    return list(dict.fromkeys(found))
