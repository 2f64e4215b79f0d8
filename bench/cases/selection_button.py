"""The `selection` button of cases 3 and 4 and the selected ids it leaves behind."""

from __future__ import annotations

from common import click


def selection_button(project, canvas, layer, max_selection: int, **fields):
    """The real SelectionTool's button for ``fields`` (query or expression);
    returns a function that clears the layer's selection, clicks, and gives the
    selected feature ids."""
    from map_assistant.services.actions.selection import SelectionInput, SelectionTool
    from map_assistant.services.base import ActionEnvironment
    from map_assistant.toolbelt.preferences import PluginSettings

    session = ActionEnvironment(project=project, canvas=canvas, settings=PluginSettings(max_selection=max_selection))
    button = SelectionTool().process(session, SelectionInput(layer=layer.name(), **fields)).buttons[0]

    def run():
        layer.removeSelection()
        click(button)
        return sorted(layer.selectedFeatureIds())

    return run


def selected_by(layer, select):
    """Clear the selection, run ``select`` (the native way), give the selected ids."""

    def run():
        layer.removeSelection()
        select()
        return sorted(layer.selectedFeatureIds())

    return run
