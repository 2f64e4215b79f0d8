"""Write attempts never change the data: refused by the guard at the button, and by
the engine itself when a text gets past the guard (GeoPackage: read-only
connection, one statement, an authorizer; PostGIS: one statement in a READ ONLY
transaction). Data files are compared by hash, tables by their rows."""

import hashlib
import shutil

import pytest
from map_assistant.services.actions.sql import SqlInput, SqlTool
from map_assistant.services.base import ActionEnvironment
from map_assistant.services.sql.engine import SqlEngine, SqlRunError
from map_assistant.ui.dock import ChatDock
from qgis.core import QgsProject, QgsVectorLayer
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtWidgets import QLabel, QPushButton
from support.fakes.guard_missed import GuardMissed

WORLD = "/usr/share/qgis/resources/data/world_map.gpkg"


def sha256(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def world(tmp_path, qgis_new_project):
    path = tmp_path / "world.gpkg"
    shutil.copy(WORLD, path)
    countries = QgsVectorLayer(f"{path}|layername=countries", "countries", "ogr")
    assert countries.isValid()
    QgsProject.instance().addMapLayer(countries)
    return path, countries


GPKG_WRITES = [
    "DELETE FROM countries",
    "DROP TABLE countries",
    "UPDATE countries SET name = 'x'",
    "ATTACH DATABASE '{other}' AS other",
    "ATTACH DATABASE '{other}' AS other; CREATE TABLE other.t(a)",
    "PRAGMA query_only = OFF",
    "PRAGMA query_only = OFF; DELETE FROM countries",
    "SELECT 1 FROM countries; DELETE FROM countries",
    "CREATE TEMP TABLE t AS SELECT * FROM countries",
]


@pytest.mark.parametrize("text", GPKG_WRITES)
def test_geopackage_engine_refuses_writes_that_get_past_the_guard(world, tmp_path, text):
    path, countries = world
    other = tmp_path / "other.db"
    before, names_before = sha256(path), sorted(f["name"] for f in countries.getFeatures())
    engine = SqlEngine(QgsProject.instance())
    plan = engine.plan("SELECT * FROM countries")
    assert plan.engine == "gpkg"
    plan.parsed = GuardMissed(text.format(other=other), "sqlite")

    with pytest.raises(SqlRunError) as info:
        engine.run(plan)

    assert "read-only" in info.value.user_message or "one statement" in info.value.user_message
    assert sha256(path) == before
    assert not other.exists()  # ATTACH creates the file it names, unless refused
    countries.reload()
    assert sorted(f["name"] for f in countries.getFeatures()) == names_before != []


@pytest.fixture
def pg_table(qgis_new_project, postgis_points, postgis_conn):
    QgsProject.instance().addMapLayer(postgis_points)
    table = f"public.{postgis_points.dataProvider().uri().table()}"

    def rows():
        return postgis_conn.executeSql(f"SELECT id, cat, name, ST_AsText(geom) FROM {table} ORDER BY id")

    return table, rows


PG_WRITES = [
    "DELETE FROM {table}",
    "DROP TABLE {table}",
    "UPDATE {table} SET name = 'x'",
    "CREATE TABLE {new} AS SELECT * FROM {table}",
    "SET TRANSACTION READ WRITE; DELETE FROM {table}",  # wrote before the one-statement check
    "SELECT 1; COMMIT; DELETE FROM {table}",  # wrote before the one-statement check
    "WITH gone AS (DELETE FROM {table} RETURNING id) SELECT count(*) FROM gone",
    "SELECT * INTO {new} FROM {table}",
    "COPY (SELECT 1) TO PROGRAM 'true'",
]


@pytest.mark.postgis
@pytest.mark.parametrize("text", PG_WRITES)
def test_postgis_engine_refuses_writes_that_get_past_the_guard(pg_table, postgis_conn, text):
    table, rows = pg_table
    new = f"{table}_copy"
    before = rows()
    engine = SqlEngine(QgsProject.instance())
    plan = engine.plan("SELECT * FROM pg_points")
    assert plan.engine == "postgres"
    plan.parsed = GuardMissed(text.format(table=table, new=new), "postgres")

    with pytest.raises(SqlRunError) as info:
        engine.run(plan)

    assert "read-only" in info.value.user_message or "one statement" in info.value.user_message
    assert rows() == before and len(before) == 50
    assert postgis_conn.executeSql(f"SELECT to_regclass('{new}') IS NULL") == [[True]]


BUTTON_WRITES = [
    "DELETE FROM countries",
    "DROP TABLE countries",
    "UPDATE countries SET name = 'x'",
    "ATTACH DATABASE '{other}' AS other",
    "PRAGMA query_only = OFF",
    "SELECT 1 FROM countries; DELETE FROM countries",
]


@pytest.mark.parametrize("text", BUTTON_WRITES)
def test_a_write_clicked_in_the_chat_shows_an_error_and_changes_nothing(world, tmp_path, qgis_canvas, qtbot, text):
    path, _ = world
    other = tmp_path / "other.db"
    before = sha256(path)
    dock = ChatDock()
    qtbot.addWidget(dock)
    dock.show()
    session = ActionEnvironment(project=QgsProject.instance(), canvas=qgis_canvas)
    dock.add_response(SqlTool().process(session, SqlInput(title="Write", sql=text.format(other=other))))

    qtbot.mouseClick(dock.findChild(QPushButton, "actionButton"), Qt.MouseButton.LeftButton)

    errors = [w.text() for w in dock.findChildren(QLabel) if w.objectName().startswith("actionError")]
    assert len(errors) == 1 and errors[0].startswith("Only "), errors
    assert sha256(path) == before and not other.exists()
