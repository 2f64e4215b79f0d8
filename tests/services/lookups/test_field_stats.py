"""field_stats on real data: numbers, dates and texts.
The set-up (data, the worker thread): conftest.py."""

from __future__ import annotations

import pytest
from map_assistant.services.lookups.field_stats import FieldStatsTool
from support.fixtures.gis_data import ogr_features


def test_field_stats_of_a_number_field(lookups):
    years = [attributes["year"] for attributes, _ in ogr_features("hackfests")]
    result = lookups.ok(FieldStatsTool, layer="hackfests", field="year")
    assert result["count"] == len(years) and result["nulls"] == 0
    assert (result["min"], result["max"], result["sum"]) == (min(years), max(years), sum(years))
    assert result["mean"] == pytest.approx(sum(years) / len(years))


def test_field_stats_of_a_date_field_gives_iso_dates(lookups):
    dates = sorted(attributes["date_nice"].replace("/", "-") for attributes, _ in ogr_features("hackfests"))
    result = lookups.ok(FieldStatsTool, layer="hackfests", field="date_nice")
    assert (result["count"], result["nulls"], result["min"], result["max"]) == (len(dates), 0, dates[0], dates[-1])
    assert "sum" not in result


def test_field_stats_of_a_text_field_counts_nulls(lookups):
    names = [attributes["woe_name"] for attributes, _ in ogr_features("states_provinces")]
    present = [n for n in names if n is not None]
    result = lookups.ok(FieldStatsTool, layer="states_provinces", field="woe_name")
    assert result["count"] == len(present) and result["nulls"] == len(names) - len(present)
    assert (result["min"], result["max"]) == (min(present), max(present))
    assert "mean" not in result and "sum" not in result
