"""The viewport service on a real QGIS canvas: every action, CRS transform, undo, validation."""

import math

import pytest
from map_assistant.services.acting.layers import PLACE_SCALE
from map_assistant.services.actions.viewport import ViewportInput, ViewportTool
from map_assistant.services.base import ActionEnvironment, ActionRejected
from pydantic import ValidationError
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsFeature,
    QgsGeometry,
    QgsPointXY,
    QgsRectangle,
    QgsVectorLayer,
)
from support.fakes.recording_host import RecordingHost
from support.fixtures.gis_data import release_canvas, remove_layers

WEB_MERCATOR = QgsCoordinateReferenceSystem("EPSG:3857")
WGS84 = QgsCoordinateReferenceSystem("EPSG:4326")


@pytest.fixture
def parcels(qgis_new_project):
    """Three squares in EPSG:3857, the middle one selected later by tests."""
    layer = QgsVectorLayer("Polygon?crs=EPSG:3857&field=id:integer", "parcels", "memory")
    features = []
    for index, x in enumerate((0, 10_000, 20_000)):
        feature = QgsFeature(layer.fields())
        feature.setAttributes([index])
        feature.setGeometry(QgsGeometry.fromRect(QgsRectangle(x, 0, x + 1_000, 1_000)))
        features.append(feature)
    assert layer.dataProvider().addFeatures(features)[0]
    layer.updateExtents()
    qgis_new_project.addMapLayer(layer)
    return layer


@pytest.fixture
def canvas(qgis_canvas, parcels):
    qgis_canvas.setDestinationCrs(WEB_MERCATOR)
    qgis_canvas.setLayers([parcels])
    qgis_canvas.setExtent(QgsRectangle(-50_000, -50_000, 50_000, 50_000))
    yield qgis_canvas
    release_canvas(qgis_canvas)


@pytest.fixture
def session(qgis_new_project, canvas):
    return ActionEnvironment(project=qgis_new_project, canvas=canvas)


def click(session, **fields):
    """Validate like the agent does, process, then click the only button."""
    service = ViewportTool()
    response = service.process(session, ViewportInput.model_validate(fields))
    assert len(response.buttons) == 1
    host = RecordingHost()
    response.buttons[0].run(host)
    return response.buttons[0], host


def assert_rect_close(actual: QgsRectangle, expected: QgsRectangle, tolerance: float):
    assert actual.xMinimum() == pytest.approx(expected.xMinimum(), abs=tolerance)
    assert actual.xMaximum() == pytest.approx(expected.xMaximum(), abs=tolerance)
    assert actual.yMinimum() == pytest.approx(expected.yMinimum(), abs=tolerance)
    assert actual.yMaximum() == pytest.approx(expected.yMaximum(), abs=tolerance)


def test_zoom_to_polygon_in_wgs84_is_transformed_to_the_map_crs(session, canvas):
    wkt = "POLYGON((2.2 48.8, 2.5 48.8, 2.5 48.9, 2.2 48.9, 2.2 48.8))"
    button, host = click(session, action="zoom_to", geometry=wkt, crs="EPSG:4326")

    assert button.label == "Zoom to area"
    assert host.errors == [] and len(host.infos) == 1
    expected = QgsCoordinateTransform(WGS84, WEB_MERCATOR, session.project).transformBoundingBox(
        QgsGeometry.fromWkt(wkt).boundingBox()
    )
    extent = canvas.extent()
    assert extent.contains(expected)
    assert extent.center().x() == pytest.approx(expected.center().x(), abs=1)
    assert extent.center().y() == pytest.approx(expected.center().y(), abs=1)
    # The box fills the canvas in at least one direction (plus the margin): no loose zoom.
    assert max(expected.width() / extent.width(), expected.height() / extent.height()) > 0.9


def test_zoom_to_point_gives_a_sensible_scale_not_a_zero_extent(session, canvas):
    button, _host = click(session, action="zoom_to", geometry="POINT(5000 500)")

    assert button.label == "Zoom to point"
    assert canvas.extent().width() > 0 and canvas.extent().height() > 0
    assert canvas.scale() == pytest.approx(PLACE_SCALE, rel=0.01)
    assert canvas.center().x() == pytest.approx(5000, abs=1)
    assert canvas.center().y() == pytest.approx(500, abs=1)


def test_zoom_to_a_place_in_a_geographic_map_centres_it_at_the_place_scale(world_project, qgis_canvas,
                                                                          qgis_new_project):
    """Issue 26: "Zoom to Madrid" on world_map.gpkg, the map in EPSG:4326 (degrees)."""
    session = ActionEnvironment(project=qgis_new_project, canvas=qgis_canvas)
    _button, host = click(session, action="zoom_to", geometry="POINT(-3.70 40.42)", crs="EPSG:4326")

    extent = qgis_canvas.extent()
    assert host.errors == [] and "1:50,000" in host.infos[0][0]
    assert qgis_canvas.scale() == pytest.approx(PLACE_SCALE, rel=0.01)
    assert extent.center().x() == pytest.approx(-3.70, abs=1e-6)
    assert extent.center().y() == pytest.approx(40.42, abs=1e-6)
    assert extent.width() > 0 and extent.height() > 0


def test_zoom_to_horizontal_line_is_not_treated_as_empty(session, canvas):
    click(session, action="zoom_to", geometry="LINESTRING(0 0, 30000 0)")

    assert canvas.extent().width() == pytest.approx(30_000 * 1.05, rel=0.02)
    assert canvas.center().x() == pytest.approx(15_000, abs=1)


def test_pan_to_recenters_and_keeps_the_scale(session, canvas):
    scale_before = canvas.scale()
    button, _host = click(session, action="pan_to", geometry="POINT(1 1)", crs="EPSG:4326")

    expected = QgsCoordinateTransform(WGS84, WEB_MERCATOR, session.project).transform(QgsPointXY(1, 1))
    assert button.label == "Pan to point"
    assert canvas.center().x() == pytest.approx(expected.x(), abs=1)
    assert canvas.center().y() == pytest.approx(expected.y(), abs=1)
    assert canvas.scale() == pytest.approx(scale_before, rel=1e-6)


def test_zoom_to_layer_fits_the_layer_extent(session, canvas, parcels):
    button, _host = click(session, action="zoom_to_layer", layer="parcels")

    assert button.label == "Zoom to layer 'parcels'"
    assert canvas.extent().contains(parcels.extent())
    assert canvas.extent().width() == pytest.approx(parcels.extent().width() * 1.05, rel=0.02)


def test_zoom_to_selection_fits_the_selected_features(session, canvas, parcels):
    parcels.selectByExpression('"id" = 1')
    button, _host = click(session, action="zoom_to_selection", layer="parcels")

    assert button.label == "Zoom to selection in 'parcels'"
    selected = parcels.boundingBoxOfSelected()
    assert canvas.extent().contains(selected)
    assert canvas.center().x() == pytest.approx(selected.center().x(), abs=1)
    assert canvas.extent().height() < 2_000  # fits the 1 km square, not the 21 km wide layer
    assert not canvas.extent().contains(parcels.extent())


def test_zoom_to_selection_with_nothing_selected_reports_an_error(session, canvas, parcels):
    before = QgsRectangle(canvas.extent())
    _, host = click(session, action="zoom_to_selection", layer="parcels")

    assert host.infos == []
    assert host.errors and "Nothing is selected in 'parcels'" in host.errors[0]
    assert_rect_close(canvas.extent(), before, tolerance=1e-6)


def test_zoom_full_shows_all_layers(session, canvas, parcels):
    canvas.zoomScale(1_000)
    button, _host = click(session, action="zoom_full")

    assert button.label == "Zoom to full extent"
    assert canvas.extent().contains(parcels.extent())


def test_set_scale(session, canvas):
    button, host = click(session, action="set_scale", scale=25_000)

    assert button.label == "Set scale 1:25,000"
    assert canvas.scale() == pytest.approx(25_000, rel=1e-3)
    assert "1:25,000" in host.infos[0][0]


def test_undo_restores_the_previous_extent(session, canvas):
    before = QgsRectangle(canvas.extent())
    _, host = click(session, action="zoom_to", geometry="POINT(5000 500)")
    assert not math.isclose(canvas.extent().width(), before.width())

    _message, undo = host.infos[0]
    undo()

    assert_rect_close(canvas.extent(), before, tolerance=1e-3)


def test_button_is_deferred_and_uses_the_map_crs_at_click_time(session, canvas):
    service = ViewportTool()
    response = service.process(session, ViewportInput(action="pan_to", geometry="POINT(10 20)", crs="EPSG:4326"))
    canvas.setDestinationCrs(WGS84)  # the user changes the map CRS before clicking
    canvas.setExtent(QgsRectangle(-50, -50, 50, 50))

    response.buttons[0].run(RecordingHost())

    assert canvas.center().x() == pytest.approx(10, abs=1e-6)
    assert canvas.center().y() == pytest.approx(20, abs=1e-6)


@pytest.mark.parametrize(
    "fields, problem",
    [
        ({"action": "zoom_to", "geometry": "POLYGON((0 0, 1 1"}, "not valid WKT"),
        ({"action": "zoom_to", "geometry": "POINT EMPTY"}, "empty"),
        ({"action": "zoom_to", "geometry": ""}, "empty"),
        ({"action": "zoom_to"}, "needs the field 'geometry'"),
        ({"action": "zoom_to_layer"}, "needs the field 'layer'"),
        ({"action": "set_scale", "scale": 0}, "positive"),
        ({"action": "set_scale"}, "needs the field 'scale'"),
        ({"action": "zoom_to", "geometry": "POINT(1 1)", "crs": "4326"}, "AUTHORITY:CODE"),
        ({"action": "fly_to"}, "zoom_to"),
    ],
)
def test_invalid_input_is_rejected_by_validation(fields, problem):
    with pytest.raises(ValidationError) as error:
        ViewportInput.model_validate(fields)
    assert problem in str(error.value)


def test_harmless_extra_fields_are_ignored():
    parsed = ViewportInput.model_validate({"type": "viewport", "action": "zoom_full", "note": "x"})
    assert parsed.action == "zoom_full"


def test_unknown_layer_is_rejected_with_the_layer_list(session):
    with pytest.raises(ActionRejected) as error:
        ViewportTool().process(session, ViewportInput(action="zoom_to_layer", layer="parcelz"))
    assert "no layer named 'parcelz'" in error.value.user_message
    assert "parcels" in error.value.user_message


def test_unknown_crs_is_rejected(session):
    with pytest.raises(ActionRejected):
        ViewportTool().process(session, ViewportInput(action="pan_to", geometry="POINT(0 0)", crs="EPSG:999999"))


def test_layer_removed_before_click_reports_an_error(session, canvas, parcels):
    response = ViewportTool().process(session, ViewportInput(action="zoom_to_layer", layer="parcels"))
    remove_layers(canvas, [parcels])  # as QGIS does: off the canvas, then out of the project
    host = RecordingHost()

    response.buttons[0].run(host)

    assert host.infos == [] and "no layer named 'parcels'" in host.errors[0]


def test_schema_carries_field_descriptions():
    schema = ViewportInput.model_json_schema()
    assert set(schema["properties"]) >= {"action", "geometry", "crs", "layer", "scale"}
    assert "EPSG:4326" in schema["properties"]["crs"]["description"]


# --- zoom_to_features ---------------------------------------------------------------------------


def click_and_wait(session, qtbot, **fields):
    """``click``, then wait for the task that finds the features to report."""
    button, host = click(session, **fields)
    qtbot.waitUntil(lambda: bool(host.infos or host.errors), timeout=10_000)
    return button, host


def test_zoom_to_features_fits_the_matching_feature_at_click_time(session, canvas, parcels, qtbot):
    before = QgsRectangle(canvas.extent())
    middle = next(f for f in parcels.getFeatures() if f["id"] == 1)
    button, host = click_and_wait(session, qtbot, action="zoom_to_features", layer="parcels",
                                  expression=f"$id = {middle.id()}")
    assert button.label == f"Zoom to $id = {middle.id()} in 'parcels'"
    assert host.errors == [] and "Zoomed to the feature of 'parcels'" in host.infos[0][0]
    square = QgsRectangle(10_000, 0, 11_000, 1_000)
    extent = canvas.extent()
    assert extent.contains(square) and extent.center().x() == pytest.approx(10_500, abs=1)
    assert max(square.width() / extent.width(), square.height() / extent.height()) > 0.9
    host.infos[0][1]()  # Undo
    assert_rect_close(canvas.extent(), before, tolerance=1e-3)


def test_zoom_to_features_reads_the_attributes_when_clicked(session, canvas, parcels, qtbot):
    service = ViewportTool()
    response = service.process(session, ViewportInput(action="zoom_to_features", layer="parcels",
                                                      expression='"id" >= 1'))
    # Before the click, the first square gets id 5: now all three match.
    first = next(f for f in parcels.getFeatures() if f["id"] == 0)
    parcels.dataProvider().changeAttributeValues({first.id(): {0: 5}})
    host = RecordingHost()
    response.buttons[0].run(host)
    qtbot.waitUntil(lambda: bool(host.infos or host.errors), timeout=10_000)
    assert "the 3 features" in host.infos[0][0]
    assert canvas.extent().contains(QgsRectangle(0, 0, 21_000, 1_000))


def test_zoom_to_features_in_another_crs_is_transformed(session, canvas, parcels, qtbot):
    canvas.setDestinationCrs(WGS84)
    canvas.setExtent(QgsRectangle(-1, -1, 1, 1))
    click_and_wait(session, qtbot, action="zoom_to_features", layer="parcels", expression='"id" = 2')
    expected = QgsCoordinateTransform(WEB_MERCATOR, WGS84, session.project).transformBoundingBox(
        QgsRectangle(20_000, 0, 21_000, 1_000))
    assert canvas.extent().contains(expected)
    assert canvas.extent().center().x() == pytest.approx(expected.center().x(), abs=1e-4)


def test_zoom_to_features_matching_nothing_says_so(session, canvas, parcels, qtbot):
    before = QgsRectangle(canvas.extent())
    _, host = click_and_wait(session, qtbot, action="zoom_to_features", layer="parcels", expression='"id" = 99')
    assert host.errors == ["No feature of 'parcels' matches \"id\" = 99 now."]
    assert_rect_close(canvas.extent(), before, tolerance=1e-3)


def test_zoom_to_features_with_a_field_gone_at_click_time_says_which_fields_exist(session, canvas, parcels, qtbot):
    button, host = click_and_wait(session, qtbot, action="zoom_to_features", layer="parcels", expression='"name" = 1')
    assert "no field 'name'" in host.errors[0] and "id" in host.errors[0]


def test_zoom_to_features_needs_a_layer_and_an_expression_that_parses():
    with pytest.raises(ValidationError, match="needs the field 'expression'"):
        ViewportInput.model_validate({"action": "zoom_to_features", "layer": "parcels"})
    with pytest.raises(ValidationError, match="cannot parse"):
        ViewportInput.model_validate({"action": "zoom_to_features", "layer": "parcels", "expression": "$id = "})


def test_zoom_to_a_point_feature_centres_it_at_the_place_scale(world_project, qgis_canvas, qgis_new_project,
                                                              qtbot):
    """A find-then-zoom to one place of a point layer (QGIS's hackfests GeoJSON)."""
    hackfests = world_project["hackfests"]
    place = next(hackfests.getFeatures())
    session = ActionEnvironment(project=qgis_new_project, canvas=qgis_canvas)
    _button, host = click_and_wait(session, qtbot, action="zoom_to_features", layer="hackfests",
                                   expression=f"$id = {place.id()}")

    point = place.geometry().asPoint()
    assert host.errors == [] and host.infos
    assert qgis_canvas.scale() == pytest.approx(PLACE_SCALE, rel=0.01)
    assert qgis_canvas.extent().width() > 0 and qgis_canvas.extent().height() > 0
    assert qgis_canvas.center().x() == pytest.approx(point.x(), abs=1e-6)
    assert qgis_canvas.center().y() == pytest.approx(point.y(), abs=1e-6)


# --- after the click (services/checks/after_click.py) ------------------------------------


@pytest.mark.parametrize("rotation", [90, 30, -135])
def test_on_a_turned_map_the_zoom_shows_the_whole_layer(session, canvas, parcels, rotation):
    """A map turned in the status bar: the extent QGIS is asked for is the screen's, so the
    long row of parcels was cut at both ends by a quarter turn before fit_extent turned it too."""
    canvas.setRotation(rotation)
    try:
        _, host = click(session, action="zoom_to_layer", layer="parcels")
        assert canvas.extent().contains(parcels.extent())
        assert host.errors == [] and host.infos
    finally:
        canvas.setRotation(0)


class _StuckCanvas:
    """The canvas, except that it cannot be moved: what a zoom that did not take looks like. A
    stand-in because no real map we found refuses a fit (a turned map did, until fit_extent)."""

    def __init__(self, canvas):
        self._canvas = canvas

    def __getattr__(self, name):
        if name in ("setExtent", "setCenter", "zoomScale", "zoomByFactor"):
            return lambda *args, **kwargs: None
        return getattr(self._canvas, name)


def test_a_zoom_that_leaves_the_layer_out_of_view_is_said_as_a_failure_with_undo(session, canvas, parcels):
    canvas.setExtent(QgsRectangle(-50_000, -50_000, -40_000, -40_000))  # away from the parcels
    stuck = ActionEnvironment(project=session.project, canvas=_StuckCanvas(canvas))
    _, host = click(stuck, action="zoom_to_layer", layer="parcels")
    assert not canvas.extent().contains(parcels.extent())
    assert host.infos == []
    assert host.errors == ["The view does not contain all the zoom was for: Zoomed to layer 'parcels'."]
    assert host.error_undos and callable(host.error_undos[0])


def test_a_zoom_to_features_left_out_of_view_is_said_as_a_failure(session, canvas, parcels, qtbot):
    canvas.setExtent(QgsRectangle(-50_000, -50_000, -40_000, -40_000))
    stuck = ActionEnvironment(project=session.project, canvas=_StuckCanvas(canvas))
    _, host = click_and_wait(stuck, qtbot, action="zoom_to_features", layer="parcels", expression='"id" >= 0')
    assert host.infos == []
    assert host.errors == ["The view does not contain all the zoom was for: Zoomed to the 3 features of 'parcels' "
                           "matching \"id\" >= 0."]
