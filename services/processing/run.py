"""Running a checked Processing algorithm at click time, and loading what it made.

On the main thread: the parameters are resolved against the live project and
canvas (layer names become layer ids, placeholders their values *now*: a
selection, the visible extent), every output becomes a temporary output, QGIS
checks the values and the algorithm is prepared. ``runPrepared`` then runs in a
task (progress, Cancel) and the outputs are loaded on the main thread into the
"Map Assistant" group, with an Undo that removes them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from qgis.core import (
    QgsApplication,
    QgsCoordinateReferenceSystem,
    QgsExpressionContext,
    QgsExpressionContextUtils,
    QgsMapLayer,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeatureSourceDefinition,
    QgsProcessingFeedback,
    QgsProcessingUtils,
    QgsProject,
    QgsReferencedPointXY,
    QgsReferencedRectangle,
    QgsVectorLayer,
    QgsWkbTypes,
)

from ...agent.user_text import for_user, joined
from ...toolbelt.threads.tasks import run_with_progress
from ..base import NO_REASON, ActionHost, ActionRejected
from ..checks.after_click import outputs_unusable
from ..placeholders.fill import Placeholder
from .algorithm_catalogue import FILE_DESTINATIONS, LAYER_DESTINATIONS, AlgorithmInfo
from .made_from import MadeFrom, remember
from .params import LAYER_TYPES, TEMPORARY_OUTPUT, placeholder_in

GROUP_NAME = "Map Assistant"


@dataclass
class Prepared:
    """An algorithm ready to run: prepared on the main thread with resolved values."""

    algorithm: Any  # QgsProcessingAlgorithm, a fresh instance
    parameters: dict
    context: QgsProcessingContext
    feedback: QgsProcessingFeedback


def find_project_layer(project: QgsProject, name: str) -> QgsMapLayer:
    """The layer called ``name`` (exact name, then any case, then id); ``ActionRejected`` if none or several."""
    layers = list(project.mapLayers().values())
    for same in (lambda layer: layer.name() == name, lambda layer: layer.name().casefold() == name.casefold()):
        matches = [layer for layer in layers if same(layer)]
        if len(matches) == 1:
            return matches[0]
        if matches:
            raise ActionRejected(for_user("%n layer(s) are named '{name}'. Rename one so the action can tell them "
                                          "apart.", "", len(matches), name=name))
    layer = project.mapLayer(name)
    if layer is None:
        raise ActionRejected(for_user("Layer '{name}' is no longer in the project.", name=name))
    return layer


def resolve(info: AlgorithmInfo, values: Mapping[str, Any], project: QgsProject, canvas) -> dict:
    """The values QGIS gets, from the map as it is now (main thread)."""
    resolved: dict[str, Any] = {}
    for param in info.params:
        if param.type in LAYER_DESTINATIONS:
            resolved[param.name] = TEMPORARY_OUTPUT
        elif param.type in FILE_DESTINATIONS:
            resolved[param.name] = None  # optional (others are refused): not written
    for name, value in values.items():
        param = info.param(name)
        if param is None or param.destination:
            continue
        if isinstance(value, list) and param.type in LAYER_TYPES:
            resolved[param.name] = [_resolve_one(param.type, item, project, canvas) for item in value]
        else:
            resolved[param.name] = _resolve_one(param.type, value, project, canvas)
    return resolved


def _resolve_one(kind: str, value: Any, project: QgsProject, canvas) -> Any:
    placeholder = placeholder_in(value)
    if placeholder is not None:
        return _placeholder_value(placeholder, project, canvas)
    if kind in LAYER_TYPES or (kind == "extent" and isinstance(value, str) and "," not in value):
        return find_project_layer(project, value).id()
    return value


def _placeholder_value(placeholder: Placeholder, project: QgsProject, canvas) -> Any:
    settings = canvas.mapSettings()
    if placeholder.is_view:
        crs = settings.destinationCrs()
        if placeholder.prop == "bbox":
            return QgsReferencedRectangle(settings.visibleExtent(), crs)
        if placeholder.prop == "center":
            return QgsReferencedPointXY(settings.visibleExtent().center(), crs)
        return QgsCoordinateReferenceSystem(crs)
    layer = find_project_layer(project, placeholder.layer)
    if placeholder.prop == "extent":
        return QgsReferencedRectangle(layer.extent(), layer.crs())
    if not isinstance(layer, QgsVectorLayer):
        raise ActionRejected(for_user("'{layer}' is not a vector layer, so it has no selection.", layer=layer.name()))
    if layer.selectedFeatureCount() == 0:
        raise ActionRejected(for_user("No features are selected in '{layer}'. Select the features to use and click "
                                      "again.", layer=layer.name()))
    return QgsProcessingFeatureSourceDefinition(layer.id(), True)


def new_context(project: QgsProject) -> QgsProcessingContext:
    context = QgsProcessingContext()
    context.setProject(project)
    # Made here, on the main thread: with none, an algorithm running in its task builds the
    # project's scope there (QgsProcessingAlgorithm::createExpressionContext), and QgsProject's
    # scope is not thread-safe: a canvas refresh building it at the same time crashed QGIS
    # (gdb: QgsExpressionContextScope::addVariable in QgsMapCanvas::refreshMap, in 2 of 6
    # runs of tests/ui/test_suggestions_panel.py while a buffer ran).
    expressions = QgsExpressionContext()
    expressions.appendScopes([QgsExpressionContextUtils.globalScope(), QgsExpressionContextUtils.projectScope(project)])
    context.setExpressionContext(expressions)
    return context


def prepare(algorithm_id: str, parameters: dict, project: QgsProject,
            context: QgsProcessingContext | None = None) -> Prepared:
    """A fresh algorithm instance, its values checked by QGIS and prepared (main thread).
    ``context``: one a chain of runs shares (its layers are the next run's input)."""
    algorithm = QgsApplication.processingRegistry().createAlgorithmById(algorithm_id)
    if algorithm is None:
        raise ActionRejected(for_user("The algorithm {algorithm} is no longer available in QGIS.",
                                      algorithm=algorithm_id))
    context = context if context is not None else new_context(project)
    feedback = QgsProcessingFeedback()
    context.setFeedback(feedback)
    ok, message = algorithm.checkParameterValues(parameters, context)
    if not ok:
        raise ActionRejected(for_user("QGIS refused the parameters of {algorithm}: {reason}", algorithm=algorithm_id,
                                      reason=message))
    if not algorithm.prepare(parameters, context, feedback):
        raise ActionRejected(for_user("{algorithm} could not start: {reason}", algorithm=algorithm_id,
                                      reason=feedback.textLog().strip() or NO_REASON))
    return Prepared(algorithm, parameters, context, feedback)


def run(prepared: Prepared, info: AlgorithmInfo, title: str, project: QgsProject, host: ActionHost,
        made: MadeFrom | None = None) -> None:
    """Run in a task with progress and Cancel; load the outputs when it succeeds (``made``: what
    they are made from, and how to make them again)."""
    run_then(prepared, info.name, host,
             lambda results: finish(info, results, prepared.context, project, title, host, made=made))


def run_then(prepared: Prepared, name: str, host: ActionHost, then: Callable[[dict], None]) -> None:
    """Run in a task with progress and Cancel; ``then(results)`` on the main thread when it succeeds."""

    def work(feedback: QgsProcessingFeedback) -> dict:
        try:
            return prepared.algorithm.runPrepared(prepared.parameters, prepared.context, feedback)
        except QgsProcessingException as error:
            raise ActionRejected(for_user("{algorithm} failed: {reason}", algorithm=name, reason=error)) from error

    def done(results: dict) -> None:
        then({**results, **(prepared.algorithm.postProcess(prepared.context, prepared.feedback) or {})})

    run_with_progress(host, for_user("Running {algorithm}…", algorithm=name), work, done, feedback=prepared.feedback)


def finish(info: AlgorithmInfo, results: dict, context: QgsProcessingContext, project: QgsProject, title: str,
           host: ActionHost, note: str = "", made: MadeFrom | None = None) -> None:
    """The outputs loaded, and said (with ``note``), with an Undo that removes them."""
    layers = load_outputs(info, results, context, project, title)
    remember([layer.id() for layer in layers], made)
    undo = _undo(project, [layer.id() for layer in layers])
    unusable = outputs_unusable(layers)
    if unusable is not None:  # loaded all the same, to be looked at; Undo removes them
        host.show_error(unusable, undo=undo)
        return
    host.show_info(joined([outcome_text(layers), note]), undo=undo)


def load_outputs(info: AlgorithmInfo, results: dict, context: QgsProcessingContext, project: QgsProject,
                 title: str) -> list[QgsMapLayer]:
    """The output layers, taken from the run's temporary store into the Map Assistant group."""
    outputs = [param for param in info.params if param.type in LAYER_DESTINATIONS and results.get(param.name)]
    layers = []
    for param in outputs:
        layer = QgsProcessingUtils.mapLayerFromString(str(results[param.name]), context)
        if layer is None:
            continue
        store = context.temporaryLayerStore()
        if store.mapLayer(layer.id()) is not None:
            layer = store.takeMapLayer(layer)
        layer.setName(title if len(outputs) == 1 else f"{title} – {param.description}")
        layers.append(layer)
    if not layers:
        raise ActionRejected(for_user("{algorithm} ran but produced no layer.", algorithm=info.name))
    group = output_group(project)
    for layer in layers:
        project.addMapLayer(layer, False)
        group.addLayer(layer)
    return layers


def output_group(project: QgsProject):
    root = project.layerTreeRoot()
    return root.findGroup(GROUP_NAME) or root.insertGroup(0, GROUP_NAME)


def outcome_text(layers: list[QgsMapLayer]) -> str:
    """What came out, for the user and (through the outcome host) the model."""
    described = []
    for layer in layers:
        if isinstance(layer, QgsVectorLayer):
            kind = QgsWkbTypes.displayString(layer.wkbType())
            described.append(for_user("'{layer}' (%n feature(s), {geometry}, {crs})", "", layer.featureCount(),
                                      layer=layer.name(), geometry=kind, crs=layer.crs().authid()))
        else:
            described.append(for_user("'{layer}' (raster, {crs})", layer=layer.name(), crs=layer.crs().authid()))
    return for_user("Added %n new layer(s) to the '{group}' group: {layers}.", "", len(layers), group=GROUP_NAME,
                    layers=joined(described, "; "))


def _undo(project: QgsProject, layer_ids: list[str]) -> Callable[[], None]:
    def undo() -> None:
        present = [layer_id for layer_id in layer_ids if project.mapLayer(layer_id) is not None]
        project.removeMapLayers(present)
        group = project.layerTreeRoot().findGroup(GROUP_NAME)
        if group is not None and not group.children():
            group.parent().removeChildNode(group)

    return undo
