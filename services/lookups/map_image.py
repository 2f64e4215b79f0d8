"""``map_image``: the map as the user sees it now, as a picture for a model that reads images.

Offered only to such a model (``sees_images``; agent/images.py), and only once the
chat speaks of styling, exporting or looking at the map (``offer_words``). The
picture is the canvas's view drawn again at most ``MAX_SIDE`` pixels on its long
side: prepared on the main thread, drawn in the chat's worker thread
(services/reading/map_render.py), never read from the screen, so a dialog over the map does
not end up in it. ``values`` egress: a map shows the data, so the user's "send
values" choice governs it like any lookup that reads values.
"""

from __future__ import annotations

import base64
from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field, field_validator
from qgis.core import QgsMapSettings
from qgis.PyQt.QtCore import QBuffer, QByteArray, QIODevice, QSize

from ...agent.images import ImageAnswer
from ...agent.tools import LOOKUP, VALUES, ToolContext
from ...agent.words.vocabulary import EXPORT_WORDS, STYLE_WORDS
from ..reading.lookup_tool import LookupTool
from ..reading.map_render import MapRender
from ..reading.results import LookupFailed

MAX_SIDE = 1024  # pixels: enough to read a legend or a label, about 1,600 tokens of picture
MIN_SIDE = 256

class MapImageInput(BaseModel):
    model_config = ConfigDict(extra="ignore", json_schema_extra={"examples": [{"max_side": MAX_SIDE}]})

    max_side: int = Field(default=MAX_SIDE, ge=MIN_SIDE, le=MAX_SIDE,
                          description=f"The picture's long side in pixels, {MIN_SIDE}..{MAX_SIDE}: smaller costs less.")

    @field_validator("max_side", mode="before")
    @classmethod
    def _within_bounds(cls, value):
        """A size out of range is brought within it: the picture is still worth having."""
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return int(min(max(value, MIN_SIDE), MAX_SIDE))
        return value


class MapImageTool(LookupTool):
    name: ClassVar[str] = "map_image"
    description: ClassVar[str] = (
        "Lookup: a picture (PNG) of the map as the user sees it now, with its extent and visible layers. "
        "Use it to check a style after the user clicked it, or to say what the map shows."
    )
    input_model: ClassVar[type[BaseModel]] = MapImageInput
    kind: ClassVar[str] = LOOKUP
    egress: ClassVar[str] = VALUES  # the picture shows the data
    sees_images: ClassVar[bool] = True
    # Also offered when a user asks what the map shows.
    offer_words: ClassVar[tuple[str, ...]] = STYLE_WORDS + EXPORT_WORDS + (
        # Not "what is on the map": the map context answers that, and a first question that
        # offers one more tool reads the warmed-up prompt afresh from the tools on.
        "look", "see the map", "what am i looking", "screenshot",
        "mira", "qué se ve", "que se ve", "regarde", "qu'est-ce qu", "schau", "was sehe", "guarda", "cosa vedo",
        "olha", "o que vejo",
    )

    def run(self, request: BaseModel, context: ToolContext | None) -> ImageAnswer:
        drawn: list[str] = []

        def compute(request: MapImageInput, environment, clock) -> dict:
            render, facts = environment.on_main_thread(lambda: _prepare(environment.canvas, request.max_side), clock)
            drawn.append(_png_base64(_draw(render, environment.cancel)))
            return facts

        return ImageAnswer(self.answer_with(compute, request, context), drawn[0])


def bounded_settings(view: QgsMapSettings, max_side: int = MAX_SIDE) -> QgsMapSettings:
    """``view``'s map settings drawn at most ``max_side`` pixels on the long side; symbols
    and labels keep their size relative to the map (the dpi shrinks with the picture)."""
    settings = QgsMapSettings(view)
    size = view.outputSize()
    scale = min(1.0, max_side / max(size.width(), size.height(), 1))
    settings.setOutputSize(QSize(max(1, round(size.width() * scale)), max(1, round(size.height() * scale))))
    settings.setOutputDpi(view.outputDpi() * scale)
    settings.setDevicePixelRatio(1.0)
    return settings


def _prepare(canvas, max_side: int) -> tuple[MapRender, dict]:
    """Main thread, a few ms: the view's settings, the layers' renderers, the facts."""
    view = canvas.mapSettings()
    if not view.hasValidSettings() or not view.layers():
        raise LookupFailed("The map shows no layer now: nothing to draw. Answer from the map context instead.")
    settings = bounded_settings(view, max_side)
    extent = settings.visibleExtent()
    facts = {
        "width": settings.outputSize().width(),
        "height": settings.outputSize().height(),
        "crs": settings.destinationCrs().authid(),
        "extent": [round(v, 6) for v in (extent.xMinimum(), extent.yMinimum(), extent.xMaximum(), extent.yMaximum())],
        "layers": [layer.name() for layer in settings.layers()],  # top first, as drawn last
        "picture": "after this text",
    }
    return MapRender(settings), facts


def _draw(render: MapRender, cancel):
    unregister = cancel.on_cancel(render.cancel) if cancel is not None else None
    try:
        return render.draw()
    finally:
        if unregister is not None:
            unregister()
        render.job.deleteLater()  # a main-thread object: deleted there, by its event loop


def _png_base64(image) -> str:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise LookupFailed("The map could not be drawn as a picture.")
    buffer.close()
    return base64.b64encode(bytes(data)).decode("ascii")
