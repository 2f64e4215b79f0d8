"""Estimated cost of a conversation from its token usage and an editable price table.

Prices change and contracts differ, so they are never facts in the code: the
table below is only the default of a setting the user edits (Options page), and
everything computed from it is labelled an estimate. One line per model family:

    sonnet: 3, 15, 3.75, 0.30

is input, output, cache write and cache read, in US dollars per million tokens.
A model is priced by the longest family name its id contains ("opus-4-5" before
"opus"); a model no line names has no cost, only tokens.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ...agent.user_text import for_user

# Anthropic's published list prices when this was written (per million tokens);
# cache write is the 5-minute rate. Defaults to edit, not truths.
DEFAULT_PRICE_TABLE = """\
opus: 15, 75, 18.75, 1.50
opus-4-5: 5, 25, 6.25, 0.50
sonnet: 3, 15, 3.75, 0.30
haiku: 1, 5, 1.25, 0.10
"""
PER_TOKENS = 1_000_000


@dataclass(frozen=True)
class Price:
    """US dollars per million tokens."""

    input: float
    output: float
    cache_write: float
    cache_read: float

    def cost(self, usage: Mapping) -> float:
        """The cost of one usage record (the API's ``usage`` names)."""
        return (
            _count(usage, "input_tokens") * self.input
            + _count(usage, "output_tokens") * self.output
            + _count(usage, "cache_creation_input_tokens") * self.cache_write
            + _count(usage, "cache_read_input_tokens") * self.cache_read
        ) / PER_TOKENS


def parse_price_table(text: str) -> dict[str, Price]:
    """``family: input, output, cache write, cache read`` per line; # starts a comment.

    Raises ValueError naming the line that does not read, so the Options page can say which.
    """
    table: dict[str, Price] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        family, sep, numbers = line.partition(":")
        parts = [p.strip() for p in numbers.split(",")]
        try:
            if not sep or not family.strip() or len(parts) != 4:
                raise ValueError
            values = [float(p) for p in parts]
            if any(v < 0 or v != v for v in values):
                raise ValueError
        except ValueError:
            raise ValueError(for_user(
                "Line {number} ('{line}') should read 'family: input, output, cache write, cache read' in US$ per "
                "million tokens, e.g. 'sonnet: 3, 15, 3.75, 0.30'.", number=number, line=raw.strip())) from None
        table[family.strip().lower()] = Price(*values)
    return table


def price_table_or_default(text: str) -> dict[str, Price]:
    """The user's table, or the default one when theirs is empty or unreadable."""
    try:
        return parse_price_table(text) if text.strip() else parse_price_table(DEFAULT_PRICE_TABLE)
    except ValueError:
        return parse_price_table(DEFAULT_PRICE_TABLE)


def price_for(model: str, table: Mapping[str, Price]) -> Price | None:
    model = model.lower()
    names = [name for name in table if name in model]
    return table[max(names, key=len)] if names else None


def total_cost(turns: Iterable[tuple[str, Mapping]], table: Mapping[str, Price]) -> float | None:
    """The cost of (model, usage) records; None if any model has no price (tokens only then)."""
    cost = 0.0
    for model, usage in turns:
        price = price_for(model, table)
        if price is None:
            return None
        cost += price.cost(usage)
    return cost


def _count(usage: Mapping, name: str) -> int:
    return int(usage.get(name) or 0)  # the API sends null for counts it did not measure
