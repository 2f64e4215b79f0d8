"""Issue 37: a hostile SQL corpus through every engine path, both ways in.

The paths: a GeoPackage and a SpatiaLite file (their own engines), and GeoJSON,
shapefile, CSV and memory layers (the copy engine); PostGIS has its own test below.
The ways in: the ``query`` lookup (no click: a chat turn runs it) and a clicked
``sql`` button. Each text tries to write, attach an existing file or make a new one;
the first is the one that emptied a GeoPackage through QGIS's virtual layer.

Whatever each text does, every file in the data folder keeps its hash, no new file
appears there, and the attacked table keeps its rows. A text that writes or attaches
must also be refused (an error, never a result).
"""

from __future__ import annotations

import hashlib
import json
import shutil
import threading
from pathlib import Path

import pytest
from map_assistant.agent.cancel import CancelToken
from map_assistant.agent.tools import ToolContext
from map_assistant.agent.user_error import UserError
from map_assistant.services.actions.sql import SqlInput, SqlTool
from map_assistant.services.base import ActionEnvironment
from map_assistant.services.lookups.query import QueryTool
from map_assistant.services.reading.environment import LookupEnvironment
from map_assistant.toolbelt.threads.main_thread import MainThreadCaller
from map_assistant.ui.dock import ChatDock
from osgeo import ogr, osr
from qgis.core import QgsProject, QgsVectorLayer
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtWidgets import QLabel, QPlainTextEdit, QPushButton
from support.fixtures.gis_data import memory_layer

ogr.UseExceptions()
WORLD = "/usr/share/qgis/resources/data/world_map.gpkg"

# {t}: the layer under attack; {world}: an existing GeoPackage in the data folder;
# {new}: a path in the data folder that must never come to exist. (text, writes):
# ``writes`` texts must be refused; the others may run, and must change nothing.
CORPUS = [
    ("SELECT count(*) AS n FROM {t} WHERE rowid <> $a(') ; ATTACH \"{world}\" AS g ; "
     "DELETE FROM g.countries ; --')", True),
    ("SELECT count(*) AS n FROM {t} WHERE rowid <> @a(') ; ATTACH '{new}' AS g ; CREATE TABLE g.x(a) ; --')", True),
    ("SELECT count(*) AS n FROM {t} WHERE rowid <> :a(') ; ATTACH '{world}' AS g ; DROP TABLE g.countries ; --')",
     True),
    ("SELECT count(*) AS n FROM {t} WHERE rowid <> #a(') ; ATTACH '{new}' AS g ; --')", True),
    ("SELECT count(*) AS n FROM {t} WHERE rowid <> $a::b(') ; ATTACH '{world}' AS g ; DELETE FROM g.countries ; --')",
     True),
    ("SELECT (SELECT $x(') ; ATTACH \"{world}\" AS g ; DELETE FROM g.countries ; --')) FROM {t}", True),
    ("SELECT * FROM {t} WHERE rowid = ?", True),
    ("SELECT * FROM {t} WHERE rowid = ?1", True),
    ("ATTACH DATABASE '{world}' AS g", True),
    ("ATTACH DATABASE '{new}' AS g", True),
    ("SELECT 1 FROM {t}; ATTACH '{new}' AS g; CREATE TABLE g.x(a)", True),
    ("SELECT 1 FROM {t}; ATTACH '{world}' AS g; DELETE FROM g.countries", True),
    ("DELETE FROM {t}", True),
    ("WITH x AS (SELECT 1) DELETE FROM {t}", True),
    ("PRAGMA query_only = OFF", True),
    ("VACUUM INTO '{new}'", True),
    ("SELECT writefile('{new}', 'x') FROM {t}", True),
    ("SELECT load_extension('mod_spatialite') FROM {t}", True),
    ("SELECT ExportGeoJSON2('{t}', 'geometry', '{new}')", True),
    ("SELECT BlobToFile(x'00', '{new}')", True),
    ("CREATE TABLE x AS SELECT * FROM {t}", True),
    # Harmless texts that look hostile: they may run, and change nothing.
    ("SELECT count(*) AS n FROM {t} /* ; ATTACH '{new}' AS g ; */", False),
    ("SELECT count(*) AS n FROM {t} -- ; DELETE FROM {t}", False),
    ("SELECT count(*) AS n FROM {t} WHERE 'x'' ; ATTACH ''{new}'' AS g ; --' <> ''", False),
    ("SELECT count(*) AS \"n;ATTACH '{new}' AS g\" FROM {t}", False),
]


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def folder_state(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): sha256(p) for p in sorted(folder.rglob("*")) if p.is_file()}


def _write_points(path: Path, driver: str, layer_name: str, options=()) -> None:
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(4326)
    dataset = ogr.GetDriverByName(driver).CreateDataSource(str(path), options=list(options))
    layer = dataset.CreateLayer(layer_name, srs if driver != "CSV" else None,
                                ogr.wkbPoint if driver != "CSV" else ogr.wkbNone)
    layer.CreateField(ogr.FieldDefn("name", ogr.OFTString))
    for i, name in enumerate(("Vigo", "Lugo", "Ourense")):
        feature = ogr.Feature(layer.GetLayerDefn())
        feature.SetField("name", name)
        if driver != "CSV":
            feature.SetGeometry(ogr.CreateGeometryFromWkt(f"POINT({-8 + i} {42 + i})"))
        layer.CreateFeature(feature)
    dataset = None


def _layer(kind: str, data: Path) -> QgsVectorLayer:
    if kind == "gpkg":
        return QgsVectorLayer(f"{data / 'world.gpkg'}|layername=countries", "countries", "ogr")
    if kind == "spatialite":
        _write_points(data / "wells.sqlite", "SQLite", "wells", ["SPATIALITE=YES"])
        return QgsVectorLayer(f"dbname='{data / 'wells.sqlite'}' table=\"wells\" (GEOMETRY)", "wells", "spatialite")
    if kind == "geojson":
        _write_points(data / "places.geojson", "GeoJSON", "places")
        return QgsVectorLayer(str(data / "places.geojson"), "places", "ogr")
    if kind == "shapefile":
        _write_points(data / "towns.shp", "ESRI Shapefile", "towns")
        return QgsVectorLayer(str(data / "towns.shp"), "towns", "ogr")
    if kind == "csv":
        _write_points(data / "stations.csv", "CSV", "stations")
        return QgsVectorLayer(str(data / "stations.csv"), "stations", "ogr")
    return memory_layer("pins", features=[((1, "a"), "POINT(0 0)"), ((2, "b"), "POINT(1 1)")])


ENGINES = {"gpkg": "gpkg", "spatialite": "spatialite", "geojson": "copy", "shapefile": "copy", "csv": "copy",
           "memory": "copy"}


@pytest.fixture(params=list(ENGINES))
def attacked(request, tmp_path, qgis_new_project):
    """(layer name, data folder, world.gpkg, a path that must not appear) for one engine path."""
    data = tmp_path / "data"
    data.mkdir()
    shutil.copy(WORLD, data / "world.gpkg")
    layer = _layer(request.param, data)
    assert layer.isValid(), request.param
    QgsProject.instance().addMapLayer(layer)
    from map_assistant.services.sql.engine import layer_engine
    assert layer_engine(layer) == ENGINES[request.param]  # the path this case means to test
    return layer.name(), data, data / "world.gpkg", data / "new.db"


def _texts(name: str, world: Path, new: Path):
    return [(text.format(t=name, world=world, new=new), writes) for text, writes in CORPUS]


def _rows(world: Path) -> int:
    dataset = ogr.Open(str(world))
    try:
        return dataset.GetLayerByName("countries").GetFeatureCount()
    finally:
        dataset = None


def run_lookup(text: str, qgis_canvas, qtbot) -> bool:
    """The ``query`` lookup as a chat turn runs it, in a worker; whether it was refused."""
    caller = MainThreadCaller()
    environment = LookupEnvironment(QgsProject.instance(), qgis_canvas, caller, cancel=CancelToken())
    outcome = {}

    def work():
        try:
            request = QueryTool.input_model.model_validate({"sql": text})
            outcome["payload"] = json.loads(QueryTool().run(request, ToolContext(lookups=environment)))
        except (UserError, ValueError) as error:
            outcome["refused"] = str(error)

    thread = threading.Thread(target=work)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=30_000)
    caller.deleteLater()
    return "refused" in outcome or "error" in outcome.get("payload", {})


def click_button(text: str, qgis_canvas, qtbot) -> bool:
    """A ``sql`` button with this text, clicked in the dock; whether it was refused."""
    dock = ChatDock()
    qtbot.addWidget(dock)
    environment = ActionEnvironment(project=QgsProject.instance(), canvas=qgis_canvas)
    try:
        dock.add_response(SqlTool().process(environment, SqlInput(title="Count", sql=text)))
    except (UserError, ValueError):
        return True
    button = dock.findChild(QPushButton, "actionButton")
    if button is None:
        return True
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def errors():
        return [w for w in dock.findChildren(QLabel) if w.objectName().startswith("actionError")]

    qtbot.waitUntil(lambda: bool(errors()) or dock.findChild(QPlainTextEdit, "resultSql") is not None,
                    timeout=30_000)
    return bool(errors())


@pytest.mark.parametrize("way", ["lookup", "button"])
def test_no_text_of_the_corpus_writes_or_attaches_a_file(attacked, way, qgis_canvas, qtbot):
    name, data, world, new = attacked
    before, rows = folder_state(data), _rows(world)
    run = run_lookup if way == "lookup" else click_button
    for text, writes in _texts(name, world, new):
        refused = run(text, qgis_canvas, qtbot)
        assert folder_state(data) == before, text
        assert not new.exists(), text
        assert _rows(world) == rows == 240, text
        if writes:
            assert refused, text


def test_the_corpus_is_refused_by_the_engine_even_past_the_guard(attacked):
    """The second wall: the engine alone, handed each raw text as if the guard had missed
    it (not parsed, not regenerated). The SQLite engines read it themselves: one
    statement, no variable, no ATTACH, only reading steps, on a read-only file."""
    from map_assistant.services.sql.engine import SqlEngine, SqlRunError
    from map_assistant.services.sql.engines.common import QueryPlan

    from ..services.sql.test_read_only import GuardMissed

    name, data, world, new = attacked
    before = folder_state(data)
    engine = SqlEngine(QgsProject.instance())
    plan = engine.plan(f'SELECT count(*) FROM "{name}"')
    table = plan.layers[0].native_table  # the name the engine's own database knows it by
    for text, writes in _texts(table, world, new):
        raw = QueryPlan(plan.engine, plan.dialect, text, GuardMissed(text, plan.dialect), plan.layers,
                        plan.database, plan.reason)
        if writes:
            with pytest.raises(SqlRunError):
                engine.run(raw, timeout_s=20)
        assert folder_state(data) == before and not new.exists(), text


# PostgreSQL's own ways out, beside the corpus: a second statement, a write in a WITH,
# SELECT INTO, COPY, settings, other connections, server files, notifications.
PG_CORPUS = [
    ("SELECT 1 FROM {t}; DELETE FROM {t}", True),
    ("SET TRANSACTION READ WRITE; DELETE FROM {t}", True),
    ("WITH gone AS (DELETE FROM {t} RETURNING 1) SELECT count(*) FROM gone", True),
    ("SELECT * INTO corpus_copy FROM {t}", True),
    ("COPY (SELECT 1) TO PROGRAM 'true'", True),
    ("SELECT set_config('default_transaction_read_only', 'off', false) FROM {t}", True),
    ("SELECT dblink_exec('dbname=postgres', 'CREATE TABLE corpus_copy (a int)')", True),
    ("SELECT dblink_connect_u('dbname=postgres')", True),
    ("SELECT pg_notify('corpus', 'x') FROM {t}", True),
    ("SELECT lo_import('/etc/hostname')", True),
    ("SELECT pg_read_file('postgresql.conf')", True),
    ("SELECT * FROM {t} WHERE fid = $1", True),
    ("SELECT count(*) AS n FROM {t} WHERE fid <> $a(') ; DELETE FROM {t} ; --')", True),
    ("SELECT count(*) AS n FROM {t} -- ; DELETE FROM {t}", False),
    ("SELECT count(*) AS n FROM {t} WHERE 'x'' ; DELETE FROM {t} ; --' <> ''", False),
]


@pytest.mark.postgis
@pytest.mark.parametrize("way", ["lookup", "button"])
def test_no_text_of_the_corpus_writes_in_postgis(postgis_project, postgis_conn, way, qgis_canvas, qtbot, tmp_path):
    table = f"public.{postgis_project['roads'].dataProvider().uri().table()}"

    def state():
        return (postgis_conn.executeSql(f"SELECT count(*), string_agg(name, ',' ORDER BY fid) FROM {table}"),
                postgis_conn.executeSql("SELECT to_regclass('corpus_copy') IS NULL"))

    before = state()
    run = run_lookup if way == "lookup" else click_button
    texts = [(text.format(t="roads", world=tmp_path / "world.gpkg", new=tmp_path / "new.db"), writes)
             for text, writes in CORPUS + PG_CORPUS]
    for text, writes in texts:
        refused = run(text, qgis_canvas, qtbot)
        assert state() == before, text
        assert list(tmp_path.iterdir()) == [] or not (tmp_path / "new.db").exists(), text
        if writes:
            assert refused, text
