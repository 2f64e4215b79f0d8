"""QGIS's XYZ tile connections, the basemaps the ``add_layer`` action offers.

Read from QGIS's settings, where the Browser's "XYZ Tiles" keeps them: under
``qgis/connections-xyz/<name>`` up to QGIS 3.28, ``connections/xyz/items/<name>`` from 3.30.
OpenStreetMap is there in every QGIS the user has opened once (QGIS adds it on first
start); it is offered even when it is not, as QGIS would add it.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import quote, urlsplit

from qgis.core import QgsSettings

OPENSTREETMAP = "OpenStreetMap"
_OSM_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png"
_GROUPS = ("qgis/connections-xyz", "connections/xyz/items")


@dataclass(frozen=True)
class Basemap:
    name: str
    url: str  # the tile URL template, {x} {y} {z}
    zmin: int = 0
    zmax: int = 19

    @property
    def host(self) -> str:
        """Where its tiles come from, for the button: "tile.openstreetmap.org", or "this computer"."""
        return urlsplit(self.url).hostname or "this computer"


def basemaps(settings: QgsSettings | None = None) -> list[Basemap]:
    """Every XYZ connection of this QGIS profile, OpenStreetMap first."""
    settings = settings or QgsSettings()
    found: dict[str, Basemap] = {}
    for group in _GROUPS:
        settings.beginGroup(group)
        try:
            for name in settings.childGroups():
                url = str(settings.value(f"{name}/url", "") or "")
                if url and name not in found:
                    found[name] = Basemap(name, url, _int(settings.value(f"{name}/zmin", 0), 0),
                                          _int(settings.value(f"{name}/zmax", 19), 19))
        finally:
            settings.endGroup()
    if OPENSTREETMAP not in found:
        found[OPENSTREETMAP] = Basemap(OPENSTREETMAP, _OSM_URL, 0, 19)
    return sorted(found.values(), key=lambda basemap: (basemap.name != OPENSTREETMAP, basemap.name.casefold()))


def basemap_uri(basemap: Basemap) -> str:
    """The raster data source of an XYZ layer (the ``wms`` provider's ``type=xyz``); the URL
    is percent-encoded, so a ``&`` in it stays part of it."""
    return f"type=xyz&url={quote(basemap.url, safe=':/{}?=,')}&zmin={basemap.zmin}&zmax={basemap.zmax}"


def _int(value, default: int) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return default
