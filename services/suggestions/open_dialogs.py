"""Buttons that open one of QGIS's own dialogs: what a suggestion offers when the fix is the user's to make."""

from __future__ import annotations

from functools import partial

from ...agent.user_text import for_user
from ...toolbelt.qgis_compat import QAction
from ..base import ActionButton, ActionRejected
from .suggestion import SuggestionEnvironment


def properties_button(environment: SuggestionEnvironment, layer_id: str) -> ActionButton:
    return ActionButton(for_user("Layer properties"), partial(_properties, environment, layer_id))


def source_manager_button(environment: SuggestionEnvironment) -> ActionButton:
    return ActionButton(for_user("Data source manager"), partial(_source_manager, environment))


def _properties(environment: SuggestionEnvironment, layer_id: str, _host) -> None:
    layer = environment.project.mapLayer(layer_id)
    if layer is not None and environment.iface is not None:
        environment.iface.showLayerProperties(layer)


def _source_manager(environment: SuggestionEnvironment, _host) -> None:
    # QGIS 3.22's QgisInterface has no accessor for it (tests/e2e found the call failing): the
    # main window's action, by the name QGIS's UI file gives it, is what its menu triggers.
    if environment.iface is None:
        return
    action = environment.iface.mainWindow().findChild(QAction, "mActionDataSourceManager")
    if action is None:
        raise ActionRejected(for_user("QGIS's Data Source Manager was not found here: open it from the Layer menu."))
    action.trigger()
