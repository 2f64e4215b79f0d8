"""The invalid-geometry check on a real layer: its count, and its bounds said when it stops early."""

from map_assistant.services.suggestions import invalid_geometries
from map_assistant.services.suggestions.suggestion import LAYERS_ADDED, SuggestionEnvironment, SuggestionEvent
from qgis.core import QgsFeature, QgsGeometry, QgsProject, QgsVectorLayer

BOWTIE = "POLYGON((2 0, 4 2, 4 0, 2 2, 2 0))"
SQUARE = "POLYGON((0 0, 1 0, 1 1, 0 1, 0 0))"


def polygons(*wkts: str) -> QgsVectorLayer:
    layer = QgsVectorLayer("Polygon?crs=EPSG:4326", "Plots", "memory")
    features = []
    for wkt in wkts:
        feature = QgsFeature()
        feature.setGeometry(QgsGeometry.fromWkt(wkt))
        features.append(feature)
    layer.dataProvider().addFeatures(features)
    return layer


def suggestions_for(layer):
    check = invalid_geometries.InvalidGeometries().prepare(SuggestionEvent(LAYERS_ADDED, (layer,)),
                                                          SuggestionEnvironment(QgsProject.instance()))
    return check(None)


def test_each_invalid_geometry_is_counted(qgis_app):
    (found,) = suggestions_for(polygons(SQUARE, BOWTIE, BOWTIE, SQUARE))
    assert found.text == "Plots has 2 features with an invalid geometry. Make a fixed copy?"
    assert [button.label for button in found.buttons] == ["Make a fixed copy"]


def test_a_check_cut_at_its_bound_says_how_many_it_checked(qgis_app, monkeypatch):
    monkeypatch.setattr(invalid_geometries, "MAX_FEATURES", 3)
    (found,) = suggestions_for(polygons(BOWTIE, SQUARE, BOWTIE, BOWTIE, BOWTIE))
    assert found.text == "Plots has 2 features with an invalid geometry. Make a fixed copy? (checked 3 of 5)"


def test_a_valid_layer_or_points_suggest_nothing(qgis_app):
    assert suggestions_for(polygons(SQUARE, SQUARE)) == []
    points = QgsVectorLayer("Point?crs=EPSG:4326", "Wells", "memory")
    assert invalid_geometries.InvalidGeometries().prepare(SuggestionEvent(LAYERS_ADDED, (points,)),
                                                          SuggestionEnvironment(QgsProject.instance())) is None
