"""The fake Nominatim answers as the real one does, and refuses what it refuses."""

from __future__ import annotations

import http.client
import json

import pytest

from support.fakes.fake_nominatim import FakeNominatim


@pytest.fixture
def nominatim():
    server = FakeNominatim()
    yield server
    server.close()


def get(server: FakeNominatim, path: str, agent: str | None = "QGIS/32216") -> tuple[int, bytes]:
    connection = http.client.HTTPConnection(server.endpoint.split("/")[2], timeout=5)
    connection.putrequest("GET", path, skip_accept_encoding=True)
    if agent is not None:
        connection.putheader("User-Agent", agent)
    connection.endheaders()
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, body


def test_a_known_place_comes_back_in_nominatims_format(nominatim):
    status, body = get(nominatim, "/search?format=json&addressdetails=1&q=Combarro")
    [place] = json.loads(body)
    assert status == 200
    assert (place["lat"], place["lon"]) == ("42.4309735", "-8.7062385")  # strings, as Nominatim sends them
    assert len(place["boundingbox"]) == 4 and place["address"]["country"] == "Spain"


def test_an_unknown_place_is_an_empty_list(nominatim):
    assert get(nominatim, "/search?format=json&q=Atlantis") == (200, b"[]")


@pytest.mark.parametrize(("path", "agent", "status"), [
    ("/search?format=json&q=Combarro", None, 403),  # the usage policy: an application says who it is
    ("/search?format=json", "QGIS", 400),
    ("/search?format=xml&q=Combarro", "QGIS", 400),  # a format the plugin cannot read
    ("/search?q=Combarro", "QGIS", 400),  # Nominatim's default format is XML
])
def test_what_the_real_server_refuses_is_refused(nominatim, path, agent, status):
    assert get(nominatim, path, agent)[0] == status


def test_two_requests_within_a_second_are_too_many(nominatim):
    assert get(nominatim, "/search?format=json&q=Combarro")[0] == 200
    assert get(nominatim, "/search?format=json&q=Combarro")[0] == 429
    assert len(nominatim.requests) == 2


@pytest.mark.parametrize(("fault", "status"), [("busy", 429), ("garbage", 200)])
def test_a_fault_answers_as_a_failing_server_does(nominatim, fault, status):
    nominatim.fault = fault
    answered, body = get(nominatim, "/search?format=json&q=Combarro")
    assert answered == status and not body.startswith(b"[")


def test_a_refused_connection_has_no_answer(nominatim):
    nominatim.fault = "refuse"
    with pytest.raises((http.client.RemoteDisconnected, ConnectionError)):
        get(nominatim, "/search?format=json&q=Combarro")


def test_too_big_is_thousands_of_places_for_one_name(nominatim):
    from support.fakes.fake_nominatim import TOO_MANY

    nominatim.fault = "too_big"
    status, body = get(nominatim, "/search?format=json&addressdetails=1&q=Combarro")
    assert status == 200 and len(json.loads(body)) == TOO_MANY and len(body) > 5_000_000
