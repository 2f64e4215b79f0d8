"""The one list of triggers: a new trigger is one module in this room and one line here."""

from __future__ import annotations

from .broken_layer import BrokenLayer
from .crs_mismatch import CrsMismatch
from .invalid_geometries import InvalidGeometries
from .large_selection import LargeSelection
from .measuring_in_degrees import MeasuringInDegrees
from .out_of_date import OutOfDate
from .starter_questions import StarterQuestions
from .suggestion import Trigger

TRIGGERS: tuple[type[Trigger], ...] = (
    StarterQuestions,
    InvalidGeometries,
    OutOfDate,
    CrsMismatch,
    MeasuringInDegrees,
    BrokenLayer,
    LargeSelection,
)


def create_triggers() -> list[Trigger]:
    return [trigger() for trigger in TRIGGERS]
