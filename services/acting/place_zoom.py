"""A zoom to a place of the offline gazetteer or of the online place search (issue 42): the
click of a viewport button whose place no layer holds. A city is centred at ``CITY_SCALE``;
a country is fitted to its populated extent, a place the server found to its box. Both are moved from the gazetteer's EPSG:4326 to the map's CRS
at click time (the map's CRS may change after the answer)."""

from __future__ import annotations

from typing import Optional

from qgis.core import QgsCoordinateReferenceSystem, QgsCoordinateTransform, QgsPointXY, QgsRectangle

from ...agent.user_text import for_user
from ..reading.gazetteer import GAZETTEER_CRS, Place
from .layers import fit_extent

# 1:100,000 shows a city and its outskirts (about 20 km across an 800-pixel canvas).
CITY_SCALE = 100_000.0


def zoom_to_gazetteer_place(environment, place: Place) -> tuple[str, Optional[QgsRectangle]]:
    """Move the view to ``place``; what the click reports and the box (map CRS) the view must hold."""
    canvas = environment.canvas
    transform = QgsCoordinateTransform(QgsCoordinateReferenceSystem(GAZETTEER_CRS),
                                       canvas.mapSettings().destinationCrs(), environment.project)
    if place.box is not None:  # a country's, or the server's
        box = transform.transformBoundingBox(QgsRectangle(*place.box))
        fit_extent(canvas, box)
        return for_user("Zoomed to {place} (1:{scale}).", place=place.label(),
                        scale=f"{canvas.scale():,.0f}"), box
    center = transform.transform(QgsPointXY(place.lon, place.lat))
    canvas.setCenter(center)
    canvas.zoomScale(CITY_SCALE)
    return (for_user("Zoomed to {place} (1:{scale}).", place=place.label(), scale=f"{canvas.scale():,.0f}"),
            QgsRectangle(center.x(), center.y(), center.x(), center.y()))
