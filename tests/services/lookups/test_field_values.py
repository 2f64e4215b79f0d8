"""field_values on real data: the values and their exact counts.
The set-up (data, the worker thread): conftest.py."""

from __future__ import annotations

from collections import Counter

from map_assistant.services.lookups.field_values import FieldValuesTool
from support.fixtures.gis_data import ogr_features


def test_field_values_most_frequent_first_with_exact_counts(lookups):
    result = lookups.ok(FieldValuesTool, layer="hackfests", field="place", limit=3)
    expected = Counter(attributes["place"] for attributes, _ in ogr_features("hackfests"))
    assert result["distinct"] == len(expected)
    assert result["values"][0] == {"value": "Essen", "count": expected["Essen"]} == {"value": "Essen", "count": 3}
    assert [v["count"] for v in result["values"]] == sorted(expected.values(), reverse=True)[:3]
    assert {v["value"] for v in result["values"][1:]} <= {"Wien", "Nødebo"}


def test_field_values_of_a_date_field_are_iso_dates(lookups):
    result = lookups.ok(FieldValuesTool, layer="hackfests", field="date_nice", limit=100)
    expected = Counter(attributes["date_nice"].replace("/", "-") for attributes, _ in ogr_features("hackfests"))
    assert {v["value"]: v["count"] for v in result["values"]} == dict(expected)
