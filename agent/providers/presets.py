"""The model providers the plugin can talk to, and the presets for local servers.

Pure Python. ``anthropic`` is Anthropic's Messages API; ``openai`` is any server
that speaks OpenAI's chat-completions API, with presets for the usual local ones
(their default addresses) and a custom address for the rest.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..user_text import for_user

ANTHROPIC = "anthropic"
OPENAI = "openai"  # any OpenAI-compatible server
PROVIDERS = (ANTHROPIC, OPENAI)


@dataclass(frozen=True)
class Preset:
    id: str
    label: str  # names the server in the Options page and in error messages
    base_url: str  # "" for custom: the user types it


PRESETS = (
    Preset("ollama", "Ollama", "http://localhost:11434/v1"),
    Preset("lmstudio", "LM Studio", "http://localhost:1234/v1"),
    Preset("llamacpp", "llama.cpp (llama-server)", "http://127.0.0.1:8080/v1"),
    Preset("vllm", "vLLM", "http://localhost:8000/v1"),
    Preset("custom", for_user("Custom OpenAI-compatible server"), ""),
)
CUSTOM = "custom"


def preset(preset_id: str) -> Preset:
    """The preset of that id; the custom one for an unknown id (a hand-edited setting)."""
    return next((p for p in PRESETS if p.id == preset_id), PRESETS[-1])


def local_base_url(preset_id: str, base_url: str) -> str:
    """The address to use: the one typed, else the preset's default."""
    return (base_url or "").strip() or preset(preset_id).base_url
