"""The plugin's settings: one typed dataclass stored in QgsSettings under ``map_assistant/``.

Reads never raise: a missing or corrupt value (hand-edited ini, older plugin
version) falls back to the field's default, so a bad setting cannot stop the
plugin from loading. The API key is NOT here: only the id of its entry in the
QGIS authentication database (see ``toolbelt/secrets.py``).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, fields

from qgis.core import QgsSettings

from . import log

GROUP = "map_assistant"
DEFAULT_OVERPASS_URL = "https://overpass-api.de/api/interpreter"  # the main public Overpass API instance


@dataclass
class PluginSettings:
    provider: str = "anthropic"
    # Empty = none chosen: each turn uses the newest Sonnet the server lists. Model
    # names expire, so no name is a default.
    model: str = ""
    base_url: str = ""  # empty = the SDK default (or ANTHROPIC_BASE_URL)
    timeout_s: float = 60.0
    max_tokens: int = 4096
    auth_config_id: str = ""  # id in QgsAuthManager, never the key itself
    sql_timeout_s: float = 10.0
    lookup_timeout_s: float = 10.0  # each lookup the model runs within its answer
    max_selection: int = 10_000
    max_rows: int = 1000
    debug_log: bool = False  # debug details in the log tab (may hold attribute values)
    disabled_algorithms: str = ""  # Processing algorithm ids the chat may not run, comma separated
    price_table: str = ""  # US$ per million tokens per model family (ui/chats/pricing.py); empty: the defaults
    # May lookups send attribute values to the model? None = never chosen (not stored):
    # the chat asks the first time one is needed with a cloud provider.
    send_values: bool | None = None
    # The OpenAI-compatible provider (provider = "openai"), kept apart from Anthropic's
    # model, address and key so switching back and forth loses neither.
    local_preset: str = "ollama"  # agent/providers/presets.py PRESETS
    local_base_url: str = ""  # empty = the preset's address
    local_model: str = ""
    local_auth_config_id: str = ""  # its own key entry in QgsAuthManager, usually none
    local_timeout_s: float = 300.0  # a cold prompt on a CPU-only machine takes minutes
    tools_mode: str = "auto"  # "auto" | "on" | "off" (JSON in text)
    prompt_form: str = "auto"  # "auto" (short for a small model) | "short" | "full": agent/words/short_prompt.py
    context_window: int = 0  # tokens; 0 = ask the server
    # A server on this machine reads the prompt when the dock opens (agent/warm_up.py).
    warm_up: bool = True
    # The map as an MCP server for other assistants (issue 25): off unless the user turns it on.
    mcp_enabled: bool = False
    # Proactive suggestions (issue 41; services/suggestions/). The key map_assistant/proactive is a contract.
    proactive: bool = True
    suggestions_per_hour: int = 3
    quiet_hours: str = ""  # "22:00-07:00"; empty: none
    # The trigger ids turned off, separated by commas; by default those off by default (Trigger.default_on).
    suggestions_off: str = "large_selection"
    # Places the offline gazetteer lacks, asked of a Nominatim server (issue 42): the place's name
    # leaves the machine, so off unless the user turns it on. places_url "" = QGIS's own server.
    online_places: bool = False
    places_url: str = ""
    # OpenStreetMap data for the view, from an Overpass API server (issue 42; the osm_data action):
    # a click sends the view's box and the asked tag, so off unless the user turns it on. Its own
    # switch, not online_places': another server and more of the map (where the user works).
    # overpass_url "" = DEFAULT_OVERPASS_URL.
    online_osm: bool = False
    overpass_url: str = ""


_DEFAULTS = PluginSettings()
OPENAI_PROVIDER = "openai"  # agent/providers/presets.py OPENAI


def chosen_model(settings: PluginSettings) -> str:
    """The model chosen for the provider in use ("" = none chosen)."""
    return settings.local_model if settings.provider == OPENAI_PROVIDER else settings.model


def set_chosen_model(settings: PluginSettings, model: str) -> None:
    if settings.provider == OPENAI_PROVIDER:
        settings.local_model = model
    else:
        settings.model = model


def _key(name: str) -> str:
    return f"{GROUP}/{name}"


def _coerce(raw: object, default: object) -> object:
    """Convert a stored value to the type of ``default``; ValueError when it does not fit.

    Numbers must be finite and positive: every numeric setting is a limit or a
    timeout, where zero or a negative value would silently disable the feature;
    only a setting whose default is 0 ("ask the server") may be 0.
    """
    if isinstance(default, bool):  # before int: bool is an int subclass
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        if text in ("true", "1", "yes"):
            return True
        if text in ("false", "0", "no"):
            return False
        raise ValueError(raw)
    if isinstance(default, int):
        value = int(float(str(raw).strip()))  # "4096" and "4096.0" both come back from ini files
        if value < 0 or (value == 0 and default != 0):  # a default of 0 means "ask" and may be stored
            raise ValueError(raw)
        return value
    if isinstance(default, float):
        value = float(str(raw).strip())
        if not math.isfinite(value) or value <= 0:
            raise ValueError(raw)
        return value
    if isinstance(raw, (list, tuple, dict)):  # a string setting stored as a list is corrupt
        raise TypeError(raw)
    return str(raw).strip()


def load(settings: QgsSettings | None = None) -> PluginSettings:
    """The stored settings; defaults for anything missing or unreadable."""
    qs = settings or QgsSettings()
    values = {}
    for f in fields(PluginSettings):
        default = getattr(_DEFAULTS, f.name)
        raw = qs.value(_key(f.name), None)
        if raw is None:
            values[f.name] = default
            continue
        try:
            values[f.name] = _coerce(raw, False if default is None else default)  # None: a bool not chosen
        except (TypeError, ValueError, OverflowError):
            # Name the setting, not the value: a value could be anything the user pasted.
            log.warning(f"Setting '{f.name}' has an invalid stored value; using the default.")
            values[f.name] = default
    return PluginSettings(**values)


def save(plugin_settings: PluginSettings, settings: QgsSettings | None = None) -> None:
    qs = settings or QgsSettings()
    for f in fields(PluginSettings):
        value = getattr(plugin_settings, f.name)
        if value is None:
            qs.remove(_key(f.name))  # "never chosen" is the absence of a value
        else:
            qs.setValue(_key(f.name), value)
    qs.sync()


_DEPRECATIONS_TOLD = _key("deprecations_told")


def deprecation_told(model: str, settings: QgsSettings | None = None) -> bool:
    """Whether the user was already told that ``model`` is deprecated."""
    told = (settings or QgsSettings()).value(_DEPRECATIONS_TOLD, [])
    return model in (told if isinstance(told, list) else [told])


def remember_deprecation_told(model: str, settings: QgsSettings | None = None) -> None:
    qs = settings or QgsSettings()
    told = qs.value(_DEPRECATIONS_TOLD, [])
    told = told if isinstance(told, list) else [told]
    qs.setValue(_DEPRECATIONS_TOLD, [*[str(m) for m in told if m], model])


# The dock's visibility is window state, not a preference the Options page edits.
_DOCK_VISIBLE = _key("dock_visible")


def dock_visible(settings: QgsSettings | None = None) -> bool:
    """Shown by default, so a first-time user sees the chat after installing."""
    try:
        return bool(_coerce((settings or QgsSettings()).value(_DOCK_VISIBLE, True), True))
    except (TypeError, ValueError):
        return True


def set_dock_visible(visible: bool, settings: QgsSettings | None = None) -> None:
    (settings or QgsSettings()).setValue(_DOCK_VISIBLE, bool(visible))


# What each OpenAI-compatible server and model showed of tool calling
# (agent/providers/tool_support.py): learnt, not chosen, so not on the Options form.
_TOOL_CALLING = _key("tool_calling")


def tool_calling_verdicts(settings: QgsSettings | None = None) -> dict[str, str]:
    try:
        kept = json.loads(str((settings or QgsSettings()).value(_TOOL_CALLING, "{}") or "{}"))
    except ValueError:
        return {}
    return {str(k): str(v) for k, v in kept.items()} if isinstance(kept, dict) else {}


def keep_tool_calling_verdicts(verdicts: dict[str, str], settings: QgsSettings | None = None) -> None:
    (settings or QgsSettings()).setValue(_TOOL_CALLING, json.dumps(verdicts, sort_keys=True))


# The suggestions a user dismissed: per project (its file, "" unsaved) and trigger id.
_DISMISSED = _key("suggestions_dismissed")


def _dismissals(settings: QgsSettings | None = None) -> dict[str, list[str]]:
    try:
        kept = json.loads(str((settings or QgsSettings()).value(_DISMISSED, "{}") or "{}"))
    except ValueError:
        return {}
    return {str(k): [str(t) for t in v] for k, v in kept.items() if isinstance(v, list)} if isinstance(kept, dict) else {}


def suggestion_dismissed(project: str, trigger: str, settings: QgsSettings | None = None) -> bool:
    return trigger in _dismissals(settings).get(project, [])


def dismiss_suggestion(project: str, trigger: str, settings: QgsSettings | None = None) -> None:
    kept = _dismissals(settings)
    kept[project] = sorted({*kept.get(project, []), trigger})
    (settings or QgsSettings()).setValue(_DISMISSED, json.dumps(kept, sort_keys=True))


def places_server(settings: PluginSettings) -> str | None:
    """The online place search's address ("" = QGIS's own), or None while it is off."""
    return settings.places_url.strip() if settings.online_places else None


def overpass_server(settings: PluginSettings) -> str | None:
    """The Overpass API address OpenStreetMap data is asked of, or None while it is off."""
    return (settings.overpass_url.strip() or DEFAULT_OVERPASS_URL) if settings.online_osm else None
