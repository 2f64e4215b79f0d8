"""Build the plugin zip and its custom repository (plugins.xml) with qgis-plugin-ci.

qgis-plugin-ci (PyPI) packs ``git archive`` of the plugin's folder *inside* a git
repository, but this repository's root is the plugin folder. So the files git tracks,
as they are in the work tree, are laid out as ``map_assistant/`` in a temporary git
repository with ``.qgis-plugin-ci`` at its root, committed, and qgis-plugin-ci packages
that: ``.gitattributes``' export-ignore rules keep tests, scripts and tooling out, the
version and the changelog come from CHANGELOG.md. Untracked files (a stray .DS_Store,
a .mypy_cache/) never get in. Built translations (``i18n/*.qm``, ignored by git) are
added as qgis-plugin-ci assets.

    python scripts/package.py [DIST] [--url URL]

DIST (default ``dist``) receives ``map_assistant.<version>.zip``, ``plugins.xml`` and
qgis-plugin-ci's ``plugins.xsl``. URL is where the three will be published: the zip's
download link in plugins.xml is URL + the zip's name. The default is the GitHub release
of this version on metadata.txt's ``repository``, which is where ``qgis-plugin-ci
release --create-plugin-repo`` puts them.
"""

from __future__ import annotations

import argparse
import configparser
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PLUGIN_FOLDER = "map_assistant"  # the zip's top folder, the plugin's module name once installed
CONFIG = ".qgis-plugin-ci"
AT_STAGE_ROOT = (CONFIG, "CHANGELOG.md")  # where qgis-plugin-ci reads them (see .qgis-plugin-ci)
BUILT_ASSETS = ("i18n/*.qm",)  # built, so ignored by git: shipped as qgis-plugin-ci assets
PUBLISHED = ("plugins.xml", "plugins.xsl")
# The temporary repository's commits need an author; nothing here is ever pushed.
GIT_IDENTITY = {"GIT_AUTHOR_NAME": "package.py", "GIT_AUTHOR_EMAIL": "package@localhost",
                "GIT_COMMITTER_NAME": "package.py", "GIT_COMMITTER_EMAIL": "package@localhost"}


class PackagingError(RuntimeError):
    pass


def git(*args: str, cwd: Path, env: dict | None = None) -> str:
    done = subprocess.run(["git", *args], cwd=cwd, env=env, capture_output=True, text=True)
    if done.returncode:
        raise PackagingError(f"git {' '.join(args)} failed in {cwd}:\n{done.stderr.strip()}")
    return done.stdout


def staging_env() -> dict[str, str]:
    """For git in the temporary repository: no GIT_DIR, GIT_INDEX_FILE... inherited from a
    caller (a git hook sets them) may point it at this repository."""
    return {**{k: v for k, v in os.environ.items() if not k.startswith("GIT_")}, **GIT_IDENTITY}


def source_files(root: Path = ROOT) -> list[str]:
    """The files git tracks. A tree copied without its .git (the test-matrix chroots get
    one) has none: there, the files ``git add -A`` would track, which on a fresh clone
    are the same."""
    if shutil.which("git") is None:
        raise PackagingError("qgis-plugin-ci packages from git, and git is not installed")
    inside = subprocess.run(["git", "rev-parse", "--show-toplevel"], cwd=root,
                            capture_output=True, text=True)
    if inside.returncode == 0 and Path(inside.stdout.strip()).resolve() == root.resolve():
        listed = git("ls-files", "-z", cwd=root)
    else:
        with tempfile.TemporaryDirectory(prefix="ma-scan-") as scratch:  # an empty repository reads .gitignore
            git("init", "-q", "--bare", scratch, cwd=root)
            listed = git(f"--git-dir={scratch}", f"--work-tree={root}", "ls-files", "-z", "--others",
                         "--exclude-standard", cwd=root)
    return sorted(name for name in listed.split("\0") if name and (root / name).is_file())


def newest_version(root: Path = ROOT) -> str:
    from qgispluginci.changelog import ChangelogParser  # the version qgis-plugin-ci itself will read

    parser = ChangelogParser(parent_folder=root)
    if parser.CHANGELOG_FILEPATH is None:
        raise PackagingError(f"no CHANGELOG.md in {root}")
    return parser.latest_version()


def read_repository(root: Path = ROOT) -> str:
    metadata = configparser.ConfigParser(interpolation=None)
    metadata.read(root / "metadata.txt", encoding="utf-8")
    return metadata["general"]["repository"].rstrip("/")


def default_url(version: str, root: Path = ROOT) -> str:
    repository = read_repository(root)
    if not repository.startswith("https://github.com/"):
        raise PackagingError(f"repository={repository} is not on GitHub: give the publishing URL with --url")
    return f"{repository}/releases/download/{version}/"


def stage(root: Path, into: Path) -> list[str]:
    """Lay the plugin out as qgis-plugin-ci wants it and commit it; returns the asset paths."""
    plugin = into / PLUGIN_FOLDER
    for name in source_files(root):
        (plugin / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(root / name, plugin / name)
    for name in AT_STAGE_ROOT:
        shutil.copy2(root / name, into / name)
    assets = []
    for pattern in BUILT_ASSETS:
        for built in sorted(root.glob(pattern)):
            target = plugin / built.relative_to(root)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(built, target)
            assets.append(target.relative_to(into).as_posix())
    env = staging_env()
    git("init", "-q", cwd=into, env=env)
    git("add", "-A", cwd=into, env=env)
    git("-c", "commit.gpgsign=false", "commit", "-q", "-m", "package", cwd=into, env=env)
    return assets


def run_qgis_plugin_ci(staged: Path, version: str, url: str, assets: list[str]) -> Path:
    command = [sys.executable, "-m", "qgispluginci", "package", version, "--plugin-repo-url", url]
    for asset in assets:
        command += ["--asset-path", asset]
    done = subprocess.run(command, cwd=staged, env=staging_env(), capture_output=True, text=True)
    archive = staged / f"{PLUGIN_FOLDER}.{version}.zip"
    if done.returncode or not archive.is_file():
        raise PackagingError(f"qgis-plugin-ci package failed:\n{done.stdout}{done.stderr}")
    return archive


def build(dist: Path, url: str | None = None, root: Path = ROOT) -> Path:
    """Writes the zip, plugins.xml and plugins.xsl side by side in ``dist``; returns the zip."""
    version = newest_version(root)
    url = url or default_url(version, root)
    url = url if url.endswith("/") else url + "/"
    with tempfile.TemporaryDirectory(prefix="ma-package-") as scratch:
        staged = Path(scratch)
        archive = run_qgis_plugin_ci(staged, version, url, stage(root, staged))
        dist.mkdir(parents=True, exist_ok=True)
        for old in [*dist.glob(f"{PLUGIN_FOLDER}.*.zip"), *(dist / name for name in PUBLISHED)]:
            old.unlink(missing_ok=True)
        for name in PUBLISHED:
            shutil.move(str(staged / name), dist / name)
        return Path(shutil.move(str(archive), dist / archive.name))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dist", nargs="?", type=Path, default=ROOT / "dist")
    parser.add_argument("--url", help="where the zip and plugins.xml are published")
    args = parser.parse_args()
    try:
        archive = build(args.dist, args.url)
    except PackagingError as error:
        print(f"package: {error}", file=sys.stderr)
        return 1
    print(f"wrote {archive} and {archive.parent / 'plugins.xml'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
