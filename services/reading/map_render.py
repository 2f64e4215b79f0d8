"""Rendering a map off the main thread, outside Qt's global thread pool.

Used by the print export (services/acting/layout_export.py) and by the ``map_image``
lookup (services/lookups/map_image.py).
"""

from __future__ import annotations

import threading

from qgis.core import QgsMapRendererCustomPainterJob, QgsMapSettings
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtGui import QImage, QPainter


class MapRender:
    """A map rendered from ``settings``: prepared on the main thread (QGIS makes each
    layer's renderer there), drawn by ``draw()`` in a thread of the plugin's own (the
    export's, or the chat's worker for ``map_image``).

    Not in QGIS's renderer thread: that is a thread of Qt's global pool, and a layer
    with a paint effect (a drop shadow, say) blurs in that same pool and waits for it.
    With the canvas drawing too, a 2-core machine's two pool threads both waited for
    a third: QGIS hung for good (gdb: both in QgsImageOperation::stackBlur; the QGIS
    issue is qgis/QGIS#67395). From a thread outside the pool, the blur's parts still
    find a pool thread free."""

    def __init__(self, settings: QgsMapSettings):
        self.image = QImage(settings.deviceOutputSize(), settings.outputImageFormat())
        self.image.setDevicePixelRatio(settings.devicePixelRatio())
        dots_per_metre = round(settings.outputDpi() / 0.0254)
        self.image.setDotsPerMeterX(dots_per_metre)
        self.image.setDotsPerMeterY(dots_per_metre)
        self._painter = QPainter(self.image)
        self.job = QgsMapRendererCustomPainterJob(settings, self._painter)
        # The layers are drawn, and the job is about to free its layer renderers in the
        # drawing thread: from then on a cancel must not reach them (QGIS's own cancel
        # never meets that cleanup: it runs on the main thread there).
        self._lock = threading.Lock()
        self._layers_drawn = False
        self.job.renderingLayersFinished.connect(self._on_layers_drawn, Qt.ConnectionType.DirectConnection)
        self.job.prepare()

    def _on_layers_drawn(self) -> None:
        with self._lock:
            self._layers_drawn = True

    def draw(self) -> QImage:
        """Render the prepared job into ``image``: any one thread, once."""
        self.job.renderPrepared()
        self._painter.end()
        return self.image

    def cancel(self) -> None:
        """Ask a ``draw()`` in progress to stop soon; never blocks for longer than a flag."""
        with self._lock:
            if not self._layers_drawn and self.job.isActive():
                self.job.cancelWithoutBlocking()

    def discard(self) -> None:
        """Let go of a job that was never drawn: cancelled first, its draw stops at once
        and frees the layer renderers ``prepare()`` made. Main thread."""
        self.cancel()
        self.draw()
