"""Where a viewport geometry falls on the map's data (issue 26), checked as the agent
validates a call: QGIS's world_map.gpkg in EPSG:4326, the real snapshot and lookup
environment (on the main thread here, so the main-thread caller simply runs)."""

import pytest
from map_assistant.agent.cancel import CancelToken
from map_assistant.agent.tools import ToolContext
from map_assistant.services.actions.viewport import ViewportInput, ViewportTool
from map_assistant.services.checks.call_check import checked_input
from map_assistant.services.reading.environment import LookupEnvironment
from map_assistant.services.snapshot.builder import build_snapshot
from map_assistant.toolbelt.threads.main_thread import MainThreadCaller
from pydantic import ValidationError
from qgis.core import QgsCoordinateReferenceSystem, QgsRectangle
from shapely import wkt as shapely_wkt
from support.fixtures.gis_data import memory_layer

MADRID = "POINT (-3.7 40.42)"
MADRID_SWAPPED = "POINT(40.42 -3.70)"  # lat, lon: 60 km off the Kenyan coast, in the sea


@pytest.fixture
def context(world_context):
    return world_context


def validated(context, **fields) -> ViewportInput:
    return checked_input(ViewportTool, fields, context)


def same_place(actual: str, expected: str) -> bool:
    return shapely_wkt.loads(actual).equals_exact(shapely_wkt.loads(expected), 1e-9)


def test_a_latitude_first_point_is_swapped_when_only_the_swap_is_on_the_data(context):
    call = validated(context, action="zoom_to", geometry=MADRID_SWAPPED, crs="EPSG:4326")
    assert same_place(call.geometry, MADRID)


def test_the_map_crs_stands_for_a_missing_crs(context):
    call = validated(context, action="pan_to", geometry=MADRID_SWAPPED)  # the map is in EPSG:4326
    assert same_place(call.geometry, MADRID)


def test_a_point_on_the_data_is_left_alone(context):
    call = validated(context, action="zoom_to", geometry="POINT(-3.70 40.42)", crs="EPSG:4326")
    assert call.geometry == "POINT(-3.70 40.42)"


def test_a_latitude_first_box_is_swapped_back(context):
    box = "POLYGON((40.3 -3.8, 40.5 -3.8, 40.5 -3.6, 40.3 -3.6, 40.3 -3.8))"  # Madrid's, (lat lon): in the sea
    call = validated(context, action="zoom_to", geometry=box, crs="EPSG:4326")
    assert same_place(call.geometry, "POLYGON((-3.8 40.3, -3.8 40.5, -3.6 40.5, -3.6 40.3, -3.8 40.3))")


def test_a_box_on_the_data_is_left_alone_even_when_its_swap_is_on_the_data_too(context):
    box = "POLYGON((77 10, 79 10, 79 12, 77 12, 77 10))"  # southern India; swapped: Svalbard
    assert validated(context, action="zoom_to", geometry=box, crs="EPSG:4326").geometry == box


def test_a_point_in_the_sea_whose_swap_is_in_the_sea_too_is_a_place_all_the_same(context):
    call = validated(context, action="zoom_to", geometry="POINT(-30 -20)", crs="EPSG:4326")  # South Atlantic
    assert call.geometry == "POINT(-30 -20)"


def test_a_point_outside_the_crs_valid_area_goes_back_with_the_fix(context):
    with pytest.raises(ValidationError) as error:
        validated(context, action="zoom_to", geometry="POINT(12 135)", crs="EPSG:4326")  # latitude 135
    message = str(error.value)
    assert "outside the valid area of EPSG:4326" in message and "y -90 to 90" in message
    assert "x = longitude first" in message and "geometry POINT (135 12)" in message


def test_a_point_outside_every_layer_whose_swap_is_inside_goes_back_suggesting_the_swap(qgis_new_project,
                                                                                        qgis_canvas):
    """Data only around Madrid; the point swapped lands in its extent but on no feature."""
    near_madrid = memory_layer("towns", "Polygon", "EPSG:4326", features=[
        ((1, "west"), "POLYGON((-4.5 40, -4.2 40, -4.2 40.3, -4.5 40.3, -4.5 40))"),
        ((2, "east"), "POLYGON((-3.3 40.6, -3.0 40.6, -3.0 40.9, -3.3 40.9, -3.3 40.6))")])
    qgis_new_project.addMapLayer(near_madrid)
    qgis_canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:4326"))
    qgis_canvas.setExtent(QgsRectangle(-5, 39, -2, 41))
    caller = MainThreadCaller()
    context = ToolContext(snapshot=build_snapshot(qgis_new_project, qgis_canvas),
                          lookups=LookupEnvironment(qgis_new_project, qgis_canvas, caller, cancel=CancelToken()))
    try:
        with pytest.raises(ValidationError) as error:
            validated(context, action="zoom_to", geometry=MADRID_SWAPPED, crs="EPSG:4326")
    finally:
        caller.deleteLater()
    message = str(error.value)
    assert "outside every layer's extent" in message and "x = longitude first" in message
    assert "geometry POINT (-3.7 40.42)" in message


def test_degrees_given_for_a_projected_map_go_back_asking_for_the_crs(qgis_new_project, qgis_canvas):
    parcels = memory_layer("parcels", "Polygon", "EPSG:25830",
                           features=[((1, "a"), "POLYGON((440000 4474000, 441000 4474000, 441000 4475000, "
                                                "440000 4475000, 440000 4474000))")])
    qgis_new_project.addMapLayer(parcels)
    qgis_canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:25830"))
    qgis_canvas.setExtent(QgsRectangle(439000, 4473000, 442000, 4476000))
    caller = MainThreadCaller()
    context = ToolContext(snapshot=build_snapshot(qgis_new_project, qgis_canvas),
                          lookups=LookupEnvironment(qgis_new_project, qgis_canvas, caller, cancel=CancelToken()))
    try:
        with pytest.raises(ValidationError) as error:
            validated(context, action="zoom_to", geometry="POINT(-3.70 40.42)")
        assert '"crs": "EPSG:4326"' in str(error.value)
        # With the CRS given, the same point is a place on the data: accepted as it is.
        assert validated(context, action="zoom_to", geometry="POINT(-3.70 40.42)", crs="EPSG:4326").geometry
    finally:
        caller.deleteLater()


def test_without_the_turns_environment_nothing_is_checked_against_data():
    call = ViewportInput.model_validate({"action": "zoom_to", "geometry": MADRID_SWAPPED, "crs": "EPSG:4326"})
    assert call.geometry == MADRID_SWAPPED
