"""The catalogue of chat tools: the ONLY list of action and lookup types.

Adding a tool means one new module and one line in ``TOOLS`` (the lookups
that read the live data live in ``services/lookups/``, one module each). Each tool class
declares, as class attributes:

* ``name``, ``description``, ``input_model`` (pydantic; its ``examples`` give the
  one example the prompt shows);
* ``kind``: ``"action"`` (``process(environment, call) -> ActionReply``, a
  button the user clicks) or ``"lookup"`` (``run(request, context) -> str``,
  read-only, answered to the model within the turn);
* ``egress``: ``"metadata"`` or ``"values"``, what its result sends to the model;
* optionally ``prompt_sections`` (Markdown sections for the system prompt; a
  section several tools bring appears once) and ``context_hint`` (how the model
  asks for what the map context's budget left out).

The system prompt, the tool list and the context hint are generated from here,
so the controller knows no tool by name.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..agent.router import tools_by_name
from ..agent.tools import Tool
from .actions.add_layer import AddLayerTool
from .actions.map_export import MapExportTool
from .actions.osm_data import OsmDataTool
from .actions.processing import ProcessingTool
from .actions.selection import SelectionTool
from .actions.sql import SqlTool
from .actions.style import StyleTool
from .actions.text import TextTool
from .actions.viewport import ViewportTool
from .lookups.algorithm_help import AlgorithmHelpTool
from .lookups.count_features import CountFeaturesTool
from .lookups.describe_layer import DescribeLayerTool
from .lookups.field_stats import FieldStatsTool
from .lookups.field_values import FieldValuesTool
from .lookups.find_algorithm import FindAlgorithmTool
from .lookups.find_features import FindFeaturesTool
from .lookups.find_place import FindPlaceTool
from .lookups.layer_schema import LayerSchemaTool
from .lookups.map_image import MapImageTool
from .lookups.query import QueryTool
from .lookups.selected_features import SelectedFeaturesTool

TOOLS: list[type] = [
    TextTool,
    SqlTool,
    ViewportTool,
    SelectionTool,
    ProcessingTool,
    StyleTool,
    MapExportTool,
    AddLayerTool,
    OsmDataTool,
    LayerSchemaTool,
    DescribeLayerTool,
    FieldValuesTool,
    FieldStatsTool,
    CountFeaturesTool,
    FindFeaturesTool,
    FindPlaceTool,
    QueryTool,
    SelectedFeaturesTool,
    FindAlgorithmTool,
    AlgorithmHelpTool,
    MapImageTool,
]


def create_tools() -> list[Tool]:
    """One instance of every tool, in catalogue order."""
    return [tool() for tool in TOOLS]


def by_name(name: str) -> Tool | None:
    """A new instance of the tool whose ``name`` (the call's ``type``) is ``name``."""
    return tools_by_name(create_tools()).get(name)


def context_hint(tools: Sequence[Tool]) -> str:
    """What the map context tells the model to do for a layer it shortened."""
    return " ".join(hint for hint in (tool.context_hint for tool in tools) if hint)
