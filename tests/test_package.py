"""The plugin zip qgis-plugin-ci builds (scripts/package.py, `make package`).

It holds every module the plugin imports (a wiring module left out fails only once
installed) and nothing else of the repository: only files git tracks, minus what
.gitattributes export-ignores, plus the compiled translations. Built from the
repository's git index, so new files count once committed (CI tests a fresh clone).
"""

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import package  # noqa: E402

TOP = package.PLUGIN_FOLDER
PLUGIN_PACKAGES = ("agent", "services", "toolbelt", "ui")
LEFT_OUT = ("tests/", "scripts/", "bench/", "docs/", ".ci/", "Makefile", "pytest.ini", "ruff.toml",
            "requirements-dev.txt", ".gitignore", ".gitattributes", ".qgis-plugin-ci")


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    return package.build(tmp_path_factory.mktemp("dist"), url="https://example.org/repo")


def names_in(archive: Path) -> set[str]:
    return set(zipfile.ZipFile(archive).namelist())


def test_every_plugin_module_is_packaged_and_nothing_for_developers(built):
    names = names_in(built)
    modules = {path.relative_to(ROOT).as_posix() for path in ROOT.glob("*.py")}
    modules |= {path.relative_to(ROOT).as_posix() for package_ in PLUGIN_PACKAGES
                for path in (ROOT / package_).rglob("*.py") if "__pycache__" not in path.parts}
    tracked = set(package.source_files())
    assert {f"{TOP}/{module}" for module in modules & tracked} <= names
    assert {"ui/values_consent.py", "agent/consent.py", "__init__.py", "plugin.py"} <= modules & tracked
    for shipped in ("metadata.txt", "LICENSE", "README.md", "CHANGELOG.md", "requirements.txt", "resources/icon.svg"):
        assert f"{TOP}/{shipped}" in names
    assert {name.split("/")[0] for name in names} == {TOP}
    inside = [name.removeprefix(f"{TOP}/") for name in names]
    assert [name for name in inside if name.startswith(LEFT_OUT) or name in LEFT_OUT] == []
    assert [name for name in inside if name.startswith("i18n/") and not name.endswith(".qm")] == []


def test_the_version_and_the_notes_come_from_the_changelog(built):
    version = package.newest_version()
    assert built.name == f"{TOP}.{version}.zip"
    metadata = zipfile.ZipFile(built).read(f"{TOP}/metadata.txt").decode("utf-8")
    assert f"version={version}\n" in metadata
    assert f"Version {version}:" in metadata  # qgis-plugin-ci copied CHANGELOG.md's notes
    listing = (built.parent / "plugins.xml").read_text(encoding="utf-8")
    assert f"<download_url>https://example.org/repo/{built.name}</download_url>" in listing


def test_by_default_plugins_xml_points_at_the_github_release_of_the_version():
    repository = package.read_repository()
    assert repository.startswith("https://github.com/")
    assert package.default_url("1.2.3") == f"{repository}/releases/download/1.2.3/"


@pytest.fixture
def work_tree_with_strays(tmp_path) -> Path:
    """A copy of the repository as a fresh clone has it (its tracked files, committed),
    then what a work tree collects that git does not track, and a built translation."""
    clone = tmp_path / "clone"
    for name in package.source_files():
        (clone / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, clone / name)
    for name in (".gitattributes", ".qgis-plugin-ci", "CHANGELOG.md", ".gitignore"):
        shutil.copy2(ROOT / name, clone / name)  # already tracked on a fresh clone; copied for a work tree too
    identity = ["-c", "user.name=test", "-c", "user.email=test@localhost", "-c", "commit.gpgsign=false"]
    for command in (["init", "-q"], ["add", "-A"], [*identity, "commit", "-q", "-m", "clone"]):
        subprocess.run(["git", *command], cwd=clone, check=True, capture_output=True)
    for stray in (".DS_Store", "agent/old.pyo", ".mypy_cache/3.11/cache.json", "ui/scratch.py", "notes.txt"):
        (clone / stray).parent.mkdir(parents=True, exist_ok=True)
        (clone / stray).write_text("not for users\n")
    (clone / "i18n" / "map_assistant_xx.qm").write_bytes(b"\x3c\xb8\x64\x18")  # gitignored: built by lrelease
    return clone


def test_untracked_files_never_ship_and_built_translations_do(work_tree_with_strays, tmp_path):
    names = names_in(package.build(tmp_path / "dist", url="https://example.org/", root=work_tree_with_strays))
    assert f"{TOP}/plugin.py" in names
    assert [name for name in names if name.endswith((".DS_Store", ".pyo", "cache.json", "scratch.py", "notes.txt"))] == []
    assert f"{TOP}/i18n/map_assistant_xx.qm" in names


def test_a_tree_without_its_git_folder_ships_what_git_would_track(work_tree_with_strays):
    """The test-matrix chroots get the work tree without .git: what .gitignore excludes stays out."""
    shutil.rmtree(work_tree_with_strays / ".git")
    (work_tree_with_strays / "__pycache__").mkdir()
    (work_tree_with_strays / "__pycache__" / "plugin.cpython-311.pyc").write_bytes(b"")
    listed = package.source_files(work_tree_with_strays)
    assert "plugin.py" in listed and "agent/session.py" in listed
    assert not [name for name in listed if "__pycache__" in name or name.endswith(".qm")]
