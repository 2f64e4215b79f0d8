"""Memory layers reach the virtual engine as a GeoPackage copy written in the
worker from a feature source captured on the main thread: values, NULLs, dates,
Z geometries, the CRS and the feature ids (as FIDs, so rowid is the feature id)
survive, and the virtual layer names no project layer by id."""

from __future__ import annotations

from map_assistant.services.sql.engine import SqlEngine
from map_assistant.services.sql.engines import virtual
from map_assistant.services.sql.engines.common import RunClock
from map_assistant.services.sql.engines.memory_copy import MemorySource, copy_to_gpkg
from qgis.core import NULL, QgsFeature, QgsGeometry, QgsProject, QgsVectorLayer
from qgis.PyQt.QtCore import QDate


def sample_layer() -> QgsVectorLayer:
    layer = QgsVectorLayer("PointZ?crs=EPSG:25830&field=n:integer&field=label:string&field=height:double"
                           "&field=day:date&field=ok:boolean", "samples", "memory")
    rows = [(1, "a", 1.5, QDate(2024, 2, 29), True, "PointZ (10 20 5)"),
            (2, None, None, None, None, "PointZ (30 40 7)"),
            (3, "O'Brien", 2.25, QDate(2023, 1, 1), False, None)]
    features = []
    for n, label, height, day, ok, wkt in rows:
        feature = QgsFeature(layer.fields())
        feature.setAttributes([n, label if label is not None else NULL,
                               height if height is not None else NULL,
                               day if day is not None else NULL, ok if ok is not None else NULL])
        if wkt:
            feature.setGeometry(QgsGeometry.fromWkt(wkt))
        features.append(feature)
    assert layer.dataProvider().addFeatures(features)[0]
    assert layer.dataProvider().deleteFeatures([min(f.id() for f in layer.getFeatures())])  # ids 2, 3 remain
    return layer


def test_the_copy_keeps_values_geometries_crs_and_feature_ids(tmp_path):
    layer = sample_layer()
    uri = copy_to_gpkg(MemorySource.capture(layer), str(tmp_path / "copy.gpkg"), RunClock(10))
    copy = QgsVectorLayer(uri, "copy", "ogr")
    assert copy.isValid() and copy.crs().authid() == "EPSG:25830" and copy.wkbType() == layer.wkbType()
    original = {f.id(): f for f in layer.getFeatures()}
    copied = {f.id(): f for f in copy.getFeatures()}
    assert set(copied) == set(original) == {2, 3}
    for fid, feature in original.items():
        for name in ("n", "label", "height", "day"):
            assert copied[fid][name] == feature[name], (fid, name)
        assert bool(copied[fid]["ok"]) == bool(feature["ok"]) or feature["ok"] is None
        assert copied[fid].geometry().asWkt() == feature.geometry().asWkt()


def test_the_virtual_layer_reads_a_copy_never_the_project_layer(qgis_new_project, tmp_path, monkeypatch):
    layer = sample_layer()
    qgis_new_project.addMapLayer(layer)
    engine = SqlEngine(QgsProject.instance())
    plan = engine.plan("SELECT rowid, label FROM samples ORDER BY rowid")
    definitions = []
    original = virtual._run
    monkeypatch.setattr(virtual, "_run", lambda d, *args: definitions.append(d.toString()) or original(d, *args))

    result = engine.run(plan, timeout_s=10)

    assert result.engine == "virtual" and result.rows == [(2, None), (3, "O'Brien")]
    assert layer.id() not in definitions[0] and "memory_0.gpkg" in definitions[0]
