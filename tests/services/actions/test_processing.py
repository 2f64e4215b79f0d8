"""A Processing button's click on real QGIS algorithms: what it made is checked after it
ran (services/checks/after_click.py, issue 39)."""

import pytest
from map_assistant.services.actions.processing import ProcessingInput, ProcessingTool
from map_assistant.services.base import ActionEnvironment
from qgis.core import QgsFeature, QgsGeometry, QgsVectorLayer
from support.fakes.recording_host import RecordingHost

BOWTIE = "POLYGON((0 0, 10 10, 10 0, 0 10, 0 0))"  # crosses itself: invalid
SQUARE = "POLYGON((0 0, 10 0, 10 10, 0 10, 0 0))"


@pytest.fixture(autouse=True)
def _processing(processing_ready):
    return processing_ready


def parcels(project, *wkts: str) -> QgsVectorLayer:
    layer = QgsVectorLayer("Polygon?crs=EPSG:3857&field=id:integer", "parcels", "memory")
    features = []
    for index, wkt in enumerate(wkts):
        feature = QgsFeature(layer.fields())
        feature.setAttributes([index])
        feature.setGeometry(QgsGeometry.fromWkt(wkt))
        features.append(feature)
    assert layer.dataProvider().addFeatures(features)[0]
    project.addMapLayer(layer)
    return layer


def click(project, canvas, qtbot, expression: str) -> RecordingHost:
    session = ActionEnvironment(project=project, canvas=canvas)
    call = ProcessingInput(algorithm="native:extractbyexpression", title="Extracted",
                           parameters={"INPUT": "parcels", "EXPRESSION": expression})
    host = RecordingHost()
    ProcessingTool().process(session, call).buttons[0].run(host)
    qtbot.waitUntil(lambda: bool(host.infos or host.errors), timeout=20_000)
    return host


MATCHING = "Extracted – Matching features"  # extract's first output; the second is the non-matching ones


def extracted(project) -> list:
    return project.mapLayersByName(MATCHING)


def test_an_output_with_features_is_done(qgis_new_project, qgis_canvas, qtbot):
    parcels(qgis_new_project, SQUARE, BOWTIE)
    host = click(qgis_new_project, qgis_canvas, qtbot, '"id" >= 0')
    assert host.errors == []
    assert host.infos[0][0].startswith(f"Added 2 new layers to the 'Map Assistant' group: '{MATCHING}' (2 features")


def test_an_output_with_no_features_is_said_as_a_failure_with_undo(qgis_new_project, qgis_canvas, qtbot):
    parcels(qgis_new_project, SQUARE)
    host = click(qgis_new_project, qgis_canvas, qtbot, '"id" = 99')
    assert host.infos == []
    assert host.errors == [f"The output '{MATCHING}' has no features."]
    assert len(extracted(qgis_new_project)) == 1  # kept to be looked at; Undo removes it
    host.error_undos[0]()
    assert extracted(qgis_new_project) == []


def test_an_output_whose_geometries_are_all_invalid_is_said_as_a_failure(qgis_new_project, qgis_canvas, qtbot):
    parcels(qgis_new_project, BOWTIE, BOWTIE)
    host = click(qgis_new_project, qgis_canvas, qtbot, '"id" >= 0')
    assert host.infos == []
    assert host.errors == [f"Every geometry of the output '{MATCHING}' is invalid (2 features)."]
