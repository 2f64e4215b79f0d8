"""End to end on the real QGIS desktop application (under Xvfb): the packaged zip
installs into a fresh profile, loads, shows the dock, answers through the real
`anthropic` SDK against the loopback Messages API server, unloads and reloads.

No part is simulated here except Anthropic's server (it cannot run here).
"""

import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest
from map_assistant.toolbelt.paths import dependencies_dir_in
from support.fixtures.xvfb import first_display

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import deploy  # noqa: E402
import package  # noqa: E402

QGIS = shutil.which("qgis")
XVFB = shutil.which("xvfb-run")


@pytest.fixture(scope="module")
def plugin_zip(tmp_path_factory) -> Path:
    return package.build(tmp_path_factory.mktemp("dist") / "map_assistant.zip")


def make_profile(base: Path, plugin_zip: Path, with_dependencies: bool) -> Path:
    profile = base / "profiles" / "default"
    deploy.deploy(plugin_zip, profile)
    settings = profile / "QGIS" / "QGIS3.ini"
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text("[PythonPlugins]\nmap_assistant=true\n\n[map_assistant]\ndock_visible=true\n")
    if with_dependencies:
        # Stand-in for the plugin's own pip install (tested in tests/toolbelt): the
        # dependencies folder the plugin puts on sys.path points at this venv's packages.
        deps = dependencies_dir_in(profile)  # QGIS runs the same Python as this venv
        deps.parent.mkdir(parents=True, exist_ok=True)
        deps.symlink_to(sysconfig.get_paths()["purelib"], target_is_directory=True)
    return base


def run_qgis(profiles: Path, tmp_path: Path, env_extra: dict, timeout: float = 150) -> dict:
    result = tmp_path / "result.json"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV", "QT_QPA"))}
    env.update({"MA_E2E_RESULT": str(result), "HOME": str(tmp_path), **env_extra})
    env.setdefault("ANTHROPIC_API_KEY", "sk-ant-e2e-test-key")
    assert QGIS and XVFB, "needs the qgis binary and xvfb-run: run `make test`, which installs both"
    command = [XVFB, "-a", "-n", first_display(), QGIS, "--profiles-path", str(profiles), "--nologo", "--noversioncheck",
               "--code", str(Path(__file__).with_name("qgis_driver.py"))]
    proc = subprocess.run(command, env=env, capture_output=True, text=True, timeout=timeout)
    assert result.exists(), f"QGIS wrote no result (exit {proc.returncode}):\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}"
    seen = json.loads(result.read_text())
    assert seen["errors"] == [], seen["errors"]
    return seen


def test_zip_has_one_top_folder_and_no_dev_files(plugin_zip):
    names = zipfile.ZipFile(plugin_zip).namelist()
    assert {name.split("/")[0] for name in names} == {"map_assistant"}
    for required in ("metadata.txt", "__init__.py", "plugin.py", "ui/chats/archive.py", "LICENSE", "resources/icon.svg"):
        assert f"map_assistant/{required}" in names
    assert not [n for n in names if "/tests/" in n or "/scripts/" in n or n.endswith((".pyc", "Makefile"))]
    assert "map_assistant/i18n/README.md" not in names  # notes for translators, not for users
    assert "map_assistant/toolbelt/paths.py" in names


def test_installs_loads_answers_unloads_and_reloads(plugin_zip, tmp_path, fake_anthropic):
    from support.fakes.fake_anthropic import Reply

    fake_anthropic.enqueue(Reply.text("Hello from the **loopback** server.", chunk_size=4, chunk_delay=0.01))
    profiles = make_profile(tmp_path / "qgis", plugin_zip, with_dependencies=True)
    seen = run_qgis(profiles, tmp_path, {
        "MA_E2E_MESSAGE": "What is on my map?",
        "ANTHROPIC_BASE_URL": fake_anthropic.base_url,
    })
    assert seen["loaded"] and seen["dock"] and seen["dock_visible"] and seen["toolbar_action"]
    assert {"chatInput", "sendButton", "stopButton", "newChatButton"} <= set(seen["widgets"])
    assert seen["replies"] == ["Hello from the loopback server."]
    body = fake_anthropic.requests[-1]
    assert body["messages"][-1]["content"][-1]["text"] == "What is on my map?"
    assert seen["unloaded"] and not seen["dock_after_unload"] and not seen["action_after_unload"]
    assert seen["reloaded"] and seen["dock_after_reload"]


def test_loads_without_dependencies_and_offers_install(plugin_zip, tmp_path):
    profiles = make_profile(tmp_path / "qgis", plugin_zip, with_dependencies=False)
    seen = run_qgis(profiles, tmp_path, {})
    assert seen["loaded"] and seen["dock"]
    assert "installDependenciesButton" in seen["widgets"]
    assert "anthropic" in seen["dock_text"]
    assert seen["unloaded"] and not seen["dock_after_unload"]


@pytest.mark.timeout(660)  # pytest.ini's 180 s would cut the 600 s QGIS run short (a real pip install)
def test_install_button_installs_into_the_profile_and_the_chat_works(plugin_zip, tmp_path, fake_anthropic):
    """First run for real: no dependencies, the user clicks Install, pip (with the
    machine's Python, from the package index) fills <profile>/python/dependencies,
    and the chat answers without restarting QGIS."""
    from support.fakes.fake_anthropic import Reply

    fake_anthropic.enqueue(Reply.text("Installed and answering."))
    profiles = make_profile(tmp_path / "qgis", plugin_zip, with_dependencies=False)
    seen = run_qgis(profiles, tmp_path, {
        "MA_E2E_INSTALL": "1",
        "MA_E2E_MESSAGE": "Are you there?",
        "ANTHROPIC_BASE_URL": fake_anthropic.base_url,
    }, timeout=600)
    assert seen["banner_after_install"] is False, seen["install_notices"]
    assert any("ready" in notice for notice in seen["install_notices"])
    deps = dependencies_dir_in(profiles / "profiles" / "default")
    for name in ("anthropic", "pydantic", "sqlglot", "shapely"):
        assert list(deps.glob(f"{name}-*.dist-info")), f"{name} not installed into {deps}"
    # What QGIS ships (numpy, via Debian) was not replaced: its version is pinned.
    numpy_copies = list(deps.glob("numpy-*.dist-info"))
    import numpy
    assert all(copy.name.startswith(f"numpy-{numpy.__version__}.") for copy in numpy_copies)
    assert seen["replies"] == ["Installed and answering."]


def test_with_no_key_make_run_asks_the_local_model_server(plugin_zip, tmp_path, fake_openai):
    """`make run` with no key (scripts/run_qgis.sh): scripts/prepare_profile.py points the
    plugin at the local model server that run started, with the model that server lists, and
    the first question is answered there, in real QGIS with no key anywhere. The fake
    OpenAI-compatible server stands in for llama.cpp's (the live-model tests use the real one)."""
    from support.fakes.scripted import Reply

    fake_openai.enqueue(Reply.text("Hello from the local model."))
    profiles = make_profile(tmp_path / "qgis", plugin_zip, with_dependencies=True)
    profile = profiles / "profiles" / "default"
    env = {k: v for k, v in os.environ.items() if k != "ANTHROPIC_API_KEY"}
    done = subprocess.run(["/usr/bin/python3", str(ROOT / "scripts" / "prepare_profile.py"), str(profile),
                           str(tmp_path / "sample"), "--local-model", fake_openai.root_url],
                          env={**env, "QT_QPA_PLATFORM": "offscreen"}, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"the plugin asks {fake_openai.models[0]} on {fake_openai.root_url}" in done.stdout
    seen = run_qgis(profiles, tmp_path, {"MA_E2E_MESSAGE": "What is on my map?", "ANTHROPIC_API_KEY": ""})
    assert seen["replies"] == ["Hello from the local model."], seen
    assert fake_openai.requests[-1]["model"] == fake_openai.models[0]


def test_a_broken_layer_when_a_project_opens_is_suggested_and_its_buttons_open_qgis_dialogs(plugin_zip, tmp_path):
    """Issue 41's trigger 5 in the real application: a project whose GeoPackage was moved
    away opens, QGIS's own dialog for unavailable layers is answered with Escape (the
    layer stays, broken), the suggestion appears after the project's first seconds, and
    its two buttons open QGIS's layer properties and data source manager."""
    from qgis.core import QgsProject, QgsVectorLayer
    from support.fixtures.gis_data import write_kind_points

    data = write_kind_points(tmp_path / "parcels.gpkg", "GPKG", "parcels", [(1, "a", 0.0, 0.0)])
    project = QgsProject()
    project.addMapLayer(QgsVectorLayer(f"{data}|layername=parcels", "Parcels", "ogr"))
    assert project.write(str(tmp_path / "broken.qgz"))
    data.unlink()

    profiles = make_profile(tmp_path / "qgis", plugin_zip, with_dependencies=True)
    seen = run_qgis(profiles, tmp_path, {"MA_E2E_BROKEN_PROJECT": str(tmp_path / "broken.qgz")})
    assert any(text.startswith(f"Parcels could not be loaded: its file {data} is missing")
               for text in seen["suggestions"]), seen
    assert seen["suggestion_buttons"] == ["Layer properties", "Data source manager"]
    # QGIS's own dialog on opening; then each button's dialog (modal on 3.22, the Data Source
    # Manager a window of its own on 3.40 and later)
    assert seen["modal_dialogs"][0][0] == "QgsHandleBadLayers", seen
    assert seen["dialogs_opened"] == [["QgsVectorLayerProperties"], ["QgsDataSourceManagerDialog"]], seen
    assert re.match(r"Layer Properties [-—] Parcels", seen["modal_dialogs"][1][1]), seen
    assert seen["card_errors"] == []
