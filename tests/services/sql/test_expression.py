"""The (field, text) comparisons of a QGIS expression (services/sql/expression.py):
what the selection's value search reads."""

import pytest
from map_assistant.services.sql.expression import sole_text_comparison, text_comparisons


@pytest.mark.parametrize(("expression", "pairs", "references"), [
    ("\"country\" = 'France'", [("country", "France")], {"country": 1}),
    ("'France' = country", [("country", "France")], {"country": 1}),
    ("country IN ('France', 'Spain') AND \"pop\" > 3", [("country", "France")], {"country": 1, "pop": 1}),
    ("NOT (upper(name) = 'X' OR name = 'Y')", [("name", "Y")], {"name": 2}),
    ("country = 3 OR 'a' = 'b' OR country LIKE 'Fr%'", [], {"country": 2}),
    ("\"country\" = 'France' AND \"Country\" = 'Spain'", [("country", "France"), ("Country", "Spain")],
     {"country": 2}),
])
def test_text_comparisons(expression, pairs, references):
    assert text_comparisons(expression) == (pairs, references)


def test_an_expression_that_does_not_parse_compares_nothing():
    assert text_comparisons("country = = 'France'") == ([], {})


@pytest.mark.parametrize(("expression", "sole"), [
    ("name = 'Canada'", ("name", "Canada")), ("'Canada' = \"name\"", ("name", "Canada")),
    ("name IN ('Canada')", None), ("NOT name = 'Canada'", None), ("name = 'a' AND admin = 'b'", None),
    ("name = 3", None), ("upper(name) = 'A'", None), ("name = = 'x'", None),
    ("\"iso_a3\" = 'BRA'", ("iso_a3", "BRA")),  # count_features' mend reads it too
    ("name LIKE 'x%'", None), ("(", None),
])
def test_the_sole_comparison(expression, sole):
    assert sole_text_comparison(expression) == sole
