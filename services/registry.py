"""The catalogue of chat services: the ONLY list of action types.

Adding a service means one new module and one line in ``SERVICES``; the agent's
system prompt and tool list are generated from what this module returns. A
service with a ``run`` method is a read-only inspection tool: the agent answers
its calls within the turn instead of showing a button.
"""

from __future__ import annotations

from .base import ChatService
from .layer_schema import LayerSchemaTool
from .selection import SelectionService
from .sql import SqlService
from .text import TextService
from .viewport import ViewportService

SERVICES: list[type] = [
    TextService,
    SqlService,
    ViewportService,
    SelectionService,
    LayerSchemaTool,
]


def create_services() -> list[ChatService]:
    """One instance of every service, in catalogue order."""
    return [service() for service in SERVICES]


def by_name(name: str) -> ChatService | None:
    """A new instance of the service whose ``name`` (the action ``type``) is ``name``."""
    for service in SERVICES:
        if service.name == name:
            return service()
    return None
