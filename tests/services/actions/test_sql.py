"""The sql service end to end on real data, each scenario on a GeoPackage and on PostGIS
tables (``storage``): deferred execution, placeholders, errors. On PostGIS, what the
server ran (pg_stat_statements) proves the filter and the aggregate ran inside
PostgreSQL and that no more rows reached QGIS than the query's result."""

import pytest
from map_assistant.services.actions.sql import SqlInput, SqlTool
from map_assistant.services.base import ActionRejected
from map_assistant.toolbelt.preferences import PluginSettings
from pydantic import ValidationError
from qgis.core import QgsRectangle
from shapely import wkt as shapely_wkt
from shapely.geometry import box
from support.fakes.recording_host import RecordingHost
from support.fixtures.gis_data import PARCELS, ROADS
from support.instruments.pg_stats import assert_ran_in_postgres, table_reads

COUNT_IN_VIEW = {
    "type": "sql",
    "title": "Count roads in view",
    "sql": "SELECT count(*) AS n FROM roads "
    "WHERE ST_Intersects(geom, ST_GeomFromText('{{CurrentView.bbox}}', {{CurrentView.srid}}))",
    "sql_placeholders": ["{{CurrentView.bbox}}", "{{CurrentView.srid}}"],
}


@pytest.fixture
def session(storage_session):
    return storage_session


@pytest.fixture
def server(request, storage):
    """What the PostGIS server ran (support/instruments/pg_stats.py); None on a GeoPackage, which has no server."""
    return request.getfixturevalue("server_statements") if storage == "postgis" else None


def visible_box(canvas):
    extent = canvas.extent()
    return box(extent.xMinimum(), extent.yMinimum(), extent.xMaximum(), extent.yMaximum())


def run_button(qtbot, button):
    host = RecordingHost()
    button.run(host)
    qtbot.waitUntil(lambda: host.outcomes > 0, timeout=15_000)
    return host


def test_deferred_execution_counts_what_is_visible_when_clicked(qtbot, session, server):
    response = SqlTool().process(session, SqlInput.model_validate(COUNT_IN_VIEW))
    button = response.buttons[0]
    assert button.label == "Count roads in view"
    roads = session.project.mapLayersByName("roads")[0]

    # The answer has arrived; the user pans before clicking.
    session.canvas.setExtent(QgsRectangle(400, 700, 600, 900))
    view = visible_box(session.canvas)
    expected = sum(shapely_wkt.loads(wkt).intersects(view) for _, _, wkt in ROADS)
    host = run_button(qtbot, button)

    assert host.errors == []
    table = host.tables[0]
    assert table.columns == ["n"] and table.total_count == 1
    assert table.rows[0][0] == expected
    assert 0 < expected < len(ROADS)
    assert "{{" not in table.executed_sql and "st_geomfromtext" in table.executed_sql.lower()
    assert table.engine
    if server:  # one row came back: the count, computed where the spatial filter ran
        assert_ran_in_postgres(server, roads, 1, "count(*)", "st_intersects(geom, st_geomfromtext($1, $2))")

    # Clicked again after another pan: placeholders are filled from the new view.
    session.canvas.setExtent(QgsRectangle(-100, -100, 1100, 1100))
    again = run_button(qtbot, button)
    assert again.tables[0].rows[0][0] == sum(
        shapely_wkt.loads(wkt).intersects(visible_box(session.canvas)) for _, _, wkt in ROADS
    )
    if server:
        assert_ran_in_postgres(server, roads, 1, "count(*)", "st_intersects(")


def test_layer_selection_placeholder(qtbot, session, storage_project, server):
    parcels = storage_project["parcels"]
    chosen = {f.id(): f["code"] for f in parcels.getFeatures() if f["owner"] in ("Ann", "Cid")}
    response = SqlTool().process(
        session,
        SqlInput(
            title="Selected parcels",
            sql="SELECT code FROM parcels WHERE fid IN ({{parcels.selection}}) ORDER BY code",
            sql_placeholders=["{{parcels.selection}}"],
        ),
    )
    parcels.selectByIds(list(chosen))  # selected after the answer, before the click
    if server:
        server.reset()  # the test read every parcel to know the answer

    host = run_button(qtbot, response.buttons[0])

    assert host.errors == []
    assert [row[0] for row in host.tables[0].rows] == sorted(chosen.values())
    if server:
        assert_ran_in_postgres(server, parcels, len(chosen), "where fid in ($1, $2)")


def rejection(session, **sql_input) -> str:
    """What the user reads when the service refuses the query before anything runs."""
    with pytest.raises(ActionRejected) as error:
        SqlTool().process(session, SqlInput(**sql_input))
    return error.value.user_message


def test_undeclared_placeholder_is_an_error_before_anything_runs(session):
    sql = "SELECT * FROM roads WHERE ST_Intersects(geom, ST_GeomFromText('{{CurrentView.bbox}}'))"
    assert "without declaring it" in rejection(session, title="Roads in view", sql=sql)


def test_placeholder_naming_an_unknown_layer_is_rejected(session):
    message = rejection(session, title="x", sql="SELECT * FROM roads WHERE fid IN ({{rods.selection}})",
                        sql_placeholders=["{{rods.selection}}"])
    assert "rods" in message and "roads" in message


def test_unknown_table_and_writes_are_reported_in_the_chat(qtbot, session, server):
    service = SqlTool()
    unknown = run_button(qtbot, service.process(session, SqlInput(title="x", sql="SELECT * FROM rods")).buttons[0])
    write = run_button(qtbot, service.process(session, SqlInput(title="y", sql="DELETE FROM roads")).buttons[0])

    assert unknown.tables == [] and "rods" in unknown.errors[0] and "roads" in unknown.errors[0]
    assert write.tables == [] and write.errors
    roads = session.project.mapLayersByName("roads")[0]
    if server:  # the write never reached the server
        assert table_reads(server.since(), roads.dataProvider().uri().table()) == []
    assert len(list(roads.getFeatures())) == len(ROADS)


def test_row_limit_keeps_the_first_rows_and_the_total(qtbot, session, server):
    session.settings = PluginSettings(max_rows=2)
    response = SqlTool().process(session, SqlInput(title="All parcels", sql="SELECT code FROM parcels"))

    table = run_button(qtbot, response.buttons[0]).tables[0]

    assert len(table.rows) == 2 and table.total_count == len(PARCELS)
    if server:  # the query asks for every row: they are counted once, nothing more is read
        assert_ran_in_postgres(server, session.project.mapLayersByName("parcels")[0], len(PARCELS), "select code")


def test_timeout_is_reported(qtbot, session):
    session.settings = PluginSettings(sql_timeout_s=0.05)
    slow = (  # a recursive CTE that counts far beyond what 50 ms allow
        "WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 100000000) "
        "SELECT count(*) FROM c, roads"
    )
    response = SqlTool().process(session, SqlInput(title="Slow", sql=slow))

    host = run_button(qtbot, response.buttons[0])

    assert host.tables == []
    assert "longer than" in host.errors[0]
    assert host.progresses[0].finished


def test_blank_sql_fails_validation_a_missing_title_is_made_from_the_query():
    """Issue 12: a small model left the title out three times and the user got nothing;
    the label is cosmetic, so it is made up instead of rejected."""
    with pytest.raises(ValidationError):
        SqlInput.model_validate({"sql": " ", "title": "x"})
    assert SqlInput.model_validate({"sql": "SELECT count(*) FROM roads"}).title == "Count in roads"
    assert SqlInput.model_validate({"sql": 'SELECT * FROM "Land parcels" p JOIN roads r ON 1 = 1',
                                    "title": None}).title == "Query Land parcels, roads"
    assert SqlInput.model_validate({"sql": "SELECT 1", "title": "  "}).title == "Run the query"
    assert SqlInput.model_validate({"sql": "SELECT 1", "title": " Mine "}).title == "Mine"
