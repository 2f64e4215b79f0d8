"""The built-in model's server beside QGIS: the plugin's real serve.py in a real process,
with the xllamacpp stand-in (tests/support/fakes/fake_xllamacpp.py), then with the real
server and model when they are cached (~/.cache/map-assistant/llm)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import urllib.error
import urllib.request
import uuid
from dataclasses import replace
from pathlib import Path

import httpx2
import pytest
from map_assistant.agent.cancel import CancelToken
from map_assistant.agent.llm_client import LLMRequest
from map_assistant.agent.providers import prompt_slots
from map_assistant.agent.providers.connection_check import check_connection
from map_assistant.agent.providers.openai_client import OpenAICompatibleClient
from map_assistant.agent.providers.presets import BUILTIN, NOT_RUNNING_URL, local_base_url
from map_assistant.agent.warm_up import PLACEHOLDER_QUESTION, warm_up
from map_assistant.toolbelt.builtin_model import server as server_module
from map_assistant.toolbelt.builtin_model.builtin import BuiltinModel
from map_assistant.toolbelt.builtin_model.definition import DEFAULT
from map_assistant.toolbelt.builtin_model.resident import resident_bytes
from map_assistant.toolbelt.builtin_model.server import FAILED, RUNNING, STARTING
from map_assistant.toolbelt.clients import make_local_client
from map_assistant.toolbelt.preferences import PluginSettings

LLM_CACHE = Path(os.environ.get("MAP_ASSISTANT_LLM_CACHE") or Path.home() / ".cache" / "map-assistant" / "llm")


def _gone(pid: int) -> bool:
    """No such process, or only its zombie (not ours to reap)."""
    try:
        return "State:\tZ" in Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return True


def _started(qtbot, model: BuiltinModel, timeout: int = 60_000) -> int:
    states = []
    model.changed.connect(lambda: states.append(model.state))
    model.start()
    qtbot.waitUntil(lambda: model.state == RUNNING, timeout=timeout)
    assert states[0] == STARTING
    return model.server.pid


def test_it_starts_answers_health_says_its_memory_and_stops(qtbot, stand_in):
    pid = _started(qtbot, stand_in)
    url = stand_in.server.url
    assert url.startswith("http://127.0.0.1:")
    with urllib.request.urlopen(f"{url}/health") as response:
        assert response.status == 200
    assert stand_in.server._polls >= 3  # two "loading" answers came first
    assert local_base_url(BUILTIN, "http://typed:1/v1") == f"{url}/v1"  # the preset follows the server
    memory = stand_in.server.memory_bytes()
    # The server's own resident memory, read again a moment later: a live process's RSS
    # moves by a few pages between two reads (21,467,136 then 21,528,576 bytes failed an
    # exact equality in CI). This test's own process is far larger than the 1 MB allowed.
    assert memory > 1_000_000 and abs(memory - resident_bytes(pid)) <= 1 << 20
    assert abs(resident_bytes(os.getpid()) - memory) > 1 << 20
    assert "running" in stand_in.status_line() and "MB in memory" in stand_in.status_line()
    stand_in.stop()
    assert _gone(pid)
    assert stand_in.state == "ready" and stand_in.server.url == ""
    assert local_base_url(BUILTIN, "") == NOT_RUNNING_URL


def _status(request: urllib.request.Request) -> int:
    try:
        with urllib.request.urlopen(request) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def test_the_server_asks_for_a_new_key_only_the_plugin_knows(qtbot, stand_in):
    """Issue 37: llama.cpp answers any web page's request (CORS *), so without a key a page
    that found the port could drive the model and its slot files. The stand-in checks the
    key as llama.cpp's server does (the real one needs the 1.1 GB model); that serve.py
    hands it the key is what this tests."""
    pid = _started(qtbot, stand_in)
    url, key = stand_in.server.url, stand_in.server.key
    assert len(key) >= 40 and key not in Path(f"/proc/{pid}/cmdline").read_text()  # not visible to ps
    # Anyone else on this machine, a browser's page included: no key, or a wrong one.
    assert _status(urllib.request.Request(f"{url}/props")) == 401
    assert _status(urllib.request.Request(f"{url}/slots/0?action=save", data=b"{}", method="POST")) == 401
    assert _status(urllib.request.Request(f"{url}/props", headers={"Authorization": "Bearer guess"})) == 401
    assert not prompt_slots.save(url, "map-assistant-x.bin")
    # The plugin's own requests: the chat's client, and the warm-up's slot requests.
    client = make_local_client(PluginSettings(provider="openai", local_preset=BUILTIN, context_window=0))
    assert client.context_window("tiny.gguf") == stand_in.catalogue.context_tokens  # asked at GET /props, with the key
    assert prompt_slots.save(url, "map-assistant-x.bin", client.api_key)
    stand_in.stop()
    assert stand_in.server.key == "" and make_local_client(PluginSettings(provider="openai",
                                                                          local_preset=BUILTIN)).api_key is None
    _started(qtbot, stand_in)
    assert stand_in.server.key not in ("", key)  # a new one at each start


def test_a_server_that_dies_is_said_and_its_address_dropped(qtbot, stand_in):
    pid = _started(qtbot, stand_in)
    os.kill(pid, signal.SIGKILL)
    qtbot.waitUntil(lambda: stand_in.server.state == FAILED, timeout=60_000)
    assert "stopped" in stand_in.status_line() and "server.log" in stand_in.status_line()
    assert local_base_url(BUILTIN, "") == NOT_RUNNING_URL


def test_a_server_that_cannot_start_fails_with_its_log(qtbot, stand_in):
    import shutil

    shutil.rmtree(stand_in.folder / stand_in.catalogue.server_dir_name / "xllamacpp")  # a broken server folder
    stand_in.start()
    qtbot.waitUntil(lambda: stand_in.server.state == FAILED, timeout=60_000)
    assert "exit code 1" in stand_in.status_line()
    assert "No module named 'xllamacpp'" in stand_in.server.log_path.read_text()
    assert stand_in.server.pid is None and local_base_url(BUILTIN, "") == NOT_RUNNING_URL


def test_not_downloaded_means_nothing_starts(tmp_path, tiny_catalogue):
    model = BuiltinModel(tmp_path / "empty", tiny_catalogue, python=Path(sys.executable))
    model.start()
    assert model.state == "not downloaded" and model.server.pid is None


def test_unloading_the_plugin_stops_the_server(qgis_iface, qtbot, stand_in):
    import map_assistant

    plugin = map_assistant.classFactory(qgis_iface)
    plugin.initGui()
    plugin.builtin_model.shutdown()
    plugin.builtin_model = stand_in  # the stand-in server, as the plugin would run the real one
    pid = _started(qtbot, stand_in)
    plugin.unload()
    assert _gone(pid)
    assert local_base_url(BUILTIN, "") == NOT_RUNNING_URL


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the parent-death signal is Linux's")
def test_the_server_ends_when_qgis_is_killed(qtbot, tiny_catalogue, stand_in):
    """QGIS crashes: no unload runs, and still no server is left (serve.py's parent-death signal)."""
    port = server_module.free_port()
    folder = stand_in.folder
    launcher = ("import os, subprocess, sys\n"
                "env = {'PYTHONPATH': sys.argv.pop(), 'MAP_ASSISTANT_PARENT_PID': str(os.getpid())}\n"
                "child = subprocess.Popen([sys.executable, *sys.argv[1:]], env=env)\n"
                "print(child.pid, flush=True)\n"
                "child.wait()\n")
    parent = subprocess.Popen([sys.executable, "-c", launcher, str(server_module.SERVE_SCRIPT),
                               str(folder / tiny_catalogue.model_file_name), str(port), "512",
                               str(folder / tiny_catalogue.server_dir_name)], stdout=subprocess.PIPE, text=True)
    child = int(parent.stdout.readline())
    try:
        qtbot.waitUntil(lambda: _answers(f"http://127.0.0.1:{port}/health"), timeout=60_000)
        parent.kill()  # SIGKILL: like a crash, nothing of the parent runs
        parent.wait()
        qtbot.waitUntil(lambda: _gone(child), timeout=60_000)
    finally:
        if not _gone(child):
            os.kill(child, signal.SIGKILL)


def _answers(url: str) -> bool:
    try:
        urllib.request.urlopen(url)
    except urllib.error.HTTPError:
        return True  # "loading" is an answer
    except OSError:
        return False
    return True


def test_memory_is_read_from_proc_and_unknown_elsewhere(tmp_path):
    (tmp_path / "42").mkdir()
    (tmp_path / "42" / "status").write_text("Name:\tllama\nVmRSS:\t  2048 kB\nThreads:\t3\n")
    assert resident_bytes(42, proc=tmp_path) == 2048 * 1024
    assert resident_bytes(43, proc=tmp_path) is None
    assert resident_bytes(os.getpid()) is None or resident_bytes(os.getpid()) > 0


# `make test` fetches them first: a hand-run without them skips, CI never does (it fails instead).
needs_the_real_model = pytest.mark.skipif(
    not os.environ.get("CI") and (not (LLM_CACHE / DEFAULT.model_file_name).is_file()
                                   or not (LLM_CACHE / DEFAULT.server_dir_name).is_dir()),
    reason=f"the real server and model are not cached in {LLM_CACHE}: `python scripts/llm_server.py fetch`")


def _real_model(tmp_path) -> BuiltinModel:
    folder = tmp_path / "builtin_model"
    folder.mkdir()
    # Linked, not copied: the same files a download would have put there (1.1 GB).
    (folder / DEFAULT.model_file_name).symlink_to(LLM_CACHE / DEFAULT.model_file_name)
    (folder / DEFAULT.server_dir_name).symlink_to(LLM_CACHE / DEFAULT.server_dir_name)
    return BuiltinModel(folder, replace(DEFAULT, context_tokens=4096), python=Path(sys.executable))


@pytest.mark.live_model
@pytest.mark.timeout(900)
@needs_the_real_model
def test_the_real_server_and_model_start_answer_and_stop(qtbot, tmp_path):
    model = _real_model(tmp_path)
    try:
        pid = _started(qtbot, model, timeout=600_000)
        with urllib.request.urlopen(f"{model.server.url}/v1/models") as response:
            assert DEFAULT.model_file_name.split(".gguf")[0] in response.read().decode().lower()
        assert model.server.memory_bytes() > 500_000_000  # the model is loaded
        assert "GB in memory" in model.status_line()
        # Test connection on the Options page: the same client and check as for any local server.
        settings = PluginSettings(provider="openai", local_preset=BUILTIN, local_base_url="http://typed:1/v1")
        client = make_local_client(settings)
        assert client.base_url.rstrip("/") == f"{model.server.url}/v1"
        line = str(check_connection(client).line())
        assert line.startswith("Reachable") and "1 model found" in line and "tool calling works" in line, line
    finally:
        model.shutdown()
    assert _gone(pid)


def _prompt_tokens_read(url: str, system: str, key: str) -> int:
    """How many prompt tokens the server reads to answer (its own count, timings.prompt_n)."""
    body = {"model": "m", "max_tokens": 1, "messages": [{"role": "system", "content": system},
                                                        {"role": "user", "content": PLACEHOLDER_QUESTION}]}
    return httpx2.post(f"{url}/v1/chat/completions", json=body, timeout=600,
                       headers={"Authorization": f"Bearer {key}"}).json()["timings"]["prompt_n"]


@pytest.mark.live_model
@pytest.mark.timeout(1200)
@needs_the_real_model
def test_the_next_session_finds_the_prompt_read(qtbot, tmp_path):
    """Issue 26: the warm-up keeps what the server read in the model's folder, and the next
    QGIS session's server (a new process: its memory is empty) loads it instead of
    reading the prompt again. The same request, the same server settings; only the
    saved prompt differs."""
    model = _real_model(tmp_path)
    system = f"You are a map assistant ({uuid.uuid4().hex}). " + " ".join(f"rule{i}." for i in range(150))
    request = LLMRequest(system=system, context="", tools=[], model="m", max_tokens=64,
                         messages=[{"role": "user", "content": [{"type": "text", "text": PLACEHOLDER_QUESTION}]}])
    try:
        _started(qtbot, model, timeout=600_000)
        url = model.server.url
        first_session = _prompt_tokens_read(url, system, model.server.key)  # read in full
        client = OpenAICompatibleClient(f"{url}/v1", api_key=model.server.key, timeout=600, tools="off")
        assert warm_up(client, request, CancelToken(), base_url=url)  # ... and now kept on disk
        assert list((model.folder / "slots").glob("*.bin"))
        model.stop()
        _started(qtbot, model, timeout=600_000)  # the next session: a new server process
        assert prompt_slots.restore(model.server.url, prompt_slots.slot_file(request), model.server.key)
        next_session = _prompt_tokens_read(model.server.url, system, model.server.key)
    finally:
        model.shutdown()
    assert first_session > 150 and next_session < 10, (first_session, next_session)
