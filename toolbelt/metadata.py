"""metadata.txt is the single source of the plugin's name and version; read it once."""

import configparser
from functools import lru_cache
from pathlib import Path

PLUGIN_DIR = Path(__file__).resolve().parent.parent


@lru_cache(maxsize=1)
def metadata() -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.read(PLUGIN_DIR / "metadata.txt", encoding="utf-8")
    return dict(parser["general"])


def version() -> str:
    return metadata().get("version", "0")


def plugin_name() -> str:
    return metadata().get("name", "Map Assistant")
