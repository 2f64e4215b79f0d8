"""Proactive suggestions in a real dock on real QGIS: the event, the card, the click, the result;
and the rules the dock itself keeps (typing, a turn running, dismissal). The clock is the test's."""

from pathlib import Path

import pytest
from map_assistant.services.suggestions.rules import GRACE_S
from map_assistant.services.suggestions.suggestion import Suggestion
from map_assistant.toolbelt import preferences
from map_assistant.toolbelt.qgis_compat import QAction
from map_assistant.ui.dock import ChatDock
from map_assistant.ui.suggestions_panel import SuggestionsPanel
from qgis.core import QgsProject, QgsSettings, QgsVectorLayer
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtWidgets import QLabel, QPushButton, QToolButton

SETTINGS = ("proactive", "suggestions_per_hour", "quiet_hours", "suggestions_off", "suggestions_dismissed")


class Clock:
    def __init__(self):
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clean_settings():
    def clear():
        for name in SETTINGS:
            QgsSettings().remove(f"{preferences.GROUP}/{name}")

    clear()
    yield
    clear()


@pytest.fixture
def dock(qgis_app, qtbot, qgis_new_project, clean_settings):
    widget = ChatDock()
    qtbot.addWidget(widget)
    widget.resize(420, 600)
    widget.show()
    return widget


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def panel(dock, clock, qgis_iface):
    made = SuggestionsPanel(dock, QgsProject.instance(), qgis_iface.mapCanvas(), qgis_iface, clock=clock)
    clock.now += GRACE_S + 1  # past the first seconds of the project
    yield made
    made.shutdown()
    QgsProject.instance().removeAllMapLayers()


def cards(dock) -> list:
    return [w for w in dock.messages.message_widgets() if w.objectName() == "suggestion"]


def card_text(card) -> str:
    return card.findChild(QLabel, "suggestionText").text()


def found(key: str, trigger: str = "invalid_geometries") -> Suggestion:
    return Suggestion(trigger, key, f"Something about {key}")


def test_nothing_appears_while_the_input_has_text_then_it_does(dock, panel):
    dock.input.setPlainText("How many")
    panel.offer(found("a"))
    assert cards(dock) == []
    dock.input.clear()
    assert [card_text(card) for card in cards(dock)] == ["Something about a"]


def test_nothing_appears_while_a_turn_runs_then_it_does(dock, panel):
    dock.set_busy(True)
    panel.offer(found("a"))
    assert cards(dock) == []
    dock.set_busy(False)
    assert len(cards(dock)) == 1


def test_nothing_in_the_first_seconds_after_a_project_opens(dock, panel, clock):
    panel._on_project_opened()
    panel.offer(found("a"))
    assert cards(dock) == []
    clock.now += GRACE_S
    panel.show_waiting()
    assert len(cards(dock)) == 1


def test_the_hourly_cap_from_the_settings(dock, panel, clock):
    QgsSettings().setValue(f"{preferences.GROUP}/suggestions_per_hour", 2)
    for key in "abc":
        panel.offer(found(key))
    assert len(cards(dock)) == 2
    clock.now += 3601
    panel.show_waiting()
    assert len(cards(dock)) == 3


def test_quiet_hours_from_the_settings_hold_it_until_they_end(dock, panel, clock):
    import time

    QgsSettings().setValue(f"{preferences.GROUP}/quiet_hours", "22:00-07:00")
    clock.now = time.mktime((2026, 3, 2, 23, 0, 0, 0, 0, -1))
    panel.offer(found("a"))
    assert cards(dock) == []
    clock.now = time.mktime((2026, 3, 3, 7, 1, 0, 0, 0, -1))
    panel.show_waiting()
    assert len(cards(dock)) == 1


def test_off_shows_nothing(dock, panel):
    QgsSettings().setValue(f"{preferences.GROUP}/proactive", False)
    panel.offer(found("a"))
    panel.show_waiting()
    assert cards(dock) == []


def test_a_dismissal_is_remembered_for_the_project_and_trigger(dock, panel, qtbot):
    panel.offer(found("a"))
    qtbot.mouseClick(cards(dock)[0].findChild(QToolButton, "suggestionDismiss"), Qt.MouseButton.LeftButton)
    assert cards(dock) == []
    assert preferences.suggestion_dismissed(QgsProject.instance().fileName(), "invalid_geometries")
    panel.offer(found("b"))  # the same trigger, another thing: still dismissed
    assert cards(dock) == []
    panel.offer(found("c", "crs_mismatch"))
    assert len(cards(dock)) == 1


def test_the_same_thing_twice_is_shown_once(dock, panel):
    panel.offer(found("a"))
    panel.offer(found("a"))
    assert len(cards(dock)) == 1


# -- trigger 0: starter questions --------------------------------------------------


def test_starter_questions_from_the_layers_and_a_click_sends_one(dock, panel, qtbot, world_gpkg):
    sent = []
    dock.sendRequested.connect(sent.append)
    countries = QgsVectorLayer(f"{world_gpkg}|layername=countries", "countries", "ogr")
    assert countries.isValid()
    QgsProject.instance().addMapLayer(countries)
    qtbot.waitUntil(lambda: len(cards(dock)) == 1 and len(cards(dock)[0].findChildren(QPushButton, "suggestionButton")) == 3,
                    timeout=5000)
    questions = [b.text() for b in cards(dock)[0].findChildren(QPushButton, "suggestionButton")]
    assert questions[0] == "How many countries are in view?"
    assert questions[1:] == ["Colour countries by NAME", "Which countries is the largest?"]
    qtbot.mouseClick(cards(dock)[0].findChildren(QPushButton, "suggestionButton")[0], Qt.MouseButton.LeftButton)
    assert sent == ["How many countries are in view?"]
    assert cards(dock) == []  # the chat is no longer empty


def test_starter_questions_come_back_with_new_chat_and_follow_the_layers(dock, panel, qtbot, world_gpkg):
    project = QgsProject.instance()
    rivers = QgsVectorLayer(f"{world_gpkg}|layername=countries", "nations", "ogr")
    project.addMapLayer(rivers)
    qtbot.waitUntil(lambda: len(cards(dock)) == 1, timeout=5000)
    project.removeMapLayer(rivers.id())
    qtbot.waitUntil(lambda: cards(dock) == [] or "nations" not in cards(dock)[0].findChild(QPushButton).text(),
                    timeout=5000)
    dock.add_user_message("hello")
    dock.clear_messages()
    project.addMapLayer(QgsVectorLayer(f"{world_gpkg}|layername=countries", "lands", "ogr"))
    qtbot.waitUntil(lambda: len(cards(dock)) == 1 and "lands" in cards(dock)[0].findChild(QPushButton).text(),
                    timeout=5000)


# -- trigger 1: invalid geometries ---------------------------------------------------


def bowtie_gpkg(path: Path) -> Path:
    """Two polygons: a square, and a bowtie (a ring crossing itself), which GEOS calls invalid."""
    from osgeo import ogr, osr

    source = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(4326)
    layer = source.CreateLayer("parcels", srs, ogr.wkbPolygon)
    layer.CreateField(ogr.FieldDefn("name", ogr.OFTString))
    for name, wkt in (("square", "POLYGON((0 0, 1 0, 1 1, 0 1, 0 0))"),
                      ("bowtie", "POLYGON((2 0, 4 2, 4 0, 2 2, 2 0))")):
        feature = ogr.Feature(layer.GetLayerDefn())
        feature.SetField("name", name)
        feature.SetGeometry(ogr.CreateGeometryFromWkt(wkt))
        assert layer.CreateFeature(feature) == 0
    source = None
    return path


def test_invalid_geometries_in_a_layer_added_then_a_fixed_copy(dock, panel, qtbot, tmp_path, processing_ready):
    project = QgsProject.instance()
    parcels = QgsVectorLayer(f"{bowtie_gpkg(tmp_path / 'bowtie.gpkg')}|layername=parcels", "Parcels", "ogr")
    assert parcels.isValid()
    project.addMapLayer(parcels)

    def invalid_card():
        return next((card for card in cards(dock) if "invalid" in card_text(card)), None)

    qtbot.waitUntil(lambda: invalid_card() is not None, timeout=10000)
    assert card_text(invalid_card()) == "Parcels has 1 feature with an invalid geometry. Make a fixed copy?"
    qtbot.mouseClick(invalid_card().findChild(QPushButton, "suggestionButton"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: project.mapLayersByName("Parcels (fixed)") != [], timeout=20000)
    fixed = project.mapLayersByName("Parcels (fixed)")[0]
    geometries = [feature.geometry() for feature in fixed.getFeatures()]
    assert len(geometries) == 2 and all(g.isGeosValid() for g in geometries)
    assert sum(1 for f in parcels.getFeatures() if not f.geometry().isGeosValid()) == 1  # the source as it was


def test_invalid_geometries_after_an_edit_is_saved(dock, panel, qtbot, tmp_path):
    from qgis.core import QgsGeometry

    project = QgsProject.instance()
    QgsSettings().setValue(f"{preferences.GROUP}/suggestions_off", "starter_questions")
    path = bowtie_gpkg(tmp_path / "edited.gpkg")
    parcels = QgsVectorLayer(f"{path}|layername=parcels", "Parcels", "ogr")
    project.addMapLayer(parcels)
    qtbot.waitUntil(lambda: len(cards(dock)) == 1, timeout=10000)
    square = next(f for f in parcels.getFeatures() if f["name"] == "square")
    parcels.startEditing()
    parcels.changeGeometry(square.id(), QgsGeometry.fromWkt("POLYGON((0 0, 1 1, 1 0, 0 1, 0 0))"))
    assert parcels.commitChanges()
    qtbot.waitUntil(lambda: len(cards(dock)) == 2, timeout=10000)
    assert card_text(cards(dock)[1]) == "Parcels has 2 features with an invalid geometry. Make a fixed copy?"


# -- trigger 3: layers that disagree on CRS --------------------------------------------


def point_layer(name: str, crs: str, x: float, y: float) -> QgsVectorLayer:
    from qgis.core import QgsFeature, QgsGeometry, QgsPointXY

    layer = QgsVectorLayer(f"Point?crs={crs}&field=name:string", name, "memory")
    feature = QgsFeature(layer.fields())
    feature.setGeometry(QgsGeometry.fromPointXY(QgsPointXY(x, y)))
    feature.setAttributes([name])
    layer.dataProvider().addFeatures([feature])
    layer.updateExtents()
    return layer


def test_two_layers_in_view_in_different_crss_then_a_reprojected_copy(dock, panel, qtbot, qgis_iface,
                                                                     processing_ready):
    from qgis.core import QgsCoordinateReferenceSystem, QgsRectangle

    QgsSettings().setValue(f"{preferences.GROUP}/suggestions_off", "starter_questions")
    canvas = qgis_iface.mapCanvas()
    canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:3857"))
    canvas.setExtent(QgsRectangle(200_000, 5_000_000, 300_000, 6_000_000))
    project = QgsProject.instance()
    project.addMapLayer(point_layer("towns", "EPSG:3857", 250_000, 5_500_000))
    project.addMapLayer(point_layer("wells", "EPSG:4326", 2.25, 44.2))  # inside the same view
    qtbot.waitUntil(lambda: len(cards(dock)) == 1, timeout=10000)
    assert card_text(cards(dock)[0]).startswith("wells (EPSG:4326) and towns (EPSG:3857) are in different CRSs")
    button = cards(dock)[0].findChild(QPushButton, "suggestionButton")
    assert button.text() == "Reproject to EPSG:3857"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: project.mapLayersByName("wells (EPSG:3857)") != [], timeout=20000)
    copy = project.mapLayersByName("wells (EPSG:3857)")[0]
    assert copy.crs().authid() == "EPSG:3857" and copy.featureCount() == 1
    assert abs(next(copy.getFeatures()).geometry().asPoint().x() - 250_463) < 100


def towns_in_view_and_far_wells(qgis_iface):
    """Towns in an EPSG:3857 view; wells in EPSG:4326 far out of it."""
    from qgis.core import QgsCoordinateReferenceSystem, QgsRectangle

    QgsSettings().setValue(f"{preferences.GROUP}/suggestions_off", "starter_questions")
    canvas = qgis_iface.mapCanvas()
    canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:3857"))
    canvas.setExtent(QgsRectangle(200_000, 5_000_000, 300_000, 6_000_000))
    project = QgsProject.instance()
    project.addMapLayer(point_layer("towns", "EPSG:3857", 250_000, 5_500_000))
    project.addMapLayer(point_layer("far wells", "EPSG:4326", 120.0, -30.0))


def test_layers_out_of_view_do_not_disagree(dock, panel, qtbot, qgis_iface):
    towns_in_view_and_far_wells(qgis_iface)
    QgsProject.instance().addMapLayer(point_layer("marker", "EPSG:3857", 260_000, 5_500_000))
    qtbot.waitUntil(lambda: not panel._tasks or all(task.done for task in panel._tasks), timeout=10000)
    qtbot.wait(300)
    assert cards(dock) == []


def test_layers_a_question_names_in_different_crss_are_said_out_of_view_too(dock, panel, qtbot, qgis_iface):
    towns_in_view_and_far_wells(qgis_iface)  # out of view: nothing said
    qtbot.waitUntil(lambda: not panel._tasks or all(task.done for task in panel._tasks), timeout=10000)
    assert cards(dock) == []
    dock.input.setPlainText("How far is each of the far wells from the towns?")
    dock.send_button.click()
    dock.set_busy(True)  # as the controller does at Send
    qtbot.waitUntil(lambda: any(s.trigger == "crs_mismatch" for s in panel._waiting), timeout=10_000)
    dock.set_busy(False)
    (card,) = [c for c in cards(dock) if c.suggestion.trigger == "crs_mismatch"]  # and a note on measuring in degrees
    assert card_text(card).startswith("far wells (EPSG:4326) and towns (EPSG:3857) are in different CRSs")
    assert card.findChild(QPushButton, "suggestionButton").text() == "Reproject to EPSG:3857"  # the view's CRS


def test_a_layer_without_a_crs_is_offered_its_properties(dock, panel, qtbot, qgis_iface):
    QgsSettings().setValue(f"{preferences.GROUP}/suggestions_off", "starter_questions")
    from qgis.core import QgsCoordinateReferenceSystem

    nowhere = QgsVectorLayer("Point", "sketch", "memory")
    nowhere.setCrs(QgsCoordinateReferenceSystem())  # none, as a file without its .prj
    assert not nowhere.crs().isValid()
    QgsProject.instance().addMapLayer(nowhere)
    qtbot.waitUntil(lambda: len(cards(dock)) == 1, timeout=10_000)
    assert card_text(cards(dock)[0]) == ("sketch has no CRS: spatial SQL and measures cannot tell where its coordinates "
                                         "are. Set it in the layer's properties?")
    qgis_iface.showLayerProperties.reset_mock()
    qtbot.mouseClick(cards(dock)[0].findChild(QPushButton, "suggestionButton"), Qt.MouseButton.LeftButton)
    qgis_iface.showLayerProperties.assert_called_once_with(nowhere)


# -- trigger 5: a broken layer when a project opens ---------------------------------------


def test_a_missing_file_when_a_project_opens_then_its_properties(dock, panel, qtbot, qgis_iface, tmp_path, clock):
    project = QgsProject.instance()
    path = bowtie_gpkg(tmp_path / "moved.gpkg")
    project.addMapLayer(QgsVectorLayer(f"{path}|layername=parcels", "Parcels", "ogr"))
    assert project.write(str(tmp_path / "broken.qgz"))
    project.removeAllMapLayers()
    path.unlink()
    assert project.read(str(tmp_path / "broken.qgz"))
    assert not project.mapLayersByName("Parcels")[0].isValid()
    qtbot.waitUntil(lambda: any(s.trigger == "broken_layer" for s in panel._waiting), timeout=10000)
    assert not any("could not be loaded" in card_text(card) for card in cards(dock))  # the first seconds
    clock.now += GRACE_S + 1
    panel.show_waiting()
    broken = next(card for card in cards(dock) if "could not be loaded" in card_text(card))
    assert card_text(broken) == f"Parcels could not be loaded: its file {path} is missing. Point it to the file " \
                                "where it is now?"
    properties, manager = broken.findChildren(QPushButton, "suggestionButton")
    assert (properties.text(), manager.text()) == ("Layer properties", "Data source manager")
    qgis_iface.showLayerProperties.reset_mock()
    qtbot.mouseClick(properties, Qt.MouseButton.LeftButton)
    # pytest-qgis's QgisInterface records what the plugin asked of QGIS's window (the real
    # dialogs open in tests/e2e/test_qgis_app.py)
    qgis_iface.showLayerProperties.assert_called_once_with(project.mapLayersByName("Parcels")[0])
    triggered = []
    action = QAction("Data Source Manager", qgis_iface.mainWindow())
    action.setObjectName("mActionDataSourceManager")  # as QGIS's main window names it
    action.triggered.connect(lambda: triggered.append(True))
    try:
        qtbot.mouseClick(manager, Qt.MouseButton.LeftButton)
    finally:
        action.deleteLater()
    assert triggered == [True]


# -- trigger 2: a result out of date ------------------------------------------------------


def wells_gpkg(path: Path) -> Path:
    from osgeo import ogr, osr

    source = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(3857)
    layer = source.CreateLayer("wells", srs, ogr.wkbPoint)
    feature = ogr.Feature(layer.GetLayerDefn())
    feature.SetGeometry(ogr.CreateGeometryFromWkt("POINT(100 100)"))
    assert layer.CreateFeature(feature) == 0
    source = None
    return path


def test_a_buffer_whose_input_was_edited_is_offered_again(dock, panel, qtbot, tmp_path, qgis_iface, processing_ready):
    from map_assistant.services.actions.processing import ProcessingInput, ProcessingTool
    from map_assistant.services.base import ActionEnvironment
    from qgis.core import QgsFeature, QgsGeometry, QgsPointXY
    from support.fakes.recording_host import RecordingHost

    project = QgsProject.instance()
    QgsSettings().setValue(f"{preferences.GROUP}/suggestions_off", "starter_questions")
    wells = QgsVectorLayer(f"{wells_gpkg(tmp_path / 'wells.gpkg')}|layername=wells", "wells", "ogr")
    project.addMapLayer(wells)
    call = ProcessingInput(algorithm="native:buffer", title="Buffered", parameters={"INPUT": "wells", "DISTANCE": 10})
    environment = ActionEnvironment(project=project, canvas=qgis_iface.mapCanvas())
    host = RecordingHost()
    ProcessingTool().process(environment, call).buttons[0].run(host)
    qtbot.waitUntil(lambda: bool(host.infos or host.errors), timeout=20_000)
    assert [layer.featureCount() for layer in project.mapLayersByName("Buffered")] == [1]
    assert cards(dock) == []

    wells.startEditing()
    feature = QgsFeature(wells.fields())
    feature.setGeometry(QgsGeometry.fromPointXY(QgsPointXY(500, 500)))
    wells.addFeature(feature)
    assert wells.commitChanges()
    qtbot.waitUntil(lambda: len(cards(dock)) == 1, timeout=10_000)
    assert card_text(cards(dock)[0]) == "Buffered was made from wells, which has changed since. Make it again?"
    qtbot.mouseClick(cards(dock)[0].findChild(QPushButton, "suggestionButton"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(project.mapLayersByName("Buffered")) == 2, timeout=20_000)
    assert sorted(layer.featureCount() for layer in project.mapLayersByName("Buffered")) == [1, 2]


def count_in_table(dock, qtbot, count: int) -> list:
    from qgis.PyQt.QtWidgets import QTableView

    qtbot.waitUntil(lambda: len(dock.findChildren(QTableView, "resultTable")) == count, timeout=20_000)
    return [int(t.model().data(t.model().index(0, 0))) for t in dock.findChildren(QTableView, "resultTable")]


def add_well(wells, x: float) -> None:
    from qgis.core import QgsFeature, QgsGeometry, QgsPointXY

    wells.startEditing()
    feature = QgsFeature(wells.fields())
    feature.setGeometry(QgsGeometry.fromPointXY(QgsPointXY(x, x)))
    wells.addFeature(feature)
    assert wells.commitChanges()


def wells_count_button(dock, tmp_path, qgis_iface):
    """The sql tool's real button, shown in the dock as an answer shows it."""
    from map_assistant.services.actions.sql import SqlInput, SqlTool
    from map_assistant.services.base import ActionEnvironment

    project = QgsProject.instance()
    QgsSettings().setValue(f"{preferences.GROUP}/suggestions_off", "starter_questions")
    wells = QgsVectorLayer(f"{wells_gpkg(tmp_path / 'wells.gpkg')}|layername=wells", "wells", "ogr")
    project.addMapLayer(wells)
    reply = SqlTool().process(ActionEnvironment(project=project, canvas=qgis_iface.mapCanvas()),
                              SqlInput(sql="SELECT count(*) AS n FROM wells", title="Wells counted"))
    panel = dock.add_response(reply)
    return wells, panel.findChild(QPushButton, "actionButton")


def test_a_result_table_whose_layer_was_edited_is_offered_again(dock, panel, qtbot, tmp_path, qgis_iface):
    wells, button = wells_count_button(dock, tmp_path, qgis_iface)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert count_in_table(dock, qtbot, 1) == [1]
    assert cards(dock) == []

    add_well(wells, 500)
    qtbot.waitUntil(lambda: len(cards(dock)) == 1, timeout=10_000)
    assert card_text(cards(dock)[0]) == ("The table 'Wells counted' was read from wells, which has changed since. "
                                         "Run it again?")
    again = cards(dock)[0].findChild(QPushButton, "suggestionButton")
    assert again.text() == "Run it again"
    qtbot.mouseClick(again, Qt.MouseButton.LeftButton)
    assert count_in_table(dock, qtbot, 2) == [1, 2]  # the old table stays; the new one counts the well added



def test_a_result_table_whose_layer_was_reloaded_after_another_program_wrote_it_is_offered_again(
        dock, panel, qtbot, tmp_path, qgis_iface):
    from osgeo import ogr

    wells, button = wells_count_button(dock, tmp_path, qgis_iface)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert count_in_table(dock, qtbot, 1) == [1]
    source = ogr.Open(str(tmp_path / "wells.gpkg"), 1)  # another program adds a well
    layer = source.GetLayer(0)
    feature = ogr.Feature(layer.GetLayerDefn())
    feature.SetGeometry(ogr.CreateGeometryFromWkt("POINT(700 700)"))
    assert layer.CreateFeature(feature) == 0
    source = layer = None
    qtbot.wait(500)
    assert cards(dock) == []  # QGIS does not know yet
    wells.reload()  # the layer's Reload
    qtbot.waitUntil(lambda: len(cards(dock)) == 1, timeout=10_000)
    assert card_text(cards(dock)[0]).startswith("The table 'Wells counted' was read from wells")
    qtbot.mouseClick(cards(dock)[0].findChild(QPushButton, "suggestionButton"), Qt.MouseButton.LeftButton)
    assert count_in_table(dock, qtbot, 2) == [1, 2]


def test_edits_not_yet_saved_are_not_a_change(dock, panel, qtbot, tmp_path, qgis_iface):
    from qgis.core import QgsFeature, QgsGeometry, QgsPointXY

    wells, button = wells_count_button(dock, tmp_path, qgis_iface)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    count_in_table(dock, qtbot, 1)
    wells.startEditing()
    feature = QgsFeature(wells.fields())
    feature.setGeometry(QgsGeometry.fromPointXY(QgsPointXY(900, 900)))
    wells.addFeature(feature)
    wells.reload()  # QGIS says the data changed (dataChanged) while the edits are not saved yet
    qtbot.wait(1_000)
    assert cards(dock) == []
    wells.rollBack()


def test_one_button_s_tables_shown_twice_are_offered_once(dock, panel, qtbot, tmp_path, qgis_iface):
    wells, button = wells_count_button(dock, tmp_path, qgis_iface)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    count_in_table(dock, qtbot, 1)
    add_well(wells, 500)
    qtbot.waitUntil(lambda: len(cards(dock)) == 1, timeout=10_000)
    qtbot.mouseClick(cards(dock)[0].findChild(QPushButton, "suggestionButton"), Qt.MouseButton.LeftButton)
    count_in_table(dock, qtbot, 2)  # the same query's table in the card, beside the first
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # and the button again: its table replaces the first
    qtbot.wait(1_000)
    assert len(count_in_table(dock, qtbot, 2)) == 2
    add_well(wells, 600)  # two tables of one query shown: one suggestion, for the newest
    qtbot.waitUntil(lambda: len(cards(dock)) >= 2, timeout=10_000)
    qtbot.wait(1_000)
    assert len(cards(dock)) == 2


def test_a_result_table_no_longer_shown_is_not_offered(dock, panel, qtbot, tmp_path, qgis_iface):
    wells, button = wells_count_button(dock, tmp_path, qgis_iface)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    count_in_table(dock, qtbot, 1)
    dock.clear_messages()  # New chat: the table is gone
    qtbot.wait(100)  # its widget deleted (deleteLater)
    add_well(wells, 500)
    qtbot.wait(1_000)  # past the panel's debounce and its check
    assert cards(dock) == [] and panel._waiting == []


# -- trigger 4: measuring in degrees ------------------------------------------------------


def test_an_area_asked_of_a_layer_in_degrees_gets_a_note_once_the_answer_ends(dock, panel, qtbot, world_gpkg):
    QgsSettings().setValue(f"{preferences.GROUP}/suggestions_off", "starter_questions")
    project = QgsProject.instance()
    project.addMapLayer(QgsVectorLayer(f"{world_gpkg}|layername=countries", "countries", "ogr"))
    dock.input.setPlainText("What is the area of the countries in view, in km²?")
    dock.send_button.click()
    dock.set_busy(True)  # as the controller does at Send
    qtbot.waitUntil(lambda: any(s.trigger == "measuring_in_degrees" for s in panel._waiting), timeout=10_000)
    assert cards(dock) == []
    dock.set_busy(False)
    (note,) = cards(dock)
    assert card_text(note) == ("countries is in EPSG:4326, whose units are degrees. The assistant measures its areas, "
                               "lengths and distances on the ellipsoid (EPSG:7030), in m² and m, never in degrees.")
    assert note.findChildren(QPushButton, "suggestionButton") == []  # a note
    dock.input.setPlainText("And the distance between the countries?")
    dock.send_button.click()
    qtbot.wait(500)
    assert len(cards(dock)) == 1  # the same thing, not twice


def test_a_question_without_a_measure_gets_no_note(dock, panel, qtbot, world_gpkg):
    QgsSettings().setValue(f"{preferences.GROUP}/suggestions_off", "starter_questions")
    QgsProject.instance().addMapLayer(QgsVectorLayer(f"{world_gpkg}|layername=countries", "countries", "ogr"))
    dock.input.setPlainText("How many countries are there?")
    dock.send_button.click()
    qtbot.wait(500)
    assert cards(dock) == [] and panel._waiting == []


# -- trigger 6: a large selection made by hand (off by default) ----------------------------


def many_points(count: int) -> QgsVectorLayer:
    from qgis.core import QgsFeature, QgsGeometry, QgsPointXY

    layer = QgsVectorLayer("Point?crs=EPSG:3857", "wells", "memory")
    features = []
    for index in range(count):
        feature = QgsFeature()
        feature.setGeometry(QgsGeometry.fromPointXY(QgsPointXY(index, index)))
        features.append(feature)
    layer.dataProvider().addFeatures(features)
    QgsProject.instance().addMapLayer(layer)
    return layer


def test_a_large_selection_by_hand_is_offered_a_summary_as_a_visible_message(dock, panel, qtbot):
    QgsSettings().setValue(f"{preferences.GROUP}/suggestions_off", "starter_questions")  # large_selection on
    sent = []
    dock.sendRequested.connect(sent.append)
    wells = many_points(150)
    wells.selectAll()
    qtbot.waitUntil(lambda: len(cards(dock)) == 1, timeout=10_000)
    assert card_text(cards(dock)[0]) == "150 features selected in wells. Summarise them?"
    qtbot.mouseClick(cards(dock)[0].findChild(QPushButton, "suggestionButton"), Qt.MouseButton.LeftButton)
    assert sent == ["Summarise the 150 selected features of wells."]


def test_a_selection_the_assistant_made_or_a_default_setting_offers_nothing(dock, panel, qtbot):
    from map_assistant.services.acting.layers import apply_selection
    from support.fakes.recording_host import RecordingHost

    wells = many_points(150)
    wells.selectAll()  # by hand, but the trigger is off by default
    qtbot.wait(500)
    assert [card for card in cards(dock) if "selected" in card_text(card)] == []
    QgsSettings().setValue(f"{preferences.GROUP}/suggestions_off", "starter_questions")
    wells.removeSelection()
    apply_selection(QgsProject.instance(), wells.id(), [f.id() for f in wells.getFeatures()], "new", RecordingHost(),
                    "all wells")
    assert wells.selectedFeatureCount() == 150
    qtbot.wait(500)
    assert [card for card in cards(dock) if "selected" in card_text(card)] == []
