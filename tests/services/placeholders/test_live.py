"""Placeholders filled from a real canvas and real layers (memory and GeoPackage)."""

from __future__ import annotations

import uuid

import pytest
from map_assistant.services.placeholders.fill import PlaceholderError, fill, format_sql_list
from map_assistant.services.placeholders.live import LivePlaceholderSource, python_value
from qgis.core import (
    NULL,
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsGeometry,
    QgsPointXY,
    QgsProject,
    QgsRectangle,
)
from qgis.PyQt.QtCore import QDate, QDateTime, Qt, QTime, QVariant
from support.fixtures.gis_data import PARCELS, memory_layer
from support.fixtures.postgis import postgis_layer

MAP_CRS = QgsCoordinateReferenceSystem("EPSG:3857")


@pytest.fixture
def canvas(qgis_canvas):
    """The real session canvas, reset to a known CRS, extent and no rotation."""
    qgis_canvas.setRotation(0)
    qgis_canvas.setDestinationCrs(MAP_CRS)
    qgis_canvas.setExtent(QgsRectangle(0, 0, 1000, 1000))
    yield qgis_canvas
    qgis_canvas.setRotation(0)


def fill_one(name: str, canvas, **kwargs) -> str:
    source = LivePlaceholderSource(QgsProject.instance(), canvas)
    return fill("{{" + name + "}}", [name], source, **kwargs)


def polygon_of(canvas) -> QgsGeometry:
    """The visible polygon computed independently from the canvas' map settings."""
    points = [QgsPointXY(p.x(), p.y()) for p in canvas.mapSettings().visiblePolygon()]
    return QgsGeometry.fromPolygonXY([points + points[:1]])


def test_bbox_follows_the_canvas_after_a_pan(canvas, qgis_new_project):
    before = QgsGeometry.fromWkt(fill_one("CurrentView.bbox", canvas))
    assert before.boundingBox().contains(QgsRectangle(0, 0, 1000, 1000))

    canvas.setCenter(QgsPointXY(50_000, -20_000))  # the user pans after the answer
    after = QgsGeometry.fromWkt(fill_one("CurrentView.bbox", canvas))
    assert after.centroid().asPoint().distance(QgsPointXY(50_000, -20_000)) < 1e-6
    assert after.boundingBox() == canvas.extent()
    assert abs(after.area() - before.area()) < 1e-3  # a pan keeps the size
    assert fill_one("CurrentView.center", canvas) == "Point (50000 -20000)"


def test_rotated_map_gives_the_rotated_polygon(canvas, qgis_new_project):
    canvas.setRotation(30)
    bbox = QgsGeometry.fromWkt(fill_one("CurrentView.bbox", canvas))
    expected = polygon_of(canvas)
    assert bbox.equals(expected)
    # Not axis-aligned: the polygon is smaller than its own bounding box.
    assert bbox.area() < 0.8 * bbox.boundingBox().area()
    # Its sides make 30 degrees with the axes.
    ring = bbox.asPolygon()[0]
    assert abs(abs(ring[0].azimuth(ring[1])) % 90 - 30) < 1e-6 or abs(abs(ring[0].azimuth(ring[1])) % 90 - 60) < 1e-6


def test_bbox_in_epsg4326_matches_qgscoordinatetransform(canvas, qgis_new_project):
    canvas.setExtent(QgsRectangle(-400_000, 4_900_000, -300_000, 5_000_000))
    canvas.setRotation(15)
    out = QgsGeometry.fromWkt(fill_one("CurrentView.bbox|EPSG:4326", canvas))

    transform = QgsCoordinateTransform(MAP_CRS, QgsCoordinateReferenceSystem("EPSG:4326"), QgsProject.instance())
    expected = [transform.transform(p) for p in polygon_of(canvas).asPolygon()[0]]
    got = out.asPolygon()[0]
    assert len(got) == len(expected) == 5
    for a, b in zip(got, expected):
        assert a.distance(b) < 1e-9
    assert -5 < got[0].x() < 0 and 39 < got[0].y() < 42  # degrees, lon/lat order


def test_view_scalars(canvas, qgis_new_project):
    assert fill_one("CurrentView.srid", canvas) == "3857"
    assert fill_one("CurrentView.crs", canvas) == "EPSG:3857"
    assert float(fill_one("CurrentView.scale", canvas)) == pytest.approx(canvas.scale())


def test_unknown_crs_suffix_is_a_clear_error(canvas, qgis_new_project):
    with pytest.raises(PlaceholderError, match="not a CRS"):
        fill_one("CurrentView.bbox|EPSG:999999", canvas)


def test_integer_keys_from_geopackage(canvas, gpkg_project):
    roads = gpkg_project["roads"]
    assert roads.primaryKeyAttributes() == [roads.fields().indexOf("fid")]
    roads.selectByExpression("\"lanes\" = 2")
    fids = sorted(f["fid"] for f in roads.getSelectedFeatures())
    assert fill_one("roads.selection", canvas) == ", ".join(str(fid) for fid in fids)
    assert fill_one("ROADS.selection.count", canvas) == str(len(fids))


def test_text_keys_with_a_quote(canvas, text_keyed_layer):
    layer = text_keyed_layer
    assert [layer.fields().at(i).name() for i in layer.primaryKeyAttributes()] == ["code"]
    layer.selectByExpression("\"owner\" IN ('Ann', 'Bob')")
    codes = sorted(f["code"] for f in layer.getSelectedFeatures())
    assert codes == sorted(code for code, owner, _ in PARCELS if owner in ("Ann", "Bob"))
    out = fill_one("parcels_by_code.selection", canvas)
    assert sorted(out.split(", ")) == sorted("'" + c.replace("'", "''") + "'" for c in codes)
    assert "'O''Brien'" in out


def test_empty_selection_gives_null_list_and_empty_geometry(canvas, gpkg_project):
    gpkg_project["roads"].removeSelection()
    assert fill_one("roads.selection", canvas) == "(NULL)"
    assert fill_one("roads.selection.count", canvas) == "0"
    assert QgsGeometry.fromWkt(fill_one("roads.selection.geometry", canvas)).isEmpty()


def test_selection_geometry_and_extent_in_layer_crs(canvas, gpkg_project):
    parcels = gpkg_project["parcels"]
    parcels.selectByExpression("\"code\" IN ('A-1', 'C 3')")
    geometry = QgsGeometry.fromWkt(fill_one("parcels.selection.geometry", canvas))
    assert geometry.isMultipart() and geometry.constGet().numGeometries() == 2
    assert geometry.area() == pytest.approx(2 * 100 * 100)
    extent = QgsGeometry.fromWkt(fill_one("parcels.extent", canvas)).boundingBox()
    assert extent == parcels.extent()


def test_memory_layer_without_key_uses_feature_ids(canvas, qgis_new_project):
    layer = memory_layer(
        "Roads 2024", fields=[("label", "string")],
        features=[(["a"], "POINT(1 1)"), (["b"], "POINT(2 2)"), (["c"], "POINT(3 3)")],
    )
    QgsProject.instance().addMapLayer(layer)
    ids = sorted(f.id() for f in layer.getFeatures())
    layer.selectByIds(ids[1:])
    assert fill_one('"roads 2024".selection', canvas) == ", ".join(str(i) for i in ids[1:])


def test_selection_over_the_limit_is_refused(canvas, qgis_new_project):
    layer = memory_layer("pts", features=[([i, str(i)], f"POINT({i} {i})") for i in range(5)])
    QgsProject.instance().addMapLayer(layer)
    layer.selectAll()
    with pytest.raises(PlaceholderError, match="more than the limit of 3"):
        fill_one("pts.selection", canvas, max_selection=3)


def test_unknown_layer_is_refused_before_anything_runs(canvas, gpkg_project):
    source = LivePlaceholderSource(QgsProject.instance(), canvas)
    with pytest.raises(PlaceholderError, match="lakes") as error:
        fill("SELECT 1", ["lakes.selection"], source)
    assert "roads" in error.value.user_message


def test_key_values_of_qgis_types_become_sql_literals():
    assert python_value(QDate(2024, 2, 29)) == "2024-02-29"
    assert python_value(QDateTime(QDate(2024, 2, 29), QTime(23, 59, 1))) == "2024-02-29T23:59:01"
    assert python_value(QDateTime(QDate(2024, 2, 29), QTime(23, 59, 1, 250))) == "2024-02-29T23:59:01.250"
    assert python_value(QDateTime(QDate(2024, 2, 29), QTime(8, 0), Qt.TimeSpec.UTC)) == "2024-02-29T08:00:00Z"
    assert python_value(QTime(7, 5)) == "07:05:00"
    for null in (NULL, QVariant(), QVariant(QVariant.Type.Date), QDate(), QDateTime()):  # qt6-ok: QGIS 3's nulls
        assert python_value(null) is None, repr(null)
    assert python_value(7) == 7 and python_value("O'Brien") == "O'Brien"
    values = [python_value(v) for v in (QDate(2024, 1, 31), NULL, QTime(7, 5))]
    assert format_sql_list(values) == "'2024-01-31', NULL, '07:05:00'"


@pytest.fixture(params=[
    ("date", ["2024-01-31", "2024-02-29", "2024-03-01"]),
    ("timestamp", ["2024-01-31T08:00:00", "2024-02-29T23:59:59.500", "2024-03-01T00:00:00"]),
])
def date_keyed_layer(request, postgis_conn, qgis_new_project):
    """A real PostGIS table keyed by a date (or timestamp) column, as layer ``visits``."""
    column_type, keys = request.param
    table = f"visits_{uuid.uuid4().hex[:8]}"
    rows = ", ".join(f"('{key}', {n}, ST_SetSRID(ST_MakePoint({n}, {n}), 3857))" for n, key in enumerate(keys))
    postgis_conn.executeSql(
        f"CREATE TABLE public.{table} (day {column_type} PRIMARY KEY, n integer, geom geometry(Point, 3857));"
        f"INSERT INTO public.{table} (day, n, geom) VALUES {rows};"
    )
    layer = postgis_layer(table, "day", "visits")
    QgsProject.instance().addMapLayer(layer)
    yield layer, table, keys
    QgsProject.instance().removeAllMapLayers()
    postgis_conn.executeSql(f"DROP TABLE IF EXISTS public.{table}")


def test_date_keys_are_iso_literals_the_database_matches(canvas, postgis_conn, date_keyed_layer):
    layer, table, keys = date_keyed_layer
    layer.selectByExpression('"n" >= 1')
    out = fill_one("visits.selection", canvas)
    assert sorted(out.split(", ")) == [f"'{key}'" for key in keys[1:]]
    # PostgreSQL reads the literals back as exactly the selected rows.
    matched = postgis_conn.executeSql(f"SELECT n FROM public.{table} WHERE day IN ({out}) ORDER BY n")
    assert [row[0] for row in matched] == [1, 2]
