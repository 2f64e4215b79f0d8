"""The Qt6 / QGIS 4 scan: what the plugin must not use to run on QGIS 4 (PyQt6).

Our own ast checks (docs/QT6.md says what each is for and what only QGIS 4 can
prove). Each rule is ``tree -> ["line: message", ...]``; ``RULES`` names them.
The checks are static: names and call shapes, no PyQt6 needed. Every message
says what to write instead. ``parse`` gives the tree they read; ``findings`` runs
them all on a file (tests/test_code_rules.py); test_qt6_rules.py is their self-test.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator

Rule = Callable[[ast.AST], list[str]]

# Modules of qgis.PyQt that Qt6 builds do not have.
REMOVED_MODULES = {
    "Qt": "Qt6 has no such module: use qgis.PyQt.QtCore, QtGui or QtWidgets, where the name lives",
    "QtWebKit": "QtWebKit is gone in Qt6: use QTextBrowser, or QDesktopServices.openUrl",
    "QtWebKitWidgets": "QtWebKit is gone in Qt6: use QTextBrowser, or QDesktopServices.openUrl",
    "QtScript": "QtScript is gone in Qt6",
    "QtScriptTools": "QtScript is gone in Qt6",
    "QtXmlPatterns": "QtXmlPatterns is gone in Qt6: use Python's xml modules",
    "QtX11Extras": "QtX11Extras is gone in Qt6",
    "QtWinExtras": "QtWinExtras is gone in Qt6",
    "QtMacExtras": "QtMacExtras is gone in Qt6",
}

# Classes Qt6 removed (or PyQt6 does not wrap), and what replaces them.
REMOVED_CLASSES = {
    "QRegExp": "QRegularExpression",
    "QRegExpValidator": "QRegularExpressionValidator",
    "QDesktopWidget": "QGuiApplication.screens() / QWidget.screen()",
    "QTextCodec": "Python's str.encode/bytes.decode",
    "QTextEncoder": "Python's str.encode",
    "QTextDecoder": "Python's bytes.decode",
    "QStringRef": "str",
    "QMatrix": "QTransform",
    "QGLWidget": "QOpenGLWidget",
    "QGLFormat": "QSurfaceFormat",
    "QDirModel": "QFileSystemModel",
    "QSound": "QSoundEffect",
    "QLinkedList": "a Python list",
    "QWebView": "QTextBrowser (QtWebKit is gone)",
    "QWebPage": "QTextBrowser (QtWebKit is gone)",
    "qApp": "QApplication.instance()",
}

# Moved from QtWidgets to QtGui in Qt6.
MOVED_TO_QTGUI = {"QAction", "QActionGroup", "QShortcut", "QUndoCommand", "QUndoGroup", "QUndoStack",
                  "QFileSystemModel"}

# Enum members Qt6 removed or renamed (with or without their enum class in the chain).
REMOVED_ENUM_MEMBERS = {
    "MidButton": "Qt.MouseButton.MiddleButton",
    "TextColorRole": "Qt.ItemDataRole.ForegroundRole",
    "BackgroundColorRole": "Qt.ItemDataRole.BackgroundRole",
    "HighQualityAntialiasing": "QPainter.RenderHint.Antialiasing",
    "NonCosmeticDefaultPen": "an explicit QPen",
    "ItemIsTristate": "Qt.ItemFlag.ItemIsAutoTristate",
    "SystemLocaleDate": "QLocale.system().toString(...)",
    "SystemLocaleShortDate": "QLocale.system().toString(..., QLocale.FormatType.ShortFormat)",
    "SystemLocaleLongDate": "QLocale.system().toString(..., QLocale.FormatType.LongFormat)",
    "LocaleDate": "QLocale().toString(...)",
    "DefaultLocaleShortDate": "QLocale().toString(..., QLocale.FormatType.ShortFormat)",
    "DefaultLocaleLongDate": "QLocale().toString(..., QLocale.FormatType.LongFormat)",
    "DirectoryOnly": "QFileDialog.FileMode.Directory with QFileDialog.Option.ShowDirsOnly",
    "PM_DefaultChildMargin": "QStyle.PixelMetric.PM_LayoutLeftMargin (and friends)",
    "PM_DefaultTopLevelMargin": "QStyle.PixelMetric.PM_LayoutLeftMargin (and friends)",
    "PM_DefaultLayoutSpacing": "QStyle.PixelMetric.PM_LayoutHorizontalSpacing",
}
QPALETTE_REMOVED = {"Background": "QPalette.ColorRole.Window", "Foreground": "QPalette.ColorRole.WindowText"}

# Methods Qt6 removed, by name: unambiguous enough to flag on any receiver.
REMOVED_METHODS = {
    "exec_": "exec()",
    "print_": "print()",
    "setMargin": "setContentsMargins(left, top, right, bottom)",
    "byteCount": "sizeInBytes()",
    "setIniCodec": "nothing: QSettings reads and writes UTF-8 in Qt6",
    "setCodec": "setEncoding(QStringConverter.Encoding.Utf8), or Python's io",
    "viewOptions": "initViewItemOption()",
    "grabWidget": "QWidget.grab()",
    "getContentsMargins": "contentsMargins()",
}

# Overloaded signals Qt6 dropped: signal[str] and signal[int] picks.
REMOVED_SIGNAL_OVERLOADS = {
    "activated": "activated (index) or textActivated (text)",
    "currentIndexChanged": "currentIndexChanged (index) or currentTextChanged (text)",
    "highlighted": "highlighted (index) or textHighlighted (text)",
    "buttonClicked": "idClicked",
    "buttonPressed": "idPressed",
    "buttonReleased": "idReleased",
    "buttonToggled": "idToggled",
}

# Event handlers whose event's position API changed in Qt6 (position()/globalPosition()).
POSITIONAL_EVENT_HANDLERS = {
    "mousePressEvent", "mouseReleaseEvent", "mouseDoubleClickEvent", "mouseMoveEvent", "wheelEvent",
    "dropEvent", "dragEnterEvent", "dragMoveEvent", "tabletEvent",
    "canvasPressEvent", "canvasReleaseEvent", "canvasMoveEvent", "canvasDoubleClickEvent",
}
REMOVED_EVENT_METHODS = {"pos", "posF", "globalPos", "globalPosF", "x", "y", "globalX", "globalY", "localPos",
                         "windowPos", "screenPos", "delta", "orientation"}


# ---------------------------------------------------------------- helpers


def parse(source: str) -> ast.AST:
    """The parsed source, each node knowing its parent (chains are checked from their top)."""
    tree = ast.parse(source)
    for parent in ast.walk(tree):
        for child in ast.iter_child_nodes(parent):
            child._parent = parent
    return tree


def _chain(node: ast.AST) -> list[str]:
    """``a.b.c`` -> ["a", "b", "c"]; [] when the chain does not start at a name."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.insert(0, node.attr)
        node = node.value
    return [node.id, *parts] if isinstance(node, ast.Name) else []


def _calls(tree: ast.AST, name: str) -> Iterator[ast.Call]:
    """Calls of ``name`` or ``anything.name``."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _chain(node.func)[-1:] == [name]:
            yield node


def _imported(tree: ast.AST) -> Iterator[tuple[ast.AST, str]]:
    """(node, dotted name) of every module or name an import statement brings in."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from ((node, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            prefix = f"{node.module}." if node.module else ""
            yield from ((node, prefix + alias.name) for alias in node.names)


def _qt_imports(tree: ast.AST) -> Iterator[tuple[ast.ImportFrom, str, str]]:
    """(node, module, name) for every ``from qgis.PyQt... import name``."""
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("qgis.PyQt"):
            for alias in node.names:
                yield node, node.module, alias.name


def _in_import_error_fallback(node: ast.AST) -> bool:
    """Inside ``except ImportError:`` (the Qt5 fallback of a try-the-Qt6-way import)."""
    parent = getattr(node, "_parent", None)
    while parent is not None:
        if isinstance(parent, ast.ExceptHandler):
            names = [parent.type] if not isinstance(parent.type, ast.Tuple) else parent.type.elts
            if any(isinstance(n, ast.Name) and n.id in ("ImportError", "ModuleNotFoundError") for n in names):
                return True
        parent = getattr(parent, "_parent", None)
    return False


def _top_attributes(tree: ast.AST) -> Iterator[ast.Attribute]:
    """Whole attribute chains only (``Qt.MouseButton.MidButton`` once, not per step)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and not isinstance(getattr(node, "_parent", None), ast.Attribute):
            yield node


def _event_handlers(tree: ast.AST) -> Iterator[tuple[ast.FunctionDef | ast.AsyncFunctionDef, str]]:
    """(handler, name of its event parameter) for every positional event handler that takes one."""
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in POSITIONAL_EVENT_HANDLERS:
            params = [a.arg for a in node.args.args if a.arg != "self"]
            if params:
                yield node, params[0]


# ---------------------------------------------------------------- the rules


def removed_modules(tree: ast.AST) -> list[str]:
    found = []
    for node, module in _imported(tree):
        parts = module.split(".")
        if parts[:2] == ["qgis", "PyQt"] and len(parts) >= 3 and parts[2] in REMOVED_MODULES:
            found.append(f"{node.lineno}: {'.'.join(parts[:3])}: {REMOVED_MODULES[parts[2]]}")
    return found


def removed_classes(tree: ast.AST) -> list[str]:
    found = [f"{node.lineno}: {name} is not in Qt6: use {REMOVED_CLASSES[name]}"
             for node, _, name in _qt_imports(tree) if name in REMOVED_CLASSES]
    for node in _top_attributes(tree):  # QtCore.QRegExp, QtWidgets.QDesktopWidget
        chain = _chain(node)
        hits = [part for part in chain[1:] if part in REMOVED_CLASSES and part != "qApp"]
        if chain and chain[0].startswith("Qt") and hits:
            found.append(f"{node.lineno}: {hits[0]} is not in Qt6: use {REMOVED_CLASSES[hits[0]]}")
    return found


def moved_to_qtgui(tree: ast.AST) -> list[str]:
    found = []
    for node, module, name in _qt_imports(tree):
        if module == "qgis.PyQt.QtWidgets" and name in MOVED_TO_QTGUI and not _in_import_error_fallback(node):
            found.append(f"{node.lineno}: {name} is in QtGui in Qt6: import it from qgis.PyQt.QtGui "
                         "(with the QtWidgets import as the except ImportError fallback)")
    for node in _top_attributes(tree):
        chain = _chain(node)
        if len(chain) >= 2 and chain[0] == "QtWidgets" and chain[1] in MOVED_TO_QTGUI:
            found.append(f"{node.lineno}: QtWidgets.{chain[1]} is QtGui.{chain[1]} in Qt6")
    return found


def qvariant_types(tree: ast.AST) -> list[str]:
    """QVariant.Int, QVariant.Type.String: Qt6 and QGIS >= 3.38 use QMetaType.Type; QVariant() is NULL."""
    found = []
    for node in _top_attributes(tree):
        chain = _chain(node)
        if "QVariant" in chain[:-1]:
            tail = chain[chain.index("QVariant") + 1:]
            if tail[0][:1].isupper():  # Type and the type constants; methods are lowerCamel
                found.append(f"{node.lineno}: QVariant.{'.'.join(tail)}: field and value types are "
                             "QMetaType.Type on QGIS >= 3.38 and Qt6: use toolbelt.qgis_compat")
    for node in _calls(tree, "QVariant"):
        found.append(f"{node.lineno}: QVariant(...): use NULL from qgis.core for a null value, "
                     "or the plain Python value")
    return found


def removed_methods(tree: ast.AST) -> list[str]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in ("exec_", "print_"):
            found.append(f"{node.lineno}: def {node.name}: Qt6 calls {REMOVED_METHODS[node.name]}: use that name")
        if not isinstance(node, ast.Call):
            continue
        chain = _chain(node.func)
        name = chain[-1] if chain else getattr(node.func, "attr", None)
        if name in REMOVED_METHODS and isinstance(node.func, ast.Attribute):
            found.append(f"{node.lineno}: .{name}() is not in Qt6: use {REMOVED_METHODS[name]}")
        elif name == "desktop" and isinstance(node.func, ast.Attribute) and not node.args:
            found.append(f"{node.lineno}: .desktop() (QDesktopWidget) is not in Qt6: use QGuiApplication.screens()")
        elif name == "width" and isinstance(node.func, ast.Attribute) and node.args:
            found.append(f"{node.lineno}: QFontMetrics.width(text) is not in Qt6: use horizontalAdvance(text)")
        elif chain[-2:] in (["QApplication", "fontMetrics"], ["QPixmap", "grabWindow"]):
            found.append(f"{node.lineno}: {'.'.join(chain[-2:])}() is not in Qt6: use the widget's "
                         "fontMetrics() or QScreen.grabWindow()")
        elif chain[-1:] == ["QFontDatabase"]:
            found.append(f"{node.lineno}: QFontDatabase() instances are gone in Qt6: call its static methods")
        elif (name == "setWeight" and isinstance(node.func, ast.Attribute) and node.args
              and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, int)):
            found.append(f"{node.lineno}: setWeight({node.args[0].value}): Qt6 weights are 100-900: "
                         "use QFont.Weight members")
        elif name == "addAction" and isinstance(node.func, ast.Attribute) and len(node.args) >= 3:
            found.append(f"{node.lineno}: addAction with {len(node.args)} arguments: the overloads differ in Qt6; "
                         "create the QAction and pass it")
    return found


def removed_enum_members(tree: ast.AST) -> list[str]:
    found = []
    for node in _top_attributes(tree):
        chain = _chain(node)
        if len(chain) < 2:
            continue
        if chain[-1] in REMOVED_ENUM_MEMBERS:
            found.append(f"{node.lineno}: {'.'.join(chain)} is not in Qt6: use {REMOVED_ENUM_MEMBERS[chain[-1]]}")
        elif chain[-1] in QPALETTE_REMOVED and "QPalette" in chain:
            found.append(f"{node.lineno}: {'.'.join(chain)} is not in Qt6: use {QPALETTE_REMOVED[chain[-1]]}")
    return found


def removed_signal_overloads(tree: ast.AST) -> list[str]:
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute)
                and node.value.attr in REMOVED_SIGNAL_OVERLOADS):
            found.append(f"{node.lineno}: {node.value.attr}[...]: Qt6 has one signal: use "
                         f"{REMOVED_SIGNAL_OVERLOADS[node.value.attr]}")
    return found


def signal_types(tree: ast.AST) -> list[str]:
    """pyqtSignal arguments: Python types or Qt classes that exist in Qt6, never QVariant or C++ names."""
    found = []
    for node in _calls(tree, "pyqtSignal"):
        for arg in node.args:
            for leaf in ast.walk(arg):
                name = _chain(leaf)[-1:] if isinstance(leaf, (ast.Name, ast.Attribute)) else []
                if name == ["QVariant"] or (name and name[0] in REMOVED_CLASSES):
                    found.append(f"{node.lineno}: pyqtSignal({name[0]}): declare it with object "
                                 "(or a type that exists in Qt6)")
                elif isinstance(leaf, ast.Constant) and isinstance(leaf.value, str):
                    found.append(f"{node.lineno}: pyqtSignal('{leaf.value}'): C++ type names differ between "
                                 "Qt5 and Qt6 bindings: use Python types (str, int, object, list)")
    return found


def event_positions(tree: ast.AST) -> list[str]:
    """Mouse/wheel/drop event positions: pos()/globalPos()/delta() became position()/angleDelta() in Qt6."""
    found = []
    for handler, event in _event_handlers(tree):
        for call in ast.walk(handler):
            chain = _chain(call.func) if isinstance(call, ast.Call) else []
            if len(chain) == 2 and chain[0] == event and chain[1] in REMOVED_EVENT_METHODS:
                found.append(f"{call.lineno}: {event}.{chain[1]}() in {handler.name}: Qt6 events use "
                             "position()/globalPosition()/angleDelta(): read them through toolbelt.qgis_compat")
    return found


def qdatetime_constructors(tree: ast.AST) -> list[str]:
    found = []
    for node in _calls(tree, "QDateTime"):
        only_date = len(node.args) == 1 and isinstance(node.args[0], ast.Call) and _chain(node.args[0].func)[-1:] == ["QDate"]
        if only_date or len(node.args) >= 6:
            found.append(f"{node.lineno}: QDateTime({'QDate' if only_date else 'y, m, d, h, m, s'}...): "
                         "Qt6 wants QDateTime(QDate(...), QTime(...))")
    return found


def compiled_resources(tree: ast.AST) -> list[str]:
    return [f"{node.lineno}: compiled Qt resources (pyrcc5) do not load in Qt6: load files by path"
            for node, name in _imported(tree) if name.split(".")[-1].endswith("_rc")]


RULES: dict[str, Rule] = {
    "removed_modules": removed_modules,
    "removed_classes": removed_classes,
    "moved_to_qtgui": moved_to_qtgui,
    "qvariant_types": qvariant_types,
    "removed_methods": removed_methods,
    "removed_enum_members": removed_enum_members,
    "removed_signal_overloads": removed_signal_overloads,
    "signal_types": signal_types,
    "event_positions": event_positions,
    "qdatetime_constructors": qdatetime_constructors,
    "compiled_resources": compiled_resources,
}


def waived(line: str) -> bool:
    """A finding's line may say why it is fine on Qt6: ``# qt6-ok: <reason>`` (the reason is required)."""
    _, marker, reason = line.partition("# qt6-ok:")
    return bool(marker and reason.strip())


def findings(tree: ast.AST, source: str) -> list[str]:
    """Every rule's findings, less the lines that say why they are fine (``# qt6-ok: reason``)."""
    lines = source.splitlines()
    return [f"{name}: {finding}" for name, rule in RULES.items() for finding in rule(tree)
            if not waived(lines[int(finding.split(":")[0]) - 1])]
