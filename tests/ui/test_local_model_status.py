"""Issue 41, a ready state: while the chat uses the built-in local model, the status line
says "Local model ready · no key needed" and what it holds, not the model file's name."""

from __future__ import annotations

import pytest
from map_assistant.agent.providers.presets import BUILTIN
from map_assistant.toolbelt import preferences
from map_assistant.toolbelt.builtin_model.definition import MODEL_FILE_NAME
from map_assistant.toolbelt.builtin_model.server import RUNNING, STARTING
from map_assistant.toolbelt.preferences import GROUP, PluginSettings
from map_assistant.ui.dock import ChatDock
from map_assistant.ui.local_model_status import ready_text, uses_builtin_model
from qgis.core import QgsSettings

# What `make run` with no key sets (scripts/prepare_profile.py): llm_server.py's server, the llama.cpp preset.
MAKE_RUN = PluginSettings(provider="openai", local_preset="llamacpp", local_base_url="http://127.0.0.1:9/v1",
                          local_model=MODEL_FILE_NAME, warm_up=False)


def test_the_built_in_model_is_its_preset_or_its_file_on_this_machine(qgis_app):
    assert uses_builtin_model(MAKE_RUN, MODEL_FILE_NAME)
    assert uses_builtin_model(PluginSettings(provider="openai", local_preset=BUILTIN), "")
    assert not uses_builtin_model(PluginSettings(provider="openai", local_preset="llamacpp",
                                                 local_base_url="http://gpu.example.org:8080/v1"), MODEL_FILE_NAME)
    assert not uses_builtin_model(MAKE_RUN, "llama3.2:3b")
    assert not uses_builtin_model(PluginSettings(provider="anthropic", local_preset=BUILTIN), "claude-sonnet-4-6")


def test_the_ready_text_gives_the_memory_held_else_the_size_on_disk(qgis_app):
    assert ready_text(2_812_000_000) == "Local model ready · no key needed · 2.8 GB in memory"
    assert ready_text(None) == "Local model ready · no key needed · model 1.1 GB on disk"


class _Server:
    def memory_bytes(self):
        return 2_790_000_000


class _BuiltinModel:
    """What the controller reads of toolbelt/builtin_model/builtin.py's BuiltinModel."""

    def __init__(self, state):
        self.state = state
        self.server = _Server()


@pytest.fixture
def controller(qgis_iface, qtbot):
    from map_assistant.ui.controller import ChatController

    QgsSettings().remove(GROUP)
    made = []

    def make(settings: PluginSettings):
        preferences.save(settings)
        dock = ChatDock()
        qtbot.addWidget(dock)
        made.append(ChatController(qgis_iface, dock))
        return made[-1]

    yield make
    for controller in made:
        controller.shutdown()
    QgsSettings().remove(GROUP)


def status(controller) -> str:
    return controller.dock.status_label.text()


def test_make_run_shows_ready_and_the_model_size_on_disk(controller):
    assert status(controller(MAKE_RUN)) == "Local model ready · no key needed · model 1.1 GB on disk"


def test_the_running_built_in_model_shows_ready_and_its_resident_memory(controller):
    chat = controller(PluginSettings(provider="openai", local_preset=BUILTIN, warm_up=False))
    before = status(chat)
    assert "ready" not in before  # nothing known runs yet: the model's name, as before
    chat.builtin_model = _BuiltinModel(STARTING)
    chat.refresh_idle_status()
    assert status(chat) == before
    chat.builtin_model.state = RUNNING
    chat.refresh_idle_status()
    assert status(chat) == "Local model ready · no key needed · 2.8 GB in memory"
    chat.dock.set_status("qwen · reading the prompt: 61 %…")  # a warm-up's status is not overwritten
    chat.refresh_idle_status()
    assert status(chat) == "qwen · reading the prompt: 61 %…"


def test_other_providers_show_the_model_name_as_before(controller):
    assert status(controller(PluginSettings(model="claude-sonnet-4-6"))) == "claude-sonnet-4-6"
    local = PluginSettings(provider="openai", local_preset="ollama", local_model="llama3.2:3b", warm_up=False)
    assert status(controller(local)) == "llama3.2:3b"
