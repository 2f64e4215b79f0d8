"""describe_layer on real data, checked against OGR.
The set-up (data, the worker thread): conftest.py."""

from __future__ import annotations

import pytest
from map_assistant.services.lookups.describe_layer import DescribeLayerTool
from osgeo import ogr
from support.fixtures.gis_data import ogr_features, qgis_data_path

ogr.UseExceptions()


def test_describe_layer_matches_ogr(lookups):
    result = lookups.ok(DescribeLayerTool, layer="countries")
    source = ogr.Open(str(qgis_data_path("world_map.gpkg")))
    layer = source.GetLayerByName("countries")
    definition = layer.GetLayerDefn()
    ogr_fields = [definition.GetFieldDefn(i).GetName() for i in range(definition.GetFieldCount())]
    assert result["name"] == "countries"
    assert [f["name"] for f in result["fields"]] == ["fid"] + ogr_fields
    assert result["feature_count"] == layer.GetFeatureCount() == 240
    assert result["crs"] == "EPSG:4326" and result["geometry_type"] == "MultiPolygon"
    xmin, xmax, ymin, ymax = layer.GetExtent()
    assert result["extent"] == pytest.approx([xmin, ymin, xmax, ymax], abs=1e-6)
    assert len(result["sample_rows"]) == 5 and all("NAME" in row for row in result["sample_rows"])


def test_describe_layer_leaves_out_sample_rows_when_values_may_not_be_sent(lookups):
    lookups.environment.values_allowed = False
    result = lookups.ok(DescribeLayerTool, layer="hackfests")
    assert "sample_rows" not in result and result["feature_count"] == len(ogr_features("hackfests"))
