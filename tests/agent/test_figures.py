"""Figures nothing in the turn computed (agent/figures.py): what make eval-live's traps
showed a small model write, against what the conversation held."""

import pytest
from map_assistant.agent.figures import summary_counts, unfounded_figures

CONTEXT = "Layers: countries (MultiPolygon, EPSG:4326, 240 features); extent -10,35 : 30,60"


@pytest.mark.parametrize(("answer", "computed", "unfounded"), [
    # from memory (make eval-live's traps at c492b1a): no lookup held them
    ("The area of Indonesia in km² is 1,444,000 km².", [CONTEXT], ["1,444,000 km²"]),
    ("The total area of Portugal's provinces is 1 km².", [CONTEXT], ["1 km²"]),
    ("Spain covers about 505990 square kilometres.", [CONTEXT], ["505990 square kilometres"]),
    # from the context or a lookup, as written, rounded, or in a unit a power of ten away
    ("France covers 636,692 km².", ['{"columns": ["area_m2"], "rows": [[636692513759.0247]]}'], []),
    ("The mean is 1,354,108.", ['{"mean": 1354107.9, "nulls": 2}'], []),
    ("Madrid is 1053 km from Paris.", ['{"rows": [[1052.965]]}'], []),
    # a lookup's timing is no figure (the traps' live runs at 74a1ad1: "0.0 km" went unmarked)
    ("Madrid is approximately 0.0 km from Paris.", ['{"columns": ["km"], "rows": [], "execution_ms": 0}'],
     ["0.0 km"]),
    ("Madrid is 0 km from Madrid.", ['{"columns": ["km"], "rows": [[0.0]], "execution_ms": 3}'], []),
    # not figures: a list's or a step's number, years, codes, identifiers, code
    ("Select the layers, then step 2. Then 3) export.", [], []),
    ("The data is from 2019, in EPSG:4326, field ISO_A3.", [], []),
    ("Run `SELECT count(*) FROM t WHERE pop > 100000`.", [], []),
    ('Paris as GeoJSON: {"type": "Point", "coordinates": [2.35, 48.85]}', [], []),
    ("```sql\nSELECT ST_Area(geom)/1e6 AS km2 FROM c WHERE id = 42\n```", [], []),
    # a number the question gave, as written or in words ("2 million": 2 scaled by a million)
    ("Countries over 2,000,000 km²: see the selection.", ["Select the countries larger than 2 million km²"], []),
    ("Countries over 2,000,000 km²: see the selection.", ["larger than 2000000 km²"], []),
    ("Countries over 3,000,000 km²: see the selection.", ["larger than 2000000 km²"], ["3,000,000 km²"]),
])
def test_unfounded_figures(answer, computed, unfounded):
    assert unfounded_figures(answer, computed, [CONTEXT]) == unfounded


@pytest.mark.parametrize(("answer", "unfounded"), [
    ("There are 240 countries.", []),  # a count the context gives, as it gives it
    ("There are 2.4 thousand countries, 240 of them shown.", []),
    # a measure is never founded by the context, whose many numbers would found one by chance
    # (make eval-live's traps at 6fd5b00: "The total area of Portugal's provinces is 1 km²." went unmarked)
    ("The total area of Portugal's provinces is 1 km².", ["1 km²"]),
    ("The view is 40 km wide.", ["40 km"]),
    ("There are 2400 countries.", ["2400"]),  # the context's 240, ten times: no unit says so
])
def test_the_map_context_founds_a_bare_number_as_it_is_never_a_measure(answer, unfounded):
    assert unfounded_figures(answer, ["What is it?"], [CONTEXT]) == unfounded


SUMMARY = """Layers:
- rivers [active]: GeoPackage; SQL engine sqlite; LineString, EPSG:4326; 12 features; pk fid; selected 0
  fields: name (text)
- countries: GeoPackage; SQL engine sqlite; MultiPolygon, EPSG:4326; 240 features; pk fid; selected 0
- rivers_3857: GeoPackage; SQL engine sqlite; LineString, EPSG:3857; 12 features; pk fid; selected 0"""


@pytest.mark.parametrize(("answer", "computed", "counts"), [
    # make eval-live's traps at f0c2a0a: the layer's feature count said for its distinct or non-empty values
    # (two layers with 12 features: both named; live at 13edd14, only the last one was)
    ("There are 12 distinct river names.", ["How many distinct river names are there?"],
     [("12", "rivers, rivers_3857")]),
    ("240 countries have a population.", ["How many countries have a population?"], [("240", "countries")]),
    # computed, or asked: a lookup's 12 or the question's is no feature count read off the summary
    ("There are 12 rivers.", ["How many rivers?", '{"rows": [[12]]}'], []),
    ("Of the 240 countries, 17 are shown.", ["Which of the 240 countries are shown?", '{"count": 17}'], []),
    # no layer has that count; a measure is the other check's
    ("There are 11 rivers.", ["How many rivers?"], []),
    ("The river is 12 km long.", ["How long?"], []),
])
def test_a_bare_number_only_the_summary_holds_is_said_to_be_a_feature_count(answer, computed, counts):
    assert summary_counts(answer, computed, [SUMMARY]) == counts
    # the other notice: a figure nothing holds at all
    assert unfounded_figures(answer, computed, [SUMMARY]) == {"There are 11 rivers.": ["11"],
                                                              "The river is 12 km long.": ["12 km"]}.get(answer, [])


COUNTED = """Vector layers (3):
- countries: GeoPackage; SQL engine sqlite; MultiPolygon, EPSG:4326; 177 features; pk fid; selected 0
  layer id: countries_1; provider ogr; 5 fields"""


@pytest.mark.parametrize(("answer", "computed", "unfounded"), [
    # make eval-live's traps at f3052da, both paths: a small count from memory, no lookup
    ("Indonesia has 0 parts.", ["How many parts does Indonesia have?"], ["0 parts"]),
    ("There is 1 feature in 'cities 3857'.", ["How many features are in 'cities 3857'?"], ["1 feature"]),
    ("Indonesien hat 3 Teile.", ["Wie viele Teile hat Indonesien?"], ["3 Teile"]),  # any language
    # a lookup's count, or the question's, founds it, never scaled (1 is no 1,000 said in thousands)
    ("Indonesia has 7 parts.", ['{"rows": [[7]]}'], []),
    ("Indonesia has 1 part.", ['{"rows": [[1000]]}'], ["1 part"]),
    ("Here are the 3 largest countries: ...", ["Which are the 3 largest countries?"], []),
    # the context founds a small count only where it counts the same thing: its "selected 0"
    # founds no "0 parts", its 5 fields no "5 rivers"
    ("The map has 3 layers.", [], []),
    ("The countries layer has 5 fields and 0 selected features.", [], []),
    ("Indonesia has 0 parts and 5 rivers.", [], ["0 parts", "5 rivers"]),
    ("The map has 4 layers.", [], ["4 layers"]),
    # not counts: a ratio, a list's number, a number before no word
    ("It is 2.5 times larger. 1. Paris 2. Rome", [], []),
])
def test_a_small_count_is_a_figure(answer, computed, unfounded):
    assert unfounded_figures(answer, computed, [COUNTED]) == unfounded
