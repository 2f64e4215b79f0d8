"""QGIS Processing in the test process: the plugin relies on QGIS having initialised
it; pytest-qgis's QgsApplication has not, so the real ``processing`` plugin shipped
with QGIS is initialised here, once (its providers: native, qgis, gdal, ...)."""

from __future__ import annotations

import hashlib
import shutil
import sys
from pathlib import Path

import pytest
from qgis.core import QgsApplication


def _data_path(*parts: str) -> Path:
    return Path(QgsApplication.pkgDataPath(), *parts)  # known once QGIS is initialised


@pytest.fixture(scope="session")
def processing_ready(qgis_app):
    plugins = str(_data_path("python", "plugins"))
    if plugins not in sys.path:
        sys.path.append(plugins)
    from processing.core.Processing import Processing

    Processing.initialize()
    from map_assistant.services.processing.catalogue import CATALOGUE

    CATALOGUE.capture_now()
    return QgsApplication.processingRegistry()


@pytest.fixture
def world_gpkg(tmp_path) -> Path:
    """A copy of QGIS's world_map.gpkg (countries, states_provinces, ...) the test may hash."""
    return Path(shutil.copy(_data_path("resources", "data", "world_map.gpkg"), tmp_path / "world_map.gpkg"))


def file_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()
