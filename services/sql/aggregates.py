"""An aggregate inside another (``avg(count(*))``), which neither SQLite nor PostgreSQL
runs: found before the button shows (make eval-live at ce90241: "misuse of aggregate
function COUNT()" on click), and in its plain shape rewritten as the two steps it
means, per group first, then over the groups. Pure Python (sqlglot), no qgis.
"""

from __future__ import annotations

from sqlglot import exp

PER_GROUP = "per_group"  # the subquery's alias; its one column is "n"


def nested_aggregate(tree: exp.Expression) -> exp.AggFunc | None:
    """The first aggregate holding another aggregate of the same query level, if any."""
    for outer in tree.find_all(exp.AggFunc):
        if isinstance(outer.parent, exp.Window):
            continue  # sum(count(*)) OVER (): a window over the groups, which both databases run
        for inner in outer.find_all(exp.AggFunc):
            if inner is not outer and not _between(inner, outer, (exp.Subquery, exp.Select, exp.Window)):
                return outer
    return None


def per_group_first(tree: exp.Expression, dialect: str) -> str | None:
    """``SELECT f(g(x)) [AS a] FROM ... GROUP BY ...`` as ``SELECT f(n) [AS a] FROM (SELECT
    g(x) AS n FROM ... GROUP BY ...) AS per_group``; None for any other shape."""
    if not isinstance(tree, exp.Select) or len(tree.expressions) != 1 or not tree.args.get("group"):
        return None
    if any(tree.args.get(part) for part in ("having", "order", "limit", "offset", "distinct", "with")):
        return None
    if any(isinstance(key, exp.Literal) for key in tree.args["group"].expressions):
        return None  # GROUP BY 1 would name the subquery's own column
    projection = tree.expressions[0]
    outer = projection.this if isinstance(projection, exp.Alias) else projection
    if not isinstance(outer, exp.AggFunc) or not isinstance(outer.this, exp.AggFunc):
        return None
    if any(value for key, value in outer.args.items() if key != "this"):
        return None  # covar_pop(count(*), g): its other arguments are not in the subquery
    if len([node for node in outer.find_all(exp.AggFunc) if node is not outer]) != 1:
        return None  # avg(count(*) + sum(x)): not one step per level
    per_group = tree.copy()
    per_group.set("expressions", [exp.alias_(outer.this.copy(), "n")])
    over_groups = outer.copy()
    over_groups.set("this", exp.column("n"))
    if isinstance(projection, exp.Alias):
        over_groups = exp.alias_(over_groups, projection.alias)
    return exp.select(over_groups).from_(per_group.subquery(PER_GROUP)).sql(dialect=dialect)


def two_steps(nested: exp.AggFunc, dialect: str) -> str:
    """For the model: the query ``nested`` means, on its own query's table and grouping."""
    select = nested.find_ancestor(exp.Select)
    source = (select.args.get("from_") or select.args.get("from")) if select is not None else None
    group = select.args.get("group") if select is not None else None
    table = source.this.sql(dialect=dialect) if source is not None else "the layer"
    by = ", ".join(key.sql(dialect=dialect) for key in group.expressions) if group else "the field to group by"
    return _TWO_STEPS.format(outer=nested.sql_name().lower(), inner=nested.this.sql(dialect=dialect), table=table,
                             by=by, alias=PER_GROUP)


# Text for the model to copy, never run here (bandit B608 reads any SELECT in a string as a query).
_TWO_STEPS = "SELECT {outer}(n) FROM (SELECT {inner} AS n FROM {table} GROUP BY {by}) AS {alias}"  # nosec B608 # a correction's text for the model, never run


def _between(node: exp.Expression, ancestor: exp.Expression, kinds: tuple) -> bool:
    parent = node.parent
    while parent is not None and parent is not ancestor:
        if isinstance(parent, kinds):
            return True
        parent = parent.parent
    return False
