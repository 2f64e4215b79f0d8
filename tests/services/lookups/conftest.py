"""The lookups' shared set-up (test_<tool>.py beside it): each figure checked against OGR/shapely.

Data: QGIS's world_map.gpkg (countries, states_provinces) and the hackfests
GeoJSON (accented places, years, dates), plus a PostGIS table. Every lookup runs
in a real worker thread while the main thread serves its main-thread calls,
as in a chat turn.
"""

from __future__ import annotations

import json

import pytest
from map_assistant.agent.cancel import CancelToken
from map_assistant.agent.tools import ToolContext
from map_assistant.agent.user_error import UserError
from map_assistant.services.reading.environment import LookupEnvironment
from map_assistant.toolbelt.threads.main_thread import MainThreadCaller
from qgis.core import QgsProject
from support.fixtures.qthread_call import call_in_qthread


class Lookups:
    """Runs a lookup tool as the chat does: ``run`` in a QThread."""

    def __init__(self, environment: LookupEnvironment, qtbot):
        self.environment = environment
        self.qtbot = qtbot

    def __call__(self, tool_class, **fields) -> tuple[dict, bool]:
        tool = tool_class()
        request = tool.input_model.model_validate(fields)
        outcome = {}

        def work():
            try:
                outcome["text"], outcome["error"] = tool.run(request, ToolContext(lookups=self.environment)), False
            except UserError as error:  # the agent's word for "an error result for the model"
                outcome["text"], outcome["error"] = error.user_message, True

        call_in_qthread(self.qtbot, work)
        self.last_text = outcome["text"]  # as run returned it (a ResultText keeps its caveat as made)
        payload = json.loads(outcome["text"])
        assert isinstance(payload["execution_ms"], int) and payload["execution_ms"] >= 0
        return payload, outcome["error"]

    def ok(self, tool_class, **fields) -> dict:
        payload, failed = self(tool_class, **fields)
        assert not failed, payload
        return payload

    def error(self, tool_class, **fields) -> str:
        payload, failed = self(tool_class, **fields)
        assert failed and set(payload) == {"error", "execution_ms"}, payload
        return payload["error"]


@pytest.fixture
def lookups(world_project, qgis_canvas, qtbot):
    caller = MainThreadCaller()
    yield Lookups(LookupEnvironment(QgsProject.instance(), qgis_canvas, caller, cancel=CancelToken()), qtbot)
    caller.deleteLater()
