"""The one list of triggers: a new trigger is one module in this room and one line here.

Pure: the Options page reads the list (ids, labels, defaults) without importing the triggers,
which need QGIS's geometry and Processing (the PyQt6 leg builds the page with no QGIS 4);
``create_triggers`` imports them when the chat starts.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module

from ...agent.user_text import UserText, for_user


@dataclass(frozen=True)
class TriggerLine:
    id: str
    label: UserText  # its check box on the Options page
    where: str  # "module.Class" in this room
    default_on: bool = True  # False: in the default of the setting suggestions_off


TRIGGERS: tuple[TriggerLine, ...] = (
    TriggerLine("starter_questions", for_user("Starter questions in an empty chat"),
                "starter_questions.StarterQuestions"),
    TriggerLine("invalid_geometries", for_user("Invalid geometries in a layer added or saved"),
                "invalid_geometries.InvalidGeometries"),
    TriggerLine("out_of_date", for_user("A result made from a layer that changed since"), "out_of_date.OutOfDate"),
    TriggerLine("crs_mismatch", for_user("Layers in view with different CRSs, or none"), "crs_mismatch.CrsMismatch"),
    TriggerLine("measuring_in_degrees", for_user("A measure asked of a layer in degrees"),
                "measuring_in_degrees.MeasuringInDegrees"),
    TriggerLine("broken_layer", for_user("A layer that could not be loaded when a project opens"),
                "broken_layer.BrokenLayer"),
    TriggerLine("large_selection", for_user("A large selection made by hand"), "large_selection.LargeSelection",
                default_on=False),
)


def trigger_class(line: TriggerLine):
    module, name = line.where.split(".")
    return getattr(import_module(f"{__package__}.{module}"), name)


def create_triggers() -> list:
    return [trigger_class(line)() for line in TRIGGERS]
