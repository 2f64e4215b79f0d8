"""The words of the dock's usage label: the conversation's tokens and estimated cost, the last turn's."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..toolbelt.i18n import tr


def usage_text(totals: Mapping, cost: float | None) -> str:
    """``1,234 in · 56 out · 789 cache read · 0 cache write tokens · $0.0123 (estimate)``."""
    text = _tokens(totals)
    if cost is not None:
        text += " · " + tr("${cost} (estimate)", cost=f"{cost:.4f}")
    return text


def turn_tooltip(model: str, usage: Mapping, cost: float | None, latency_ms: int,
                 lookups: Sequence[tuple[str, int]]) -> str:
    lines = [
        tr("Last turn ({model}):", model=model),
        _tokens(usage),
        tr("Estimated cost: ${cost}", cost=f"{cost:.4f}") if cost is not None
        else tr("No price for this model: add its family to the price table in the settings."),
        tr("Time: {seconds} s", seconds=f"{latency_ms / 1000:.1f}"),
    ]
    if lookups:
        lines.append(tr("Lookups: {lookups}", lookups=", ".join(f"{name} {ms} ms" for name, ms in lookups)))
    lines.append(tr("Prices are estimates from the table in the settings."))
    return "\n".join(lines)


def _tokens(usage: Mapping) -> str:
    names = ("input_tokens", "output_tokens", "cache_read_input_tokens", "cache_creation_input_tokens")
    counts = [f"{int(usage.get(name) or 0):,}" for name in names]
    return tr("{input} in · {output} out · {cache_read} cache read · {cache_write} cache write tokens",
              **dict(zip(("input", "output", "cache_read", "cache_write"), counts)))
