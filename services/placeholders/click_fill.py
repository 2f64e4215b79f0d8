"""Fill placeholders at click time without blocking QGIS.

Filling runs ``placeholders.fill`` twice, so its rules live in one place:

1. on the main thread, over the live canvas and project: every view value, layer
   name, selection count and extent is read (cheap), and every error is raised
   before anything runs. Selected features' keys and geometries are *not* read
   here: for a PostGIS layer keyed by text, 10,000 selected keys took 200 ms.
   Instead each such layer's selection is captured (ids plus a
   ``QgsVectorLayerFeatureSource``, the documented way to read features off the
   main thread), and ``preview`` holds the text with neutral stand-ins;
2. in a worker (``ClickTimeFill.fill``), from those captured values, reading the
   selected features through the captured sources.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from .fill import fill
from .live import EMPTY_GEOMETRY_WKT, LivePlaceholderSource, SelectionSnapshot

_NO_LIMIT = sys.maxsize


class ClickTimeFill:
    """Built on the main thread (raises ``PlaceholderError``); ``fill()`` is worker-safe."""

    def __init__(self, project, canvas, template: str, declared: Sequence[str], max_selection: int = _NO_LIMIT):
        self._template = template
        self._declared = list(declared)
        self._max_selection = max_selection
        capture = _MainThreadPass(LivePlaceholderSource(project, canvas))
        self.preview = fill(template, self._declared, capture, max_selection)
        self._values = capture.values
        self._selections = capture.selections

    def fill(self) -> str:
        return fill(self._template, self._declared, _WorkerPass(self._values, self._selections), self._max_selection)


class _MainThreadPass:
    """Reads and remembers the cheap values; captures selections for later."""

    def __init__(self, live: LivePlaceholderSource):
        self._live = live
        self.values: dict[tuple, object] = {}
        self.selections: dict[str, SelectionSnapshot] = {}

    def _remember(self, name: str, *args):
        key = (name, *args)
        if key not in self.values:
            self.values[key] = getattr(self._live, name)(*args)
        return self.values[key]

    def view_bbox_wkt(self, crs=None):
        return self._remember("view_bbox_wkt", crs)

    def view_center_wkt(self, crs=None):
        return self._remember("view_center_wkt", crs)

    def view_srid(self):
        return self._remember("view_srid")

    def view_crs(self):
        return self._remember("view_crs")

    def view_scale(self):
        return self._remember("view_scale")

    def layer_names(self):
        return self._remember("layer_names")

    def resolve_layer(self, name):
        return self._remember("resolve_layer", name)

    def selection_count(self, layer):
        return self._remember("selection_count", layer)

    def layer_extent_wkt(self, layer):
        return self._remember("layer_extent_wkt", layer)

    def selection_keys(self, layer):
        self._capture(layer)
        return []  # the preview's stand-in: "(NULL)"

    def selection_geometry_wkt(self, layer):
        self._capture(layer)
        return EMPTY_GEOMETRY_WKT

    def _capture(self, layer_id: str) -> None:
        if layer_id not in self.selections:
            self.selections[layer_id] = SelectionSnapshot(self._live.vector_layer(layer_id))


class _WorkerPass:
    """Answers from what the main-thread pass captured; reads selections now."""

    def __init__(self, values: dict, selections: dict):
        self._values = values
        self._selections = selections

    def __getattr__(self, name):
        def remembered(*args):
            return self._values[(name, *args)]

        return remembered

    def selection_keys(self, layer):
        return self._selections[layer].keys()

    def selection_geometry_wkt(self, layer):
        return self._selections[layer].geometry_wkt()
