"""Measures on the ground (issue 39): an area, length or distance that a query takes of a
layer in degrees comes back in m² and m, measured on the ellipsoid, in every engine
(checks/ground_measures.py, through checks/sql_mend.py). Truths: pyproj.Geod (WGS84) on
the OGR geometries. The set-up (data, the worker thread): conftest.py."""

from __future__ import annotations

import math
import uuid

import pytest
from map_assistant.services.checks.ground_measures import on_the_ground
from map_assistant.services.lookups.count_features import CountFeaturesTool
from map_assistant.services.lookups.query import QueryTool
from map_assistant.services.snapshot.builder import build_snapshot
from osgeo import ogr, osr
from pyproj import Geod
from qgis.core import QgsProject, QgsVectorLayer
from shapely.geometry import LineString, Point
from support.fixtures.gis_data import ogr_features
from support.fixtures.postgis import postgis_layer

GEOD = Geod(ellps="WGS84")


def _country(name: str):
    return next(geometry for attributes, geometry in ogr_features("countries") if attributes["NAME"] == name)


def _km2(name: str) -> float:
    return abs(GEOD.geometry_area_perimeter(_country(name))[0]) / 1e6


def _with_snapshot(lookups, qgis_canvas) -> None:
    lookups.environment.snapshot = build_snapshot(QgsProject.instance(), qgis_canvas)


def _write(path, epsg: int, rows: list[tuple[str, object]], driver: str = "GeoJSON") -> QgsVectorLayer:
    """(name, shapely geometry) rows as a file of ``driver`` in EPSG ``epsg``, loaded as a layer."""
    ogr.UseExceptions()
    srs = osr.SpatialReference()
    srs.ImportFromEPSG(epsg)
    source = ogr.GetDriverByName(driver).CreateDataSource(str(path))
    layer = source.CreateLayer(path.stem, srs)
    layer.CreateField(ogr.FieldDefn("name", ogr.OFTString))
    for name, geometry in rows:
        feature = ogr.Feature(layer.GetLayerDefn())
        feature.SetField("name", name)
        feature.SetGeometry(ogr.CreateGeometryFromWkb(geometry.wkb))
        layer.CreateFeature(feature)
    source = None
    loaded = QgsVectorLayer(str(path), path.stem, "ogr")
    assert loaded.isValid()
    QgsProject.instance().addMapLayer(loaded)
    return loaded


def test_areas_of_a_geopackage_in_degrees_are_in_km2_on_the_ellipsoid(lookups, world_project, qgis_canvas):
    _with_snapshot(lookups, qgis_canvas)
    result = lookups.ok(QueryTool, sql="SELECT name, ST_Area(geom)/1e6 AS km2 FROM countries "
                                       "WHERE name IN ('Spain', 'Brazil') ORDER BY name")
    assert result["columns"] == ["NAME", "km2"]
    for name, km2 in result["rows"]:
        assert km2 == pytest.approx(_km2(name), rel=1e-4), name  # Brazil crosses the equator
    assert "ellipsoid" in result["note"] and "countries" in result["note"]


def test_an_unnamed_area_is_named_for_its_unit(lookups, world_project, qgis_canvas):
    _with_snapshot(lookups, qgis_canvas)
    result = lookups.ok(QueryTool, sql="SELECT ST_Area(geom) FROM countries WHERE name = 'Spain'")
    assert result["columns"] == ["area_m2"]
    assert result["rows"][0][0] == pytest.approx(_km2("Spain") * 1e6, rel=1e-4)
    result = lookups.ok(QueryTool, sql="SELECT ST_Area(geom) / 1e6 FROM countries WHERE name = 'Spain'")
    assert result["columns"] == ["ST_AREA(geom) / 1e6"]  # the name it had, not the longer text it became
    assert result["rows"][0][0] == pytest.approx(_km2("Spain"), rel=1e-4)


@pytest.mark.parametrize(("item", "column", "factor"), [
    ("ST_Area(geom) AS area_km2", "area_km2", 1e6),  # a bare measure in m² is made to hold the named unit
    ('ST_Area(geom) AS "Area (ha)"', "Area (ha)", 1e4),
    ("ST_Perimeter(geom) AS perimeter_km", "perimeter_km", 1e3),
    ("ST_Area(geom) / 1000000 AS area_km2", "area_km2", 1e6),  # already so: as written
    ("ST_Area(geom) AS area_m2", "area_m2", 1),
    ("(ST_Area(geom)) AS area_km2", "area_km2", 1e6),  # in brackets: converted all the same
    ("(ST_Area(geom) / 1e6) AS area_km2", "area_km2", 1e6),
    ("ST_Area(geom) * 0 AS area_km2", "area_km2", None),  # nothing to convert: as written (0)
    ("ST_Area(geom) AS surface", "surface", 1),  # a name with no unit says nothing
])
def test_a_column_named_for_a_unit_holds_that_unit(lookups, world_project, qgis_canvas, item, column, factor):
    _with_snapshot(lookups, qgis_canvas)
    result = lookups.ok(QueryTool, sql=f"SELECT {item} FROM countries WHERE name = 'Spain'")
    assert result["columns"] == [column]
    perimeter = GEOD.geometry_area_perimeter(_country("Spain"))[1]
    truth = perimeter if "Perimeter" in item else _km2("Spain") * 1e6
    assert result["rows"][0][0] == (0 if factor is None else pytest.approx(truth / factor, rel=1e-3))


def test_a_column_whose_scale_is_another_unit_s_is_sent_back_with_the_fix(lookups, world_project, qgis_canvas):
    _with_snapshot(lookups, qgis_canvas)
    text = lookups.error(QueryTool, sql="SELECT ST_Area(geom) / 1e6 AS area_ha FROM countries WHERE name = 'Spain'")
    assert "area_ha" in text and "divide it by 10000" in text


def test_the_mend_is_made_once(world_project, qgis_canvas):
    snapshot = build_snapshot(QgsProject.instance(), qgis_canvas)
    sql = "SELECT ST_Area(geom), ST_Length(ST_Boundary(geom)) AS m FROM countries WHERE ST_Intersects(geom, " \
          "ST_GeomFromText('{{CurrentView.bbox}}', 4326))"
    once = on_the_ground(snapshot, sql, ["{{CurrentView.bbox}}"])
    assert "6933" in once.sql and "'{{CurrentView.bbox}}'" in once.sql and once.note
    assert on_the_ground(snapshot, once.sql, ["{{CurrentView.bbox}}"]).sql == once.sql
    projected = "SELECT ST_Area(ST_Transform(geom, 3035)) FROM countries"
    assert on_the_ground(snapshot, projected, []).sql == projected  # already projected: left as written


def test_lengths_and_distances_in_degrees_are_in_metres(lookups, world_project, qgis_canvas, tmp_path):
    route = LineString([(-8.72, 42.23), (-3.70, 40.42), (2.17, 41.39)])  # Vigo, Madrid, Barcelona
    _write(tmp_path / "routes.geojson", 4326, [("route", route)])
    _write(tmp_path / "towns.geojson", 4326, [("Vigo", Point(-8.72, 42.23)), ("Madrid", Point(-3.70, 40.42))])
    _with_snapshot(lookups, qgis_canvas)
    result = lookups.ok(QueryTool, sql="SELECT ST_Length(geometry) FROM routes")
    assert result["columns"] == ["length_m"]
    assert result["rows"][0][0] == pytest.approx(GEOD.geometry_length(route), rel=5e-3)
    result = lookups.ok(QueryTool, sql="SELECT ST_Distance(a.geometry, b.geometry) FROM towns a, towns b "
                                       "WHERE a.name = 'Vigo' AND b.name = 'Madrid'")
    truth = GEOD.inv(-8.72, 42.23, -3.70, 40.42)[2]
    assert result["columns"] == ["distance_m"] and result["rows"][0][0] == pytest.approx(truth, rel=5e-3)
    # In the GeoPackage too, over an expression of the geometry: centroid to centroid.
    result = lookups.ok(QueryTool, sql="SELECT ST_Distance(ST_Centroid(a.geom), ST_Centroid(b.geom)) AS d "
                                       "FROM countries a, countries b WHERE a.name = 'Spain' AND b.name = 'Portugal'")
    spain, portugal = _country("Spain").centroid, _country("Portugal").centroid
    truth = GEOD.inv(spain.x, spain.y, portugal.x, portugal.y)[2]
    assert result["rows"][0][0] == pytest.approx(truth, rel=5e-3)


def test_areas_through_the_copy_engine(lookups, world_project, qgis_canvas, tmp_path):
    _write(tmp_path / "two.geojson", 4326, [(name, _country(name)) for name in ("Spain", "Brazil")])
    _with_snapshot(lookups, qgis_canvas)
    result = lookups.ok(QueryTool, sql="SELECT name, ST_Area(geometry)/1e6 AS km2 FROM two ORDER BY name")
    assert [row[0] for row in result["rows"]] == ["Brazil", "Spain"]
    for name, km2 in result["rows"]:
        assert km2 == pytest.approx(_km2(name), rel=1e-4), name


def test_a_projected_layer_is_measured_as_it_is(lookups, world_project, qgis_canvas, tmp_path):
    square = LineString([(0, 0), (1000, 0), (1000, 1000), (0, 1000), (0, 0)])
    from shapely.geometry import Polygon

    _write(tmp_path / "plots.gpkg", 25830, [("plot", Polygon(square.coords))], driver="GPKG")
    _with_snapshot(lookups, qgis_canvas)
    result = lookups.ok(QueryTool, sql="SELECT ST_Area(geom) FROM plots")
    assert result["columns"] == ["ST_AREA(geom)"] and result["rows"] == [[1_000_000.0]]
    assert "note" not in result


@pytest.mark.postgis
def test_areas_in_postgis_on_geography(lookups, world_project, qgis_canvas, postgis_conn):
    table = f"countries_{uuid.uuid4().hex[:8]}"
    rows = ", ".join(f"('{name}', ST_Multi(ST_GeomFromText('{_country(name).wkt}', 4326)))" for name in ("Spain", "Brazil"))
    postgis_conn.executeSql(f"CREATE TABLE public.{table} (id serial PRIMARY KEY, name text, "
                            f"geom geometry(MultiPolygon, 4326)); INSERT INTO public.{table} (name, geom) "
                            f"VALUES {rows}")
    try:
        QgsProject.instance().addMapLayer(postgis_layer(table, "id", "pg_countries"))
        _with_snapshot(lookups, qgis_canvas)
        result = lookups.ok(QueryTool, sql="SELECT name, ST_Area(geom)/1e6 AS km2, ST_Perimeter(geom) "
                                           "FROM pg_countries ORDER BY name")
        assert result["columns"] == ["name", "km2", "perimeter_m"]
        for name, km2, perimeter in result["rows"]:
            assert km2 == pytest.approx(_km2(name), rel=1e-3), name
            assert perimeter == pytest.approx(GEOD.geometry_area_perimeter(_country(name))[1], rel=5e-3), name
    finally:
        postgis_conn.executeSql(f"DROP TABLE IF EXISTS public.{table}")


# --- $area and $length in the expressions the model writes (reading/ground_context.py) ------------


def _areas_m2() -> list[float]:
    return [abs(GEOD.geometry_area_perimeter(geometry)[0]) for _, geometry in ogr_features("countries") if geometry]


def _between(values: list[float], low: float, high: float) -> float:
    """A threshold in the widest relative gap between two of ``values`` in [low, high]: no
    value is near it, so a count above it is no matter of rounding (checked: over 5 % apart)."""
    inside = sorted(v for v in values if low <= v <= high)
    below, above = max(zip(inside, inside[1:]), key=lambda pair: pair[1] / pair[0])
    assert above / below > 1.05
    return (below + above) / 2


def test_a_count_by_area_measures_on_the_ellipsoid_in_m2_whatever_the_project_says(lookups):
    """world_map.gpkg is in degrees and the test project measures on the plane (ellipsoid
    None): QGIS's $area there is square degrees times the equator's factor (Spain 31 % too
    big). The lookup counts with the ellipsoid's m², as the truth does."""
    assert QgsProject.instance().ellipsoid() in ("", "NONE")  # the planar project this test is about
    areas = _areas_m2()
    threshold = _between(areas, 2e11, 8e11)  # m²
    expected = sum(1 for area in areas if area > threshold)
    assert lookups.ok(CountFeaturesTool, layer="countries", expression=f"$area > {threshold:.0f}")["count"] == expected


def test_a_count_by_perimeter_measures_on_the_ellipsoid_in_m(lookups):
    perimeters = [GEOD.geometry_area_perimeter(g)[1] for _, g in ogr_features("countries") if g]
    threshold = _between(perimeters, 2e6, 8e6)  # m
    expected = sum(1 for p in perimeters if p > threshold)
    assert lookups.ok(CountFeaturesTool, layer="countries", expression=f"$perimeter > {threshold}")["count"] == expected


@pytest.mark.parametrize(("sql", "units"), [
    # as on_the_ground writes them (SQLite, PostgreSQL), named for a unit or not
    ("SELECT name, ST_Area(ST_Transform(geom, 6933, NULL, 'EPSG:4326', 'EPSG:6933'))/1e6 AS km2 FROM c",
     {"km2": "km²"}),
    ("SELECT ST_Area(ST_Transform(geom, 6933, NULL, 'EPSG:4326', 'EPSG:6933')) AS \"area_m2\" FROM c",
     {"area_m2": "m²"}),
    ("SELECT ST_Length(geom, 1) AS total FROM rivers", {"total": "m"}),
    ("SELECT ST_Distance(CAST(a.geom AS geography), CAST(b.geom AS geography)) / 1000 AS distance_km FROM a, b",
     {"distance_km": "km"}),
    ("SELECT ST_Perimeter(geom)/1000 AS perimeter_mi FROM c", {"perimeter_mi": "mi"}),
    # a projected layer's measure named for no unit: nobody can tell; a count is no measure
    ("SELECT SUM(ST_Length(geom)) AS total FROM roads", {}),
    ("SELECT COUNT(*) AS km FROM roads", {}),
    ("SELECT ST_Area(geom) AS area_km FROM c", {}),  # an area named for a length: no unit claimed
    ("not SQL at all (", {}),
])
def test_a_measured_columns_unit_for_the_result_tables_header(sql, units):
    from map_assistant.services.checks.ground_measures import column_units

    columns = [name for name in ("name", "km2", "area_m2", "total", "distance_km", "perimeter_mi", "km", "area_km")]
    assert column_units(sql, columns) == units


@pytest.mark.postgis
def test_two_crss_and_a_datum_meet_in_one_crs_in_postgis(lookups, world_project, qgis_canvas, postgis_conn):
    # Issue 39's traps on PostGIS (checks/one_crs.py): a gauge stored in ED50 (EPSG:4230) is
    # 2,000 m north of Vigo (WGS 84) on the ground; Madrid, Vigo and Seville stored in EPSG:3857
    # are inside Spain (EPSG:4326). Truths: support/fixtures/trap_map.py (OGR, pyproj.Geod).
    from support.fixtures.trap_map import CITIES, GAUGE_NORTH_OF_VIGO_M, gauge_ed50

    suffix = uuid.uuid4().hex[:8]
    tables = {"cities": f"cities_{suffix}", "gauges": f"gauges_{suffix}", "spain": f"spain_{suffix}"}
    vigo = next(c for c in CITIES if c[0] == "Vigo")
    postgis_conn.executeSql(
        f"CREATE TABLE public.{tables['cities']} (id serial PRIMARY KEY, name text, geom geometry(Point, 3857)); "
        f"INSERT INTO public.{tables['cities']} (name, geom) VALUES "
        + ", ".join(f"('{n}', ST_Transform(ST_SetSRID(ST_MakePoint({x}, {y}), 4326), 3857))"
                    for n, _c, _p, x, y in CITIES[:6])
        + f"; CREATE TABLE public.{tables['gauges']} (id serial PRIMARY KEY, name text, geom geometry(Point, 4230)); "
        f"INSERT INTO public.{tables['gauges']} (name, geom) VALUES "
        f"('gauge', ST_SetSRID(ST_MakePoint({gauge_ed50()[0]!r}, {gauge_ed50()[1]!r}), 4230)); "
        f"CREATE TABLE public.{tables['spain']} (id serial PRIMARY KEY, name text, geom geometry(MultiPolygon, 4326)); "
        f"INSERT INTO public.{tables['spain']} (name, geom) VALUES "
        f"('Spain', ST_Multi(ST_GeomFromText('{_country('Spain').wkt}', 4326)))")
    try:
        for table, name in ((tables["cities"], "pg_cities"), (tables["gauges"], "pg_gauges"), (tables["spain"], "pg_spain")):
            QgsProject.instance().addMapLayer(postgis_layer(table, "id", name))
        _with_snapshot(lookups, qgis_canvas)
        result = lookups.ok(QueryTool, sql="SELECT ST_Distance(g.geom, c.geom) AS distance_m FROM pg_gauges g, "
                                           "pg_cities c WHERE c.name = 'Vigo'")
        [[metres]] = result["rows"]
        assert metres == pytest.approx(GAUGE_NORTH_OF_VIGO_M, rel=0.01), (metres, vigo)
        result = lookups.ok(QueryTool, sql="SELECT COUNT(*) AS n FROM pg_cities c, pg_spain p "
                                           "WHERE ST_Intersects(c.geom, p.geom)")
        assert result["rows"] == [[2]]  # Madrid and Vigo; Paris, Lisbon and the two Portos are not in Spain
    finally:
        postgis_conn.executeSql(" ".join(f"DROP TABLE IF EXISTS public.{t};" for t in tables.values()))


def test_a_layer_whose_crs_the_database_cannot_be_told_is_refused_against_another_crs(lookups, world_project,
                                                                                      qgis_canvas, tmp_path):
    # checks/one_crs.py: a custom CRS (no EPSG code) met with a layer in EPSG:4326 cannot be
    # transformed in SQL: refused with the reason, never compared as if both were one CRS.
    from qgis.core import QgsCoordinateReferenceSystem

    custom = QgsCoordinateReferenceSystem.fromProj("+proj=tmerc +lat_0=0 +lon_0=-3 +k=1 +x_0=0 +y_0=0 "
                                                  "+ellps=GRS80 +units=m +no_defs")
    assert custom.isValid() and not custom.authid().startswith("EPSG")
    layer = _write(tmp_path / "wells.geojson", 4326, [("a", Point(-3.7, 40.4))])
    layer.setCrs(custom)
    _with_snapshot(lookups, qgis_canvas)
    error = lookups.error(QueryTool, sql="SELECT COUNT(*) AS n FROM wells w, countries c "
                                         "WHERE ST_Intersects(w.geometry, c.geometry)")
    assert "which the database cannot be told" in error, error


def _web_mercator(point: Point) -> Point:
    """EPSG:3857's own formulas (pyproj's Transformer needs PROJ's data, which the chroot legs lack)."""
    radius = 6_378_137.0
    return Point(radius * math.radians(point.x), radius * math.log(math.tan(math.pi / 4 + math.radians(point.y) / 2)))


def test_a_distance_of_0_on_every_row_is_said_to_pair_touching_or_same_places(lookups, world_project, qgis_canvas,
                                                                                 tmp_path):
    """checks/zero_distances.py: the traps' live runs at e90eb63 joined cities to their own copy
    in EPSG:3857 on the name and answered "approximately 0.0 km" from the 0s."""
    places = [("Madrid", Point(-3.70, 40.42)), ("Paris", Point(2.35, 48.86))]
    _write(tmp_path / "towns.geojson", 4326, places)
    _write(tmp_path / "towns_3857.geojson", 3857, [(name, _web_mercator(p)) for name, p in places])
    _with_snapshot(lookups, qgis_canvas)
    copies = lookups.ok(QueryTool, sql="SELECT a.name, ST_Distance(a.geometry, b.geometry)/1000 AS distance_km "
                                       "FROM towns a JOIN towns_3857 b ON a.name = b.name")
    assert len(copies["rows"]) == 2 and all(abs(row[1]) < 1e-6 for row in copies["rows"])
    assert "distance_km is 0 on every row" in copies["caveat"] and "query again" in copies["caveat"]
    apart = lookups.ok(QueryTool, sql="SELECT ST_Distance(a.geometry, b.geometry)/1000 AS distance_km "
                                      "FROM towns a, towns_3857 b WHERE a.name = 'Madrid' AND b.name = 'Paris'")
    assert apart["rows"][0][0] == pytest.approx(GEOD.inv(-3.70, 40.42, 2.35, 48.86)[2] / 1000, rel=5e-3)
    assert "caveat" not in apart
    # A real 0 (two countries that touch) is reported as it is, with the reason beside it.
    touching = lookups.ok(QueryTool, sql="SELECT ST_Distance(a.geom, b.geom) AS distance_m FROM countries a, "
                                         "countries b WHERE a.name = 'Spain' AND b.name = 'France'")
    assert touching["rows"] == [[0.0]] and "touch, overlap" in touching["caveat"]
