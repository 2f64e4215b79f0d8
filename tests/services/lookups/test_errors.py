"""What every lookup says when the layer, field, expression, time or size is wrong.
The set-up (data, the worker thread): conftest.py."""

from __future__ import annotations

import json

from map_assistant.services.lookups.count_features import CountFeaturesTool
from map_assistant.services.lookups.field_stats import FieldStatsTool
from map_assistant.services.lookups.field_values import FieldValuesTool
from map_assistant.services.lookups.find_features import FindFeaturesTool
from qgis.core import QgsProject


def test_unknown_layer_suggests_the_nearest_names(lookups):
    error = lookups.error(CountFeaturesTool, layer="contries")
    assert "no vector layer named 'contries'" in error
    assert error.index("countries") < error.index("hackfests")


def test_unknown_field_lists_the_layers_fields(lookups):
    error = lookups.error(FieldStatsTool, layer="hackfests", field="yaer")
    assert "no field 'yaer'" in error and "Closest: year" in error
    for name in ("place", "month_int", "date_nice"):
        assert name in error


def test_bad_expression_gives_qgis_parser_error(lookups):
    error = lookups.error(CountFeaturesTool, layer="hackfests", expression='"year" >= ')
    assert "cannot parse" in error
    assert "syntax error" in error or "Incomplete expression" in error  # the parser's wording changed in 3.40


def test_expression_with_an_unknown_field_names_the_fields(lookups):
    error = lookups.error(CountFeaturesTool, layer="hackfests", expression='"yeer" = 2015')
    assert "no field 'yeer'" in error and "year" in error


def test_timeout_says_to_narrow_the_question(lookups):
    lookups.environment.timeout_s = 1e-9
    for tool, fields in ((CountFeaturesTool, {"layer": "states_provinces", "expression": "1 = 1"}),
                         (FindFeaturesTool, {"text": "Essen"}),
                         (FieldValuesTool, {"layer": "states_provinces", "field": "admin"})):
        error = lookups.error(tool, **fields)
        assert "longer than" in error and "Narrow the question" in error


def test_stop_ends_a_lookup(lookups):
    lookups.environment.cancel.cancel()
    assert "Stopped" in lookups.error(FieldValuesTool, layer="states_provinces", field="admin")


def test_results_are_cut_to_the_size_cap_and_say_so(lookups):
    lookups.environment.max_chars = 2_000
    payload = lookups.ok(FieldValuesTool, layer="states_provinces", field="name", limit=100)
    text = json.dumps(payload, ensure_ascii=False)
    assert len(text) <= 2_100 and "Result cut to 2,000 characters" in payload["note"]
    assert 0 < len(payload["values"]) < 100


def test_a_layer_whose_source_is_gone_is_an_error_result(lookups, tmp_path):
    from qgis.core import QgsVectorLayer

    missing = QgsVectorLayer(str(tmp_path / "gone.gpkg") + "|layername=gone", "gone", "ogr")
    QgsProject.instance().addMapLayer(missing, False)  # QGIS keeps invalid layers in projects it loads
    assert "unavailable" in lookups.error(CountFeaturesTool, layer="gone")
