"""The Qt6 rules' self-test: each rule fires on what it forbids, at the lines it is in, and on
none of the portable way; a finding is waived only with a reason (tests/test_code_rules.py
runs the rules on the plugin)."""

import pytest

from support.instruments.qt6_rules import RULES, parse
from support.instruments.qt6_rules import findings as qt6_findings

# Each rule against code it must flag: (source, the lines it must report).
QT6_BAD = {
    "removed_modules": ("from qgis.PyQt.Qt import Qt\nfrom qgis.PyQt import QtWebKit\nimport qgis.PyQt.QtXmlPatterns\n",
                        [1, 2, 3]),
    "removed_classes": ("from qgis.PyQt.QtCore import QRegExp, QTextCodec\nfrom qgis.PyQt.QtWidgets import qApp\n"
                        "QtWidgets.QDesktopWidget()\n", [1, 1, 2, 3]),
    "moved_to_qtgui": ("from qgis.PyQt.QtWidgets import QAction, QShortcut\nQtWidgets.QActionGroup(None)\n",
                       [1, 1, 2]),
    "qvariant_types": ("QgsField('n', QVariant.Int)\nx = {QVariant.Type.String: 1}\nQtCore.QVariant.Double\n"
                       "v = QVariant()\n", [1, 2, 3, 4]),
    "removed_methods": ("dialog.exec_()\ndef exec_(self): pass\nlayout.setMargin(0)\nQApplication.desktop()\n"
                        "self.fontMetrics().width('abc')\nimage.byteCount()\nQApplication.fontMetrics()\n"
                        "QFontDatabase().families()\nfont.setWeight(75)\nmenu.addAction(icon, 'Go', slot)\n",
                        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
    "removed_enum_members": ("Qt.MidButton\nQt.ItemDataRole.BackgroundColorRole\nQPalette.Background\n"
                             "QPainter.RenderHint.HighQualityAntialiasing\n", [1, 2, 3, 4]),
    "removed_signal_overloads": ("combo.activated[str].connect(f)\ngroup.buttonClicked[int].connect(f)\n", [1, 2]),
    "signal_types": ("a = pyqtSignal(QVariant)\nb = pyqtSignal('QString')\nc = pyqtSignal(QRegExp, int)\n", [1, 2, 3]),
    "event_positions": ("class W:\n    def mousePressEvent(self, event):\n        p = event.pos()\n"
                        "    def wheelEvent(self, e):\n        d = e.delta()\n", [3, 5]),
    "qdatetime_constructors": ("QDateTime(QDate(2024, 1, 1))\nQDateTime(2024, 1, 1, 10, 0, 0)\n", [1, 2]),
    "compiled_resources": ("from . import resources_rc\nimport icons_rc\n", [1, 2]),
}

# The Qt5-and-Qt6 way of each: no rule may flag any of it.
QT6_GOOD = '''
from qgis.PyQt.QtCore import QRegularExpression, QMetaType, Qt, pyqtSignal
try:
    from qgis.PyQt.QtGui import QAction
except ImportError:
    from qgis.PyQt.QtWidgets import QAction
from qgis.core import NULL, QgsField
from . import resources

changed = pyqtSignal(object)
picked = pyqtSignal(str, int)
dialog.exec()
layout.setContentsMargins(0, 0, 0, 0)
width = self.fontMetrics().horizontalAdvance("abc") + self.width() + rect.width()
combo.textActivated.connect(f)
QDateTime(QDate(2024, 1, 1), QTime(0, 0))
Qt.MouseButton.MiddleButton
QVariant.isNull
value = NULL
font.setWeight(QFont.Weight.Bold)
menu.addAction(action)

class W:
    def mousePressEvent(self, event):
        event.accept()
        self.start = event.button()
'''


@pytest.mark.parametrize("rule", sorted(RULES), ids=str)
def test_each_qt6_rule_fires_on_what_it_forbids_and_not_on_the_portable_way(rule):
    source, lines = QT6_BAD[rule]
    findings = RULES[rule](parse(source))
    assert sorted(int(f.split(":")[0]) for f in findings) == lines, findings
    assert all(" use " in f or " wants " in f or " is " in f or " in Qt6" in f for f in findings)
    assert RULES[rule](parse(QT6_GOOD)) == []


def test_a_qt6_finding_is_waived_only_with_a_reason():
    bad = "x = QVariant.Int\n"
    assert qt6_findings(parse(bad), bad) != []
    assert qt6_findings(parse(bad), "x = QVariant.Int  # qt6-ok: QGIS < 3.38 only\n") == []
    assert qt6_findings(parse(bad), "x = QVariant.Int  # qt6-ok:\n") != []
