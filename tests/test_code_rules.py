"""Code rules from docs/ARCHITECTURE.md, checked on the source with ast:

- nothing calls ``exec`` or ``eval``;
- Qt is imported only through ``qgis.PyQt`` (never PyQt5/PyQt6/PySide directly);
- Qt enums are fully scoped: ``Qt.AlignmentFlag.AlignLeft``, not ``Qt.AlignLeft``.

The enum rule asks the real PyQt, not a list of names: in an attribute chain that
starts at a name imported from ``qgis.PyQt``, a step from a class to an enum
*member* is unscoped unless the class is that member's own enum class. Methods,
nested classes and enum classes pass; ``Qt.AlignLeft`` and ``QVariant.String`` do not.
"""

from __future__ import annotations

import ast
import enum
import importlib
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SKIP_DIRS = {".venv", ".profile", "dist", ".git", "__pycache__", ".qgis-settings", ".matrix"}
QT_BINDINGS = {"PyQt5", "PyQt6", "PySide2", "PySide6", "sip"}
FORBIDDEN_CALLS = {"exec", "eval"}



def python_files() -> list[Path]:
    """Pruned walk: .matrix/ holds whole Debian chroots, never entered."""
    found = []
    for folder, dirs, files in os.walk(ROOT):
        dirs[:] = [d for d in dirs if d not in SKIP_DIRS]
        found += [Path(folder, name) for name in files if name.endswith(".py")]
    return sorted(found)


def is_test(path: Path) -> bool:
    return path.relative_to(ROOT).parts[0] == "tests"


# ---------------------------------------------------------------- the checks


def forbidden_calls(tree: ast.AST) -> list[str]:
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Name) and func.id in FORBIDDEN_CALLS:
            found.append(f"{node.lineno}: {func.id}()")
        elif (isinstance(func, ast.Attribute) and func.attr in FORBIDDEN_CALLS
              and isinstance(func.value, ast.Name) and func.value.id == "builtins"):
            found.append(f"{node.lineno}: builtins.{func.attr}()")  # QDialog.exec() is fine
    return found


def direct_qt_imports(tree: ast.AST) -> list[str]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        else:
            continue
        found += [f"{node.lineno}: {name}" for name in names if name.split(".")[0] in QT_BINDINGS]
    return found


def _qt_names(tree: ast.AST) -> dict[str, object]:
    """Local name -> the real object, for everything imported from qgis.PyQt."""
    names: dict[str, object] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("qgis.PyQt"):
            module = importlib.import_module(node.module)
            for alias in node.names:
                value = getattr(module, alias.name, None)
                if value is None:  # a submodule: from qgis.PyQt import QtCore
                    value = importlib.import_module(f"{node.module}.{alias.name}")
                names[alias.asname or alias.name] = value
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("qgis.PyQt.") and alias.asname:
                    names[alias.asname] = importlib.import_module(alias.name)
    return names


def _is_enum_member(value: object) -> bool:
    if isinstance(value, (type, bool)) or callable(value):
        return False
    return isinstance(value, (int, enum.Enum))  # PyQt5 enum values are ints of their enum class


def unscoped_enums(tree: ast.AST) -> list[str]:
    qt = _qt_names(tree)
    found = []
    for node in ast.walk(tree):
        # Only whole chains, from their outermost attribute: Qt.AlignmentFlag.AlignLeft.
        if not isinstance(node, ast.Attribute) or isinstance(getattr(node, "_parent", None), ast.Attribute):
            continue
        chain, base = [], node
        while isinstance(base, ast.Attribute):
            chain.insert(0, base.attr)
            base = base.value
        if not isinstance(base, ast.Name) or base.id not in qt:
            continue
        owner, path = qt[base.id], base.id
        for attr in chain:
            value = getattr(owner, attr, None)
            if value is None:
                break
            if isinstance(owner, type) and _is_enum_member(value) and type(value) is not owner:
                found.append(f"{node.lineno}: {path}.{attr} (write {path}.{type(value).__name__}.{attr})")
                break
            owner, path = value, f"{path}.{attr}"
    return sorted(found, key=lambda line: int(line.split(":")[0]))


def _parse(path: Path) -> ast.AST:
    return _tree(path.read_text(encoding="utf-8"))


def _tree(source: str) -> ast.AST:
    """The parsed source, each node knowing its parent (chains are checked from their top)."""
    tree = ast.parse(source)
    for parent in ast.walk(tree):
        for child in ast.iter_child_nodes(parent):
            child._parent = parent
    return tree


# ---------------------------------------------------------------- the checks work


SAMPLE = '''
import builtins
from qgis.PyQt.QtCore import Qt, QVariant
from qgis.PyQt.QtWidgets import QMessageBox, QSizePolicy
from qgis.PyQt import QtCore
import PyQt5.QtCore
from PySide6.QtWidgets import QWidget

eval("1")
builtins.exec("x = 1")
dialog.exec()
Qt.AlignLeft
Qt.AlignmentFlag.AlignLeft
QtCore.Qt.AlignRight
QMessageBox.Yes | QMessageBox.StandardButton.No
QSizePolicy.Policy.Expanding
QVariant.String
Qt.AlignmentFlag
Qt.ItemDataRole.UserRole + 1
QMessageBox.question
'''


def test_the_checks_find_what_they_must_and_nothing_else():
    tree = _tree(SAMPLE)
    assert forbidden_calls(tree) == ["9: eval()", "10: builtins.exec()"]
    assert direct_qt_imports(tree) == ["6: PyQt5.QtCore", "7: PySide6.QtWidgets"]
    assert [line.split(" (")[0] for line in unscoped_enums(tree)] == [
        "12: Qt.AlignLeft", "14: QtCore.Qt.AlignRight", "15: QMessageBox.Yes", "17: QVariant.String"]
    assert "write Qt.AlignmentFlag.AlignLeft" in unscoped_enums(tree)[0]


# ---------------------------------------------------------------- the code follows them


FILES = python_files()


def test_the_files_are_found():
    names = {p.relative_to(ROOT).as_posix() for p in FILES}
    assert {"plugin.py", "controller.py", "ui/dock.py", "tests/test_code_rules.py"} <= names
    assert not [n for n in names if n.startswith(".venv/")]


@pytest.mark.parametrize("path", [p for p in FILES if not is_test(p)], ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_exec_or_eval(path):
    assert forbidden_calls(_parse(path)) == []


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_qt_only_through_qgis_pyqt(path):
    assert direct_qt_imports(_parse(path)) == []


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_qt_enums_are_fully_scoped(path):
    assert unscoped_enums(_parse(path)) == []
