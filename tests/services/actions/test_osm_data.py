"""The osm_data action (issue 42, "OpenStreetMap data for the view") in real QGIS, against a
fake Overpass API on loopback (tests/support/fakes/fake_overpass.py): the view's box in
degrees and the tag go to the server through QGIS's network stack, the pharmacies come back
as layers in the "Map Assistant" group, and Undo removes them. Off unless turned on; a failing
server is said in words and adds nothing; a tag that could change the query is refused before
anything is sent."""

from __future__ import annotations

import pytest
from map_assistant.services import sent_elsewhere
from map_assistant.services.acting import overpass
from map_assistant.services.actions.osm_data import OsmDataInput, OsmDataTool
from map_assistant.services.base import ActionEnvironment
from map_assistant.toolbelt.preferences import DEFAULT_OVERPASS_URL, PluginSettings, overpass_server
from pydantic import ValidationError
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsProject,
    QgsRectangle,
    QgsWkbTypes,
)
from support.fakes.fake_overpass import PONTEVEDRA, FakeOverpass
from support.fakes.recording_host import RecordingHost

GROUP = "Map Assistant"


@pytest.fixture
def overpass_server_fake():
    server = FakeOverpass()
    sent_elsewhere.forget()
    yield server
    server.close()
    sent_elsewhere.forget()


@pytest.fixture
def pontevedra(world_project, qgis_canvas):
    """The canvas in Web Mercator, showing Pontevedra's old town (the fake's box)."""
    mercator = QgsCoordinateReferenceSystem("EPSG:3857")
    qgis_canvas.setDestinationCrs(mercator)
    to_map = QgsCoordinateTransform(QgsCoordinateReferenceSystem("EPSG:4326"), mercator, QgsProject.instance())
    box = QgsRectangle(PONTEVEDRA["west"], PONTEVEDRA["south"], PONTEVEDRA["east"], PONTEVEDRA["north"])
    qgis_canvas.setExtent(to_map.transformBoundingBox(box))
    qgis_canvas.refresh()
    return qgis_canvas


def _environment(canvas, server: FakeOverpass | None) -> ActionEnvironment:
    settings = PluginSettings(online_osm=server is not None, overpass_url=server.endpoint if server else "")
    return ActionEnvironment(project=QgsProject.instance(), canvas=canvas, settings=settings)


def _click(environment, qtbot, **call):
    reply = OsmDataTool().process(environment, OsmDataInput(**call))
    [button] = reply.buttons
    host = RecordingHost()
    button.run(host)
    qtbot.waitUntil(lambda: host.outcomes > 0, timeout=20_000)
    return button, host


def _added():
    group = QgsProject.instance().layerTreeRoot().findGroup(GROUP)
    return [] if group is None else [node.layer() for node in group.findLayers()]


def test_the_views_pharmacies_become_layers_and_undo_removes_them(pontevedra, overpass_server_fake, qtbot):
    environment = _environment(pontevedra, overpass_server_fake)
    button, host = _click(environment, qtbot, key="amenity", value="pharmacy", title="Pharmacies")

    assert button.label == "Add OpenStreetMap Pharmacies in this view (from {})".format(
        overpass_server_fake.endpoint.split("/")[2])
    assert host.errors == [], host.errors
    [(message, undo)] = host.infos
    assert "3 points, 1 polygon" in message and "'Map Assistant'" in message and "cut" not in message
    points, polygons = _added()
    assert (points.name(), polygons.name()) == ("Pharmacies (points)", "Pharmacies (polygons)")
    assert points.featureCount() == 3 and polygons.featureCount() == 1  # Vigo's, 25 km south, left out
    assert points.geometryType() == QgsWkbTypes.GeometryType.PointGeometry
    assert polygons.geometryType() == QgsWkbTypes.GeometryType.PolygonGeometry
    assert points.crs().authid() == "EPSG:4326"
    names = sorted(feature["name"] for feature in points.getFeatures())
    assert names == ["Farmacia Alameda", "Farmacia Lérez", "Farmacia Ortega Fernández"]
    assert points.fields().names()[:4] == ["osm_type", "osm_id", "name", "amenity"]
    assert {feature["osm_id"] for feature in polygons.getFeatures()} == {318522094}

    [request] = overpass_server_fake.requests
    assert request["method"] == "POST" and request["headers"]["User-Agent"].startswith("Mozilla/5.0 QGIS/")
    assert "map-assistant" in request["headers"]["Referer"]
    assert '["amenity"="pharmacy"]' in request["query"] and "[timeout:25]" in request["query"]
    south, west, north, east = (float(n) for n in request["query"].split("](")[1].split(")")[0].split(","))
    to_degrees = QgsCoordinateTransform(pontevedra.mapSettings().destinationCrs(),
                                        QgsCoordinateReferenceSystem("EPSG:4326"), QgsProject.instance())
    view = to_degrees.transformBoundingBox(pontevedra.extent())  # the canvas's own proportions: wider than asked
    assert (south, west, north, east) == pytest.approx(
        (view.yMinimum(), view.xMinimum(), view.yMaximum(), view.xMaximum()), abs=1e-6)
    assert south <= PONTEVEDRA["south"] and north >= PONTEVEDRA["north"] and west <= PONTEVEDRA["west"]
    [sent] = sent_elsewhere.lines()
    assert overpass_server_fake.endpoint in sent and "amenity=pharmacy" in sent and f"{south:.6f}" in sent

    undo()
    assert _added() == [] and QgsProject.instance().layerTreeRoot().findGroup(GROUP) is None
    assert not QgsProject.instance().mapLayersByName("Pharmacies (points)")


def test_an_open_way_is_a_line_and_a_key_alone_asks_for_any_value(pontevedra, overpass_server_fake, qtbot):
    _button, host = _click(_environment(pontevedra, overpass_server_fake), qtbot, key="highway")
    assert host.errors == [] and "1 line" in host.infos[0][0]
    [lines] = _added()
    assert lines.name() == "highway (lines)" and lines.geometryType() == QgsWkbTypes.GeometryType.LineGeometry
    assert '["highway"](' in overpass_server_fake.requests[0]["query"]


def test_a_cut_result_is_said(pontevedra, overpass_server_fake, qtbot, monkeypatch):
    monkeypatch.setattr(overpass, "MAX_ELEMENTS", 2)
    _button, host = _click(_environment(pontevedra, overpass_server_fake), qtbot, key="amenity", value="pharmacy")
    assert "cut at the first 2 features" in host.infos[0][0]
    assert sum(layer.featureCount() for layer in _added()) == 2


def test_nothing_found_adds_no_layer(pontevedra, overpass_server_fake, qtbot):
    _button, host = _click(_environment(pontevedra, overpass_server_fake), qtbot, key="shop", value="bakery")
    assert host.errors == [] and "nothing tagged shop=bakery" in host.infos[0][0] and host.infos[0][1] is None
    assert _added() == []


def test_off_by_default_nothing_is_sent_and_the_answer_says_how_to_turn_it_on(pontevedra, overpass_server_fake):
    assert overpass_server(PluginSettings()) is None
    assert overpass_server(PluginSettings(online_osm=True)) == DEFAULT_OVERPASS_URL
    reply = OsmDataTool().process(_environment(pontevedra, None), OsmDataInput(key="amenity", value="pharmacy"))
    assert reply.buttons == []
    assert "turned off, so nothing was sent" in reply.text and "Settings > Options > Map Assistant" in reply.text
    assert "turned off" in reply.status
    assert overpass_server_fake.requests == [] and sent_elsewhere.lines() == []


def test_turned_off_after_the_button_was_shown_the_click_sends_nothing(pontevedra, overpass_server_fake, qtbot):
    environment = _environment(pontevedra, overpass_server_fake)
    [button] = OsmDataTool().process(environment, OsmDataInput(key="amenity", value="pharmacy")).buttons
    environment.settings.online_osm = False
    host = RecordingHost()
    button.run(host)
    assert "turned off" in host.errors[0] and overpass_server_fake.requests == []


@pytest.mark.parametrize(("fault", "said"), [
    ("refuse", "Could not reach the OpenStreetMap server"),
    ("slow", "did not answer within 2 s"),
    ("busy", "is busy (HTTP 429)"),
    ("too_big", "too much OpenStreetMap data"),
    ("garbage", "did not answer with OpenStreetMap data"),
])
def test_a_failing_server_is_said_in_words_and_adds_no_layer(pontevedra, overpass_server_fake, qtbot, monkeypatch,
                                                             fault, said):
    monkeypatch.setattr(overpass, "TIMEOUT_S", 2.0)
    overpass_server_fake.fault = fault
    _button, host = _click(_environment(pontevedra, overpass_server_fake), qtbot, key="amenity", value="pharmacy")
    [error] = host.errors
    assert said in error and host.infos == [], error
    assert _added() == [] and len(overpass_server_fake.requests) >= 1  # Qt tries a closed connection again


def test_cancel_stops_the_request_at_once_adds_nothing_and_says_so(pontevedra, overpass_server_fake, qtbot):
    """The server stays silent for 30 s and our deadline is 40 s: the Cancel alone ends it."""
    overpass_server_fake.fault = "slow"
    reply = OsmDataTool().process(_environment(pontevedra, overpass_server_fake),
                                  OsmDataInput(key="amenity", value="pharmacy"))
    host = RecordingHost()
    reply.buttons[0].run(host)
    [progress] = host.progresses
    assert "Asking 127.0.0.1" in progress.message
    qtbot.waitUntil(lambda: len(overpass_server_fake.requests) == 1, timeout=10_000)  # the request is out
    progress.cancel()
    qtbot.waitUntil(lambda: host.outcomes > 0, timeout=10_000)  # well before the server's 30 s
    assert host.errors[0].startswith("Cancelled:") and progress.finished and _added() == []


def test_a_closed_port_is_a_refused_connection(pontevedra, overpass_server_fake, qtbot):
    environment = _environment(pontevedra, overpass_server_fake)
    overpass_server_fake.close()  # nothing listens there any more
    _button, host = _click(environment, qtbot, key="amenity", value="pharmacy")
    assert "Could not reach the OpenStreetMap server" in host.errors[0] and "refused" in host.errors[0].lower()
    assert _added() == []


def test_an_answer_over_the_byte_limit_is_too_big(pontevedra, overpass_server_fake, qtbot, monkeypatch):
    monkeypatch.setattr(overpass, "MAX_BYTES", 1000)
    _button, host = _click(_environment(pontevedra, overpass_server_fake), qtbot, key="amenity", value="pharmacy")
    assert "too much OpenStreetMap data" in host.errors[0] and _added() == []


@pytest.mark.parametrize("call", [
    {"key": 'amenity"]["name'},
    {"key": "amenity](42,-9,43,-8);out;node[shop"},
    {"key": "amenity", "value": 'pharmacy"];out;node["shop'},
    {"key": "amenity", "value": "pharmacy\n);out;"},
    {"key": "amenity", "value": "pharma\\\"cy"},
    {"key": "amenity", "value": "pharmacy'"},
    {"key": "amenity", "value": "a]b"},
    {"key": "amen ity"},
    {"key": ""},
    {"key": "amenity", "value": "x" * 256},
])
def test_a_tag_that_could_change_the_query_is_refused_before_anything_is_sent(overpass_server_fake, call):
    with pytest.raises(ValidationError) as refused:  # the call goes back to the model: no button
        OsmDataInput(**call)
    assert "OpenStreetMap tag key" in str(refused.value) or "not a tag value" in str(refused.value)
    with pytest.raises(ValueError):  # and the one place a query is written checks again
        overpass.query(call["key"], call.get("value", ""), overpass.Box(42.0, -9.0, 43.0, -8.0))
    assert overpass_server_fake.requests == []


def test_a_plain_tag_with_spaces_and_accents_is_taken():
    call = OsmDataInput(key=" addr:street ", value="Rúa Real (centro); 1")
    assert (call.key, call.value) == ("addr:street", "Rúa Real (centro); 1")
    text = overpass.query(call.key, call.value, overpass.Box(42.0, -9.0, 43.0, -8.0))
    assert '["addr:street"="Rúa Real (centro); 1"](42.000000,-9.000000,43.000000,-8.000000)' in text


def test_the_request_never_runs_on_the_main_thread(overpass_server_fake):
    from map_assistant.toolbelt.threads.feedback import new_feedback

    with pytest.raises(RuntimeError):
        overpass.fetch(overpass_server_fake.endpoint, "amenity", "pharmacy", overpass.Box(42, -9, 43, -8),
                       new_feedback())
    assert overpass_server_fake.requests == []
