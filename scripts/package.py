"""Build the installable plugin zip: one top-level folder `map_assistant/`.

Only what the plugin needs at run time goes in: no tests, scripts, benchmarks,
virtualenvs or dev files. Usage: python scripts/package.py dist/map_assistant.zip
"""

import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOP = "map_assistant"
FILES = [  # the root holds the entry points only (tests/test_layout.py); the rest ships as folders
    "__init__.py", "plugin.py", "metadata.txt", "LICENSE", "README.md", "requirements.txt",
]
PACKAGES = ["agent", "services", "ui", "toolbelt", "i18n", "resources"]
SKIP_SUFFIXES = {".pyc", ".ts", ".pro"}
SKIP_NAMES = {"README.md"}  # developer notes inside the packages (i18n/README.md); the top README stays


def plugin_files() -> list[Path]:
    files = [ROOT / name for name in FILES if (ROOT / name).is_file()]
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*")):
            if (path.is_file() and "__pycache__" not in path.parts and path.suffix not in SKIP_SUFFIXES
                    and path.name not in SKIP_NAMES):
                files.append(path)
    return files


def build(target: Path) -> Path:
    target.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in plugin_files():
            archive.write(path, f"{TOP}/{path.relative_to(ROOT).as_posix()}")
    return target


if __name__ == "__main__":
    out = build(Path(sys.argv[1] if len(sys.argv) > 1 else "dist/map_assistant.zip"))
    print(f"wrote {out}")
