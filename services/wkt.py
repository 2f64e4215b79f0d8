"""WKT checks with shapely, shared by input validation and result handling.

Pure (no qgis): pydantic validators call it while the agent validates the model's
answer, so a bad geometry goes back to the model before any button is shown.
"""

from __future__ import annotations

import math
import re

import shapely
import shapely.wkt
from shapely.geometry.base import BaseGeometry

# A view needs an extent, not a detailed outline: 100,000 characters are ~5,000 vertices.
# A million vertices took 3 s in shapely and 13 s in QgsGeometry.fromWkt on the main thread.
MAX_WKT_CHARS = 100_000
_AUTHID = re.compile(r"^[A-Za-z][A-Za-z0-9_-]*:[A-Za-z0-9_.-]+$")


def parse_wkt(text: str) -> BaseGeometry:
    """Parse WKT into a valid, non-empty shapely geometry or raise ``ValueError``."""
    if not text or not text.strip():
        raise ValueError("geometry is empty; give WKT such as 'POINT(2.35 48.85)'")
    if len(text) > MAX_WKT_CHARS:
        raise ValueError(f"geometry is too large ({len(text):,} characters, at most {MAX_WKT_CHARS:,}); give a "
                         "simpler WKT: the bounding box as a POLYGON, or a POINT")
    try:
        geometry = shapely.wkt.loads(text)
    except (shapely.errors.ShapelyError, ValueError, TypeError) as exc:
        raise ValueError(f"geometry is not valid WKT ({exc}); give WKT such as 'POINT(2.35 48.85)'") from exc
    if geometry.is_empty:
        raise ValueError("geometry is an empty WKT geometry; give one with coordinates")
    if not all(map(math.isfinite, geometry.bounds)):
        raise ValueError("geometry has non-finite coordinates")
    return geometry


def check_authid(text: str) -> str:
    """Return ``text`` stripped if it looks like ``AUTH:CODE`` (EPSG:4326), else raise ``ValueError``."""
    value = (text or "").strip()
    if not _AUTHID.match(value):
        raise ValueError(f"crs {text!r} is not of the form AUTHORITY:CODE, e.g. 'EPSG:4326'")
    return value

