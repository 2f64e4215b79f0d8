"""Issue 39's trap suite: questions whose plausible answer hides a wrong figure (a measure
in degrees, a buffer of 500 degrees, two CRSs mixed, a datum skipped, a layer with a
similar name, NULLs in an average, a count of rows taken for a count of things,
multipart features, duplicates), on the trap map (support/fixtures/trap_map.py).

Each trap has a truth computed apart from the plugin (pyproj.Geod, OGR's transform and
counts, plain Python) and is judged by what the user was shown:

- ``right``: the figure (or selection, or buffer) matches the truth;
- ``refused``: no figure, and the user or the model was told why;
- ``flagged``: a wrong figure, shown with the notice that nothing in the turn computed it;
- ``silent``: a figure shown as if right, and wrong: the error this suite counts;
- ``unanswered``: no figure and no reason.

Each trap also carries ``answers``: what a model plausibly writes for it, the first try
and (when the plugin sends it back) the corrected one. tests/integration/test_traps.py
plays those through the scripted fakes in ``make test`` (every trap right or refused,
none silent); tests/integration/eval_traps.py asks the real small model in ``make
eval-live`` and reports the silent-error rate. Not collected by pytest (no test_ prefix).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache

from integration.eval_tasks import Outcome, _as_float
from map_assistant.agent.figures import figures_in
from qgis.core import QgsGeometry, QgsVectorLayer
from support.fixtures.gis_data import ogr_features
from support.fixtures.trap_map import (
    CITIES,
    GAUGE_NORTH_OF_VIGO_M,
    GEOD,
    RIVERS,
    ROADS,
    city,
    geodesic_m,
    line_metres,
    planar_metres,
)

RIGHT, REFUSED, FLAGGED, SILENT, UNANSWERED = "right", "refused", "flagged", "silent", "unanswered"
UNFOUNDED = "Not computed from your map"  # agent/turn.py's notice beside a figure nothing computed
CAVEATED = "Check this answer"  # agent/turn.py's notice beside an answer whose lookup result has a caveat


@dataclass
class Seen:
    """What a trap left: the task's outcome, the layers the click added, the map's layers."""

    outcome: Outcome
    new_layers: list[QgsVectorLayer]
    layers: dict


@dataclass(frozen=True)
class Trap:
    name: str
    kind: str
    question: str
    judge: Callable[[Seen], str]
    answers: list[tuple[str, dict]] = field(default_factory=list)  # (tool, input): first try, then corrected
    select: tuple[str, str] = ("", "")  # (layer, expression) selected before the question


# ---- truths --------------------------------------------------------------------

@cache
def _countries() -> dict[str, object]:
    return {attributes["NAME"]: geometry for attributes, geometry in ogr_features("countries")}


def country_m2(name: str) -> float:
    return abs(GEOD.geometry_area_perimeter(_countries()[name])[0])


def country_perimeter_m(name: str) -> float:
    return GEOD.geometry_area_perimeter(_countries()[name])[1]


def provinces_m2(admin: str) -> float:
    return sum(abs(GEOD.geometry_area_perimeter(g)[0]) for a, g in ogr_features("states_provinces")
               if a["admin"] == admin)


def _parts(geometry) -> int:
    return len(geometry.geoms) if hasattr(geometry, "geoms") else 1


def parts(name: str) -> int:
    return _parts(_countries()[name])


def multipart_countries() -> int:
    return sum(1 for _attributes, geometry in ogr_features("countries") if _parts(geometry) > 1)


def countries_over_m2(m2: float) -> set[int]:
    return {a["fid"] for a, g in ogr_features("countries") if abs(GEOD.geometry_area_perimeter(g)[0]) > m2}


def cities_in(country: str) -> int:
    shape = _countries()[country]
    from shapely.geometry import Point
    return sum(1 for c in CITIES if shape.contains(Point(c[3], c[4])))


def known_pops() -> list[int]:
    return [c[2] for c in CITIES if c[2] is not None]


def river_m(name: str) -> float:
    return line_metres(next(points for n, points in RIVERS if n == name))


ROADS_M = sum(planar_metres(points) for _name, points in ROADS)


# ---- judges --------------------------------------------------------------------



def _figures(outcome: Outcome) -> list[float]:
    """The figures shown: the last result table's cells, or, with no table, the figures of
    this task's replies and lookup notices as the plugin reads them (agent/figures.py: a
    number with a unit, or one of 10 or more) and its small counts."""
    if outcome.tables:
        return [v for row in outcome.tables[-1] for v in (_as_float(c) for c in row) if v is not None]
    answer = outcome.answer()
    return ([figure.value for figure in figures_in(answer)] + [float(n) for n in _SMALL_COUNT.findall(_CODE.sub(" ", answer))]
            + [0.0 for _ in _NONE_OF.finditer(answer)])


# A count under 10 before no word is no figure to agent/figures.py ("step 2"), but "Spain
# has 3." answers a trap: judged too, or a wrong small count would pass as refused (the live
# runs at a9f76f6 had three: 3 cities, 2 NULLs, 1 part).
_SMALL_COUNT = re.compile(r"(?<![\w.:/\-,])(\d)(?![\w.,]?\d)")
_CODE = re.compile(r"```.*?```|`[^`\n]*`|\{[^{}]*\}|\[[^\[\]]*\]", re.DOTALL)  # as agent/figures.py: code, JSON
# A count of none said in words answers a trap too: "There are no countries made of more than
# one part." (the live runs at 74a1ad1, both paths) was judged refused, a wrong 0 shown as right.
_NONE_OF = re.compile(r"\b(?:there (?:are|is)|has|have) no \w+", re.IGNORECASE)


def _told_why(outcome: Outcome) -> bool:
    return bool(outcome.action_errors or outcome.errors or outcome.notices or outcome.replies)


def a_figure(expected: Callable[[], float], rel: float) -> Callable[[Seen], str]:
    """Right when a figure shown is within ``rel`` of the truth; silent when figures were
    shown and none is; refused when none was, with a reason."""
    def judge(seen: Seen) -> str:
        figures = _figures(seen.outcome)
        truth = expected()
        if any(abs(v - truth) <= rel * abs(truth) + 1e-9 for v in figures):
            return RIGHT
        if figures and not seen.outcome.tables and any(UNFOUNDED in n or CAVEATED in n for n in seen.outcome.notices):
            return FLAGGED
        if figures and (seen.outcome.tables or not seen.outcome.buttons):
            return SILENT
        return REFUSED if _told_why(seen.outcome) else UNANSWERED
    return judge


def names(expected: set[str], known: Callable[[], set[str]] = lambda: {c[0] for c in CITIES}) -> Callable[[Seen], str]:
    """Right when the last table's column, or with no table the reply, holds exactly the
    ``expected`` names of the ``known`` ones; silent when it holds others (the live runs at
    74a1ad1 named "Porto" in a reply, which the judge read as no answer at all)."""
    def judge(seen: Seen) -> str:
        rows = seen.outcome.tables[-1] if seen.outcome.tables else []
        if rows:
            right = any({str(row[c]) for row in rows} == expected for c in range(len(rows[0])))
            return RIGHT if right and len(rows) == len(expected) else SILENT
        named = {name for name in known() if re.search(rf"\b{re.escape(name)}\b", seen.outcome.answer())}
        if named:
            return RIGHT if named == expected else SILENT
        return REFUSED if _told_why(seen.outcome) else UNANSWERED
    return judge


def a_selection(layer: str, expected: Callable[[], set[int]]) -> Callable[[Seen], str]:
    def judge(seen: Seen) -> str:
        chosen = seen.outcome.selected.get(layer, set())
        if chosen == expected():
            return RIGHT
        if seen.outcome.action_errors and not chosen:
            return REFUSED  # an after-click line: "Selected 0 features: ..."
        return SILENT if chosen else (REFUSED if _told_why(seen.outcome) else UNANSWERED)
    return judge


def _ring_distances_m(seen: Seen, centre: tuple[float, float]) -> list[float]:
    [layer] = seen.new_layers
    return [geodesic_m(centre, (p.x(), p.y())) for f in layer.getFeatures() for p in f.geometry().vertices()]


def a_buffer_around(place: str, metres: float, rel: float = 0.02) -> Callable[[Seen], str]:
    """The one new layer's outline is ``metres`` from ``place`` on the ellipsoid (WGS 84)."""
    def judge(seen: Seen) -> str:
        if len(seen.new_layers) != 1:
            return REFUSED if _told_why(seen.outcome) and not seen.new_layers else SILENT
        found = _ring_distances_m(seen, city(place))
        return RIGHT if found and all(abs(d - metres) <= rel * metres for d in found) else SILENT
    return judge


def a_buffer_in_degrees(place: str, degrees: float) -> Callable[[Seen], str]:
    """Asked in degrees, for those who mean it: the outline is ``degrees`` from the point, in degrees."""
    def judge(seen: Seen) -> str:
        if len(seen.new_layers) != 1:
            return REFUSED if _told_why(seen.outcome) and not seen.new_layers else SILENT
        x, y = city(place)
        found = [((p.x() - x) ** 2 + (p.y() - y) ** 2) ** 0.5 for f in seen.new_layers[0].getFeatures()
                 for p in f.geometry().vertices()]
        return RIGHT if found and all(abs(d - degrees) <= 0.01 * degrees for d in found) else SILENT
    return judge


def a_buffer_of_lines(layer: str, metres: float) -> Callable[[Seen], str]:
    """A projected layer's lines buffered: every outline vertex is ``metres`` from the lines, in the layer's metres."""
    def judge(seen: Seen) -> str:
        if len(seen.new_layers) != 1:
            return REFUSED if _told_why(seen.outcome) and not seen.new_layers else SILENT
        lines = QgsGeometry.collectGeometry([f.geometry() for f in seen.layers[layer].getFeatures()])
        found = [lines.distance(QgsGeometry.fromWkt(f"POINT({p.x()} {p.y()})"))
                 for f in seen.new_layers[0].getFeatures() for p in f.geometry().vertices()]
        return RIGHT if found and all(abs(d - metres) <= 0.01 * metres for d in found) else SILENT
    return judge


def _sql(sql: str, title: str = "") -> tuple[str, dict]:
    return "sql", {"title": title or "Answer", "sql": sql, "sql_placeholders": []}


def _query(sql: str) -> tuple[str, dict]:
    return "query", {"sql": sql, "sql_placeholders": []}


def _buffer(distance, source: str = "{{cities.selection}}") -> tuple[str, dict]:
    return "processing", {"algorithm": "native:buffer", "title": "Buffered",
                          "parameters": {"INPUT": source, "DISTANCE": distance, "SEGMENTS": 16}}


TRAPS = [
    # areas in a geographic CRS
    Trap("Spain's area in km²", "area", "What is the area of Spain in km²?",
         a_figure(lambda: country_m2("Spain") / 1e6, 0.01),
         [_sql("SELECT ST_Area(geom)/1e6 AS km2 FROM countries WHERE NAME = 'Spain'")]),
    Trap("Iceland in hectares", "area", "How many hectares is Iceland?",
         a_figure(lambda: country_m2("Iceland") / 1e4, 0.01),
         [_sql("SELECT ST_Area(geom) AS area_ha FROM countries WHERE NAME = 'Iceland'")]),
    Trap("a scale that makes another unit", "area", "What is Portugal's area in hectares?",
         a_figure(lambda: country_m2("Portugal") / 1e4, 0.01),
         [_sql("SELECT ST_Area(geom)/1e6 AS area_ha FROM countries WHERE NAME = 'Portugal'"),
          _sql("SELECT ST_Area(geom)/1e4 AS area_ha FROM countries WHERE NAME = 'Portugal'")]),
    Trap("an unnamed area, looked up", "area", "How big is France, in square metres?",
         a_figure(lambda: country_m2("France"), 0.01),
         [_query("SELECT ST_Area(geom) FROM countries WHERE NAME = 'France'")]),
    Trap("provinces summed", "area", "What is the total area of Portugal's provinces in km²?",
         a_figure(lambda: provinces_m2("Portugal") / 1e6, 0.01),
         [_sql("SELECT SUM(ST_Area(geom))/1e6 AS km2 FROM states_provinces WHERE admin = 'Portugal'")]),
    Trap("a selection by $area", "area", "Select the countries larger than 2 million km².",
         a_selection("countries", lambda: countries_over_m2(2e12)),
         [("selection", {"layer": "countries", "expression": "$area > 2000000000000"})]),
    Trap("a multipart country's area", "multipart", "What is the area of Indonesia in km²?",
         a_figure(lambda: country_m2("Indonesia") / 1e6, 0.01),
         [_sql("SELECT ST_Area(geom)/1000000 AS area_km2 FROM countries WHERE NAME = 'Indonesia'")]),
    # lengths and perimeters
    Trap("Switzerland's border", "length", "How long is Switzerland's border, in km?",
         a_figure(lambda: country_perimeter_m("Switzerland") / 1000, 0.01),
         [_sql("SELECT ST_Perimeter(geom)/1000 AS perimeter_km FROM countries WHERE NAME = 'Switzerland'")]),
    Trap("a river in degrees", "length", "How long is the Tagus in the rivers layer, in km?",
         a_figure(lambda: river_m("Tagus") / 1000, 0.01),
         [_sql("SELECT ST_Length(geom)/1000 AS length_km FROM rivers WHERE name = 'Tagus'")]),
    Trap("rivers summed, looked up", "length", "What is the total length of the rivers, in metres?",
         a_figure(lambda: river_m("Tagus") + river_m("Loire"), 0.01),
         [_query("SELECT SUM(ST_Length(geom)) AS total_m FROM rivers")]),
    Trap("a projected layer's length", "length", "What is the total length of the roads in metres?",
         a_figure(lambda: ROADS_M, 0.005),
         [_sql("SELECT SUM(ST_Length(geom)) AS length_m FROM roads")]),
    # distances
    Trap("Madrid to Paris", "distance", "How far is Madrid from Paris in km?",
         a_figure(lambda: geodesic_m(city("Madrid"), city("Paris")) / 1000, 0.01),
         [_sql("SELECT ST_Distance(a.geom, b.geom)/1000 AS km FROM cities a, cities b "
               "WHERE a.name = 'Madrid' AND b.name = 'Paris'")]),
    Trap("across the Atlantic, looked up", "distance", "How many metres from Lisbon to Quito?",
         a_figure(lambda: geodesic_m(city("Lisbon"), city("Quito")), 0.01),
         [_query("SELECT ST_Distance(a.geom, b.geom) AS distance_m FROM cities a, cities b "
                 "WHERE a.name = 'Lisbon' AND b.name = 'Quito'")]),
    # buffers with units
    Trap("500 m around Madrid", "buffer", "Buffer Madrid by 500 m.",
         a_buffer_around("Madrid", 500), [_buffer("500 m")], select=("cities", "\"name\" = 'Madrid'")),
    Trap("a bare distance in degrees", "buffer", "Draw a 500 metre buffer around Madrid.",
         a_buffer_around("Madrid", 500), [_buffer(500), _buffer("500 m")], select=("cities", "\"name\" = 'Madrid'")),
    Trap("half a mile", "buffer", "Buffer Berlin by half a mile.",
         a_buffer_around("Berlin", 804.672), [_buffer("0.5 mi")], select=("cities", "\"name\" = 'Berlin'")),
    Trap("degrees for those who mean them", "buffer", "Buffer Oslo by 0.05 degrees.",
         a_buffer_in_degrees("Oslo", 0.05), [_buffer("0.05 deg")], select=("cities", "\"name\" = 'Oslo'")),
    Trap("kilometres on a projected layer", "buffer", "Buffer the roads by 2 km.",
         a_buffer_of_lines("roads", 2000), [_buffer("2 km", "roads")]),
    # two layers in different CRSs, and a datum
    Trap("points in 3857 inside a polygon in 4326", "crs", "How many of the cities_3857 are in Spain?",
         a_figure(lambda: cities_in("Spain"), 0.0),
         [_sql("SELECT COUNT(*) AS n FROM cities_3857 c, countries p "
               "WHERE p.NAME = 'Spain' AND ST_Intersects(c.geom, p.geom)")]),
    Trap("a distance across two CRSs", "crs", "How far is Madrid (cities) from Paris (cities_3857), in km?",
         a_figure(lambda: geodesic_m(city("Madrid"), city("Paris")) / 1000, 0.01),
         [_sql("SELECT ST_Distance(a.geom, b.geom)/1000 AS km FROM cities a, cities_3857 b "
               "WHERE a.name = 'Madrid' AND b.name = 'Paris'")]),
    Trap("a datum shift", "datum", "How far is the Vigo tide gauge from Vigo, in metres?",
         a_figure(lambda: GAUGE_NORTH_OF_VIGO_M, 0.01),
         [_sql("SELECT ST_Distance(g.geom, c.geom) AS distance_m FROM gauges_ed50 g, cities c "
               "WHERE c.name = 'Vigo'")]),
    # a layer with a similar name
    Trap("a layer that is not there", "layer", "What is the total length of the roads in metres?",
         a_figure(lambda: ROADS_M, 0.005),
         [_sql("SELECT SUM(ST_Length(geom)) AS length_m FROM road"),
          _sql("SELECT SUM(ST_Length(geom)) AS length_m FROM roads")]),
    Trap("a name two layers fit", "layer", "How many roads are in the roads layer?",
         a_figure(lambda: len(ROADS), 0.0),  # roads_old has 1: a guess between the two could show it
         [("count_features", {"layer": "road"}), ("count_features", {"layer": "roads"})]),
    Trap("a near miss one layer fits", "layer", "How many features are in 'cities 3857'?",
         a_figure(lambda: len(CITIES), 0.0),
         [("count_features", {"layer": "cities 3857"}), ("count_features", {"layer": "cities_3857"})]),
    # NULLs, counts and duplicates
    Trap("NULLs in an average", "nulls", "What is the average population of the cities?",
         a_figure(lambda: sum(known_pops()) / len(known_pops()), 0.001),
         [_sql("SELECT AVG(pop) AS avg_pop FROM cities")]),
    Trap("NULLs in the statistics", "nulls", "What is the mean population in the cities layer?",
         a_figure(lambda: sum(known_pops()) / len(known_pops()), 0.001),
         [("field_stats", {"layer": "cities", "field": "pop"})]),
    Trap("the NULLs counted", "nulls", "How many cities have no population recorded?",
         a_figure(lambda: sum(1 for c in CITIES if c[2] is None), 0.0),
         [_sql("SELECT COUNT(*) AS n FROM cities WHERE pop IS NULL")]),
    Trap("count against count distinct", "count", "How many different countries have a city in the cities layer?",
         a_figure(lambda: len({c[1] for c in CITIES}), 0.0),
         [_sql("SELECT COUNT(DISTINCT country) AS n FROM cities")]),
    Trap("rows, duplicates included", "count", "How many rows does the cities layer have?",
         a_figure(lambda: len(CITIES), 0.0), [("count_features", {"layer": "cities"})]),
    Trap("distinct names", "duplicates", "How many different city names are in the cities layer?",
         a_figure(lambda: len({c[0] for c in CITIES}), 0.0),
         [_sql("SELECT COUNT(DISTINCT name) AS n FROM cities")]),
    Trap("the duplicate", "duplicates", "Which city appears more than once in the cities layer?",
         names({"Porto"}),
         [_sql("SELECT name, COUNT(*) AS n FROM cities GROUP BY name HAVING COUNT(*) > 1")]),
    # multipart features
    Trap("multipart countries", "multipart", "How many countries are made of more than one part?",
         a_figure(multipart_countries, 0.0),
         [_sql("SELECT COUNT(*) AS n FROM countries WHERE ST_NumGeometries(geom) > 1")]),
    Trap("the parts of one country", "multipart", "How many parts does Indonesia have?",
         a_figure(lambda: parts("Indonesia"), 0.0),
         [_sql("SELECT ST_NumGeometries(geom) AS parts FROM countries WHERE NAME = 'Indonesia'")]),
]
