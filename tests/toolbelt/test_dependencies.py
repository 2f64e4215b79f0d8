"""Dependency detection, interpreter resolution and a real pip run (offline, local wheel)."""

import base64
import hashlib
import importlib
import importlib.metadata as md
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from map_assistant.toolbelt import dependencies
from map_assistant.toolbelt.dependencies import (
    DependencyError,
    DependencyInstaller,
    constraints_text,
    dependencies_dir,
    ensure_on_sys_path,
    import_problem,
    missing_requirements,
    pip_command,
    python_executable,
)
from map_assistant.toolbelt.paths import dependencies_dir_in
from qgis.core import QgsApplication
from qgis.PyQt.QtCore import QTimer

PY = f"{sys.version_info.major}.{sys.version_info.minor}"
ROOT = Path(__file__).resolve().parents[2]


def _touch(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("")
    return path


def _build_wheel(folder: Path, name: str, version: str, value: int, init: str = "") -> Path:
    """A minimal valid pure-Python wheel, so pip can install it with no network."""
    dist_info = f"{name}-{version}.dist-info"
    files = {
        f"{name}/__init__.py": init or f"VALUE = {value}\n",
        f"{dist_info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n",
        f"{dist_info}/WHEEL": "Wheel-Version: 1.0\nGenerator: test\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    record = []
    for path, text in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(text.encode()).digest()).rstrip(b"=").decode()
        record.append(f"{path},sha256={digest},{len(text.encode())}")
    record.append(f"{dist_info}/RECORD,,")
    files[f"{dist_info}/RECORD"] = "\n".join(record) + "\n"
    wheel = folder / f"{name}-{version}-py3-none-any.whl"
    folder.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(wheel, "w") as archive:
        for path, text in files.items():
            archive.writestr(path, text)
    return wheel


@pytest.fixture
def restored_sys_path(monkeypatch):
    monkeypatch.setattr(sys, "path", list(sys.path))
    yield sys.path
    importlib.invalidate_caches()


def test_dependencies_dir_is_in_the_profile_per_python_version(qgis_app):
    folder = dependencies_dir()
    assert folder == Path(QgsApplication.qgisSettingsDirPath()) / "python" / "dependencies" / f"python{PY}"
    assert folder.parts[-3:] == ("python", "dependencies", f"python{PY}")


def test_run_qgis_script_computes_the_same_folder(tmp_path):
    """scripts/run_qgis.sh asks toolbelt/paths.py with QGIS's own Python (Debian's python3)."""
    script = (ROOT / "scripts" / "run_qgis.sh").read_text()
    assert "/usr/bin/python3 toolbelt/paths.py" in script
    printed = subprocess.run(["/usr/bin/python3", "toolbelt/paths.py", str(tmp_path)], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout.strip()
    assert Path(printed) == dependencies_dir_in(tmp_path)  # the venv's Python is Debian's python3


def test_ensure_on_sys_path_appends_once(restored_sys_path, tmp_path):
    first = list(sys.path)
    assert ensure_on_sys_path(tmp_path) == tmp_path
    ensure_on_sys_path(tmp_path)
    assert sys.path[:-1] == first  # nothing QGIS ships is shadowed
    assert sys.path[-1] == str(tmp_path)
    assert sys.path.count(str(tmp_path)) == 1


# ---------------------------------------------------------------- interpreter


# Where QGIS and its Pythons lie (relative to tmp_path) and what sys says of the running
# interpreter; ``decoys`` are Pythons that must not be chosen.
INSTALL_LAYOUTS = [
    pytest.param("usr/bin/qgis", [], "usr/bin/python3", "usr", "usr", "linux", (3, 11),
                 id="linux_qgis_binary_resolves_to_prefix_python"),
    # A python3 of another version may sit in the same bin folder (e.g. /usr/local/bin).
    pytest.param("usr/bin/qgis", ["usr/bin/python3"], "usr/bin/python3.9", "usr", "usr", "linux", (3, 9),
                 id="linux_versioned_python_wins_over_a_bare_python3"),
    pytest.param("opt/qgis/bin/qgis", [], "base/bin/python3.11", "venv", "base", "linux", (3, 11),
                 id="linux_versioned_python_in_base_prefix"),
    pytest.param("OSGeo4W/bin/qgis-bin.exe", ["OSGeo4W/apps/Python39/pythonw.exe"],  # no console
                 "OSGeo4W/apps/Python39/python.exe", "OSGeo4W/apps/Python39", "OSGeo4W/apps/Python39", "win32",
                 (3, 9), id="windows_osgeo4w_python"),
    pytest.param("QGIS 3.22/bin/qgis-bin.exe", [], "QGIS 3.22/apps/Python39/python.exe", "elsewhere", "elsewhere",
                 "win32", (3, 9), id="windows_python_found_from_the_qgis_binary"),
    pytest.param("QGIS.app/Contents/MacOS/QGIS", [], "QGIS.app/Contents/MacOS/bin/python3",
                 "QGIS.app/Contents/Frameworks", "QGIS.app/Contents/Frameworks", "darwin", (3, 9),
                 id="macos_bundle_python"),
    pytest.param("QGIS.app/Contents/MacOS/QGIS", ["QGIS.app/Contents/MacOS/bin/python3"],
                 "QGIS.app/Contents/MacOS/bin/python3.9", "elsewhere", "elsewhere", "darwin", (3, 9),
                 id="macos_bundle_prefers_the_versioned_python"),
]


@pytest.mark.parametrize(("qgis", "decoys", "expected", "prefix", "base_prefix", "platform", "version"),
                         INSTALL_LAYOUTS)
def test_python_executable_finds_the_python_of_the_install(tmp_path, qgis, decoys, expected, prefix, base_prefix,
                                                           platform, version):
    for path in (qgis, *decoys, expected):
        _touch(tmp_path / path)
    found = python_executable(tmp_path / qgis, prefix=tmp_path / prefix, base_prefix=tmp_path / base_prefix,
                              platform=platform, version=version)
    assert found == tmp_path / expected


def test_running_python_is_used_as_is(tmp_path):
    python = _touch(tmp_path / "env/bin/python3.11")
    assert python_executable(python, prefix=tmp_path / "nothing", platform="linux") == python


def test_no_python_found_is_a_clear_error(tmp_path):
    qgis = _touch(tmp_path / "bin/qgis")
    with pytest.raises(DependencyError) as error:
        python_executable(qgis, prefix=tmp_path, base_prefix=tmp_path, platform="linux", version=(3, 11))
    assert "requirements.txt" in error.value.user_message


# ---------------------------------------------------------------- pip inputs


def test_constraints_pin_installed_numpy():
    lines = constraints_text().splitlines()
    assert f"numpy=={md.version('numpy')}" in lines
    for line in lines:
        name, _, version = line.partition("==")
        assert md.version(name) == version  # only what is really installed


def test_constraints_never_contradict_a_requirement():
    installed = md.version("numpy")
    assert f"numpy=={installed}" not in constraints_text(["numpy>=999"]).splitlines()
    assert f"numpy=={installed}" in constraints_text([f"numpy>={installed}"]).splitlines()


def test_pip_command_pins_targets_and_upgrades_the_folder(tmp_path):
    python = tmp_path / "python3"
    command = pip_command(tmp_path / "deps", ["anthropic==2.10.0", "sqlglot"], tmp_path / "c.txt", python)
    assert command[:4] == [str(python), "-m", "pip", "install"]
    assert command[command.index("--target") + 1] == str(tmp_path / "deps")
    assert command[command.index("-c") + 1] == str(tmp_path / "c.txt")  # the numpy pin stays
    assert "--upgrade" in command  # else pip keeps an older copy already in the folder
    assert command[command.index("--only-binary") + 1] == ":all:"  # no source build runs its code here
    assert command[-2:] == ["anthropic==2.10.0", "sqlglot"]


def test_missing_requirements_reads_a_requirements_file(tmp_path):
    numpy_version = md.version("numpy")
    requirements = tmp_path / "requirements.txt"
    requirements.write_text(
        "# comment\n"
        "-c constraints.txt\n"
        f"numpy=={numpy_version}\n"
        "numpy<1.0  # too old on purpose\n"
        "definitely-not-installed-map-assistant-pkg==1.0\n"
        "also-not-installed; python_version < '3'\n"
    )
    assert missing_requirements(requirements) == [
        "numpy<1.0",
        "definitely-not-installed-map-assistant-pkg==1.0",
    ]


def test_missing_requirements_without_packaging(monkeypatch):
    # Some QGIS Pythons lack `packaging`: the plain check handles names and == pins.
    monkeypatch.setattr(dependencies, "Requirement", None)
    numpy_version = md.version("numpy")
    specs = [f"numpy=={numpy_version}", "numpy==0.0.1", "not-installed-ma-pkg>=1", "numpy>=1"]
    assert missing_requirements(requirements=specs) == ["numpy==0.0.1", "not-installed-ma-pkg>=1"]


def test_missing_requirements_of_the_plugin_file_are_really_missing():
    lines = dependencies.requirement_lines()
    assert lines, "the plugin's requirements.txt lists its dependencies"
    missing = missing_requirements()
    assert set(missing) <= set(lines)
    for spec in set(lines) - set(missing):
        name = spec.split("=")[0].split(">")[0].split("<")[0].strip()
        assert md.version(name)


# ---------------------------------------------------------------- real pip runs


def _installer(tmp_path, requirements, wheels):
    return DependencyInstaller(
        requirements=requirements,
        target=tmp_path / "target",
        python=Path(sys.executable),
        extra_pip_args=["--no-index", "--find-links", str(wheels)],
    )


def _install(qtbot, tmp_path, requirements, wheels) -> tuple[bool, str]:
    """Run an installer to its end: what its ``finished`` signal says (ok, message)."""
    installer = _installer(tmp_path, requirements, wheels)
    with qtbot.waitSignal(installer.finished, timeout=120_000) as blocker:
        installer.start()
    ok, message = blocker.args
    return ok, message


def _tiny_pkg_installer(tmp_path, value: int) -> DependencyInstaller:
    """An installer of ma_tiny_pkg 0.1 (its VALUE is ``value``) from a local wheel."""
    wheels = tmp_path / "wheels"
    _build_wheel(wheels, "ma_tiny_pkg", "0.1", value=value)
    return _installer(tmp_path, ["ma_tiny_pkg==0.1"], wheels)


def test_installer_runs_pip_and_the_package_imports(qtbot, tmp_path, restored_sys_path):
    installer = _tiny_pkg_installer(tmp_path, value=42)
    progress = []
    installer.progress.connect(lambda message, percent: progress.append((message, percent)))
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(20)
    with qtbot.waitSignal(installer.finished, timeout=120_000) as blocker:
        installer.start()
        assert installer.is_running()
    timer.stop()
    ok, message = blocker.args
    assert ok, message
    assert "ma_tiny_pkg==0.1" in message
    assert not installer.is_running()
    assert (tmp_path / "target" / "ma_tiny_pkg" / "__init__.py").is_file()
    assert any(m.startswith(("Processing", "Collecting")) for m, _ in progress)
    assert progress[-1][1] == 100.0
    assert ticks, "the event loop kept running while pip worked"
    assert sys.path[-1] == str(tmp_path / "target")  # appended by the installer
    assert importlib.import_module("ma_tiny_pkg").VALUE == 42
    sys.modules.pop("ma_tiny_pkg", None)


def test_a_version_bump_replaces_the_copy_in_the_folder(qtbot, tmp_path, restored_sys_path):
    """requirements.txt moves from 0.1 to 0.2: the folder must end up with 0.2 only."""
    wheels = tmp_path / "wheels"
    _build_wheel(wheels, "ma_bump_pkg", "0.1", value=1)
    _build_wheel(wheels, "ma_bump_pkg", "0.2", value=2)
    for spec in ("ma_bump_pkg==0.1", "ma_bump_pkg==0.2"):
        ok, message = _install(qtbot, tmp_path, [spec], wheels)
        assert ok, message
        sys.modules.pop("ma_bump_pkg", None)
    target = tmp_path / "target"
    assert (target / "ma_bump_pkg" / "__init__.py").read_text() == "VALUE = 2\n"
    assert sorted(p.name for p in target.glob("ma_bump_pkg-*.dist-info")) == ["ma_bump_pkg-0.2.dist-info"]


def test_a_package_that_does_not_import_is_reported(qtbot, tmp_path, restored_sys_path):
    """pip succeeds and the metadata is there, but the import fails: not "installed"."""
    wheels = tmp_path / "wheels"
    _build_wheel(wheels, "ma_broken_pkg", "0.1", value=0, init="import ma_module_that_is_not_there\n")
    ok, message = _install(qtbot, tmp_path, ["ma_broken_pkg==0.1"], wheels)
    assert not ok
    assert "does not import" in message and "ma_module_that_is_not_there" in message
    assert (tmp_path / "target" / "ma_broken_pkg-0.1.dist-info").is_dir()  # the metadata alone says "present"


def _sdist_that_runs_code(folder: Path, marker: Path) -> Path:
    """A source distribution whose in-tree build backend (no build requirements, so pip
    needs no index for them) writes ``marker`` as soon as pip loads it."""
    import io
    import tarfile

    root = "ma_sdist_pkg-0.1"
    files = {
        "PKG-INFO": "Metadata-Version: 2.1\nName: ma_sdist_pkg\nVersion: 0.1\n",
        "pyproject.toml": '[build-system]\nrequires = []\nbuild-backend = "backend"\nbackend-path = ["."]\n',
        "backend.py": f"from pathlib import Path\nPath({str(marker)!r}).write_text('ran')\n",
    }
    folder.mkdir(parents=True, exist_ok=True)
    sdist = folder / f"{root}.tar.gz"
    with tarfile.open(sdist, "w:gz") as archive:
        for name, text in files.items():
            data = text.encode()
            info = tarfile.TarInfo(f"{root}/{name}")
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    return sdist


def test_a_source_distribution_is_never_built(qtbot, tmp_path, restored_sys_path):
    # Issue 37: building one runs its code (setup.py, a build backend) with QGIS's Python.
    marker = tmp_path / "the-build-ran"
    _sdist_that_runs_code(tmp_path / "wheels", marker)
    ok, message = _install(qtbot, tmp_path, ["ma_sdist_pkg==0.1"], tmp_path / "wheels")
    assert not marker.exists()
    assert not ok and "ma_sdist_pkg" in message  # pip's "no matching distribution", said


def test_import_problem_checks_each_applicable_requirement():
    assert import_problem(["numpy>=1", "packaging"]) is None
    assert "ma_not_importable" in import_problem(["numpy", "ma-not-importable==1.0"])
    assert import_problem(["ma-not-importable==1.0; python_version < '3'"]) is None  # not for this Python


def test_installer_failure_explains_what_pip_said(qtbot, tmp_path, restored_sys_path):
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    ok, message = _install(qtbot, tmp_path, ["ma-absent-pkg==9.9"], wheels)
    assert not ok
    assert "proxy" in message and "ma-absent-pkg" in message


def test_installer_cancel_reports_once(qtbot, tmp_path, restored_sys_path):
    installer = _tiny_pkg_installer(tmp_path, value=1)
    results = []
    installer.finished.connect(lambda ok, message: results.append((ok, message)))
    with qtbot.waitSignal(installer.finished, timeout=120_000):
        installer.start()
        installer.cancel()
    qtbot.wait(200)
    assert len(results) == 1
    assert results[0][0] is False and "cancelled" in results[0][1]


def test_installer_with_nothing_to_do_still_reports(qtbot, tmp_path):
    installer = DependencyInstaller(requirements=[], target=tmp_path / "target")
    with qtbot.waitSignal(installer.finished, timeout=5_000) as blocker:
        installer.start()
    assert blocker.args[0] is True
