"""The add_layer action (issue 42's basemaps) in real QGIS: a basemap from QGIS's XYZ
connections is added under the data, its button names where the tiles come from, and
Undo removes it. No tile is fetched: the canvas here draws nothing from the network."""

import pytest
from map_assistant.services.actions.add_layer import AddLayerInput, AddLayerTool
from map_assistant.services.base import ActionEnvironment
from qgis.core import QgsProject, QgsSettings
from support.fakes.recording_host import RecordingHost


@pytest.fixture
def local_tiles(tmp_path):
    """An XYZ connection of tiles on this computer, as the Browser writes it (QGIS 3.22's keys)."""
    settings = QgsSettings()
    settings.setValue("qgis/connections-xyz/Local tiles/url", f"file://{tmp_path}/{{z}}/{{x}}/{{y}}.png")
    settings.setValue("qgis/connections-xyz/Local tiles/zmax", 12)
    yield
    settings.remove("qgis/connections-xyz/Local tiles")


def _click(world_project, qgis_canvas, basemap: str):
    environment = ActionEnvironment(project=QgsProject.instance(), canvas=qgis_canvas)
    reply = AddLayerTool().process(environment, AddLayerTool.check(AddLayerInput(basemap=basemap), None))
    [button] = reply.buttons
    host = RecordingHost()
    button.run(host)
    return button, host


def test_openstreetmap_goes_under_the_data_and_undo_removes_it(world_project, qgis_canvas):
    button, host = _click(world_project, qgis_canvas, "openstreetmap")
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
    button, host = _click(world_project, qgis_canvas, "local TILES")
    assert button.label == "Add basemap Local tiles (tiles from this computer)"
    [layer] = QgsProject.instance().mapLayersByName("Local tiles")
    assert "zmax=12" in layer.source() and host.errors == []


def test_a_basemap_qgis_does_not_have_is_sent_back_with_the_ones_it_has(world_project, qgis_canvas):
    with pytest.raises(ValueError) as refused:  # the check's ActionRejected, as pydantic carries it to the model
        AddLayerTool.check(AddLayerInput(basemap="Google Satellite"), None)
    assert "no basemap named 'Google Satellite'" in str(refused.value) and "OpenStreetMap" in str(refused.value)
    assert len(QgsProject.instance().layerTreeRoot().children()) == 3
