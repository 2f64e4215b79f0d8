"""What the MCP server lists: its tools' entries, annotations and resources.

The lookups' entries are made from the registry's tools (name, description and
the lean schema the chat sends); the three tools of the server's own are
declared here. Every tool is read-only for the map: ``propose_action`` only adds
a button the user may click (MCP's ``readOnlyHint``: the tool does not modify
its environment), and none reaches outside the machine (``openWorldHint``).
"""

from __future__ import annotations

from ...agent.llm_client import ToolSpec

MAP_CONTEXT = "map_context"
PROPOSE_ACTION = "propose_action"
ACTION_STATUS = "action_status"
CONTEXT_URI = "map://context"
LAYERS_URI = "map://layers"

READ_ONLY = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}

MAP_CONTEXT_TOOL = {
    "name": MAP_CONTEXT,
    "description": "What the user's QGIS map shows now: the view's extent, CRS and scale, the layers with "
                   "their fields, geometry, CRS, feature counts and selections. Read it first.",
    "inputSchema": {"type": "object", "properties": {}},
    "annotations": {"title": "Map context", **READ_ONLY},
}

ACTION_STATUS_TOOL = {
    "name": ACTION_STATUS,
    "description": "What became of a proposed action: pending (its button waits), run (with a summary of "
                   "its result), failed (with the reason) or dismissed.",
    "inputSchema": {"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]},
    "annotations": {"title": "Status of a proposed action", **READ_ONLY},
}


def propose_action_tool(proposable: list[str]) -> dict:
    """``propose_action``: its ``type`` takes the tools marked ``mcp_proposable`` (agent/tools.py)."""
    return {
        "name": PROPOSE_ACTION,
        "description": "Propose one action to the user: it appears as a button in QGIS's Map Assistant dock, and "
                       "nothing runs until the user clicks it. 'action' is one object with a 'type' of sql "
                       "(a SELECT over the map's layers), viewport (zoom/pan), selection (select features) or "
                       "processing (a Processing algorithm), written as Map Assistant's chat model writes it; "
                       "placeholders such as {{CurrentView.bbox}} are filled from the live map at click time. "
                       "It is checked against the map now (layers, columns, read-only SQL, parameters) and a "
                       "problem comes back as an error to fix. Ask action_status with the returned id later.",
        "inputSchema": {
            "type": "object",
            "properties": {"action": {"type": "object", "description": "one action object with its 'type'",
                                      "properties": {"type": {"enum": list(proposable)}},
                                      "required": ["type"]}},
            "required": ["action"],
        },
        "annotations": {"title": "Propose an action the user clicks", **READ_ONLY, "idempotentHint": False},
    }


def own_tools(proposable: list[str]) -> list[dict]:
    """The server's own tools, ``propose_action`` taking the ``proposable`` types."""
    return [MAP_CONTEXT_TOOL, propose_action_tool(proposable), ACTION_STATUS_TOOL]


RESOURCES = [
    {"uri": CONTEXT_URI, "name": "map_context", "mimeType": "text/markdown",
     "description": "The map as Map Assistant's chat model sees it: view, CRS, layers, fields, selections."},
    {"uri": LAYERS_URI, "name": "layers", "mimeType": "application/json",
     "description": "The project's vector layers with their fields, geometry type, CRS and feature count."},
]


def lookup_entry(spec: ToolSpec) -> dict:
    return {"name": spec.name, "description": spec.description, "inputSchema": spec.input_schema,
            "annotations": {"title": spec.name.replace("_", " ").capitalize(), **READ_ONLY}}


def layer_list(snapshot) -> list[dict]:
    """The layers resource: metadata only (names, types, counts), never attribute values."""
    return [
        {"name": layer.name, "geometry_type": layer.geometry_type, "crs": layer.crs,
         "feature_count": layer.feature_count, "selected": layer.selection_count,
         "fields": [{"name": f.name, "type": f.type_name} for f in layer.fields]}
        for layer in snapshot.layers
    ]
