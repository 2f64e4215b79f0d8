"""The add_layer action (issue 42) in real QGIS: a basemap from QGIS's XYZ connections is
added under the data, its button names where the tiles come from, and Undo removes it. No
tile is fetched: the canvas here draws nothing from the network. A file the user names
(GeoPackage, GeoJSON, GeoTIFF, written into tmp_path by GDAL/OGR) is added on top, read-only:
its SHA-256 is the same after the click and Undo, and QGIS holds it open without write access."""

import hashlib
import os
import sys

import pytest
from map_assistant.services.actions.add_layer import AddLayerInput, AddLayerTool
from map_assistant.services.base import ActionEnvironment
from qgis.core import QgsProject, QgsSettings, QgsVectorLayer
from support.fakes.recording_host import RecordingHost
from support.instruments.write_access import write_descriptors


@pytest.fixture
def local_tiles(tmp_path):
    """An XYZ connection of tiles on this computer, as the Browser writes it (QGIS 3.22's keys)."""
    settings = QgsSettings()
    settings.setValue("qgis/connections-xyz/Local tiles/url", f"file://{tmp_path}/{{z}}/{{x}}/{{y}}.png")
    settings.setValue("qgis/connections-xyz/Local tiles/zmax", 12)
    yield
    settings.remove("qgis/connections-xyz/Local tiles")


def _clicked(qgis_canvas, **fields):
    """The one button of an add_layer call (``basemap=`` or ``path=``), clicked."""
    environment = ActionEnvironment(project=QgsProject.instance(), canvas=qgis_canvas)
    reply = AddLayerTool().process(environment, AddLayerTool.check(AddLayerInput(**fields), None))
    [button] = reply.buttons
    host = RecordingHost()
    button.run(host)
    return button, host


def test_openstreetmap_goes_under_the_data_and_undo_removes_it(world_project, qgis_canvas):
    button, host = _clicked(qgis_canvas, basemap="openstreetmap")
    assert button.label == "Add basemap OpenStreetMap (tiles from tile.openstreetmap.org)"
    assert host.errors == [] and len(host.infos) == 1
    root = QgsProject.instance().layerTreeRoot()
    bottom = root.children()[-1].layer()
    assert bottom.name() == "OpenStreetMap" and bottom.providerType() == "wms" and bottom.isValid()
    assert "type=xyz" in bottom.source() and "tile.openstreetmap.org" in bottom.source()
    assert [node.layer().name() for node in root.children()[:-1]] == ["countries", "states_provinces", "hackfests"]

    message, undo = host.infos[0]
    undo()
    assert not QgsProject.instance().mapLayersByName("OpenStreetMap")
    assert len(root.children()) == 3


def test_a_connection_of_the_users_own_is_offered_by_its_name(world_project, qgis_canvas, local_tiles):
    button, host = _clicked(qgis_canvas, basemap="local TILES")
    assert button.label == "Add basemap Local tiles (tiles from this computer)"
    [layer] = QgsProject.instance().mapLayersByName("Local tiles")
    assert "zmax=12" in layer.source() and host.errors == []


def test_a_basemap_qgis_does_not_have_is_sent_back_with_the_ones_it_has(world_project, qgis_canvas):
    with pytest.raises(ValueError) as refused:  # the check's ActionRejected, as pydantic carries it to the model
        AddLayerTool.check(AddLayerInput(basemap="Google Satellite"), None)
    assert "no basemap named 'Google Satellite'" in str(refused.value) and "OpenStreetMap" in str(refused.value)
    assert len(QgsProject.instance().layerTreeRoot().children()) == 3


def _sha256(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_geopackage_layer_goes_on_top_read_only_and_undo_leaves_the_file_as_it_was(
        world_project, qgis_canvas, sample_gpkg):
    before = _sha256(sample_gpkg)
    button, host = _clicked(qgis_canvas, path=f"{sample_gpkg}|layername=parcels")
    assert button.label == "Add the file sample.gpkg (parcels)" and button.tooltip == str(sample_gpkg)
    assert host.errors == []
    root = QgsProject.instance().layerTreeRoot()
    top = root.children()[0].layer()
    assert top.name() == "parcels" and top.providerType() == "ogr" and top.isValid() and top.readOnly()
    assert not top.startEditing()  # no edit session, so QGIS never reopens the file for update
    assert [node.layer().name() for node in root.children()[1:]] == ["countries", "states_provinces", "hackfests"]
    message, undo = host.infos[0]
    assert message == f"Added parcels from sample.gpkg on top of the map: {top.featureCount()} features."
    if sys.platform.startswith("linux"):
        assert write_descriptors(sample_gpkg) == []
    undo()
    assert not QgsProject.instance().mapLayersByName("parcels") and len(root.children()) == 3
    assert _sha256(sample_gpkg) == before
    assert sorted(p.name for p in sample_gpkg.parent.iterdir()) == ["sample.gpkg"]  # no -wal, -shm or journal left


@pytest.mark.skipif(not hasattr(QgsVectorLayer.LayerOptions(), "forceReadOnly"),
                    reason="QGIS 3.22 has no provider-level read-only option; the 3.40 and 3.44 legs run this")
def test_a_write_through_the_files_provider_itself_is_refused_and_the_file_is_unchanged(
        world_project, qgis_canvas, sample_gpkg):
    """The second wall under the layer's read-only mark: the provider was opened read-only."""
    before = _sha256(sample_gpkg)
    _button, host = _clicked(qgis_canvas, path=f"{sample_gpkg}|layername=parcels")
    provider = QgsProject.instance().layerTreeRoot().children()[0].layer().dataProvider()
    first = next(provider.getFeatures())
    written = provider.changeAttributeValues({first.id(): {provider.fields().indexOf("owner"): "Mallory"}})
    deleted = provider.deleteFeatures([first.id()])
    assert not written and not deleted and host.errors == []
    host.infos[0][1]()  # Undo
    assert _sha256(sample_gpkg) == before


def test_a_geojson_file_is_added_with_its_feature_count(world_project, qgis_canvas, tmp_path):
    from osgeo import ogr

    path = tmp_path / "wells.geojson"
    path.write_text('{"type": "FeatureCollection", "features": ['
                    '{"type": "Feature", "properties": {"n": 1}, "geometry": {"type": "Point", "coordinates": [1, 2]}},'
                    '{"type": "Feature", "properties": {"n": 2}, "geometry": {"type": "Point", "coordinates": [3, 4]}}]}')
    assert ogr.Open(str(path)).GetLayer(0).GetFeatureCount() == 2
    before = _sha256(path)
    button, host = _clicked(qgis_canvas, path=str(path))
    assert button.label == "Add the file wells.geojson" and host.errors == []
    assert host.infos[0][0] == "Added wells from wells.geojson on top of the map: 2 features."
    host.infos[0][1]()
    assert not QgsProject.instance().mapLayersByName("wells") and _sha256(path) == before


def test_a_geotiff_is_added_as_a_raster_with_its_size(world_project, qgis_canvas, tmp_path):
    from osgeo import gdal

    path = tmp_path / "heights.tif"
    raster = gdal.GetDriverByName("GTiff").Create(str(path), 30, 20, 1, gdal.GDT_Byte)
    raster.SetGeoTransform((0, 1, 0, 20, 0, -1))
    raster = None
    before = _sha256(path)
    button, host = _clicked(qgis_canvas, path=str(path))
    assert host.errors == [] and host.infos[0][0] == "Added heights from heights.tif on top of the map: " \
                                                     "a raster of 30 × 20 pixels."
    top = QgsProject.instance().layerTreeRoot().children()[0].layer()
    assert top.providerType() == "gdal" and top.name() == "heights"
    host.infos[0][1]()
    assert not QgsProject.instance().mapLayersByName("heights") and _sha256(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["heights.tif"]  # no .aux.xml written beside it


def test_a_file_neither_vector_nor_raster_is_said_so_at_the_click(world_project, qgis_canvas, tmp_path):
    path = tmp_path / "notes.gpkg"
    path.write_text("not a GeoPackage")
    button, host = _clicked(qgis_canvas, path=str(path))
    assert host.infos == [] and host.errors == [
        "Could not add notes.gpkg: QGIS opens it neither as vector data nor as a raster."]
    assert len(QgsProject.instance().layerTreeRoot().children()) == 3


@pytest.mark.parametrize("path, words", [
    ("{tmp}/missing.gpkg", "There is no file"),
    ("{tmp}", "is a folder or a special file"),
    ("data/roads.gpkg", "is not an absolute path"),
    ("https://example.com/roads.gpkg", "is not a file on this computer"),
    ("/vsicurl/https://example.com/roads.gpkg", "is not a file on this computer"),
    ("http:/example.com/roads.gpkg", "is not a file on this computer"),
    ("/proc/self/environ", "is not a data file"),
    ("/dev/zero", "is not a data file"),
    ("{tmp}/roads.vrt", "describes data kept elsewhere"),
    ("{tmp}/x.gpkg|option:LIST_ALL_TABLES=YES", "only '|layername=<layer>' may follow"),
])
def test_a_path_that_is_not_a_readable_local_file_is_refused_before_any_button(world_project, tmp_path, path, words):
    (tmp_path / "roads.vrt").write_text("<OGRVRTDataSource/>")
    with pytest.raises(ValueError) as refused:
        AddLayerTool.check(AddLayerInput(path=path.format(tmp=tmp_path)), None)
    assert words in str(refused.value)
    assert len(QgsProject.instance().layerTreeRoot().children()) == 3


UNPRIVILEGED_CHECK = """
import os, sys
sys.path.insert(0, sys.argv[1])
from support.fixtures.as_package import register_plugin_package
register_plugin_package()
from map_assistant.services.actions.add_layer import AddLayerInput, AddLayerTool
# Imported as root (CI's checkout may be readable by root only), and one refusal made so that
# what it imports late is imported too; then the check itself as nobody.
try:
    AddLayerTool.check(AddLayerInput(path="/nonexistent/warm.gpkg"), None)
except ValueError as error:
    str(error)
os.setgroups([])
os.setgid(65534)
os.setuid(65534)
try:
    AddLayerTool.check(AddLayerInput(path=sys.argv[2]), None)
    print("accepted")
except ValueError as error:
    print(error)
"""


def test_an_unreadable_file_is_refused():
    """Root reads every file (CI runs as root): then the check runs in a child that gives up
    root for the user nobody (65534) once the plugin is imported."""
    import shutil
    import subprocess
    import tempfile
    from pathlib import Path

    folder = Path(tempfile.mkdtemp(prefix="map_assistant_unreadable_"))  # not under pytest's root-only folder
    try:
        folder.chmod(0o755)
        path = folder / "secret.gpkg"
        path.write_text("x")
        path.chmod(0)
        if os.geteuid() != 0:
            with pytest.raises(ValueError, match="cannot be read"):
                AddLayerTool.check(AddLayerInput(path=str(path)), None)
            return
        tests = Path(__file__).resolve().parents[2]
        done = subprocess.run([sys.executable, "-c", UNPRIVILEGED_CHECK, str(tests), str(path)],
                              env={**os.environ, "HOME": str(folder)}, capture_output=True, text=True, timeout=120)
        assert "cannot be read" in done.stdout, done.stdout + done.stderr
    finally:
        shutil.rmtree(folder, ignore_errors=True)


@pytest.mark.parametrize("data", [{}, {"basemap": "OpenStreetMap", "path": "/tmp/a.gpkg"}])
def test_exactly_one_of_basemap_and_path(data):
    with pytest.raises(ValueError, match="exactly one of `basemap`"):
        AddLayerInput.model_validate(data)
