"""The status line while the chat uses the built-in local model (issue 41): that it is
ready and needs no key, and what it holds, where a bare model file name
(``qwen2.5-coder-1.5b-instruct-q4_k_m.gguf``) told a newcomer nothing."""

from __future__ import annotations

from pathlib import PurePath

from ..agent.providers.presets import BUILTIN, OPENAI, is_local, local_base_url
from ..toolbelt.builtin_model.builtin import size_text
from ..toolbelt.builtin_model.definition import DEFAULT, Catalogue
from ..toolbelt.i18n import tr


def uses_builtin_model(settings, model: str, catalogue: Catalogue = DEFAULT) -> bool:
    """Its preset, or its model file on a server of this machine: `make run` serves it with
    scripts/llm_server.py under the llama.cpp preset."""
    if settings.provider != OPENAI:
        return False
    if settings.local_preset == BUILTIN:
        return True
    return (PurePath(model).name == catalogue.model_file_name
            and is_local(local_base_url(settings.local_preset, settings.local_base_url)))


def ready_text(resident_bytes: int | None, catalogue: Catalogue = DEFAULT) -> str:
    """With the server's resident memory where the plugin knows it (a server it started),
    else the model's size on disk, said to be that."""
    if resident_bytes:
        return tr("Local model ready · no key needed · {memory} in memory", memory=size_text(resident_bytes))
    return tr("Local model ready · no key needed · model {size} on disk", size=size_text(catalogue.model_bytes))
