"""Issue 37 part 3: text a command line or the file system takes as written is never the
model's. gdal:translate with EXTRA "--config CPL_LOG <file>" passed the checks and, run,
replaced that file with GDAL's debug log. Checked on the real Processing registry."""

import pytest
from map_assistant.agent.tools import ToolContext
from map_assistant.services.actions.processing import ProcessingTool
from map_assistant.services.base import ActionRejected
from map_assistant.services.checks.call_check import checked_input
from map_assistant.services.lookups.algorithm_help import describe
from map_assistant.services.processing.algorithm_catalogue import CATALOGUE, refusal_of
from map_assistant.services.processing.params import check_parameters, signature
from map_assistant.services.processing.value_kinds import free_text_of, names_file_of
from map_assistant.services.snapshot.map_snapshot import MapSnapshot, RasterInfo
from pydantic import ValidationError
from qgis.core import (
    QgsProcessingParameterEnum,
    QgsProcessingParameterFile,
    QgsProcessingParameterFileDestination,
    QgsProcessingParameterNumber,
    QgsProcessingParameterRasterDestination,
    QgsProcessingParameterString,
)

SNAPSHOT_VALUE = MapSnapshot(extent=(0, 0, 10, 10), crs="EPSG:4326", srid=4326, map_units="degrees", scale=1e6,
                             layers=(), rasters=(RasterInfo("dem", "dem_id", "EPSG:4326", (0, 0, 10, 10)),))
CPL_LOG = "--config CPL_LOG /home/user/precious.txt --config CPL_DEBUG ON"


@pytest.fixture(autouse=True)
def _processing(processing_ready):
    pass


def rejected(algorithm: str, parameters: dict) -> str:
    with pytest.raises(ValidationError) as caught:
        checked_input(ProcessingTool, {"algorithm": algorithm, "title": "t", "parameters": parameters},
                                       ToolContext(snapshot=SNAPSHOT_VALUE))
    return str(caught.value)


def test_gdal_translate_with_a_config_option_naming_a_file_is_refused():
    message = rejected("gdal:translate", {"INPUT": "dem", "EXTRA": CPL_LOG})
    assert "EXTRA is free text that GDAL's command line takes as written" in message
    assert "leave it out" in message
    assert "gdal:translate parameters: INPUT (raster, required)" in message  # the model can correct itself
    assert "EXTRA (" not in message and "OPTIONS (" not in message  # not offered back


def _creation_options() -> str:
    """gdal:translate's creation options: OPTIONS up to QGIS 3.42; CREATION_OPTIONS from 3.44,
    where OPTIONS stays as a hidden alias (refused as an unknown parameter)."""
    from qgis.core import QgsApplication, QgsProcessingParameterDefinition

    algorithm = QgsApplication.processingRegistry().algorithmById("gdal:translate")
    visible = [p.name() for p in algorithm.parameterDefinitions()
               if not p.flags() & QgsProcessingParameterDefinition.Flag.FlagHidden]
    return "CREATION_OPTIONS" if "CREATION_OPTIONS" in visible else "OPTIONS"


@pytest.mark.parametrize("algorithm, parameters, name", [
    ("gdal:translate", {"INPUT": "dem", "<creation options>": "COMPRESS=DEFLATE"}, "<creation options>"),
    ("gdal:warpreproject", {"INPUT": "dem", "EXTRA": "-co TILED=YES"}, "EXTRA"),
    ("gdal:polygonize", {"INPUT": "dem", "FIELD": "DN\" --config CPL_LOG x \""}, "FIELD"),  # any gdal string
    ("gdal:contour", {"INPUT": "dem", "FIELD_NAME": "height"}, "FIELD_NAME"),  # even a plain word
    ("gdal:rastercalculator", {"INPUT_A": "dem", "BAND_A": 1, "FORMULA": "A*3"}, "FORMULA"),  # gdal_calc eval()s it
])
def test_every_string_of_a_gdal_algorithm_is_refused(algorithm, parameters, name):
    if name == "<creation options>":
        name = _creation_options()
        parameters = {key if key != "<creation options>" else name: value for key, value in parameters.items()}
    assert f"{name} is free text that GDAL's command line takes as written" in rejected(algorithm, parameters)


def test_a_gdal_string_at_its_own_default_passes_unchanged():
    # The allow-list of one: the value QGIS uses anyway when the parameter is left out.
    action = checked_input(ProcessingTool,
        {"algorithm": "gdal:polygonize", "title": "t", "parameters": {"INPUT": "dem", "FIELD": "DN"}},
        ToolContext(snapshot=SNAPSHOT_VALUE))
    assert action.parameters == {"INPUT": "dem", "FIELD": "DN"}


def test_without_a_snapshot_the_main_thread_check_refuses_it_too():
    # process() and the MCP path check with no snapshot: the refusal must not depend on one.
    info = CATALOGUE.algorithms()["gdal:translate"]
    with pytest.raises(ActionRejected, match="EXTRA is free text"):
        check_parameters(info, {"INPUT": "dem", "EXTRA": CPL_LOG}, None)
    assert check_parameters(info, {"INPUT": "dem"}, None) == {"INPUT": "dem"}


def test_a_parameter_that_names_a_file_is_refused():
    # Optional QgsProcessingParameterFile inputs of algorithms the chat may run, on this QGIS.
    files = [(info, param) for info in CATALOGUE.algorithms().values() if not info.refusal
             for param in info.params if param.names_file and not param.destination]
    assert files, "the test QGIS has a runnable algorithm with an optional file input"
    for info, param in files:
        with pytest.raises(ActionRejected, match=f"{param.name} names a file by its path"):
            check_parameters(info, {param.name: "/home/user/precious.txt"}, None)


def test_an_algorithm_that_needs_a_file_or_free_text_is_refused_whole():
    assert "needs a file named by its path" in CATALOGUE.algorithms()["gdal:colorrelief"].refusal
    free = CATALOGUE.algorithms()["gdal:polygonize"].param("FIELD")
    needed = free.__class__(**{**free.__dict__, "default": None})  # as if QGIS gave it no default
    assert "free text on GDAL's command line" in refusal_of("gdal:x", "gdal", 0, (needed,))


def test_classes_decide_not_names():
    assert free_text_of(QgsProcessingParameterString("ANYTHING"), "gdal")
    assert free_text_of(QgsProcessingParameterFile("X"), "gdal")
    assert not free_text_of(QgsProcessingParameterNumber("EXTRA"), "gdal")  # a number, whatever its name
    assert not free_text_of(QgsProcessingParameterEnum("OPTIONS", options=["a"]), "gdal")
    assert not free_text_of(QgsProcessingParameterRasterDestination("OUTPUT"), "gdal")  # forced temporary
    assert not free_text_of(QgsProcessingParameterString("EXTRA"), "native")  # no command line
    assert names_file_of(QgsProcessingParameterFile("ANYTHING"))
    assert names_file_of(QgsProcessingParameterFileDestination("OUT"))
    assert not names_file_of(QgsProcessingParameterString("FILE"))


def test_every_gdal_string_in_the_catalogue_is_free_text():
    gdal = [p for info in CATALOGUE.algorithms().values() if info.provider == "gdal" for p in info.params]
    strings = [p for p in gdal if p.type in ("string", "file", "expression")]
    assert strings and all(p.free_text for p in strings)
    assert not any(p.free_text for p in gdal if p.type in ("number", "enum", "boolean", "raster", "source"))


def test_the_model_is_told_to_leave_them_out():
    info = CATALOGUE.algorithms()["gdal:translate"]
    lines = describe(info)["parameters"]
    assert any(line.startswith("EXTRA (string)") and "the chat never sets it" in line for line in lines)
    assert "EXTRA" not in signature(info)
