"""A suggestion's click that makes a new temporary layer with one Processing algorithm:
prepared on the main thread, run in a task (progress, Cancel), loaded into the
"Map Assistant" group with an Undo that removes it. The source layer is left as it is."""

from __future__ import annotations

from qgis.core import QgsProcessingUtils, QgsProject

from ...agent.user_text import for_user
from ..base import ActionHost, ActionRejected
from ..checks.after_click import outputs_unusable
from ..processing.params import TEMPORARY_OUTPUT
from ..processing.run import outcome_text, output_group, prepare, run_then


def run_to_new_layer(algorithm_id: str, parameters: dict, title: str, project: QgsProject, host: ActionHost) -> None:
    prepared = prepare(algorithm_id, {**parameters, "OUTPUT": TEMPORARY_OUTPUT}, project)

    def loaded(results: dict) -> None:
        layer = QgsProcessingUtils.mapLayerFromString(str(results.get("OUTPUT", "")), prepared.context)
        if layer is None:
            raise ActionRejected(for_user("{algorithm} ran but produced no layer.", algorithm=algorithm_id))
        store = prepared.context.temporaryLayerStore()
        if store.mapLayer(layer.id()) is not None:
            layer = store.takeMapLayer(layer)
        layer.setName(title)
        project.addMapLayer(layer, False)
        output_group(project).addLayer(layer)
        undo = _remover(project, layer.id())
        unusable = outputs_unusable([layer])
        if unusable is not None:
            host.show_error(unusable, undo=undo)
        else:
            host.show_info(outcome_text([layer]), undo=undo)

    run_then(prepared, algorithm_id, host, loaded)


def _remover(project: QgsProject, layer_id: str):
    def undo() -> None:
        if project.mapLayer(layer_id) is not None:
            project.removeMapLayer(layer_id)

    return undo
