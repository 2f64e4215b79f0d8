"""The model providers the plugin can talk to, and the presets for local servers.

Pure Python. ``anthropic`` is Anthropic's Messages API; ``openai`` is any server
that speaks OpenAI's chat-completions API, with presets for the usual local ones
(their default addresses) and a custom address for the rest. The built-in local model
(toolbelt/builtin_model/) has no fixed address: its server takes a free port when
it starts, and tells it here.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlsplit

from ..user_text import for_user

ANTHROPIC = "anthropic"
OPENAI = "openai"  # any OpenAI-compatible server
PROVIDERS = (ANTHROPIC, OPENAI)


@dataclass(frozen=True)
class Preset:
    id: str
    label: str  # names the server in the Options page and in error messages
    base_url: str  # "" for custom: the user types it


BUILTIN = "builtin"
# Where the built-in model's server is not running: nothing listens on port 9 (discard)
# on loopback, so a request fails at once as unreachable, with the preset's label.
NOT_RUNNING_URL = "http://127.0.0.1:9/v1"

PRESETS = (
    Preset(BUILTIN, for_user("Built-in local model"), ""),  # the address: set_builtin_address
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


_builtin_address = {"url": "", "key": ""}


def set_builtin_address(url: str, key: str = "") -> None:
    """The running built-in server's address (``http://127.0.0.1:PORT/v1``) and the key it
    asks for (new at each start), "" once stopped."""
    _builtin_address["url"], _builtin_address["key"] = url, key


def builtin_key() -> str:
    """The key of the running built-in server ("" when none runs)."""
    return _builtin_address["key"]


def local_base_url(preset_id: str, base_url: str) -> str:
    """The address to use: the built-in server's for that preset (whatever was typed),
    else the one typed, else the preset's default."""
    if preset_id == BUILTIN:
        return _builtin_address["url"] or NOT_RUNNING_URL
    return (base_url or "").strip() or preset(preset_id).base_url


_LOOPBACK_HOSTS = ("localhost", "::1")


def is_local(base_url: str) -> bool:
    """Whether ``base_url`` is a server on this machine (loopback)."""
    host = (urlsplit(base_url.strip()).hostname or "").lower()
    return host in _LOOPBACK_HOSTS or host.startswith("127.")
