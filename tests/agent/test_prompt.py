"""The stable system prompt: content, size and determinism."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Literal, Optional

from map_assistant.agent.prompt import build_system_prompt, describe_tool, dialect_section
from map_assistant.agent.tools import Tool as BaseTool
from pydantic import BaseModel, ConfigDict, Field


class SqlInput(BaseModel):
    model_config = ConfigDict(
        json_schema_extra={
            "examples": [
                {
                    "sql": "SELECT count(*) FROM roads WHERE ST_Intersects(geom, ST_GeomFromText('{{CurrentView.bbox}}', {{CurrentView.srid}}))",
                    "title": "Roads in view",
                    "sql_placeholders": ["{{CurrentView.bbox}}", "{{CurrentView.srid}}"],
                }
            ]
        }
    )
    sql: str = Field(description="One read-only SELECT statement.")
    title: str = Field(description="Short button label.")
    sql_placeholders: list[str] = Field(default=[], description="Every placeholder used in sql.")


class ViewportInput(BaseModel):
    action: Literal["zoom_to", "pan_to", "zoom_to_layer"] = Field(description="What to do with the view.")
    # Optional, not "str | None": pydantic evaluates field annotations, and Python 3.9
    # (QGIS 3.22-3.28 on Windows) has no "|" between types (make test-py39).
    geometry: Optional[str] = Field(default=None, description="WKT in the project CRS.")
    layer: Optional[str] = Field(default=None, description="Layer name for zoom_to_layer.")


class SelectionInput(BaseModel):
    layer: str = Field(description="Layer to select in.")
    query: str = Field(description="SELECT returning the features to select.")
    sql_placeholders: list[str] = []


class TextInput(BaseModel):
    text: str = Field(description="The answer in Markdown.")


from support.fakes.agent_tools import Tool  # noqa: E402

CATALOGUE = (
    "## Placeholders\n"
    "- {{CurrentView.bbox}}: the visible extent as WKT polygon, in the project CRS.\n"
    "- {{CurrentView.srid}}: the EPSG code of the project CRS.\n"
    "- {{<layer>.selection}}: comma-separated feature ids selected in <layer>.\n"
    "- {{<layer>.extent}}: the layer extent as WKT polygon."
)

DIALECTS = {
    "virtual": "QGIS virtual layer (SQLite + SpatiaLite): ST_Intersects, ST_Transform(geom, srid), "
    "ST_GeomFromText(wkt, srid); layer names are table names; no schema prefixes.",
    "postgis": "PostgreSQL with PostGIS: schema-qualified tables, ST_Intersects, ST_Transform, "
    "ST_MakeEnvelope; use ::geography for metres on EPSG:4326.",
    "gpkg": "GeoPackage (SQLite with SpatiaLite functions); geometry column is usually geom; "
    "use ST_GeomFromText(wkt, srid) and MbrIntersects for fast bbox tests.",
}


@dataclass
class SectionTool(Tool):
    """A test tool that brings its own prompt sections, as the SQL services do."""

    prompt_sections: tuple = ()


def tools(dialects=DIALECTS, catalogue=CATALOGUE) -> list:
    return [
        SectionTool("sql", "Run a read-only SQL query over the project's layers; shows a table.", SqlInput,
                    prompt_sections=(catalogue, dialect_section(dialects))),
        Tool("viewport", "Move or zoom the map view.", ViewportInput),
        SectionTool("selection", "Select features in a layer with a query.", SelectionInput,
                    prompt_sections=(catalogue,)),
        Tool("text", "A plain answer with no map action.", TextInput),
    ]


TOOLS = tools()


def test_prompt_holds_role_actions_and_the_sections_the_tools_bring():
    prompt = build_system_prompt(TOOLS, language_hint="Spanish")
    assert "GIS assistant inside QGIS" in prompt
    assert "Never invent" in prompt
    assert "only known after the user clicks" in prompt
    # Seed 003's rules in GIS terms: figures from the data only, ask when ambiguous,
    # the live map for "visible" / "here" / "selected".
    assert "never from memory" in prompt and "ask which one" in prompt
    assert '"visible", "in view", "here" and "selected", use placeholders' in prompt
    assert "Answer in the language the user writes in." in prompt  # the user's own words win
    assert "answer in Spanish, the language of the user's QGIS." in prompt  # QGIS's language only as the hint
    for tool in TOOLS:
        assert f"### {tool.name}\n{tool.description}" in prompt
    assert "sql_placeholders" in prompt
    assert prompt.count(CATALOGUE) == 1  # two tools bring it; it appears once
    for engine, note in DIALECTS.items():
        assert f"- {engine}: {note}" in prompt
    assert "(preferred)" in prompt and "```json" in prompt


def test_each_tool_has_fields_and_one_json_example_that_validates():
    prompt = build_system_prompt(TOOLS)
    examples = [line[len("Example: "):] for line in prompt.splitlines() if line.startswith("Example: ")]
    assert len(examples) == len(TOOLS)
    assert prompt.count("Roads in view") == 1  # the model's own example, once
    for tool, example in zip(TOOLS, examples):
        data = json.loads(example)
        assert data.pop("type") == tool.name
        tool.input_model.model_validate(data)  # the example is a valid action
    # The model's own example is used verbatim.
    assert "Roads in view" in examples[0]
    viewport = describe_tool(TOOLS[1])
    assert '- action (one of "zoom_to"|"pan_to"|"zoom_to_layer", required): What to do with the view.' in viewport
    assert "- geometry (string, optional): WKT in the project CRS." in viewport
    assert "- sql_placeholders (list of string, optional)" in describe_tool(TOOLS[2])


def test_prompt_is_deterministic_and_independent_of_dialect_order():
    first = build_system_prompt(TOOLS, "English")
    again = build_system_prompt(tools(dict(reversed(list(DIALECTS.items())))), "English")
    assert first.encode() == again.encode()
    assert build_system_prompt(TOOLS) != first  # the hint does matter


def test_prompt_is_compact_with_the_real_catalogue():
    from map_assistant.services.placeholders.prompt_text import catalogue_text, placeholder_section

    prompt = build_system_prompt(tools(catalogue=placeholder_section()), "English")
    assert catalogue_text().strip() in prompt
    assert prompt.count("## Placeholders") == 1
    assert "Declare every placeholder you use" in prompt  # the catalogue carries the rule
    assert "instead of copying coordinates" in prompt
    assert len(prompt) / 4 < 2500, len(prompt)


def test_lookups_are_listed_apart_from_actions():
    @dataclass
    class Lookup(BaseTool):
        name: str
        description: str
        input_model: type
        kind: str = "lookup"
        egress: str = "metadata"

        def run(self, request, context):
            return "result"

    lookup = Lookup("layer_schema", "Full schema of a layer.", TextInput)
    prompt = build_system_prompt([*TOOLS, lookup])
    actions, lookups = prompt.split("## Actions")[1].split("## Lookups")
    assert "### layer_schema" in lookups and "### layer_schema" not in actions
    assert all(f"### {tool.name}" in actions for tool in TOOLS)
    assert "the user sees no button" in lookups


def test_default_language_and_no_dialect_section_without_notes():
    prompt = build_system_prompt(tools(dialects={}))
    assert "Answer in the user's language." in prompt
    assert "## SQL dialects" not in prompt


def test_the_ui_language_is_a_hint_and_the_users_own_words_win():
    prompt = build_system_prompt(TOOLS, language_hint="Portuguese (pt_BR)")
    rule = next(line for line in prompt.splitlines() if "Answer in" in line)
    assert rule.index("the language the user writes in") < rule.index("Portuguese (pt_BR)")
    assert "When a message shows none" in rule  # the hint decides only then
    assert "Answer in Portuguese" not in prompt
    assert build_system_prompt(TOOLS, language_hint="Portuguese (pt_BR)") == prompt  # stable bytes: cached
    assert "Answer in the user's language." in build_system_prompt(TOOLS, language_hint="  ")
