"""What a lookup may use, and how the worker thread reads QGIS objects.

Lookups run in the chat's worker thread. Project layers, the canvas and the
project belong to the main thread, so whatever must touch them (finding a
layer by name, capturing a ``QgsVectorLayerFeatureSource``, reading the
visible extent) is sent to the main thread as a short call and the worker
waits for it, honouring the turn's Stop and the lookup's timeout. The calls
are small by design (metadata, never a pass over features), so the event loop
is never held for long; the feature passes themselves run in the worker,
through the captured sources.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from ...toolbelt.threads.feedback import new_feedback
from ...toolbelt.threads.main_thread import MainThreadCaller
from ..sql.engines.common import RunClock

DEFAULT_TIMEOUT_S = 10.0
MAX_RESULT_CHARS = 8_000
MAX_SCANNED_ROWS = 200_000  # find_features over a large project stops here and says so

T = TypeVar("T")


class LookupClock(RunClock):
    """The SQL engines' clock (deadline plus a ``QgsFeedback`` that QGIS iterators
    and the engines poll), its feedback cancelled by the turn's Stop."""

    def __init__(self, timeout_s: float, cancel=None):
        super().__init__(timeout_s, new_feedback())
        self._unregister = cancel.on_cancel(self.feedback.cancel) if cancel is not None else None

    def release(self) -> None:
        """Stop listening to the turn's cancel token (the lookup is over)."""
        if self._unregister is not None:
            self._unregister()
            self._unregister = None


@dataclass
class LookupEnvironment:
    """Built by the controller on the main thread at Send, handed to lookups in the tool context."""

    project: Any  # QgsProject
    canvas: Any  # QgsMapCanvas
    caller: MainThreadCaller
    cancel: Any = None  # agent.cancel.CancelToken of the turn
    timeout_s: float = DEFAULT_TIMEOUT_S
    values_allowed: bool = True  # False: lookups leave attribute values out (egress)
    max_chars: int = MAX_RESULT_CHARS
    max_scanned: int = MAX_SCANNED_ROWS
    snapshot: Any = None  # services.snapshot.map_snapshot.MapSnapshot at Send: query checks its SQL as the sql action does
    # The online place search (services/reading/online_places.py): None while the user keeps it
    # off (the default); else the server's address ("" = QGIS's own).
    places_server: str | None = None
    # Distinct key values read in this turn (reading/key_values.py), by (layer, fields): a join
    # checked again after its correction reads no layer twice.
    key_values_read: dict = field(default_factory=dict)

    def clock(self) -> LookupClock:
        """A fresh deadline for one lookup, stopped by the turn's Stop too."""
        return LookupClock(self.timeout_s, self.cancel)

    def on_main_thread(self, work: Callable[[], T], clock: RunClock) -> T:
        return self.caller.call(work, clock)
