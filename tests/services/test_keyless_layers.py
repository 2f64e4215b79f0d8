"""Layers without a primary key (memory layers, Shapefiles): the context tells the
model their feature id is ``rowid`` in SQL, and ``{{LAYER.selection}}`` gives
feature ids, so ``WHERE rowid IN ({{layer.selection}})`` must pick exactly the
selected features, also after deletions have left gaps in the ids."""

from __future__ import annotations

from map_assistant.services.actions.sql import SqlInput, SqlTool
from map_assistant.services.snapshot.builder import build_snapshot
from map_assistant.services.snapshot.map_snapshot import render_context
from qgis.core import QgsFeature, QgsGeometry, QgsPointXY
from support.fakes.recording_host import RecordingHost
from support.fixtures.gis_data import memory_layer


def test_rowid_matches_the_selected_feature_ids(qtbot, gpkg_session, qgis_new_project, qgis_canvas):
    wells = memory_layer("wells", fields=[("depth", "integer")])
    features = []
    for depth in range(10, 70, 10):
        feature = QgsFeature(wells.fields())
        feature.setAttributes([depth])
        feature.setGeometry(QgsGeometry.fromPointXY(QgsPointXY(depth, depth)))
        features.append(feature)
    assert wells.dataProvider().addFeatures(features)[0]
    ids = sorted(f.id() for f in wells.getFeatures())
    assert wells.dataProvider().deleteFeatures(ids[:2])  # ids no longer match row positions
    qgis_new_project.addMapLayer(wells)

    context = render_context(build_snapshot(qgis_new_project, qgis_canvas))
    assert "- wells:" in context and "no primary key: feature id is rowid in SQL" in context

    chosen = [f for f in wells.getFeatures() if f["depth"] in (30, 50)]
    response = SqlTool().process(gpkg_session, SqlInput(
        title="Selected wells",
        sql="SELECT depth FROM wells WHERE rowid IN ({{wells.selection}}) ORDER BY depth",
        sql_placeholders=["{{wells.selection}}"],
    ))
    wells.selectByIds([f.id() for f in chosen])
    host = RecordingHost()
    response.buttons[0].run(host)
    qtbot.waitUntil(lambda: host.outcomes > 0, timeout=15_000)
    assert host.errors == []
    assert [row[0] for row in host.tables[0].rows] == [30, 50]
