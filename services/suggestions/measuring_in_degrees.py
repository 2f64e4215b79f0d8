"""Trigger 4: a measure asked of a layer in degrees. The user's message asks for an area,
a length or a distance, and the layer it names (else the active layer) is in a
geographic CRS: a note says how the assistant measures it (on the ellipsoid, in m² and
m), so a number in square degrees is not expected. A note: no button."""

from __future__ import annotations

from functools import partial

from qgis.core import QgsVectorLayer

from ...agent.user_text import for_user
from ...agent.words.tool_offer import names_any
from ...agent.words.vocabulary import MEASURE_WORDS
from ..reading.ground_context import measuring_ellipsoid
from .suggestion import MESSAGE_SENT, Suggestion, SuggestionEnvironment, SuggestionEvent, Trigger


class MeasuringInDegrees(Trigger):
    id = "measuring_in_degrees"
    events = frozenset({MESSAGE_SENT})

    def prepare(self, event: SuggestionEvent, environment: SuggestionEnvironment):
        if not names_any(MEASURE_WORDS, [event.text]):
            return None
        layers = [layer for layer in environment.layers_named_in(event.text) if isinstance(layer, QgsVectorLayer)]
        if not layers and environment.iface is not None and isinstance(environment.iface.activeLayer(), QgsVectorLayer):
            layers = [environment.iface.activeLayer()]
        geographic = [(layer.id(), layer.name(), layer.crs().authid(), measuring_ellipsoid(layer))
                      for layer in layers if layer.crs().isGeographic()]
        return partial(_note, geographic[0]) if geographic else None


def _note(layer, _feedback) -> list[Suggestion]:
    layer_id, name, crs, ellipsoid = layer
    text = for_user("{layer} is in {crs}, whose units are degrees. The assistant measures its areas, lengths and "
                    "distances on the ellipsoid ({ellipsoid}), in m² and m, never in degrees.", layer=name, crs=crs,
                    ellipsoid=ellipsoid)
    return [Suggestion(MeasuringInDegrees.id, f"{MeasuringInDegrees.id}:{layer_id}", text)]
