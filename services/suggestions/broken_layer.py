"""Trigger 5: a layer that could not be loaded when a project opens (its file is
missing, or its database does not answer). It offers the layer's properties and the
data source manager; the check itself only looks whether the file is there."""

from __future__ import annotations

from functools import partial
from pathlib import Path

from ...agent.user_text import for_user
from .open_dialogs import properties_button, source_manager_button
from .suggestion import PROJECT_OPENED, Suggestion, SuggestionEnvironment, SuggestionEvent, Trigger

FILE_PROVIDERS = ("ogr", "gdal", "spatialite", "delimitedtext")


class BrokenLayer(Trigger):
    id = "broken_layer"
    events = frozenset({PROJECT_OPENED})

    def prepare(self, event: SuggestionEvent, environment: SuggestionEnvironment):
        broken = [(layer.id(), layer.name(), layer.source(), layer.providerType())
                  for layer in event.layers if not layer.isValid()]
        return partial(_check, broken, environment) if broken else None


def file_of(source: str, provider: str) -> str:
    """The file a file-based layer reads ("" for a database or a service)."""
    if provider not in FILE_PROVIDERS:
        return ""
    path = source.split("|")[0]
    return path[len("file://"):].split("?")[0] if path.startswith("file://") else path


def _check(broken, environment: SuggestionEnvironment, _feedback) -> list[Suggestion]:
    found = []
    for layer_id, name, source, provider in broken:
        path = file_of(source, provider)
        if path and not Path(path).exists():
            text = for_user("{layer} could not be loaded: its file {path} is missing. Point it to the file "
                            "where it is now?", layer=name, path=path)
        else:
            text = for_user("{layer} could not be loaded: its data source does not answer. Check its source?",
                            layer=name)
        buttons = (properties_button(environment, layer_id),
                   source_manager_button(environment))
        found.append(Suggestion(BrokenLayer.id, f"{BrokenLayer.id}:{layer_id}:{source}", text, buttons))
    return found
