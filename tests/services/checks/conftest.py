"""What the viewport checks are validated with: QGIS's world_map.gpkg and the hackfests
(``world_project``), the real snapshot and lookup environment, on the main thread here
(so the main-thread caller simply runs)."""

import pytest
from map_assistant.agent.cancel import CancelToken
from map_assistant.agent.tools import ToolContext
from map_assistant.services.reading.environment import LookupEnvironment
from map_assistant.services.snapshot.builder import build_snapshot
from map_assistant.toolbelt.threads.main_thread import MainThreadCaller
from qgis.core import QgsProject


@pytest.fixture
def world_context(world_project, qgis_canvas):
    caller = MainThreadCaller()
    lookups = LookupEnvironment(QgsProject.instance(), qgis_canvas, caller, cancel=CancelToken())
    yield ToolContext(snapshot=build_snapshot(QgsProject.instance(), qgis_canvas), lookups=lookups)
    caller.deleteLater()

