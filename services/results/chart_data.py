"""What chart a result table can be drawn as, and its numbers (pure: no qgis, no Qt).

* a category and a number: a bar chart, largest first, the top ``TOP_BARS`` and
  "other" (the sum of the rest);
* a date and a number: a line, in date order;
* a single numeric column: a histogram of equal-width bins.

The model may ask for one kind (an ``sql`` action's ``chart``); otherwise the
table's shape decides, and a table of another shape has no chart. ``ChartData``
is what the dock draws and what tests compare with the table.
"""

from __future__ import annotations

import datetime
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from ...agent.user_text import for_user

BAR, LINE, HISTOGRAM = "bar", "line", "histogram"
KINDS = (BAR, LINE, HISTOGRAM)
TOP_BARS = 20
OTHER = for_user("other", "the chart's bar that sums the smaller categories")
MAX_BINS = 30
_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?")


@dataclass(frozen=True)
class ChartData:
    kind: str  # BAR, LINE or HISTOGRAM
    labels: tuple[str, ...]  # bar categories, dates (ISO) or bin ranges
    values: tuple[float, ...]  # bar and line values, bin counts
    x_title: str
    y_title: str
    positions: tuple[float, ...] = ()  # line: each date as days since the first (time-proportional x)
    other_count: int = 0  # bar: how many categories "other" sums


def number(value: Any) -> float | None:
    """A cell as a number, None when it is not one (text, NULL, NaN)."""
    if isinstance(value, bool) or not isinstance(value, (int, float, Decimal)):
        return None
    result = float(value)
    return None if math.isnan(result) or math.isinf(result) else result


def as_date(value: Any) -> datetime.datetime | None:
    """A cell as a date(time): a Python date, a Qt QDate/QDateTime, or ISO 8601 text."""
    if isinstance(value, datetime.datetime):
        return value
    if isinstance(value, datetime.date):
        return datetime.datetime(value.year, value.month, value.day)
    for method in ("toPyDateTime", "toPyDate"):  # QDateTime / QDate, without importing Qt
        if hasattr(value, method) and not (hasattr(value, "isNull") and value.isNull()):
            return as_date(getattr(value, method)())
    if isinstance(value, str) and _ISO_DATE.match(value.strip()):
        try:
            return datetime.datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
        except ValueError:
            return None
    return None


def chart_for(columns: Sequence[str], rows: Sequence[Sequence[Any]], requested: str = "") -> ChartData | None:
    """The chart this table can be drawn as (``requested`` if it fits), or None."""
    numeric = [i for i in range(len(columns)) if _all(rows, i, number)]
    dates = [i for i in range(len(columns)) if i not in numeric and _all(rows, i, as_date)]
    others = [i for i in range(len(columns)) if i not in numeric and i not in dates]
    kind = requested if requested in KINDS else _natural_kind(len(columns), numeric, dates, others)
    if kind == HISTOGRAM and numeric:
        return histogram(columns[numeric[0]], [row[numeric[0]] for row in rows])
    values = [i for i in numeric if i not in dates]
    if not values:
        return None
    value = values[-1] if len(columns) == 2 else values[0]
    if kind == LINE and dates:
        return line(columns[dates[0]], columns[value], [(row[dates[0]], row[value]) for row in rows])
    if kind == BAR:
        labels = [i for i in (others + dates + numeric) if i != value]
        if labels:
            return bars(columns[labels[0]], columns[value], [(row[labels[0]], row[value]) for row in rows])
    return None


def _all(rows: Sequence[Sequence[Any]], index: int, read) -> bool:
    """Every non-NULL cell of the column reads as that kind (and there is at least one)."""
    cells = [row[index] for row in rows if index < len(row) and row[index] is not None]
    return bool(cells) and all(read(cell) is not None for cell in cells)


def _natural_kind(width: int, numeric: list[int], dates: list[int], others: list[int]) -> str:
    if width == 1 and numeric:
        return HISTOGRAM
    if width == 2 and len(numeric) >= 1:
        if dates:
            return LINE
        if others or len(numeric) == 2:
            return BAR
    return ""


def bars(label_title: str, value_title: str, pairs: Sequence[tuple[Any, Any]]) -> ChartData:
    totals: dict[str, float] = {}
    for label, value in pairs:
        amount = number(value)
        if amount is None:
            continue
        key = "NULL" if label is None else str(label)
        totals[key] = totals.get(key, 0.0) + amount
    ranked = sorted(totals.items(), key=lambda item: (-item[1], item[0]))
    shown, rest = ranked[:TOP_BARS], ranked[TOP_BARS:]
    if rest:
        shown.append((OTHER, sum(amount for _, amount in rest)))
    return ChartData(BAR, tuple(k for k, _ in shown), tuple(v for _, v in shown), label_title, value_title,
                     other_count=len(rest))


def line(date_title: str, value_title: str, pairs: Sequence[tuple[Any, Any]]) -> ChartData:
    totals: dict[datetime.datetime, float] = {}
    for when, value in pairs:
        moment, amount = as_date(when), number(value)
        if moment is not None and amount is not None:
            moment = moment.replace(tzinfo=None)
            totals[moment] = totals.get(moment, 0.0) + amount
    ordered = sorted(totals.items())
    start = ordered[0][0] if ordered else None
    positions = tuple((moment - start).total_seconds() / 86400 for moment, _ in ordered)
    labels = tuple(_date_label(moment) for moment, _ in ordered)
    return ChartData(LINE, labels, tuple(v for _, v in ordered), date_title, value_title, positions)


def histogram(title: str, cells: Sequence[Any]) -> ChartData:
    values = sorted(v for v in (number(cell) for cell in cells) if v is not None)
    if not values:
        return ChartData(HISTOGRAM, (), (), title, "count")
    low, high = values[0], values[-1]
    bins = max(1, min(MAX_BINS, math.ceil(math.log2(len(values))) + 1))  # Sturges
    if high == low:
        return ChartData(HISTOGRAM, (_range_label(low, high),), (float(len(values)),), title, "count")
    width = (high - low) / bins
    counts = [0] * bins
    for value in values:
        counts[min(bins - 1, int((value - low) / width))] += 1
    labels = tuple(_range_label(low + i * width, low + (i + 1) * width) for i in range(bins))
    return ChartData(HISTOGRAM, labels, tuple(float(c) for c in counts), title, "count")


def _date_label(moment: datetime.datetime) -> str:
    return moment.date().isoformat() if moment.time() == datetime.time() else moment.isoformat(sep=" ")


def _range_label(low: float, high: float) -> str:
    return f"{low:.4g}–{high:.4g}"
