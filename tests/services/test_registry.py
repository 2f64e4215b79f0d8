"""The tool catalogue: one entry per action or lookup type, each a complete tool for
the model, declaring its kind and egress, and importing no other tool's module."""
from __future__ import annotations

import ast
import json
import re
import sys
from pathlib import Path

import pytest
from map_assistant.agent.prompt import build_system_prompt
from map_assistant.agent.tools import EGRESSES, KINDS, LOOKUP, Tool, check_tool
from map_assistant.agent.user_error import UserError
from map_assistant.services import registry
from map_assistant.services.acting.action_tool import ActionTool
from map_assistant.services.base import ActionReply
from pydantic import BaseModel

SERVICES_DIR = Path(registry.__file__).resolve().parent


# The action types the product promises (README, the JSON ``type`` of an action); more may come.
PROMISED_ACTIONS = {"sql", "viewport", "selection", "processing", "style", "map_export", "text"}


def test_every_tool_module_is_one_tool_of_its_own_name_listed_once():
    """A new tool is one module and one registry line (issue 38): no list here to extend.
    Each module of actions/ and lookups/ gives exactly one listed tool, named as the module."""
    names = [tool.name for tool in registry.TOOLS]
    assert len(set(names)) == len(names)
    by_module = {}
    for tool in registry.TOOLS:
        room, module = tool.__module__.split(".")[-2:]
        by_module.setdefault((room, module), []).append(tool.name)
    modules = {(room, path.stem) for room in ("actions", "lookups")
               for path in (SERVICES_DIR / room).glob("*.py") if path.stem != "__init__"}
    assert {key: tools for key, tools in by_module.items() if key[0] in ("actions", "lookups")} == {
        key: [key[1]] for key in modules}
    assert PROMISED_ACTIONS <= {tool.name for tool in registry.TOOLS if tool.kind == "action"}
    assert {tool.name for tool in registry.TOOLS if tool.kind == LOOKUP} >= {"layer_schema", "query", "map_image"}


@pytest.mark.parametrize("service", registry.TOOLS, ids=lambda s: s.name)
def test_every_tool_declares_its_kind_and_egress_itself(service):
    # Declared on the class itself, not inherited or inferred from its methods.
    assert service.__dict__.get("kind") in KINDS
    assert service.__dict__.get("egress") in EGRESSES
    check_tool(service())


@pytest.mark.parametrize("service", registry.create_tools(), ids=lambda s: s.name)
def test_every_service_is_a_complete_tool(service):
    # What the agent turns into an Anthropic tool definition.
    assert issubclass(service.input_model, BaseModel)
    schema = service.input_model.model_json_schema()
    assert schema["type"] == "object" and schema["properties"]
    json.dumps(schema)  # must be plain JSON
    for name, prop in schema["properties"].items():
        assert prop.get("description"), f"{service.name}.{name} has no description for the model"
    # One example, in the input model (the prompt shows it once), and it validates.
    example = schema["examples"][0]
    service.input_model.model_validate(example)
    assert "Example:" not in service.description
    # An action becomes a button (process); a lookup is answered to the model (run).
    if service.kind == LOOKUP:
        assert type(service).run is not Tool.run
    else:  # services/base.py's ActionTool, with its own process
        assert isinstance(service, ActionTool) and type(service).process is not ActionTool.process


def test_the_prompt_shows_each_tool_once_with_one_example_and_shared_sections_once():
    services = registry.create_tools()
    prompt = build_system_prompt(services)
    for service in services:
        if service.sees_images:  # offered natively to a model that takes pictures, never in the prompt
            assert service.name not in prompt
            continue
        assert prompt.count(f"### {service.name}\n") == 1
        assert prompt.count(f'Example: {{"type": "{service.name}"') == 1
        assert prompt.count(f'"type": "{service.name}"') == 1
    # sql and selection both bring the placeholder catalogue; sql the dialect notes.
    assert prompt.count("## Placeholders") == 1
    assert prompt.count("## SQL dialects") == 1
    assert "- gpkg: GeoPackage" in prompt and "{{CurrentView.bbox}}" in prompt


def test_the_context_hint_comes_from_the_tools():
    assert "layer_schema" in registry.context_hint(registry.create_tools())
    assert registry.context_hint([registry.by_name("sql")]) == ""


def _imported_modules(path: Path, folder: Path | None = None) -> set[str]:
    """The services/ modules that ``path`` imports, as paths below services/ ("actions.sql"):
    relative imports resolved from ``folder`` (the module's own folder by default), and absolute ones."""
    here = (folder or path.parent).resolve().relative_to(SERVICES_DIR.parent).parts  # ("services", "lookups")
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.ImportFrom):
            continue
        if node.level:
            base = list(here[: len(here) - (node.level - 1)])
        elif node.module and node.module.startswith("map_assistant."):
            base = []
        else:
            continue
        target = base + (node.module.split(".") if node.module else [])
        if target[:1] == ["map_assistant"]:
            target = target[1:]
        if target[:1] != ["services"]:
            continue
        module = ".".join(target[1:])
        if node.module:
            found.add(module)
        else:  # from . import a, b
            found.update(f"{module}.{alias.name}".lstrip(".") for alias in node.names)
    return found


def _tool_module(tool) -> str:
    return Path(sys.modules[tool.__module__].__file__).resolve().relative_to(SERVICES_DIR).with_suffix("").as_posix() \
        .replace("/", ".")


def test_tool_modules_do_not_import_each_other():
    # Shared helpers live in modules that are not tools (layers, context, placeholders...).
    paths = {_tool_module(tool): Path(sys.modules[tool.__module__].__file__) for tool in registry.TOOLS}
    modules = set(paths)
    assert len(modules) == len(registry.TOOLS)  # one module per tool
    for module in sorted(modules):
        others = _imported_modules(paths[module]) & (modules - {module})
        assert not others, f"{paths[module]} imports the tool modules {sorted(others)}"


def test_the_import_check_sees_an_import_between_tools(tmp_path):
    # The check above must be able to fail: both import forms are recognised. The probe
    # is read as if it sat in services/actions/, without writing into the work tree.
    probe = tmp_path / "_probe_imports.py"
    probe.write_text("from .viewport import find_layer\nfrom . import sql\nfrom ...agent import router\n"
                     "from map_assistant.services.lookups.query import QueryTool\n")
    assert _imported_modules(probe, SERVICES_DIR / "actions") == {"actions.viewport", "actions.sql", "lookups.query"}
    assert _imported_modules(SERVICES_DIR / "lookups" / "field_stats.py") >= {"reading.lookup_tool", "reading"}


def test_a_tool_without_declarations_is_refused():
    class Bare(Tool):
        name, description, input_model = "bare", "No kind.", BaseModel

    with pytest.raises(TypeError, match="kind"):
        check_tool(Bare())
    Bare.kind = LOOKUP
    Bare.egress = "metadata"
    with pytest.raises(TypeError, match="run"):
        check_tool(Bare())  # a lookup needs run()


def test_by_name_returns_a_new_service_or_none():
    sql = registry.by_name("sql")
    assert sql is not None and sql.name == "sql"
    assert registry.by_name("sql") is not sql
    assert registry.by_name("buffer") is None


def test_the_text_service_from_the_registry_answers():
    service = registry.by_name("text")
    response = service.process(None, service.input_model.model_validate({"text": "Hello"}))
    assert isinstance(response, ActionReply) and response.text == "Hello"


def test_every_lookup_answers_in_the_one_result_shape():
    # LookupTool and ContextLookup both answer through reading/results.answer: one JSON
    # object with execution_ms, errors as {"error": ...} (the shape MCP clients get too).
    from map_assistant.services.reading.lookup_tool import ContextLookup, LookupTool

    lookups = [tool for tool in registry.TOOLS if tool.kind == LOOKUP]
    assert lookups and all(issubclass(tool, (LookupTool, ContextLookup)) for tool in lookups)
    for name, call in [("algorithm_help", {"id": "nope:nothing"}), ("find_algorithm", {"text": "buffer"}),
                       ("layer_schema", {"layer": "roads"})]:
        tool = registry.by_name(name)
        try:  # without Processing or a snapshot here, an error result: the same shape
            text = tool.run(tool.input_model(**call), {})
        except UserError as error:
            text = str(error)
        assert "execution_ms" in json.loads(text), name


@pytest.mark.parametrize(("text", "offered"), [
    ("How many countries have I selected?", True), ("Zoom to the selection.", True),
    ("¿Cuántos países he seleccionado?", True), ("Liste les pays sélectionnés.", True),
    ("Zeige die ausgewählten Länder.", True), ("Elenca i nomi dei paesi che ho selezionato.", True),
    ("Select the countries whose name ends with 'stan'.", False), ("Selecciona los países de Europa.", False),
    ("Sélectionne les pays d'Europe.", False), ("Wähle alle Länder aus, deren Name mit A beginnt.", False),
])
def test_selected_features_is_offered_when_the_chat_speaks_of_the_selection(text, offered):
    from map_assistant.agent.words.tool_offer import asks_for
    from map_assistant.services.lookups.selected_features import SelectedFeaturesTool

    assert asks_for(SelectedFeaturesTool, [text]) is offered


def test_an_mcp_client_may_propose_the_tools_marked_so():
    # Style and export change the project's look and files: they stay the chat's.
    assert [tool.name for tool in registry.TOOLS if tool.mcp_proposable] == ["sql", "viewport", "selection", "processing"]
    assert all(tool.kind == "action" for tool in registry.TOOLS if tool.mcp_proposable)


def _placeholder_form(name: str) -> bool:
    """LAYER_NAME, FIELD, VALUE: a name no map has, that shows it is an example's."""
    return bool(re.fullmatch(r"[A-Z][A-Z_]*", name))


def _named_in_sql(sql: str) -> list[str]:
    without_placeholders = re.sub(r"\{\{[^}]*\}\}", "", sql)
    return re.findall(r"\b(?:FROM|JOIN)\s+\"?(\w+)", without_placeholders, flags=re.IGNORECASE)


def test_no_prompt_example_names_a_layer_or_field_a_model_could_copy():
    """Issue 40: a small model copied the example's `FROM roads WHERE kind = 'regional'` into a
    map with no roads. An example names layers, fields and values only in placeholder form."""
    from map_assistant.agent.prompt import tool_example

    for tool in registry.create_tools():
        example = tool_example(tool)
        names = [example[key] for key in ("layer", "field") if key in example] + list(example.get("fields", []))
        for key in ("sql", "query"):
            names += _named_in_sql(str(example.get(key, "")))
        text = json.dumps(example)
        names += re.findall(r"\{\{(\w+)\.", text)  # {{LAYER_NAME.selection}}
        names += re.findall(r'\\"(\w+)\\"', text)  # "FIELD" in an expression
        names += re.findall(r"'(\w+)'", " ".join(str(example.get(key, "")) for key in ("sql", "query", "expression")))
        copied = [name for name in names if not _placeholder_form(name) and name != "CurrentView"]
        assert copied == [], (tool.name, example)
