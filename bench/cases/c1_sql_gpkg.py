"""Case 1: a `sql` button counting the points in view with an attribute filter on the
GeoPackage, against QgsFeatureRequest (filter rectangle + expression)."""

from __future__ import annotations

from common import compare, ratio_result, shown_box, shown_on_canvas
from data import CATEGORY, VIEW, points_layer

from cases.sql_button import count_in_view_button

TITLE = "1 sql count in view, GeoPackage"
GOAL = 1.2


def run(bench):
    from qgis.core import QgsFeatureRequest, QgsRectangle

    layer = points_layer(bench.points)
    with shown_on_canvas(bench.project, layer, VIEW) as canvas:
        box = shown_box(canvas)

        def reference():
            request = QgsFeatureRequest().setFilterRect(QgsRectangle(*box))
            request.setFilterExpression(f'"cat" = {CATEGORY}')
            request.setFlags(QgsFeatureRequest.Flag.NoGeometry)
            request.setNoAttributes()
            return sum(1 for _ in layer.getFeatures(request))

        plugin_s, reference_s, count = compare(count_in_view_button(bench.project, canvas, "points"), reference,
                                               bench.repeat)
    return [ratio_result(TITLE, plugin_s, reference_s, GOAL, f"count {count:,}")]
