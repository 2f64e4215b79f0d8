"""The set-up holds while it lasts and is undone after, even when the body fails."""

import pytest
from qgis.core import QgsDropShadowEffect
from qgis.PyQt.QtCore import QThreadPool

from support.instruments.pool_starvation import one_pool_thread_and_a_shadow


def test_one_thread_a_shadow_and_a_frozen_canvas_then_as_before(world_project, qgis_canvas):
    pool = QThreadPool.globalInstance()
    before = pool.maxThreadCount()
    layer = world_project["countries"]
    with pytest.raises(RuntimeError):
        with one_pool_thread_and_a_shadow(qgis_canvas, layer):
            assert pool.maxThreadCount() == 1 and qgis_canvas.isFrozen()
            [effect] = layer.renderer().paintEffect().effectList()
            assert isinstance(effect, QgsDropShadowEffect) and effect.enabled()
            raise RuntimeError("the body failed")
    assert pool.maxThreadCount() == before and not qgis_canvas.isFrozen()
