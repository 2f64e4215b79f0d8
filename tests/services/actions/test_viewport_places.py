"""A viewport button naming a place no layer holds (issue 42): QGIS's world map, the offline
gazetteer, the view measured against independent coordinates on the ellipsoid."""

from __future__ import annotations

import pytest
from map_assistant.services.acting.place_zoom import CITY_SCALE
from map_assistant.services.actions.viewport import ViewportInput, ViewportTool
from map_assistant.services.base import ActionEnvironment
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsDistanceArea,
    QgsPointXY,
    QgsProject,
    QgsRectangle,
)
from support.fakes.recording_host import RecordingHost

WGS84 = QgsCoordinateReferenceSystem("EPSG:4326")
# Vigo's and Santiago de Chile's coordinates from outside the gazetteer (degrees, EPSG:4326).
VIGO = QgsPointXY(-8.7207, 42.2406)
SANTIAGO_DE_CHILE = QgsPointXY(-70.6483, -33.4569)


@pytest.fixture
def world(world_project, qgis_canvas, qgis_new_project):
    """The world map in Web Mercator, so the place is transformed from EPSG:4326."""
    qgis_canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:3857"))
    qgis_canvas.setLayers([world_project["countries"]])
    qgis_canvas.zoomToFullExtent()
    return ActionEnvironment(project=qgis_new_project, canvas=qgis_canvas)


def buttons_for(world, place: str):
    return ViewportTool().process(world, ViewportInput.model_validate({"type": "viewport", "title": "Go",
                                                                         "place": place}))


def metres_from_centre(canvas, truth: QgsPointXY) -> float:
    """The ellipsoidal distance (m) between the canvas centre, in EPSG:4326, and ``truth``."""
    to_wgs84 = QgsCoordinateTransform(canvas.mapSettings().destinationCrs(), WGS84, QgsProject.instance())
    centre = to_wgs84.transform(canvas.center())
    distance = QgsDistanceArea()
    distance.setSourceCrs(WGS84, QgsProject.instance().transformContext())
    distance.setEllipsoid("WGS84")
    return distance.measureLine(centre, truth)


def test_a_city_no_layer_holds_is_centred_at_city_scale(world):
    reply = buttons_for(world, "Vigo")
    assert [button.label for button in reply.buttons] == ["Zoom to Vigo, Spain"]

    host = RecordingHost()
    reply.buttons[0].run(host)

    assert host.errors == [] and "1:100,000" in host.infos[0][0]
    assert world.canvas.scale() == pytest.approx(CITY_SCALE, rel=0.01)
    assert metres_from_centre(world.canvas, VIGO) < 5_000


def test_an_ambiguous_name_offers_its_candidates_largest_first(world):
    reply = buttons_for(world, "Santiago")
    labels = [button.label for button in reply.buttons]

    assert labels[0] == "Zoom to Santiago, Chile" and "Zoom to Santiago de Compostela, Spain" in labels
    assert 2 < len(labels) <= 6 and "to choose" in reply.status

    host = RecordingHost()
    reply.buttons[0].run(host)
    assert host.errors == []
    assert metres_from_centre(world.canvas, SANTIAGO_DE_CHILE) < 5_000


def test_a_place_found_nowhere_is_said_and_the_view_stays(world):
    before = QgsRectangle(world.canvas.extent())
    reply = buttons_for(world, "Atlantis Nowhere")

    host = RecordingHost()
    reply.buttons[0].run(host)

    assert host.infos == [] and "Found no place named 'Atlantis Nowhere'" in host.errors[0]
    assert world.canvas.extent() == before


def test_a_country_is_fitted_to_its_extent(world):
    reply = buttons_for(world, "Chile")
    host = RecordingHost()
    reply.buttons[0].run(host)

    assert host.errors == [] and host.infos
    assert world.canvas.scale() > 1_000_000  # a country's extent, far out of city scale
