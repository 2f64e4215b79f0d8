"""Translation files, with Qt's own tools (make i18n-update, make i18n-compile).

update:  pylupdate5 (Debian's pyqt5-dev-tools) extracts every bare ``tr("...")`` and
         ``for_user("...")`` of the plugin's Python files into i18n/map_assistant_<code>.ts,
         one per language, dropping what the code no longer has (-noobsolete). English is
         the source language: it has no .ts.
compile: lrelease (qttools5-dev-tools) writes i18n/map_assistant_<code>.qm (or into the
         folder given), what the plugin loads (toolbelt/i18n.py) and the zip ships.

Standard library only: it runs with the system's Python, before any venv exists.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "i18n"
LANGUAGES = ("es", "fr", "de", "pt_BR", "it")  # the translations; English is the source
PACKAGES = ("agent", "services", "toolbelt", "ui")
MARKERS = ("for_user",)  # agent/user_text.py: extracted like tr() (pylupdate5 -tr-function)
SKELETON = ('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
            '<TS version="2.1" language="{code}" sourcelanguage="en">\n</TS>\n')


def sources(root: Path = ROOT) -> list[Path]:
    """The plugin's Python files: the entry points and the four packages."""
    found = sorted(root.glob("*.py"))
    for package in PACKAGES:
        found += sorted(p for p in (root / package).rglob("*.py") if "__pycache__" not in p.parts)
    return found


def ts_path(code: str, folder: Path = I18N) -> Path:
    return folder / f"map_assistant_{code}.ts"


def pylupdate(files: list[Path], targets: list[Path]) -> None:
    """pylupdate5 into ``targets`` (each made with its language first, so Linguist knows its plural forms)."""
    for target in targets:
        if not target.exists():
            target.write_text(SKELETON.format(code=target.stem[len("map_assistant_"):]), encoding="utf-8")
    command = ["pylupdate5", "-noobsolete"]
    for marker in MARKERS:
        command += ["-tr-function", marker]
    env = {**os.environ, "PYTHONWARNINGS": "ignore"}  # pylupdate5's own DeprecationWarning
    subprocess.run([*command, *map(str, files), "-ts", *map(str, targets)], check=True, env=env)


def update(root: Path = ROOT, folder: Path = I18N) -> None:
    pylupdate(sources(root), [ts_path(code, folder) for code in LANGUAGES])


def compile_all(folder: Path = I18N, out: Path | None = None) -> list[Path]:
    """lrelease every .ts of ``folder`` into ``out`` (default: beside it)."""
    out = out or folder
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for ts in sorted(folder.glob("map_assistant_*.ts")):
        qm = out / f"{ts.stem}.qm"
        subprocess.run(["lrelease", "-silent", str(ts), "-qm", str(qm)], check=True)
        written.append(qm)
    return written


if __name__ == "__main__":
    step = sys.argv[1] if len(sys.argv) > 1 else ""
    if step == "update":
        update()
    elif step == "compile":
        compile_all(out=Path(sys.argv[2]) if len(sys.argv) > 2 else None)
    else:
        sys.exit("usage: i18n.py update | compile [folder]")
