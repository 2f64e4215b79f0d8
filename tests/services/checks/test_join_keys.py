"""A join on two fields that share no value is sent back before any button, with the field
pairs of the two layers that do share values (issue 40), on QGIS's world map: countries
(240) and states_provinces (4,556), read whole in the validation worker."""

from __future__ import annotations

import dataclasses

import pytest
from map_assistant.services.actions.sql import SqlTool
from map_assistant.services.checks import join_keys
from map_assistant.services.checks.call_check import checked_input
from map_assistant.services.checks.sql_mend import mended_sql
from map_assistant.services.reading import key_values
from map_assistant.services.reading.key_values import as_key
from pydantic import ValidationError
from qgis.core import QgsFeature, QgsProject, QgsVectorLayer

NO_SHARED = ("SELECT c.NAME, count(*) AS provinces FROM countries c JOIN states_provinces s "
             "ON c.ISO_A3 = s.iso_a2 GROUP BY c.NAME")  # three letters against two: never equal
SOUND = ("SELECT c.NAME, count(*) AS provinces FROM countries c JOIN states_provinces s "
         "ON c.ISO_A3 = s.adm0_a3 GROUP BY c.NAME")


@pytest.fixture
def values_context(world_context):
    return dataclasses.replace(world_context, values_allowed=True)


def test_a_join_whose_keys_share_no_value_is_sent_back_with_the_pairs_that_do(values_context):
    # through the sql action's own check, as the router calls it
    with pytest.raises(ValidationError) as refused:
        checked_input(SqlTool(), {"title": "Provinces per country", "sql": NO_SHARED}, values_context)
    text = str(refused.value)
    assert "The join c.ISO_A3 = s.iso_a2 matches nothing" in text
    assert "countries.ISO_A3 and states_provinces.iso_a2 share no value" in text
    assert "Fields of these layers that do share values:" in text
    assert "countries.ISO_A3 = states_provinces.adm0_a3" in text or "countries.ISO_A3 = states_provinces.sov_a3" in text
    assert "countries.iso_a2 = states_provinces.iso_a2" in text
    assert "countries.fid = states_provinces.fid" not in text  # two primary keys share 1, 2, 3... by chance


def test_a_join_the_data_supports_passes_as_written(values_context):
    assert mended_sql(values_context, SOUND, []) == (SOUND, "")


def test_a_join_checked_again_in_the_same_turn_reads_no_layer_twice(values_context, monkeypatch):
    reads = []
    real = key_values._read_key_values

    def counted(environment, layer_name, fields):  # the real read, counted
        reads.append(layer_name)
        return real(environment, layer_name, fields)

    monkeypatch.setattr(key_values, "_read_key_values", counted)
    for _attempt in range(2):  # the model sends the same join again after its correction
        with pytest.raises(ValidationError):
            checked_input(SqlTool(), {"title": "Provinces per country", "sql": NO_SHARED}, values_context)
    assert sorted(reads) == ["countries", "countries", "states_provinces", "states_provinces"], reads
    # (each layer: its one key field, then all its key fields for the pairs; all from memory the second time)


def test_nothing_is_read_or_said_when_values_may_not_leave(world_context, monkeypatch):
    def no_read(*_args, **_kwargs):
        raise AssertionError("a value was read")

    monkeypatch.setattr(join_keys, "key_values", no_read)
    assert mended_sql(world_context, NO_SHARED, [])[0] == NO_SHARED  # the session's Ask or Never


def test_a_layer_too_large_to_read_whole_is_not_judged(values_context, monkeypatch):
    monkeypatch.setattr(key_values, "MAX_ROWS", 1_000)  # states_provinces has 4,556
    assert mended_sql(values_context, NO_SHARED, [])[0] == NO_SHARED


@pytest.fixture
def plots_and_owners(world_context):
    """Two memory layers: plots and owners share their 30 codes; each has a rank of 3 values
    (1, 2, 0) and a number written as an integer in one and as text in the other."""
    made = []
    for name, number in (("plots", "integer"), ("owners", "string")):
        layer = QgsVectorLayer(f"None?field=code:string&field=rank:integer&field=number:{number}", name, "memory")
        features = []
        for n in range(1, 31):
            feature = QgsFeature(layer.fields())
            feature.setAttributes([f"P{n}", n % 3, n if number == "integer" else str(n)])
            features.append(feature)
        layer.dataProvider().addFeatures(features)
        made.append(layer)
    QgsProject.instance().addMapLayers(made)
    yield dataclasses.replace(world_context, values_allowed=True)
    QgsProject.instance().removeMapLayers([layer.id() for layer in made])


def test_only_fields_that_can_be_keys_are_offered_as_a_pair(plots_and_owners):
    pairs = join_keys.shared_pairs(plots_and_owners.lookups, "plots", "owners")
    # rank: 3 values each, shared by chance; number: an integer against a text; number and rank: 2 values
    assert pairs == ["plots.code = owners.code (30 values)"]


@pytest.mark.parametrize(("value", "key"), [
    (12, "12"), (12.0, "12"), ("12", "12"), (" ES ", "ES"), (1.5, "1.5"), (None, None), ("", None), (True, None),
])
def test_a_value_is_compared_as_a_join_would_bridge_it(value, key):
    assert as_key(value) == key


@pytest.mark.parametrize(("type_name", "kind"), [
    ("String", key_values.TEXT), ("varchar(20)", key_values.TEXT), ("text", key_values.TEXT),
    ("Integer64", key_values.WHOLE), ("int4", key_values.WHOLE), ("integer", key_values.WHOLE),
    ("Real", None), ("double precision", None), ("Date", None), ("timestamp", None),
])
def test_only_text_and_whole_numbers_are_keys(type_name, kind):
    assert key_values.key_kind(type_name) == kind
