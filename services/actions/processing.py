"""The ``processing`` service: a button that runs one QGIS Processing algorithm.

The model proposes an algorithm id and its parameters (the algorithm's own
names): ``{"type": "processing", "algorithm": "native:buffer", "parameters":
{"INPUT": "{{rivers.selection}}", "DISTANCE": "500 m"}, "title": "..."}``.
A distance with its unit is that distance on the ground (``processing/ground_distance.py``).

Checked twice: in the worker while the answer is validated, against the
captured catalogue (``processing_catalogue``: names, types, options, ranges,
required ones) and the map snapshot, so a mistake goes back to the model with
the algorithm's real parameter list; then in ``process()`` on the main thread,
against the live registry and project. The click fills the placeholders from
the map as it is then and runs the algorithm in a task (``processing_run``);
every output is a new temporary layer, removed again by Undo.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field
from qgis.core import QgsApplication, QgsUnitTypes

from ...agent.tools import ACTION, METADATA
from ...agent.user_text import UserText, for_user, joined
from ...agent.words.vocabulary import PROCESSING_WORDS
from ...toolbelt.threads.tasks import guarded
from ..acting.action_tool import ActionTool
from ..base import ActionButton, ActionEnvironment, ActionHost, ActionRejected, ActionReply
from ..checks.action_checks import snapshot_of
from ..checks.call_check import CorrectableInput, checked
from ..checks.layer_names import real_layer_value, with_real_layer_names
from ..processing.algorithm_catalogue import CATALOGUE, AlgorithmInfo, Text, disabled_algorithms, runnable
from ..processing.ground_run import ground_plan, run_on_the_ground
from ..processing.made_from import MadeFrom, input_layer_ids
from ..processing.params import NUMBER_TYPES, check_parameters, names_layers, placeholder_in
from ..processing.run import find_project_layer, prepare, resolve, run

MAX_LABEL = 90


class ProcessingInput(CorrectableInput):
    model_config = ConfigDict(extra="ignore", json_schema_extra={"examples": [{
        "algorithm": "native:buffer", "parameters": {"INPUT": "{{LAYER_NAME.selection}}", "DISTANCE": "500 m"},
        "title": "Buffered by 500 m"}]})

    algorithm: Text = Field(description="The algorithm id, e.g. 'native:buffer' (find it with find_algorithm).")
    parameters: dict[str, Any] = Field(
        default_factory=dict,
        description=(
            "The algorithm's own parameter names and values (see algorithm_help). Layers by name; "
            "'{{LAYER.selection}}' for a layer's selected features only; '{{CurrentView.bbox}}' for "
            "the visible extent. A distance with its unit ('500 m', '2 km', '0.5 mi'; '0.5 deg' for degrees) "
            "is that distance on the ground in any CRS; a bare number is in the layer CRS's units, refused on a "
            "layer in degrees. Leave outputs out: they are always new temporary layers."
        ),
    )
    title: Text = Field(description="A short name for the result; names the new layer.")


def _fits_the_algorithm(call: ProcessingInput, context) -> None:
    snapshot = snapshot_of(context)
    if snapshot is None:  # nothing to check against (e.g. a saved conversation): process() checks
        return
    algorithm = runnable(call.algorithm, disabled_algorithms())  # ActionRejected is a ValueError
    # A near-miss layer name ("river" for the one layer rivers) written as the layer's (issue 40).
    call.parameters = {name: real_layer_value(call, context, value) if names_layers(algorithm.param(name), value)
                       else value for name, value in call.parameters.items()}
    call.parameters = check_parameters(algorithm, call.parameters, snapshot)
    call.algorithm = algorithm.id


class ProcessingTool(ActionTool):
    name: ClassVar[str] = "processing"
    description: ClassVar[str] = (
        "Run one QGIS Processing algorithm (buffer, clip, dissolve, join by location, count points "
        "in polygons, …) on the project's layers. The user sees a button saying what will run; the "
        "click runs it on the map as it is then and adds the results as new temporary layers "
        "(nothing is overwritten; the user can undo). Find the algorithm with find_algorithm and "
        "its parameters with algorithm_help first, unless you know them. Only algorithms that "
        "create new layers are available."
    )
    input_model: ClassVar[type[BaseModel]] = ProcessingInput
    kind: ClassVar[str] = ACTION
    egress: ClassVar[str] = METADATA  # the model hears the new layers' names, counts and CRS, never values
    mcp_proposable: ClassVar[bool] = True  # services/mcp/gateway.py
    offer_words: ClassVar[tuple[str, ...]] = PROCESSING_WORDS

    def __init__(self):
        CATALOGUE.start()  # main thread (the chat's services are made there); elsewhere a no-op

    @staticmethod
    def check(call: ProcessingInput, context) -> ProcessingInput:
        return checked(call, context, with_real_layer_names, _fits_the_algorithm)

    def process(self, environment: ActionEnvironment, call: ProcessingInput) -> ActionReply:
        # Again on the main thread: the worker's check may have had no snapshot, and the
        # registry or the settings may have changed since.
        info = runnable(call.algorithm, disabled_algorithms())
        if QgsApplication.processingRegistry().algorithmById(info.id) is None:
            raise ActionRejected(for_user("The algorithm {algorithm} is no longer available in QGIS.",
                                          algorithm=info.id))
        call = call.model_copy(update={"algorithm": info.id,
                                                "parameters": check_parameters(info, call.parameters, None)})
        label = button_label(info, call.parameters, environment.project)
        tooltip = f"{info.id}\n" + "\n".join(f"{k} = {v}" for k, v in call.parameters.items())
        button = ActionButton(label, guarded(lambda host: _run(environment, info, call, host)), tooltip=tooltip)
        return ActionReply(text=call._note, buttons=[button], status=f"shown to the user as a button '{label}'")


def _run(environment: ActionEnvironment, info: AlgorithmInfo, call: ProcessingInput, host: ActionHost) -> None:
    parameters = resolve(info, call.parameters, environment.project, environment.canvas)
    plan = ground_plan(info, call.parameters, parameters, environment.project)
    # What the outputs are made of, and this click again: offered when an input changes (issue 41).
    made = MadeFrom(input_layer_ids(parameters, environment.project),
                    guarded(lambda again: _run(environment, info, call, again)))
    if plan.crs is not None:  # a distance on the ground on a geographic layer: run in its UTM zone
        run_on_the_ground(plan, info, call.title, environment.project, host, made)
        return
    prepared = prepare(info.id, plan.values, environment.project)
    run(prepared, info, call.title, environment.project, host, made)


def button_label(info: AlgorithmInfo, values: dict, project) -> str:
    """What will run, from the real values: "Buffer: rivers (selected features), distance 500 m → new layer"."""
    parts = []
    for name, value in values.items():
        param = info.param(name)
        if param is None or param.destination:
            continue
        parts.append(_value_text(param, value, values, project))
    label = info.name
    if parts:
        shown = len(parts)  # the values that fit; the label says "…" for the rest
        while shown > 1 and len(info.name) + len(", ".join(parts[:shown])) + 2 > MAX_LABEL:
            shown -= 1
        if len(parts[0]) > MAX_LABEL and not isinstance(parts[0], UserText):  # a long value of the model's
            parts[0] = parts[0][: MAX_LABEL - 1] + "…"
        label = for_user("{algorithm}: {values}", algorithm=info.name,
                         values=joined(parts[:shown], ", ", end="…" if shown < len(parts) else ""))
    outputs = sum(1 for param in info.params if param.destination and param.type != "fileDestination")
    if outputs <= 1:
        return for_user("{action} → new layer", action=label)
    return for_user("{action} → new layers", action=label)


def _value_text(param, value, values: dict, project) -> str:
    placeholder = placeholder_in(value)
    if placeholder is not None:
        if placeholder.is_view:
            return {"bbox": for_user("the visible extent"), "center": for_user("the view's center"),
                    "crs": for_user("the map CRS")}[placeholder.prop]
        if placeholder.prop == "selection":
            return for_user("{layer} (selected features)", layer=placeholder.layer)
        return for_user("{layer} (extent)", layer=placeholder.layer)
    if param.type in NUMBER_TYPES and isinstance(value, str):  # a distance with its unit: "500 m"
        return f"{param.description.lower()} {value}"
    if param.type in NUMBER_TYPES:
        return f"{param.description.lower()} {value:g}{_units(param, values, project)}"
    if param.type == "enum" and not isinstance(value, list) and 0 <= value < len(param.options):
        return f"{param.description.lower()} {param.options[value]}"
    if isinstance(value, bool):
        return joined([param.description.lower(), for_user("yes", "value of a yes/no parameter") if value else for_user("no", "value of a yes/no parameter")])
    return str(value) if isinstance(value, str) else f"{param.description.lower()} {value}"


def _units(param, values: dict, project) -> str:
    """A distance's unit: that of its layer's CRS (" m", " degrees")."""
    if param.type != "distance" or not param.parent or param.parent not in values:
        return ""
    source = values[param.parent]
    placeholder = placeholder_in(source)
    name = placeholder.layer if placeholder is not None else source
    try:
        layer = find_project_layer(project, name) if isinstance(name, str) else None
    except ActionRejected:
        return ""
    if layer is None:
        return ""
    return " " + QgsUnitTypes.toAbbreviatedString(layer.crs().mapUnits())
