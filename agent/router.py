"""Turn one assistant answer into typed actions.

The model may answer in two forms, and both are accepted:

* native tool use: a ``tool_use`` block whose ``name`` is the action ``type``;
* a JSON object in the answer's text (fenced in ```json or bare) with a
  ``"type"`` field, as models without tool calling write it.

Objects are found with a real JSON scan (``json.JSONDecoder.raw_decode`` from
each ``{``), so braces inside SQL strings or nested objects cannot confuse it.
Action objects are removed from the text shown to the user; the prose stays.
Problems (unknown type, invalid fields) are collected as short messages meant
for the model, so the session can ask it to correct itself.

An object the prose shows as an example is prose, not an action (issue 26: asked
"What can you do for me?", a small model copied the prompt's examples into its
answer and the user got a button): one labelled so on the line before it ("for
example:", "e.g.", in the languages the plugin speaks), or a verbatim copy of an
action's example in the prompt among words of its own (an answer that is nothing but
the copy is that action: the example may be just what was asked). A lookup is never taken for an example: running one
shows no button, and its example ({"layer": "roads"}) is a real call on many maps.

Validation gets an optional ``context`` (pydantic's validation context): the
caller passes what the actions are checked against, e.g. the map as it was when
the message was sent, so an action naming an unknown layer is a validation error
like any other. Every tool declares its ``kind``: an ``action`` becomes a
button the user clicks; a ``lookup`` is read-only and answered within the turn,
so its calls are collected apart from actions.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ValidationError

from .prompt import tool_example
from .tools import LOOKUP, Tool, ToolContext, check_tool
from .words.prose_call import LOOKUP_LABEL, read_prose_call
from .words.words_wanted import words_wanted

# The pure-prose action: without a tool of this name, a JSON object of this
# type is simply read as prose.
TEXT_TYPE = "text"

_DECODER = json.JSONDecoder()
_OPENING_FENCE = re.compile(r"```[ \t]*(?:json)?[ \t]*\n[ \t]*\Z", re.IGNORECASE)
_JSON_BLOCK = re.compile(r"```[ \t]*json[ \t]*\n(.*?)(?:```|\Z)", re.IGNORECASE | re.DOTALL)
_CLOSING_FENCE = re.compile(r"\A[ \t]*\n?[ \t]*```[ \t]*(?:\n|\Z)")
_EXTRA_BLANK_LINES = re.compile(r"\n{3,}")
# A GeoJSON object in the prose ({"type": "Point", ...}) is an example or an
# answer, not a mistyped action: it stays text.
_GEOJSON_TYPES = frozenset({
    "Point", "MultiPoint", "LineString", "MultiLineString", "Polygon", "MultiPolygon",
    "GeometryCollection", "Feature", "FeatureCollection",
})

# Words that introduce an example, in the plugin's languages (en, de, es, fr, it, pt).
_EXAMPLE_LABEL = re.compile(
    r"(?<!\w)(examples?|for instance|e\.\s?g\.|such as|like this|zum beispiel|beispiel|z\.\s?b\.|"
    r"por ejemplo|ejemplo|par exemple|exemple|ad esempio|per esempio|esempio|por exemplo|exemplo)(?!\w)",
    re.IGNORECASE)


@dataclass(frozen=True)
class RoutedAction:
    type: str
    action: BaseModel
    tool_use_id: str | None  # None for the JSON-in-text form


@dataclass(frozen=True)
class ToolUseError:
    """A tool_use the model must redo; answered with an ``is_error`` tool_result."""

    tool_use_id: str
    message: str


@dataclass
class RoutedAnswer:
    text: str  # what the user should read: prose, action JSON removed
    actions: list[RoutedAction] = field(default_factory=list)
    lookups: list[RoutedAction] = field(default_factory=list)  # calls of lookup tools
    tool_use_errors: list[ToolUseError] = field(default_factory=list)
    json_errors: list[str] = field(default_factory=list)  # for a corrective user message
    withheld: int = 0  # buttons not shown: the turn asked for words only (agent/session.py)

    @property
    def has_problems(self) -> bool:
        return bool(self.tool_use_errors or self.json_errors)

    def add(self, routed: RoutedAction, tool: Tool) -> None:
        (self.lookups if tool.kind == LOOKUP else self.actions).append(routed)


@dataclass(frozen=True)
class JsonSpan:
    start: int
    end: int
    value: Any


def find_json_values(text: str) -> list[JsonSpan]:
    """Top-level JSON objects (and arrays of objects) in free text, in order.

    Scanning resumes after each decoded value, so objects nested in it, or
    braces inside its strings, are never reported on their own.
    """
    spans: list[JsonSpan] = []
    pos = 0
    while True:
        starts = [i for i in (text.find("{", pos), text.find("[", pos)) if i >= 0]
        if not starts:
            return spans
        start = min(starts)
        try:
            value, end = _DECODER.raw_decode(text, start)
        except ValueError:
            pos = start + 1
            continue
        if isinstance(value, dict) or (
            isinstance(value, list) and value and all(isinstance(v, dict) for v in value)
        ):
            spans.append(JsonSpan(start, end, value))
            pos = end
        else:
            # A "[1, 2]" in prose is not an action; objects inside it may be.
            pos = start + 1


def _typed_objects(value: Any) -> list[dict] | None:
    """The action objects in a decoded value, or None when it holds none."""
    objects = value if isinstance(value, list) else [value]
    if all(isinstance(o, dict) and "type" in o and o["type"] not in _GEOJSON_TYPES for o in objects):
        return objects
    return None


_EXAMPLES: dict[tuple[str, type], dict] = {}  # (tool name, input model) -> its prompt example


def _prompt_example(tool: Tool) -> dict:
    """Made once per tool: pydantic builds the JSON schema afresh on every call."""
    key = (tool.name, tool.input_model)
    if key not in _EXAMPLES:
        _EXAMPLES[key] = tool_example(tool)
    return _EXAMPLES[key]


def _shown_as_example(text: str, start: int, objects: list[dict], tools: Mapping[str, Tool]) -> bool:
    """Whether the prose presents these objects as examples (see the module's docstring)."""
    lines = [line for line in text[:start].splitlines() if line.strip()]
    if lines and _EXAMPLE_LABEL.search(lines[-1]):
        return True
    copies = [o for o in objects if o.get("type") in tools and tools[o["type"]].kind != LOOKUP
              and o == _prompt_example(tools[o["type"]])]
    return len(copies) == len(objects)


def _has_prose(text: str, spans) -> bool:
    """Whether the answer says anything beside its JSON: an answer that is nothing but a copy of
    an action's example is that action ("Add an OpenStreetMap basemap." answered with add_layer's
    own example was kept as prose, make eval-live at 17e3701)."""
    outside, pos = [], 0
    for span in spans:
        outside.append(text[pos:span.start])
        pos = span.end
    outside.append(text[pos:])
    return bool(re.search(r"\w", re.sub(r"```[ \t]*(?:json)?", "", "".join(outside), flags=re.IGNORECASE)))


def _widen_to_fence(text: str, start: int, end: int) -> tuple[int, int]:
    """Include a surrounding ```json fence when it holds nothing but the JSON."""
    before = _OPENING_FENCE.search(text[:start])
    after = _CLOSING_FENCE.match(text[end:])
    if before and after:
        return before.start(), end + after.end()
    return start, end


def _tidy(text: str) -> str:
    return _EXTRA_BLANK_LINES.sub("\n\n", text).strip()


def describe_fields(model: type[BaseModel]) -> str:
    """A one-line list of a model's fields, for correction messages."""
    parts = []
    for name, info in model.model_fields.items():
        parts.append(f"{name} (required)" if info.is_required() else name)
    return ", ".join(parts)


def validation_message(type_name: str, model: type[BaseModel], error: ValidationError) -> str:
    """A short, model-readable account of why an action's fields are invalid."""
    problems = []
    for item in error.errors(include_url=False):
        where = ".".join(str(part) for part in item.get("loc", ())) or "(action)"
        problems.append(f"{where}: {item.get('msg', 'invalid')}")
    said = "; ".join(problems)
    return (
        f"Action '{type_name}' has invalid fields: {said}{'' if said.endswith('.') else '.'} "
        f"Expected fields: {describe_fields(model)}."
    )


def unknown_type_message(type_name: Any, tools: Mapping[str, Tool]) -> str:
    valid = ", ".join(tools) or "(none)"
    # make eval-live: a small model wrote "delete", "rename" and "weather" types, twice each, and
    # the user read only that the answer could not be used.
    return (f"Unknown action type {json.dumps(type_name)}. Valid types: {valid}. If none of them does "
            "what the user asks, tell the user in one sentence, in words, that you cannot do it here.")


def stand_in(type_name: Any, data: Any, tools: Mapping[str, Tool], offered: Collection[str] | None = None) -> Any:
    """The offered tool that takes a call of ``type_name`` over, else ``type_name``. A tool
    may declare ``stands_in_for`` (another type) and ``takes(data)``: the 1.5B model wrote
    ``{"type": "selection", "layer": "countries", "fields": ["name"]}``, no selection at all,
    for "the countries I have selected", and ``selected_features`` reads exactly that."""
    if not isinstance(data, dict):
        return type_name
    for name, tool in tools.items():
        if offered is not None and name not in offered:
            continue  # the chat has not asked for it: the call is corrected as written
        if tool.stands_in_for == type_name and tool.takes(data):
            return name
    return type_name


def validate_action(
    type_name: Any, data: Any, tools: Mapping[str, Tool], context: ToolContext | None = None
) -> BaseModel | str:
    """The validated action, or a message saying what to fix."""
    tool = tools.get(type_name) if isinstance(type_name, str) else None
    if tool is None:
        return unknown_type_message(type_name, tools)
    if not isinstance(data, dict):
        return f"Action '{type_name}' must be a JSON object with fields: {describe_fields(tool.input_model)}."
    try:
        call = tool.input_model.model_validate(data, context=context)
        # Its shape first, then the call held against the map: the tool's check (services/checks/).
        return tool.check(call, context)
    except ValidationError as error:
        return validation_message(type_name, tool.input_model, error)


def route_text(text: str, tools: Mapping[str, Tool], context: ToolContext | None = None,
               offered: Collection[str] | None = None) -> RoutedAnswer:
    """Actions written as JSON in the text; their JSON is cut from the prose."""
    routed = RoutedAnswer(text="")
    pieces: list[str] = []
    pos = 0
    spans = list(find_json_values(text))
    for span in spans:
        objects = _typed_objects(span.value)
        if objects is None:
            continue  # JSON without a "type" is just part of the prose
        start, end = _widen_to_fence(text, span.start, span.end)
        if _shown_as_example(text, start, objects, tools) and _has_prose(text, spans):
            continue  # stays in the prose the user reads
        pieces.append(text[pos:start])
        pos = end
        for obj in objects:
            type_name = obj["type"]
            if type_name == TEXT_TYPE and TEXT_TYPE not in tools:
                pieces.append(str(obj.get("text", "")))
                continue
            data = {k: v for k, v in obj.items() if k != "type"}
            type_name = stand_in(type_name, data, tools, offered)
            result = validate_action(type_name, data, tools, context)
            if isinstance(result, BaseModel):
                routed.add(RoutedAction(type_name, result, None), tools[type_name])
            else:
                routed.json_errors.append(result)
    pieces.append(text[pos:])
    routed.text = _tidy("".join(pieces))
    routed.json_errors.extend(_broken_json_blocks(text))
    return routed


def _broken_json_blocks(text: str) -> list[str]:
    """A ```json block meant as an action that holds no decodable JSON object: without
    this it would show as prose and the model would never learn its action was lost."""
    errors = []
    for block in _JSON_BLOCK.finditer(text):
        body = block.group(1)
        if "{" not in body or find_json_values(body):
            continue
        try:
            json.loads(body)
        except ValueError as error:
            errors.append(f"A ```json block is not valid JSON ({error}). Write each action as one complete "
                          "JSON object with its \"type\".")
    return errors


def route_answer(
    content: Sequence[dict], tools: Mapping[str, Tool], context: ToolContext | None = None,
    offered: Collection[str] | None = None,
) -> RoutedAnswer:
    """Route an assistant message (API content blocks) in block order. ``offered``: the
    names of the tools the request offered (None: all)."""
    routed = RoutedAnswer(text="")
    texts: list[str] = []
    for block in content:
        kind = block.get("type")
        if kind == "text":
            part = route_text(block.get("text", ""), tools, context, offered)
            if part.text:
                texts.append(part.text)
            routed.actions.extend(part.actions)
            routed.lookups.extend(part.lookups)
            routed.json_errors.extend(part.json_errors)
        elif kind == "tool_use":
            name = stand_in(block.get("name"), block.get("input"), tools, offered)
            result = validate_action(name, block.get("input"), tools, context)
            if isinstance(result, BaseModel):
                routed.add(RoutedAction(name, result, block["id"]), tools[name])
            else:
                routed.tool_use_errors.append(ToolUseError(block["id"], result))
    routed.text = "\n\n".join(texts)
    _run_prose_call(routed, {n: t for n, t in tools.items() if offered is None or n in offered}, context)
    _flag_echoed_description(routed)
    _flag_buttons_for_words(routed, context)
    return routed


def _flag_buttons_for_words(routed: RoutedAnswer, context: ToolContext | None) -> None:
    """Buttons for a question that wants words (agent/words/words_wanted.py) go back, and so do
    unusable actions: their corrections would steer towards a button. Asked to delete all
    countries, the 1.5B model wrote a "delete" type, and the unknown type's correction led
    it to two unusable selections (make eval-live at 78afed2); asked to rename France, to
    "the map lacks the layer countries"."""
    buttons = routed.has_problems or any(a.type != TEXT_TYPE for a in routed.actions)
    message = words_wanted(context, buttons)
    if message is None:
        return
    for action in [a for a in routed.actions if a.type != TEXT_TYPE]:
        routed.actions.remove(action)
        if action.tool_use_id:
            routed.tool_use_errors.append(ToolUseError(action.tool_use_id, message))
        else:
            routed.json_errors.append(message)
    routed.tool_use_errors = [ToolUseError(error.tool_use_id, message) for error in routed.tool_use_errors]
    routed.json_errors = [message] if routed.json_errors else []



# A small model may answer with the way a lookup's description begins instead of calling
# it: "Lookup: the full description of one vector layer..." (make eval-live, Qwen2.5-Coder 1.5B).
_ECHOED_LOOKUP = LOOKUP_LABEL
_SECTION_MARKS = re.compile(r"^(Fields|Example):", re.MULTILINE)  # how prompt.describe_tool lays a section out
ECHO_MESSAGE = ("Your answer began \"Lookup:\", as a lookup's description does: that is not an answer. Call the "
                "lookup you need (as a tool, or as JSON with its \"type\"), or answer the user in your own words.")


def _run_prose_call(routed: RoutedAnswer, tools: Mapping[str, Tool], context: ToolContext | None) -> None:
    """A lookup written in its section's layout with its own values (agent/words/prose_call.py)
    becomes that lookup's call; the prose, with the result the model made up, is dropped."""
    if routed.has_problems or routed.lookups or any(a.type != TEXT_TYPE for a in routed.actions):
        return
    call = read_prose_call(routed.text, tools)
    result = validate_action(call[0], call[1], tools, context) if call is not None else None
    if isinstance(result, BaseModel):
        routed.add(RoutedAction(call[0], result, None), tools[call[0]])
        routed.text = ""


def _flag_echoed_description(routed: RoutedAnswer) -> None:
    """An answer that is only a lookup's description, as prose or as a text action, goes back.
    A copy of a lookup's whole prompt section ("Lookup: ... Fields: ... Example: {...}") goes
    back too, without running the example it copied: the 1.5B model sent layer_schema's
    section eight rounds running for one sum (274 s, no answer)."""
    if routed.has_problems or any(a.type != TEXT_TYPE for a in routed.actions):
        return
    if (routed.lookups and _ECHOED_LOOKUP.match(routed.text) and _SECTION_MARKS.search(routed.text)
            and all(call.tool_use_id is None for call in routed.lookups)):
        routed.lookups.clear()
    if routed.lookups:
        return
    if _ECHOED_LOOKUP.match(routed.text):
        routed.json_errors.append(ECHO_MESSAGE)
        return
    for action in routed.actions:
        if _ECHOED_LOOKUP.match(str(getattr(action.action, "text", ""))):
            routed.actions.remove(action)
            if action.tool_use_id:
                routed.tool_use_errors.append(ToolUseError(action.tool_use_id, ECHO_MESSAGE))
            else:
                routed.json_errors.append(ECHO_MESSAGE)
            return


def tools_by_name(tools: Sequence[Tool]) -> dict[str, Tool]:
    for tool in tools:
        check_tool(tool)
    return {tool.name: tool for tool in tools}
