"""The ``find_algorithm`` lookup: Processing algorithms matching a few words.

The model discovers algorithms here instead of a list of hundreds in the prompt.
Answered within the turn, in the worker, from the captured catalogue
(``processing_catalogue``), never from the live registry.
"""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field

from ...agent.tools import LOOKUP, METADATA, ToolContext
from ..processing.algorithm_catalogue import Text, disabled_algorithms, search
from ..processing.catalogue_lookup import CatalogueLookup

MAX_RESULTS = 10


class FindAlgorithmInput(BaseModel):
    model_config = ConfigDict(extra="ignore", json_schema_extra={"examples": [{"text": "count points in polygon"}]})

    text: Text = Field(description="A few words saying what the algorithm does, e.g. 'buffer', 'count points in polygon'.")


class FindAlgorithmTool(CatalogueLookup):
    name: ClassVar[str] = "find_algorithm"
    description: ClassVar[str] = (
        "Lookup: QGIS Processing "
        "algorithms that the processing action can run, matching a few words (English; typos are "
        "tolerated), best first, with id, name, group and what each does."
    )
    input_model: ClassVar[type[BaseModel]] = FindAlgorithmInput
    kind: ClassVar[str] = LOOKUP
    egress: ClassVar[str] = METADATA  # QGIS's algorithm descriptions: nothing of the user's data

    list_key: ClassVar[str] = "algorithms"

    def compute(self, request: FindAlgorithmInput, context: ToolContext) -> dict:
        found = search(request.text, limit=MAX_RESULTS, disabled=disabled_algorithms())
        result = {"algorithms": [{"id": info.id, "name": info.name, "group": info.group, "summary": info.summary}
                                 for info in found]}
        if found:
            result["next"] = "Call algorithm_help for the parameters."
        else:
            result["note"] = (f"No runnable algorithm matches '{request.text}'. Try other words (e.g. 'buffer', "
                              "'clip', 'dissolve', 'join attributes by location', 'count points').")
        return result
