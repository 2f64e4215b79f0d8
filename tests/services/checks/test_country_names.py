"""A country's own name as Qt's English name (services/checks/country_names.py), from
the locale data of the Qt that runs the test."""

import pytest
from map_assistant.services.checks.country_names import english_country_name, is_english_country_name

NATIVE = [
    ("España", "Spain"), ("ESPANA", "Spain"), ("Deutschland", "Germany"), ("Ελλάδα", "Greece"),
    ("Россия", "Russia"), ("  Nederland ", "Netherlands"), ("Brasil", "Brazil"),
]
NOT_NATIVE = ["Spain", "France", "Espagne", "Atlantis", "", "Rivers"]  # the PyQt6 leg runs these too


@pytest.mark.parametrize(("native", "english"), NATIVE)
def test_a_native_name_is_the_countrys_english_name(native, english):
    assert english_country_name(native) == english


@pytest.mark.parametrize("text", NOT_NATIVE)
def test_an_english_name_or_any_other_text_is_none(text):
    """"France" is France's own name too: nothing to translate."""
    assert english_country_name(text) is None


@pytest.mark.parametrize(("text", "english"), [
    ("Germany", True), ("norway", True), ("Japan", True), ("Deutschland", False), ("Rivers", False), ("", False),
])
def test_an_english_country_name_is_known(text, english):
    assert is_english_country_name(text) is english
