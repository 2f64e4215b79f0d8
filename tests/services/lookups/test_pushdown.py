"""Which engine answers (services/lookups/pushdown.py): the database where it can, a pass where not.
The set-up (data, the worker thread): conftest.py."""

from __future__ import annotations

import pytest
from map_assistant.services.lookups.count_features import CountFeaturesTool
from map_assistant.services.lookups.describe_layer import DescribeLayerTool
from map_assistant.services.lookups.field_stats import FieldStatsTool
from map_assistant.services.lookups.field_values import FieldValuesTool
from map_assistant.services.lookups.find_features import FindFeaturesTool
from osgeo import ogr
from qgis.core import QgsProject
from support.fixtures.gis_data import ogr_features, qgis_data_path
from support.instruments.pg_stats import assert_ran_in_postgres

ogr.UseExceptions()


def test_lookups_on_a_postgis_layer(lookups, postgis_points, postgis_conn, qgis_canvas, server_statements):
    qgis_canvas.freeze(True)  # the canvas's rendering reads features too; the proofs count the lookups' reads
    QgsProject.instance().addMapLayer(postgis_points)
    qgis_canvas.stopRendering()
    described = lookups.ok(DescribeLayerTool, layer="pg_points")
    assert described["feature_count"] == 50 and described["crs"] == "EPSG:4326"
    rows = postgis_conn.executeSql(f"SELECT count(*), min(cat), max(cat), sum(cat) FROM {postgis_points.dataProvider().uri().table()} WHERE cat >= 3")
    server_statements.reset()
    assert lookups.ok(CountFeaturesTool, layer="pg_points", expression='"cat" >= 3')["count"] == rows[0][0] == 20
    # The count ran in PostgreSQL, filter and aggregate: one row came back, not 20 or 50.
    assert_ran_in_postgres(server_statements, postgis_points, 1, "count(*)", 'where ("cat" >= 3)')
    # An expression that has no SQL twin is counted by a pass; the filter still runs there.
    assert lookups.ok(CountFeaturesTool, layer="pg_points", expression='"cat" + 0 >= 3')["count"] == 20
    assert_ran_in_postgres(server_statements, postgis_points, 20, 'where (("cat" + 0) >= 3)')
    stats = lookups.ok(FieldStatsTool, layer="pg_points", field="cat")
    assert (stats["count"], stats["min"], stats["max"], stats["sum"]) == (50, 0, 4, 100)
    assert_ran_in_postgres(server_statements, postgis_points, 1, 'min("cat")', 'max("cat")', 'sum("cat")')  # one row
    values = lookups.ok(FieldValuesTool, layer="pg_points", field="cat")
    assert values["distinct"] == 5 and all(v["count"] == 10 for v in values["values"])
    assert_ran_in_postgres(server_statements, postgis_points, 5, "count(*)", 'group by "cat"')  # one row a value
    server_statements.reset()
    found = lookups.ok(FindFeaturesTool, text="p17", layer="pg_points")["matches"][0]
    assert found["value"] == "p17" and found["score"] == 1.0
    # PostgreSQL was asked first whether any row holds the text itself: one row came back.
    exact = '("name" = \'p17\')'
    reads = assert_ran_in_postgres(server_statements, postgis_points, 50, exact)
    assert [read.rows for read in reads if read.has(exact)] == [1], reads
    qgis_canvas.freeze(False)


def test_the_database_answers_for_geopackage_and_postgis_and_a_pass_for_the_rest(world_project, postgis_points):
    from map_assistant.services.reading import pushdown

    project = QgsProject.instance()
    project.addMapLayer(postgis_points)
    countries, hackfests = world_project["countries"], world_project["hackfests"]
    name = countries.fields().indexOf("NAME")
    assert pushdown.values_plan(project, countries, name).engine == "gpkg"
    assert pushdown.stats_plan(project, postgis_points, postgis_points.fields().indexOf("cat")).engine == "postgres"
    assert pushdown.count_plan(project, postgis_points).engine == "postgres"
    assert pushdown.values_plan(project, hackfests, hackfests.fields().indexOf("place")) is None  # GeoJSON
    countries.setSubsetString("\"NAME\" LIKE 'B%'")  # a filter the database does not know
    assert pushdown.values_plan(project, countries, name) is None


def test_unsaved_edits_are_counted(lookups, world_project):
    """The table on disk does not hold them yet: the feature pass does."""
    from qgis.core import QgsFeature

    countries = world_project["countries"]
    assert countries.startEditing()
    feature = QgsFeature(countries.fields())
    feature["NAME"] = "Atlantis"
    assert countries.addFeature(feature)
    names = [attributes["NAME"] for attributes, _ in ogr_features("countries")]
    try:
        values = lookups.ok(FieldValuesTool, layer="countries", field="NAME", limit=100)
        assert values["distinct"] == len(set(names)) + 1
        assert {"value": "Atlantis", "count": 1} in values["values"]
        stats = lookups.ok(FieldStatsTool, layer="countries", field="NAME")
        assert stats["count"] == len([n for n in names if n is not None]) + 1
        assert lookups.ok(CountFeaturesTool, layer="countries")["count"] == 241
    finally:
        countries.rollBack()


@pytest.mark.parametrize("expression, in_sql", [
    ('"NAME" IS NULL', True), ('"NAME" <> \'Norway\'', True), ('"iso_a2" IN (\'NO\', \'SE\')', True),
    ('"fid" > 100 AND NOT ("NAME" = \'Chad\')', True), ('"NAME" LIKE \'B%\'', False), ('"fid" % 2 = 0', False),
])
def test_counts_with_an_expression_match_ogr_whether_sql_or_a_pass(lookups, world_project, expression, in_sql):
    """A translatable expression is counted by count(*) in the GeoPackage, the rest by a pass."""
    from map_assistant.services.reading import pushdown

    countries = world_project["countries"]
    assert (pushdown.count_plan(QgsProject.instance(), countries, expression) is not None) == in_sql
    source = ogr.Open(str(qgis_data_path("world_map.gpkg")))
    ogr_layer = source.GetLayerByName("countries")
    ogr_layer.SetAttributeFilter(expression.replace('"fid"', "fid"))  # OGR SQL reads these the same way
    assert lookups.ok(CountFeaturesTool, layer="countries", expression=expression)["count"] == ogr_layer.GetFeatureCount()


def test_filtered_layer_counts_only_what_the_filter_lets_through(lookups, world_project):
    world_project["countries"].setSubsetString("\"NAME\" LIKE 'B%'")
    names = [attributes["NAME"] for attributes, _ in ogr_features("countries")]
    starting_with_b = [name for name in names if name and name.startswith("B")]
    assert lookups.ok(CountFeaturesTool, layer="countries")["count"] == len(starting_with_b)
    assert lookups.ok(FieldValuesTool, layer="countries", field="NAME")["distinct"] == len(set(starting_with_b))
