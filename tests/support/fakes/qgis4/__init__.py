"""QGIS 4 as far as ui/ needs it, for the PyQt6 leg (make test-qt6): mocked because
QGIS 4 cannot be installed here (no package of it where these machines install from).

``qgis.PyQt`` under Qt6 is QGIS's thin re-export of PyQt6, so here its modules *are*
PyQt6's (the same objects; PyQt6 from PyPI). ``qgis.core`` and ``qgis.gui`` are the
smallest stand-ins for the classes ui/ and the toolbelt modules it imports use
(``core.py``, ``gui.py`` beside this file). ``install()`` registers them as ``qgis``;
it refuses to run where a real ``qgis`` is importable, so it can never hide one.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
import types

QT_MODULES = ("QtCore", "QtGui", "QtWidgets", "QtNetwork", "QtSvg", "QtTest", "QtXml", "sip")


def install() -> None:
    """Make ``import qgis.PyQt.QtCore``, ``qgis.core`` and ``qgis.gui`` resolve to PyQt6 and the fakes."""
    if "qgis" in sys.modules and getattr(sys.modules["qgis"], "FAKE_QGIS4", False):
        return
    if "qgis" in sys.modules or importlib.util.find_spec("qgis") is not None:
        raise RuntimeError("a real QGIS is importable here: the QGIS 4 stand-in is for the PyQt6 leg only")
    qgis = _package("qgis")
    qgis.FAKE_QGIS4 = True
    pyqt = _package("qgis.PyQt")
    qgis.PyQt = pyqt
    for name in QT_MODULES:
        module = importlib.import_module(f"PyQt6.{name}")  # what QGIS 4's qgis.PyQt.<name> re-exports
        sys.modules[f"qgis.PyQt.{name}"] = module
        setattr(pyqt, name, module)
    for name in ("core", "gui"):  # after qgis.PyQt: the fakes import Qt through it
        module = importlib.import_module(f"{__name__}.{name}")
        sys.modules[f"qgis.{name}"] = module
        setattr(qgis, name, module)


def _package(name: str) -> types.ModuleType:
    module = types.ModuleType(name)
    module.__path__ = []  # a package: submodules resolve through sys.modules
    sys.modules[name] = module
    return module
