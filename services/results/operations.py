"""The query result table's actions: open as layer, zoom, select, export CSV.

``table_result`` turns an engine ``QueryResult`` into the dock's ``TableResult``
with one callable per action that makes sense for it. Row numbers passed by the
dock index ``result.rows`` (the dock maps its sorted view back to them).

The table holds the first ``max_rows`` rows. Opening as a layer and exporting
CSV need every row, so when the result was cut they re-run the same query
(without the row limit) in a task first. That task also writes the CSV, or
builds the layer's features; only adding them to the memory layer the project
will own happens on the main thread, in short slices (``tasks.run_in_slices``).
"""

from __future__ import annotations

import csv
import os
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsCsException,
    QgsFeature,
    QgsFeatureRequest,
    QgsGeometry,
    QgsRectangle,
    QgsVectorLayer,
    QgsWkbTypes,
)

from ...agent.user_text import for_user, joined
from ...toolbelt.i18n import tr
from ...toolbelt.threads.tasks import TaskCancelled, run_in_slices, run_with_progress
from ..acting.layers import apply_selection, fit_with_undo, ids_for_keys, result_key_values
from ..base import NO_REASON, ActionEnvironment, ActionHost, ActionRejected, TableResult
from ..checks.ground_measures import column_units
from ..sql.engines.common import full_collections_deferred, release

# Re-running a cut result to export/open it fetches at most this many rows.
MAX_FULL_ROWS = 1_000_000
# Features per addFeatures call on the main thread (about 1-3 ms for points).
ADD_CHUNK = 500
# Worker loops look at Cancel and report progress every this many rows.
CHECK_EVERY = 2_000


# --- geometry values ----------------------------------------------------------------------


def to_geometry(value: Any) -> QgsGeometry | None:
    """A geometry from an engine value: QgsGeometry, WKT, hex WKB, WKB or GeoPackage blob."""
    if value is None:
        return None
    if isinstance(value, QgsGeometry):
        return value
    if isinstance(value, (bytes, bytearray, memoryview)):
        return _from_wkb(bytes(value))
    text = str(value).strip()
    if not text:
        return None
    if all(c in "0123456789abcdefABCDEF" for c in text) and len(text) % 2 == 0:
        return _from_wkb(bytes.fromhex(text))
    geometry = QgsGeometry.fromWkt(text)
    return None if geometry.isNull() else geometry


def _from_wkb(data: bytes) -> QgsGeometry | None:
    if data[:2] == b"GP" and len(data) >= 8:
        # GeoPackage binary: 8-byte header plus an envelope sized by flag bits 1-3.
        envelope = {0: 0, 1: 32, 2: 48, 3: 48, 4: 64}.get((data[3] >> 1) & 0x07, 0)
        data = data[8 + envelope:]
    geometry = QgsGeometry()
    geometry.fromWkb(data)
    return None if geometry.isNull() else geometry


# --- the table ----------------------------------------------------------------------------


class ResultActions:
    """The callables behind the table's controls, bound to one result."""

    def __init__(self, environment: ActionEnvironment, result, title: str, host: ActionHost,
                 rerun: Callable[[Any, int], Any] | None = None):
        self.environment = environment
        self.result = result
        self.title = title or tr("Query result")  # the new layer's name
        self.host = host
        self._rerun = rerun  # rerun(feedback, max_rows) -> QueryResult, safe in a worker
        self.geometry_index = getattr(result, "geometry_column", None)
        self.source_layer = _layer(environment.project, getattr(result, "source_layer_id", None))
        self.keys = result_key_values(result, self.source_layer.id()) if self.source_layer else None

    # -- open as layer ------------------------------------------------------------------
    def open_as_layer(self) -> None:
        crs = self._crs()  # main thread: may read the canvas

        def build(feedback):
            return self._on_all_rows(feedback, lambda result: layer_content(result, crs, feedback))

        run_with_progress(self.host, self._message(for_user("Opening as a layer")), build, self._add_layer)

    def _add_layer(self, content: LayerContent) -> None:
        layer = empty_layer(content, self.title)
        count = len(content.features)

        def done() -> None:
            layer.updateExtents()
            self.environment.project.addMapLayer(layer)
            self.host.show_info(for_user("Added layer '{layer}' with %n feature(s).", "", layer.featureCount(),
                                         layer=layer.name()))

        run_in_slices(self.host, for_user("Adding %Ln feature(s) to '{layer}'…", "", count, layer=layer.name()),
                      add_in_chunks(layer, content.features), done)

    # -- export CSV --------------------------------------------------------------------
    def export_csv(self, path: str) -> None:
        def export(feedback) -> int:
            return self._on_all_rows(feedback, lambda result: write_csv(result, path, feedback))

        run_with_progress(self.host, self._message(for_user("Exporting CSV")), export,
                          lambda count: self.host.show_info(for_user("Exported %n row(s) to {path}.", "", count,
                                                                     path=path)))

    # -- zoom / select -------------------------------------------------------------------
    def zoom_to_rows(self, rows: Sequence[int] | None) -> None:
        box = self._rows_extent(self._row_indexes(rows))
        if box is None or box.isNull():
            self.host.show_error(for_user("These rows have no geometry to zoom to."))
            return
        fit_with_undo(self.environment.canvas, box, self.host,
                      for_user("Zoomed to %n row(s).", "", len(self._row_indexes(rows))))

    def select_rows(self, rows: Sequence[int] | None) -> None:
        layer = self.source_layer
        if layer is None or self.environment.project.mapLayer(layer.id()) is None:
            self.host.show_error(for_user("The source layer of this result is no longer in the project."))
            return
        keys = [self.keys[i] for i in self._row_indexes(rows)]
        apply_selection(self.environment.project, layer.id(), ids_for_keys(layer, keys), "new", self.host,
                        for_user("no feature has the keys of these rows"))

    # -- helpers -------------------------------------------------------------------------
    def _row_indexes(self, rows: Sequence[int] | None) -> list[int]:
        count = len(self.result.rows)
        return list(range(count)) if rows is None else [i for i in rows if 0 <= i < count]

    def _crs(self) -> QgsCoordinateReferenceSystem:
        authid = getattr(self.result, "geometry_crs", None)
        if authid:
            crs = QgsCoordinateReferenceSystem(authid)
            if crs.isValid():
                return crs
        if self.source_layer is not None:
            return self.source_layer.crs()
        return self.environment.canvas.mapSettings().destinationCrs()

    def _rows_extent(self, indexes: list[int]) -> QgsRectangle | None:
        """Bounding box in the map CRS of the rows' geometries, or of their source features."""
        box = QgsRectangle()
        box.setMinimal()
        if self.geometry_index is not None:
            crs = self._crs()
            for i in indexes:
                geometry = to_geometry(self.result.rows[i][self.geometry_index])
                if geometry is not None:
                    box.combineExtentWith(geometry.boundingBox())
        elif self.keys is not None and self.source_layer is not None:
            crs = self.source_layer.crs()
            ids = ids_for_keys(self.source_layer, [self.keys[i] for i in indexes])
            request = QgsFeatureRequest().setFilterFids(ids).setNoAttributes()
            for feature in self.source_layer.getFeatures(request):
                if feature.hasGeometry():
                    box.combineExtentWith(feature.geometry().boundingBox())
        else:
            return None
        if box.isNull() or box.xMinimum() > box.xMaximum():
            return None
        target = self.environment.canvas.mapSettings().destinationCrs()
        if crs == target:
            return box
        try:
            return QgsCoordinateTransform(crs, target, self.environment.project).transformBoundingBox(box)
        except QgsCsException:
            return None

    def _wanted(self) -> int:
        """How many rows Open as layer and Export fetch: all, up to MAX_FULL_ROWS."""
        if getattr(self.result, "count_capped", False):
            return MAX_FULL_ROWS  # the count stopped early: there are more than it says
        return min(self.result.total_count, MAX_FULL_ROWS)

    def _has_every_row(self) -> bool:
        """The table holds every row of the result (or nothing could fetch more)."""
        return (self.result.total_count <= len(self.result.rows)
                and not getattr(self.result, "count_capped", False)) or self._rerun is None

    def _message(self, what: str) -> str:
        if self._has_every_row():
            return joined([what], end="…")
        return for_user("{action}: fetching up to %Ln row(s)…", "", self._wanted(), action=what)

    def _on_all_rows(self, feedback, use: Callable[[Any], Any]) -> Any:
        """``use(every row)`` in the worker, with full garbage collections deferred
        meanwhile; a re-run's rows are then freed in pieces (see ``release``), never
        the table's own."""
        with full_collections_deferred():
            result = self._all_rows(feedback)
            try:
                return use(result)
            finally:
                if result is not self.result:
                    release(result.rows)

    def _all_rows(self, feedback):
        """Every row (up to MAX_FULL_ROWS): the result itself, or the query re-run. Worker."""
        if self._has_every_row():
            return self.result
        return self._rerun(feedback, self._wanted())


def table_result(environment: ActionEnvironment, result, title: str, host: ActionHost,
                 rerun: Callable[[Any, int], Any] | None = None) -> TableResult:
    """The dock's table for ``result``, with the controls that apply to it."""
    actions = ResultActions(environment, result, title, host, rerun)
    has_geometry = actions.geometry_index is not None
    return TableResult(
        columns=list(result.columns),
        rows=[tuple(row) for row in result.rows],
        total_count=result.total_count,
        count_capped=getattr(result, "count_capped", False),
        units=column_units(getattr(result, "executed_sql", "") or "", list(result.columns)),
        title=title,
        executed_sql=getattr(result, "executed_sql", "") or "",
        engine=getattr(result, "engine", "") or "",
        open_as_layer=actions.open_as_layer,
        zoom_to_rows=actions.zoom_to_rows if has_geometry or actions.keys is not None else None,
        select_rows=actions.select_rows if actions.keys is not None else None,
        export_csv=actions.export_csv,
    )


# --- building a layer / a CSV from a result ---------------------------------------------------


@dataclass
class LayerContent:
    """A memory layer's definition and features, built off the main thread."""

    uri: str
    crs: QgsCoordinateReferenceSystem
    features: list[QgsFeature]


def layer_content(result, crs: QgsCoordinateReferenceSystem, feedback=None) -> LayerContent:
    """Typed attributes and geometries of ``result`` as features (worker-safe: no layer)."""
    geometry_index = getattr(result, "geometry_column", None)
    attribute_indexes = [i for i in range(len(result.columns)) if i != geometry_index]
    geometries = [to_geometry(row[geometry_index]) for row in result.rows] if geometry_index is not None else []
    wkb_type = _common_type([g for g in geometries if g is not None])
    names = _unique_names([result.columns[i] for i in attribute_indexes])
    spec = [f"field={_uri_name(n)}:{_field_type([row[i] for row in result.rows])}"
            for n, i in zip(names, attribute_indexes)]
    geometry_part = QgsWkbTypes.displayString(wkb_type) if wkb_type != QgsWkbTypes.Type.NoGeometry else "None"
    uri = "?".join([geometry_part, "&".join(([f"crs={crs.authid()}"] if geometry_part != "None" else []) + spec)])
    features = []
    for position, row in enumerate(result.rows):
        if position % CHECK_EVERY == 0:
            _check(feedback, position, len(result.rows))
        feature = QgsFeature()
        feature.setAttributes([_plain(row[i]) for i in attribute_indexes])
        if geometries and geometries[position] is not None:
            geometry = QgsGeometry(geometries[position])
            if QgsWkbTypes.isMultiType(wkb_type) and not geometry.isMultipart():
                geometry.convertToMultiType()
            feature.setGeometry(geometry)
        features.append(feature)
    release(geometries)
    return LayerContent(uri, crs, features)


def empty_layer(content: LayerContent, name: str) -> QgsVectorLayer:
    """The memory layer for ``content``, still without features. Main thread."""
    layer = QgsVectorLayer(content.uri, name, "memory")
    if not layer.isValid():
        raise ActionRejected(for_user("QGIS could not create a layer for this result."))
    if not content.uri.startswith("None") and not content.crs.authid():
        layer.setCrs(content.crs)
    return layer


def add_in_chunks(layer: QgsVectorLayer, features: list[QgsFeature]) -> Iterator[float]:
    """Add ``features`` ADD_CHUNK at a time, yielding the percent done after each chunk.
    Each chunk leaves the list once added, so the Python features are freed a chunk
    per slice too: freed all at once at the end, they would hold the event loop."""
    provider = layer.dataProvider()
    total = len(features)
    for start in range(0, total, ADD_CHUNK):
        chunk = features[start:start + ADD_CHUNK]
        features[start:start + ADD_CHUNK] = [None] * len(chunk)  # the list lets go of them; same length: no shift
        ok, _added = provider.addFeatures(chunk)
        if not ok:
            raise ActionRejected(for_user("QGIS refused some rows of the result: {reason}.",
                                          reason=provider.lastError() or NO_REASON))
        del chunk
        yield 100.0 * min(start + ADD_CHUNK, total) / total
    features.clear()


def write_csv(result, path: str, feedback=None) -> int:
    """Write every row of ``result`` as UTF-8 CSV (geometry as WKT); returns the row count.

    Worker-safe. Written to a sibling file renamed at the end, so a cancelled or
    failed export leaves no half-written CSV under the chosen name.
    """
    geometry_index = getattr(result, "geometry_column", None)
    partial = f"{path}.part"
    try:
        with open(partial, "w", encoding="utf-8", newline="") as handle:
            writer = csv.writer(handle)
            writer.writerow(result.columns)
            for number, row in enumerate(result.rows):
                if number % CHECK_EVERY == 0:
                    _check(feedback, number, len(result.rows))
                writer.writerow([_csv_value(value, i == geometry_index) for i, value in enumerate(row)])
        os.replace(partial, path)
    except OSError as exc:
        _remove(partial)
        raise ActionRejected(for_user("Could not write '{path}' ({reason}). Choose another folder.", path=path,
                                      reason=exc.strerror or exc)) from exc
    except BaseException:
        _remove(partial)
        raise
    return len(result.rows)


def _check(feedback, done: int, total: int) -> None:
    if feedback is None:
        return
    if feedback.isCanceled():
        raise TaskCancelled()
    feedback.setProgress(100.0 * done / max(total, 1))


def _remove(path: str) -> None:
    try:
        os.remove(path)
    except OSError:
        pass  # never created


def _csv_value(value: Any, is_geometry: bool) -> Any:
    if value is None:
        return ""
    if is_geometry:
        geometry = to_geometry(value)
        return geometry.asWkt() if geometry is not None else ""
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value).hex()
    return value


def _common_type(geometries: list[QgsGeometry]):
    """One layer type for all geometries: promote to Multi when single and multi mix."""
    if not geometries:
        return QgsWkbTypes.Type.NoGeometry
    types = {QgsWkbTypes.flatType(g.wkbType()) for g in geometries}
    if len(types) == 1:
        return types.pop()
    singles = {QgsWkbTypes.singleType(t) for t in types}
    if len(singles) == 1:
        return QgsWkbTypes.multiType(singles.pop())
    return QgsWkbTypes.Type.GeometryCollection


def _field_type(values: list[Any]) -> str:
    present = [v for v in values if v is not None]
    if present and all(isinstance(v, bool) for v in present):
        return "integer"
    if present and all(isinstance(v, int) and not isinstance(v, bool) for v in present):
        return "integer" if all(-(2**31) <= v < 2**31 for v in present) else "long"
    if present and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in present):
        return "double"
    return "string"


def _plain(value: Any) -> Any:
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value).hex()
    if isinstance(value, bool):
        return int(value)
    return value


def _unique_names(names: list[str]) -> list[str]:
    seen: dict[str, int] = {}
    unique = []
    for name in names:
        base = name or "column"
        count = seen.get(base.lower(), 0)
        seen[base.lower()] = count + 1
        unique.append(base if count == 0 else f"{base}_{count + 1}")
    return unique


def _uri_name(name: str) -> str:
    # The memory provider URI is split on '&', ':' and '=' : keep names safe in it.
    return "".join("_" if c in "&:=?()" else c for c in name)


def _layer(project, layer_id: str | None):
    return project.mapLayer(layer_id) if layer_id else None
