"""The LLM client the settings choose: the key from the QGIS authentication
database, the proxy QGIS is configured with, and every secret hidden from the log."""

from __future__ import annotations

import os
from urllib.parse import urlsplit

from ..agent.llm_client import LLMClient
from ..agent.providers.anthropic_client import AnthropicClient
from ..agent.providers.openai_client import OpenAICompatibleClient
from ..agent.providers.presets import BUILTIN, OPENAI, builtin_key, local_base_url, preset
from . import log, proxy, secrets

ANTHROPIC_URL = "https://api.anthropic.com"


def make_client(settings, api_key: str | None = None) -> LLMClient:
    """The LLM client of the provider chosen in the settings. The key comes from the QGIS
    authentication database; with none there, the Anthropic SDK reads ANTHROPIC_API_KEY."""
    if settings.provider == OPENAI:
        return make_local_client(settings, api_key)
    if not api_key and settings.auth_config_id:
        api_key = secrets.read_api_key(settings.auth_config_id)
    base_url = settings.base_url or None
    proxy_url = proxy.proxy_url_for(base_url or ANTHROPIC_URL)
    # Whatever the request may carry never reaches the log tab.
    for secret in (api_key, os.environ.get("ANTHROPIC_API_KEY"), urlsplit(proxy_url or "").password):
        log.hide(secret)
    return AnthropicClient(
        api_key=api_key or None,
        base_url=base_url,
        timeout=settings.timeout_s,
        proxy_url=proxy_url,
    )


def make_local_client(settings, api_key: str | None = None) -> OpenAICompatibleClient:
    """The client for the OpenAI-compatible server in the settings (a key only if one is stored)."""
    if settings.local_preset == BUILTIN:  # the key its server was started with, nothing stored or typed
        api_key = builtin_key()
    elif not api_key and settings.local_auth_config_id:
        api_key = secrets.read_api_key(settings.local_auth_config_id)
    base_url = local_base_url(settings.local_preset, settings.local_base_url)
    proxy_url = proxy.proxy_url_for(base_url)
    for secret in (api_key, urlsplit(proxy_url or "").password):  # never in the log tab
        log.hide(secret)
    return OpenAICompatibleClient(base_url, api_key=api_key or None, timeout=settings.local_timeout_s,
                                  proxy_url=proxy_url, tools=settings.tools_mode, prompt_form=settings.prompt_form,
                                  label=preset(settings.local_preset).label, context_window=settings.context_window)
