"""Issue 26: a text compared with a column the layer lacks (``WHERE country = 'France'``)
is looked up in the text fields of the query's layers, as the agent validates the
call: QGIS's world_map.gpkg, the real snapshot and lookup environment (on the main
thread here, so the main-thread caller simply runs)."""

import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from map_assistant.agent.cancel import CancelToken
from map_assistant.agent.tools import ToolContext
from map_assistant.services.actions.sql import SqlTool
from map_assistant.services.checks import value_mend
from map_assistant.services.checks.call_check import checked_input
from map_assistant.services.reading import value_search
from map_assistant.services.reading.environment import LookupEnvironment
from map_assistant.services.reading.value_search import find_value
from map_assistant.services.snapshot.builder import build_snapshot
from map_assistant.toolbelt.threads.main_thread import MainThreadCaller
from pydantic import ValidationError
from qgis.core import QgsApplication, QgsProject, QgsVectorLayer

WORLD = Path(QgsApplication.pkgDataPath()) / "resources" / "data" / "world_map.gpkg"
BOTH = "SELECT count(*) AS n FROM countries, states_provinces WHERE country = 'France'"


@pytest.fixture
def context(tmp_path, qgis_new_project, qgis_canvas):
    shutil.copy(WORLD, tmp_path / "world.gpkg")
    layers = [QgsVectorLayer(f"{tmp_path / 'world.gpkg'}|layername={name}", name, "ogr")
              for name in ("countries", "states_provinces")]
    QgsProject.instance().addMapLayers(layers)
    caller = MainThreadCaller()
    lookups = LookupEnvironment(QgsProject.instance(), qgis_canvas, caller, cancel=CancelToken())
    # Values may leave: the value search runs only then (issue 37).
    yield ToolContext(snapshot=build_snapshot(QgsProject.instance(), qgis_canvas), lookups=lookups,
                      values_allowed=True)
    caller.deleteLater()
    QgsProject.instance().removeAllMapLayers()


def rejection(context, sql: str) -> str:
    with pytest.raises(ValidationError) as error:
        checked_input(SqlTool, {"sql": sql, "title": "T"}, context)
    return str(error.value)


def test_the_fields_holding_a_text_are_found_with_their_row_counts(context):
    hits = find_value(context.lookups, ["countries", "states_provinces"], "France")
    assert [(hit.layer, hit.field, hit.rows) for hit in hits] == [("countries", "NAME", 1),
                                                                 ("states_provinces", "admin", 101)]
    assert find_value(context.lookups, ["countries"], "Atlantis") == []


def test_a_count_stops_at_the_cap(context, monkeypatch):
    monkeypatch.setattr(value_search, "COUNT_CAP", 50)
    (hit,) = find_value(context.lookups, ["states_provinces"], "France")
    assert (hit.rows, hit.capped) == (50, True)
    message = rejection(replace(context, values_allowed=True), BOTH)
    assert "states_provinces.admin (50+ rows)" in message


@pytest.mark.parametrize("values_allowed", [False, None])  # Never or Ask before a yes; not decided
def test_without_consent_no_value_search_runs_and_no_field_is_named_as_holding_the_text(
        context, monkeypatch, values_allowed):
    searched = []
    monkeypatch.setattr(value_mend, "find_value", lambda *args: searched.append(args) or [])
    message = rejection(replace(context, values_allowed=values_allowed), BOTH)
    assert "no column country" in message and "is a value of" not in message and searched == []
    with pytest.raises(ValidationError, match="no column country in states_provinces"):
        checked_input(SqlTool, {"sql": "SELECT name FROM states_provinces WHERE country = 'France'", "title": "T"},
                                replace(context, values_allowed=values_allowed))


def test_with_consent_the_correction_names_the_fields_and_their_counts(context):
    allowed = rejection(context, BOTH)
    assert "'France' is a value of countries.NAME (1 row) and of states_provinces.admin (101 rows)" in allowed


def test_a_text_no_layer_holds_leaves_the_plain_correction(context):
    message = rejection(context, "SELECT name FROM states_provinces WHERE country = 'Atlantis'")
    assert "no column country in states_provinces" in message and "is a value of" not in message


def test_without_the_live_map_the_correction_names_the_columns_only(context):
    message = rejection(replace(context, lookups=None), "SELECT name FROM states_provinces WHERE country = 'France'")
    assert "no column country in states_provinces" in message and "is a value of" not in message


def test_a_text_in_one_field_of_the_columns_own_layer_renames_the_column(context):
    call = checked_input(SqlTool, {"sql": "SELECT name FROM states_provinces s WHERE s.country IN ('France')",
                                    "title": "T"}, context)
    assert call.sql == "SELECT name FROM states_provinces s WHERE s.admin IN ('France')"
