"""What every engine shares: the result, the errors, the cancel/timeout clock."""

from __future__ import annotations

import gc
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from qgis.PyQt.QtCore import QVariant

from ....agent.user_error import UserError
from ....agent.user_text import for_user
from ....toolbelt.threads.feedback import thread_safe

ENGINE_GPKG = "gpkg"
ENGINE_SPATIALITE = "spatialite"
ENGINE_POSTGRES = "postgres"
ENGINE_COPY = "copy"  # layers of several sources, copied into a private SQLite file (layer_copy.py)

# Said whenever a PostgreSQL server is not there (stopped, restarting, out of the
# network), by the engine and by feature reads; never with its host (the model reads it).
DATABASE_UNREACHABLE = for_user(
    "the PostgreSQL server cannot be reached (stopped, restarting or out of the network); "
    "check that it runs, then click again"
)


@dataclass
class QueryResult:
    columns: list[str]
    rows: list[tuple[Any, ...]]  # the first max_rows rows; geometries as QgsGeometry
    total_count: int
    geometry_column: int | None = None
    geometry_crs: str = ""  # authid such as "EPSG:4326"; "" when unknown
    source_layer_id: str | None = None  # set when the query reads one layer
    key_column: str | None = None  # result column holding that layer's feature ids
    engine: str = ""
    executed_sql: str = ""
    notes: list[str] = field(default_factory=list)
    count_capped: bool = False  # counting stopped at a cap: total_count is a lower bound


def plan_result(plan, columns, rows, total_count, geometry_column, geometry_crs, executed_sql,
                count_capped: bool = False) -> QueryResult:
    """A result that names its source layer and key when the plan reads one layer."""
    single = plan.single_layer
    return QueryResult(
        columns=columns,
        rows=rows,
        total_count=total_count,
        count_capped=count_capped,
        geometry_column=geometry_column,
        geometry_crs=geometry_crs or (single.crs if single and geometry_column is not None else ""),
        source_layer_id=single.layer_id if single else None,
        key_column=single.key_column if single and single.key_column in columns else None,
        engine=plan.engine,
        executed_sql=executed_sql,
    )


class SqlRunError(UserError):
    """A query that failed while running; ``user_message`` says what to do."""


class SqlCancelled(SqlRunError):
    def __init__(self):
        super().__init__(for_user("the query was cancelled"))


class SqlTimedOut(SqlRunError):
    def __init__(self, timeout_s: float):
        super().__init__(took_too_long(timeout_s))
        self.timeout_s = timeout_s


def took_too_long(timeout_s: float) -> str:
    return for_user("the query took longer than {seconds} s; narrow it or raise the timeout in settings",
                    seconds=f"{timeout_s:g}")


class RunClock:
    """Cancel flag plus deadline, polled by the engines while a query runs."""

    def __init__(self, timeout_s: float, feedback=None):
        self.timeout_s = timeout_s
        # The engines hand it to QGIS in a worker thread (see feedback.py).
        self.feedback = thread_safe(feedback) if feedback is not None else None
        self.deadline = time.monotonic() + timeout_s

    def cancelled(self) -> bool:
        return self.feedback is not None and self.feedback.isCanceled()

    def expired(self) -> bool:
        return time.monotonic() > self.deadline

    def should_stop(self) -> bool:
        return self.cancelled() or self.expired()

    def check(self) -> None:
        """Raise the matching error when the user cancelled or time ran out."""
        if self.cancelled():
            raise SqlCancelled()
        if self.expired():
            raise SqlTimedOut(self.timeout_s)

    def remaining_ms(self) -> int:
        return max(1, int((self.deadline - time.monotonic()) * 1000))


def plain_value(value: Any) -> Any:
    """QVariant NULLs (PyQGIS attributes) become None, so rows are plain Python."""
    if isinstance(value, QVariant):
        return None if value.isNull() else value.value()
    return value


def release(items: list, piece: int = 2_000) -> None:
    """Empty ``items`` a piece at a time. For worker threads: freeing 100,000 rows in
    one operation holds the GIL about 100 ms, and the main thread's event loop with
    it; between two pieces the interpreter can hand the GIL over."""
    while items:
        del items[-piece:]


_FULL_COLLECTIONS_LOCK = threading.Lock()
_deferring = 0
_saved_thresholds: tuple[int, ...] = ()
_DEFERRED = 1 << 30  # the oldest generation's threshold while deferred


@contextmanager
def full_collections_deferred() -> Iterator[None]:
    """For a worker turning a large result into ~100,000 Python objects: full garbage
    collections triggered meanwhile would run in that thread and scan them all,
    holding the GIL, and so the main thread's event loop, 15-60 ms each (measured on
    a 100,000-row Open as layer). They wait until the work ends; the young
    generations are still collected, and the thresholds come back as they were.
    CPython's incremental collector (slated for 3.14) ignores the third threshold,
    so there this changes nothing: its old generation is scanned in short increments."""
    global _deferring, _saved_thresholds
    with _FULL_COLLECTIONS_LOCK:
        if _deferring == 0:
            young, middle, old = gc.get_threshold()
            # Never take our own marker for the original (a plugin reloaded while a
            # worker of its old copy still defers): CPython's default then.
            _saved_thresholds = (young, middle, 10 if old == _DEFERRED else old)
            gc.set_threshold(young, middle, _DEFERRED)
        _deferring += 1
    try:
        yield
    finally:
        with _FULL_COLLECTIONS_LOCK:
            _deferring -= 1
            if _deferring == 0 and gc.get_threshold()[2] == _DEFERRED:  # unless someone has set their own since
                gc.set_threshold(*_saved_thresholds)


class RowCollector:
    """Keeps the first ``max_rows`` rows and counts all of them, or up to
    ``count_cap``: one row past it makes ``full`` true, and the engine reads no
    further (ten million rows would otherwise be read to the end before the first
    were shown). ``count`` is then the cap, a lower bound."""

    def __init__(self, max_rows: int, clock: RunClock, check_every: int = 512, count_cap: int | None = None):
        self.max_rows = max_rows
        self.clock = clock
        self.check_every = check_every
        self.count_cap = None if count_cap is None else max(count_cap, max_rows)
        self.rows: list[tuple[Any, ...]] = []
        self.total = 0

    @property
    def full(self) -> bool:
        return self.count_cap is not None and self.total > self.count_cap

    @property
    def count(self) -> int:
        return self.count_cap if self.full else self.total

    def add(self, row) -> None:
        if self.full:
            return
        if self.total < self.max_rows:
            self.rows.append(tuple(row))
        self.total += 1
        if self.total % self.check_every == 0:
            self.clock.check()


@dataclass(frozen=True)
class LayerSource:
    """A project layer a query reads, captured on the main thread."""

    name: str  # the layer name, as the query writes it
    layer_id: str
    provider: str  # "ogr", "spatialite", "postgres", "memory", ...
    source: str
    crs: str  # authid
    key_column: str | None = None  # primary-key field name, when the provider has one
    native_table: str | None = None  # table inside its database, or in the copy engine's file
    native_schema: str | None = None
    restriction: Any = None  # PostGIS: a pg_restriction.GeometryRestriction from the URI
    in_project_instance: bool = True
    snapshot: Any = None  # copy engine: a layer_copy.LayerSnapshot for the worker
    columns: tuple[str, ...] = ()  # what a query on it can name: fields, geometry, key


@dataclass
class QueryPlan:
    """Which engine runs a checked query, and everything it needs off the main thread."""

    engine: str
    dialect: str  # sqlglot dialect of ``parsed``
    sql: str  # the query as written
    parsed: Any  # sql_guard.ParsedQuery
    layers: list[LayerSource]
    database: str = ""  # file path (SQLite engines) or connection URI (PostgreSQL)
    reason: str = ""  # why this engine, for the user and the logs

    @property
    def single_layer(self) -> LayerSource | None:
        return self.layers[0] if len(self.layers) == 1 else None
