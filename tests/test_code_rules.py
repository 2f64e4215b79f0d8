"""Code rules from docs/ARCHITECTURE.md, checked on the source with ast:

- nothing calls ``exec`` or ``eval``;
- Qt is imported only through ``qgis.PyQt`` (never PyQt5/PyQt6/PySide directly);
- Qt enums are fully scoped: ``Qt.AlignmentFlag.AlignLeft``, not ``Qt.AlignLeft``;
  QGIS's own too (``QgsWkbTypes.Type.Point``): PyQt6 scopes both;
- nothing QGIS 4 / Qt6 no longer has (tests/support/instruments/qt6_rules.py, docs/QT6.md);
- every text the user reads goes through the translation (i18n/README.md): no literal
  reaches a user-visible call, and each ``tr``/``for_user`` template is one literal whose
  fields the call fills (``translation_findings`` says exactly what is checked).

The enum rule asks the real PyQt and PyQGIS of the QGIS it runs on (make
test-matrix: 3.22, 3.40, 3.44), not a list of names: in an attribute chain that
starts at a name imported from ``qgis.PyQt`` or ``qgis.core``/``gui``/``analysis``,
a step from a class to an enum *member* is unscoped unless the class is that
member's own enum class. Methods, nested classes and enum classes pass;
``Qt.AlignLeft`` and ``QVariant.String`` do not.
"""

from __future__ import annotations

import ast
import enum
import importlib
import os
import re
from pathlib import Path

import pytest
from support.instruments.qt6_rules import findings as qt6_findings
from support.instruments.qt6_rules import parse as _tree

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


ENUM_MODULES = ("qgis.PyQt", "qgis.core", "qgis.gui", "qgis.analysis")  # PyQt6 scopes QGIS's enums too


def _qt_names(tree: ast.AST) -> dict[str, object]:
    """Local name -> the real object, for everything imported from qgis.PyQt and QGIS's modules."""
    names: dict[str, object] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(ENUM_MODULES):
            module = importlib.import_module(node.module)
            for alias in node.names:
                value = getattr(module, alias.name, None)
                if value is None:  # a submodule (from qgis.PyQt import QtCore), or not on this Qt
                    try:
                        value = importlib.import_module(f"{node.module}.{alias.name}")
                    except ImportError:  # the Qt6 half of a try/except ImportError import
                        continue
                names[alias.asname or alias.name] = value
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("qgis.PyQt.") and alias.asname:
                    names[alias.asname] = importlib.import_module(alias.name)
    return names


def _is_enum_member(value: object) -> bool:
    if isinstance(value, (type, bool)) or callable(value) or type(value) is int:  # Qgis.QGIS_VERSION_INT
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
                kind = type(value)  # an enum that moved (QgsWkbTypes.Point is a Qgis.WkbType on 3.40)
                scoped = f"{path}.{kind.__name__}" if getattr(owner, kind.__name__, None) is kind else kind.__qualname__
                found.append(f"{node.lineno}: {path}.{attr} (write {scoped}.{attr})")
                break
            owner, path = value, f"{path}.{attr}"
    return sorted(found, key=lambda line: int(line.split(":")[0]))


# ---------------------------------------------------------------- translation (i18n/README.md)

# The calls whose text arguments the user reads, and which positions and keywords hold them.
# Qt: the text setters and the constructors and dialogs that take a text. The chat: what the
# dock shows, what a button and its click report (services/base.py ActionHost). Errors: every
# UserError the chat or the Options page shows (LookupFailed is the model's only: not here).
_TEXT_SETTERS = {"setText", "setToolTip", "setPlaceholderText", "setWindowTitle", "setStatusTip", "setWhatsThis",
                 "setTitle", "setSpecialValueText", "setPrefix", "setSuffix", "setTabText", "setItemText",
                 "addItem", "insertItem", "addTab", "showMessage", "addRow", "addMenu", "setLabelText"}
USER_VISIBLE: dict[str, tuple[tuple[int, ...], tuple[str, ...]]] = {
    **{name: ((0,), ()) for name in _TEXT_SETTERS},
    "addAction": ((0, 1), ()),
    "setHorizontalHeaderLabels": ((0,), ()), "setVerticalHeaderLabels": ((0,), ()), "addItems": ((0,), ()),
    **{name: ((0,), ("text", "toolTip", "placeholderText", "windowTitle", "title"))
       for name in ("QLabel", "QPushButton", "QToolButton", "QCheckBox", "QRadioButton", "QGroupBox",
                    "QListWidgetItem", "QTableWidgetItem", "QLineEdit")},
    "QAction": ((0, 1), ("text", "toolTip")),
    **{name: ((1, 2), ()) for name in ("information", "warning", "critical", "question", "about")},
    **{name: ((1, 3), ()) for name in ("getSaveFileName", "getOpenFileName", "getExistingDirectory")},
    **{name: ((0,), ()) for name in ("add_notice", "add_offer", "set_status", "show_info", "show_error",
                                     "start_progress", "set_dependencies_installing", "run_with_progress",
                                     "run_in_slices", "fit_with_undo", "_warn", "_report_error")},
    "show_missing_dependencies": ((1,), ("detail",)),
    "ActionButton": ((0,), ("label", "tooltip")), "ActionReply": ((0,), ("text",)), "Notice": ((0,), ("text",)),
    "LLMError": ((1,), ("user_message",)),
    **{name: ((0,), ("user_message", "message")) for name in (
        "UserError", "ActionRejected", "SqlRejected", "SqlRunError", "PlaceholderError", "SecretStoreError",
        "DependencyError", "TaskCancelled")},
    "guard": ((0,), ()),  # what failed, shown before the reason (unless prefix=False: then only logged)
}
# Hosts whose first argument is not the text (run_with_progress(host, message, ...)).
_HOST_FIRST = {"run_with_progress": 1, "run_in_slices": 1, "fit_with_undo": 2}
MARKERS = {"tr", "for_user"}  # toolbelt/i18n.py, agent/user_text.py: what pylupdate5 extracts
_FIELD = re.compile(r"(?<!\{)\{([^{}]*)\}(?!\})")


def _name(func: ast.expr) -> str:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _has_words(text: str) -> bool:
    return bool(re.search(r"[^\W\d_]{2}", text))


def _bare_text(node: ast.expr) -> str | None:
    """How ``node`` writes a text outside the translation, or None when it does not."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and _has_words(node.value):
        return f"literal {node.value[:40]!r}"
    if isinstance(node, ast.JoinedStr) and any(
            isinstance(part, ast.Constant) and _has_words(str(part.value)) for part in node.values):
        return "f-string"
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
        return _bare_text(node.left) or _bare_text(node.right)
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format"
            and isinstance(node.func.value, (ast.Constant, ast.JoinedStr))):
        return _bare_text(node.func.value)
    if isinstance(node, ast.IfExp):
        return _bare_text(node.body) or _bare_text(node.orelse)
    return None


def untranslated_texts(tree: ast.AST) -> list[str]:
    """Texts the user reads that skip the translation: a literal, an f-string, a ``+`` or a
    ``"...".format()`` of one, given to a call of USER_VISIBLE at a text's position."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or _name(node.func) not in USER_VISIBLE:
            continue
        name = _name(node.func)
        positions, keywords = USER_VISIBLE[name]
        if name == "guard" and any(k.arg == "prefix" and isinstance(k.value, ast.Constant) and k.value.value is False
                                   for k in node.keywords):
            continue
        shift = _HOST_FIRST.get(name, 0)
        args = [arg for i, arg in enumerate(node.args) if i - shift in positions]
        args += [k.value for k in node.keywords if k.arg in keywords]
        found += [f"{node.lineno}: {name}() gets a {why}" for why in map(_bare_text, args) if why]
    return found


def template_findings(tree: ast.AST) -> list[str]:
    """Each ``tr``/``for_user`` call: a bare call (a method form is filed under its class's
    name, never looked up); its template one literal, never an f-string or a ``+``; its
    fields named and filled by the call's keywords (or by a ``.format`` straight after);
    a count (``%n``) given as the third positional argument; no literal braces."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or _name(node.func) not in MARKERS:
            continue
        where = f"{node.lineno}: {_name(node.func)}()"
        if isinstance(node.func, ast.Attribute):
            found.append(f"{where} called as a method: pylupdate5 files it under another context")
            continue
        if _forwards_its_parameter(node):
            continue
        if not node.args or not (isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            found.append(f"{where} template is not one string literal: pylupdate5 cannot extract it")
            continue
        template = node.args[0].value
        fields = set(_FIELD.findall(template))
        filled = {k.arg for k in node.keywords if k.arg not in (None, "n", "disambiguation")}
        formatted_after = isinstance(getattr(node, "_parent", None), ast.Attribute) and node._parent.attr == "format"
        if any(not field or field.split(":")[0].isdigit() for field in fields) and not formatted_after:
            found.append(f"{where} positional fields in {template[:40]!r}: name them")
        named = {field.split(":")[0].split("!")[0] for field in fields}
        if not formatted_after and None not in [k.arg for k in node.keywords] and named != filled:
            found.append(f"{where} fields {sorted(named)} but the call fills {sorted(filled)}: {template[:40]!r}")
        if "%n" in template.replace("%Ln", "%n") and len(node.args) < 3:
            found.append(f"{where} %n without the count as third argument: {template[:40]!r}")
        if fields and ("{{" in template or "}}" in template):
            found.append(f"{where} literal braces in a template with fields: give them as a field")
    return found


def _forwards_its_parameter(call: ast.Call) -> bool:
    """A marker's own definition (``def tr(text, ...)``) handing its template on."""
    scope = getattr(call, "_parent", None)
    while scope is not None and not isinstance(scope, ast.FunctionDef):
        scope = getattr(scope, "_parent", None)
    return (scope is not None and scope.name in MARKERS and bool(call.args) and isinstance(call.args[0], ast.Name)
            and call.args[0].id in {arg.arg for arg in scope.args.args})


def _parse(path: Path) -> ast.AST:
    return _tree(path.read_text(encoding="utf-8"))


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
from qgis.core import Qgis, QgsWkbTypes
QgsWkbTypes.Point
QgsWkbTypes.Type.Point
Qgis.QGIS_VERSION_INT
'''


def test_the_checks_find_what_they_must_and_nothing_else():
    tree = _tree(SAMPLE)
    assert forbidden_calls(tree) == ["9: eval()", "10: builtins.exec()"]
    assert direct_qt_imports(tree) == ["6: PyQt5.QtCore", "7: PySide6.QtWidgets"]
    assert [line.split(" (")[0] for line in unscoped_enums(tree)] == [
        "12: Qt.AlignLeft", "14: QtCore.Qt.AlignRight", "15: QMessageBox.Yes", "17: QVariant.String",
        "22: QgsWkbTypes.Point"]
    assert "write Qt.AlignmentFlag.AlignLeft" in unscoped_enums(tree)[0]


# ---------------------------------------------------------------- the code follows them


FILES = python_files()


def test_the_files_are_found():
    names = {p.relative_to(ROOT).as_posix() for p in FILES}
    assert {"plugin.py", "ui/controller.py", "ui/dock.py", "tests/test_code_rules.py"} <= names
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


# ---------------------------------------------------------------- Qt6 / QGIS 4 (tests/support/instruments/qt6_rules.py;
# its rules' self-test is test_qt6_rules.py beside it)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_ready_for_qt6(path):
    source = path.read_text(encoding="utf-8")
    assert qt6_findings(_tree(source), source) == []


def test_annotations_are_safe_on_python_39(tmp_path):
    # QGIS 3.22 to 3.28 on Windows run Python 3.9: `str | None` in an annotation is
    # evaluated at import there unless the module has `from __future__ import annotations`
    # (toolbelt/log.py lacked it, and the plugin did not load). ruff's FA102 finds that.
    import subprocess
    import sys

    ruff = [sys.executable, "-m", "ruff", "check", "--no-cache", "--select", "FA102", "--target-version", "py39",
            "--output-format", "concise"]
    assert subprocess.run([*ruff, str(ROOT)], capture_output=True, text=True).returncode == 0
    probe = tmp_path / "probe.py"  # the rule must be able to fail
    probe.write_text("def f(x: str | None) -> None:\n    pass\n")
    found = subprocess.run([*ruff, str(probe)], capture_output=True, text=True)
    assert found.returncode == 1 and "FA102" in found.stdout


def test_hypothesis_never_judges_by_the_clock():
    # The suite's profile (tests/conftest.py): no deadline and no "too slow" health check,
    # so a loaded machine cannot fail a property; no test sets a deadline of its own.
    from hypothesis import HealthCheck, settings

    assert settings.default.deadline is None and HealthCheck.too_slow in settings.default.suppress_health_check
    timed = [f"{path.relative_to(ROOT)}:{node.lineno}" for path in python_files() if is_test(path)
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, ast.keyword) and node.arg == "deadline"
             and not (isinstance(node.value, ast.Constant) and node.value.value is None)]
    assert timed == []


# ---------------------------------------------------------------- translation


I18N_BAD = '''
label = QLabel("Layers", self)
button.setToolTip(f"Zoom to {name}")
self.dock.add_notice("Saved " + path, "info")
raise ActionRejected("There is no layer named " + name)
raise LLMError(ErrorKind.UNKNOWN, "Stopped.")
host.show_error("Failed: {0}".format(reason))
run_with_progress(host, "Running…", work, done)
combo.addItem("Automatic", "auto")
tr(f"Zoom to {name}")
tr("Zoom to " + name)
tr(label)
self.tr("Open")
for_user("Zoom to {layer} in {crs}", layer=name)
tr("%n row(s)", n=count)
for_user("Write {{CurrentView.bbox}} in {field}", field=name)
tr("Zoomed to {0}", reason=x)
'''
I18N_GOOD = '''
label = QLabel(tr("Layers"), self)
button.setToolTip(tr("Zoom to {layer}", layer=name))
self.dock.add_notice(tr("Saved {path}", path=path), "info")
raise ActionRejected(for_user("There is no layer named {name}", name=name))
raise LLMError(ErrorKind.UNKNOWN, stopped_message())
host.show_error(exc.user_message)
run_with_progress(host, for_user("Running {title}…", title=title), work, done)
combo.addItem(translated(label), "auto")
settings_button.setText("⚙")
label.setText("")
tr("Still missing after pip ran: {0}").format(names)
tr("%n row(s)", "", count)
for_user("Use {placeholder}", placeholder="{{" + inner + "}}")
def tr(text, disambiguation="", n=-1, **fields):  # the marker itself forwards its template
    return translated(for_user(text, disambiguation, n, **fields))
tr("Saved {path}", **{"path": path})
with guard(f"{what} failed", report, prefix=False):
    pass
raise LookupFailed("the model reads this one")
'''


def test_the_translation_checks_find_what_they_must_and_nothing_else():
    bad, good = _tree(I18N_BAD), _tree(I18N_GOOD)
    assert [int(f.split(":")[0]) for f in untranslated_texts(bad)] == [2, 3, 4, 5, 6, 7, 8, 9]
    assert [int(f.split(":")[0]) for f in template_findings(bad)] == [10, 11, 12, 13, 14, 15, 16, 17, 17]
    assert untranslated_texts(good) == [] and template_findings(good) == []


@pytest.mark.parametrize("path", [p for p in FILES if not is_test(p) and p.relative_to(ROOT).parts[0] != "scripts"
                                  and p.relative_to(ROOT).parts[0] != "bench"],
                         ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_text_the_user_reads_is_translated(path):
    tree = _parse(path)
    assert untranslated_texts(tree) == [] and template_findings(tree) == []

