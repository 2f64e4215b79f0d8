"""A PlaceholderSource over plain data, for the filler's tests without QGIS."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class DictSource:
    """A PlaceholderSource over plain data; records which values were read."""

    layers: dict = field(default_factory=dict)  # name -> {"keys": [...], "wkt": str, "extent": str}
    bbox: str = "Polygon ((0 0, 10 0, 10 10, 0 10, 0 0))"
    srid: int | None = 3857
    reads: list = field(default_factory=list)

    def view_bbox_wkt(self, crs=None):
        self.reads.append(("bbox", crs))
        return self.bbox if crs is None else f"bbox in {crs}"

    def view_center_wkt(self, crs=None):
        return "Point (5 5)"

    def view_srid(self):
        return self.srid

    def view_crs(self):
        return f"EPSG:{self.srid}" if self.srid else "USER:100000"

    def view_scale(self):
        return 25000.0

    def layer_names(self):
        return list(self.layers)

    def resolve_layer(self, name):
        return next((n for n in self.layers if n.casefold() == name.casefold()), None)

    def selection_count(self, layer):
        self.reads.append(("count", layer))
        return len(self.layers[layer]["keys"])

    def selection_keys(self, layer):
        self.reads.append(("keys", layer))
        return self.layers[layer]["keys"]

    def selection_geometry_wkt(self, layer):
        return self.layers[layer].get("wkt", "GeometryCollection EMPTY")

    def layer_extent_wkt(self, layer):
        return self.layers[layer].get("extent", "Polygon ((0 0, 1 0, 1 1, 0 1, 0 0))")
