"""The tool contract is explicit (agent/tools.py ``Tool``): every attribute a tool may
carry is declared there with its default, so nothing reads one with ``getattr`` or
``hasattr``. Checked on the source with ast, as tests/test_code_rules.py checks its rules."""

from __future__ import annotations

import ast
from pathlib import Path

from map_assistant.agent.tools import Tool

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("agent", "services", "toolbelt", "ui")
LOOKERS = {"getattr", "hasattr"}
# The declarations whose names say "tool": read by name, they are a tool's whatever the object.
# name and description are left out: many objects have those (an SDK's model, a function).
TOOL_ATTRIBUTES = frozenset(Tool.__annotations__) - {"name", "description"}


def plugin_modules(root: Path = ROOT) -> list[Path]:
    found = sorted(root.glob("*.py"))
    for package in PACKAGES:
        found += sorted(p for p in (root / package).rglob("*.py") if "__pycache__" not in p.parts)
    return found


def reads_by_name(path: Path, root: Path = ROOT) -> list[str]:
    """``getattr``/``hasattr`` on an object named like a tool, or of an attribute the Tool type declares."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in LOOKERS
                and len(node.args) >= 2):
            continue
        target, attribute = ast.unparse(node.args[0]), node.args[1]
        named = attribute.value if isinstance(attribute, ast.Constant) else None
        if "tool" in target.lower() or "service" in target.lower() or named in TOOL_ATTRIBUTES:
            found.append(f"{path.relative_to(root)}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_nothing_reads_a_tool_attribute_by_name():
    assert [line for path in plugin_modules() for line in reads_by_name(path)] == []


def test_the_scan_finds_each_form(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("a = getattr(tool, 'offer_words', ())\n"
                     "b = hasattr(type(service), 'run')\n"
                     "c = getattr(anything, 'note_by_default', False)\n"
                     "d = getattr(model, 'display_name', '')\n"
                     "e = getattr(chunk, 'usage', None)\n")
    assert [line.split(": ", 1)[0] for line in reads_by_name(probe, tmp_path)] == [
        "probe.py:1", "probe.py:2", "probe.py:3"]


def test_every_declaration_but_the_first_five_has_a_default():
    required = {"name", "description", "input_model", "kind", "egress"}
    assert required <= set(Tool.__annotations__)
    defaults = {name for name in Tool.__annotations__ if name in vars(Tool)}
    assert defaults == set(Tool.__annotations__) - required
