"""The Python 3.9 leg's pytest plugin (``-p py39_leg`` in tests/py39/pytest.ini;
scripts/py39_leg.sh puts tests/ and tests/py39/ on PYTHONPATH).

What tests/conftest.py gives the main suite, less QGIS: the repository is the
``map_assistant`` package, and Hypothesis never judges by the clock. A test module
or a test that needs QGIS, or a model client whose SDK does not install on this Python
(the ones toolbelt/python_support.py names), is reported as skipped with that reason;
any other failure stays a failure.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from support.fixtures.as_package import ROOT, register_plugin_package

register_plugin_package()
from map_assistant.toolbelt.python_support import needs_newer_python, read_requirements, requirement_name  # noqa: E402

# As tests/conftest.py: the deadline and the "too slow" check are wall-clock bounds.
settings.register_profile("suite", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("suite")

pytest_plugins = ["support.fakes.fake_anthropic"]  # the fake server alone is pure Python

# It imports every agent/ module and wants no error: on 3.9 the model clients' SDKs are
# missing, and py39_checks.py checks that they are the only failures.
NEEDS_EVERY_SDK = {"tests/agent/test_agent_purity.py::test_no_agent_module_imports_qgis_or_qt":
                   "imports every agent/ module, and the model clients' SDKs do not install on Python 3.9 "
                   "(py39_checks.py::test_every_agent_module_imports_but_the_model_clients checks the rest)"}

BLOCKED = {requirement_name(spec): spec for spec in needs_newer_python(read_requirements(ROOT / "requirements.txt"))}


def not_here(exc: BaseException) -> str | None:
    """Why a missing module is missing in this leg: QGIS, or an SDK that needs a newer Python."""
    if not isinstance(exc, ModuleNotFoundError) or not exc.name:
        return None
    top = exc.name.split(".")[0]
    if top == "qgis":
        return "needs QGIS, which this leg runs without"
    if top in BLOCKED:
        return f"needs {BLOCKED[top]}, which does not install on Python 3.9"
    return None


def blocked_import(path: Path) -> str | None:
    """Why the test module's own imports fail here (see not_here), or None; other failures propagate."""
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        elif isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        else:
            continue
        for name in names:
            try:
                importlib.import_module(name)
            except ModuleNotFoundError as exc:
                if not_here(exc) is None:
                    raise
                return f"imports {name}: {not_here(exc)}"
    return None


class NeedsWhatIsNotHere(pytest.File):
    def collect(self):
        pytest.skip(blocked_import(self.path))


@pytest.hookimpl(tryfirst=True)
def pytest_pycollect_makemodule(module_path, parent):
    if blocked_import(module_path):
        return NeedsWhatIsNotHere.from_parent(parent, path=module_path)
    return None


def pytest_collection_modifyitems(items):
    for item in items:
        if item.nodeid in NEEDS_EVERY_SDK:
            item.add_marker(pytest.mark.skip(reason=NEEDS_EVERY_SDK[item.nodeid]))


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """A test that imports QGIS (or a blocked SDK) inside its body: a skip saying so, not a pass."""
    report = yield
    reason = not_here(call.excinfo.value) if call.excinfo is not None else None
    if reason and report.failed:
        report.outcome = "skipped"
        report.longrepr = (str(item.path), item.location[1] or 0, f"Skipped: {reason}")
    return report
