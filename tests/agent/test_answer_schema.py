"""agent/answer_schema.py and agent/providers/gbnf.py: the JSON form's one call, as a schema
and as llama.cpp's grammar. Whether llama.cpp parses the grammar and holds the model to it
is tests/integration/test_answer_grammar_live.py's (the real server)."""

from __future__ import annotations

import re
from enum import Enum
from typing import Literal, Optional

from map_assistant.agent.answer_schema import answer_schema
from map_assistant.agent.providers.gbnf import answer_grammar, literal
from pydantic import BaseModel
from support.fakes.agent_tools import TOOLS, Tool


class Renderer(str, Enum):
    single = "single"
    categorized = "categorized"


class Colour(BaseModel):
    hex: str


class StyleInput(BaseModel):
    layer: str
    renderer: Optional[Renderer] = None
    colours: list[Colour] = []
    scale: Literal[1, 2] = 1


STYLE = Tool("style", "Style a layer.", StyleInput)
PICTURE = Tool("map_image", "A picture of the map.", StyleInput)
PICTURE.sees_images = True


def _rules(grammar: str) -> dict[str, str]:
    return dict(line.split(" ::= ", 1) for line in grammar.splitlines() if " ::= " in line)


def test_one_branch_per_tool_with_its_type_first_and_its_own_fields():
    schema = answer_schema([*TOOLS, STYLE, PICTURE])
    kinds = [branch["properties"]["type"]["const"] for branch in schema["anyOf"]]
    assert kinds == [tool.name for tool in TOOLS] + ["style"]  # a tool that sees pictures has no JSON form
    style = schema["anyOf"][-1]
    assert style["required"] == ["type", "layer"] and set(style["properties"]) == {"type", "layer", "renderer",
                                                                                    "colours", "scale"}
    assert answer_schema([PICTURE]) is None


def test_the_grammar_starts_a_call_with_its_type_and_takes_its_fields_in_any_order():
    rules = _rules(answer_grammar(answer_schema([*TOOLS, STYLE])))
    assert rules["root"] == "prose (block prose)?"
    assert rules["action"] == " | ".join(f"t-{tool.name}" for tool in [*TOOLS, STYLE])
    assert rules["t-style"].startswith('"{" ws "\\"type\\"" ws ":" ws "\\"style\\"" (ws "," ws t-style-member)*')
    members = rules["t-style-member"]
    for field in ("layer", "renderer", "colours", "scale"):
        assert f'"\\"{field}\\"" ws ":" ws' in members
    assert '"\\"type\\""' not in members  # the type once, first


def test_enums_refs_arrays_and_constants_are_written_exactly():
    rules = _rules(answer_grammar(answer_schema([STYLE])))
    assert '"\\"categorized\\""' in " ".join(rules.values())  # the $ref'd enum, resolved
    colours = next(body for name, body in rules.items() if name.startswith("t-style-colours") and "[" in body)
    assert re.search(r'"\[" ws \(\S+ \(ws "," ws \S+\)\*\)\? ws "\]"', colours)
    assert any('"1" | "2"' in body for body in rules.values())


def test_prose_holds_neither_a_fence_nor_a_brace():
    """The router reads a JSON object in prose as a call: prose with braces let the model
    write its call past the grammar (the weather question, on the real model)."""
    prose = _rules(answer_grammar(answer_schema(TOOLS)))["prose"]
    assert prose == '([^`{] | "`" [^`{] | "``" [^`{])*'


def test_a_literal_escapes_what_gbnf_reads():
    assert literal('say "hi"\\\n') == '"say \\"hi\\"\\\\\\n"'
