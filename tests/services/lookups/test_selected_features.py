"""selected_features: the selection as it is when the tool runs.
The set-up (data, the worker thread): conftest.py."""

from __future__ import annotations

from map_assistant.services.lookups.selected_features import SelectedFeaturesTool
from support.fixtures.gis_data import ogr_features


def test_selected_features_reads_the_selection_as_it_is_now(lookups, world_project):
    countries = world_project["countries"]
    chosen = ("Chile", "Peru", "Bolivia", "Ecuador", "Colombia")
    countries.selectByExpression(f"NAME IN ({', '.join(repr(n) for n in chosen)})")
    result = lookups.ok(SelectedFeaturesTool, layer="countries")
    assert result["count"] == len(chosen) == countries.selectedFeatureCount()
    assert {row["NAME"] for row in result["features"]} == set(chosen)  # the name field by default
    assert {row["fid"] for row in result["features"]} == set(countries.selectedFeatureIds())
    assert result["truncated"] is False

    countries.selectByExpression("NAME = 'Chile'")  # read at the call, not when the chat began
    assert lookups.ok(SelectedFeaturesTool, layer="COUNTRIES", fields=["iso_a3"])["features"] == [
        {"fid": countries.selectedFeatureIds()[0], "ISO_A3": "CHL"}]


def test_selected_features_with_nothing_selected_says_so_and_a_wrong_field_names_the_fields(lookups, world_project):
    world_project["countries"].removeSelection()
    assert lookups.ok(SelectedFeaturesTool, layer="countries")["count"] == 0
    world_project["countries"].selectByExpression("NAME = 'Chile'")
    error = lookups.error(SelectedFeaturesTool, layer="countries", fields=["population"])
    assert "No field 'population'" in error and "NAME" in error
    rows = lookups.ok(SelectedFeaturesTool, layer="countries", fields="name")["features"]  # one, unlisted
    assert [set(row) for row in rows] == [{"fid", "NAME"}]
    rows = lookups.ok(SelectedFeaturesTool, layer="countries", fields=["population", "iso_a3"])["features"]
    assert [row["ISO_A3"] for row in rows] == ["CHL"]  # the field it has; the other left out


def test_selected_features_caps_the_rows_and_keeps_the_whole_count(lookups, world_project):
    provinces = world_project["states_provinces"]
    provinces.selectAll()
    result = lookups.ok(SelectedFeaturesTool, layer="states_provinces", fields=["name"])
    assert result["count"] == len(ogr_features("states_provinces"))
    assert 0 < len(result["features"]) <= 100 and result["truncated"] is True
