"""Wiring for "what leaves the machine": may lookups send attribute values?

``policy(settings)`` turns the ``send_values`` setting and the provider into the
session's ``values_policy`` for a turn: chosen True/False wins; never chosen,
a local server (loopback or private network: the values stay on this network)
is allowed, a cloud provider is asked once. ``ask(event)`` shows the question in
the chat; the worker waits on the event's gate until the user answers (Allow is
saved in the settings; Not now holds until QGIS restarts) or the turn is stopped.
"""

from __future__ import annotations

import ipaddress
import os
from urllib.parse import urlsplit

from ..agent import consent
from ..agent.events import ValuesConsentNeeded
from ..agent.providers.presets import OPENAI, local_base_url
from ..toolbelt import preferences
from ..toolbelt.i18n import tr
from .values_question import ValuesQuestion

ANTHROPIC_HOST = "api.anthropic.com"


def endpoint_host(settings) -> str:
    """The host the turn's requests go to: the local server's for the OpenAI-compatible provider."""
    if settings.provider == OPENAI:
        url = local_base_url(settings.local_preset, settings.local_base_url)
    else:
        url = settings.base_url or os.environ.get("ANTHROPIC_BASE_URL") or f"https://{ANTHROPIC_HOST}"
    return (urlsplit(url if "//" in url else f"//{url}").hostname or "").lower()


def is_cloud(settings) -> bool:
    """Whether requests leave this computer's network (a hosted API, not a local server)."""
    host = endpoint_host(settings)
    if host in ("localhost", "") or host.endswith(".local"):
        return False
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return True  # a name: a hosted service
    return not (address.is_loopback or address.is_private or address.is_link_local)


class ValuesConsent:
    def __init__(self, dock):
        self.dock = dock
        self._not_now = False  # "Not now" holds for this QGIS session
        self._question: ValuesQuestion | None = None

    def policy(self, settings) -> str:
        if settings.send_values is not None:
            return consent.ALLOW if settings.send_values else consent.DENY
        if not is_cloud(settings):
            return consent.ALLOW
        return consent.DENY if self._not_now else consent.ASK

    def ask(self, event: ValuesConsentNeeded, settings) -> None:
        self.close_pending(tr("Not answered."))
        question = ValuesQuestion(event.tools, endpoint_host(settings) or ANTHROPIC_HOST)
        question.answered.connect(lambda allowed: self._answered(event.gate, allowed))
        self._question = question
        self.dock.messages.add(question)

    def _answered(self, gate: consent.ConsentGate, allowed: bool) -> None:
        self._question = None
        if allowed:
            stored = preferences.load()
            stored.send_values = True
            preferences.save(stored)
        else:
            self._not_now = True
        gate.answer(allowed)

    def close_pending(self, outcome: str) -> None:
        """The turn ended (done, stopped, new chat) with the question unanswered."""
        question, self._question = self._question, None
        if question is not None:
            try:
                question.close_question(outcome)
            except RuntimeError:
                pass  # New chat already deleted the widget
