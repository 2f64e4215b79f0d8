"""Running the built-in model's server beside QGIS: started from the profile folder on a
free 127.0.0.1 port, healthy once ``/health`` answers 200 (asked without blocking the
event loop), stopped with the plugin. On Linux the server also ends with QGIS if QGIS
crashes (serve.py asks the kernel for it)."""

from __future__ import annotations

import os
import secrets
import socket
from pathlib import Path

from qgis.PyQt.QtCore import QObject, QProcess, QProcessEnvironment, QTimer, QUrl, pyqtSignal
from qgis.PyQt.QtNetwork import QNetworkAccessManager, QNetworkProxy, QNetworkReply, QNetworkRequest

from .. import log
from ..i18n import tr
from .definition import DEFAULT, Catalogue
from .fetch import model_path, server_path
from .python_process import PythonProcess
from .resident import resident_bytes
from .serve import KEY_ENV

SERVE_SCRIPT = Path(__file__).with_name("serve.py")
LOG_NAME = "server.log"
POLL_MS = 500
# Loading the model took 40-50 s on a loaded 2-core machine; give up after 5 minutes.
HEALTH_POLLS = 600

STOPPED, STARTING, RUNNING, FAILED = "stopped", "starting", "running", "failed"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class ServerManager(PythonProcess):
    """One llama.cpp server process; ``changed`` whenever ``state`` changes."""

    changed = pyqtSignal()

    def __init__(self, folder: Path, catalogue: Catalogue = DEFAULT, python: Path | None = None,
                 parent: QObject | None = None):
        super().__init__(folder, catalogue, python, parent)
        self._stopping = False
        self.state = STOPPED
        self.url = ""  # http://127.0.0.1:PORT while running
        self.key = ""  # the key the server asks for, new at each start; only the plugin knows it
        self.message = ""  # why it failed
        self._polls = 0
        self._reply: QNetworkReply | None = None
        self._network = QNetworkAccessManager(self)
        self._network.setProxy(QNetworkProxy(QNetworkProxy.ProxyType.NoProxy))  # loopback: never a proxy
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._ask_health)

    @property
    def pid(self) -> int | None:
        if self._process is None or self._process.state() == QProcess.ProcessState.NotRunning:
            return None
        return int(self._process.processId())

    @property
    def log_path(self) -> Path:
        return self.folder / LOG_NAME

    def memory_bytes(self) -> int | None:
        """The server's resident memory; None when not running or where it cannot be read."""
        pid = self.pid
        return resident_bytes(pid) if pid else None

    # ------------------------------------------------------------ start

    def start(self) -> None:
        if self.state in (STARTING, RUNNING):
            return
        if not (model_path(self.folder, self.catalogue).is_file() and server_path(self.folder, self.catalogue).is_dir()):
            self._set(FAILED, tr("The built-in model is not downloaded yet."))
            return
        try:
            python = self.python()
        except Exception as exc:  # noqa: BLE001 - DependencyError: its message says what to do
            self._set(FAILED, str(getattr(exc, "user_message", exc)))
            return
        port = free_port()
        self._process = QProcess(self)
        self._process.setProcessChannelMode(QProcess.ProcessChannelMode.MergedChannels)
        self._process.setStandardOutputFile(str(self.log_path))  # read when it fails; no pipe to drain
        env = QProcessEnvironment.systemEnvironment()
        env.insert("PYTHONPATH", str(server_path(self.folder, self.catalogue)))
        env.insert("PYTHONUNBUFFERED", "1")
        env.insert("MAP_ASSISTANT_PARENT_PID", str(os.getpid()))  # serve.py: end with QGIS
        self.key = secrets.token_urlsafe(32)
        log.hide(self.key)
        env.insert(KEY_ENV, self.key)
        self._process.setProcessEnvironment(env)
        self._process.finished.connect(self._on_finished)
        self._process.errorOccurred.connect(self._on_error)
        self._stopping, self._polls = False, 0
        self.url = f"http://127.0.0.1:{port}"
        self._set(STARTING)
        log.log(f"Starting the built-in model's server on {self.url} ({self.log_path})")
        self._process.start(python, [str(SERVE_SCRIPT), str(model_path(self.folder, self.catalogue)), str(port),
                                     str(self.catalogue.context_tokens), str(self.folder / "slots")])
        self._timer.start()

    def _ask_health(self) -> None:
        if self._reply is not None:
            return  # the last question is still open
        self._polls += 1
        if self._polls > HEALTH_POLLS:
            self._give_up(tr("The built-in model's server did not become ready in 5 minutes. See {log}.",
                             log=self.log_path))
            return
        request = QNetworkRequest(QUrl(f"{self.url}/health"))
        request.setRawHeader(b"Authorization", f"Bearer {self.key}".encode())  # /health is public; harmless
        self._reply = self._network.get(request)
        self._reply.finished.connect(self._health_answered)

    def _health_answered(self) -> None:
        reply, self._reply = self._reply, None
        if reply is None:
            return
        status = reply.attribute(QNetworkRequest.Attribute.HttpStatusCodeAttribute)
        reply.deleteLater()
        if status == 200 and self.state == STARTING:
            self._timer.stop()
            log.log(f"The built-in model's server is ready at {self.url} (pid {self.pid})")
            self._set(RUNNING)

    def _give_up(self, message: str) -> None:
        self.stop()
        self._set(FAILED, message)

    # ------------------------------------------------------------ stop

    def stop(self, wait_ms: int = 5000) -> None:
        """TERM, up to ``wait_ms`` for it to end, then KILL: never left running."""
        self._timer.stop()
        if self._reply is not None:
            reply, self._reply = self._reply, None
            reply.abort()
            reply.deleteLater()
        process, self._process = self._process, None
        if process is None:
            return
        self._stopping = True
        if process.state() != QProcess.ProcessState.NotRunning:
            process.terminate()
            if not process.waitForFinished(wait_ms):
                process.kill()
                process.waitForFinished(1000)
        process.deleteLater()
        self.url = self.key = ""
        self._set(STOPPED)

    def _on_finished(self, code: int, _status) -> None:
        if self._stopping or self.sender() is not self._process:
            return
        self._timer.stop()
        self._process, self.url, self.key = None, "", ""
        self._set(FAILED, tr("The built-in model's server stopped (exit code {code}). See {log}.",
                             code=code, log=self.log_path))

    def _on_error(self, error) -> None:
        if error == QProcess.ProcessError.FailedToStart and not self._stopping:
            self._timer.stop()
            self._process, self.url, self.key = None, "", ""
            self._set(FAILED, tr("Could not start Python ({program}) for the built-in model.",
                                 program=self.python_named()))

    def _set(self, state: str, message: str = "") -> None:
        self.state, self.message = state, message
        if message:
            log.warning(message)
        self.changed.emit()
