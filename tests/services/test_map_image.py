"""The ``map_image`` lookup on QGIS's world_map.gpkg: the view drawn again as a PNG
of bounded size, read back with GDAL (an independent decoder), with facts that
match it; drawn outside Qt's global thread pool; an empty map is an error result.
Each lookup runs in a real worker thread while the main thread serves its calls,
as in a chat turn."""

from __future__ import annotations

import base64
import json
import threading

import pytest
from map_assistant.agent.cancel import CancelToken
from map_assistant.agent.images import ImageAnswer
from map_assistant.agent.tools import ToolContext
from map_assistant.agent.user_error import UserError
from map_assistant.services.lookups.map_image import MAX_SIDE, MapImageTool, bounded_settings
from map_assistant.services.reading.environment import LookupEnvironment
from map_assistant.toolbelt.threads.main_thread import MainThreadCaller
from osgeo import gdal
from qgis.core import QgsMapSettings, QgsProject
from qgis.PyQt.QtCore import QSize
from support.instruments.pool_starvation import one_pool_thread_and_a_shadow

gdal.UseExceptions()


@pytest.fixture
def environment(world_project, qgis_canvas):
    caller = MainThreadCaller()
    yield LookupEnvironment(QgsProject.instance(), qgis_canvas, caller, cancel=CancelToken())
    caller.deleteLater()


def look(environment, qtbot, **fields):
    """(ImageAnswer, or the UserError's message) of one call, run in a worker thread."""
    tool = MapImageTool()
    request = tool.input_model.model_validate(fields)
    outcome = {}

    def work():
        try:
            outcome["answer"] = tool.run(request, ToolContext(lookups=environment))
        except UserError as error:
            outcome["answer"] = error.user_message

    thread = threading.Thread(target=work)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=60_000)
    return outcome["answer"]


def decoded(answer: ImageAnswer, tmp_path):
    path = tmp_path / "map.png"
    path.write_bytes(base64.b64decode(answer.png_base64))
    return gdal.Open(str(path))


def test_the_view_comes_back_as_a_png_with_facts_that_match_it(environment, qgis_canvas, qtbot, tmp_path):
    answer = look(environment, qtbot)
    assert isinstance(answer, ImageAnswer)
    facts = json.loads(answer.text)
    picture = decoded(answer, tmp_path)
    assert picture.GetDriver().ShortName == "PNG"
    view = qgis_canvas.mapSettings().outputSize()
    scale = min(1.0, MAX_SIDE / max(view.width(), view.height()))
    assert (picture.RasterXSize, picture.RasterYSize) == (round(view.width() * scale), round(view.height() * scale))
    assert (facts["width"], facts["height"]) == (picture.RasterXSize, picture.RasterYSize)
    assert facts["crs"] == "EPSG:4326"
    assert sorted(facts["layers"]) == sorted(layer.name() for layer in qgis_canvas.mapSettings().layers())
    west, south, east, north = facts["extent"]
    shown = qgis_canvas.mapSettings().visibleExtent()
    assert west == pytest.approx(shown.xMinimum(), abs=1e-4) and north == pytest.approx(shown.yMaximum(), abs=1e-4)
    # Europe is drawn: a row across the middle has many colours, not one background
    row = picture.GetRasterBand(1).ReadAsArray()[picture.RasterYSize // 2]
    assert len(set(row.tolist())) > 10


def test_the_long_side_is_bounded_and_the_symbols_keep_their_share_of_the_map(qgis_canvas):
    view = QgsMapSettings(qgis_canvas.mapSettings())
    view.setOutputSize(QSize(2000, 1000))
    view.setOutputDpi(96)
    bounded = bounded_settings(view, 500)
    assert (bounded.outputSize().width(), bounded.outputSize().height()) == (500, 250)
    assert bounded.outputDpi() == pytest.approx(24)  # a quarter of the width, a quarter of the dpi
    assert bounded.visibleExtent() == view.visibleExtent()
    small = QgsMapSettings(view)
    small.setOutputSize(QSize(300, 200))
    assert bounded_settings(small, 500).outputSize() == QSize(300, 200)  # never enlarged


def test_a_size_out_of_range_is_brought_within_it():
    validate = MapImageTool.input_model.model_validate
    assert [validate({"max_side": side}).max_side for side in (5000, 10, 512.7)] == [MAX_SIDE, 256, 512]


def test_it_is_a_values_lookup_that_needs_a_model_that_reads_images():
    tool = MapImageTool()
    assert tool.egress == "values" and tool.sees_images


def test_a_map_with_no_visible_layer_is_an_error_for_the_model(environment, qgis_canvas, qtbot):
    qgis_canvas.setLayers([])
    message = look(environment, qtbot)
    assert isinstance(message, str) and "no layer" in json.loads(message)["error"]


def test_a_drop_shadow_is_drawn_with_a_single_pool_thread(environment, world_project, qgis_canvas, qtbot, tmp_path):
    """Drawn in the chat's worker, not in Qt's pool: a blur there waits for the pool
    (services/reading/map_render.py), so with one pool thread a render in the pool hangs."""
    with one_pool_thread_and_a_shadow(qgis_canvas, world_project["countries"]):
        answer = look(environment, qtbot)
    assert isinstance(answer, ImageAnswer) and decoded(answer, tmp_path).RasterXSize > 0
