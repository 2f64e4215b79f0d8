"""`make screenshots`: the pictures of docs/guide.md, taken in real QGIS.

QGIS runs under Xvfb (a 1440x900 screen, whatever display you have) with the
packaged plugin in a profile of its own (.profile/screenshots, wiped before each
run but for the installed dependencies), the sample project over QGIS's own
world_map.gpkg, and scripts/screenshot_startup.py driving the dock. The model is
scripts/demo_server.py: the tests' Anthropic fake on 127.0.0.1 with the guide's
answers. Two QGIS runs: English (seven pictures) and Spanish (the dock). The
pictures replace those in docs/images/ only when every one of them was taken.

Usage: .venv/bin/python scripts/screenshots.py [PLUGIN_ZIP]   (default: the zip `make package` wrote in dist/)
"""

from __future__ import annotations

import hashlib
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from qgis.PyQt.QtCore import QSettings

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import demo_server  # noqa: E402

IMAGES = ROOT / "docs" / "images"
PROFILES = ROOT / ".profile" / "screenshots"
PROFILE = PROFILES / "profiles" / "default"
SAMPLE = PROFILES / "sample"
SYSTEM_PYTHON = "/usr/bin/python3"  # QGIS's Python: it names the dependencies folder
RUN_SECONDS = 240  # a QGIS run that takes longer is stuck (a modal dialog nobody answers)

# The pictures each run takes (scripts/screenshot_startup.py SCENES), and the locale it runs in.
RUNS = {
    "en": ("en_US", ["dock-answer.png", "what-was-sent.png", "chart.png", "processing.png", "chats.png",
                     "options-test-connection.png", "suggestion.png"]),
    "es": ("es", ["dock-es.png"]),
}


def run(*args: str, **kwargs) -> None:
    subprocess.run(args, check=True, cwd=ROOT, **kwargs)


def fresh_profile() -> None:
    """An empty profile but for the dependencies, which take a while to install."""
    if PROFILE.exists():
        for entry in PROFILE.iterdir():
            if entry.name != "python":
                shutil.rmtree(entry) if entry.is_dir() else entry.unlink()
        shutil.rmtree(PROFILE / "python" / "plugins", ignore_errors=True)
    PROFILE.mkdir(parents=True, exist_ok=True)


def install_dependencies() -> None:
    """As the plugin's own installer would on first use, pinned to what QGIS ships."""
    folder = Path(subprocess.check_output([SYSTEM_PYTHON, "toolbelt/paths.py", str(PROFILE)], cwd=ROOT, text=True).strip())
    want = hashlib.sha1((ROOT / "requirements.txt").read_bytes() + (ROOT / "constraints.txt").read_bytes()).hexdigest()
    stamp = folder / ".requirements.sha"
    if stamp.exists() and stamp.read_text().strip() == want:
        return
    shutil.rmtree(folder, ignore_errors=True)
    print(f"installing the plugin's dependencies into {folder} (once)", flush=True)
    run(sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check", "--target", str(folder),
        "-c", "constraints.txt", "-r", "requirements.txt")
    stamp.write_text(want)


def set_locale(locale: str) -> None:
    """QGIS's interface language, as Settings → Options → General sets it."""
    settings = QSettings(str(PROFILE / "QGIS" / "QGIS3.ini"), QSettings.Format.IniFormat)
    settings.setValue("locale/overrideFlag", True)
    settings.setValue("locale/userLocale", locale)
    settings.sync()


def plugin_zip() -> Path:
    if len(sys.argv) > 1:
        return Path(sys.argv[1]).resolve()
    zips = sorted((ROOT / "dist").glob("map_assistant.*.zip"))
    if not zips:
        raise SystemExit("no dist/map_assistant.*.zip: run `make package` first")
    return zips[-1]


def prepare(locale: str) -> None:
    fresh_profile()
    run(sys.executable, "scripts/deploy.py", str(plugin_zip()), str(PROFILE), stdout=subprocess.DEVNULL)
    install_dependencies()
    run(SYSTEM_PYTHON, "scripts/prepare_profile.py", str(PROFILE), str(SAMPLE), stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    set_locale(locale)


def take(name: str, shots: Path, base_url: str) -> str:
    """One QGIS run of the startup script's scenes ``name``; returns its status."""
    status = shots / f"{name}.status"
    env = {**os.environ, "ANTHROPIC_BASE_URL": base_url, "ANTHROPIC_API_KEY": demo_server.DUMMY_API_KEY,
           "MAP_ASSISTANT_SHOTS": str(shots), "MAP_ASSISTANT_SHOTS_STATUS": str(status),
           "MAP_ASSISTANT_SHOTS_RUN": name}
    for variable in ("QT_QPA_PLATFORM", "ANTHROPIC_AUTH_TOKEN", "DISPLAY"):
        env.pop(variable, None)  # a real X server (Xvfb), the demo key, never the user's display
    log = shots / f"{name}.log"
    command = ["xvfb-run", "-a", "-s", "-screen 0 1440x900x24", "qgis", "--profiles-path", str(PROFILES),
               "--noversioncheck", "--nologo", "--project", str(SAMPLE / "world.qgz"),
               "--code", str(ROOT / "scripts" / "screenshot_startup.py")]
    with log.open("wb") as output:
        # A session of its own: a stuck run is ended with its Xvfb, as one process group.
        qgis = subprocess.Popen(command, env=env, cwd=ROOT, stdout=output, stderr=subprocess.STDOUT,
                                start_new_session=True)
        try:
            qgis.wait(timeout=RUN_SECONDS)
        except subprocess.TimeoutExpired:
            os.killpg(qgis.pid, signal.SIGTERM)
            qgis.wait()
            return f"QGIS did not finish within {RUN_SECONDS} s (log: {log})"
    if not status.exists():
        return f"QGIS ended before the script did (log: {log})"
    return status.read_text(encoding="utf-8")


def main() -> int:
    started = time.monotonic()
    shots = Path(tempfile.mkdtemp(prefix="map-assistant-shots-"))
    server = demo_server.start()
    try:
        for name, (locale, pictures) in RUNS.items():
            run_started = time.monotonic()
            prepare(locale)
            status = take(name, shots, server.base_url)
            missing = [p for p in pictures if not (shots / p).exists()]
            if status != "ok" or missing:
                print(f"screenshots ({name}) failed: {status}\nmissing: {missing}\nkept in {shots}", file=sys.stderr)
                return 1
            print(f"{name}: {', '.join(pictures)} ({time.monotonic() - run_started:.0f} s)", flush=True)
    finally:
        server.close()
    IMAGES.mkdir(parents=True, exist_ok=True)
    for _locale, pictures in RUNS.values():
        for picture in pictures:
            shutil.copyfile(shots / picture, IMAGES / picture)
    shutil.rmtree(shots)
    print(f"wrote {sum(len(p) for _l, p in RUNS.values())} pictures to {IMAGES.relative_to(ROOT)} "
          f"in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
