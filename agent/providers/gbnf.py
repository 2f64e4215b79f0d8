"""llama.cpp's grammar (GBNF) for a small model's answer in the JSON form: free prose, and at
most one ```json block holding one object of agent/answer_schema.py's schema.

Pure Python. llama.cpp's server turns a ``json_schema`` into a grammar itself, but only for
an answer that is nothing but JSON; the JSON form is prose around one block (the router
reads both, and a lookup's answer is a sentence). So the grammar is written here: the prose
may hold anything but a code fence or a brace (the router reads a JSON object in prose as a
call too: with braces allowed, the model wrote its call there, past the grammar; measured
on the weather question), and the block's object starts with its ``type``, then
any of that type's fields in any order (liberal: the model's order is its own; a field
missing or given twice is left to the tool's pydantic model, which says what is wrong).

Read: the schemas agent/tool_schema.py sends (object, string, number, integer, boolean,
array, enum, const, anyOf, $ref to $defs). Anything else is any JSON value.
"""

from __future__ import annotations

import json
import re
from typing import Any

_BASICS = r"""
ws ::= [ \t\n]{0,20}
string ::= "\"" char* "\""
char ::= [^"\\\x00-\x1F] | "\\" (["\\/bfnrt] | "u" [0-9a-fA-F] [0-9a-fA-F] [0-9a-fA-F] [0-9a-fA-F])
number ::= "-"? ("0" | [1-9] [0-9]{0,15}) ("." [0-9]{1,16})? ([eE] [-+]? [0-9]{1,3})?
integer ::= "-"? ("0" | [1-9] [0-9]{0,15})
boolean ::= "true" | "false"
null ::= "null"
value ::= object | array | string | number | boolean | null
object ::= "{" ws (string ws ":" ws value (ws "," ws string ws ":" ws value)*)? ws "}"
array ::= "[" ws (value (ws "," ws value)*)? ws "]"
prose ::= ([^`{] | "`" [^`{] | "``" [^`{])*
"""


def literal(text: str) -> str:
    """``text`` as a GBNF string literal."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def json_literal(value: Any) -> str:
    """A JSON value written exactly, as a GBNF literal (an enum's, a const's)."""
    return literal(json.dumps(value, ensure_ascii=False))


class _Rules:
    def __init__(self, defs: dict) -> None:
        self.defs = defs
        self.lines: list[str] = []
        self.named: dict[str, str] = {}

    def add(self, hint: str, body: str) -> str:
        name = re.sub(r"[^a-z0-9]+", "-", hint.lower()).strip("-") or "rule"
        base, n = name, 1
        while name in self.named or name in _RESERVED:
            n += 1
            name = f"{base}-{n}"
        self.named[name] = body
        self.lines.append(f"{name} ::= {body}")
        return name

    def value(self, schema: Any, hint: str) -> str:
        """A rule (or an expression) for a value of ``schema``."""
        if not isinstance(schema, dict):
            return "value"
        if "$ref" in schema:
            target = str(schema["$ref"]).rsplit("/", 1)[-1]
            return self.value(self.defs.get(target), hint) if target in self.defs else "value"
        if "const" in schema:
            return json_literal(schema["const"])
        if "enum" in schema:
            return self.add(hint, " | ".join(json_literal(v) for v in schema["enum"]) or "null")
        for key in ("anyOf", "oneOf"):
            if isinstance(schema.get(key), list) and schema[key]:
                options = [self.value(option, f"{hint}-{i}") for i, option in enumerate(schema[key])]
                return self.add(hint, " | ".join(options))
        kind = schema.get("type")
        if isinstance(kind, list):
            return self.add(hint, " | ".join(self.value({**schema, "type": k}, f"{hint}-{k}") for k in kind))
        if kind in ("string", "number", "integer", "boolean", "null"):
            return kind
        if kind == "array":
            item = self.value(schema.get("items"), f"{hint}-item")
            return self.add(hint, f'"[" ws ({item} (ws "," ws {item})*)? ws "]"')
        if kind == "object" and isinstance(schema.get("properties"), dict) and schema["properties"]:
            return self.members(schema["properties"], hint, lead="")
        return "value"

    def members(self, properties: dict, hint: str, lead: str) -> str:
        """An object of ``properties`` in any order; ``lead``: a first member written before them."""
        pairs = [f"{json_literal(name)} ws \":\" ws {self.value(prop, f'{hint}-{name}')}"
                 for name, prop in properties.items()]
        member = self.add(f"{hint}-member", " | ".join(pairs))
        if lead:
            return self.add(hint, f'"{{" ws {lead} (ws "," ws {member})* ws "}}"')
        return self.add(hint, f'"{{" ws ({member} (ws "," ws {member})*)? ws "}}"')


_RESERVED = frozenset({"root", "ws", "string", "char", "number", "integer", "boolean", "null", "value",
                       "object", "array", "prose", "action", "block"})


def answer_grammar(schema: dict) -> str:
    """The GBNF of prose with at most one ```json block of ``schema`` (agent/answer_schema.py's)."""
    rules = _Rules({})
    branches = []
    for branch in schema.get("anyOf") or []:
        rules.defs = branch.get("$defs") or {}
        properties = dict(branch.get("properties") or {})
        kind = properties.pop("type", {}).get("const", "")
        lead = f'"\\"type\\"" ws ":" ws {json_literal(kind)}'
        branches.append(rules.members(properties, f"t-{kind}", lead) if properties
                        else rules.add(f"t-{kind}", f'"{{" ws {lead} ws "}}"'))
    head = [
        'root ::= prose (block prose)?',
        'block ::= "```json\\n" ws action ws "\\n```"',
        f"action ::= {' | '.join(branches) or 'object'}",
    ]
    return "\n".join(head + rules.lines) + "\n" + _BASICS.strip() + "\n"
