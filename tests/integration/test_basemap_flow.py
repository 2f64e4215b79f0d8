"""Issue 42's "done when": a basemap button adds the OSM XYZ layer under the data, and Undo
removes it; through the real dock and controller, the model's call from a loopback fake."""

from qgis.core import QgsProject
from qgis.PyQt.QtWidgets import QPushButton
from support.fakes.scripted import Reply


def test_a_basemap_button_adds_openstreetmap_under_the_data_and_undo_removes_it(chat, llm_server, world_project):
    llm_server.enqueue(Reply.tool_use("add_layer", {"basemap": "OpenStreetMap"}), Reply.text("Here it is."))
    chat.send("Add a basemap")
    [button] = chat.action_buttons()
    assert button.text() == "Add basemap OpenStreetMap (tiles from tile.openstreetmap.org)"
    button.click()
    root = QgsProject.instance().layerTreeRoot()
    chat.qtbot.waitUntil(lambda: len(root.children()) == 4, timeout=10_000)
    assert root.children()[-1].layer().name() == "OpenStreetMap"
    [undo] = [b for b in chat.dock.findChildren(QPushButton) if b.objectName() == "undoButton" and b.isEnabled()]
    undo.click()
    chat.qtbot.waitUntil(lambda: not QgsProject.instance().mapLayersByName("OpenStreetMap"), timeout=10_000)
    assert [node.layer().name() for node in root.children()] == ["countries", "states_provinces", "hackfests"]
