"""The result table's actions on real query results: layer, CSV, zoom, select."""

import csv
import os

import pytest
from map_assistant.services.acting.layers import ids_for_keys
from map_assistant.services.actions.sql import SqlInput, SqlTool
from map_assistant.toolbelt.preferences import PluginSettings
from map_assistant.toolbelt.threads import tasks
from qgis.core import QgsRectangle, QgsWkbTypes
from support.fakes.recording_host import RecordingHost
from support.fixtures.gis_data import PARCELS, ROADS


@pytest.fixture
def session(gpkg_session):
    return gpkg_session


def table_for(qtbot, session, sql, title="Result"):
    host = RecordingHost()
    SqlTool().process(session, SqlInput(title=title, sql=sql)).buttons[0].run(host)
    qtbot.waitUntil(lambda: host.outcomes > 0, timeout=15_000)
    assert host.errors == [], host.errors
    return host.tables[0], host


def wait_report(qtbot, host, before: int):
    """Wait for the next info or error after ``before`` reports (a control runs in tasks)."""
    qtbot.waitUntil(lambda: len(host.infos) + len(host.errors) > before, timeout=30_000)


def open_layer(qtbot, table, host):
    before = len(host.infos) + len(host.errors)
    table.open_as_layer()
    wait_report(qtbot, host, before)
    assert host.errors == [], host.errors


def export(qtbot, table, host, path):
    before = len(host.infos) + len(host.errors)
    table.export_csv(str(path))
    wait_report(qtbot, host, before)


# count numbered points along y = 0.5, made by SQL in the GeoPackage itself (SpatiaLite's
# AsGPB gives GeoPackage geometries); naming a layer keeps it on the native engine.
def numbered_points_sql(count: int) -> str:
    return ("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < "
            f"{count}) SELECT i, 'p' || i AS label, AsGPB(MakePoint(i * 0.01, 0.5, 3857)) AS geom "
            "FROM n, (SELECT 1 FROM parcels LIMIT 1)")


def test_open_as_layer_makes_a_memory_layer_with_the_geometry_and_rows(qtbot, session):
    table, host = table_for(qtbot, session, "SELECT name, lanes, geom FROM roads", "Roads copy")

    open_layer(qtbot, table, host)

    layer = session.project.mapLayersByName("Roads copy")[0]
    assert layer.providerType() == "memory"
    assert layer.featureCount() == len(ROADS)
    assert layer.geometryType() == QgsWkbTypes.GeometryType.LineGeometry
    assert layer.crs().authid() == "EPSG:3857"
    assert [f.name() for f in layer.fields()] == ["name", "lanes"]
    assert sorted(f["name"] for f in layer.getFeatures()) == sorted(name for name, _, _ in ROADS)
    assert "3 features" in host.infos[-1][0]


def test_open_as_layer_without_geometry_makes_a_table(qtbot, session):
    table, host = table_for(qtbot, session, "SELECT owner, count(*) AS n FROM parcels GROUP BY owner", "Owners")

    open_layer(qtbot, table, host)

    layer = session.project.mapLayersByName("Owners")[0]
    assert layer.geometryType() == QgsWkbTypes.GeometryType.NullGeometry
    assert layer.featureCount() == len({owner for _, owner, _ in PARCELS})


def test_open_as_layer_of_a_cut_result_fetches_every_row(qtbot, session):
    session.settings = PluginSettings(max_rows=1)
    table, host = table_for(qtbot, session, "SELECT code, geom FROM parcels", "All parcels")
    assert len(table.rows) == 1 and table.total_count == len(PARCELS)

    open_layer(qtbot, table, host)

    assert session.project.mapLayersByName("All parcels")[0].featureCount() == len(PARCELS)


def test_export_csv_writes_a_header_and_every_row_with_wkt(qtbot, session, tmp_path):
    table, host = table_for(qtbot, session, "SELECT code, owner, geom FROM parcels ORDER BY code")
    path = tmp_path / "parcels.csv"

    export(qtbot, table, host, path)

    with open(path, encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))
    assert rows[0] == ["code", "owner", "geom"]
    assert [row[:2] for row in rows[1:]] == sorted([code, owner] for code, owner, _ in PARCELS)
    assert all(row[2].startswith("Polygon") for row in rows[1:])
    assert f"Exported {len(PARCELS)} rows" in host.infos[-1][0]


def test_export_csv_to_an_unwritable_place_reports_an_error(qtbot, session, tmp_path):
    table, host = table_for(qtbot, session, "SELECT code FROM parcels")

    export(qtbot, table, host, tmp_path / "missing-folder" / "x.csv")

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


def test_open_as_layer_promotes_mixed_single_and_multi_geometries(qtbot, session):
    table, host = table_for(
        qtbot, session, "SELECT code, CASE WHEN code = 'A-1' THEN ST_Multi(geom) ELSE geom END AS g FROM parcels",
        "mixed")

    open_layer(qtbot, table, host)

    layer = session.project.mapLayersByName("mixed")[0]
    assert layer.featureCount() == len(PARCELS)
    assert QgsWkbTypes.isMultiType(layer.wkbType())
    assert all(f.geometry().isMultipart() for f in layer.getFeatures())


LARGE = 60_000


def test_a_large_cut_result_opens_as_a_layer_added_over_many_event_loop_turns(qtbot, session, monkeypatch):
    # A short slice, so that even a fast machine needs several turns for 60,000 points.
    monkeypatch.setattr(tasks, "SLICE_BUDGET_S", 0.002)
    session.settings = PluginSettings(max_rows=1000)
    table, host = table_for(qtbot, session, numbered_points_sql(LARGE), "Numbered")
    assert len(table.rows) == 1000 and table.total_count == LARGE

    open_layer(qtbot, table, host)

    layer = session.project.mapLayersByName("Numbered")[0]
    assert layer.featureCount() == LARGE
    assert layer.crs().authid() == "EPSG:3857"
    last = next(layer.getFeatures(f"i = {LARGE}"))
    assert last["label"] == f"p{LARGE}" and last.geometry().asPoint().x() == pytest.approx(LARGE * 0.01)
    # Fetched and built in a task; added on the main thread chunk by chunk, with
    # the event loop running in between (the slicer's progress moved each turn).
    adding = host.progresses[-1]
    assert adding.message.startswith(f"Adding {LARGE:,} features") and adding.finished
    assert len(adding.percents) >= 2
    assert adding.percents == sorted(adding.percents)
    assert f"with {LARGE} features" in host.infos[-1][0]


def test_cancel_while_adding_leaves_no_layer(qtbot, session):
    session.settings = PluginSettings(max_rows=1000)
    table, host = table_for(qtbot, session, numbered_points_sql(LARGE), "Numbered")
    table.open_as_layer()
    qtbot.waitUntil(lambda: any(p.message.startswith("Adding") for p in host.progresses), timeout=30_000)

    host.progresses[-1].cancel()  # as the chat's Cancel button does
    qtbot.waitUntil(lambda: bool(host.errors), timeout=5_000)

    assert host.errors[-1].startswith("Cancelled: Adding")
    assert session.project.mapLayersByName("Numbered") == []
    assert host.progresses[-1].finished


def test_a_large_cut_result_exports_every_row_from_the_worker(qtbot, session, tmp_path):
    session.settings = PluginSettings(max_rows=1000)
    table, host = table_for(qtbot, session, numbered_points_sql(LARGE), "Numbered")
    path = tmp_path / "out" / "numbered.csv"
    path.parent.mkdir()

    export(qtbot, table, host, path)

    assert host.errors == []
    with open(path, encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle))
    assert rows[0] == ["i", "label", "geom"]
    assert len(rows) == LARGE + 1
    assert rows[-1][:2] == [str(LARGE), f"p{LARGE}"] and rows[-1][2].startswith("Point (600")
    assert f"Exported {LARGE} rows" in host.infos[-1][0]
    assert os.listdir(path.parent) == ["numbered.csv"]  # no partial file left


def test_cancelled_export_leaves_no_file(qtbot, session, tmp_path):
    session.settings = PluginSettings(max_rows=1000)
    table, host = table_for(qtbot, session, numbered_points_sql(LARGE), "Numbered")
    path = tmp_path / "out" / "numbered.csv"
    path.parent.mkdir()

    table.export_csv(str(path))
    host.progresses[-1].cancel()  # before the task has fetched the rows
    qtbot.waitUntil(lambda: bool(host.errors), timeout=30_000)

    assert host.errors[-1].startswith("Cancelled: Exporting CSV")
    assert os.listdir(path.parent) == []
