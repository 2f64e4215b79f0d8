"""The ``find_algorithm`` lookup: Processing algorithms matching a few words.

The model discovers algorithms here instead of a list of hundreds in the prompt.
Answered within the turn, in the worker, from the captured catalogue
(``processing_catalogue``), never from the live registry.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field

from ...agent.tools import LOOKUP, METADATA
from ..processing.catalogue import CATALOGUE, Text, disabled_algorithms, search

MAX_RESULTS = 10


class FindAlgorithmInput(BaseModel):
    model_config = ConfigDict(extra="ignore", json_schema_extra={"examples": [{"text": "count points in polygon"}]})

    text: Text = Field(description="A few words saying what the algorithm does, e.g. 'buffer', 'count points in polygon'.")


class FindAlgorithmTool:
    name: ClassVar[str] = "find_algorithm"
    description: ClassVar[str] = (
        "Read-only lookup, answered to you at once (the user sees no button): QGIS Processing "
        "algorithms that the processing action can run, matching a few words (English; typos are "
        "tolerated), best first, with id, name, group and what each does."
    )
    input_model: ClassVar[type[BaseModel]] = FindAlgorithmInput
    kind: ClassVar[str] = LOOKUP
    egress: ClassVar[str] = METADATA  # QGIS's algorithm descriptions: nothing of the user's data

    def __init__(self):
        CATALOGUE.start()

    def run(self, request: FindAlgorithmInput, context: Mapping[str, Any] | None) -> str:
        found = search(request.text, limit=MAX_RESULTS, disabled=disabled_algorithms())
        if not found:
            return (f"No runnable algorithm matches '{request.text}'. Try other words (e.g. 'buffer', 'clip', "
                    "'dissolve', 'join attributes by location', 'count points').")
        lines = [f"- {info.id}: {info.name} ({info.group}). {info.summary}".rstrip() for info in found]
        return f"Algorithms matching '{request.text}':\n" + "\n".join(lines) + "\nCall algorithm_help for the parameters."
