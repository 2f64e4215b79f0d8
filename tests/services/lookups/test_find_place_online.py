"""find_place and the viewport's place through QGIS's own geocoder (QgsNominatimGeocoder)
over HTTP to a fake Nominatim on loopback (tests/support/fakes/fake_nominatim.py): off
unless the user turns it on, the offline gazetteer first, and a failing server told in words."""

from __future__ import annotations

import threading
import time

import pytest
from map_assistant.services import sent_elsewhere
from map_assistant.services.actions.viewport import ViewportInput, ViewportTool
from map_assistant.services.base import ActionEnvironment
from map_assistant.services.lookups.find_place import FindPlaceTool
from map_assistant.services.reading import online_places
from map_assistant.services.reading.gazetteer import MAX_CANDIDATES
from pyproj import Geod
from qgis.core import QgsCoordinateReferenceSystem, QgsCoordinateTransform, QgsPointXY, QgsProject
from support.fakes.fake_nominatim import FakeNominatim
from support.fakes.recording_host import RecordingHost
from support.fixtures.qthread_call import call_in_qthread

COMBARRO = (-8.7062, 42.4310)  # OpenStreetMap's node, degrees; a village GeoNames' list lacks
WGS84 = Geod(ellps="WGS84")


@pytest.fixture
def nominatim():
    server = FakeNominatim()
    online_places.forget()
    sent_elsewhere.forget()
    yield server
    server.close()
    online_places.forget()
    sent_elsewhere.forget()


def test_off_by_default_no_request_leaves_the_machine(lookups, nominatim):
    assert lookups.environment.places_server is None  # the setting's default: off
    answer = lookups.ok(FindPlaceTool, place="Combarro")

    assert answer["places"] == [] and nominatim.requests == []


def test_on_a_place_the_gazetteer_lacks_comes_from_the_server(lookups, nominatim):
    lookups.environment.places_server = nominatim.endpoint
    answer = lookups.ok(FindPlaceTool, place="Combarro")

    [combarro] = answer["places"]
    assert answer["source"] == online_places.SOURCE and combarro["country"] == "Spain"
    assert WGS84.inv(*COMBARRO, combarro["lon"], combarro["lat"])[2] < 100  # metres
    [request] = nominatim.requests
    assert request["query"]["q"] == "Combarro" and request["headers"]["User-Agent"]  # the name, and who asks
    assert set(request["query"]) == {"q", "format", "addressdetails"}  # nothing of the map


def test_on_the_offline_gazetteer_answers_first(lookups, nominatim):
    lookups.environment.places_server = nominatim.endpoint
    answer = lookups.ok(FindPlaceTool, place="Vigo")

    assert answer["places"][0]["name"] == "Vigo" and nominatim.requests == []


@pytest.mark.parametrize(("fault", "said"), [
    ("refuse", "failed"), ("busy", "failed"), ("garbage", "failed"), ("slow", "did not answer within 2 s"),
])
def test_a_failing_server_is_told_in_words(lookups, nominatim, monkeypatch, fault, said):
    monkeypatch.setattr(online_places, "TIMEOUT_S", 2.0)
    lookups.environment.places_server = nominatim.endpoint
    nominatim.fault = fault
    error = lookups.error(FindPlaceTool, place="Combarro")

    assert said in error and nominatim.endpoint in error, error
    assert len(nominatim.requests) >= 1


def test_the_turns_stop_ends_a_search_at_a_silent_server_at_once(lookups, nominatim):
    lookups.environment.places_server = nominatim.endpoint
    nominatim.fault = "slow"  # silent for 30 s; the search's own deadline is 10 s
    stopper = threading.Thread(target=_stop_once_asked, args=(nominatim, lookups.environment.cancel), daemon=True)
    stopper.start()
    error = lookups.error(FindPlaceTool, place="Combarro")
    stopper.join(5)

    assert error == "Stopped by the user.", error
    assert online_places.known("Combarro") == []  # nothing kept: asked again, it is searched again


def _stop_once_asked(nominatim, cancel) -> None:
    while not nominatim.requests:
        time.sleep(0.01)
    cancel.cancel()


def test_a_server_sending_thousands_of_places_is_answered_with_a_few(lookups, nominatim):
    from support.fakes.fake_nominatim import TOO_MANY

    lookups.environment.places_server = nominatim.endpoint
    nominatim.fault = "too_big"  # ~9 MB, where the real server sends 50 places at most
    payload = lookups.ok(FindPlaceTool, place="Combarro")
    assert TOO_MANY > 1_000 and payload["source"] == online_places.SOURCE
    assert 1 <= len(payload["places"]) <= MAX_CANDIDATES, payload
    assert all(place["country"] == "Spain" for place in payload["places"])


def test_a_search_never_runs_on_the_main_thread(nominatim):
    with pytest.raises(RuntimeError):
        online_places.search("Combarro", nominatim.endpoint)
    assert nominatim.requests == []


def test_a_search_never_runs_in_a_thread_qt_did_not_start(nominatim):
    # There the request's timers never fire: a slow server's request never ended (QGIS 3.44).
    raised = []
    worker = threading.Thread(target=lambda: _raised(raised, lambda: online_places.search("Combarro",
                                                                                        nominatim.endpoint)))
    worker.start()
    worker.join(10)
    assert raised and isinstance(raised[0], RuntimeError) and "QThread" in str(raised[0])
    assert nominatim.requests == []


def _raised(into: list, function) -> None:
    try:
        function()
    except Exception as error:  # noqa: BLE001 (looked at by the test)
        into.append(error)


def test_a_zoom_to_a_place_found_online_moves_the_view_there(lookups, nominatim, qgis_canvas, qtbot):
    lookups.environment.places_server = nominatim.endpoint
    qgis_canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:3857"))
    call = ViewportInput(action="zoom_to_place", place="Combarro")
    checked = {}

    def check() -> None:  # in a worker, as the turn checks an answer
        checked["call"] = ViewportTool.check(call, _context(lookups))

    call_in_qthread(qtbot, check, timeout_ms=20_000)
    reply = ViewportTool().process(ActionEnvironment(project=QgsProject.instance(), canvas=qgis_canvas),
                                   checked["call"])
    [button] = reply.buttons
    assert "Combarro" in button.label and len(nominatim.requests) == 1

    host = RecordingHost()
    button.run(host)
    assert not host.errors, host.errors
    to_map = QgsCoordinateTransform(QgsCoordinateReferenceSystem("EPSG:4326"),
                                    qgis_canvas.mapSettings().destinationCrs(), QgsProject.instance())
    assert qgis_canvas.extent().contains(to_map.transform(QgsPointXY(*COMBARRO)))
    assert len(nominatim.requests) == 1  # the click asked nothing of the network


def test_the_turns_stop_ends_a_zooms_search_at_a_silent_server_at_once(lookups, nominatim, qtbot):
    lookups.environment.places_server = nominatim.endpoint
    nominatim.fault = "slow"  # silent for 30 s; the search's own deadline is 10 s
    call = ViewportInput(action="zoom_to_place", place="Combarro")
    refused = []

    def check() -> None:  # in a worker, as the turn checks an answer
        try:
            ViewportTool.check(call, _context(lookups))
        except ValueError as error:
            refused.append(str(error))

    stopper = threading.Thread(target=_stop_once_asked, args=(nominatim, lookups.environment.cancel), daemon=True)
    stopper.start()
    call_in_qthread(qtbot, check, timeout_ms=8_000)  # ended by the Stop, well before the 10 s deadline
    stopper.join(5)

    assert refused and "Stopped by the user." in refused[0], refused
    assert online_places.known("Combarro") == []


def _context(lookups):
    from map_assistant.agent.tools import ToolContext
    from map_assistant.services.snapshot.builder import build_snapshot

    snapshot = lookups.environment.caller.call(lambda: build_snapshot(QgsProject.instance(), lookups.environment.canvas),
                                               lookups.environment.clock())
    return ToolContext(snapshot=snapshot, lookups=lookups.environment)


def test_a_name_is_asked_once_and_listed_in_what_was_sent(lookups, nominatim, qtbot):
    from map_assistant.ui.sent_dialog import SentDialog
    from qgis.PyQt.QtWidgets import QPlainTextEdit

    lookups.environment.places_server = nominatim.endpoint
    first = lookups.ok(FindPlaceTool, place="Combarro")
    again = lookups.ok(FindPlaceTool, place="combarro")

    assert again["places"] == first["places"] and len(nominatim.requests) == 1  # cached: Nominatim's policy
    [line] = sent_elsewhere.lines()
    assert f"GET {nominatim.endpoint}?q=Combarro" in line
    dialog = SentDialog("", None, sent_elsewhere.lines())
    qtbot.addWidget(dialog)
    assert dialog.findChild(QPlainTextEdit, "whatWasSentElsewhere").toPlainText() == line
