"""add_layer's third source (issue 42): a table of a database connection saved in QGIS's
Browser, a GeoPackage and a real PostGIS server (tests/support/fixtures/saved_connections.py).
The check finds the table (a near name is taken, a missing one sent back with the tables
there are); the click adds it on top, read-only, and Undo removes it. The data is hashed
before and after: the GeoPackage's bytes, the PostGIS table's rows."""

from __future__ import annotations

import hashlib

import pytest
from map_assistant.services.actions.add_layer import AddLayerInput, AddLayerTool
from map_assistant.services.base import ActionEnvironment
from map_assistant.services.reading import saved_connections
from pydantic import ValidationError
from qgis.core import QgsProject, QgsVectorLayer
from qgis.PyQt.QtCore import QCoreApplication
from support.fakes.recording_host import RecordingHost
from support.fixtures.postgis import POSTGIS_ENV
from support.fixtures.saved_connections import forget, save


def _button(qgis_canvas, **fields):
    environment = ActionEnvironment(project=QgsProject.instance(), canvas=qgis_canvas)
    [button] = AddLayerTool().process(environment, AddLayerTool.check(AddLayerInput(**fields), None)).buttons
    return button


def _clicked(button, qtbot) -> RecordingHost:
    host = RecordingHost()
    button.run(host)
    qtbot.waitUntil(lambda: bool(host.infos or host.errors), timeout=20_000)  # opened in a task
    return host


def test_a_saved_chats_button_is_made_again_without_waiting_on_the_database(world_project, qgis_canvas, saved_gpkg,
                                                                              monkeypatch, qtbot):
    """A saved chat's buttons are made again from their JSON on the main thread: no listing there."""
    checked = AddLayerTool.check(AddLayerInput(connection="Survey", table="roads"), None)
    restored = AddLayerInput.model_validate_json(checked.model_dump_json())

    def no_listing(*_args):
        raise AssertionError("the tables were listed on the main thread")

    monkeypatch.setattr(saved_connections, "tables", no_listing)
    environment = ActionEnvironment(project=QgsProject.instance(), canvas=qgis_canvas)
    [button] = AddLayerTool().process(environment, restored).buttons
    assert button.label == "Add roads from Survey"
    monkeypatch.undo()
    host = _clicked(button, qtbot)
    assert host.errors == [] and QgsProject.instance().layerTreeRoot().children()[0].layer().name() == "roads"


def _rows_digest(postgis_conn, table: str) -> str:
    [[digest]] = postgis_conn.executeSql(f"SELECT md5(string_agg(t::text, '|' ORDER BY code)) FROM {table} t")
    return str(digest)


@pytest.mark.postgis
def test_a_postgis_table_goes_on_top_read_only_and_undo_removes_it(world_project, qgis_canvas, saved_postgis,
                                                                   postgis_conn, qtbot):
    before = _rows_digest(postgis_conn, saved_postgis.table)
    bare = saved_postgis.table.split(".", 1)[1]  # the model may leave the schema out
    button = _button(qgis_canvas, connection="cadastre", table=bare)
    assert button.label == f"Add {saved_postgis.table} from Cadastre"

    host = _clicked(button, qtbot)
    assert host.errors == [] and host.progresses[0].finished
    root = QgsProject.instance().layerTreeRoot()
    top = root.children()[0].layer()
    assert top.providerType() == "postgres" and top.isValid() and top.readOnly() and top.isSpatial()
    assert top.thread() == QCoreApplication.instance().thread()  # opened in a task, handed to the main thread
    assert top.featureCount() == saved_postgis.rows and not top.startEditing()
    message, undo = host.infos[0]
    assert message == f"Added {saved_postgis.table} from the connection Cadastre on top of the map, read-only."
    undo()
    assert [node.layer().name() for node in root.children()] == ["countries", "states_provinces", "hackfests"]
    assert _rows_digest(postgis_conn, saved_postgis.table) == before


def test_a_geopackage_connections_layer_leaves_the_file_as_it_was(world_project, qgis_canvas, saved_gpkg, qtbot):
    before = hashlib.sha256(saved_gpkg.read_bytes()).hexdigest()
    button = _button(qgis_canvas, connection="Survey", table="parcel")  # one letter off

    host = _clicked(button, qtbot)
    top = QgsProject.instance().layerTreeRoot().children()[0].layer()
    assert host.errors == [] and top.name() == "parcels" and top.readOnly() and not top.startEditing()
    host.infos[0][1]()  # Undo
    assert not QgsProject.instance().mapLayersByName("parcels")
    assert hashlib.sha256(saved_gpkg.read_bytes()).hexdigest() == before
    assert sorted(path.name for path in saved_gpkg.parent.iterdir()) == ["sample.gpkg"]  # no -wal, -shm, journal


@pytest.mark.parametrize("damage", ["deleted", "not a GeoPackage"])
def test_a_connection_whose_file_is_gone_or_foreign_is_sent_back_without_its_path(tmp_path, qgis_app, damage):
    path = tmp_path / "moved.gpkg"
    if damage != "deleted":
        path.write_text("name,x\nA,1\n")  # a text file under a GeoPackage's name
    save("ogr", "Field notes", str(path))
    try:
        with pytest.raises(ValidationError) as refused:
            AddLayerTool.check(AddLayerInput(connection="Field notes", table="notes"), None)
    finally:
        forget("ogr", "Field notes")
    text = str(refused.value)
    assert "could not open the file of the connection 'Field notes' (GeoPackage)" in text, text
    assert str(tmp_path) not in text and "moved.gpkg" not in text


def test_a_table_the_connection_lacks_is_sent_back_with_the_ones_it_has(saved_gpkg):
    with pytest.raises(ValidationError) as refused:
        AddLayerTool.check(AddLayerInput(connection="Survey", table="wells"), None)
    text = str(refused.value)
    assert "has no table 'wells'" in text and "parcels" in text and "roads" in text


def test_a_connection_deleted_after_the_button_is_said_at_the_click(world_project, qgis_canvas, saved_gpkg, qtbot):
    button = _button(qgis_canvas, connection="Survey", table="roads")
    forget("ogr", "Survey")

    host = _clicked(button, qtbot)
    assert host.infos == [] and "no saved database connection named 'Survey'" in host.errors[0]
    assert len(QgsProject.instance().layerTreeRoot().children()) == 3


@pytest.mark.postgis
def test_a_database_gone_at_the_click_is_said_without_its_address(world_project, qgis_canvas, saved_postgis,
                                                                  saved_closed_port, qtbot):
    button = _button(qgis_canvas, connection="Cadastre", table=saved_postgis.table)
    save("postgres", "Cadastre", f"host=127.0.0.1 port={saved_closed_port} dbname=nowhere")  # the server moved

    host = _clicked(button, qtbot)
    [error] = host.errors
    assert "could not read the tables of the connection 'Cadastre'" in error  # found again in the task, first
    assert error.endswith("Check the connection in QGIS's Browser.")
    assert str(saved_closed_port) not in error and "127.0.0.1" not in error and "nowhere" not in error
    assert host.infos == [] and len(QgsProject.instance().layerTreeRoot().children()) == 3


@pytest.mark.postgis
def test_an_unknown_connection_is_sent_back_with_the_saved_ones_by_name_and_kind_only(saved_gpkg, saved_postgis):
    with pytest.raises(ValidationError) as refused:
        AddLayerTool.check(AddLayerInput(connection="Parcels database", table="parcels"), None)
    text = str(refused.value)
    assert "no saved database connection named 'Parcels database'" in text
    assert "'Cadastre' (PostGIS)" in text and "'Survey' (GeoPackage)" in text
    _nothing_of_where(text, saved_gpkg)


def test_a_connection_without_its_table_is_sent_back_with_its_tables(saved_gpkg):
    with pytest.raises(ValidationError) as refused:
        AddLayerTool.check(AddLayerInput(connection="survey"), None)
    text = str(refused.value)
    assert "Name the table of 'Survey' to add" in text and "parcels (Polygon)" in text and "roads (LineString)" in text
    _nothing_of_where(text, saved_gpkg)


@pytest.mark.postgis
def test_a_postgis_connections_tables_are_named_with_their_schema(saved_postgis):
    with pytest.raises(ValidationError) as refused:
        AddLayerTool.check(AddLayerInput(connection="Cadastre"), None)
    assert f"{saved_postgis.table} (Polygon)" in str(refused.value)


@pytest.mark.postgis
def test_a_database_that_does_not_answer_is_said_without_its_address(saved_closed_port):
    with pytest.raises(ValidationError) as refused:
        AddLayerTool.check(AddLayerInput(connection="Closed", table="anything"), None)
    text = str(refused.value)
    assert "could not read the tables of the connection 'Closed' (PostGIS)" in text, text
    assert str(saved_closed_port) not in text and "127.0.0.1" not in text and "nowhere" not in text


def test_a_long_catalogue_is_named_in_part(saved_gpkg, monkeypatch):
    monkeypatch.setattr(saved_connections, "LISTED", 1)
    with pytest.raises(ValidationError) as refused:
        AddLayerTool.check(AddLayerInput(connection="Survey"), None)
    assert "(its tables: parcels (Polygon), ...)" in str(refused.value)


def _nothing_of_where(text: str, gpkg) -> None:
    for secret in (POSTGIS_ENV["host"], POSTGIS_ENV["port"], str(gpkg.parent), gpkg.name, "password"):
        assert secret not in text, secret


@pytest.mark.parametrize(("data", "words"), [
    ({"table": "roads"}, "exactly one of `basemap`"),
    ({"basemap": "OpenStreetMap", "connection": "Survey", "table": "roads"}, "exactly one of `basemap`"),
    ({"basemap": "OpenStreetMap", "table": "roads"}, "`table` goes with `connection`"),
])
def test_a_connection_comes_alone_and_a_table_with_it(data, words):
    with pytest.raises(ValueError, match=words):
        AddLayerInput.model_validate(data)


@pytest.mark.skipif(not hasattr(QgsVectorLayer.LayerOptions(), "forceReadOnly"),
                    reason="QGIS 3.22 has no provider-level read-only option; the 3.40 and 3.44 legs run this")
def test_a_write_through_the_provider_itself_is_refused_and_the_file_is_unchanged(world_project, qgis_canvas,
                                                                                  saved_gpkg, qtbot):
    """The second wall: past the layer's read-only mark, the provider was opened read-only."""
    before = hashlib.sha256(saved_gpkg.read_bytes()).hexdigest()
    host = _clicked(_button(qgis_canvas, connection="Survey", table="parcels"), qtbot)
    top = QgsProject.instance().layerTreeRoot().children()[0].layer()
    provider = top.dataProvider()
    first = next(provider.getFeatures())
    written = provider.changeAttributeValues({first.id(): {provider.fields().indexOf("owner"): "Mallory"}})
    deleted = provider.deleteFeatures([first.id()])

    assert not written and not deleted and host.errors == []
    # Once a Browser connection names the file, QGIS's OGR provider holds it open for update all the
    # same (write descriptors measured on 3.22 and 3.40): the walls are the provider's refusal above,
    # the layer's read-only mark, and the hash below.
    host.infos[0][1]()  # Undo
    assert hashlib.sha256(saved_gpkg.read_bytes()).hexdigest() == before
