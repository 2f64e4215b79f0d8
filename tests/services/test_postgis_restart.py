"""The PostGIS server goes away between two clicks of the same button (issue 13).

Restarted (pg_ctl restart): the second click reconnects and gives the right
answer. Stopped: the second click says the database cannot be reached, and
nothing hangs (every wait here is bounded; a hang fails the test). The server is
a private cluster (support/fixtures/postgis.py ``private_postgis``): the shared one is
never restarted under other tests."""

import pytest
from map_assistant.services.actions.selection import SelectionInput, SelectionTool
from map_assistant.services.actions.sql import SqlInput, SqlTool
from map_assistant.services.base import ActionEnvironment
from qgis.core import QgsProject, QgsRectangle
from support.fakes.recording_host import RecordingHost

pytestmark = pytest.mark.postgis

CATS = [g % 3 for g in range(1, 31)]  # cat of point g (x = g, y = g)


@pytest.fixture
def session(private_postgis, qgis_new_project, qgis_canvas):
    private_postgis.connection().executeSql(
        "CREATE TABLE public.pts (id integer PRIMARY KEY, cat integer, geom geometry(Point, 3857));"
        "INSERT INTO public.pts SELECT g, g % 3, ST_SetSRID(ST_MakePoint(g, g), 3857) "
        "FROM generate_series(1, 30) AS g;"
    )
    QgsProject.instance().addMapLayer(private_postgis.layer("pts", "id", "pts"))
    qgis_canvas.freeze(True)  # nothing but the buttons talks to the server
    qgis_canvas.setExtent(QgsRectangle(0, 0, 40, 40))
    yield ActionEnvironment(project=qgis_new_project, canvas=qgis_canvas)
    qgis_canvas.freeze(False)
    QgsProject.instance().removeAllMapLayers()


def click(qtbot, button) -> RecordingHost:
    host = RecordingHost()
    button.run(host)
    qtbot.waitUntil(lambda: host.outcomes > 0, timeout=30_000)  # bounded: a hang fails here
    return host


def sql_button(session):
    action = SqlInput(title="Count cat 1", sql="SELECT count(*) AS n FROM pts WHERE cat = 1")
    return SqlTool().process(session, action).buttons[0]


def selection_button(session, **fields):
    return SelectionTool().process(session, SelectionInput(layer="pts", **fields)).buttons[0]


def selected(session) -> int:
    return len(session.project.mapLayersByName("pts")[0].selectedFeatureIds())


def test_after_a_restart_the_same_buttons_reconnect_and_answer(qtbot, session, private_postgis):
    count = sql_button(session)
    by_expression = selection_button(session, expression='"cat" = 2')
    by_query = selection_button(session, query="SELECT id FROM pts WHERE cat = 0")
    assert click(qtbot, count).tables[0].rows == [(CATS.count(1),)]
    assert click(qtbot, by_expression).errors == [] and selected(session) == CATS.count(2)

    private_postgis.restart()

    again = click(qtbot, count)
    assert again.errors == [] and again.tables[0].rows == [(CATS.count(1),)]
    session.project.mapLayersByName("pts")[0].removeSelection()
    host = click(qtbot, by_expression)
    assert host.errors == [] and selected(session) == CATS.count(2)
    host = click(qtbot, by_query)
    assert host.errors == [] and selected(session) == CATS.count(0)


def test_with_the_server_gone_the_buttons_say_the_database_is_unreachable(qtbot, session, private_postgis):
    count = sql_button(session)
    by_expression = selection_button(session, expression='"cat" = 2')
    by_query = selection_button(session, query="SELECT id FROM pts WHERE cat = 0")
    assert click(qtbot, count).tables[0].rows == [(CATS.count(1),)]

    private_postgis.stop()

    for button in (count, by_expression, by_query):
        host = click(qtbot, button)
        assert host.tables == [] and host.infos == [], (button.label, host.infos)
        assert len(host.errors) == 1 and "cannot be reached" in host.errors[0], (button.label, host.errors)
    assert selected(session) == 0
