"""The pytest plugin of the legs that run without QGIS (``-p support.no_qgis`` in their ini;
scripts/leg_lib.sh puts tests/ on PYTHONPATH): make test-unit (tests/unit/pytest.ini) and
make test-py39 (tests/py39/pytest.ini).

What tests/conftest.py gives the main suite, less QGIS: the repository is the
``map_assistant`` package, and Hypothesis never judges by the clock. A test module or a
test that needs QGIS, or a model client whose SDK does not install on this Python (the
ones toolbelt/python_support.py names), is what the ini's ``needs_qgis`` says: ``skip``
(reported with that reason; the 3.9 leg) or ``error`` (the unit leg: its ini lists
pure tests, so one that needs QGIS was listed by mistake or lost its purity, and a skip
would hide that). Any other failure stays a failure.
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

BLOCKED = {requirement_name(spec): spec for spec in needs_newer_python(read_requirements(ROOT / "requirements.txt"))}

# The fake servers are pure Python; the OpenAI one imports the openai client (not on 3.9).
pytest_plugins = ["support.fakes.fake_anthropic"] + ([] if "openai" in BLOCKED else ["support.fakes.fake_openai"])

# It imports every agent/ module and wants no error: where the model clients' SDKs are
# missing (3.9), py39_checks.py checks that they are the only failures.
NEEDS_EVERY_SDK = {"tests/agent/test_agent_purity.py::test_no_agent_module_imports_qgis_or_qt":
                   "imports every agent/ module, and the model clients' SDKs do not install on Python 3.9 "
                   "(py39_checks.py::test_every_agent_module_imports_but_the_model_clients checks the rest)"}


def pytest_addoption(parser):
    parser.addini("needs_qgis", "a test that needs QGIS here: skip or error", default="skip")
    parser.addini("needs_qgis_today", "tests (node ids, or their start) listed as pure that need QGIS "
                  "for now: each must fail here (strict xfail)", type="linelist", default=[])


def skipping(config) -> bool:
    value = config.getini("needs_qgis")
    if value not in ("skip", "error"):
        raise pytest.UsageError(f"needs_qgis = {value!r}: skip or error")
    return value == "skip"


def not_here(exc: BaseException) -> str | None:
    """Why a missing module is missing in this leg: QGIS, or an SDK that needs a newer Python."""
    if not isinstance(exc, ModuleNotFoundError) or not exc.name:
        return None
    top = exc.name.split(".")[0]
    if top in ("qgis", "osgeo"):  # osgeo: the GDAL that comes with QGIS
        return "needs QGIS, which this leg runs without"
    if top in BLOCKED:
        return f"needs {BLOCKED[top]}, which does not install on this Python"
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


class PureModule(pytest.Module):
    """Its imports are tried when it is collected, not when its folder is: a folder's
    other modules, never selected, are never imported."""

    def collect(self):
        reason = blocked_import(self.path)
        if reason is None:
            return super().collect()
        if skipping(self.config):
            pytest.skip(reason)
        raise self.CollectError(f"listed in {self.config.inipath.name} as needing no QGIS, but it {reason}")


@pytest.hookimpl(tryfirst=True)
def pytest_pycollect_makemodule(module_path, parent):
    return PureModule.from_parent(parent, path=module_path)


def pytest_collection_modifyitems(config, items):
    today = config.getini("needs_qgis_today")
    for item in items:
        if BLOCKED and item.nodeid in NEEDS_EVERY_SDK:
            item.add_marker(pytest.mark.skip(reason=NEEDS_EVERY_SDK[item.nodeid]))
        if any(item.nodeid == n or item.nodeid.startswith((n + "::", n + "[")) for n in today):
            # Strict: once it runs without QGIS, it fails until it is taken off the list.
            item.add_marker(pytest.mark.xfail(strict=True, reason="needs QGIS for now (needs_qgis_today)"))
    collected = {item.nodeid.split("::")[0] for item in items}
    stale = [n for n in today if n.split("::")[0] in collected
             and not any(i.nodeid == n or i.nodeid.startswith((n + "::", n + "[")) for i in items)]
    if stale:
        raise pytest.UsageError(f"needs_qgis_today names tests that are gone: {stale}")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """A test that imports QGIS (or a blocked SDK) inside its body: a skip saying so, not a
    pass, where the ini says skip; otherwise the failure it is."""
    report = yield
    reason = not_here(call.excinfo.value) if call.excinfo is not None else None
    if reason and report.failed and skipping(item.config):
        report.outcome = "skipped"
        report.longrepr = (str(item.path), item.location[1] or 0, f"Skipped: {reason}")
    return report
