"""Run a query as a QGIS virtual layer over the project's layers.

Used when the tables are not all in one database. The guard has already
limited the text to one SELECT; the virtual layer provider reads its sources
through their own providers, so it cannot write to them either. Files and
databases are referenced by provider + source (no project access from the
worker thread); memory layers are copied to a temporary GeoPackage first
(memory_copy.py), as a source by layer id would read the project layer itself.

Lifetime: the query runs on a bare virtual *provider* (no ``QgsVectorLayer``:
no layer signals, styles or project hooks in a worker thread), created, used
and deleted by the thread that runs the query, inside one ``with`` block. It is
deleted explicitly (``sip.delete``) rather than left to Python: a result layer
kept alive by a traceback (a task keeps its error) used to be destroyed later by
the garbage collector, in whatever thread and at whatever moment it ran, e.g.
after ``exitQgis`` (segfault in ``QgsOgrProviderUtils::release``).

Cancel and timeout: the provider runs the whole query twice, once while it
loads (``SELECT ... LIMIT 1`` to learn the column types: an aggregate computes
everything there) and once when iterated, and neither step polls a feedback.
So the provider is made *lazy* (nothing runs in its constructor) and a watcher
thread calls ``cancelReload()``, i.e. ``sqlite3_interrupt`` on the provider's
connection (documented as safe from another thread while the connection is
open), as soon as the clock says stop. The watcher is joined before the
provider is deleted, so the interrupt never meets a closed connection; before
the load has opened it, ``cancelReload`` finds no connection and does nothing,
and the next tick tries again. QGIS's own ``QgsVirtualLayerTask.cancel`` uses
the same call.
"""

from __future__ import annotations

import os
import tempfile
import threading
import time
from contextlib import contextmanager

from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsDataProvider,
    QgsFeatureRequest,
    QgsGeometry,
    QgsProviderRegistry,
    QgsVirtualLayerDefinition,
    QgsWkbTypes,
)
from qgis.PyQt import sip
from qgis.PyQt.QtCore import QUrl

from ....agent.user_text import for_user
from ....toolbelt.threads.workers import watcher
from .common import QueryPlan, QueryResult, RowCollector, RunClock, SqlRunError, plain_value, plan_result
from .memory_copy import copy_to_gpkg

# How often the watcher looks at the clock; also the worst added cancel latency.
_WATCH_INTERVAL_S = 0.02
_NO_GEOMETRY = (QgsWkbTypes.GeometryType.NullGeometry, QgsWkbTypes.GeometryType.UnknownGeometry)
# A failed lazy load loses its message (the C++ exception reaches Python as
# "unknown"); a quick failure is a preparation error, cheap to repeat eagerly.
_QUICK_FAILURE_S = 1.0


def run_virtual(plan: QueryPlan, clock: RunClock, max_rows: int, count_cap: int | None = None) -> QueryResult:
    with tempfile.TemporaryDirectory(prefix="map_assistant_") as workdir:
        return _run(_definition(plan, workdir, clock), plan, clock, RowCollector(max_rows, clock, 256, count_cap))


def _run(definition: QgsVirtualLayerDefinition, plan: QueryPlan, clock: RunClock,
         collector: RowCollector) -> QueryResult:
    clock.check()
    definition.setLazy(True)
    started = time.monotonic()
    with _private_provider(definition) as provider, _Interrupter(provider, clock):
        result = _collect(provider, collector) if _load(provider) else None
    # The provider is gone here: nothing below can touch it.
    clock.check()  # an interrupted load or iteration ends early, silently
    if result is None:
        raise SqlRunError(_load_error(definition, time.monotonic() - started))
    columns, geometry_index, crs = result
    return plan_result(plan, columns, collector.rows, collector.count, geometry_index, crs, plan.sql, collector.full)


@contextmanager
def _private_provider(definition: QgsVirtualLayerDefinition):
    """A virtual provider of this thread, deleted (in this thread) when the block ends.

    An empty transform context: the worker never reads the project's.
    """
    options = QgsDataProvider.ProviderOptions()
    provider = QgsProviderRegistry.instance().createProvider("virtual", definition.toString(), options)
    if provider is None:
        raise SqlRunError(for_user("QGIS's virtual layer provider is not available"))
    try:
        yield provider
    finally:
        sip.delete(provider)  # now, not whenever the last Python reference goes


def _load(provider) -> bool:
    try:
        provider.reloadData()  # runs the type probe; interruptible from here on
    except Exception:  # noqa: BLE001 - a C++ error (or our interrupt) during the load
        return False
    return provider.isValid()


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


def _collect(provider, collector: RowCollector):
    """The rows of a loaded virtual provider into ``collector``; (columns, geometry index, crs)."""
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
    features = provider.getFeatures(request)
    try:
        for feature in features:
            if collector.full:
                break
            values = [plain_value(v) for v in feature.attributes()]
            if spatial:
                values.append(QgsGeometry(feature.geometry()) if feature.hasGeometry() else None)
            collector.add(values)
    finally:
        # Deleted, not just closed: only its destructor finalizes the SQLite
        # statement, which must happen while the provider's connection is open.
        sip.delete(features)
    return columns, geometry_index, crs


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
    """While in the ``with`` block, interrupt the provider's SQLite work once the clock stops.

    Joined before the block ends, so it never touches a provider being deleted.
    """

    def __init__(self, provider, clock: RunClock):
        self._provider = provider
        self._clock = clock
        self._done = threading.Event()
        self._thread = watcher(self._watch, "virtual-sql-interrupt")

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc_info):
        self._done.set()
        self._thread.join()
        return False

    def _watch(self) -> None:
        while not self._done.wait(_WATCH_INTERVAL_S):
            if self._clock.should_stop():
                # Repeated: an interrupt that lands before the load opened its
                # connection, or between two statements, stops nothing, and the
                # next statement must stop too.
                self._provider.cancelReload()


def _load_error(definition: QgsVirtualLayerDefinition, elapsed_s: float) -> str:
    if elapsed_s > _QUICK_FAILURE_S:
        return for_user("the query failed after {seconds} s as a virtual layer (check the table and column names)",
                        seconds=f"{elapsed_s:.0f}")
    definition.setLazy(False)
    # The eager constructor loads at once and keeps the error message.
    with _private_provider(definition) as eager:
        error = eager.error()
        # QgsError.summary() crashes on an empty error (QGIS 3.22): ask isEmpty first.
        text = error.summary() if not error.isEmpty() else ""
    return for_user("the query could not run as a virtual layer: {reason}", reason=_tidy(text))


def _tidy(error: str) -> str:
    text = " ".join(error.split())
    return text or "unknown error (check the table and column names)"
