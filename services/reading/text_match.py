"""Matching names the way people type them: accents, case and typos forgiven.

Pure Python (no qgis), so it is unit-tested on its own. ``normalize`` folds
case (``casefold``), strips accents (Unicode NFKD without combining marks, plus
the letters that do not decompose: ø, ł, æ, ß...) and reduces punctuation to
single spaces. ``TextMatcher.score`` ranks a value against the searched text in
four tiers, so a better kind of match always sorts first:

==========  ================  ==========================================
tier        score             when
==========  ================  ==========================================
exact       1.0 (0.95)        the same text (the same once normalized)
prefix      0.80 - 0.90       the value starts with the text
substring   0.60 - 0.75       the text appears inside the value
fuzzy       below 0.55        a few typos away from the value or from
                              some of its consecutive words
==========  ================  ==========================================
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable, Sequence

# Letters NFKD leaves alone, spelled the way people type them without the key.
_FOLD = str.maketrans({
    "ø": "o", "Ø": "o", "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ð": "d", "þ": "th",
    "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ß": "ss", "ı": "i",
})
_SEPARATORS = re.compile(r"[\W_]+", re.UNICODE)

# The best score of a value that is not the searched text itself.
BEST_INEXACT = 0.95


def normalize(text: str) -> str:
    """Lower case, no accents, words separated by single spaces."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_FOLD))
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return _SEPARATORS.sub(" ", bare.casefold().translate(_FOLD)).strip()


def edit_distance(a: str, b: str, limit: int) -> int:
    """Optimal-string-alignment distance (a swap of two letters is one typo),
    or ``limit + 1`` as soon as it is certain to exceed ``limit``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, start=1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, start=1):
            cost = 0 if ca == cb else 1
            value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                value = min(value, previous2[j - 2] + 1)
            current[j] = value
        if min(current) > limit:
            return limit + 1
        previous2, previous = previous, current
    return previous[-1]


def typo_allowance(length: int) -> int:
    """How many typos a text of ``length`` letters may carry and still match."""
    if length <= 3:
        return 0
    if length <= 5:
        return 1
    if length <= 10:
        return 2
    return 3


class TextMatcher:
    """Scores values against one searched text (see the module's table)."""

    def __init__(self, text: str):
        self.text = text.strip()
        self.query = normalize(self.text)
        self._words = len(self.query.split()) or 1
        self._allowance = typo_allowance(len(self.query))
        self._cache: dict[str, float | None] = {}

    def score(self, value: str) -> float | None:
        """The match score of ``value``, None when it does not match."""
        if value == self.text:
            return 1.0
        if value not in self._cache:
            self._cache[value] = self._score(normalize(value)) if self.query else None
        return self._cache[value]

    def _score(self, value: str) -> float | None:
        query = self.query
        if not value:
            return None
        if value == query:
            return BEST_INEXACT
        share = len(query) / len(value)
        if value.startswith(query):
            return round(0.80 + 0.10 * share, 3)
        position = value.find(query)
        if position >= 0:
            at_word = position == 0 or value[position - 1] == " "
            return round(0.60 + 0.10 * share + (0.05 if at_word else 0.0), 3)
        return self._fuzzy(value)

    def _fuzzy(self, value: str) -> float | None:
        if not self._allowance:
            return None
        best = None
        for candidate, whole in _windows(value, self._words):
            distance = edit_distance(self.query, candidate, self._allowance)
            if distance <= self._allowance:
                closeness = 1.0 - distance / max(len(self.query), len(candidate))
                score = 0.50 * closeness + (0.04 if whole else 0.0)
                best = score if best is None else max(best, score)
        return None if best is None else round(best, 3)


def _windows(value: str, words: int) -> Iterable[tuple[str, bool]]:
    """The value itself, then each run of ``words`` consecutive words in it."""
    yield value, True
    parts = value.split()
    if len(parts) > words:
        for start in range(len(parts) - words + 1):
            yield " ".join(parts[start:start + words]), False


def nearest(name: str, candidates: Sequence[str], count: int = 5) -> list[str]:
    """The candidates closest to ``name``: matches of any tier first, then by
    similarity; never empty when there are candidates (the first ones then)."""
    matcher = TextMatcher(name)
    scored = []
    for index, candidate in enumerate(candidates):
        score = matcher.score(candidate)
        if score is None:
            score = 0.5 * difflib.SequenceMatcher(None, matcher.query, normalize(candidate)).ratio()
        scored.append((-score, index, candidate))
    scored.sort()
    return [candidate for _, _, candidate in scored[:count]]
