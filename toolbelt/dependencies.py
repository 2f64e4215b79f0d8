"""Missing-dependency detection and the installer that runs pip with QGIS's own Python.

``anthropic``, ``pydantic`` and friends are not shipped with QGIS and some have
compiled parts, so they cannot be bundled in the plugin zip. They are installed
with ``pip install --target`` into ONE folder, ``dependencies_dir()``:
``<QGIS profile>/python/dependencies/python<X.Y>`` (per Python version, because
compiled wheels are). That path is defined in ``paths.py`` only.

Why the folder goes at the END of ``sys.path``: whatever QGIS ships (numpy,
GDAL, PyQt, ...) is found first, so a plugin install can never shadow a package
other plugins and QGIS's own bindings were built against. ``pip --target``
ignores what is already installed, so a requirement that needs numpy would put
a second numpy copy into the folder; the constraints file pins it to the
installed version, and since the folder comes last, QGIS's numpy is the one
imported. The price: if QGIS ships a package we need in a too-old version, the
folder's newer copy is shadowed. The installer re-checks after pip (versions,
then a real import) and says so.

This module must import with only the standard library and QGIS: it runs
precisely when the dependencies are missing.
"""

from __future__ import annotations

import importlib
import os
import re
import shutil
import sys
import tempfile
from collections.abc import Iterable, Sequence
from importlib import metadata
from pathlib import Path

from qgis.core import QgsApplication
from qgis.PyQt.QtCore import QObject, QProcess, QProcessEnvironment, QTimer, pyqtSignal

from ..agent.user_error import UserError
from . import log
from .i18n import tr
from .metadata import PLUGIN_DIR
from .paths import dependencies_dir_in
from .python_support import python_too_old, read_requirements

try:  # packaging ships with pip and almost every Python; fall back to a plain check without it
    from packaging.requirements import InvalidRequirement, Requirement
    from packaging.version import InvalidVersion, Version
except ImportError:  # pragma: no cover - depends on the QGIS install
    Requirement = None  # type: ignore[assignment,misc]

REQUIREMENTS_FILE = PLUGIN_DIR / "requirements.txt"

# Compiled packages QGIS or other plugins may ship and link against: pinned to the
# installed version so pip never brings a different one (see the module docstring).
PROTECTED_DISTRIBUTIONS = (
    "numpy", "scipy", "GDAL", "pandas", "matplotlib", "shapely", "pyproj", "Fiona",
    "PyQt5", "PyQt5-sip", "PyQt6", "PyQt6-sip", "sip", "psycopg2", "psycopg2-binary",
    "lxml", "Pillow", "h5py", "netCDF4", "cftime",
)



def pip_environment() -> QProcessEnvironment:
    """What pip runs with, from QGIS: its lines streamed as they come (for progress), and
    QGIS's proxy, which pip would ignore, through the environment (never argv, where a
    password would show in the process list). The installer and the built-in model's
    fetch both run pip so."""
    from .proxy import proxy_url_for, redact

    env = QProcessEnvironment.systemEnvironment()
    env.insert("PYTHONUNBUFFERED", "1")
    env.insert("PYTHONIOENCODING", "utf-8")
    env.insert("PIP_DISABLE_PIP_VERSION_CHECK", "1")
    proxy = proxy_url_for("https://pypi.org/simple/")
    if proxy:
        env.insert("HTTPS_PROXY", proxy)
        env.insert("HTTP_PROXY", proxy)
        log.log(f"pip uses the QGIS proxy {redact(proxy)}")
    return env

class DependencyError(UserError):
    """A problem the user must act on; ``user_message`` says what to do."""


# ---------------------------------------------------------------- the folder


def dependencies_dir() -> Path:
    """``<QGIS profile>/python/dependencies/python<X.Y>``: the one place dependencies go."""
    return dependencies_dir_in(QgsApplication.qgisSettingsDirPath())


def ensure_on_sys_path(folder: Path | None = None) -> Path:
    """Append the folder to ``sys.path`` once (at the end: what QGIS ships always wins)."""
    folder = Path(folder or dependencies_dir())
    entry = str(folder)
    if entry not in sys.path:
        sys.path.append(entry)
        importlib.invalidate_caches()
    return folder


# ---------------------------------------------------------------- requirements


def requirement_lines(requirements_file: Path | None = None) -> list[str]:
    """The requirement specifiers of the plugin's requirements.txt (pip options left out)."""
    return read_requirements(requirements_file or REQUIREMENTS_FILE)


def _installed_version(name: str) -> str | None:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


def _is_satisfied(spec: str) -> bool:
    if Requirement is None:
        # Without packaging: NAME or NAME==VERSION only; other specifiers check presence.
        name, _, pinned = re.split(r"[\s;\[]", spec, maxsplit=1)[0].partition("==")
        name = re.split(r"[<>=!~]", name, maxsplit=1)[0]
        version = _installed_version(name)
        return version is not None and (not pinned or version == pinned)
    try:
        requirement = Requirement(spec)
    except InvalidRequirement:
        log.warning(f"Ignoring an unreadable requirement: {spec}")
        return True
    if requirement.marker is not None and not requirement.marker.evaluate():
        return True  # not needed on this platform / Python
    version = _installed_version(requirement.name)
    if version is None:
        return False
    try:
        return requirement.specifier.contains(Version(version), prereleases=True)
    except InvalidVersion:
        return True  # a distro's odd version string: present is the best we can say


def missing_requirements(
    requirements_file: Path | None = None, requirements: Sequence[str] | None = None
) -> list[str]:
    """The requirement lines not satisfied by what Python can import now (no heavy imports)."""
    specs = list(requirements) if requirements is not None else requirement_lines(requirements_file)
    return [spec for spec in specs if not _is_satisfied(spec)]


def _name_of(spec: str) -> str:
    return re.split(r"[\s<>=!~;\[]", spec.strip(), maxsplit=1)[0]


def _applies(spec: str) -> bool:
    """False for a requirement whose environment marker excludes this platform / Python."""
    if Requirement is None or ";" not in spec:
        return True
    try:
        marker = Requirement(spec).marker
    except InvalidRequirement:
        return True
    return marker is None or marker.evaluate()


def import_problem(requirements: Sequence[str]) -> str | None:
    """Import each requirement's module (its name with "-" as "_"); the first failure, or None.

    Version metadata can be present while the package does not import: a copy
    half replaced, a dependency QGIS ships in an incompatible version, a module
    of the same name earlier on ``sys.path``. Only an import tells.
    """
    for spec in requirements:
        if not _applies(spec):
            continue
        module = _name_of(spec).replace("-", "_")
        try:
            importlib.import_module(module)
        except Exception as exc:  # noqa: BLE001 - any failure means "not usable"
            return f"{module}: {type(exc).__name__}: {exc}"
    return None


# ---------------------------------------------------------------- the interpreter


def _looks_like_python(path: Path) -> bool:
    name = path.name.lower()
    # pythonw.exe has no console streams, so pip's output would be lost.
    return name.startswith("python") and not name.startswith("pythonw")


def _candidates(executable: Path | None, prefix: Path, base_prefix: Path, platform: str, xy: str):
    exe_dir = executable.parent if executable else None
    if platform.startswith("win"):
        # OSGeo4W / standalone installer: sys.executable is qgis-bin.exe, sys.prefix apps/Python3X.
        for root in (prefix, base_prefix):
            yield root / "python.exe"
            yield root / "python3.exe"
        if exe_dir is not None:
            yield exe_dir / "python.exe"
            yield exe_dir / "python3.exe"
            yield exe_dir.parent / "apps" / f"Python{xy.replace('.', '')}" / "python.exe"
        return
    # The versioned name first: a bare python3 may be another Python than QGIS's
    # (e.g. /usr/local/bin/python3 next to a distribution's python3.9).
    if platform == "darwin" and exe_dir is not None:
        # QGIS.app: sys.executable is Contents/MacOS/QGIS, python is Contents/MacOS/bin/python3.
        yield exe_dir / "bin" / f"python{xy}"
        yield exe_dir / "bin" / "python3"
    for root in (prefix, base_prefix):
        yield root / "bin" / f"python{xy}"
        yield root / "bin" / "python3"


def python_executable(
    executable: str | Path | None = None,
    prefix: str | Path | None = None,
    base_prefix: str | Path | None = None,
    platform: str | None = None,
    version: tuple[int, int] | None = None,
) -> Path:
    """QGIS's Python interpreter (inside QGIS, ``sys.executable`` is usually the QGIS binary).

    The arguments default to the running interpreter; tests pass fake trees.
    """
    executable = Path(executable) if executable else (Path(sys.executable) if sys.executable else None)
    prefix = Path(prefix or sys.prefix)
    base_prefix = Path(base_prefix or sys.base_prefix)
    platform = platform or sys.platform
    major, minor = version or sys.version_info[:2]
    if executable is not None and _looks_like_python(executable) and executable.is_file():
        return executable
    for candidate in _candidates(executable, prefix, base_prefix, platform, f"{major}.{minor}"):
        if candidate.is_file():
            return candidate
    raise DependencyError(tr(
        "Could not find the Python interpreter of this QGIS installation (looked near {executable} and in "
        "{prefix}). Install the packages listed in the plugin's requirements.txt with QGIS's Python manually "
        "(OSGeo4W Shell on Windows).", executable=executable or "QGIS", prefix=prefix))


# ---------------------------------------------------------------- pip


def _project_key(dist_info: str) -> str:
    # "NAME-VERSION.dist-info", NAME escaped with "_" (wheel spec); compared normalised.
    return re.sub(r"[-_.]+", "_", dist_info.split("-", 1)[0]).lower()


def drop_replaced_metadata(target: Path, before: set[str]) -> list[str]:
    """Remove the metadata of versions pip replaced in the folder; the names removed.

    ``pip install --target --upgrade`` replaces a package's folder but leaves the
    old ``NAME-OLD.dist-info`` beside the new one, and ``importlib.metadata``
    may then report the old version. A project with a dist-info that appeared
    in this run loses the ones that were there before it.
    """
    groups: dict[str, list[Path]] = {}
    for info in Path(target).glob("*.dist-info"):
        groups.setdefault(_project_key(info.name), []).append(info)
    removed = []
    for infos in groups.values():
        if any(info.name not in before for info in infos):
            for stale in (info for info in infos if info.name in before):
                shutil.rmtree(stale, ignore_errors=True)
                removed.append(stale.name)
    return removed


def constraints_text(requirements: Iterable[str] = ()) -> str:
    """``name==version`` pins of the protected packages installed in QGIS's Python.

    A protected package that is also one of our requirements is pinned only if
    the installed version satisfies it; otherwise the pin would make pip fail.
    """
    required = {_name_of(spec).lower().replace("_", "-"): spec for spec in requirements}
    lines = []
    for name in PROTECTED_DISTRIBUTIONS:
        version = _installed_version(name)
        if version is None:
            continue
        spec = required.get(name.lower())
        if spec is not None and not _is_satisfied(spec):
            continue
        if Requirement is not None:
            try:
                Version(version)
            except InvalidVersion:
                continue  # pip would reject the whole constraints file
        lines.append(f"{name}=={version}")
    return "\n".join(lines) + ("\n" if lines else "")


def pip_command(
    target: Path,
    requirements: Sequence[str],
    constraints_file: Path,
    python: Path | None = None,
    extra_args: Sequence[str] = (),
) -> list[str]:
    """The pip call.

    ``--upgrade``: with ``--target``, pip otherwise keeps a package folder that is
    already there, so a version bump in requirements.txt would never arrive. What
    QGIS ships is still never replaced: the folder comes last on ``sys.path`` and
    the constraints file pins the protected packages.

    ``--only-binary :all:``: wheels only. A source distribution runs its own build code
    (setup.py, a build backend it names) on this machine at install time.
    """
    return [
        str(python or python_executable()),
        "-m", "pip", "install",
        "--target", str(target),
        "--upgrade",
        "--upgrade-strategy", "only-if-needed",
        "--no-warn-script-location",
        "--disable-pip-version-check",
        "--no-input",
        "--only-binary", ":all:",
        "-c", str(constraints_file),
        *extra_args,
        *requirements,
    ]


def python_too_old_message(fields: dict[str, str]) -> str:
    """The installer's answer when this Python cannot have every requirement (python_support.py)."""
    return tr("Map Assistant needs Python {needed} or newer, and this QGIS runs Python {running}: {packages} "
              "(the clients that talk to the language model) do not install on it. Update QGIS to a release "
              "with Python {needed} or newer (on Windows, the current long-term release ships Python 3.12); "
              "nothing was installed.", needed=fields["needed"], running=fields["running"],
              packages=fields["packages"])


class DependencyInstaller(QObject):
    """Runs pip in a ``QProcess`` (asynchronous: the event loop never waits on it).

    ``progress(message, percent)`` with percent -1 when unknown;
    ``finished(ok, message)`` exactly once per ``start()``.
    """

    progress = pyqtSignal(str, float)
    finished = pyqtSignal(bool, str)

    def __init__(
        self,
        requirements: Sequence[str] | None = None,
        target: Path | None = None,
        python: Path | None = None,
        extra_pip_args: Sequence[str] = (),
        parent: QObject | None = None,
        apart: bool = False,
    ):
        super().__init__(parent)
        # apart: packages for another process (the MCP bridge), never imported into QGIS,
        # so pip's exit status is the whole check.
        self._apart = apart
        self._requirements = list(requirements) if requirements is not None else None
        self._target = Path(target) if target else None
        self._python = python
        self._extra_args = list(extra_pip_args)
        self._process: QProcess | None = None
        self._constraints_file: Path | None = None
        self._buffer = ""
        self._tail: list[str] = []
        self._collected = 0
        self._percent = 0.0
        self._cancelled = False
        self._started_with: list[str] = []
        self._metadata_before: set[str] = set()
        self._done = True

    @property
    def target(self) -> Path:
        return self._target or dependencies_dir()

    def is_running(self) -> bool:
        return not self._done

    def start(self) -> None:
        if not self._done:
            return
        self._done = False
        self._cancelled = False
        self._tail, self._buffer, self._collected, self._percent = [], "", 0, 0.0
        requirements = self._requirements if self._requirements is not None else missing_requirements()
        if not requirements:
            # Report asynchronously anyway, so callers handle one code path.
            QTimer.singleShot(0, lambda: self._finish(True, tr("All dependencies are already installed.")))
            return
        too_old = python_too_old(requirements)
        if too_old:  # pip would refuse them with a list of versions; say what to do instead
            QTimer.singleShot(0, lambda: self._finish(False, python_too_old_message(too_old)))
            return
        self._started_with = list(requirements)
        try:
            python = self._python or python_executable()
            self.target.mkdir(parents=True, exist_ok=True)
            self._metadata_before = {info.name for info in self.target.glob("*.dist-info")}
            handle, name = tempfile.mkstemp(prefix="map_assistant_constraints_", suffix=".txt")
            with os.fdopen(handle, "w", encoding="utf-8") as stream:
                stream.write(constraints_text(requirements))
            self._constraints_file = Path(name)
        except DependencyError as exc:
            message = exc.user_message  # `exc` is unbound after the block; the lambda runs later
            QTimer.singleShot(0, lambda: self._finish(False, message))
            return
        except OSError as exc:
            message = tr("Could not prepare the folder {folder}: {reason}. Check its permissions.",
                         folder=self.target, reason=exc.strerror or exc)
            QTimer.singleShot(0, lambda: self._finish(False, message))
            return
        command = pip_command(self.target, requirements, self._constraints_file, python, self._extra_args)
        self._process = QProcess(self)
        self._process.setProcessChannelMode(QProcess.ProcessChannelMode.MergedChannels)
        self._process.setProcessEnvironment(pip_environment())
        self._process.readyReadStandardOutput.connect(self._read_output)
        self._process.finished.connect(self._on_process_finished)
        self._process.errorOccurred.connect(self._on_process_error)
        log.log(f"Installing {', '.join(requirements)} into {self.target} with {python}")
        self.progress.emit(tr("Starting pip…"), 0.0)
        self._process.start(command[0], command[1:])

    def cancel(self, wait_ms: int = 0) -> None:
        """Kill pip; ``finished`` follows (asynchronously, unless ``wait_ms`` waits for the
        process to end, as unload does so that no pip outlives the plugin)."""
        if self._done:
            return
        self._cancelled = True
        if self._process is not None and self._process.state() != QProcess.ProcessState.NotRunning:
            self._process.kill()
            if wait_ms:
                self._process.waitForFinished(wait_ms)
        else:
            self._finish(False, tr("Installation cancelled."))

    def _read_output(self) -> None:
        data = bytes(self._process.readAllStandardOutput()).decode("utf-8", errors="replace")
        self._buffer += data.replace("\r", "\n")
        *lines, self._buffer = self._buffer.split("\n")
        for line in lines:
            self._handle_line(line.strip())

    def _handle_line(self, line: str) -> None:
        if not line:
            return
        self._tail = (self._tail + [line])[-15:]
        if line.startswith(("Collecting ", "Processing ")):
            self._collected += 1
            # The number of transitive dependencies is unknown up front: approach 70 %.
            self._percent = 5.0 + 65.0 * (1.0 - 0.8 ** self._collected)
            self.progress.emit(line, self._percent)
        elif line.startswith("Downloading "):
            self.progress.emit(line, self._percent)
        elif line.startswith("Installing collected packages"):
            self._percent = 80.0
            self.progress.emit(line, self._percent)
        elif line.startswith("Successfully installed"):
            self._percent = 100.0
            self.progress.emit(line, self._percent)

    def _on_process_error(self, error) -> None:
        if error == QProcess.ProcessError.FailedToStart and not self._cancelled:
            self._finish(False, tr("Could not start Python ({program}). Install the packages from the plugin's "
                                   "requirements.txt manually.", program=self._process.program()))

    def _on_process_finished(self, exit_code: int, exit_status) -> None:
        if self._buffer:
            self._handle_line(self._buffer.strip())
            self._buffer = ""
        if self._cancelled:
            self._finish(False, tr("Installation cancelled. Nothing in QGIS was changed."))
            return
        if exit_status != QProcess.ExitStatus.NormalExit or exit_code != 0:
            self._finish(False, self._failure_message())
            return
        drop_replaced_metadata(self.target, self._metadata_before)
        if self._apart:
            self._finish(True, tr("Installed {packages}.", packages=", ".join(self._started_with)))
            return
        ensure_on_sys_path(self.target)
        importlib.invalidate_caches()
        still_missing = missing_requirements(requirements=self._started_with)
        if still_missing:
            self._finish(False, tr("pip finished, but these are still not usable: {packages}. QGIS's Python already "
                                   "has an older version that takes precedence; update QGIS or that package with "
                                   "your system's package manager.", packages=", ".join(still_missing)))
            return
        problem = import_problem(self._started_with)
        if problem:
            self._finish(False, tr("pip finished, but a package does not import ({problem}). Restart QGIS and try "
                                   "again; if it persists, report it with the Map Assistant log.", problem=problem))
            return
        self._finish(True, tr("Installed {packages}. Restart the chat to use them.",
                              packages=", ".join(self._started_with)))

    def _failure_message(self) -> str:
        output = "\n".join(self._tail)
        if "No module named pip" in output:
            return tr("QGIS's Python has no pip. On Linux install your distribution's python3-pip package; on "
                      "Windows run the OSGeo4W setup and add python3-pip. Then try again.")
        errors = [line for line in self._tail if line.startswith("ERROR")] or self._tail[-5:]
        return tr("Installing the dependencies failed. Check the internet connection and the proxy (Settings → "
                  "Options → Network), then try again.\n\npip said:\n{errors}", errors="\n".join(errors))

    def _finish(self, ok: bool, message: str) -> None:
        if self._done:  # a process error and its finished() may both arrive: report once
            return
        if self._constraints_file is not None:
            self._constraints_file.unlink(missing_ok=True)
            self._constraints_file = None
        self._done = True
        (log.log if ok else log.warning)(message)
        self.finished.emit(ok, message)
