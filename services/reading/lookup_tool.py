"""What every lookup tool shares: the environment, the clock, the JSON answer."""

from __future__ import annotations

import dataclasses
import json
from typing import ClassVar

from pydantic import BaseModel

from ...agent.tools import Tool, ToolContext
from ...agent.user_error import UserError
from ..snapshot.map_snapshot import MapSnapshot, real_layer_name
from .environment import MAX_RESULT_CHARS, LookupClock, LookupEnvironment
from .results import answer


class LookupTool(Tool):
    """A read-only tool answered within the turn. Subclasses declare the class
    attributes (``kind`` and ``egress`` each on its own class, as the registry
    requires) and ``compute``; ``run`` (worker thread) returns the JSON text."""

    name: ClassVar[str]
    description: ClassVar[str]
    input_model: ClassVar[type[BaseModel]]
    list_key: ClassVar[str | None] = None  # the list cut first when a result is too large

    def run(self, request: BaseModel, context: ToolContext | None) -> str:
        return self.answer_with(self.compute, request, context)

    def answer_with(self, compute, request: BaseModel, context: ToolContext | None) -> str:
        """``compute(request, environment, clock)``'s dict as the lookup's JSON text."""
        environment = context.lookups if context is not None else None
        if not isinstance(environment, LookupEnvironment):
            raise UserError(json.dumps({
                "error": "The live map is not available to lookups for this message; answer without them.",
                "execution_ms": 0,
            }))
        if context.values_allowed is not None:
            # The session's egress decision for this round (describe_layer's samples follow it).
            environment = dataclasses.replace(environment, values_allowed=context.values_allowed)

        written, real = _near_miss_layer(request, context)
        if real is not None:
            request = request.model_copy(update={"layer": real})

        def work() -> dict:
            clock = environment.clock()
            try:
                result = compute(request, environment, clock)
            finally:
                clock.release()
            if real is not None:  # the model, and through it the user, knows which layer was read
                result["layer_read"] = f"'{real}' (no layer is named '{written}'; it is the one layer so near)"
            return result

        return answer(self.name, work, environment.max_chars, self.list_key)

    def compute(self, request: BaseModel, environment: LookupEnvironment, clock: LookupClock) -> dict:
        raise NotImplementedError


def _near_miss_layer(request: BaseModel, context: ToolContext) -> tuple[str, str | None]:
    """(the ``layer`` the model wrote, the one layer it nearly names or None): "cities 3857"
    read as cities_3857, as an action's layer is (services/checks/layer_names.py; make
    eval-live's traps at f3052da: the lookup failed on the near miss and the model wrote a
    count from memory)."""
    written = getattr(request, "layer", None)
    snapshot = context.snapshot
    if not isinstance(written, str) or not isinstance(snapshot, MapSnapshot):
        return "", None
    return written, real_layer_name(snapshot, written)


class ContextLookup(Tool):
    """A lookup answered from what the turn carries (the snapshot, the captured
    Processing catalogue), not from the live map: the same JSON result as every
    other lookup. Subclasses declare the class attributes and ``compute``."""

    name: ClassVar[str]
    list_key: ClassVar[str | None] = None

    def run(self, request: BaseModel, context: ToolContext | None) -> str:
        return answer(self.name, lambda: self.compute(request, context or ToolContext()), MAX_RESULT_CHARS, self.list_key)

    def compute(self, request: BaseModel, context: ToolContext) -> dict:
        raise NotImplementedError
