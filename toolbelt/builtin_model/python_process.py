"""What the built-in model's fetcher and server share: a Python process the plugin starts.

Both are given the model's folder, its catalogue entry and, for tests, the Python to
run (QGIS's own otherwise), and hold the one QProcess they start.
"""

from __future__ import annotations

from pathlib import Path

from qgis.PyQt.QtCore import QObject, QProcess

from ..dependencies import python_executable
from .definition import DEFAULT, Catalogue


class PythonProcess(QObject):
    def __init__(self, folder: Path, catalogue: Catalogue = DEFAULT, python: Path | None = None,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.folder = Path(folder)
        self.catalogue = catalogue
        self._python = python
        self._process: QProcess | None = None

    def python(self) -> str:
        """The Python to start; raises DependencyError when QGIS's own cannot be found."""
        return str(self._python or python_executable())

    def python_named(self) -> str:
        """The Python as a message names it (one that would not start)."""
        return str(self._python or "python")
