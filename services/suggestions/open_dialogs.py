"""Buttons that open one of QGIS's own dialogs: what a suggestion offers when the fix is the user's to make."""

from __future__ import annotations

from functools import partial

from ...agent.user_text import for_user
from ..base import ActionButton
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
    if environment.iface is not None:
        environment.iface.actionDataSourceManager().trigger()
