"""A map render that only finishes outside Qt's global thread pool.

A layer drawn with a drop shadow blurs in that pool and waits for the blur's parts;
with one pool thread, a render running in the pool waits for itself for good (the
QGIS issue is qgis/QGIS#67395; on a 2-core machine the canvas and a second render
did the same). Inside ``one_pool_thread_and_a_shadow`` only a render outside the
pool (services/reading/map_render.py) can finish. The canvas is frozen meanwhile: it draws
in the pool too.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from qgis.core import QgsDropShadowEffect, QgsEffectStack
from qgis.PyQt.QtCore import QThreadPool


@contextmanager
def one_pool_thread_and_a_shadow(canvas, layer) -> Iterator[None]:
    canvas.freeze(True)
    canvas.waitWhileRendering()
    effects = QgsEffectStack()
    effects.appendEffect(QgsDropShadowEffect())
    layer.renderer().setPaintEffect(effects)
    pool = QThreadPool.globalInstance()
    threads = pool.maxThreadCount()
    pool.setMaxThreadCount(1)
    try:
        yield
    finally:
        pool.setMaxThreadCount(threads)
        canvas.freeze(False)
