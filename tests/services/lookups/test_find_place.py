"""find_place on QGIS's world map (countries, no city layer): the layers, then the gazetteer."""

from __future__ import annotations

from map_assistant.services.lookups.find_place import FindPlaceTool
from map_assistant.services.reading import gazetteer
from pyproj import Geod

# Independent truths (not the gazetteer's own values): degrees, EPSG:4326.
VIGO = (-8.7207, 42.2406)
LISBON = (-9.1393, 38.7223)
WGS84 = Geod(ellps="WGS84")


def metres_between(lon_lat: tuple[float, float], place: dict) -> float:
    return WGS84.inv(lon_lat[0], lon_lat[1], place["lon"], place["lat"])[2]


def test_a_city_no_layer_holds_comes_from_the_gazetteer_read_in_the_worker(lookups):
    gazetteer.forget()
    answer = lookups.ok(FindPlaceTool, place="Vigo")

    vigo = answer["places"][0]
    assert answer["in_layers"] == [] and answer["crs"] == "EPSG:4326"
    assert (vigo["name"], vigo["country"], vigo["kind"]) == ("Vigo", "Spain", "city")
    assert vigo["population"] >= 15_000  # people
    assert metres_between(VIGO, vigo) < 5_000
    assert gazetteer.loaded_on[-1] != "MainThread"  # read by the lookup's worker, not the Qt event loop


def test_a_country_is_found_in_the_layers_and_in_the_gazetteer(lookups):
    answer = lookups.ok(FindPlaceTool, place="Portugal")

    assert {"layer": "countries", "field": "NAME", "features": 1} in answer["in_layers"]
    portugal = answer["places"][0]
    assert (portugal["name"], portugal["kind"]) == ("Portugal", "country")
    assert portugal["population"] > 1_000_000  # people
    assert -10 < portugal["lon"] < -6 and 37 < portugal["lat"] < 42.5  # degrees: its capital, Lisbon


def test_an_alternate_name_finds_the_city(lookups):
    lisbon = lookups.ok(FindPlaceTool, place="Lisboa")["places"][0]

    assert (lisbon["name"], lisbon["country"]) == ("Lisbon", "Portugal")
    assert metres_between(LISBON, lisbon) < 5_000


def test_a_name_found_nowhere_answers_empty_lists(lookups):
    answer = lookups.ok(FindPlaceTool, place="Atlantis Nowhere")

    assert answer["in_layers"] == [] and answer["places"] == []
