"""The loopback package index itself: real pip finds, downloads and installs from it."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import urllib.error
import urllib.request
import zipfile

import pytest

from support.fakes.wheel_index import WheelIndex, build_wheel


@pytest.fixture
def index(tmp_path):
    build_wheel(tmp_path / "wheels", "ma-probe-pkg", "0.3", {"ma_probe_pkg/__init__.py": b"VALUE = 7\n"})
    served = WheelIndex(tmp_path / "wheels")
    yield served
    served.close()


def _pip(*args: str, cwd) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
    env.update(PIP_CONFIG_FILE=os.devnull, PIP_CACHE_DIR=str(cwd / "pip-cache"))
    return subprocess.run([sys.executable, "-m", "pip", *args, "--disable-pip-version-check"],
                          capture_output=True, text=True, env=env, cwd=cwd)


def test_a_built_wheel_is_a_valid_zip_with_its_metadata(tmp_path):
    wheel = build_wheel(tmp_path, "ma-x", "1.0", {"ma_x/a.bin": b"abc"})
    assert wheel.name == "ma_x-1.0-py3-none-any.whl"
    names = zipfile.ZipFile(wheel).namelist()
    assert {"ma_x/a.bin", "ma_x-1.0.dist-info/METADATA", "ma_x-1.0.dist-info/RECORD"} <= set(names)


def test_pip_downloads_and_installs_from_it(index, tmp_path):
    done = _pip("install", "--index-url", index.url, "--target", str(tmp_path / "site"), "ma-probe-pkg==0.3",
                cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "site" / "ma_probe_pkg" / "__init__.py").read_text() == "VALUE = 7\n"
    assert index.downloads == ["ma_probe_pkg-0.3-py3-none-any.whl"]


def test_an_unknown_project_is_not_found(index, tmp_path):
    done = _pip("download", "--index-url", index.url, "-d", str(tmp_path / "d"), "ma-absent==1.0", cwd=tmp_path)
    assert done.returncode != 0
    assert "No matching distribution" in done.stderr
    with pytest.raises(urllib.error.HTTPError):
        urllib.request.urlopen(index.url + "ma-absent/")


def test_a_held_file_waits_until_released(index):
    index.hold("ma_probe_pkg-0.3-py3-none-any.whl")
    got = []
    reader = threading.Thread(target=lambda: got.append(urllib.request.urlopen(
        index.url.replace("/simple/", "/files/ma_probe_pkg-0.3-py3-none-any.whl")).read()))
    reader.start()
    assert index.waiting.wait(30)
    assert got == [] and index.downloads == []
    index.release("ma_probe_pkg-0.3-py3-none-any.whl")
    reader.join(30)
    assert got and got[0][:2] == b"PK"
