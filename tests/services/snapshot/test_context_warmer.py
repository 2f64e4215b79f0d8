"""The context warmer reads new layers' metadata in idle time, so the snapshot at
Send finds it cached, and gives the same snapshot as a cold build. (Its timing is
in `make bench`, case 6, not here.)"""

from __future__ import annotations

from map_assistant.services.snapshot import builder
from map_assistant.services.snapshot.builder import ContextWarmer, build_snapshot, forget_all
from support.fixtures.gis_data import many_memory_layers


def test_layers_are_warmed_in_idle_time_and_match_a_cold_build(qtbot, qgis_new_project, qgis_canvas):
    forget_all()
    warmer = ContextWarmer(qgis_new_project)
    try:
        layers = many_memory_layers(60, 30)
        qgis_new_project.addMapLayers(layers)
        qtbot.waitUntil(lambda: warmer.idle, timeout=10_000)
        assert {layer.id() for layer in layers} <= set(builder._STATIC_INFO)

        warm = build_snapshot(qgis_new_project, qgis_canvas, active_layer=layers[0])
        forget_all()
        cold = build_snapshot(qgis_new_project, qgis_canvas, active_layer=layers[0])
        assert warm == cold and len(warm.layers) == 60
    finally:
        warmer.stop()
    # Stopped: layers added later are not queued, and its timer stays off.
    qgis_new_project.addMapLayers(many_memory_layers(3, 5))
    assert warmer.idle and not warmer._timer.isActive()
