"""How the words a tool declares match what the user typed.

Pure Python. Matching folds case and accents, and a word must start where a word of
the message starts ("categor" finds "Categorized", "símbolo" finds "simbolo"); a word
ending in "$" must also end there. The tool offer, the short prompt's notes and the
checks of an answer against the question all match this way.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from functools import lru_cache


def fold(text: str) -> str:
    """Lower case, accents removed: "Símbología" -> "simbologia"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@lru_cache(maxsize=64)
def _pattern(words: tuple[str, ...]) -> re.Pattern:
    return re.compile(r"(?<!\w)(?:" + "|".join(_regex(w) for w in words) + ")")


def _regex(word: str) -> str:
    """A word beginning; a word ending in "$" must end there ("selection$" is not "sélectionne")."""
    if word.endswith("$"):
        return re.escape(fold(word[:-1])) + r"(?!\w)"
    return re.escape(fold(word))


def names_any(words: Sequence[str], texts: Iterable[str]) -> bool:
    """Whether any of ``texts`` holds one of ``words`` (word beginnings; see above)."""
    pattern = _pattern(tuple(words))
    return any(pattern.search(fold(text)) for text in texts)
