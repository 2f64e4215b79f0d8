"""The style click's read of the values (``values_work``) asks the layer only for the
columns its expression names; what those depend on still comes: a virtual field's own
columns, and every column for an expression that may read any."""

from map_assistant.services.actions.style import values_work
from map_assistant.toolbelt.qgis_compat import field_type
from osgeo import ogr
from qgis.core import QgsFeedback, QgsField
from support.fixtures.gis_data import qgis_data_path


def ogr_admins() -> set[str]:
    source = ogr.Open(str(qgis_data_path("world_map.gpkg")))
    return {feature.GetField("admin") for feature in source.GetLayerByName("states_provinces")}


def test_a_field_reads_its_distinct_values(world_project):
    values = values_work(world_project["states_provinces"], "admin", None, numeric=False)(QgsFeedback())
    assert set(values) == ogr_admins()


def test_a_virtual_field_gets_the_columns_it_is_made_of(world_project):
    layer = world_project["states_provinces"]
    layer.addExpressionField('left("admin", 1)', QgsField("initial", field_type("QString")))
    values = values_work(layer, None, '"initial" || \'!\'', numeric=False)(QgsFeedback())
    assert set(values) == {admin[0] + "!" for admin in ogr_admins()}


def test_an_expression_naming_a_column_by_text_reads_every_column(world_project):
    values = values_work(world_project["states_provinces"], None, "attribute('admin')", numeric=False)(QgsFeedback())
    assert set(values) == ogr_admins()
