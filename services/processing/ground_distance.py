"""A distance parameter's unit (issue 39): "500 m" is 500 m on the ground, whatever the layer's CRS.

A ``distance`` parameter (QgsProcessingParameterDistance: its number is in the units of
its parent layer's CRS) may be given with a unit: "500 m", "2 km", "0.5 mi", "100 ft",
"3 nmi", or "0.5 deg" for those who mean degrees. A model writes units many ways, so
any spacing, case and spelling ("Meters", "kilometres", "2km") is read; what is kept,
and run, is one canonical text ("2 km").

A bare number on a layer in a geographic CRS would be degrees ("DISTANCE": 500 is a
500-degree buffer): the check sends it back for a unit. On a projected layer it stays
the layer's units. ``ground_run.py`` makes the unit true at click time.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from qgis.core import QgsCoordinateReferenceSystem, QgsUnitTypes

from ...agent.user_text import for_user
from ..base import ActionRejected

# Canonical unit -> QgsUnitTypes.encodeUnit's name (decodeDistanceUnit reads it on every QGIS).
QGIS_UNITS = {"m": "meters", "km": "km", "mi": "mi", "ft": "feet", "yd": "yd", "nmi": "nautical miles",
              "deg": "degrees"}
# How models write them, folded (lower case, no dots or spaces).
_SPELLINGS = {
    "m": ("m", "meter", "meters", "metre", "metres", "mtr", "mtrs"),
    "km": ("km", "kms", "kilometer", "kilometers", "kilometre", "kilometres"),
    "mi": ("mi", "mile", "miles"),
    "ft": ("ft", "foot", "feet"),
    "yd": ("yd", "yds", "yard", "yards"),
    "nmi": ("nmi", "nauticalmile", "nauticalmiles"),
    "deg": ("deg", "degs", "degree", "degrees", "°"),
}
_UNIT_OF = {spelling: unit for unit, spellings in _SPELLINGS.items() for spelling in spellings}
_WITH_UNIT = re.compile(r"^\s*([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)\s*([^\d\s].*?)\s*$")
UNITS_TEXT = "m, km, mi, ft, yd, nmi or deg"


@dataclass(frozen=True)
class Distance:
    """A number and its unit, as the model gave them."""

    value: float
    unit: str  # a key of QGIS_UNITS

    def __str__(self) -> str:
        return f"{self.value:.15g} {self.unit}"  # :g kept 1234567 m as 1.23457e+06

    @property
    def qgis_unit(self):
        return QgsUnitTypes.decodeDistanceUnit(QGIS_UNITS[self.unit])[0]

    def in_units(self, unit) -> float:
        """The number in ``unit`` (a QgsUnitTypes distance unit)."""
        return self.value * QgsUnitTypes.fromUnitToUnitFactor(self.qgis_unit, unit)


def distance_with_unit(parameter: str, value) -> Distance | None:
    """``value`` read as a number with a unit; None for a bare number (or text that is one).
    ``ActionRejected`` for a unit it does not know."""
    if not isinstance(value, str):
        return None
    match = _WITH_UNIT.match(_with_a_decimal_point(value))
    if match is None:
        return None
    folded = re.sub(r"[\s.]", "", match.group(2)).casefold()
    unit = _UNIT_OF.get(folded)
    if unit is None:
        raise ActionRejected(for_user("{parameter}: unknown unit '{unit}' (units: {units}).", parameter=parameter,
                                      unit=match.group(2), units=UNITS_TEXT))
    return Distance(float(match.group(1)), unit)


def _with_a_decimal_point(text: str) -> str:
    """"1,500 m" (a thousands comma: groups of three) as "1500 m"; "1,5 km" (a decimal
    comma, as much of Europe writes it) as "1.5 km"."""
    text = re.sub(r"^(\s*[+-]?\d{1,3}(?:,\d{3})+)(?![\d,.])", lambda m: m.group(1).replace(",", ""), text)
    return re.sub(r"^(\s*[+-]?\d+),(\d+)(?![\d,])", r"\1.\2", text)


def _zero(value) -> bool:
    try:
        return float(value) == 0
    except (TypeError, ValueError):
        return False


def is_geographic(crs: QgsCoordinateReferenceSystem) -> bool:
    return crs.isValid() and crs.isGeographic()


def check_unit(parameter: str, value, layer: str, crs: QgsCoordinateReferenceSystem | str) -> None:
    """What a distance on ``layer`` (in ``crs``, or its authid) must carry: a unit on a geographic
    layer, no degrees on a projected one. ``ActionRejected`` with the correction."""
    distance = distance_with_unit(parameter, value)
    crs = QgsCoordinateReferenceSystem(crs) if isinstance(crs, str) else crs
    if not crs.isValid():
        return
    if distance is None and crs.isGeographic() and not _zero(value):  # 0 is 0 in any unit
        raise ActionRejected(for_user(
            "{parameter}: '{layer}' is in {crs}, whose units are degrees, so a bare number would be degrees. Give "
            "the distance with its unit, e.g. \"500 m\" or \"2 km\" (measured on the ground), or \"0.5 deg\" if you "
            "mean degrees.", parameter=parameter, layer=layer, crs=crs.authid()))
    if distance is not None and distance.unit == "deg" and not crs.isGeographic():
        raise ActionRejected(for_user(
            "{parameter}: '{layer}' is in {crs}, a projected CRS: give the distance in m, km, mi or ft, not "
            "degrees.", parameter=parameter, layer=layer, crs=crs.authid()))
