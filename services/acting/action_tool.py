"""The type every action tool derives from: the agent's Tool plus ``process``.

Apart from services/base.py on purpose: base.py is imported when the plugin loads, before
its Python dependencies may be installed (the dock offers to install them), and the
agent's Tool needs pydantic.
"""

from __future__ import annotations

from pydantic import BaseModel

from ...agent.tools import Tool
from ..base import ActionEnvironment, ActionReply


class ActionTool(Tool):
    """An action tool: the agent's Tool (agent/tools.py), which it declares like any tool,
    plus ``process``, which turns a validated call into buttons (each action derives from this)."""

    def process(self, environment: ActionEnvironment, call: BaseModel) -> ActionReply:
        raise NotImplementedError(f"{type(self).__name__} does not say how its call becomes a button")
