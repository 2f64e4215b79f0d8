"""Case 4: a `selection` button whose SQL keeps the points in the view's bbox with
cat = CATEGORY, against selectByRect followed by selectByExpression on the selection."""

from __future__ import annotations

from common import canvas_on, compare, ratio_result, shown_box
from data import CATEGORY, VIEW, points_layer

from cases.selection_button import selected_by, selection_button

TITLE = "4 selection by SQL in view"
GOAL = 1.5
PLACEHOLDERS = ["{{CurrentView.bbox}}", "{{CurrentView.srid}}"]


def run(bench):
    from qgis.core import Qgis, QgsRectangle

    layer = points_layer(bench.points)
    bench.project.addMapLayer(layer)
    canvas = canvas_on(layer, VIEW)
    query = ("SELECT * FROM points WHERE ST_Intersects(geom, "
             f"ST_GeomFromText('{PLACEHOLDERS[0]}', {PLACEHOLDERS[1]})) AND cat = {CATEGORY}")
    plugin = selection_button(bench.project, canvas, layer, bench.points, query=query,
                              sql_placeholders=PLACEHOLDERS)

    def native():
        layer.selectByRect(QgsRectangle(*shown_box(canvas)))
        layer.selectByExpression(f'"cat" = {CATEGORY}', Qgis.SelectBehavior.IntersectSelection)

    plugin_s, reference_s, ids = compare(plugin, selected_by(layer, native), bench.repeat)
    bench.project.removeMapLayer(layer.id())
    return [ratio_result(TITLE, plugin_s, reference_s, GOAL, f"{len(ids):,} selected")]
