"""WKT checks with shapely, shared by input validation and result handling.

Pure (no qgis): pydantic validators call it while the agent validates the model's
answer, so a bad geometry goes back to the model before any button is shown.
What is mechanically repairable is repaired first (``repair_wkt``): a model at
temperature 0 sends the same text again after a correction (issue 26), so a fix
the plugin can make itself is never left to it; what cannot be repaired gets a
message that names the exact fix.
"""

from __future__ import annotations

import math
import re

import shapely
import shapely.ops
import shapely.wkt
from shapely.geometry.base import BaseGeometry

# A view needs an extent, not a detailed outline: 100,000 characters are ~5,000 vertices.
# A million vertices took 3 s in shapely and 13 s in QgsGeometry.fromWkt on the main thread.
MAX_WKT_CHARS = 100_000
_AUTHID = re.compile(r"^[A-Za-z][A-Za-z0-9_-]*:[A-Za-z0-9_.-]+$")
_NUMBER = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?"
# POINT(40.42, -3.70): a comma between x and y, as coordinates are written in prose.
_POINT_WITH_COMMA = re.compile(rf"^\s*POINT\s*\(\s*({_NUMBER})\s*,\s*({_NUMBER})\s*\)\s*$", re.IGNORECASE)
_POLYGONAL = re.compile(r"^\s*(MULTI)?POLYGON\b", re.IGNORECASE)
_INNERMOST = re.compile(r"\(([^()]*)\)")


def repair_wkt(text: str) -> str:
    """``text`` with what is mechanically repairable repaired: a polygon ring whose
    last point is not its first gets the first point repeated at its end, and a
    comma between a point's x and y is dropped. Anything else is returned unchanged."""
    if not text or len(text) > MAX_WKT_CHARS:
        return text
    point = _POINT_WITH_COMMA.match(text)
    if point:
        return f"POINT({point.group(1)} {point.group(2)})"
    if _POLYGONAL.match(text):
        return _INNERMOST.sub(_closed_ring, text)  # in a (MULTI)POLYGON the innermost groups are the rings
    return text


def _closed_ring(match: re.Match) -> str:
    points = [point.strip() for point in match.group(1).split(",")]
    first = _coordinates(points[0])
    if len(points) < 3 or not first or first == _coordinates(points[-1]):
        return match.group(0)  # closed already, or too short to close: parse_wkt names the fix
    return "(" + match.group(1).rstrip() + ", " + points[0] + ")"


def _coordinates(point: str) -> tuple[float, ...] | None:
    try:
        return tuple(float(value) for value in point.split())
    except ValueError:
        return None


def parse_wkt(text: str) -> BaseGeometry:
    """Parse WKT into a valid, non-empty shapely geometry or raise ``ValueError``
    naming the fix."""
    if not text or not text.strip():
        raise ValueError("geometry is empty; give WKT such as 'POINT(<x> <y>)' with the place's own coordinates")
    if len(text) > MAX_WKT_CHARS:
        raise ValueError(f"geometry is too large ({len(text):,} characters, at most {MAX_WKT_CHARS:,}); give a "
                         "simpler WKT: the bounding box as a POLYGON, or a POINT")
    try:
        geometry = shapely.wkt.loads(text)
    except (shapely.errors.ShapelyError, ValueError, TypeError) as exc:
        raise ValueError(f"geometry is not valid WKT ({exc}); {_fix_for(text)}") from exc
    if geometry.is_empty:
        raise ValueError("geometry is an empty WKT geometry; give one with coordinates")
    if not all(map(math.isfinite, geometry.bounds)):
        raise ValueError("geometry has non-finite coordinates")
    return geometry


def _fix_for(text: str) -> str:
    """The exact fix for WKT that does not parse, when one can be named."""
    unclosed = text.count("(") - text.count(")")
    if unclosed > 0:
        return f"{unclosed} parenthesis(es) are not closed: end the geometry with '{')' * unclosed}'"
    if unclosed < 0:
        return f"{-unclosed} ')' too many: remove them"
    if _POLYGONAL.match(text):
        short = [group for group in _INNERMOST.findall(text) if len(group.split(",")) < 4]
        if short:
            return ("a polygon ring needs at least 4 points, the last one repeating the first "
                    f"(this one has {len(short[0].split(','))}); for a box give "
                    "'POLYGON((xmin ymin, xmax ymin, xmax ymax, xmin ymax, xmin ymin))'")
    # A shape, not numbers: the 1.5B model sent 'POINT(2.35 48.85)' (Paris) back for "Zoom to Spain".
    return ("give WKT such as 'POINT(<x> <y>)' with the place's own coordinates, with a space between x and y "
            "and commas between points")


def swap_axes(geometry: BaseGeometry) -> BaseGeometry:
    """``geometry`` with x and y exchanged: latitude-first coordinates made longitude-first."""
    return shapely.ops.transform(lambda x, y, z=None: (y, x) if z is None else (y, x, z), geometry)


def check_authid(text: str) -> str:
    """Return ``text`` stripped if it looks like ``AUTH:CODE`` (EPSG:4326), else raise ``ValueError``."""
    value = (text or "").strip()
    if not _AUTHID.match(value):
        raise ValueError(f"crs {text!r} is not of the form AUTHORITY:CODE, e.g. 'EPSG:4326'")
    return value
