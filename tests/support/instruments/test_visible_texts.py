"""visible_texts finds the texts a widget tree shows; untranslated tells the English ones."""

from map_assistant.toolbelt.qgis_compat import QAction
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtGui import QStandardItemModel
from qgis.PyQt.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from support.instruments.visible_texts import english_pattern, untranslated, visible_texts


def tree(qtbot) -> QWidget:
    root = QWidget()
    qtbot.addWidget(root)
    root.setWindowTitle("Options")
    layout = QVBoxLayout(root)
    label = QLabel("Saved chats of roads.qgz", root)
    label.setVisible(False)  # hidden widgets count: a setting shows them
    button = QPushButton("Refresh", root, toolTip="Ask the server which models it serves")
    edit = QLineEdit("typed by the user", root, placeholderText="http://host:port/v1")
    spin = QDoubleSpinBox(root, suffix=" tokens")
    combo = QComboBox(root)
    combo.addItem("Automatic: detect", "auto")
    combo.setItemData(0, "Anthropic retires this model on 2026-01-01.", Qt.ItemDataRole.ToolTipRole)
    items = QListWidget(root)
    items.addItem("No saved chats yet.")
    table = QTableView(root)
    model = QStandardItemModel(0, 1, table)
    model.setHorizontalHeaderLabels(["Zoom to"])
    table.setModel(model)
    root.addAction(QAction("Open as layer", root))
    for widget in (label, button, edit, spin, combo, items, table):
        layout.addWidget(widget)
    return root


def test_every_kind_of_text_is_found_and_what_the_user_typed_is_not(qgis_app, qtbot):
    texts = {text for _, text in visible_texts(tree(qtbot))}
    assert {"Options", "Saved chats of roads.qgz", "Refresh", "Ask the server which models it serves",
            "http://host:port/v1", " tokens", "Automatic: detect", "Anthropic retires this model on 2026-01-01.",
            "No saved chats yet.", "Zoom to", "Open as layer"} <= texts
    assert "typed by the user" not in texts


def test_english_is_told_from_a_translation_a_kept_word_and_an_allowed_name(qgis_app, qtbot):
    catalogue = {"Saved chats of {project}": "Chats guardados de {project}", "Refresh": "Actualizar",
                 "Zoom to": "Zoom to",  # kept by the translator: not flagged
                 "Options": "Opciones", "%n row(s)": "", "{x}: {y}": ""}
    texts = visible_texts(tree(qtbot)) + [("label", "3 rows"), ("label", "a: b")]
    found = untranslated(texts, catalogue, allowed={"Options"})
    assert [line.split(": ", 1)[1].split(" (the English")[0] for line in found] == [
        "'Saved chats of roads.qgz'", "'Refresh'", "'3 rows'"]
    assert english_pattern("{x}: {y}") is None  # no words of its own: it would match anything
    assert untranslated([("label", "Chats guardados de roads.qgz")], catalogue, set()) == []
