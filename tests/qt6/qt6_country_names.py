"""services/checks/country_names.py on Qt 6's QLocale, which names a country a territory
(tests/services/checks/test_country_names.py runs the same cases on Qt 5; its folder's
conftest needs QGIS's core, which this leg cannot have)."""

import importlib.util
from pathlib import Path

import pytest
from map_assistant.services.checks.country_names import english_country_name

_spec = importlib.util.spec_from_file_location(
    "qt5_country_names", Path(__file__).parents[1] / "services" / "checks" / "test_country_names.py")
_cases = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_cases)


@pytest.mark.parametrize(("native", "english"), _cases.NATIVE)
def test_a_native_name_is_the_countrys_english_name_on_qt6(native, english):
    assert english_country_name(native) == english


@pytest.mark.parametrize("text", _cases.NOT_NATIVE)
def test_an_english_name_or_any_other_text_is_none_on_qt6(text):
    assert english_country_name(text) is None
