"""Prepare the isolated QGIS profile for `make run`: enable the plugin, show its
dock, and write a sample project over a copy of QGIS's own world_map.gpkg.

Run with Debian's python3 (it has qgis).
Usage: prepare_profile.py PROFILE SAMPLE_DIR [--local-model URL]
--local-model: point the plugin at that OpenAI-compatible server (`make run` with no key:
scripts/llm_server.py), with the model it lists.
"""

import json
import os
import shutil
import sys
import urllib.request
from pathlib import Path

from qgis.core import QgsApplication, QgsProject, QgsReferencedRectangle, QgsVectorLayer
from qgis.PyQt.QtCore import QSettings


def world_map() -> Path:
    """QGIS's own sample data, wherever this QGIS is installed (needs QgsApplication set up)."""
    return Path(QgsApplication.pkgDataPath()) / "resources" / "data" / "world_map.gpkg"


def enable_plugin(profile: Path) -> None:
    settings = QSettings(str(profile / "QGIS" / "QGIS3.ini"), QSettings.Format.IniFormat)
    settings.setValue("PythonPlugins/map_assistant", True)
    settings.setValue("map_assistant/dock_visible", True)
    settings.setValue("qgis/showTips", False)
    settings.setValue("qgis/checkVersion", False)
    settings.sync()


def use_local_model(profile: Path, url: str) -> str:
    """The plugin's OpenAI-compatible provider on ``url``, with the model that server lists
    (asked, never assumed: the name is the server's). Returns that model id."""
    with urllib.request.urlopen(f"{url}/v1/models", timeout=30) as response:  # nosec B310 # the loopback server this run started
        model = json.load(response)["data"][0]["id"]
    settings = QSettings(str(profile / "QGIS" / "QGIS3.ini"), QSettings.Format.IniFormat)
    settings.setValue("map_assistant/provider", "openai")
    settings.setValue("map_assistant/local_preset", "llamacpp")
    settings.setValue("map_assistant/local_base_url", f"{url}/v1")
    settings.setValue("map_assistant/local_model", model)
    settings.sync()
    return model


def use_anthropic(profile: Path) -> None:
    settings = QSettings(str(profile / "QGIS" / "QGIS3.ini"), QSettings.Format.IniFormat)
    settings.setValue("map_assistant/provider", "anthropic")
    settings.sync()


def write_sample_project(sample: Path) -> Path:
    sample.mkdir(parents=True, exist_ok=True)
    gpkg = sample / "world_map.gpkg"
    if not gpkg.exists():
        shutil.copyfile(world_map(), gpkg)
    project = QgsProject.instance()
    project.clear()
    project.setTitle("Map Assistant sample: world")
    for table in ("countries", "states_provinces"):
        layer = QgsVectorLayer(f"{gpkg}|layername={table}", table, "ogr")
        if not layer.isValid():
            raise SystemExit(f"cannot open {table} in {gpkg}")
        project.addMapLayer(layer)
    countries = project.mapLayersByName("countries")[0]
    project.setCrs(countries.crs())
    # Open on the whole world, not at QGIS's default 1:1 on an empty extent.
    project.viewSettings().setDefaultViewExtent(QgsReferencedRectangle(countries.extent(), countries.crs()))
    path = sample / "world.qgz"
    if not project.write(str(path)):
        raise SystemExit(f"cannot write {path}")
    return path


if __name__ == "__main__":
    app = QgsApplication([], False)
    app.initQgis()
    enable_plugin(Path(sys.argv[1]))
    print(f"sample project: {write_sample_project(Path(sys.argv[2]))}")
    if "--local-model" in sys.argv:
        url = sys.argv[sys.argv.index("--local-model") + 1]
        print(f"the plugin asks {use_local_model(Path(sys.argv[1]), url)} on {url} (no key needed)")
    elif os.environ.get("ANTHROPIC_API_KEY"):  # a key again after a keyless run: back to Anthropic
        use_anthropic(Path(sys.argv[1]))
    app.exitQgis()
