"""Layout rule 3 (docs/ARCHITECTURE.md, "Where things live"): a new tool is one module
plus one line in ``services/registry.py``. This module is that one module: it
defines a new action tool (``stamp``) and a new lookup tool (``moon_count``) with
the contract of services/registry.py, adds each with one line (``registry.TOOLS``
patched before the chat is built) and finds them, through a real chat and both
providers' SDKs, in the prompt (tool list and system prompt), the router (typed
input, invalid input sent back to the model), the dock (a button whose click runs
the tool), the turn (a lookup answered to the model within it), the short prompt a
small model gets (the tool's note, picked by its words) and MCP (the lookup listed,
and the action proposed as a dock button because it is marked ``mcp_proposable``;
unmarked, it is not)."""

from __future__ import annotations

import json
from typing import ClassVar, Literal

import pytest
from map_assistant.agent.llm_client import ToolSpec
from map_assistant.agent.prompt_fit import compact_tool
from map_assistant.agent.providers.model_size import forget_parameter_counts
from map_assistant.agent.providers.presets import ANTHROPIC
from map_assistant.agent.tool_schema import lean_schema
from map_assistant.agent.tools import ACTION, LOOKUP, METADATA, Tool
from map_assistant.services import registry
from map_assistant.services.base import ActionButton, ActionReply
from map_assistant.toolbelt import preferences
from map_assistant.toolbelt.mcp_link.listener import Request
from pydantic import BaseModel, ConfigDict, Field, field_validator
from qgis.PyQt.QtWidgets import QLabel
from support.fakes.scripted import Reply

STAMP_SECTION = "## Stamps\nA stamp pins one lowercase word to the chat; the user clicks to pin it."


class StampInput(BaseModel):
    model_config = ConfigDict(extra="ignore", json_schema_extra={"examples": [{"word": "hello"}]})

    word: str = Field(description="One lowercase word to pin.")

    @field_validator("word")
    @classmethod
    def _lowercase_word(cls, value: str) -> str:
        if not value.isalpha() or not value.islower():
            raise ValueError("word must be lowercase letters only")
        return value


class StampService(Tool):
    name: ClassVar[str] = "stamp"
    description: ClassVar[str] = "Pin one word to the chat when the user asks for a stamp."
    input_model: ClassVar[type[BaseModel]] = StampInput
    kind: ClassVar[str] = ACTION
    egress: ClassVar[str] = METADATA
    prompt_sections: ClassVar[tuple[str, ...]] = (STAMP_SECTION,)
    note_words: ClassVar[tuple[str, ...]] = ("stamp",)  # what gives a small model its note
    mcp_proposable: ClassVar[bool] = True  # an MCP client may propose it
    clicked: ClassVar[list[str]] = []  # what the clicks ran, in order

    def process(self, session, response: StampInput) -> ActionReply:
        def run(host) -> None:
            StampService.clicked.append(response.word)
            host.show_info(f"Pinned '{response.word}'.")

        label = f"Stamp '{response.word}'"
        return ActionReply(buttons=[ActionButton(label, run)], status=f"shown to the user as a button '{label}'")


class MoonInput(BaseModel):
    model_config = ConfigDict(extra="ignore", json_schema_extra={"examples": [{"planet": "mars"}]})

    planet: Literal["earth", "mars"] = Field(description="The planet whose moons to count.")


class MoonCountTool(Tool):
    name: ClassVar[str] = "moon_count"
    description: ClassVar[str] = "Read-only lookup, answered to you at once: how many moons a planet has."
    input_model: ClassVar[type[BaseModel]] = MoonInput
    kind: ClassVar[str] = LOOKUP
    egress: ClassVar[str] = METADATA
    calls: ClassVar[list[str]] = []

    def run(self, request: MoonInput, context) -> str:
        MoonCountTool.calls.append(request.planet)
        return json.dumps({"planet": request.planet, "moons": {"earth": 1, "mars": 2}[request.planet]})


@pytest.fixture(autouse=True)
def new_tools(monkeypatch):
    """The one registry line per tool, in place before the `chat` fixture builds the controller."""
    monkeypatch.setattr(registry, "TOOLS", [*registry.TOOLS, StampService, MoonCountTool])
    monkeypatch.setattr(StampService, "clicked", [])
    monkeypatch.setattr(MoonCountTool, "calls", [])


def last_results(request: dict) -> list[dict]:
    return [b for b in request["messages"][-1]["content"] if b.get("type") == "tool_result"]


def content_text(block: dict) -> str:
    content = block["content"]
    return content if isinstance(content, str) else "".join(part["text"] for part in content)


def system_text(request: dict) -> str:
    return "\n".join(block["text"] for block in request["system"])


def test_the_prompt_lists_the_new_tools_and_their_section(chat, llm_server, provider):
    llm_server.enqueue(Reply.text("Hello."))
    chat.send("Hi")

    [request] = llm_server.requests
    tools = {tool["name"]: tool for tool in request["tools"]}
    for tool in (StampService, MoonCountTool):
        spec = ToolSpec(tool.name, tool.description, lean_schema(tool.input_model.model_json_schema()))
        if provider == "openai":  # a model that reads the prompt's sections gets compact tools (prompt_fit)
            spec = compact_tool(spec)
        assert tools[tool.name]["description"] == spec.description
        assert tools[tool.name]["input_schema"] == spec.input_schema
    assert "sql" in tools  # added to the catalogue, not in place of it
    assert STAMP_SECTION in system_text(request)


def test_the_router_types_the_action_and_the_dock_runs_it(chat, llm_server):
    llm_server.enqueue(Reply.tool_use("stamp", {"word": "NOT OK"}),
                       Reply.tool_use("stamp", {"word": "hello"}, text="Here is your stamp."),
                       Reply.text("Pinned."))
    chat.send("Stamp hello")

    # The invalid call went back to the model as an error, with the validator's message.
    assert len(llm_server.requests) == 2
    [refused] = last_results(llm_server.requests[1])
    assert refused.get("is_error") and "word must be lowercase letters only" in content_text(refused)
    # The valid call became the tool's button, titled from the typed input.
    [button] = chat.action_buttons()
    assert button.text() == "Stamp 'hello'" and StampService.clicked == []
    button.click()
    assert StampService.clicked == ["hello"]
    assert [w.text() for w in chat.dock.findChildren(QLabel, "actionInfoText")] == ["Pinned 'hello'."]
    # What the click did reaches the model with the next message.
    chat.send("Thanks")
    [outcome] = last_results(llm_server.requests[2])
    assert "Pinned 'hello'." in content_text(outcome) and not outcome.get("is_error")


def test_the_lookup_is_answered_to_the_model_within_the_turn(chat, llm_server):
    llm_server.enqueue(Reply.tool_use("moon_count", {"planet": "mars"}), Reply.text("Mars has two moons."))
    chat.send("How many moons has Mars?")

    assert MoonCountTool.calls == ["mars"] and len(llm_server.requests) == 2
    [result] = last_results(llm_server.requests[1])
    assert not result.get("is_error")
    assert json.loads(content_text(result)) == {"planet": "mars", "moons": 2}
    assert chat.replies()[-1] == "Mars has two moons."
    assert chat.action_buttons() == []  # a lookup shows no button


SMALL_MODEL = "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf"  # 1.5B parameters: the short prompt


@pytest.fixture
def small_model(chat, llm_server, provider):
    """The chat's server says its model is small, as llama.cpp does; on the Anthropic path
    the model is a local one behind llama.cpp's /v1/messages, not Claude."""
    forget_parameter_counts()
    if provider == ANTHROPIC:
        settings = preferences.load()
        settings.model = SMALL_MODEL
        preferences.save(settings)
        llm_server.set_models([SMALL_MODEL])
    llm_server.n_params = 1_777_088_000
    yield
    forget_parameter_counts()


def test_the_short_prompt_gives_a_small_model_the_new_tools_note(chat, llm_server, small_model):
    # Not the note's example word: a verbatim copy of an example is prose (agent/router.py).
    llm_server.enqueue(Reply.text('```json\n{"type": "stamp", "word": "tuesday"}\n```'))
    chat.send("Stamp the word tuesday, please.")

    [request] = llm_server.raw_requests
    assert "tools" not in request  # a small model's tools are the notes in its messages
    typed = json.dumps(request["messages"][-1], ensure_ascii=False)
    assert "### stamp" in typed and "Pin one word to the chat" in typed and "### moon_count" not in typed
    [button] = chat.action_buttons()  # the note's JSON form becomes the tool's button
    assert button.text() == "Stamp 'tuesday'"


def _mcp(chat, qtbot, method: str, params: dict) -> dict:
    """One call as the MCP listener hands it to the chat's gateway; its answer."""
    answers: list[dict] = []
    chat.controller.mcp.gateway.handle(Request(method, params, "test client", answers.append))
    qtbot.waitUntil(lambda: bool(answers), timeout=10_000)
    return answers[0]


def _proposable(listed: dict) -> list[str]:
    propose = next(tool for tool in listed["result"]["tools"] if tool["name"] == "propose_action")
    return propose["inputSchema"]["properties"]["action"]["properties"]["type"]["enum"]


@pytest.mark.parametrize("provider", ["anthropic"])  # MCP asks no model
def test_mcp_lists_the_lookup_and_proposes_the_marked_action_as_a_dock_button(chat, qtbot):
    listed = _mcp(chat, qtbot, "tools/list", {})
    assert "moon_count" in {tool["name"] for tool in listed["result"]["tools"]}
    assert "stamp" in _proposable(listed)
    answer = _mcp(chat, qtbot, "tools/call", {"name": "moon_count", "arguments": {"planet": "earth"}})
    assert json.loads(answer["result"]["text"]) == {"planet": "earth", "moons": 1} and MoonCountTool.calls == ["earth"]

    refused = _mcp(chat, qtbot, "tools/call", {"name": "propose_action", "arguments": {"action": {
        "type": "stamp", "word": "NOT OK"}}})
    assert refused["result"]["isError"] and "word must be lowercase letters only" in refused["result"]["text"]
    proposed = _mcp(chat, qtbot, "tools/call", {"name": "propose_action", "arguments": {"action": {
        "type": "stamp", "word": "hello"}}})
    assert not proposed["result"]["isError"] and json.loads(proposed["result"]["text"])["status"] == "pending"
    [button] = chat.action_buttons()
    assert button.text() == "Stamp 'hello'"
    button.click()
    assert StampService.clicked == ["hello"]


@pytest.fixture
def unmarked(monkeypatch):
    """The same action without the mark, before the chat's gateway reads the tools."""
    monkeypatch.setattr(StampService, "mcp_proposable", False)


@pytest.mark.parametrize("provider", ["anthropic"])
def test_an_action_not_marked_proposable_is_not_proposed_through_mcp(unmarked, chat, qtbot):
    assert "stamp" not in _proposable(_mcp(chat, qtbot, "tools/list", {}))
    refused = _mcp(chat, qtbot, "tools/call", {"name": "propose_action", "arguments": {"action": {
        "type": "stamp", "word": "hello"}}})
    assert refused["result"]["isError"] and "Unknown action type" in refused["result"]["text"]
    assert chat.action_buttons() == []
