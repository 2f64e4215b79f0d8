"""What every lookup tool shares: the environment, the clock, the JSON answer."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from typing import Any, ClassVar

from pydantic import BaseModel

from ...agent.consent import VALUES_ALLOWED
from ...agent.user_error import UserError
from .environment import LOOKUPS, LookupClock, LookupEnvironment
from .results import answer


class LookupTool:
    """A read-only tool answered within the turn. Subclasses declare the class
    attributes (``kind`` and ``egress`` each on its own class, as the registry
    requires) and ``compute``; ``run`` (worker thread) returns the JSON text."""

    name: ClassVar[str]
    description: ClassVar[str]
    input_model: ClassVar[type[BaseModel]]
    list_key: ClassVar[str | None] = None  # the list cut first when a result is too large

    def run(self, request: BaseModel, context: Mapping[str, Any] | None) -> str:
        environment = (context or {}).get(LOOKUPS)
        if not isinstance(environment, LookupEnvironment):
            raise UserError(json.dumps({
                "error": "The live map is not available to lookups for this message; answer without them.",
                "execution_ms": 0,
            }))
        if VALUES_ALLOWED in context:
            # The session's egress decision for this round (describe_layer's samples follow it).
            environment = dataclasses.replace(environment, values_allowed=bool(context[VALUES_ALLOWED]))

        def work() -> dict:
            clock = environment.clock()
            try:
                return self.compute(request, environment, clock)
            finally:
                clock.release()

        return answer(self.name, work, environment.max_chars, self.list_key)

    def compute(self, request: BaseModel, environment: LookupEnvironment, clock: LookupClock) -> dict:
        raise NotImplementedError
