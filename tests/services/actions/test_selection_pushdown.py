"""A selection by expression runs as SQL in the layer's own database when the
expression means the same there (services/sql/expression.py), else as an exact
pass over the features. Either way the button selects exactly what QGIS's own
selectByExpression selects: checked on world_map.gpkg's countries (texts with
NULLs, accents, quotes) and on a PostGIS table, with proof from
pg_stat_statements that the translated ones ran in PostgreSQL."""

from __future__ import annotations

import pytest
from map_assistant.services.actions.selection import SelectionInput, SelectionTool, pushed_expression_work
from map_assistant.services.base import ActionEnvironment
from map_assistant.services.sql.expression import where_clause
from map_assistant.toolbelt.qgis_compat import field_type
from qgis.core import QgsFeature, QgsField, QgsFields, QgsProject
from support.fakes.recording_host import RecordingHost
from support.instruments.pg_stats import assert_ran_in_postgres

TRANSLATED = [
    '"NAME" = \'Norway\'',
    '"NAME" <> \'Norway\'',
    '"NAME" IS NULL',
    '"NAME" IS NOT NULL',
    '"iso_a2" IN (\'NO\', \'SE\', \'DE\')',
    '"iso_a2" NOT IN (\'NO\')',
    'NOT ("NAME" = \'Norway\') AND "fid" > 100',
    '"fid" >= 10 AND "fid" < 20 OR "fid" = 200',
    '200 = "fid"',
    '-1 < "fid"',
    '"fid" = 2.5',
    '"NAME" = \'Côte d\'\'Ivoire\'',
    '"name" = \'Norway\'',  # QGIS finds a field whatever the case of its name
]
NOT_TRANSLATED = [
    '"NAME" LIKE \'N%\'',
    'lower("NAME") = \'norway\'',
    '"NAME" > \'M\'',  # text order may differ between QGIS and a database
    '"fid" = \'3\'',
    '"NAME" = 3',
    '"fid" + 1 = 3',
    '"NAME" = NULL',
    '$area > 10',
    '"NAME" IN (\'Norway\', 3)',
]


def click_selection(session, layer, expression: str, qtbot) -> list[int]:
    host = RecordingHost()
    layer.removeSelection()
    button = SelectionTool().process(session, SelectionInput(layer=layer.name(), expression=expression)).buttons[0]
    button.run(host)
    qtbot.waitUntil(lambda: host.outcomes > 0, timeout=15_000)
    selected = sorted(layer.selectedFeatureIds())
    # Selecting nothing is said as a failure (checks/after_click.py); no other error is.
    expected = [] if selected else [f"Selected 0 features in '{layer.name()}': nothing matched {expression}."]
    assert host.errors == expected, host.errors
    return selected


def native(layer, expression: str) -> list[int]:
    layer.removeSelection()
    layer.selectByExpression(expression)
    selected = sorted(layer.selectedFeatureIds())
    layer.removeSelection()
    return selected


@pytest.fixture
def countries(world_project, qgis_canvas):
    return ActionEnvironment(project=QgsProject.instance(), canvas=qgis_canvas), world_project["countries"]


@pytest.mark.parametrize("expression", TRANSLATED + NOT_TRANSLATED)
def test_the_button_selects_what_qgis_selects_on_a_geopackage(countries, expression, qtbot):
    session, layer = countries
    pushed = pushed_expression_work(session, layer, expression, 10)
    assert (pushed is not None) == (expression in TRANSLATED)
    assert click_selection(session, layer, expression, qtbot) == native(layer, expression)


def test_the_checks_find_matches_and_nulls(countries):
    """Parity over empty selections would prove little: the data has both."""
    _, layer = countries
    assert len(native(layer, '"NAME" IS NULL')) == 2
    assert native(layer, '"NAME" = \'Norway\'') and native(layer, '"iso_a2" IN (\'NO\', \'SE\', \'DE\')')


def test_unsaved_edits_are_selected_through_the_exact_pass(countries, qtbot):
    session, layer = countries
    assert layer.startEditing()
    try:
        feature = QgsFeature(layer.fields())
        feature["NAME"] = "Atlantis"
        assert layer.addFeature(feature)
        assert pushed_expression_work(session, layer, '"NAME" = \'Atlantis\'', 10) is None
        assert click_selection(session, layer, '"NAME" = \'Atlantis\'', qtbot) == native(layer, '"NAME" = \'Atlantis\'')
        assert len(native(layer, '"NAME" = \'Atlantis\'')) == 1
    finally:
        layer.rollBack()


def test_a_filtered_layer_is_selected_through_the_exact_pass(countries, qtbot):
    session, layer = countries
    layer.setSubsetString("\"NAME\" LIKE 'B%'")
    assert pushed_expression_work(session, layer, '"fid" > 10', 10) is None
    assert click_selection(session, layer, '"fid" > 10', qtbot) == native(layer, '"fid" > 10')


@pytest.mark.postgis
def test_on_postgis_the_filter_runs_in_postgresql_and_the_selection_matches(postgis_points, postgis_conn,
                                                                          qgis_canvas, qtbot, server_statements):
    """There the keys are not the feature ids, so the plugin makes no SQL of its own:
    the exact pass asks QGIS's provider, which compiles the filter into its query."""
    table = postgis_points.dataProvider().uri().table()
    postgis_conn.executeSql(f"UPDATE public.{table} SET name = NULL WHERE id % 7 = 0")
    QgsProject.instance().addMapLayer(postgis_points)
    qgis_canvas.freeze(True)  # nothing but the button reads the table
    session = ActionEnvironment(project=QgsProject.instance(), canvas=qgis_canvas)
    try:
        for expression, words in [('"cat" >= 3 AND "name" IS NOT NULL', ['"cat" >= 3', '"name" is not null']),
                                  ('"cat" IN (1, 2) OR "name" = \'p10\'', ['"cat" in (1,2)', "\"name\" = 'p10'"]),
                                  ('NOT ("cat" = 0)', ['not', '"cat" = 0'])]:
            assert pushed_expression_work(session, postgis_points, expression, 10) is None
            expected = native(postgis_points, expression)
            assert expected, expression
            server_statements.reset()
            assert click_selection(session, postgis_points, expression, qtbot) == expected, expression
            assert_ran_in_postgres(server_statements, postgis_points, len(expected), "where", *words)
    finally:
        qgis_canvas.freeze(False)
        QgsProject.instance().removeMapLayer(postgis_points.id())  # its table is dropped after the test


def test_where_clause_quotes_and_mirrors():
    fields = QgsFields()
    fields.append(QgsField("cat", field_type("Int")))
    fields.append(QgsField('we"ird', field_type("QString")))
    assert where_clause('3 < "cat"', fields) == '("cat" > 3)'
    assert where_clause('"we""ird" = \'it\'\'s\'', fields) == '("we""ird" = \'it\'\'s\')'
    assert where_clause('"cat" = -2 OR NOT "we""ird" IS NULL', fields) == '(("cat" = -2) OR (NOT ("we""ird" IS NULL)))'
    assert where_clause('"missing" = 1', fields) is None
    assert where_clause('"cat" = ', fields) is None


def test_a_layer_of_one_geometry_type_from_a_mixed_table_is_never_pushed_down(tmp_path, qgis_canvas, qtbot):
    """``|geometrytype=Point`` shows part of the table: SQL on the table would see it all."""
    from map_assistant.services.reading import pushdown
    from osgeo import ogr
    from qgis.core import QgsVectorLayer

    path = str(tmp_path / "mixed.gpkg")
    source = ogr.GetDriverByName("GPKG").CreateDataSource(path)
    table = source.CreateLayer("mixed", geom_type=ogr.wkbUnknown)
    table.CreateField(ogr.FieldDefn("v", ogr.OFTInteger))
    for value, wkt in enumerate(["POINT(0 0)", "LINESTRING(0 0, 1 1)", "POINT(1 1)", "LINESTRING(1 1, 2 2)"]):
        feature = ogr.Feature(table.GetLayerDefn())
        feature.SetField("v", value)
        feature.SetGeometry(ogr.CreateGeometryFromWkt(wkt))
        table.CreateFeature(feature)
    source = None
    layer = QgsVectorLayer(f"{path}|layername=mixed|geometrytype=Point", "mixed_points", "ogr")
    assert layer.isValid() and layer.featureCount() == 2
    project = QgsProject.instance()
    project.addMapLayer(layer)
    try:
        session = ActionEnvironment(project=project, canvas=qgis_canvas)
        assert pushed_expression_work(session, layer, '"v" >= 0', 10) is None
        assert pushdown.count_plan(project, layer, '"v" >= 0') is None
        assert click_selection(session, layer, '"v" >= 0', qtbot) == native(layer, '"v" >= 0') and \
            len(native(layer, '"v" >= 0')) == 2
    finally:
        project.removeMapLayer(layer.id())


def test_a_chain_of_hundreds_of_ors_is_left_to_the_pass():
    fields = QgsFields()
    fields.append(QgsField("i", field_type("Int")))
    assert where_clause(" OR ".join(f'"i" = {k}' for k in range(3000)), fields) is None
    assert where_clause(" OR ".join(f'"i" = {k}' for k in range(50)), fields) is not None
