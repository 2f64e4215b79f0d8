"""Name matching without QGIS: normalisation, typo distance, tiers, suggestions."""

import pytest
from map_assistant.services.reading.text_match import TextMatcher, edit_distance, nearest, normalize


@pytest.mark.parametrize(("raw", "folded"), [
    ("Zürich", "zurich"), ("A Coruña", "a coruna"), ("Nødebo", "nodebo"), ("Wrocław", "wroclaw"),
    ("Côte d'Ivoire", "cote d ivoire"), ("  ÆRØ  Straße ", "aero strasse"), ("São_Tomé", "sao tome"),
])
def test_normalize_folds_case_accents_and_punctuation(raw, folded):
    assert normalize(raw) == folded


def test_edit_distance_counts_a_swap_as_one_typo_and_stops_early():
    assert edit_distance("girona", "girnoa", 2) == 1
    assert edit_distance("brasil", "brazil", 2) == 1
    assert edit_distance("kitten", "sitting", 3) == 3
    assert edit_distance("abc", "abcdefgh", 2) == 3  # beyond the limit: limit + 1


def test_tiers_sort_better_kinds_of_match_first():
    matcher = TextMatcher("Las Palmas")
    scores = [matcher.score(v) for v in ("Las Palmas", "las palmas", "Las Palmas de Gran Canaria",
                                         "Isla Las Palmas", "Las Plamas")]
    assert scores[0] == 1.0 and scores[1] == 0.95
    assert 0.8 <= scores[2] < 0.9 and 0.6 <= scores[3] <= 0.75 and 0 < scores[4] < 0.55
    assert scores == sorted(scores, reverse=True)


def test_fuzzy_matches_words_inside_a_longer_value():
    assert TextMatcher("Mina Nort").score("Provincia de Minas Norte") is not None
    assert TextMatcher("Brasil").score("Republic of Brazil") is not None


def test_short_texts_need_an_exact_or_contained_match():
    assert TextMatcher("Bon").score("Bonn") is not None  # prefix
    assert TextMatcher("Bom").score("Bonn") is None  # three letters: no typo allowed


def test_nearest_ranks_close_names_first():
    names = ["states_provinces", "countries", "disputed_borders", "hackfests"]
    assert nearest("contries", names, 2)[0] == "countries"
    assert nearest("hackfest", names, 1) == ["hackfests"]
    assert len(nearest("zzz", names, 3)) == 3  # never empty
