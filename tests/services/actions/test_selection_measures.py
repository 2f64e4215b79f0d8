"""A selection by ``$area`` selects what the lookups count (reading/ground_context.py): m² on
the ellipsoid, whatever the project's ellipsoid and units. Truth: pyproj.Geod (WGS84) on
the OGR geometries of world_map.gpkg (EPSG:4326), in a project that measures on the plane."""

from __future__ import annotations

from map_assistant.services.actions.selection import SelectionInput, SelectionTool
from map_assistant.services.base import ActionEnvironment
from pyproj import Geod
from qgis.core import QgsProject
from support.fakes.recording_host import RecordingHost
from support.fixtures.gis_data import ogr_features

GEOD = Geod(ellps="WGS84")


def test_selecting_by_area_selects_the_countries_bigger_on_the_ground(world_project, qgis_canvas, qtbot):
    assert QgsProject.instance().ellipsoid() in ("", "NONE")  # QGIS's own $area would be planar here
    areas = {attributes["fid"]: abs(GEOD.geometry_area_perimeter(geometry)[0])
             for attributes, geometry in ogr_features("countries") if geometry}
    inside = sorted(a for a in areas.values() if 2e11 <= a <= 8e11)
    below, above = max(zip(inside, inside[1:]), key=lambda pair: pair[1] / pair[0])
    assert above / below > 1.05  # no country near the threshold: no matter of rounding
    threshold = (below + above) / 2
    environment = ActionEnvironment(project=QgsProject.instance(), canvas=qgis_canvas)
    call = SelectionInput(layer="countries", expression=f"$area > {threshold:.0f}")
    host = RecordingHost()
    SelectionTool().process(environment, call).buttons[0].run(host)
    qtbot.waitUntil(lambda: host.outcomes > 0, timeout=10_000)
    selected = set(world_project["countries"].selectedFeatureIds())
    assert selected == {fid for fid, area in areas.items() if area > threshold}
