"""Small action tools for the agent's own tests (the real ones live in services/,
which the agent must not import)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from map_assistant.agent import tools
from pydantic import BaseModel


class SqlInput(BaseModel):
    sql: str
    title: str
    sql_placeholders: list[str] = []


class ViewportInput(BaseModel):
    action: str
    geometry: Optional[str] = None


class TextInput(BaseModel):
    text: str


@dataclass
class Tool(tools.Tool):
    name: str
    description: str
    input_model: type[BaseModel]
    kind: str = "action"
    egress: str = "metadata"


# The tools, system prompt and map context of the session tests.
TOOLS = [
    Tool("sql", "Run a read-only SQL query.", SqlInput),
    Tool("viewport", "Move the map view.", ViewportInput),
    Tool("text", "A plain answer.", TextInput),
]
SYSTEM = "You are Map Assistant, a GIS assistant inside QGIS."
CONTEXT = "Layers: roads (LineString, EPSG:4326) fields: id, name, kind"


def lookup_result(block: dict) -> dict:
    """A lookup's tool_result with its content as text: the contract is one text block
    (a chat-completions tool message, seen through FakeOpenAIServer.requests, holds the text)."""
    content = block["content"]
    if isinstance(content, str):
        return block
    assert isinstance(content, list) and len(content) == 1 and content[0]["type"] == "text", content
    return {**block, "content": content[0]["text"]}
