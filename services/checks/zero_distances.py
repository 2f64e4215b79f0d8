"""A distance that is 0 on every row of a query's result (issue 39's traps).

"How far is Madrid (cities) from Paris (cities_3857), in km?" A small model joined the
two layers on their names (``ON a.name = b.name``): each row measured a city against its
own copy, every distance came out 0, and "approximately 0.0 km" was answered, a figure
the result held (the traps' live runs at e90eb63, both paths: the one silent error
left). The figure was computed, so the unverified-figure check cannot see it; the rows
can. The result says what a 0 on every row means, for the model to query again and for
the user to read. A real 0 (Spain and France touch) is still reported, with the reason.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlglot
from sqlglot import exp
from sqlglot.errors import SqlglotError

from ...agent.user_text import for_user

_DISTANCE = "st_distance"
_ZERO = 1e-6  # 1 mm in km, 1 µm in m: no two places apart are this close


def _function_name(node: exp.Func) -> str:
    return node.name.lower() if isinstance(node, exp.Anonymous) else node.sql_name().lower()


def distance_columns(sql: str, dialect: str, columns: Sequence[str]) -> list[int]:
    """The indexes in ``columns`` (the result's) of the outermost SELECT's items that
    measure a distance; none when the items cannot be matched to the columns one by one."""
    try:
        tree = sqlglot.parse_one(sql, read=dialect)
    except (SqlglotError, ValueError):
        return []
    select = tree if isinstance(tree, exp.Select) else tree.find(exp.Select)
    if select is None or len(select.expressions) != len(columns):
        return []
    if any(isinstance(item, exp.Star) or item.find(exp.Star) for item in select.expressions):
        return []
    return [index for index, item in enumerate(select.expressions)
            if any(_function_name(node) == _DISTANCE for node in item.find_all(exp.Func))]


def zero_distance_caveat(sql: str, dialect: str, columns: Sequence[str], rows: Sequence[Sequence]) -> str:
    """A caveat when a distance column of the result is 0 on every row (at least one); "" otherwise."""
    if not rows:
        return ""
    zero = []
    for index in distance_columns(sql, dialect, columns):
        values = [row[index] for row in rows if index < len(row)]
        numbers = [v for v in values if isinstance(v, (int, float)) and not isinstance(v, bool)]
        if numbers and len(numbers) == len(values) and all(abs(v) < _ZERO for v in numbers):
            zero.append(str(columns[index]))
    if not zero:
        return ""
    return for_user("{columns} is 0 on every row: the features each row pairs touch, overlap or are the same "
                    "place. If the question is about two different places, pick each one by its own condition "
                    "(a.name = … AND b.name = …) and query again.", columns=", ".join(zero))
