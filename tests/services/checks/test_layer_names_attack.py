"""The near-miss rewrite attacked (issue 40): a project whose layer names are hostile (a
shared project file names its layers as it likes). The model writes a near miss of such a
name; the plugin rewrites the query with the real name. The rewrite must only ever make a
read of the layer the name means: the hostile text stays one quoted identifier, the guard
and the engine judge the rewritten query as any other, and the GeoPackage's bytes are the
same after the click (hashed). On the real GeoPackage of the suite (roads, parcels)."""

from __future__ import annotations

import hashlib

import pytest
from map_assistant.agent.tools import ToolContext
from map_assistant.services.actions.sql import SqlTool
from map_assistant.services.base import ActionEnvironment
from map_assistant.services.checks.call_check import checked_input
from map_assistant.services.snapshot.builder import build_snapshot
from map_assistant.services.sql.rename import identifier
from pydantic import ValidationError
from qgis.core import QgsProject, QgsVectorLayer
from qgis.PyQt.QtCore import QTimer
from support.fakes.recording_host import RecordingHost

# Display names a hostile project could give the parcels table: each tries to close the
# identifier and run a second statement, or to comment out the rest.
HOSTILE = [
    'Parcels"; DELETE FROM roads; --',
    "Parcels'); DROP TABLE roads; --",
    'Parcels" FROM roads; UPDATE roads SET lanes = 0; --',
    "Parcels */ DELETE FROM roads /*",
]


def digest(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def hostile_project(request, sample_gpkg, qgis_new_project, qgis_canvas):
    name = request.param
    roads = QgsVectorLayer(f"{sample_gpkg}|layername=roads", "roads", "ogr")
    parcels = QgsVectorLayer(f"{sample_gpkg}|layername=parcels", name, "ogr")
    QgsProject.instance().addMapLayers([roads, parcels])
    assert roads.isValid() and parcels.isValid()
    qgis_canvas.setDestinationCrs(roads.crs())
    yield name, roads, parcels
    qgis_canvas.setLayers([])
    QgsProject.instance().removeAllMapLayers()


def near_miss(name: str) -> str:
    """The name with its one letter 's' left out, as a small model writes it."""
    return name.replace("Parcels", "Parcel", 1)


def click(call, environment, qtbot) -> RecordingHost:
    host = RecordingHost()
    SqlTool().process(environment, call).buttons[0].run(host)
    qtbot.waitUntil(lambda: host.outcomes > 0, timeout=15_000)
    QTimer.singleShot(0, lambda: None)
    return host


@pytest.mark.parametrize("hostile_project", HOSTILE, indirect=True)
def test_a_near_miss_of_a_hostile_name_becomes_one_quoted_read_of_that_layer(hostile_project, sample_gpkg,
                                                                              qgis_canvas, qtbot):
    name, roads, parcels = hostile_project
    before, roads_before = digest(sample_gpkg), roads.featureCount()
    context = ToolContext(snapshot=build_snapshot(QgsProject.instance(), qgis_canvas))
    written = near_miss(name)
    call = checked_input(SqlTool, {"sql": f"SELECT count(*) AS n FROM {identifier(written)}",
                                   "title": "Count parcels"}, context)
    assert call.sql == f"SELECT count(*) AS n FROM {identifier(name)}"  # one quoted identifier, nothing else
    host = click(call, ActionEnvironment(project=QgsProject.instance(), canvas=qgis_canvas), qtbot)
    assert host.errors == [] and [int(t.rows[0][0]) for t in host.tables] == [parcels.featureCount()]
    assert digest(sample_gpkg) == before and roads.featureCount() == roads_before


@pytest.mark.parametrize("hostile_project", HOSTILE[:1], indirect=True)
def test_a_near_miss_the_query_also_writes_in_a_string_or_as_an_alias_is_not_rewritten(hostile_project,
                                                                                     qgis_canvas):
    name, _roads, _parcels = hostile_project
    context = ToolContext(snapshot=build_snapshot(QgsProject.instance(), qgis_canvas))
    written = identifier(near_miss(name))
    for sql in (f"SELECT count(*) AS n FROM {written} AS {written}",  # the alias would be renamed too
                f"SELECT count(*) AS n FROM {written} WHERE owner = {written}"):  # and a column of that name
        with pytest.raises(ValidationError) as error:
            checked_input(SqlTool, {"sql": sql, "title": "Count"}, context)
        assert "no table named" in str(error.value)


@pytest.mark.parametrize("hostile_project", ["Parcels"], indirect=True)
def test_a_string_holding_the_near_miss_is_left_as_written(hostile_project, sample_gpkg, qgis_canvas, qtbot):
    context = ToolContext(snapshot=build_snapshot(QgsProject.instance(), qgis_canvas))
    call = checked_input(SqlTool, {"sql": "SELECT count(*) AS n FROM Parcel WHERE owner <> 'Parcel'",
                                   "title": "Count"}, context)
    assert call.sql == "SELECT count(*) AS n FROM \"Parcels\" WHERE owner <> 'Parcel'"
