"""What every lookup tool shares: the environment, the clock, the JSON answer."""

from __future__ import annotations

import dataclasses
import json
from typing import ClassVar

from pydantic import BaseModel

from ...agent.tools import Tool, ToolContext
from ...agent.user_error import UserError
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

        def work() -> dict:
            clock = environment.clock()
            try:
                return compute(request, environment, clock)
            finally:
                clock.release()

        return answer(self.name, work, environment.max_chars, self.list_key)

    def compute(self, request: BaseModel, environment: LookupEnvironment, clock: LookupClock) -> dict:
        raise NotImplementedError


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
