"""The map_export service on QGIS's world_map.gpkg: a real print layout exported to
PDF and PNG, read back with poppler's pdfinfo/pdftotext and with GDAL; unique
names, the layout manager and its Undo, bad input that goes back to the model,
an unwritable folder, and the event loop kept free while the map renders."""

import os
import shutil
import subprocess

import pytest
from map_assistant.agent.tools import ToolContext
from map_assistant.services.acting.layout_export import MAX_ASPECT, page_geometry
from map_assistant.services.actions.map_export import (
    MapExportInput,
    MapExportTool,
    file_name,
    reserve_unique,
)
from map_assistant.services.base import ActionEnvironment
from map_assistant.services.snapshot.builder import build_snapshot
from osgeo import gdal
from pydantic import ValidationError
from qgis.core import QgsProject
from support.fakes.recording_host import RecordingHost
from support.instruments.pool_starvation import one_pool_thread_and_a_shadow
from support.instruments.stall_watch import EventLoopProbe

# `make system` installs poppler-utils (scripts/install_system.sh, the matrix chroots); a
# hand-run without it skips, CI never does.
needs_poppler = pytest.mark.skipif(shutil.which("pdftotext") is None and not os.environ.get("CI"),
                                   reason="poppler-utils is not installed: `make system`")


@pytest.fixture
def session(world_project, qgis_canvas):
    return ActionEnvironment(project=QgsProject.instance(), canvas=qgis_canvas)


def validated(session, **fields) -> MapExportInput:
    """Validate like the agent does: against the map snapshot."""
    context = ToolContext(snapshot=build_snapshot(session.project, session.canvas))
    return MapExportInput.model_validate(fields, context=context)


def click(session, qtbot, **fields) -> RecordingHost:
    response = MapExportTool().process(session, validated(session, **fields))
    assert len(response.buttons) == 1
    host = RecordingHost()
    response.buttons[0].run(host)
    qtbot.waitUntil(lambda: bool(host.infos or host.errors), timeout=60_000)
    return host


def exported_path(host: RecordingHost) -> str:
    """The file the export reported (show_file: the dock's Open and Show in folder)."""
    assert host.errors == [] and host.files
    assert host.files[-1] in host.infos[-1][0]  # the note names it too
    return host.files[-1]


def pdf(tool: str, path: str) -> str:
    return subprocess.run([tool, path, "-"] if tool == "pdftotext" else [tool, path], capture_output=True,
                          text=True, check=True).stdout


@needs_poppler
def test_a_pdf_has_one_page_with_the_title_text(session, qtbot, tmp_path):
    host = click(session, qtbot, title="Iberia", format="pdf", path=str(tmp_path))
    path = exported_path(host)
    assert path == str(tmp_path / "Iberia.pdf")
    info = pdf("pdfinfo", path)
    assert "Pages:          1" in info.replace("Pages:           1", "Pages:          1")
    assert "Iberia" in pdf("pdftotext", path)
    assert host.progresses and host.progresses[0].finished
    assert not list(tmp_path.glob("*.part"))


def _frame_aspect(view) -> float:
    return min(MAX_ASPECT, max(1 / MAX_ASPECT, view.width() / view.height()))


@needs_poppler
def test_the_pdf_page_has_the_views_aspect(session, qtbot, tmp_path):
    view = session.canvas.mapSettings().outputSize()
    path = exported_path(click(session, qtbot, title="Wide", format="pdf", path=str(tmp_path)))
    size = next(line for line in pdf("pdfinfo", path).splitlines() if line.startswith("Page size:")).split()
    width, height = float(size[2]) / 72 * 25.4, float(size[4]) / 72 * 25.4  # points to mm
    # the map frame (the page less 10 mm margins and a 16 mm title band) has the view's aspect
    # (within MAX_ASPECT: an earlier test in the session may have left the canvas odd-shaped)
    assert (width - 20) / (height - 36) == pytest.approx(_frame_aspect(view), rel=0.01)
    assert max(width, height) == pytest.approx(297, abs=0.5)


def test_a_png_has_the_size_of_its_page_at_the_dpi(session, qtbot, tmp_path):
    view = session.canvas.mapSettings().outputSize()
    path = exported_path(click(session, qtbot, title="Iberia", format="png", path=str(tmp_path), dpi=100))
    dataset = gdal.Open(path)
    aspect = _frame_aspect(view)  # the map frame's long side is 277 mm; margins 10 mm, title band 16 mm
    frame = (277, 277 / aspect) if aspect >= 1 else (277 * aspect, 277)
    width_mm, height_mm = frame[0] + 20, frame[1] + 36
    assert (dataset.RasterXSize, dataset.RasterYSize) == (round(width_mm / 25.4 * 100), round(height_mm / 25.4 * 100))
    # the map was drawn: the page is not blank where the countries are
    band = dataset.GetRasterBand(1).ReadAsArray()
    assert len(set(band[dataset.RasterYSize // 2].tolist())) > 10


def test_a_tall_view_gives_a_portrait_page():
    geometry = page_geometry(300, 600)
    assert geometry.page.height() > geometry.page.width()
    assert geometry.map_rect.width() / geometry.map_rect.height() == pytest.approx(0.5)


def test_a_layer_with_a_drop_shadow_exports_with_a_single_pool_thread(session, qtbot, tmp_path, world_project):
    """The export's map is drawn outside Qt's global thread pool. A drop shadow blurs in
    that pool and waits for it; drawn from a pool thread, next to the canvas on a
    2-core machine, the render waited for itself and QGIS hung (qgis/QGIS#67395).
    One pool thread makes that certain for a render in the pool: this export must
    still finish."""
    with one_pool_thread_and_a_shadow(session.canvas, world_project["countries"]):
        host = click(session, qtbot, title="Shadow", format="png", path=str(tmp_path), dpi=150)
    dataset = gdal.Open(exported_path(host))
    band = dataset.GetRasterBand(1).ReadAsArray()
    assert len(set(band[dataset.RasterYSize // 2].tolist())) > 10  # the map was drawn


def test_an_existing_file_is_never_overwritten_the_name_is_made_unique(session, qtbot, tmp_path):
    (tmp_path / "Iberia.png").write_bytes(b"the user's own file")
    first = exported_path(click(session, qtbot, title="Iberia", format="png", path=str(tmp_path), dpi=72))
    second = exported_path(click(session, qtbot, title="Iberia", format="png", path=str(tmp_path), dpi=72))
    assert (first, second) == (str(tmp_path / "Iberia (2).png"), str(tmp_path / "Iberia (3).png"))
    assert (tmp_path / "Iberia.png").read_bytes() == b"the user's own file"
    assert gdal.Open(first) is not None and gdal.Open(second) is not None


def test_a_file_name_in_the_path_is_used_and_made_unique_too(tmp_path):
    (tmp_path / "map.pdf").write_bytes(b"x")
    assert reserve_unique(str(tmp_path), "map.pdf") == str(tmp_path / "map (2).pdf")
    assert file_name('A/B: "c"?', "pdf") == "A_B_ _c_.pdf"


def test_the_layout_can_be_added_to_the_project_and_undo_removes_it(session, qtbot, tmp_path):
    manager = session.project.layoutManager()
    host = click(session, qtbot, title="Iberia", format="png", path=str(tmp_path), dpi=72, add_to_layouts=True)
    assert "added the layout 'Iberia'" in host.infos[-1][0]
    layout = manager.layoutByName("Iberia")
    kinds = {type(item).__name__ for item in layout.items()}
    assert {"QgsLayoutItemMap", "QgsLayoutItemLabel", "QgsLayoutItemLegend", "QgsLayoutItemScaleBar",
            "QgsLayoutItemPicture"} <= kinds
    second = click(session, qtbot, title="Iberia", format="png", path=str(tmp_path), dpi=72, add_to_layouts=True)
    assert manager.layoutByName("Iberia (2)") is not None
    second.infos[-1][1]()  # Undo
    assert manager.layoutByName("Iberia (2)") is None and manager.layoutByName("Iberia") is not None
    host.infos[-1][1]()
    assert manager.layouts() == []


def test_the_legend_holds_the_visible_layers_only(session, qtbot, tmp_path, world_project):
    root = session.project.layerTreeRoot()
    root.findLayer(world_project["states_provinces"].id()).setItemVisibilityChecked(False)
    session.canvas.setLayers([world_project["countries"], world_project["hackfests"]])
    click(session, qtbot, title="Two layers", format="png", path=str(tmp_path), dpi=72, add_to_layouts=True)
    layout = session.project.layoutManager().layoutByName("Two layers")
    legend = next(item for item in layout.items() if type(item).__name__ == "QgsLayoutItemLegend")
    names = {node.layer().name() for node in legend.model().rootGroup().findLayers()}
    assert names == {"countries", "hackfests"}
    session.project.layoutManager().clear()


@pytest.mark.parametrize(("fields", "words"), [
    ({"title": "  ", "format": "pdf"}, ["title is empty"]),
    ({"title": "Iberia", "format": "svg"}, ["'pdf'", "'png'"]),
    ({"title": "Iberia", "format": "pdf", "dpi": 5000}, ["600"]),
])
def test_bad_input_goes_back_to_the_model_with_the_valid_values(session, fields, words):
    with pytest.raises(ValidationError) as error:
        validated(session, **fields)
    for word in words:
        assert word in str(error.value)


def test_the_format_is_read_in_any_case(session):
    assert validated(session, title="Iberia", format="PDF").format == "pdf"


def test_a_folder_that_does_not_exist_or_cannot_be_written_is_refused_before_the_button(session, tmp_path):
    a_file = tmp_path / "plain.txt"
    a_file.write_text("not a folder")
    with pytest.raises(ValidationError, match="does not exist"):
        validated(session, title="Iberia", format="pdf", path=str(a_file / "maps"))
    # /proc is a folder no one, root included, can make a file in (root passes chmod checks).
    with pytest.raises(ValidationError, match="cannot be written"):
        validated(session, title="Iberia", format="pdf", path="/proc")
    with pytest.raises(ValidationError, match="not a full path"):
        validated(session, title="Iberia", format="pdf", path="maps")
    with pytest.raises(ValidationError, match="does not end in .png"):
        validated(session, title="Iberia", format="png", path=str(tmp_path / "Iberia.pdf"))


def test_a_folder_that_became_unwritable_after_the_answer_gets_a_message_and_nothing_is_written(
        session, tmp_path):
    # The user's folder is gone by the click (a network share unmounted, say); the call still names it.
    call_path = tmp_path / "gone"
    call_path.mkdir()
    call = validated(session, title="Iberia", format="pdf", path=str(call_path))
    button = MapExportTool().process(session, call).buttons[0]
    call_path.rmdir()
    host = RecordingHost()
    button.run(host)
    assert host.infos == [] and len(host.errors) == 1
    assert "does not exist" in host.errors[0]
    assert list(tmp_path.iterdir()) == []


def test_a_write_that_fails_in_the_task_leaves_nothing_and_says_so(session, qtbot, tmp_path):
    """The folder checks passed, but the file cannot be made: a path through /proc."""
    from map_assistant.services.actions import map_export

    host = RecordingHost()
    call = validated(session, title="Iberia", format="png", dpi=72)
    map_export.export(session, call, "/proc/self/no-such-dir/Iberia.png", host, reserved=False)
    qtbot.waitUntil(lambda: bool(host.infos or host.errors), timeout=60_000)
    assert host.infos == [] and "Could not write" in host.errors[0]
    assert host.progresses[0].finished


def test_cancel_while_the_map_renders_writes_nothing(session, qtbot, tmp_path):
    response = MapExportTool().process(session, validated(session, title="Iberia", format="pdf",
                                                             path=str(tmp_path), dpi=300))
    host = RecordingHost()
    response.buttons[0].run(host)
    host.progresses[0].cancel()
    qtbot.waitUntil(lambda: bool(host.infos or host.errors), timeout=60_000)
    assert host.infos == [] and "Cancelled" in host.errors[0]
    assert list(tmp_path.iterdir()) == []


def test_cancel_while_the_map_is_being_drawn_stops_it_and_writes_nothing(session, qtbot, tmp_path):
    from map_assistant.services.actions import map_export

    response = MapExportTool().process(session, validated(session, title="Iberia", format="png",
                                                             path=str(tmp_path), dpi=600))
    host = RecordingHost()
    response.buttons[0].run(host)
    qtbot.waitUntil(lambda: any(run.drawing is not None and run.drawing.isRunning() for run in map_export._RUNS),
                    timeout=30_000)
    host.progresses[0].cancel()
    qtbot.waitUntil(lambda: bool(host.infos or host.errors), timeout=60_000)
    assert host.infos == [] and "Cancelled" in host.errors[0]
    assert list(tmp_path.iterdir()) == []
    assert not map_export._RUNS


@pytest.mark.parametrize("fmt", ["pdf", "png"])
def test_the_event_loop_is_not_held_while_a_300_dpi_file_is_made(session, qtbot, tmp_path, fmt):
    probe = EventLoopProbe()
    probe.start()
    host = click(session, qtbot, title="Iberia", format=fmt, path=str(tmp_path), dpi=300)
    summary = probe.stop()
    print(summary)
    assert host.errors == []
    probe.check(summary)
    assert os.path.getsize(exported_path(host)) > 10_000


def test_a_writer_that_says_yes_and_leaves_an_empty_file_is_said_as_a_failure(session, qtbot, tmp_path, monkeypatch):
    """issue 39: the file is read back after the export: an empty one (here a PNG writer that
    reports success and writes nothing) is no "Exported", and is not left behind."""
    from map_assistant.services.actions import map_export

    def writes_nothing(path, *args) -> bool:
        open(path, "wb").close()
        return True

    monkeypatch.setattr(map_export, "write_png", writes_nothing)
    host = click(session, qtbot, title="Iberia", format="png", dpi=72, path=str(tmp_path))
    assert host.infos == [] and host.files == []
    assert host.errors == [f"The export did not write {tmp_path / 'Iberia.png'}: the file is empty."]
    assert list(tmp_path.iterdir()) == []
