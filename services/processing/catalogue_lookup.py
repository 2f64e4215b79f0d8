"""What a lookup answered from the captured Processing catalogue shares: here, so that
only those lookups load the catalogue (services/reading/lookup_tool.py does not)."""

from __future__ import annotations

from typing import ClassVar

from ...agent.words.vocabulary import PROCESSING_WORDS
from ..reading.lookup_tool import ContextLookup
from .algorithm_catalogue import CATALOGUE


class CatalogueLookup(ContextLookup):
    """A lookup answered from the captured Processing catalogue."""

    offer_words: ClassVar[tuple[str, ...]] = PROCESSING_WORDS  # offered with the processing action

    def __init__(self):
        CATALOGUE.start()  # read in idle time from the first use on
