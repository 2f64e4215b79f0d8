"""The layout rules of docs/ARCHITECTURE.md ("Where things live"), checked on the source.

1. The root holds only the plugin's entry points.
2. Imports run plugin → ui → services → toolbelt → agent, never upward.
3. Every tool is one module in ``services/actions/`` or ``services/lookups/``
   (tests/integration/test_new_tool.py proves one registry line is all a new tool needs).
4. One word per concept: the glossary opens ARCHITECTURE.md, and the names it
   retired are gone from the code.
5. Threads are made only in ``toolbelt/threads/``.
6. Inside ``services/``, a room (a sub-folder or a loose module) imports only the rooms
   before it in ``SERVICES_ORDER``, and itself.
7. No two modules share a name.
8. The words for small models live in ``agent/words/`` (shared vocabulary) or in the
   tool that uses them: no other module defines a ``*_WORDS`` list.

And no function is over 60 lines.

Each check is also run on a small tree that breaks it, so it cannot pass by
finding nothing.
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("agent", "services", "toolbelt", "ui")
# Lower rank imports nothing of higher rank.
RANK = {"agent": 0, "toolbelt": 1, "services": 2, "ui": 3, "": 4}  # "": the root (plugin.py, __init__.py)
ENTRY_POINTS = {"__init__.py", "plugin.py"}
THREADS_ROOM = ("toolbelt", "threads")
# What starts a thread or hands work to one.
GLOSSARY = ("tool", "call", "button", "context", "turn", "round", "suggestion", "trigger")
# Names that meant one of the glossary's concepts under another word, and what replaced them.
RETIRED = {
    "ChatService": "ActionTool (services/base.py) or Tool (agent/tools.py)",
    "ServiceSession": "ActionEnvironment",
    "SERVICES": "registry.TOOLS",
    "create_services": "registry.create_tools",
    "TurnWorker": "toolbelt/threads/workers.StreamWorker",
    "SNAPSHOT": "ToolContext.snapshot",
    "LOOKUPS": "ToolContext.lookups",
    "VALUES_ALLOWED": "ToolContext.values_allowed",
    "SqlService": "SqlTool",
    "SelectionService": "SelectionTool",
    "ViewportService": "ViewportTool",
    "StyleService": "StyleTool",
    "ProcessingService": "ProcessingTool",
    "MapExportService": "MapExportTool",
    "TextService": "TextTool",
    "ServiceResponse": "ActionReply (services/base.py)",
    "_service_session": "ChatController._action_environment",
    # Issue 38: the turn in one object, the tool contract declared, the words in agent/words/.
    "_TurnState": "agent/turn.Turn",
    "_turn_lookups": "Turn.lookups", "_turn_found": "Turn.found", "_turn_asked": "Turn.asked",
    "_turn_started": "Turn.started",
    "_lookups_hook": "agent/turn.lookups_hook", "_round_bound_hook": "agent/turn.round_bound_hook",
    "_retry_hook": "agent/turn.retry_hook",
    "_answer_lookups": "agent/turn_lookups.answer", "_refuse_lookups": "agent/turn_lookups.refuse",
    "_limit_note": "agent/turn_lookups.limit_note", "_call_key": "agent/turn_lookups.call_key",
    "_result_summary": "agent/turn_lookups.result_summary", "_error_result": "agent/turn_lookups.error_result",
    "_answer_signature": "agent/turn.answer_signature", "_give_up_message": "agent/turn.retry_hook",
    "_correction": "Turn.correction (agent/corrections.json_correction)",
    "_record_answer": "ChatSession.record_answer", "_open_user_message": "ChatSession.open_user_message",
    "_withdraw_user_message": "ChatSession.withdraw_user_message", "_last_asked": "Turn.typed",
    "_ToolOutcome": "agent/history.ToolOutcome", "_InFlight": "agent/history.InFlight",
    "_tool_list": "ChatSession.tool_list", "_turn_ends": "History.turn_ends", "_owed": "History.owed",
    "_in_flight": "History.in_flight", "_deprecations_told": "ChatSession.deprecations_told",
    "_offered": "ChatSession.offered",
    "_in_chain": "agent/errors.in_chain", "_root": "agent/errors.root_message", "_scrub": "agent/errors.scrub",
    "_Words": "agent/words/tool_offer.names_any",
    "PROPOSABLE": "Tool.mcp_proposable", "OWN_TOOLS": "services/mcp/catalogue.own_tools",
    "PICK_WORDS": "SelectionTool.note_words", "PLACE_WORDS": "ViewportTool.note_words",
    "LIST_WORDS": "QueryTool.note_words", "FIGURE_WORDS": "QueryTool.note_words",
    "VALUE_WORDS": "FieldValuesTool.note_words", "FIELD_WORDS": "LayerSchemaTool.note_words",
    "TABLE_WORDS": "SqlTool.note_words", "LOOK_WORDS": "MapImageTool.offer_words",
}
# services/'s rooms, each importing only those before it: the contracts, SQL, the placeholders,
# the snapshot of the map, what the lookups read with, the checks of a call, then what uses them.
SERVICES_ORDER = ("base", "sent_elsewhere", "web_request", "sql", "placeholders", "snapshot", "reading", "checks",
                  "processing", "acting", "results", "lookups", "actions", "suggestions", "registry", "mcp")
# Names two modules still share (none since issue 38): the test fails once one is gone.
SHARED_NAMES_LEFT: set[str] = set()
# Modules retired, and where what they held went (none may exist or be imported).
RETIRED_MODULES = {
    "services/offer_words.py": "agent/words/vocabulary.py and each tool's own words",
    "services/processing/offer_words.py": "agent/words/vocabulary.py",
    "agent/tool_offer.py": "agent/words/tool_offer.py",
    "agent/short_prompt.py": "agent/words/short_prompt.py",
    "agent/words_wanted.py": "agent/words/words_wanted.py",
    "agent/button_wanted.py": "agent/words/button_wanted.py",
    "agent/prose_call.py": "agent/words/prose_call.py",
}
WORDS_ROOM = ("agent", "words")
MAX_FUNCTION_LINES = 60  # a longer one hides several steps; name them
THREAD_MAKERS = {"Thread", "Timer", "QThread", "QgsTask", "QThreadPool", "moveToThread", "ThreadPoolExecutor",
                 "ProcessPoolExecutor", "taskManager", "start_new_thread"}


def plugin_modules(root: Path = ROOT) -> list[Path]:
    found = sorted(root.glob("*.py"))
    for package in PACKAGES:
        found += sorted(p for p in (root / package).rglob("*.py") if "__pycache__" not in p.parts)
    return found


def module_parts(path: Path, root: Path) -> tuple[list[str], bool]:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        return parts[:-1], True
    return parts, False


def imported_packages(path: Path, root: Path) -> list[tuple[int, str]]:
    """(line, top-level plugin package, or '' for a module at the root) of every import of
    the plugin's own code."""
    return [(line, target[0] if target and target[0] in PACKAGES else "")
            for line, target in dict.fromkeys((line, tuple(target)) for line, target in imported_modules(path, root))]


def imported_modules(path: Path, root: Path) -> list[tuple[int, list[str]]]:
    """(line, the plugin module's dotted parts) of every import of the plugin's own code; for
    ``from . import x``, x is counted as a module (a room's name is all this needs)."""
    parts, is_package = module_parts(path, root)
    here = parts if is_package else parts[:-1]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = here[: len(here) - (node.level - 1)] if node.level > 1 else here
            target = base + (node.module.split(".") if node.module else [])
            found += [(node.lineno, target + ([] if node.module else [alias.name])) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "map_assistant":
            found.append((node.lineno, node.module.split(".")[1:]))
    return found


def services_upward_imports(root: Path = ROOT) -> list[str]:
    """Imports inside services/ from a room later in SERVICES_ORDER, and rooms it does not list."""
    rank = {room: index for index, room in enumerate(SERVICES_ORDER)}
    found = []
    for path in sorted((root / "services").rglob("*.py")):
        parts, _ = module_parts(path, root)
        if len(parts) < 2:
            continue  # services/__init__.py
        own = parts[1]
        if own not in rank:
            found.append(f"{path.relative_to(root)}: the room {own} is not in SERVICES_ORDER")
            continue
        for line, target in imported_modules(path, root):
            if len(target) > 1 and target[0] == "services" and rank.get(target[1], len(rank)) > rank[own]:
                found.append(f"{path.relative_to(root)}:{line}: {own} imports {target[1]}")
    return found


def shared_module_names(root: Path = ROOT) -> set[str]:
    names = [path.name for path in plugin_modules(root) if path.name != "__init__.py"]
    return {name for name in names if names.count(name) > 1}


def upward_imports(root: Path = ROOT) -> list[str]:
    found = []
    for path in plugin_modules(root):
        own = "" if path.parent == root else path.relative_to(root).parts[0]
        for line, package in imported_packages(path, root):
            if RANK[package] > RANK[own]:
                found.append(f"{path.relative_to(root)}:{line}: {own or 'root'} imports {package or 'root'}")
    return found


def stray_root_modules(root: Path = ROOT) -> list[str]:
    return sorted(p.name for p in root.glob("*.py") if p.name not in ENTRY_POINTS)


def thread_makers(root: Path = ROOT) -> list[str]:
    found = []
    for path in plugin_modules(root):
        if path.relative_to(root).parts[:2] == THREADS_ROOM:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            name = node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else None
            if name in THREAD_MAKERS:
                found.append(f"{path.relative_to(root)}:{node.lineno}: {name}")
    return found


def retired_names(root: Path = ROOT) -> list[str]:
    found = []
    for path in plugin_modules(root):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Name):
                names = [node.id]
            elif isinstance(node, ast.Attribute):
                names = [node.attr]
            elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                names = [node.name]
            elif isinstance(node, ast.arg):
                names = [node.arg]
            elif isinstance(node, ast.alias):
                names = [node.asname or node.name]
            found += [f"{path.relative_to(root)}:{node.lineno}: {name} (now {RETIRED[name]})"
                      for name in names if name in RETIRED]
    return found


def retired_modules(root: Path = ROOT) -> list[str]:
    """Retired modules that are back, or still imported (relative or absolute imports)."""
    dotted = {name[:-3].replace("/", "."): name for name in RETIRED_MODULES}
    found = [f"{name} (now {RETIRED_MODULES[name]})" for name in RETIRED_MODULES if (root / name).exists()]
    for path in plugin_modules(root):
        parts, is_package = module_parts(path, root)
        here = parts if is_package else parts[:-1]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ImportFrom):
                continue
            if node.level:
                base = here[: len(here) - (node.level - 1)] if node.level > 1 else here
                target = ".".join(base + (node.module.split(".") if node.module else []))
            else:
                target = (node.module or "").removeprefix("map_assistant.")
            names = [target, *(f"{target}.{alias.name}" for alias in node.names)]
            found += [f"{path.relative_to(root)}:{node.lineno}: imports {dotted[name]} (now "
                      f"{RETIRED_MODULES[dotted[name]]})" for name in names if name in dotted]
    return found


def stray_word_lists(root: Path = ROOT) -> list[str]:
    """Public module-level ``*_WORDS`` lists outside agent/words/ (a tool's own words are its
    class's; a module's private word patterns are its own business)."""
    found = []
    for path in plugin_modules(root):
        if path.relative_to(root).parts[:2] == WORDS_ROOM:
            continue
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] \
                if isinstance(node, ast.AnnAssign) else []
            is_list = isinstance(getattr(node, "value", None), (ast.Tuple, ast.BinOp))  # not a phrase
            found += [f"{path.relative_to(root)}:{node.lineno}: {t.id}" for t in targets if is_list
                      and isinstance(t, ast.Name) and t.id.endswith("_WORDS") and not t.id.startswith("_")]
    return found


def missing_glossary_words(architecture: str) -> list[str]:
    """The glossary must be the first section, with a row per word."""
    sections = [line for line in architecture.splitlines() if line.startswith("## ")]
    if not sections or not sections[0].startswith("## Glossary"):
        return list(GLOSSARY)
    glossary = architecture.split(sections[0], 1)[1].split("\n## ", 1)[0]
    return [word for word in GLOSSARY if f"| **{word}** |" not in glossary]


def long_functions(root: Path = ROOT) -> list[str]:
    found = []
    for path in plugin_modules(root):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                lines = node.end_lineno - node.lineno + 1
                if lines > MAX_FUNCTION_LINES:
                    found.append(f"{path.relative_to(root)}:{node.lineno}: {node.name} ({lines} lines)")
    return found


def misplaced_tools() -> list[str]:
    from map_assistant.services import registry

    rooms = {"action": ("services", "actions"), "lookup": ("services", "lookups")}
    found = []
    for tool in registry.TOOLS:
        where = Path(inspect.getfile(tool)).resolve().relative_to(ROOT).parts
        if where[:2] != rooms[tool.kind] or len(where) != 3:
            found.append(f"{tool.__name__} ({tool.kind}) lives in {'/'.join(where)}")
    return found


# ---------------------------------------------------------------- the rules


def test_the_root_holds_only_the_entry_points():
    assert stray_root_modules() == []


def test_imports_never_run_upward():
    assert upward_imports() == []


def test_services_rooms_import_only_the_rooms_before_them():
    assert services_upward_imports() == []


def test_no_two_modules_share_a_name():
    assert shared_module_names() == SHARED_NAMES_LEFT


def test_every_tool_lives_in_its_room():
    assert misplaced_tools() == []


def test_one_word_per_concept():
    assert missing_glossary_words((ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")) == []
    assert retired_names() == []
    assert retired_modules() == []


def test_no_function_is_over_60_lines():
    assert long_functions() == []


def test_threads_are_made_only_in_the_threads_room():
    assert thread_makers() == []


def test_the_words_for_small_models_live_in_their_room():
    assert stray_word_lists() == []


# ---------------------------------------------------------------- the checks themselves


@pytest.fixture
def broken_tree(tmp_path):
    (tmp_path / "plugin.py").write_text("from .ui import dock\n")
    (tmp_path / "wiring.py").write_text("")
    for package in PACKAGES:
        (tmp_path / package).mkdir()
        (tmp_path / package / "__init__.py").write_text("")
    (tmp_path / "agent" / "session.py").write_text("from ..toolbelt import log\nfrom . import memory\n")
    (tmp_path / "services" / "deep").mkdir()
    (tmp_path / "services" / "deep" / "tool.py").write_text(
        "import threading\nfrom ...ui.dock import Dock\nfrom ..base import X\nthreading.Thread(target=print)\n")
    (tmp_path / "toolbelt" / "threads").mkdir()
    (tmp_path / "toolbelt" / "threads" / "workers.py").write_text("from qgis.PyQt.QtCore import QThread\n")
    (tmp_path / "ui" / "dock.py").write_text("from map_assistant.services import registry\n")
    return tmp_path


def test_the_checks_find_what_they_must_and_nothing_else(broken_tree):
    assert stray_root_modules(broken_tree) == ["wiring.py"]
    assert upward_imports(broken_tree) == [
        "agent/session.py:1: agent imports toolbelt",
        "services/deep/tool.py:2: services imports ui",
    ]
    assert thread_makers(broken_tree) == ["services/deep/tool.py:4: Thread"]
    (broken_tree / "ui" / "old.py").write_text("def f(session: ServiceSession):\n    return registry.SERVICES\n")
    assert sorted(line.split(" (now")[0] for line in retired_names(broken_tree)) == [
        "ui/old.py:1: ServiceSession", "ui/old.py:2: SERVICES"]
    (broken_tree / "services" / "offer_words.py").write_text("STYLE_WORDS = ('style',)\n")
    (broken_tree / "services" / "deep" / "words.py").write_text(
        "from ..offer_words import STYLE_WORDS\nfrom ...agent import tool_offer\n"
        "class T:\n    offer_words = ('style',)\n")
    (broken_tree / "agent" / "words").mkdir()
    (broken_tree / "agent" / "words" / "vocabulary.py").write_text("STYLE_WORDS: tuple = ('style',)\n")
    assert [line.split(" (now")[0] for line in retired_modules(broken_tree)] == [
        "services/offer_words.py", "services/deep/words.py:1: imports services/offer_words.py",
        "services/deep/words.py:2: imports agent/tool_offer.py"]
    assert stray_word_lists(broken_tree) == ["services/offer_words.py:1: STYLE_WORDS"]
    (broken_tree / "ui" / "long.py").write_text("def f():\n" + "    x = 1\n" * MAX_FUNCTION_LINES)
    assert long_functions(broken_tree) == [f"ui/long.py:1: f ({MAX_FUNCTION_LINES + 1} lines)"]
    assert missing_glossary_words("# A\n## Data flow\n| **tool** |\n") == list(GLOSSARY)
    assert missing_glossary_words("## Glossary\n| **tool** | x |\n| **turn** | y |\n## Next\n| **call** |") == [
        "call", "button", "context", "round", "suggestion", "trigger"]


def test_the_services_checks_find_what_they_must(tmp_path):
    services = tmp_path / "services"
    for room in ("sql", "checks", "lookups", "stray"):
        (services / room).mkdir(parents=True)
        (services / room / "__init__.py").write_text("")
    (services / "__init__.py").write_text("")
    (services / "sql" / "engine.py").write_text("from ..checks.action_checks import x\nfrom ..base import y\n")
    (services / "checks" / "engine.py").write_text(
        "from ..sql import engine\nfrom .. import lookups\nfrom map_assistant.services.lookups.query import q\n")
    (services / "lookups" / "query.py").write_text("from ..checks import engine\nfrom ..sql.engine import z\n")
    (services / "stray" / "tool.py").write_text("")
    assert services_upward_imports(tmp_path) == [
        "services/checks/engine.py:2: checks imports lookups",
        "services/checks/engine.py:3: checks imports lookups",
        "services/sql/engine.py:1: sql imports checks",
        "services/stray/__init__.py: the room stray is not in SERVICES_ORDER",
        "services/stray/tool.py: the room stray is not in SERVICES_ORDER",
    ]
    for package in PACKAGES[:-1]:
        (tmp_path / package).mkdir(exist_ok=True)
    assert shared_module_names(tmp_path) == {"engine.py"}
