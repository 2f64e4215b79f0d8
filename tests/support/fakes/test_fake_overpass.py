"""The fake Overpass API reads a query as the real one does, answers in its format, keeps
to the query's box, and refuses what the real server refuses."""

from __future__ import annotations

import http.client
import json
from urllib.parse import urlencode

import pytest

from support.fakes.fake_overpass import OUT_OF_MEMORY, PONTEVEDRA, FakeOverpass

BOX = "({south},{west},{north},{east})".format(**PONTEVEDRA)
PHARMACIES = (f'[out:json][timeout:25][maxsize:67108864];\n(node["amenity"="pharmacy"]{BOX};'
              f'way["amenity"="pharmacy"]{BOX};);\nout geom 5001;')


@pytest.fixture
def overpass():
    server = FakeOverpass()
    yield server
    server.close()


def post(server: FakeOverpass, query: str, form: bool = True, path: str = "/api/interpreter") -> tuple[int, bytes]:
    connection = http.client.HTTPConnection(server.endpoint.split("/")[2], timeout=5)
    body = urlencode({"data": query}).encode() if form else query.encode()
    kind = "application/x-www-form-urlencoded" if form else "text/plain"
    connection.request("POST", path, body=body, headers={"Content-Type": kind, "User-Agent": "test"})
    response = connection.getresponse()
    data = response.read()
    connection.close()
    return response.status, data


def test_the_pharmacies_of_the_box_come_back_in_overpass_format(overpass):
    status, body = post(overpass, PHARMACIES)
    answer = json.loads(body)
    assert status == 200 and answer["version"] == 0.6 and "ODbL" in answer["osm3s"]["copyright"]
    names = {element["tags"]["name"]: element for element in answer["elements"]}
    # Three nodes and the shop mapped as a building; Vigo's node and way are 25 km out of the box.
    assert sorted(names) == ["Farmacia Alameda", "Farmacia Lérez", "Farmacia Ortega Fernández",
                             "Farmacia da Ferrería"]
    shop = names["Farmacia da Ferrería"]
    assert shop["type"] == "way" and shop["geometry"][0] == shop["geometry"][-1] and len(shop["nodes"]) == 5
    assert [element["type"] for element in answer["elements"]] == ["node", "node", "node", "way"]
    [request] = overpass.requests
    assert request["query"] == PHARMACIES and request["method"] == "POST"


def test_a_raw_body_a_key_alone_and_the_limit_are_read(overpass):
    query = f'[out:json];(node["name"]{BOX};way["name"]{BOX};);out geom 2;'
    status, body = post(overpass, query, form=False)
    assert status == 200 and len(json.loads(body)["elements"]) == 2  # out's limit


def test_without_geom_ways_come_without_their_geometry(overpass):
    status, body = post(overpass, f'[out:json];way["highway"]{BOX};out;')
    [street] = json.loads(body)["elements"]
    assert status == 200 and street["tags"]["name"] == "Rúa Real" and "geometry" not in street


def test_without_out_json_the_answer_is_xml_the_servers_default(overpass):
    status, body = post(overpass, f'node["amenity"="pharmacy"]{BOX};out;')
    assert status == 200 and body.startswith(b"<?xml")


@pytest.mark.parametrize("query", [
    "",
    'node["amenity"="pharmacy"](42.4,-8.7,42.5,-8.6)',  # no out
    f'[out:json];node["amenity"="pharmacy"]{BOX};out geom;"]; out;',  # something after out
    f'[out:json];node["amenity"="pharm\nacy"]{BOX};out;',  # a newline in a string ends nothing well
    '[out:json];node["amenity"="pharmacy"](42.5,-8.7,42.4,-8.6);out;',  # south above north
    '[out:json];node["amenity"="pharmacy"](42.4,-8.7,42.5);out;',  # three numbers
    f'[out:json];node[amenity=pharmacy]{BOX};out;',  # unquoted (the real server takes it; the plugin never sends it)
    f'[out:json];node["amenity"="pharmacy"]{BOX};out geom;out;',
    f'[out:json];rel["amenity"="pharmacy"]{BOX};out;',
    f'[out:csv(name)];node["amenity"]{BOX};out;',
])
def test_a_malformed_query_is_refused_with_400_and_the_parse_error(overpass, query):
    status, body = post(overpass, query)
    assert status == 400 and b"Error</strong>:" in body, (status, body)


@pytest.mark.parametrize(("fault", "status"), [("busy", 429), ("garbage", 200), ("too_big", 200)])
def test_a_fault_answers_as_a_failing_server_does(overpass, fault, status):
    overpass.fault = fault
    answered, body = post(overpass, PHARMACIES)
    assert answered == status
    if fault == "too_big":
        answer = json.loads(body)
        assert answer["elements"] == [] and answer["remark"] == OUT_OF_MEMORY
    else:
        with pytest.raises(ValueError):
            json.loads(body)


def test_a_refused_connection_has_no_answer(overpass):
    overpass.fault = "refuse"
    with pytest.raises((http.client.RemoteDisconnected, ConnectionError)):
        post(overpass, PHARMACIES)


def test_another_path_is_not_found(overpass):
    assert post(overpass, PHARMACIES, path="/api/status")[0] == 404
