"""Layers reach the copy engine as a private SQLite file written in the worker from
a feature source captured on the main thread: values, NULLs, dates, Z geometries,
the CRS and the feature ids (rowid is the feature id) survive, and the query reads
that copy, never the layer's own file."""

from __future__ import annotations

import sqlite3

from map_assistant.services.sql.engine import SqlEngine
from map_assistant.services.sql.engines import layer_copy, sqlite_native
from map_assistant.services.sql.engines.common import RunClock
from map_assistant.services.sql.engines.layer_copy import LayerSnapshot, copy_layers
from qgis.core import NULL, QgsFeature, QgsGeometry, QgsProject, QgsVectorLayer, QgsWkbTypes
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
    path = str(tmp_path / "copy.sqlite")
    copy_layers([LayerSnapshot.capture(layer)], ["t0"], path, RunClock(10), sqlite_native.load_spatialite)
    connection = sqlite3.connect(path)
    connection.enable_load_extension(True)
    connection.load_extension("mod_spatialite")
    connection.execute("SELECT EnableGpkgAmphibiousMode()")
    rows = connection.execute("SELECT rowid, n, label, height, day, ok, ST_Srid(geometry), AsText(geometry) "
                              "FROM t0 ORDER BY rowid").fetchall()
    connection.close()
    original = {f.id(): f for f in layer.getFeatures()}
    assert [row[0] for row in rows] == sorted(original) == [2, 3]
    for fid, n, label, height, day, ok, srid, wkt in rows:
        feature = original[fid]
        assert (n, label, height) == tuple(None if feature[k] == NULL else feature[k] for k in ("n", "label", "height"))
        assert day == (feature["day"].toString("yyyy-MM-dd") if feature["day"] != NULL else None)
        assert ok == (None if feature["ok"] == NULL else int(feature["ok"]))
        if feature.hasGeometry():
            assert srid == 25830 and QgsGeometry.fromWkt(wkt).equals(feature.geometry())
            assert QgsWkbTypes.hasZ(QgsGeometry.fromWkt(wkt).wkbType())
        else:
            assert wkt is None


def test_the_copy_engine_reads_a_copy_never_the_layer_itself(qgis_new_project, tmp_path, monkeypatch):
    layer = sample_layer()
    qgis_new_project.addMapLayer(layer)
    engine = SqlEngine(QgsProject.instance())
    plan = engine.plan("SELECT rowid, label FROM samples ORDER BY rowid")
    opened = []
    original = sqlite_native.open_read_only
    monkeypatch.setattr(sqlite_native, "open_read_only", lambda path: opened.append(path) or original(path))

    result = engine.run(plan, timeout_s=10)

    assert result.engine == "copy" and result.rows == [(2, None), (3, "O'Brien")]
    assert len(opened) == 1 and opened[0].endswith("layers.sqlite") and layer_copy.GEOMETRY_COLUMN == "geometry"
