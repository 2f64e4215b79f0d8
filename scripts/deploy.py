"""Install the packaged plugin into a QGIS profile (default: the user's own).

Usage: python scripts/deploy.py dist/map_assistant.<version>.zip [PROFILE_DIR]
PROFILE_DIR defaults to ~/.local/share/QGIS/QGIS3/profiles/default (Linux).
"""

import shutil
import sys
import zipfile
from pathlib import Path

DEFAULT_PROFILE = Path.home() / ".local/share/QGIS/QGIS3/profiles/default"


def deploy(zip_path: Path, profile: Path) -> Path:
    plugins = profile / "python" / "plugins"
    target = plugins / "map_assistant"
    if target.exists():
        shutil.rmtree(target)
    plugins.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(zip_path) as archive:
        archive.extractall(plugins)
    return target


if __name__ == "__main__":
    profile = Path(sys.argv[2]) if len(sys.argv) > 2 else DEFAULT_PROFILE
    print(f"installed into {deploy(Path(sys.argv[1]), profile)}")
