"""The virtual engine under many short cancels and timeouts, and the lifetime of
its provider.

The interrupt (``cancelReload`` from a watcher thread) lands wherever the clock
says: before the load opened its connection, while spatial metadata is made,
during the type probe, between rows, or just as the query ends. None of these
may crash or leave the engine stuck, in the main thread or in a worker. And no
QGIS object of a query may outlive it: a result layer that a kept traceback held
alive was destroyed later by the garbage collector (a segfault after
``exitQgis``, or in another thread mid-query)."""

from __future__ import annotations

import random
import threading
from traceback import walk_tb

import pytest
from map_assistant.services.sql.engine import SqlCancelled, SqlEngine, SqlTimedOut
from map_assistant.services.sql.engines import virtual
from qgis.core import (
    QgsDataProvider,
    QgsFeatureIterator,
    QgsFeedback,
    QgsMapLayer,
    QgsProject,
    QgsProviderRegistry,
    QgsVectorLayer,
)
from qgis.PyQt import sip

from ..test_engine import write_many_points_gpkg

RUNS = 40  # each stops within a fraction of a second; the whole test stays bounded
POINTS = 20_000


@pytest.fixture
def engine(tmp_path, qgis_new_project):
    path = write_many_points_gpkg(tmp_path / "many.gpkg", POINTS)
    QgsProject.instance().addMapLayer(QgsVectorLayer(f"{path}|layername=many", "many", "ogr"))
    return SqlEngine(QgsProject.instance())


class ProviderSpy:
    """Stands in for the provider registry in virtual.py and remembers what it made."""

    def __init__(self):
        self.made = []

    def instance(self):
        return self

    def createProvider(self, *args):  # noqa: N802 - the QGIS name
        provider = QgsProviderRegistry.instance().createProvider(*args)
        self.made.append(provider)
        return provider


def stop_somewhere(engine, plan, rng):
    """One run stopped by a timeout or a cancel at a random moment; its outcome."""
    delay = rng.uniform(0.0, 0.25)
    feedback = QgsFeedback()
    if rng.random() < 0.5:
        timer = threading.Timer(delay, feedback.cancel)
        timer.start()
        timeout = 60.0
    else:
        timer, timeout = None, delay
    try:
        result = engine.run(plan, timeout_s=timeout, feedback=feedback)
        return ("done", result.rows)
    except SqlCancelled:
        return ("cancelled", None)
    except SqlTimedOut:
        return ("timed out", None)
    finally:
        if timer is not None:
            timer.cancel()


def test_many_interrupts_at_random_moments_never_crash_and_leave_no_provider(engine, monkeypatch):
    spy = ProviderSpy()
    monkeypatch.setattr(virtual, "QgsProviderRegistry", spy)
    # Slow enough (buffers every point) that most stops land inside the query.
    plan = engine.plan("SELECT count(*) FROM many WHERE ST_Area(ST_Buffer(geometry, 0.001, 8)) > 0",
                       force_virtual=True)
    rng = random.Random(9)
    outcomes = [stop_somewhere(engine, plan, rng) for _ in range(RUNS // 2)]

    # The same from a worker thread, as a QgsTask runs it.
    worker_outcomes = []
    worker = threading.Thread(
        target=lambda: worker_outcomes.extend(stop_somewhere(engine, plan, rng) for _ in range(RUNS // 2)))
    worker.start()
    worker.join(timeout=120)
    assert not worker.is_alive()

    outcomes += worker_outcomes
    assert len(outcomes) == RUNS
    assert {kind for kind, _ in outcomes} <= {"done", "cancelled", "timed out"}
    assert any(kind != "done" for kind, _ in outcomes)
    assert all(rows == [(POINTS,)] for kind, rows in outcomes if kind == "done")
    # Every provider was deleted by the run that made it, even those whose run raised.
    assert spy.made and all(sip.isdeleted(provider) for provider in spy.made)

    # The engine is not stuck: the next query runs to its end.
    assert engine.run(engine.plan("SELECT count(*) FROM many WHERE cat = 3", force_virtual=True)).rows == [
        (POINTS // 10,)]


def live_qgis_objects(traceback):
    """QGIS objects that hold a SQLite connection or statement, still alive in the
    frames a traceback keeps."""
    kinds = (QgsMapLayer, QgsDataProvider, QgsFeatureIterator)
    return [value for frame, _ in walk_tb(traceback) for value in frame.f_locals.values()
            if isinstance(value, kinds) and not sip.isdeleted(value)]


@pytest.mark.parametrize("sql", [
    "SELECT count(*) FROM many WHERE ST_Area(ST_Buffer(geometry, 0.001, 64)) > 0",  # stops while loading
    "SELECT a.cat, b.cat FROM many a, many b",  # loads at once, stops between rows
])
def test_a_kept_error_holds_no_live_qgis_object(engine, sql):
    kept = []
    try:
        engine.run(engine.plan(sql, force_virtual=True), timeout_s=0.3)
    except SqlTimedOut as error:
        kept.append(error)  # as FunctionTask keeps its error: traceback, frames and all
    assert kept and kept[0].__traceback__ is not None
    # Whatever the traceback keeps is already deleted, in the thread that made it:
    # nothing is left for the garbage collector to destroy later, elsewhere.
    assert live_qgis_objects(kept[0].__traceback__) == []
