"""Fit a request into a small model's context window.

Pure Python. The full prompt (system text, tool schemas, map context, history,
room for the answer) is about 6,000 tokens; a 1.5B local model may have 8,192 in
all. Tokens are estimated as characters / 3 (a tokenizer counts JSON, SQL and
code at about that; plain English runs nearer 4, so the estimate errs long).

For a model that works from the tool schemas (Claude: ``reads_tool_schemas``), with
native tools and whatever the window, the system prompt leaves out the per-action
sections: the tools carry them (``without_action_sections``). Any other model reads
the sections, so its native tools go compact (``with_compact_tools``).

The steps for a small window, mildest first:

1. A window too small for the full prompt gets the *compact system prompt*:
   with native tools the per-action sections go (the tools carry the same
   descriptions and their field schemas; in the JSON form each section keeps its
   first sentences, field names and example), and the SQL dialect notes of engines
   no layer uses. Decided from the window and the map's engines only, never
   from the history's length, so it is the same bytes turn after turn and a
   local server's prefix cache keeps hitting. The tools go compact too: each
   description and field description cut to its first sentence, schema titles
   and examples left out (a dozen tools weigh ~4,000 tokens in full).
2. The answer's room (``max_tokens``) shrinks to a quarter of the window.
3. The oldest exchanges of the history are left out of the request (the
   session keeps them), whole turns only, so every tool result still follows
   its call.
4. Last, the map context is cut at a line, saying so.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from .images import estimated_chars
from .llm_client import LLMRequest, ToolSpec
from .providers.map_context import MAP_CONTEXT, TOOL_NOTES, as_sent

CHARS_PER_TOKEN = 3
MIN_ANSWER_TOKENS = 512
HISTORY_RESERVE_TOKENS = 2_000  # a few turns of conversation the full prompt must leave room for
CONTEXT_CUT_NOTE = "(The map description was shortened to fit the model's context window.)"
_TOOL_SECTION = re.compile(r"^### [^\n]+\n.*?(?=^##|\Z)", re.MULTILINE | re.DOTALL)
_DIALECT_LINE = re.compile(r"^- (\w+): [^\n]*\n?", re.MULTILINE)
_ENGINE_IN_CONTEXT = re.compile(r"SQL engine (\w+)")
_FIRST_SENTENCE = re.compile(r"^(.*?(?<!e\.g)(?<!i\.e)(?<!etc)[.!?])(\s|$)", re.DOTALL)  # not at "e.g."
_SCHEMA_NOISE = ("title", "examples")
_FIELD_LINE = re.compile(r"^(- \w+ \([^)]*\)): (.*)$")


def tokens(value: object) -> int:
    return estimated_chars(value) // CHARS_PER_TOKEN + 1


def fit_request(request: LLMRequest, window: int, tools_payload: Callable[[Sequence[ToolSpec]], object],
                native_tools: bool) -> LLMRequest:
    """``request`` made to fit ``window`` tokens; unchanged when the window is unknown (0)
    or large enough. ``tools_payload(specs)`` is what the provider sends for the tools."""
    if native_tools and reads_tool_schemas(request.model):
        request = without_action_sections(request)
    elif native_tools:
        request = with_compact_tools(request)
    if window <= 0:
        return request

    def tool_tokens_of(specs: Sequence[ToolSpec]) -> int:
        return tokens(tools_payload(specs)) if native_tools else 0

    tool_tokens = tool_tokens_of(request.tools)
    full = tokens(request.system) + tool_tokens + tokens(request.context) + request.max_tokens
    fitted = request
    if full + HISTORY_RESERVE_TOKENS > window:
        fitted = replace(fitted, system=compact_system(request.system, native_tools, request.context),
                         tools=[compact_tool(t) for t in request.tools] if native_tools else request.tools,
                         max_tokens=max(MIN_ANSWER_TOKENS, min(request.max_tokens, window // 4)))
        tool_tokens = tool_tokens_of(fitted.tools)
    fixed = tokens(fitted.system) + tool_tokens + fitted.max_tokens
    room = window - fixed
    messages = _recent_turns(fitted.messages, room, fitted.context)
    if messages is not fitted.messages:
        fitted = replace(fitted, messages=_with_notes_of(fitted.messages[:len(fitted.messages) - len(messages)],
                                                         messages))
    room -= tokens(as_sent(messages, fitted.context))  # the map context with the message that sends it
    if room < 0:
        fitted = replace(fitted, context=_cut(fitted.context, tokens(fitted.context) + room))
    return fitted


def reads_tool_schemas(model: str) -> bool:
    """Whether ``model`` works from the tool schemas alone. Claude does; a small local model
    needs the system prompt's sections with their examples: without them Qwen2.5-Coder 1.5B
    wrote "I'll use the count_features function..." in prose instead of calling it, and the
    first tasks of `make eval-live` fell from right to wrong (measured 2026-11-26)."""
    return model.strip().lower().startswith("claude")


def without_action_sections(request: LLMRequest) -> LLMRequest:
    """With native tools, the system prompt without the per-action sections (and the
    dialect notes of engines the map does not use): the tools carry the same
    descriptions and fields, so sending both would say everything twice (~3,000 tokens)."""
    if not request.tools:
        return request
    return replace(request, system=compact_system(request.system, True, request.context))


def with_compact_tools(request: LLMRequest) -> LLMRequest:
    """For a model that reads the system prompt's per-action sections (a small local one),
    the native tools cut to first sentences: the sections already hold the rest, with the
    examples such a model needs (about 760 of 2,300 tokens of tools saved)."""
    return replace(request, tools=[compact_tool(t) for t in request.tools]) if request.tools else request


def compact_tool(tool: ToolSpec) -> ToolSpec:
    """The tool with first sentences only and no schema titles or examples."""
    return ToolSpec(tool.name, first_sentence(tool.description), _compact_schema(tool.input_schema))


def first_sentence(text: str) -> str:
    match = _FIRST_SENTENCE.match(text.strip())
    return match.group(1) if match else text.strip()


def _compact_schema(node: object) -> object:
    if isinstance(node, dict):
        return {key: first_sentence(value) if key == "description" and isinstance(value, str)
                else _compact_schema(value)
                for key, value in node.items() if key not in _SCHEMA_NOISE}
    if isinstance(node, list):
        return [_compact_schema(item) for item in node]
    return node


def compact_section(section: str) -> str:
    """A tool's section of the JSON form: its description and field notes cut to their
    first sentence; heading, field names and types, and the example kept."""
    lines = []
    for line in section.splitlines():
        field = _FIELD_LINE.match(line)
        if field:
            line = f"{field.group(1)}: {first_sentence(field.group(2))}"
        elif line and not line.startswith(("#", "Fields:", "Example", "{", "```")):
            line = first_sentence(line)
        lines.append(line)
    return "\n".join(lines) + ("\n" if section.endswith("\n") else "")


def compact_system(system: str, native_tools: bool, context: str) -> str:
    """The system prompt without what the request carries elsewhere or does not need."""
    # Native tools carry the sections' text; the JSON form keeps each section's first sentences.
    text = _TOOL_SECTION.sub("" if native_tools else lambda m: compact_section(m.group(0)), system)
    if native_tools:
        text = text.replace("## Actions\n\n", "## Actions\nThe actions are the tools of this request.\n\n", 1)
    engines = set(_ENGINE_IN_CONTEXT.findall(context))
    if engines:
        def keep(match: re.Match) -> str:
            heading = text.rfind("\n## ", 0, match.start())  # the section the line is in
            in_dialects = text.startswith("\n## SQL dialects", heading)
            return "" if in_dialects and match.group(1) not in engines else match.group(0)

        text = _DIALECT_LINE.sub(keep, text)
    return re.sub(r"\n{3,}", "\n\n", text)


def _recent_turns(messages: list[dict], room: int, context: str) -> list[dict]:
    """The newest whole turns that fit ``room`` tokens, each typed message with its map
    context as sent (``context`` the newest); all of them when they fit. A turn starts at
    a user message that carries no tool results (a new question)."""
    if tokens(as_sent(messages, context)) <= room:
        return messages
    starts = [i for i, m in enumerate(messages) if m.get("role") == "user" and not _has_tool_result(m)]
    for start in starts[1:]:
        kept = messages[start:]
        if tokens(as_sent(kept, context)) <= room:
            return kept
    return messages[starts[-1]:] if starts else messages


def _with_notes_of(left_out: list[dict], kept: list[dict]) -> list[dict]:
    """``kept`` with the tool notes of the ``left_out`` messages (agent/words/short_prompt.py) moved
    to its first typed message: a small model still reads how to write the tools it used."""
    notes = [str(m[TOOL_NOTES]) for m in left_out if m.get(TOOL_NOTES)]
    first = next((i for i, m in enumerate(kept) if m.get("role") == "user" and MAP_CONTEXT in m), None)
    if not notes or first is None:
        return kept
    carried = "\n\n".join([*notes, str(kept[first].get(TOOL_NOTES) or "")]).strip()
    return [*kept[:first], {**kept[first], TOOL_NOTES: carried}, *kept[first + 1:]]


def _has_tool_result(message: dict) -> bool:
    content = message.get("content")
    return isinstance(content, list) and any(isinstance(b, dict) and b.get("type") == "tool_result" for b in content)


def _cut(context: str, budget_tokens: int) -> str:
    keep = max(0, budget_tokens) * CHARS_PER_TOKEN - len(CONTEXT_CUT_NOTE) - 1
    if keep <= 0:
        return CONTEXT_CUT_NOTE
    head = context[:keep]
    head = head[: head.rfind("\n")] if "\n" in head else head
    return f"{head}\n{CONTEXT_CUT_NOTE}"
