"""The processing action's checks against the algorithms' own definitions (captured
from the real Processing registry) and the map snapshot, as the agent runs them."""

import pytest
from map_assistant.agent.tools import ToolContext
from map_assistant.services.actions.processing import ProcessingInput, ProcessingTool
from map_assistant.services.checks.call_check import checked_input
from map_assistant.services.processing.algorithm_catalogue import CATALOGUE, runnable, search
from map_assistant.services.snapshot.map_snapshot import FieldInfo, LayerInfo, MapSnapshot
from pydantic import ValidationError


def _layer(name, geometry, fields=("NAME",)):
    return LayerInfo(name=name, id=f"{name}_id", provider="ogr", storage="GeoPackage", sql_engine="gpkg",
                     geometry_type=geometry, geometry_column="geom", crs="EPSG:4326", feature_count=10,
                     fields=tuple(FieldInfo(f, "String") for f in fields), selection_count=2)


SNAPSHOT_VALUE = MapSnapshot(extent=(0, 0, 10, 10), crs="EPSG:4326", srid=4326, map_units="degrees", scale=1e6,
                             layers=(_layer("countries", "MultiPolygon", ("NAME", "ISO_A3")),
                                     _layer("towns", "Point")))


def checked(action: dict) -> ProcessingInput:
    return checked_input(ProcessingTool, action, ToolContext(snapshot=SNAPSHOT_VALUE))


def rejected(action: dict) -> str:
    with pytest.raises(ValidationError) as caught:
        checked(action)
    return str(caught.value)


@pytest.fixture(autouse=True)
def _processing(processing_ready):
    pass


def test_a_valid_buffer_is_normalised():
    action = checked({"algorithm": "native:buffer", "title": "Buffered",
                      "parameters": {"INPUT": "{{countries.selection}}", "DISTANCE": "0.5 Degrees",
                                     "END_CAP_STYLE": "flat", "DISSOLVE": "false"}})
    assert action.parameters == {"INPUT": "{{countries.selection}}", "DISTANCE": "0.5 deg", "END_CAP_STYLE": 1,
                                 "DISSOLVE": False}


@pytest.mark.parametrize("parameters, expected", [
    ({"INPUT": "countries", "DISTANCE": 1, "RADIUS": 3}, "has no parameter 'RADIUS'"),
    ({"DISTANCE": 1}, "needs the parameter INPUT"),
    ({"INPUT": "rivers", "DISTANCE": 1}, "no vector layer named 'rivers'"),
    ({"INPUT": "countries", "DISTANCE": "far"}, "DISTANCE must be a number"),
    ({"INPUT": "countries", "DISTANCE": 1, "SEGMENTS": 0}, "SEGMENTS must be at least 1"),
    ({"INPUT": "countries", "DISTANCE": 1, "END_CAP_STYLE": 7}, "END_CAP_STYLE must be an option index 0-2"),
    ({"INPUT": "countries", "DISTANCE": 1, "OUTPUT": "/tmp/out.gpkg"}, "OUTPUT is an output"),
    ({"INPUT": "{{CurrentView.bbox}}", "DISTANCE": 1}, "cannot fill INPUT"),
])
def test_wrong_parameters_go_back_with_the_real_parameter_list(parameters, expected):
    message = rejected({"algorithm": "native:buffer", "title": "B", "parameters": parameters})
    assert expected in message
    assert "native:buffer parameters: INPUT (source, required); DISTANCE (distance" in message
    assert "END_CAP_STYLE (enum 0=Round|1=Flat|2=Square)" in message


def test_field_and_geometry_kind_checked_against_the_snapshot():
    assert "has no field 'POP'" in rejected({"algorithm": "native:countpointsinpolygon", "title": "n", "parameters": {
        "POLYGONS": "countries", "POINTS": "towns", "CLASSFIELD": "POP"}})
    assert "takes point layers" in rejected({"algorithm": "native:countpointsinpolygon", "title": "n", "parameters": {
        "POLYGONS": "countries", "POINTS": "countries"}})
    action = checked({"algorithm": "native:countpointsinpolygon", "title": "n", "parameters": {
        "POLYGONS": "countries", "POINTS": "towns", "CLASSFIELD": "name"}})
    assert action.parameters["CLASSFIELD"] == "NAME"  # the layer's own spelling


IN_PLACE = ("changes layers in place", "creates no new layer")  # flags differ between QGIS versions


@pytest.mark.parametrize("algorithm, reasons", [
    ("native:truncatetable", IN_PLACE),
    ("native:createspatialindex", IN_PLACE),
    ("native:setlayerencoding", IN_PLACE),
    ("native:postgisexecutesql", ("runs SQL",)),
    ("gdal:executesql", ("runs SQL",)),
    ("importintopostgis", ("database", "creates no new layer")),
    ("native:package", ("writes files",)),
])
def test_refused_algorithms(algorithm, reasons):
    if ":" not in algorithm:  # the provider moved between versions (qgis: in 3.22, native: in 3.40)
        algorithm = next(a for a in (f"native:{algorithm}", f"qgis:{algorithm}") if a in CATALOGUE.algorithms())
    message = rejected({"algorithm": algorithm, "title": "t", "parameters": {}})
    assert f"the algorithm {algorithm} cannot be run from the chat" in message
    assert any(reason in message for reason in reasons), message


def test_an_unknown_algorithm_names_close_ones():
    message = rejected({"algorithm": "native:bufer", "title": "t", "parameters": {}})
    assert "there is no Processing algorithm 'native:bufer'" in message and "native:buffer" in message


def test_providers_outside_the_allow_list_are_refused():
    other = [info for info in CATALOGUE.algorithms().values() if info.provider not in ("native", "qgis", "gdal")]
    assert other, "the test QGIS has grass/saga/model providers"
    assert "is not allowed" in rejected({"algorithm": other[0].id, "title": "t", "parameters": {}})


def test_a_disabled_algorithm_is_refused(qgis_new_project):
    from map_assistant.toolbelt import preferences

    settings = preferences.load()
    settings.disabled_algorithms = "native:buffer, native:clip"
    preferences.save(settings)
    try:
        assert "disabled in the Map Assistant settings" in rejected(
            {"algorithm": "native:buffer", "title": "B", "parameters": {"INPUT": "countries", "DISTANCE": 1}})
        assert "native:buffer" not in [info.id for info in search("buffer", disabled=["native:buffer"])]
    finally:
        settings.disabled_algorithms = ""
        preferences.save(settings)


def test_search_is_fuzzy_and_lists_only_runnable_algorithms():
    assert search("buffer")[0].id == "native:buffer"
    assert "native:countpointsinpolygon" in [i.id for i in search("count points in polygon")[:3]]
    assert "native:buffer" in [i.id for i in search("bufer")[:5]]  # a typo
    assert all(not runnable(info.id).refusal for info in search("execute sql"))


def test_without_a_snapshot_process_checks_on_the_main_thread(qgis_new_project, qgis_canvas):
    from map_assistant.services.actions.processing import ProcessingTool
    from map_assistant.services.base import ActionEnvironment, ActionRejected

    session = ActionEnvironment(project=qgis_new_project, canvas=qgis_canvas)
    unchecked = ProcessingInput.model_validate(  # no validation context: the shape only
        {"algorithm": "native:buffer", "title": "B", "parameters": {"INPUT": "x", "DISTANCE": 1, "RADIUS": 3}})
    with pytest.raises(ActionRejected, match="has no parameter 'RADIUS'"):
        ProcessingTool().process(session, unchecked)
    with pytest.raises(ActionRejected, match="changes layers in place"):
        ProcessingTool().process(session, ProcessingInput.model_validate(
            {"algorithm": "native:truncatetable", "title": "T", "parameters": {"INPUT": "x"}}))


def test_a_blank_title_or_algorithm_is_refused():
    assert "at least 1 character" in rejected({"algorithm": "native:buffer", "title": "  ", "parameters": {}})
    assert "at least 1 character" in rejected({"algorithm": "", "title": "B", "parameters": {}})


def test_without_processing_the_model_is_told_so(monkeypatch):
    from map_assistant.services.processing.algorithm_catalogue import CATALOGUE

    monkeypatch.setattr(CATALOGUE, "_algorithms", {})  # as captured with the Processing plugin off
    assert "Processing plugin is disabled" in rejected(
        {"algorithm": "native:buffer", "title": "B", "parameters": {"INPUT": "countries", "DISTANCE": 1}})


def test_a_near_miss_layer_or_placeholder_is_taken_for_its_layer_and_said():
    action = checked({"algorithm": "native:buffer", "title": "Buffered",
                      "parameters": {"INPUT": "country", "DISTANCE": "1 km"}})
    assert action.parameters["INPUT"] == "countries"
    assert action._note == "Used layer 'countries' for 'country'."
    action = checked({"algorithm": "native:buffer", "title": "Buffered",
                      "parameters": {"INPUT": "{{town.selection}}", "DISTANCE": "1 km"}})
    assert action.parameters["INPUT"] == "{{towns.selection}}"
    assert action._note == "Used layer 'towns' for 'town'."
    assert "no vector layer named 'lakes'" in rejected({"algorithm": "native:buffer", "title": "Buffered",
                                                        "parameters": {"INPUT": "lakes", "DISTANCE": "1 km"}})
