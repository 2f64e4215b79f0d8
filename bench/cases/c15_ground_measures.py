"""Case 15 (issue 39): measures on the ground cost at most 1.2 times the planar ones on the
same data. The `sql` button summing the areas (and, apart, the perimeters) of QGIS's
world_map countries (EPSG:4326, 240 multipolygons), as the plugin rewrites it to measure
on the ellipsoid, against the same button measuring in the layer's degrees."""

from __future__ import annotations

from common import click, ratio_result

TITLE = "15 ground measures vs planar, GeoPackage"
GOAL = 1.2
MEASURES = {  # what is timed: the model's query, as the plugin runs it on the ground, against it as written
    "area": "SELECT SUM(ST_Area(geom)) AS area_m2 FROM countries",
    "perimeter": "SELECT SUM(ST_Perimeter(geom)) AS perimeter_m FROM countries",
}


def _button(project, canvas, sql: str):
    from map_assistant.services.actions.sql import SqlInput, SqlTool
    from map_assistant.services.base import ActionEnvironment

    action = SqlInput(title="Measure", sql=sql)
    button = SqlTool().process(ActionEnvironment(project=project, canvas=canvas), action).buttons[0]
    return lambda: click(button).rows[0][0]


def run(bench):
    from common import canvas_on, compare
    from map_assistant.services.checks.ground_measures import on_the_ground
    from map_assistant.services.snapshot.builder import build_snapshot
    from qgis.core import QgsApplication, QgsVectorLayer

    path = f"{QgsApplication.pkgDataPath()}/resources/data/world_map.gpkg"
    layer = QgsVectorLayer(f"{path}|layername=countries", "countries", "ogr")
    bench.project.addMapLayer(layer)
    results = []
    try:
        canvas = canvas_on(layer, (-180, -90, 180, 90))
        snapshot = build_snapshot(bench.project, canvas)
        for kind, planar in MEASURES.items():
            ground = on_the_ground(snapshot, planar, []).sql
            assert ground != planar, "the plugin left the measure in degrees"
            on_ground = _button(bench.project, canvas, ground)
            plugin_s, reference_s, _ = compare(on_ground, _button(bench.project, canvas, planar), bench.repeat,
                                               same=lambda a, b: a is not None and b is not None)
            results.append(ratio_result(f"{TITLE}: {kind}", plugin_s, reference_s, GOAL,
                                        f"{kind} {on_ground():,.0f} {'m²' if kind == 'area' else 'm'} on the ground"))
    finally:
        bench.project.removeMapLayer(layer.id())
    return results
