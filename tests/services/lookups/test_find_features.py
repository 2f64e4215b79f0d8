"""find_features: forgiving matches, their tiers, and when the search stops.
The set-up (data, the worker thread): conftest.py."""

from __future__ import annotations

import pytest
from map_assistant.services.lookups.find_features import FindFeaturesTool
from qgis.core import QgsProject
from support.fixtures.gis_data import ogr_features


def test_find_features_forgives_a_misspelt_country(lookups):
    matches = lookups.ok(FindFeaturesTool, text="Brasil")["matches"]
    brazil = [attributes for attributes, _ in ogr_features("countries") if attributes["NAME"] == "Brazil"]
    assert brazil
    best = matches[0]
    assert (best["layer"], best["field"], best["value"]) == ("countries", "NAME", "Brazil")
    assert 0 < best["score"] < 0.55  # a close spelling, not a substring


@pytest.mark.parametrize(("typed", "place", "tier"), [
    ("Zürich", "Zürich", (1.0, 1.0)),  # exact
    ("zurich", "Zürich", (0.95, 0.95)),  # accent and case
    ("Las Pal", "Las Palmas", (0.8, 0.9)),  # prefix
    ("coruna", "A Coruña", (0.6, 0.75)),  # substring, accent
    ("Nodebo", "Nødebo", (0.95, 0.95)),  # ø is typed as o
    ("Wroclaw", "Wrocław", (0.95, 0.95)),
    ("Girnoa", "Girona", (0.0, 0.55)),  # a swap of two letters
])
def test_find_features_tiers_on_hackfest_places(lookups, typed, place, tier):
    matches = lookups.ok(FindFeaturesTool, text=typed, layer="hackfests")["matches"]
    assert matches, typed
    best = matches[0]
    assert best["value"] == place and best["field"] == "place"
    assert tier[0] <= best["score"] <= tier[1]
    fids = {attributes["place"] for attributes, _ in ogr_features("hackfests")}
    assert place in fids
    # Best first.
    assert [m["score"] for m in matches] == sorted((m["score"] for m in matches), reverse=True)


def test_find_features_fid_is_the_feature_id(lookups, world_project):
    best = lookups.ok(FindFeaturesTool, text="Funchal", layer="hackfests")["matches"][0]
    feature = world_project["hackfests"].getFeature(best["fid"])
    assert feature["place"] == "Funchal"


def test_find_features_nothing_found_is_an_empty_list(lookups):
    assert lookups.ok(FindFeaturesTool, text="Qwxyzzy", layer="hackfests")["matches"] == []


def test_find_features_keeps_the_best_while_pruning(lookups, monkeypatch):
    from map_assistant.services.lookups import find_features

    unpruned = lookups.ok(FindFeaturesTool, text="San", layer="states_provinces", limit=15)["matches"]
    monkeypatch.setattr(find_features, "_PRUNE_AT", 20)
    assert lookups.ok(FindFeaturesTool, text="San", layer="states_provinces", limit=15)["matches"] == unpruned
    assert len(unpruned) == 15 and all(m["score"] >= 0.8 for m in unpruned)  # prefixes beat substrings


def test_find_features_stops_at_the_scan_cap_and_says_so(lookups):
    lookups.environment.max_scanned = 100
    result = lookups.ok(FindFeaturesTool, text="Essen")
    assert "Stopped after 100 features" in result["note"]


_OTHER_STREETS = [f"Main Street {n}" for n in range(300)]


@pytest.mark.parametrize(("names", "score"), [
    (["Main Street"] * 12 + _OTHER_STREETS + ["main street"] * 5, 1.0),  # ten exact matches first
    (["main street"] * 12 + _OTHER_STREETS, 0.95),  # none anywhere (the source says so): other case
])
def test_find_features_stops_reading_once_the_best_matches_are_in_hand(lookups, names, score):
    """Ten matches at the start of a layer that no unread feature could rank above
    (the layer's source was asked whether it holds the text itself): the lookup
    stops there and the answer is complete (no "Stopped after" note under a scan
    cap the full pass would hit), and the same as a full pass."""
    _add_streets(names)
    full = lookups.ok(FindFeaturesTool, text="Main Street", layer="streets")
    lookups.environment.max_scanned = 50
    capped = lookups.ok(FindFeaturesTool, text="Main Street", layer="streets")
    assert "note" not in capped and capped["matches"] == full["matches"]
    # Ties: the first read.
    assert [(m["fid"], m["score"]) for m in capped["matches"]] == [(fid, score) for fid in range(1, 11)]


def _add_streets(names: list[str]) -> None:
    from support.fixtures.gis_data import memory_layer

    QgsProject.instance().addMapLayer(memory_layer("streets", fields=[("name", "string")],
                                                   features=[([name], "POINT(0 0)") for name in names]))


def test_find_features_an_exact_match_read_last_still_comes_first(lookups):
    """Other-case matches at the start do not stop the search while the layer holds
    the text itself further on: it outranks them (under a cap that stops the pass
    before it, the answer says the layer was not all searched)."""
    names = ["main street"] * 12 + _OTHER_STREETS + ["Main Street"]
    _add_streets(names)
    matches = lookups.ok(FindFeaturesTool, text="Main Street", layer="streets")["matches"]
    assert (matches[0]["fid"], matches[0]["score"]) == (len(names), 1.0)
    assert [(m["fid"], m["score"]) for m in matches[1:]] == [(fid, 0.95) for fid in range(1, 10)]
    lookups.environment.max_scanned = 50
    assert "Stopped after 50 features" in lookups.ok(FindFeaturesTool, text="Main Street", layer="streets")["note"]


def test_find_features_a_source_that_cannot_filter_is_searched_as_before(lookups, tmp_path):
    """A delimited-text layer would be read whole by QGIS to answer the exact-match
    question, so it is not asked: the search reads on (here up to the cap)."""
    from qgis.core import QgsVectorLayer

    csv = tmp_path / "streets.csv"
    csv.write_text("name\n" + "main street\n" * 12 + "".join(f"Main Street {n}\n" for n in range(300)),
                   encoding="utf-8")
    layer = QgsVectorLayer(f"file://{csv}?type=csv&geomType=none", "streets", "delimitedtext")
    assert layer.isValid()
    QgsProject.instance().addMapLayer(layer)
    lookups.environment.max_scanned = 50
    result = lookups.ok(FindFeaturesTool, text="Main Street", layer="streets")
    assert "Stopped after 50 features" in result["note"]
    assert [m["score"] for m in result["matches"]] == [0.95] * 10


def test_find_features_an_exact_match_in_a_later_layer_still_comes_first(lookups, qgis_canvas):
    """The first layer holds only other-case matches; a later one holds the text
    itself, so the search reads on into it instead of stopping in the first."""
    from support.fixtures.gis_data import memory_layer, remove_layers

    project = QgsProject.instance()
    remove_layers(qgis_canvas)
    first = memory_layer("streets_a", fields=[("name", "string")], features=[(["main street"], "POINT(0 0)")] * 12)
    then = memory_layer("streets_b", fields=[("name", "string")],
                        features=[(["x"], "POINT(0 0)")] * 5 + [(["Main Street"], "POINT(0 0)")])
    project.addMapLayers([first, then], False)  # placed in the tree by hand: this order
    project.layerTreeRoot().insertLayer(0, first)
    project.layerTreeRoot().insertLayer(1, then)
    matches = lookups.ok(FindFeaturesTool, text="Main Street", limit=5)["matches"]
    assert [(m["layer"], m["fid"], m["score"]) for m in matches] == (
        [("streets_b", 6, 1.0)] + [("streets_a", fid, 0.95) for fid in range(1, 5)])


def test_find_features_stops_at_a_layer_boundary_when_the_answer_is_in_hand(lookups, qgis_canvas, tmp_path):
    """Ten other-case matches read from a source that is not asked (delimited text);
    the next layer holds no exact match, so it is not read at all: no "Stopped
    after" note under a cap that reading it would hit."""
    from qgis.core import QgsVectorLayer
    from support.fixtures.gis_data import memory_layer, remove_layers

    project = QgsProject.instance()
    remove_layers(qgis_canvas)
    csv = tmp_path / "streets.csv"
    csv.write_text("name\n" + "main street\n" * 10, encoding="utf-8")
    first = QgsVectorLayer(f"file://{csv}?type=csv&geomType=none", "streets_csv", "delimitedtext")
    then = memory_layer("others", fields=[("name", "string")],
                        features=[([f"road {n}"], "POINT(0 0)") for n in range(300)])
    project.addMapLayers([first, then], False)  # placed in the tree by hand: this order
    project.layerTreeRoot().insertLayer(0, first)
    project.layerTreeRoot().insertLayer(1, then)
    lookups.environment.max_scanned = 50
    result = lookups.ok(FindFeaturesTool, text="Main Street")
    assert "note" not in result
    assert [(m["layer"], m["score"]) for m in result["matches"]] == [("streets_csv", 0.95)] * 10


def test_find_features_early_stop_still_lets_a_later_name_field_outrank(lookups, qgis_canvas):
    """Exact matches in a code field do not stop the search while a name-like field,
    in the same layer or a later one, could still match exactly and rank above them."""
    from support.fixtures.gis_data import memory_layer, remove_layers

    project = QgsProject.instance()
    remove_layers(qgis_canvas)  # only these two layers, codes first in the tree
    codes = [([f"A{n % 2}"], "POINT(0 0)") for n in range(40)]
    project.addMapLayer(memory_layer("codes", fields=[("code", "string")], features=codes))
    project.addMapLayer(memory_layer("places", fields=[("code", "string"), ("place", "string")],
                                     features=[(["A0", "x"], "POINT(0 0)")] * 30 + [(["b", "A0"], "POINT(0 0)")]))
    best = lookups.ok(FindFeaturesTool, text="A0", limit=5)["matches"][0]
    assert (best["layer"], best["field"], best["fid"], best["score"]) == ("places", "place", 31, 1.0)
    in_one = lookups.ok(FindFeaturesTool, text="A0", layer="places", limit=5)["matches"]
    assert (in_one[0]["field"], in_one[0]["fid"]) == ("place", 31)
    assert [m["field"] for m in in_one[1:]] == ["code"] * 4
