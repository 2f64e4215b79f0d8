"""A distance's unit (issue 39), as the agent checks it: read liberally, kept in one form,
and a bare number on a layer in degrees sent back for its unit."""

import pytest
from map_assistant.agent.tools import ToolContext
from map_assistant.services.actions.processing import ProcessingTool
from map_assistant.services.checks.call_check import checked_input
from map_assistant.services.snapshot.map_snapshot import LayerInfo, MapSnapshot
from pydantic import ValidationError


def _layer(name, crs):
    return LayerInfo(name=name, id=f"{name}_id", provider="ogr", storage="GeoPackage", sql_engine="gpkg",
                     geometry_type="MultiPolygon", geometry_column="geom", crs=crs, feature_count=10)


SNAPSHOT = MapSnapshot(extent=(0, 0, 10, 10), crs="EPSG:4326", srid=4326, map_units="degrees", scale=1e6,
                       layers=(_layer("countries", "EPSG:4326"), _layer("parcels", "EPSG:2056")))


@pytest.fixture(autouse=True)
def _processing(processing_ready):
    pass


def buffer(layer: str, distance):
    return checked_input(ProcessingTool, {"algorithm": "native:buffer", "title": "B",
                                          "parameters": {"INPUT": layer, "DISTANCE": distance}},
                         ToolContext(snapshot=SNAPSHOT))


def refused(layer: str, distance) -> str:
    with pytest.raises(ValidationError) as caught:
        buffer(layer, distance)
    return str(caught.value)


@pytest.mark.parametrize(("written", "kept"), [
    ("500 m", "500 m"), ("500m", "500 m"), (" 500 Meters ", "500 m"), ("500 metres", "500 m"),
    ("2 km", "2 km"), ("2 Kilometers", "2 km"), ("1.5 kilometres", "1.5 km"), ("1e3 m", "1000 m"),
    ("0.5 mi", "0.5 mi"), ("3 miles", "3 mi"), ("100 ft", "100 ft"), ("100 feet", "100 ft"),
    ("50 yards", "50 yd"), ("3 nautical miles", "3 nmi"), ("0.5 deg", "0.5 deg"), ("0.5°", "0.5 deg"),
    (".5 Degrees", "0.5 deg"),
    # a decimal comma, and a thousands comma (groups of three)
    ("1,5 km", "1.5 km"), ("0,25 mi", "0.25 mi"), ("1,500 m", "1500 m"), ("12,345,678 m", "12345678 m"),
    ("1,50 km", "1.5 km"),
])
def test_a_unit_is_read_however_written_and_kept_in_one_form(written, kept):
    assert buffer("countries", written).parameters["DISTANCE"] == kept


def test_a_bare_number_on_a_layer_in_degrees_goes_back_for_its_unit():
    for bare in (500, "500", 0.5):
        message = refused("countries", bare)
        assert "'countries' is in EPSG:4326, whose units are degrees" in message
        assert '"500 m"' in message and '"0.5 deg"' in message
    assert "'countries' is in EPSG:4326" in refused("{{countries.selection}}", 500)


def test_a_distance_left_out_on_a_layer_in_degrees_goes_back_too():
    # Left out, DISTANCE is its default, 10: ten degrees around each country.
    with pytest.raises(ValidationError, match="'countries' is in EPSG:4326, whose units are degrees"):
        checked_input(ProcessingTool, {"algorithm": "native:buffer", "title": "B", "parameters": {"INPUT": "countries"}},
                      ToolContext(snapshot=SNAPSHOT))
    assert "DISTANCE" not in checked_input(ProcessingTool, {  # on a projected layer, 10 of its units
        "algorithm": "native:buffer", "title": "B", "parameters": {"INPUT": "parcels"}},
        ToolContext(snapshot=SNAPSHOT)).parameters


def test_a_bare_number_on_a_projected_layer_stays_in_its_units():
    assert buffer("parcels", 500).parameters["DISTANCE"] == 500
    assert buffer("parcels", "2 km").parameters["DISTANCE"] == "2 km"  # metres at click time


def test_an_unknown_unit_or_degrees_on_a_projected_layer_go_back():
    assert "unknown unit 'parsecs'" in refused("countries", "5 parsecs")
    assert "m, km, mi, ft, yd, nmi or deg" in refused("countries", "5 parsecs")
    assert "a projected CRS: give the distance in m, km" in refused("parcels", "0.5 deg")
    assert "DISTANCE must be a number" in refused("countries", "far")


def test_a_distance_of_zero_needs_no_unit():
    # 0 is 0 in every unit: points along lines' offsets (required, default 0) are no question.
    assert buffer("countries", 0).parameters["DISTANCE"] == 0


def test_a_long_distance_is_kept_whole():
    assert buffer("countries", "1234567 m").parameters["DISTANCE"] == "1234567 m"  # :g made it 1.23457e+06


def test_degrees_beside_a_distance_on_the_ground_are_refused_at_the_click(qgis_new_project):
    # In the UTM zone a "0.001 deg" kept as 0.001 would be read as 1 mm.
    from map_assistant.services.base import ActionRejected
    from map_assistant.services.processing.algorithm_catalogue import algorithm
    from map_assistant.services.processing.ground_run import ground_plan
    from qgis.core import QgsProject
    from support.fixtures.gis_data import memory_layer

    roads = memory_layer("roads", "LineString", "EPSG:4326", (("name", "string"),),
                         [(("a",), "LINESTRING(6 49.5, 6.1 49.6)")])
    QgsProject.instance().addMapLayer(roads)
    parameters = {"INPUT": "roads", "START_DISTANCE": "0.001 deg", "END_DISTANCE": "100 m"}
    with pytest.raises(ActionRejected, match="degrees cannot run with them"):
        ground_plan(algorithm("native:extendlines"), parameters, dict(parameters), QgsProject.instance())
    parameters["START_DISTANCE"] = "80 m"
    plan = ground_plan(algorithm("native:extendlines"), parameters, dict(parameters), QgsProject.instance())
    assert plan.crs.authid() == "EPSG:32632" and plan.values["START_DISTANCE"] == pytest.approx(80)
