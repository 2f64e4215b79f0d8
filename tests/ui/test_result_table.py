"""The result table shown by an action, on a real Qt (offscreen), reached through the dock."""

from decimal import Decimal

import pytest
from map_assistant.services.base import ActionButton, ActionReply, TableResult
from map_assistant.ui.dock import ChatDock
from qgis.PyQt.QtCore import QItemSelectionModel, Qt
from qgis.PyQt.QtWidgets import (
    QFileDialog,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTableView,
)

COUNTRIES = [
    ("Spain", 47_400_000, 505_990.0),
    ("Andorra", 77_000, 468.0),
    ("France", 68_000_000, 551_695.0),
    ("Portugal", 10_300_000, 92_212.0),
    ("Monaco", 39_000, 2.02),
]


@pytest.fixture
def dock(qgis_app, qtbot):
    widget = ChatDock()
    qtbot.addWidget(widget)
    widget.resize(520, 800)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def show(dock, qtbot, table):
    """Run an action whose result is `table`, as a service would."""
    dock.add_response(ActionReply(buttons=[ActionButton("Query", lambda host: host.show_table(table))]))
    qtbot.mouseClick(dock.findChild(QPushButton, "actionButton"), Qt.MouseButton.LeftButton)
    view = dock.findChild(QTableView, "resultTable")
    assert view is not None
    # Widgets added to a visible layout are shown on the next event-loop pass.
    qtbot.waitUntil(view.isVisible, timeout=1000)
    return view


def column(view, col, role=Qt.ItemDataRole.DisplayRole):
    model = view.model()
    return [model.data(model.index(row, col), role) for row in range(model.rowCount())]


def select_view_rows(view, rows):
    model = view.model()
    selection = view.selectionModel()
    for row in rows:
        selection.select(model.index(row, 0),
                         QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows)


def click_control(dock, qtbot, name):
    qtbot.mouseClick(dock.findChild(QPushButton, name), Qt.MouseButton.LeftButton)


def errors(dock):
    return [w.text() for w in dock.findChildren(QLabel) if w.objectName().startswith("actionError")]


def test_model_gives_the_values_and_shows_them_as_text(dock, qtbot):
    view = show(dock, qtbot, TableResult(columns=["name", "pop", "area"], rows=COUNTRIES + [("Nowhere", None, 1.5)],
                                         total_count=6))
    model = view.model()
    assert model.columnCount() == 3
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(3)] == ["name", "pop", "area"]
    assert column(view, 0) == [row[0] for row in COUNTRIES] + ["Nowhere"]
    assert column(view, 1) == [row[1] for row in COUNTRIES] + ["NULL"]  # numbers as numbers
    assert column(view, 1, Qt.ItemDataRole.UserRole) == [row[1] for row in COUNTRIES] + [None]
    # What the cell shows: the delegate writes floats without binary noise.
    delegate = view.itemDelegate()
    assert delegate.displayText(0.1 + 0.2, view.locale()) == "0.3"
    assert delegate.displayText(47_400_000, view.locale()) == "47400000"


def test_showing_n_of_total(dock, qtbot):
    rows = [(i,) for i in range(1000)]
    show(dock, qtbot, TableResult(columns=["id"], rows=rows, total_count=25_000))
    assert dock.findChild(QLabel, "resultCount").text() == "Showing 1000 of 25000 rows"


def test_numeric_column_sorts_numerically(dock, qtbot):
    view = show(dock, qtbot, TableResult(columns=["name", "pop", "area"], rows=COUNTRIES, total_count=5))
    assert column(view, 0) == [row[0] for row in COUNTRIES]  # unsorted at first: the SQL's order
    view.horizontalHeader().setSortIndicator(1, Qt.SortOrder.AscendingOrder)  # as a header click does
    assert column(view, 1, Qt.ItemDataRole.UserRole) == sorted(row[1] for row in COUNTRIES)
    # As text "10300000" < "39000" < "47400000"; numerically it is the other way.
    assert column(view, 0) == ["Monaco", "Andorra", "Portugal", "Spain", "France"]
    view.sortByColumn(2, Qt.SortOrder.DescendingOrder)
    assert column(view, 2, Qt.ItemDataRole.UserRole) == sorted((row[2] for row in COUNTRIES), reverse=True)


def test_mixed_values_sort_without_error(dock, qtbot):
    rows = [(Decimal("2.5"),), (None,), ("b",), (10,), ("A",), (1.25,)]
    view = show(dock, qtbot, TableResult(columns=["v"], rows=rows, total_count=6))
    view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    assert column(view, 0, Qt.ItemDataRole.UserRole) == [None, 1.25, Decimal("2.5"), 10, "A", "b"]


def test_zoom_and_select_get_source_rows_of_selection_after_sorting(dock, qtbot):
    calls = []
    table = TableResult(columns=["name", "pop", "area"], rows=COUNTRIES, total_count=5,
                        zoom_to_rows=lambda rows: calls.append(("zoom", rows)),
                        select_rows=lambda rows: calls.append(("select", rows)))
    view = show(dock, qtbot, table)
    click_control(dock, qtbot, "zoomToButton")  # nothing selected: all rows
    view.sortByColumn(1, Qt.SortOrder.AscendingOrder)  # Monaco, Andorra, Portugal, Spain, France
    select_view_rows(view, [0, 4])  # Monaco and France in the sorted view
    click_control(dock, qtbot, "zoomToButton")
    click_control(dock, qtbot, "selectOnMapButton")
    monaco, france = COUNTRIES.index(COUNTRIES[4]), COUNTRIES.index(COUNTRIES[2])
    assert calls == [("zoom", None), ("zoom", sorted([monaco, france])), ("select", sorted([monaco, france]))]


def test_only_provided_controls_are_shown(dock, qtbot):
    show(dock, qtbot, TableResult(columns=["a"], rows=[(1,)], total_count=1))
    for name in ("openAsLayerButton", "zoomToButton", "selectOnMapButton", "exportCsvButton"):
        assert dock.findChild(QPushButton, name) is None
    assert dock.findChild(QPushButton, "showSqlButton") is not None


def test_open_as_layer(dock, qtbot):
    opened = []
    show(dock, qtbot, TableResult(columns=["a"], rows=[(1,)], total_count=1, open_as_layer=lambda: opened.append(1)))
    click_control(dock, qtbot, "openAsLayerButton")
    assert opened == [1]


def test_export_csv_calls_back_with_chosen_path(dock, qtbot, monkeypatch, tmp_path):
    target = tmp_path / "roads.csv"
    # A native file dialog cannot be driven offscreen, so the choice is stubbed.
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kwargs: (str(target), "")))
    exported = []
    show(dock, qtbot, TableResult(columns=["a"], rows=[(1,)], total_count=1, export_csv=exported.append))
    click_control(dock, qtbot, "exportCsvButton")
    assert exported == [str(target)]


def test_export_csv_cancelled_dialog_does_nothing(dock, qtbot, monkeypatch):
    # A native file dialog cannot be driven offscreen; "" is what Qt returns on Cancel.
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kwargs: ("", "")))
    exported = []
    show(dock, qtbot, TableResult(columns=["a"], rows=[(1,)], total_count=1, export_csv=exported.append))
    click_control(dock, qtbot, "exportCsvButton")
    assert exported == [] and errors(dock) == []


def test_show_sql_toggles_sql_and_engine(dock, qtbot):
    sql = "SELECT name FROM countries WHERE pop > 1000000"
    show(dock, qtbot, TableResult(columns=["name"], rows=[("Spain",)], total_count=1,
                                  executed_sql=sql, engine="GeoPackage (native)"))
    sql_text = dock.findChild(QPlainTextEdit, "resultSql")
    assert not sql_text.isVisible()
    click_control(dock, qtbot, "showSqlButton")
    assert sql_text.isVisible()
    assert sql in sql_text.toPlainText() and "GeoPackage (native)" in sql_text.toPlainText()
    assert not sql_text.isEnabled() or sql_text.isReadOnly()
    click_control(dock, qtbot, "showSqlButton")
    assert not sql_text.isVisible()


def test_failing_callback_becomes_action_error(dock, qtbot, monkeypatch):
    def zoom(rows):
        raise RuntimeError("The layer 'countries' is no longer in the project.")

    show(dock, qtbot, TableResult(columns=["a"], rows=[(1,)], total_count=1, zoom_to_rows=zoom))
    # pytest-qt fails the test if an exception escapes into Qt.
    click_control(dock, qtbot, "zoomToButton")
    click_control(dock, qtbot, "zoomToButton")
    assert errors(dock) == ["The layer 'countries' is no longer in the project."]  # replaced, not stacked


def test_geometry_cells_show_a_short_wkt_and_give_the_geometry(dock, qtbot):
    from qgis.core import QgsGeometry

    point = QgsGeometry.fromWkt("POINT(1.5 2)")
    square = QgsGeometry.fromWkt("POLYGON((0 0, 100 0, 100 100, 0 100, 0 0))")
    circle = QgsGeometry.fromWkt("POINT(500000.123456 4000000.5)").buffer(1000, 500)  # 2,001 vertices
    rows = [("a", point), ("b", square), ("c", circle), ("d", None)]
    view = show(dock, qtbot, TableResult(columns=["name", "geom"], rows=rows, total_count=4))

    shown = column(view, 1)
    assert shown[0] == "Point (1.5 2)"
    assert shown[1] == "Polygon ((0 0, 100 0, 100 100, 0 100, 0 0))"
    assert shown[2].startswith("Polygon [2,001 vertices] (501000.123456 4000000.5, ") and shown[2].endswith("…")
    assert all(len(text) <= 60 and "QgsGeometry" not in text for text in shown)
    assert shown[3] == "NULL"
    # The model still gives the geometry itself, and the delegate writes what the cell shows.
    assert column(view, 1, Qt.ItemDataRole.UserRole)[:3] == [point, square, circle]
    tooltip = column(view, 1, Qt.ItemDataRole.ToolTipRole)[2]
    assert tooltip.startswith("Polygon [2,001 vertices] (501000.123456 4000000.5, ") and 60 < len(tooltip) <= 2000
    view.sortByColumn(1, Qt.SortOrder.AscendingOrder)  # by the short text: no full asWkt of each
    assert column(view, 0)[0] == "d"
