"""Case 3: a `selection` button selecting a tenth of the points (cat = CATEGORY,
100,000 of 1,000,000) by expression, against QgsVectorLayer.selectByExpression."""

from __future__ import annotations

from common import compare, ratio_result, shown_on_canvas
from data import CATEGORY, VIEW, points_layer

from cases.selection_button import selected_by, selection_button

TITLE = "3 selection by expression (1 in 10)"
GOAL = 1.1


def run(bench):
    layer = points_layer(bench.points)
    expression = f'"cat" = {CATEGORY}'
    with shown_on_canvas(bench.project, layer, VIEW) as canvas:
        plugin = selection_button(bench.project, canvas, layer, bench.points, expression=expression)
        reference = selected_by(layer, lambda: layer.selectByExpression(expression))
        plugin_s, reference_s, ids = compare(plugin, reference, bench.repeat)
    return [ratio_result(TITLE, plugin_s, reference_s, GOAL, f"{len(ids):,} selected")]
