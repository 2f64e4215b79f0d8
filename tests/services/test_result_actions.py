"""The result table's actions on real query results: layer, CSV, zoom, select."""

import csv

import pytest
from map_assistant.services.base import ServiceSettings
from map_assistant.services.result_actions import ids_for_keys, result_layer
from map_assistant.services.sql import SqlInput, SqlService
from map_assistant.services.sql_engine import SqlEngine
from qgis.core import QgsRectangle, QgsWkbTypes
from support.gis_data import PARCELS, ROADS
from support.recording_host import RecordingHost


@pytest.fixture
def session(gpkg_session):
    return gpkg_session


def table_for(qtbot, session, sql, title="Result"):
    host = RecordingHost()
    SqlService().process(session, SqlInput(title=title, sql=sql)).buttons[0].run(host)
    qtbot.waitUntil(lambda: host.outcomes > 0, timeout=15_000)
    assert host.errors == [], host.errors
    return host.tables[0], host


def test_open_as_layer_makes_a_memory_layer_with_the_geometry_and_rows(qtbot, session):
    table, host = table_for(qtbot, session, "SELECT name, lanes, geom FROM roads", "Roads copy")

    table.open_as_layer()

    layer = session.project.mapLayersByName("Roads copy")[0]
    assert layer.providerType() == "memory"
    assert layer.featureCount() == len(ROADS)
    assert layer.geometryType() == QgsWkbTypes.GeometryType.LineGeometry
    assert layer.crs().authid() == "EPSG:3857"
    assert [f.name() for f in layer.fields()] == ["name", "lanes"]
    assert sorted(f["name"] for f in layer.getFeatures()) == sorted(name for name, _, _ in ROADS)
    assert "3 features" in host.infos[-1][0]


def test_open_as_layer_without_geometry_makes_a_table(qtbot, session):
    table, _ = table_for(qtbot, session, "SELECT owner, count(*) AS n FROM parcels GROUP BY owner", "Owners")

    table.open_as_layer()

    layer = session.project.mapLayersByName("Owners")[0]
    assert layer.geometryType() == QgsWkbTypes.GeometryType.NullGeometry
    assert layer.featureCount() == len({owner for _, owner, _ in PARCELS})


def test_open_as_layer_of_a_cut_result_fetches_every_row(qtbot, session):
    session.settings = ServiceSettings(max_rows=1)
    table, _host = table_for(qtbot, session, "SELECT code, geom FROM parcels", "All parcels")
    assert len(table.rows) == 1 and table.total_count == len(PARCELS)

    table.open_as_layer()
    qtbot.waitUntil(lambda: bool(session.project.mapLayersByName("All parcels")), timeout=15_000)

    assert session.project.mapLayersByName("All parcels")[0].featureCount() == len(PARCELS)


def test_export_csv_writes_a_header_and_every_row_with_wkt(qtbot, session, tmp_path):
    table, host = table_for(qtbot, session, "SELECT code, owner, geom FROM parcels ORDER BY code")
    path = tmp_path / "parcels.csv"

    table.export_csv(str(path))

    with open(path, encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))
    assert rows[0] == ["code", "owner", "geom"]
    assert [row[:2] for row in rows[1:]] == sorted([code, owner] for code, owner, _ in PARCELS)
    assert all(row[2].startswith("Polygon") for row in rows[1:])
    assert f"Exported {len(PARCELS)} rows" in host.infos[-1][0]


def test_export_csv_to_an_unwritable_place_reports_an_error(qtbot, session, tmp_path):
    table, host = table_for(qtbot, session, "SELECT code FROM parcels")

    table.export_csv(str(tmp_path / "missing-folder" / "x.csv"))

    assert "Could not write" in host.errors[-1]


def test_select_rows_selects_the_chosen_rows_source_features(qtbot, session, gpkg_project):
    parcels = gpkg_project["parcels"]
    table, host = table_for(qtbot, session, "SELECT * FROM parcels ORDER BY code")
    assert table.select_rows is not None
    code_column = table.columns.index("code")

    table.select_rows([0, 2])

    chosen = {table.rows[0][code_column], table.rows[2][code_column]}
    assert {f["code"] for f in parcels.getSelectedFeatures()} == chosen
    message, undo = host.infos[-1]
    assert message.startswith("Selected 2 features in 'parcels'")
    undo()
    assert parcels.selectedFeatureCount() == 0


def test_rows_without_the_source_key_cannot_be_selected(qtbot, session):
    table, _ = table_for(qtbot, session, "SELECT owner FROM parcels")
    assert table.select_rows is None and table.zoom_to_rows is None


def test_zoom_to_chosen_rows_and_to_all_rows(qtbot, session):
    table, _host = table_for(qtbot, session, "SELECT code, geom FROM parcels ORDER BY code")
    far = [i for i, row in enumerate(table.rows) if row[0] == "C 3"]

    table.zoom_to_rows(far)
    extent = session.canvas.extent()
    assert extent.contains(QgsRectangle(5000, 5000, 5100, 5100))
    assert not extent.contains(QgsRectangle(0, 0, 100, 100))

    table.zoom_to_rows(None)
    assert session.canvas.extent().contains(QgsRectangle(0, 0, 5100, 5100))


def test_ids_for_text_keys_quote_values(text_keyed_layer):
    wanted = {"O'Brien", "C 3"}

    ids = ids_for_keys(text_keyed_layer, sorted(wanted))

    assert {text_keyed_layer.getFeature(i)["code"] for i in ids} == wanted


def test_result_layer_promotes_mixed_single_and_multi_geometries(session):
    engine = SqlEngine(session.project)
    plan = engine.plan("SELECT code, CASE WHEN code = 'A-1' THEN ST_Multi(geom) ELSE geom END AS g FROM parcels")
    result = engine.run(plan)  # direct call: small and fast, fine on the test thread

    layer = result_layer(result, "mixed", session.project.mapLayersByName("parcels")[0].crs())

    assert layer.featureCount() == len(PARCELS)
    assert QgsWkbTypes.isMultiType(layer.wkbType())
    assert all(f.geometry().isMultipart() for f in layer.getFeatures())
