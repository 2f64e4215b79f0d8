"""Run a query as a QGIS virtual layer over the project's layers.

Used when the tables are not all in one database. The guard has already
limited the text to one SELECT; the virtual layer provider reads its sources
through their own providers, so it cannot write to them either. Files and
databases are referenced by provider + source (no project access from the
worker thread); memory layers are copied to a temporary GeoPackage first
(memory_copy.py), as a source by layer id would read the project layer itself.

Cancel and timeout: the provider runs the whole query twice, once while it
loads (``SELECT ... LIMIT 1`` to learn the column types: an aggregate computes
everything there) and once when iterated, and neither step polls a feedback.
So the layer is made *lazy* (nothing runs in the constructor) and a watcher
thread calls ``cancelReload()``, i.e. ``sqlite3_interrupt`` on the provider's
connection, as soon as the clock says stop: a ``count(*)`` over 300k features
stops within milliseconds instead of running to its end (QGIS 3.22,
the mechanism behind ``QgsVirtualLayerTask.cancel``).
"""

from __future__ import annotations

import os
import tempfile
import threading
import time

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransformContext,
    QgsFeatureRequest,
    QgsGeometry,
    QgsVectorLayer,
    QgsVirtualLayerDefinition,
    QgsWkbTypes,
)
from qgis.PyQt.QtCore import QUrl

from .common import QueryPlan, QueryResult, RowCollector, RunClock, SqlRunError, plain_value, plan_result
from .memory_copy import copy_to_gpkg

# How often the watcher looks at the clock; also the worst added cancel latency.
_WATCH_INTERVAL_S = 0.02
_NO_GEOMETRY = (QgsWkbTypes.GeometryType.NullGeometry, QgsWkbTypes.GeometryType.UnknownGeometry)
# A failed lazy load loses its message (the C++ exception reaches Python as
# "unknown"); a quick failure is a preparation error, cheap to repeat eagerly.
_QUICK_FAILURE_S = 1.0


def run_virtual(plan: QueryPlan, clock: RunClock, max_rows: int) -> QueryResult:
    with tempfile.TemporaryDirectory(prefix="map_assistant_") as workdir:
        return _run(_definition(plan, workdir, clock), plan, clock, max_rows)


def _run(definition: QgsVirtualLayerDefinition, plan: QueryPlan, clock: RunClock, max_rows: int) -> QueryResult:
    clock.check()
    # Made in the worker thread and dropped there: it never meets the canvas.
    # An empty transform context: the worker never reads the project's.
    options = QgsVectorLayer.LayerOptions(QgsCoordinateTransformContext())
    definition.setLazy(True)
    result_layer = QgsVectorLayer(definition.toString(), "query result", "virtual", options)
    provider = result_layer.dataProvider()
    with _Interrupter(provider, clock):
        started = time.monotonic()
        try:
            provider.reloadData()  # runs the type probe; interruptible from here on
            loaded = provider.isValid()
        except Exception:  # noqa: BLE001 - a C++ error (or our interrupt) during the load
            loaded = False
        if not loaded:
            clock.check()
            raise SqlRunError(_load_error(definition, options, time.monotonic() - started))
        result = _collect(provider, clock, max_rows)
    clock.check()  # an interrupted iteration ends early, silently
    return plan_result(plan, *result, plan.sql)


def _definition(plan: QueryPlan, workdir: str, clock: RunClock) -> QgsVirtualLayerDefinition:
    """Every source by provider and URI, so the provider opens its own copy of each:
    never a project layer by id (see memory_copy.py)."""
    definition = QgsVirtualLayerDefinition()
    for index, layer in enumerate(plan.layers):
        if layer.memory is not None:
            uri = copy_to_gpkg(layer.memory, os.path.join(workdir, f"memory_{index}.gpkg"), clock)
            definition.addSource(layer.name, uri, "ogr")
        else:
            definition.addSource(layer.name, layer.source, layer.provider)
    definition.setQuery(plan.sql)
    return definition


def _collect(provider, clock: RunClock, max_rows: int):
    """(columns, rows, total, geometry index, crs) of a loaded virtual layer provider.

    Read from the provider: the layer of a lazy provider keeps the geometry type
    and fields it saw before the load (none).
    """
    fields = provider.fields()
    columns = [fields.at(i).name() for i in range(fields.count())]
    spatial = QgsWkbTypes.geometryType(provider.wkbType()) not in _NO_GEOMETRY
    crs = _geometry_crs(provider) if spatial else ""
    geometry_index = len(columns) if spatial else None
    if spatial:
        columns.append("geometry")
    request = QgsFeatureRequest()
    if not spatial:
        request.setFlags(QgsFeatureRequest.Flag.NoGeometry)
    collector = RowCollector(max_rows, clock, check_every=256)
    for feature in provider.getFeatures(request):
        values = [plain_value(v) for v in feature.attributes()]
        if spatial:
            values.append(QgsGeometry(feature.geometry()) if feature.hasGeometry() else None)
        collector.add(values)
    return columns, collector.rows, collector.total, geometry_index, crs


def _geometry_crs(provider) -> str:
    """The authid of the result's geometry SRID, learnt by the load.

    A lazy provider sets its CRS in its constructor, before the load, so its
    ``crs()`` stays empty; ``setSubsetString`` writes the definition it learnt
    (``geometry=name:type:srid``) back to its URI (QGIS 3.22). "1" filters nothing.
    """
    provider.setSubsetString("1", False)
    learnt = QgsVirtualLayerDefinition.fromUrl(QUrl.fromEncoded(provider.dataSourceUri().encode()))
    srid = learnt.geometrySrid()
    crs = QgsCoordinateReferenceSystem.fromEpsgId(srid) if srid and srid > 0 else None
    return crs.authid() if crs is not None and crs.isValid() else ""


class _Interrupter:
    """While in the ``with`` block, interrupt the layer's SQLite work once the clock stops.

    Joined before the block ends, so it never touches a provider being deleted.
    ``sqlite3_interrupt`` is documented as safe from another thread.
    """

    def __init__(self, provider, clock: RunClock):
        self._provider = provider
        self._clock = clock
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._watch, name="virtual-sql-interrupt", daemon=True)

    def __enter__(self):
        if self._provider is not None:
            self._thread.start()
        return self

    def __exit__(self, *exc_info):
        self._done.set()
        if self._thread.is_alive():
            self._thread.join()
        return False

    def _watch(self) -> None:
        while not self._done.wait(_WATCH_INTERVAL_S):
            if self._clock.should_stop():
                # Repeated: an interrupt that lands between two statements is
                # cleared by SQLite, and the next statement must stop too.
                self._provider.cancelReload()


def _load_error(definition: QgsVirtualLayerDefinition, options, elapsed_s: float) -> str:
    if elapsed_s > _QUICK_FAILURE_S:
        return f"the query failed after {elapsed_s:.0f} s as a virtual layer (check the table and column names)"
    definition.setLazy(False)
    eager = QgsVectorLayer(definition.toString(), "query result", "virtual", options)
    provider = eager.dataProvider()
    # QgsError.summary() crashes on an empty error (QGIS 3.22): ask isEmpty first.
    error = provider.error() if provider is not None else None
    text = error.summary() if error is not None and not error.isEmpty() else ""
    return f"the query could not run as a virtual layer: {_tidy(text)}"


def _tidy(error: str) -> str:
    text = " ".join(error.split())
    return text or "unknown error (check the table and column names)"
