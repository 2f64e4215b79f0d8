"""The words of the dock's usage label: the conversation's tokens and estimated cost, the last turn's."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..toolbelt.i18n import tr


def usage_text(totals: Mapping, cost: float | None) -> str:
    """``1,234 in · 56 out · 789 cache read · 0 cache write tokens · $0.0123 (estimate)``."""
    text = tr("{0} in · {1} out · {2} cache read · {3} cache write tokens").format(*_counts(totals))
    if cost is not None:
        text += " · " + tr("${0} (estimate)").format(f"{cost:.4f}")
    return text


def turn_tooltip(model: str, usage: Mapping, cost: float | None, latency_ms: int,
                 lookups: Sequence[tuple[str, int]]) -> str:
    lines = [
        tr("Last turn ({0}):").format(model),
        tr("{0} in · {1} out · {2} cache read · {3} cache write tokens").format(*_counts(usage)),
        tr("Estimated cost: ${0}").format(f"{cost:.4f}") if cost is not None
        else tr("No price for this model: add its family to the price table in the settings."),
        tr("Time: {0} s").format(f"{latency_ms / 1000:.1f}"),
    ]
    if lookups:
        lines.append(tr("Lookups: {0}").format(", ".join(f"{name} {ms} ms" for name, ms in lookups)))
    lines.append(tr("Prices are estimates from the table in the settings."))
    return "\n".join(lines)


def _counts(usage: Mapping) -> list[str]:
    names = ("input_tokens", "output_tokens", "cache_read_input_tokens", "cache_creation_input_tokens")
    return [f"{int(usage.get(name) or 0):,}" for name in names]
