"""Issue 14 through the whole chat: the model proposes a QGIS Processing algorithm,
the dock shows a button, the click runs the real algorithm on QGIS's own
world_map.gpkg in a task and loads the output into the "Map Assistant" group.
Only Anthropic's server is a stand-in (the loopback fake)."""

from __future__ import annotations

import json

import pytest
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsFeatureRequest,
    QgsGeometry,
    QgsProject,
    QgsRasterLayer,
    QgsRectangle,
    QgsVectorLayer,
)
from qgis.PyQt.QtWidgets import QPushButton, QWidget
from support.fakes.agent_tools import lookup_result
from support.fakes.scripted import Reply
from support.fixtures.gis_data import memory_layer, release_canvas
from support.fixtures.processing import file_hash
from support.instruments.stall_watch import EventLoopProbe

WGS84 = QgsCoordinateReferenceSystem("EPSG:4326")
EUROPE = QgsRectangle(-10, 35, 30, 60)
SOUTH_AMERICA = QgsRectangle(-80, -40, -40, 0)
GROUP = "Map Assistant"


@pytest.fixture
def countries(processing_ready, qgis_canvas, qgis_new_project, world_gpkg):
    layer = QgsVectorLayer(f"{world_gpkg}|layername=countries", "countries", "ogr")
    assert layer.isValid() and layer.featureCount() == 240
    QgsProject.instance().addMapLayer(layer)
    qgis_canvas.setDestinationCrs(WGS84)
    qgis_canvas.setLayers([layer])
    qgis_canvas.setExtent(EUROPE)
    yield layer
    release_canvas(qgis_canvas)


def group_layers() -> list[QgsVectorLayer]:
    group = QgsProject.instance().layerTreeRoot().findGroup(GROUP)
    return [node.layer() for node in group.findLayers()] if group is not None else []


def answer_and_click(chat, llm_server, action: dict, label_start: str, wait_for_layer: bool = True) -> QPushButton:
    llm_server.enqueue(Reply.tool_use("processing", action, id="toolu_proc"))
    chat.send("Please do it")
    buttons = chat.action_buttons()
    assert buttons and buttons[-1].text().startswith(label_start), ([b.text() for b in buttons], chat.errors())
    before = len(group_layers())
    buttons[-1].click()
    if wait_for_layer:
        chat.qtbot.waitUntil(lambda: len(group_layers()) > before or bool(chat.action_errors()), timeout=30_000)
        assert not chat.action_errors(), chat.action_errors()
    return buttons[-1]


def reported(llm_server, chat) -> str:
    """The tool_result the next request carries for the processing action."""
    llm_server.enqueue(Reply.text("Noted."))
    chat.send("What came out?")
    blocks = llm_server.requests[-1]["messages"][-1]["content"]
    return json.dumps([b for b in blocks if b.get("type") == "tool_result" or "toolu_proc" in json.dumps(b)])


def by_name(layer: QgsVectorLayer) -> dict[str, QgsGeometry]:
    return {f["NAME"]: QgsGeometry(f.geometry()) for f in layer.getFeatures()}


def test_buffer_of_the_selected_features(chat, llm_server, countries):
    countries.selectByExpression("\"NAME\" IN ('France', 'Spain', 'Portugal')")
    assert countries.selectedFeatureCount() == 3
    answer_and_click(chat, llm_server, {
        "algorithm": "native:buffer", "title": "Iberia and France buffered",
        "parameters": {"INPUT": "{{countries.selection}}", "DISTANCE": "0.5 deg"}},
        "Buffer: countries (selected features), distance 0.5 deg")

    [output] = group_layers()
    assert output.name() == "Iberia and France buffered"
    assert output.featureCount() == countries.selectedFeatureCount() == 3
    sources = {f["NAME"]: f.geometry() for f in countries.getSelectedFeatures()}
    outputs = by_name(output)
    assert outputs.keys() == sources.keys()
    for name, geometry in outputs.items():
        assert geometry.contains(sources[name]), name
        assert geometry.area() > sources[name].area()
    text = reported(llm_server, chat)
    assert "The user ran it" in text and "Iberia and France buffered" in text
    assert "3 features" in text and "EPSG:4326" in text


def test_clip_by_the_view_at_click_time_and_undo(chat, llm_server, countries, qgis_canvas):
    llm_server.enqueue(Reply.tool_use("processing", {
        "algorithm": "native:extractbyextent", "title": "Countries in view",
        "parameters": {"INPUT": "countries", "EXTENT": "{{CurrentView.bbox}}", "CLIP": True}}))
    chat.send("Clip the countries to what I see")  # answered while Europe is in view
    [button] = chat.action_buttons()
    assert button.text().startswith("Extract/clip by extent: countries, the visible extent, clip")

    qgis_canvas.setExtent(SOUTH_AMERICA)  # the user pans before clicking
    view = qgis_canvas.mapSettings().visibleExtent()
    button.click()
    chat.qtbot.waitUntil(lambda: bool(group_layers() or chat.action_errors()), timeout=30_000)
    assert not chat.action_errors()

    [output] = group_layers()
    names = set(by_name(output))
    assert {"Brazil", "Argentina"} <= names and "France" not in names
    tolerance = 1e-6
    for feature in output.getFeatures():
        box = feature.geometry().boundingBox()
        assert box.xMinimum() >= view.xMinimum() - tolerance and box.xMaximum() <= view.xMaximum() + tolerance
        assert box.yMinimum() >= view.yMinimum() - tolerance and box.yMaximum() <= view.yMaximum() + tolerance

    undo = [b for b in chat.dock.findChildren(QPushButton) if b.objectName() == "undoButton" and b.isEnabled()]
    assert undo
    output_id = output.id()
    undo[-1].click()
    assert QgsProject.instance().mapLayer(output_id) is None
    assert QgsProject.instance().layerTreeRoot().findGroup(GROUP) is None
    assert QgsProject.instance().mapLayer(countries.id()) is countries


CITIES = [  # (name, lon, lat): a real place in each named country, one in the ocean
    ("Paris", 2.35, 48.86), ("Lyon", 4.84, 45.76), ("Marseille", 5.37, 43.30),
    ("Madrid", -3.70, 40.42), ("Berlin", 13.40, 52.52), ("Atlantic", -30.0, 30.0),
]


def test_count_points_in_polygons(chat, llm_server, countries):
    cities = memory_layer("cities", "Point", "EPSG:4326", (("name", "string"),),
                          [((name,), f"POINT({x} {y})") for name, x, y in CITIES])
    QgsProject.instance().addMapLayer(cities)
    answer_and_click(chat, llm_server, {
        "algorithm": "native:countpointsinpolygon", "title": "Cities per country",
        "parameters": {"POLYGONS": "countries", "POINTS": "cities", "FIELD": "n_cities"}},
        "Count points in polygon: countries, cities, ")

    [output] = group_layers()
    assert output.featureCount() == 240  # one per country
    counts = {f["NAME"]: f["n_cities"] for f in output.getFeatures()}
    assert (counts["France"], counts["Spain"], counts["Germany"]) == (3, 1, 1)
    # Each count equals the cities the country's own geometry contains.
    for feature in countries.getFeatures(QgsFeatureRequest().setFilterExpression("\"NAME\" IN ('France', 'Italy')")):
        inside = sum(feature.geometry().contains(QgsGeometry.fromPointXY(c.geometry().asPoint()))
                     for c in cities.getFeatures())
        assert counts[feature["NAME"]] == inside
    assert sum(f["n_cities"] for f in output.getFeatures()) == 5  # the Atlantic point is in no country


@pytest.mark.parametrize(("question", "told"), [
    ("Truncate the countries table with Processing.", ["cannot be run from the chat", "changes layers in place"]),
    # A request to delete data answered with an unusable action is asked for words (agent/router.py)
    ("Delete every country", ["never changes the map's data", "Answer in text only"]),
])
def test_an_in_place_algorithm_is_refused_and_the_data_unchanged(chat, llm_server, countries, world_gpkg,
                                                                  question, told):
    before = file_hash(world_gpkg)
    refused = Reply.tool_use("processing", {"algorithm": "native:truncatetable", "title": "Empty it",
                                            "parameters": {"INPUT": "countries"}})
    llm_server.enqueue(refused, refused, refused)
    chat.send(question)

    assert chat.action_buttons() == []
    results = [r["messages"][-1]["content"][0] for r in llm_server.requests[1:]]
    assert results and all(r["is_error"] for r in results)
    assert all(words in results[0]["content"] for words in told), results[0]["content"]
    assert countries.featureCount() == 240
    assert file_hash(world_gpkg) == before
    assert not group_layers()


def _tiny_raster(path) -> QgsRasterLayer:
    """A 4x4 one-band GeoTIFF, written by GDAL's Python bindings (QGIS ships them)."""
    from osgeo import gdal

    data = gdal.GetDriverByName("GTiff").Create(str(path), 4, 4, 1, gdal.GDT_Byte)
    data.SetGeoTransform((0, 1, 0, 4, 0, -1))
    data.GetRasterBand(1).Fill(7)
    data = None  # closed: written
    layer = QgsRasterLayer(str(path), "dem")
    assert layer.isValid()
    return layer


def test_gdal_free_text_naming_a_file_is_refused_and_the_file_unchanged(chat, llm_server, countries, tmp_path):
    # Issue 37: this EXTRA passed the checks, and the click replaced the named file with GDAL's debug log.
    precious = tmp_path / "precious.txt"
    precious.write_text("the user's own notes\n")
    before = file_hash(precious)
    QgsProject.instance().addMapLayer(_tiny_raster(tmp_path / "dem.tif"))
    files = sorted(tmp_path.iterdir())
    proposed = Reply.tool_use("processing", {"algorithm": "gdal:translate", "title": "Copy", "parameters": {
        "INPUT": "dem", "EXTRA": f"--config CPL_LOG {precious} --config CPL_DEBUG ON"}})
    llm_server.enqueue(proposed, proposed, proposed)
    chat.send("Convert the dem")

    for button in chat.action_buttons():  # none with the fix; without it, what a user's click would do
        before_click = len(group_layers())
        button.click()
        chat.qtbot.waitUntil(lambda count=before_click: len(group_layers()) > count or bool(chat.action_errors()),
                             timeout=30_000)
    assert file_hash(precious) == before
    assert sorted(tmp_path.iterdir()) == files  # nothing new beside it
    assert chat.action_buttons() == []
    results = [r["messages"][-1]["content"][0] for r in llm_server.requests[1:]]
    assert results and all(r["is_error"] for r in results)
    assert "EXTRA is free text that GDAL's command line takes as written" in results[0]["content"]


def test_an_output_path_goes_back_to_the_model(chat, llm_server, countries, tmp_path):
    target = tmp_path / "mine.gpkg"
    llm_server.enqueue(
        Reply.tool_use("processing", {"algorithm": "native:buffer", "title": "B",
                                      "parameters": {"INPUT": "countries", "DISTANCE": "1 deg", "OUTPUT": str(target)}}),
        Reply.tool_use("processing", {"algorithm": "native:buffer", "title": "B",
                                      "parameters": {"INPUT": "countries", "DISTANCE": "1 deg"}}),
    )
    chat.send("Buffer the countries into my file")
    result = llm_server.requests[1]["messages"][-1]["content"][0]
    assert result["is_error"] and "OUTPUT is an output" in result["content"]
    assert "INPUT (source, required)" in result["content"]  # the real parameter list
    assert len(chat.action_buttons()) == 1 and not target.exists()


def test_cancel_a_long_algorithm(chat, llm_server, countries):
    # Ten million random points: far longer than the test takes to cancel it.
    answer_and_click(chat, llm_server, {
        "algorithm": "native:randompointsinextent", "title": "Many points",
        "parameters": {"EXTENT": "{{CurrentView.bbox}}", "POINTS_NUMBER": 10_000_000, "TARGET_CRS": "EPSG:4326"}},
        "Random points in extent", wait_for_layer=False)
    cancel = chat.dock.findChild(QPushButton, "cancelButton")
    assert cancel is not None
    chat.qtbot.waitUntil(cancel.isVisible)
    chat.qtbot.wait(300)  # it is running
    cancel.click()
    chat.qtbot.waitUntil(lambda: bool(chat.action_errors()), timeout=30_000)
    assert "Cancelled" in chat.action_errors()[-1]
    assert not group_layers()
    assert chat.dock.findChild(QWidget, "actionProgress") is None
    assert "failed: Cancelled" in reported(llm_server, chat)


def test_the_model_finds_an_algorithm_and_reads_its_help(chat, llm_server, countries):
    llm_server.enqueue(
        Reply.tool_use("find_algorithm", {"text": "bufer polygons"}, id="toolu_find"),
        Reply.tool_use("algorithm_help", {"id": "native:buffer"}, id="toolu_help"),
        Reply.tool_use("processing", {"algorithm": "native:buffer", "title": "Buffered",
                                      "parameters": {"INPUT": "countries", "DISTANCE": "1 deg", "END_CAP_STYLE": "Square"}}),
    )
    chat.send("Buffer the countries by one degree")

    found = lookup_result(llm_server.requests[1]["messages"][-1]["content"][0])
    assert found["tool_use_id"] == "toolu_find" and "is_error" not in found
    # The same result shape as every lookup: one JSON object with execution_ms.
    algorithms = json.loads(found["content"])
    assert "execution_ms" in algorithms
    assert any({"id": "native:buffer", "name": "Buffer", "group": "Vector geometry"}.items() <= found.items()
               for found in algorithms["algorithms"])
    helped = lookup_result(llm_server.requests[2]["messages"][-1]["content"][0])
    assert helped["tool_use_id"] == "toolu_help" and "is_error" not in helped
    parameters = json.loads(helped["content"])["parameters"]
    end_cap = next(line for line in parameters if line.startswith("END_CAP_STYLE"))
    assert "(enum, default 0" in end_cap and "0=Round, 1=Flat, 2=Square" in end_cap
    assert any(line.startswith("DISTANCE (distance, default 10") for line in parameters)
    [button] = chat.action_buttons()
    assert "end cap style Square" in button.text()
    # The algorithms reach the model only through the lookups, never through the prompt.
    system = json.dumps(llm_server.requests[0]["system"])
    assert "native:dissolve" not in system and "native:countpointsinpolygon" not in system


def test_the_catalogue_capture_and_a_run_never_hold_the_main_thread(chat, llm_server, countries):
    """A 5-ms timer ticks on the main thread while the algorithm catalogue is captured
    again (as when a provider is added) and the centroids of all 240 countries are made; the
    main thread's own CPU time between two ticks bounds how long it kept the event
    loop from running (an upper bound: the capture's idle-time slices may run several
    times between two ticks; machine pauses do not count in it, see test_chat_flow)."""
    from map_assistant.services.processing.algorithm_catalogue import CATALOGUE

    probe = EventLoopProbe()
    probe.start()
    try:
        CATALOGUE._restart()  # what a provider added or removed does
        chat.qtbot.waitUntil(lambda: CATALOGUE._timer is None, timeout=30_000)
        captured = len(CATALOGUE.algorithms())
        answer_and_click(chat, llm_server, {
            "algorithm": "native:centroids", "title": "Centroids",
            "parameters": {"INPUT": "countries", "ALL_PARTS": True}}, "Centroids: countries")
    finally:
        summary = probe.stop()
    [output] = group_layers()
    assert output.featureCount() > 240 and captured > 300  # a point per part
    print(f"{captured} algorithms captured; {summary}")
    probe.check(summary)


def _ground_distances(buffered: QgsGeometry, original: QgsGeometry, samples: int = 60) -> list[float]:
    """Metres on the WGS84 ellipsoid (pyproj.Geod) from points of the buffer's outer ring to the
    original's boundary, densified to ~20 m: measured apart from anything the plugin did."""
    import numpy
    from pyproj import Geod

    boundary = QgsGeometry(original.constGet().boundary()).densifyByDistance(0.0002)
    lons, lats = zip(*((p.x(), p.y()) for p in boundary.vertices()))
    ring = [(p.x(), p.y()) for p in buffered.vertices()]
    geod = Geod(ellps="WGS84")
    found = []
    for x, y in ring[:: max(1, len(ring) // samples)]:
        _, _, metres = geod.inv(numpy.full(len(lons), x), numpy.full(len(lats), y), lons, lats)
        found.append(float(numpy.min(metres)))
    return found


@pytest.mark.parametrize(("distance", "metres"), [("500 m", 500), ("2 Kilometres", 2000)])
def test_a_distance_with_its_unit_is_that_distance_on_the_ground(chat, llm_server, countries, distance, metres):
    # Issue 39: on a layer in degrees, "500 m" is 500 m around Luxembourg, not 500 degrees.
    countries.selectByExpression("\"NAME\" = 'Luxembourg'")
    [luxembourg] = [QgsGeometry(f.geometry()) for f in countries.getSelectedFeatures()]
    answer_and_click(chat, llm_server, {
        "algorithm": "native:buffer", "title": "Luxembourg buffered",
        "parameters": {"INPUT": "{{countries.selection}}", "DISTANCE": distance}},
        f"Buffer: countries (selected features), distance {distance.split()[0]} ")

    [output] = group_layers()
    assert output.crs().authid() == "EPSG:4326" and output.featureCount() == 1
    [buffered] = [QgsGeometry(f.geometry()) for f in output.getFeatures()]
    assert buffered.contains(luxembourg)
    found = _ground_distances(buffered, luxembourg)
    print(f"{distance}: {len(found)} points, {min(found):.1f}-{max(found):.1f} m, "
          f"mean {sum(found) / len(found):.1f} m on the ellipsoid")
    assert all(abs(d - metres) <= 0.02 * metres for d in found), (min(found), max(found))
    assert "measured on the ground in EPSG:32632; the result is back in EPSG:4326" in reported(llm_server, chat)


def test_a_bare_distance_on_a_layer_in_degrees_goes_back_for_its_unit(chat, llm_server, countries):
    countries.selectByExpression("\"NAME\" = 'Luxembourg'")
    llm_server.enqueue(
        Reply.tool_use("processing", {"algorithm": "native:buffer", "title": "B",
                                      "parameters": {"INPUT": "{{countries.selection}}", "DISTANCE": 500}}),
        Reply.tool_use("processing", {"algorithm": "native:buffer", "title": "B",
                                      "parameters": {"INPUT": "{{countries.selection}}", "DISTANCE": "500 m"}}),
    )
    chat.send("Buffer Luxembourg by 500 m")
    result = llm_server.requests[1]["messages"][-1]["content"][0]
    assert result["is_error"] and "a bare number would be degrees" in result["content"]
    assert '"500 m"' in result["content"] and "EPSG:4326" in result["content"]
    [button] = chat.action_buttons()
    assert "distance 500 m" in button.text()


def test_a_distance_with_its_unit_on_a_projected_layer_is_in_the_layers_units(chat, llm_server, countries):
    # NAD83 / New York Long Island, in US feet: "100 m" is 328.08 ft there; a bare number stays feet.
    wells = memory_layer("wells", "Point", "EPSG:2263", (("name", "string"),),
                         [(("a",), "POINT(990000 200000)")])
    QgsProject.instance().addMapLayer(wells)
    for distance, feet in (("100 m", 100 / 0.3048), (50, 50)):
        answer_and_click(chat, llm_server, {
            "algorithm": "native:buffer", "title": f"Wells {distance}",
            "parameters": {"INPUT": "wells", "DISTANCE": distance, "SEGMENTS": 20}}, "Buffer: wells")
        output = next(layer for layer in group_layers() if layer.name() == f"Wells {distance}")
        assert output.crs().authid() == "EPSG:2263"
        [buffered] = [f.geometry() for f in output.getFeatures()]
        radii = [((p.x() - 990000) ** 2 + (p.y() - 200000) ** 2) ** 0.5 for p in buffered.vertices()]
        print(f"{distance!r} on EPSG:2263: radius {min(radii):.3f}-{max(radii):.3f} ft")
        assert all(abs(r - feet) <= 0.001 * feet for r in radii), (min(radii), max(radii))


def test_features_too_wide_for_one_zone_are_refused_not_buffered_wrong(chat, llm_server, countries):
    # The whole world in one UTM zone would be kilometres off far from its meridian: refused at the click.
    answer_and_click(chat, llm_server, {
        "algorithm": "native:buffer", "title": "All buffered",
        "parameters": {"INPUT": "countries", "DISTANCE": "500 m"}}, "Buffer: countries, distance 500 m",
        wait_for_layer=False)
    chat.qtbot.waitUntil(lambda: bool(chat.action_errors()), timeout=30_000)
    assert "spread too wide for one projected CRS" in chat.action_errors()[-1]
    assert not group_layers()


def test_a_distance_on_web_mercator_is_measured_on_the_ground_too(chat, llm_server, countries):
    # EPSG:3857 stretches distances 1.5 times at Luxembourg's latitude: "500 m" as 500 map units
    # would be about 330 m on the ground. Measured in the UTM zone instead, and back in 3857.
    [luxembourg] = [QgsGeometry(f.geometry()) for f in countries.getFeatures("\"NAME\" = 'Luxembourg'")]
    mercator = QgsGeometry(luxembourg)
    to_mercator = QgsCoordinateTransform(countries.crs(), QgsCoordinateReferenceSystem("EPSG:3857"),
                                         QgsProject.instance())
    mercator.transform(to_mercator)
    lux = memory_layer("lux_3857", "MultiPolygon", "EPSG:3857", (("name", "string"),),
                       [(("Luxembourg",), mercator.asWkt())])
    QgsProject.instance().addMapLayer(lux)
    answer_and_click(chat, llm_server, {
        "algorithm": "native:buffer", "title": "Lux 3857 buffered",
        "parameters": {"INPUT": "lux_3857", "DISTANCE": "500 m"}}, "Buffer: lux_3857, distance 500 m")
    output = next(layer for layer in group_layers() if layer.name() == "Lux 3857 buffered")
    assert output.crs().authid() == "EPSG:3857"
    [buffered] = [QgsGeometry(f.geometry()) for f in output.getFeatures()]
    buffered.transform(QgsCoordinateTransform(lux.crs(), countries.crs(), QgsProject.instance()))
    found = _ground_distances(buffered, luxembourg)
    assert all(abs(d - 500) <= 10 for d in found), (min(found), max(found))
    assert "measured on the ground in EPSG:32632; the result is back in EPSG:3857" in reported(llm_server, chat)


def test_a_bare_distance_is_refused_at_the_click_when_the_layer_is_in_degrees_now(chat, llm_server, countries):
    # Checked when the button was made, on a projected copy; at the click the layer is in degrees
    # (a saved chat's button sees no snapshot at all): 500 would be 500 degrees, so it is refused.
    wells = memory_layer("wells", "Point", "EPSG:2263", (("name", "string"),),
                         [(("a",), "POINT(990000 200000)")])
    QgsProject.instance().addMapLayer(wells)
    llm_server.enqueue(Reply.tool_use("processing", {"algorithm": "native:buffer", "title": "Wells 500",
                                                     "parameters": {"INPUT": "wells", "DISTANCE": 500}}))
    chat.send("Buffer the wells by 500")
    [button] = chat.action_buttons()
    wells.setCrs(QgsCoordinateReferenceSystem("EPSG:4326"))
    button.click()
    chat.qtbot.waitUntil(lambda: bool(chat.action_errors()), timeout=30_000)
    assert "a bare number would be degrees" in chat.action_errors()[-1]
    assert not group_layers()


@pytest.mark.postgis
def test_500_m_around_luxembourg_in_postgis_is_500_m_on_the_ground(chat, llm_server, countries, postgis_conn):
    # Issue 39's "done when": "500 m" around Luxembourg is 500 m on the ground on PostGIS too.
    import uuid

    from support.fixtures.postgis import postgis_layer

    [luxembourg] = [QgsGeometry(f.geometry()) for f in countries.getFeatures("\"NAME\" = 'Luxembourg'")]
    table = f"lux_{uuid.uuid4().hex[:8]}"
    postgis_conn.executeSql(
        f"CREATE TABLE public.{table} (id serial PRIMARY KEY, name text, geom geometry(MultiPolygon, 4326)); "
        f"INSERT INTO public.{table} (name, geom) VALUES "
        f"('Luxembourg', ST_Multi(ST_GeomFromText('{luxembourg.asWkt()}', 4326)))")
    try:
        QgsProject.instance().addMapLayer(postgis_layer(table, "id", "pg_lux"))
        _assert_500_m_around(chat, llm_server, "pg_lux", luxembourg)
    finally:
        QgsProject.instance().removeMapLayers([layer.id() for layer in QgsProject.instance().mapLayersByName("pg_lux")])
        postgis_conn.executeSql(f"DROP TABLE IF EXISTS public.{table}")


def test_500_m_around_a_virtual_layer_in_degrees_is_500_m_on_the_ground(chat, llm_server, countries):
    # Issue 39's "done when", the virtual path: QGIS's own virtual layer (a query over countries) as the input.
    [luxembourg] = [QgsGeometry(f.geometry()) for f in countries.getFeatures("\"NAME\" = 'Luxembourg'")]
    virtual = QgsVectorLayer("?query=SELECT * FROM countries WHERE NAME = 'Luxembourg'", "lux_virtual", "virtual")
    assert virtual.isValid() and virtual.crs().authid() == "EPSG:4326" and virtual.featureCount() == 1
    QgsProject.instance().addMapLayer(virtual)
    _assert_500_m_around(chat, llm_server, "lux_virtual", luxembourg)


def _assert_500_m_around(chat, llm_server, layer: str, luxembourg: QgsGeometry) -> None:
    """The model's "500 m" buffer of ``layer`` (Luxembourg, in EPSG:4326), clicked: 500 m (± 2 %) on the ellipsoid."""
    answer_and_click(chat, llm_server, {
        "algorithm": "native:buffer", "title": f"{layer} buffered",
        "parameters": {"INPUT": layer, "DISTANCE": "500 m"}}, f"Buffer: {layer}, distance 500 m")
    output = next(found for found in group_layers() if found.name() == f"{layer} buffered")
    [buffered] = [QgsGeometry(f.geometry()) for f in output.getFeatures()]
    found = _ground_distances(buffered, luxembourg)
    print(f"{layer}: {len(found)} points, {min(found):.1f}-{max(found):.1f} m on the ellipsoid")
    assert output.crs().authid() == "EPSG:4326"
    assert all(abs(d - 500) <= 10 for d in found), (min(found), max(found))
