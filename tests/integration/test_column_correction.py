"""Issue 11, fewer wrong buttons: SQL naming a column the layer lacks goes back to the
model with the real columns, nearest first; only the corrected query becomes a button.
QGIS's world_map.gpkg, the real controller and SDK, the loopback Messages API."""

import shutil
from pathlib import Path

from qgis.core import QgsApplication, QgsProject, QgsVectorLayer
from support.fakes.fake_anthropic import Reply
from support.fakes.scripted import ANTHROPIC_ONLY

WORLD = Path(QgsApplication.pkgDataPath()) / "resources" / "data" / "world_map.gpkg"


@ANTHROPIC_ONLY  # scripted for the Anthropic fake (fake_anthropic)
def test_an_unknown_column_is_corrected_before_a_button_shows(chat, fake_anthropic, tmp_path):
    shutil.copy(WORLD, tmp_path / "world.gpkg")
    countries = QgsVectorLayer(f"{tmp_path / 'world.gpkg'}|layername=countries", "countries", "ogr")
    assert countries.isValid()
    QgsProject.instance().addMapLayer(countries)
    # A misspelling: "geometry" itself the plugin renames (test_small_model_sql.py).
    wrong = "SELECT count(*) AS n FROM countries WHERE ST_Area(geomtry) > 100"
    right = "SELECT count(*) AS n FROM countries WHERE ST_Area(geom) > 100"
    fake_anthropic.enqueue(
        Reply.tool_use("sql", {"sql": wrong, "title": "Big countries"}, id="toolu_wrong"),
        Reply.tool_use("sql", {"sql": right, "title": "Big countries"}, id="toolu_right"),
    )
    chat.send("How many big countries?")

    correction = fake_anthropic.requests[1]["messages"][-1]["content"][0]
    assert correction["tool_use_id"] == "toolu_wrong" and correction["is_error"] is True
    assert "no column geomtry in countries; did you mean geom? Columns of countries: geom, " in correction["content"]
    measured = ("SELECT COUNT(*) AS n FROM countries WHERE ST_AREA(ST_TRANSFORM(geom, 6933, NULL, 'EPSG:4326', "
                "'EPSG:6933')) > 100")  # and measured on the ground: countries is in degrees (issue 39)
    assert [button.toolTip() for button in chat.action_buttons()] == [measured]
