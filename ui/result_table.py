"""The result table of an action: a self-sorting model (numbers sort numerically) and the widget.

The widget shows a control for each optional callable of a ``TableResult``;
every callback is guarded so that a failure becomes an ``actionError`` line in
the table's own area instead of an exception inside Qt.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import Any

from qgis.core import QgsGeometry, QgsWkbTypes
from qgis.PyQt.QtCore import QAbstractTableModel, QModelIndex, Qt
from qgis.PyQt.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QGridLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QStyledItemDelegate,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..services.base import TableResult
from ..services.results.chart_data import chart_for
from ..toolbelt.i18n import tr, translated
from ..toolbelt.slot_guard import guard
from .chart import ChartPanel
from .messages import error_label
from .painting import discard, painting

NULL_TEXT = "NULL"
VISIBLE_ROWS = 8  # rows visible before the table scrolls (it sits inside the chat)
CONTROL_COLUMNS = 2  # fits the dock at its usual width (about 300 px)
SIZE_SAMPLE_ROWS = 50  # column widths fit these rows; measuring all 1,000 costs too much
SHORT_WKT = 60  # characters of a geometry's WKT a cell shows
TOOLTIP_WKT = 2000  # and its tooltip
WKT_VERTICES = 20  # above this (or limit/10), only the first vertices: asWkt of a big polygon is slow
_NUMBER_ALIGNMENT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
# TextAlignmentRole wants an int; PyQt6 flags expose it as .value, PyQt5 via int().
NUMBER_ALIGNMENT = int(getattr(_NUMBER_ALIGNMENT, "value", _NUMBER_ALIGNMENT))


def display_text(value: Any) -> str:
    if value is None:
        return NULL_TEXT
    if isinstance(value, float):
        return f"{value:.10g}"  # avoid 0.30000000000000004 in a chat table
    if isinstance(value, (bytes, bytearray, memoryview)):
        return tr("<binary, %n byte(s)>", "", len(bytes(value)))
    if isinstance(value, QgsGeometry):
        return geometry_text(value, SHORT_WKT)
    return str(value)


def geometry_text(geometry: QgsGeometry, limit: int) -> str:
    """WKT of ``geometry`` cut to ``limit`` characters; a large one as its type, size
    and first vertices (``Polygon [5,000 vertices] (0 0, 1 0, …``), never the
    ``<QgsGeometry: ...>`` of str()."""
    if geometry.isNull():
        return NULL_TEXT
    count = geometry.constGet().nCoordinates()
    if count <= max(WKT_VERTICES, limit // 10):
        text = geometry.asWkt(6)
    else:
        shown = max(3, limit // 25)  # about as many as fit in ``limit`` characters
        first = ", ".join(f"{_number(v.x())} {_number(v.y())}" for v in itertools.islice(geometry.vertices(), shown))
        text = f"{QgsWkbTypes.displayString(geometry.wkbType())} [{count:,} vertices] ({first}, …)"
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _number(value: float) -> str:
    return f"{value:.6f}".rstrip("0").rstrip(".")  # as asWkt(6) writes it


def sort_key(value: Any) -> tuple:
    """A key that orders any cell values: NULLs first, then numbers, then text."""
    if value is None:
        return (0, 0)
    if isinstance(value, (int, float, Decimal)) and not isinstance(value, bool):
        if isinstance(value, float) and math.isnan(value):  # NaN compares false to all
            return (1, float("-inf"))
        return (1, value)
    if isinstance(value, str):
        return (2, value.casefold())
    return (3, display_text(value))  # geometries by their short WKT, not a full asWkt()


class CellDelegate(QStyledItemDelegate):
    """Shows numbers the way ``display_text`` writes them (no 0.30000000000000004)."""

    @painting
    def displayText(self, value: Any, locale) -> str:  # noqa: N802 (Qt API)
        return display_text(value)


class ResultTableModel(QAbstractTableModel):
    """Read-only rows that sort themselves. DisplayRole gives numbers and text as
    they are (other values as text: NULL, a short WKT, binary), UserRole the raw
    value (a QgsGeometry stays one).

    Sorting happens here, with Python's ``sorted`` over cached keys (about a
    millisecond for 1,000 rows), rather than in a QSortFilterProxyModel: its
    per-comparison calls into a Python ``lessThan``/``data()`` took 100-200 ms
    for 1,000 rows (measured), far beyond the 50-ms event-loop budget.
    ``source_row`` maps a shown row back to its index in ``TableResult.rows``.
    """

    def __init__(self, columns: Sequence[str], rows: Sequence[Sequence[Any]], parent=None,
                 units: dict[str, str] | None = None):
        super().__init__(parent)
        self._columns = list(columns)
        self._units = dict(units or {})  # a measured column's unit, shown in its header
        self._rows = [tuple(row) for row in rows]
        self._order = list(range(len(self._rows)))  # shown row -> source row
        self._sort_keys: dict[int, list[tuple]] = {}
        self._geometry_texts: dict[tuple[int, int], str] = {}  # (source row, column): each paint asks again

    # A table has no children: only the invalid (root) parent has rows.
    def rowCount(self, parent: QModelIndex | None = None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | None = None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self._columns)

    def source_row(self, row: int) -> int:
        return self._order[row]

    def value(self, row: int, column: int) -> Any:
        values = self._rows[self._order[row]]
        return values[column] if column < len(values) else None

    @painting
    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        value = self.value(index.row(), index.column())
        if role == Qt.ItemDataRole.DisplayRole and isinstance(value, (int, float, str)):
            return value  # the value itself (tests and scripts read it); CellDelegate formats it
        if role == Qt.ItemDataRole.DisplayRole and isinstance(value, QgsGeometry):
            return self._geometry_text(index.row(), index.column(), value)
        if role == Qt.ItemDataRole.ToolTipRole and isinstance(value, QgsGeometry):
            return geometry_text(value, TOOLTIP_WKT)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return display_text(value)
        if role == Qt.ItemDataRole.UserRole:
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole and sort_key(value)[0] == 1:
            return NUMBER_ALIGNMENT
        return None

    def _geometry_text(self, row: int, column: int, geometry: QgsGeometry) -> str:
        key = (self._order[row], column)
        text = self._geometry_texts.get(key)
        if text is None:
            text = self._geometry_texts[key] = display_text(geometry)
        return text

    @painting
    def headerData(self, section: int, orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if section >= len(self._columns):
                return None
            name = self._columns[section]
            return f"{name} ({self._units[name]})" if name in self._units else name
        return str(section + 1)

    def sort(self, column: int, order=Qt.SortOrder.AscendingOrder) -> None:
        """Sort by raw values (numbers numerically); column -1 restores the SQL's order."""
        if column < 0 or column >= len(self._columns):
            new_order = list(range(len(self._rows)))
        else:
            keys = self._keys(column)
            new_order = sorted(range(len(self._rows)), key=keys.__getitem__,
                               reverse=order == Qt.SortOrder.DescendingOrder)
        self.layoutAboutToBeChanged.emit()
        # Keep the selection (persistent indexes) on the same source rows.
        position = {source: shown for shown, source in enumerate(new_order)}
        old = self.persistentIndexList()
        new = [self.index(position[self._order[index.row()]], index.column()) for index in old]
        self._order = new_order
        self.changePersistentIndexList(old, new)
        self.layoutChanged.emit()

    def _keys(self, column: int) -> list[tuple]:
        # Computed once per column; re-sorting the same column costs only sorted().
        keys = self._sort_keys.get(column)
        if keys is None:
            keys = [sort_key(values[column] if column < len(values) else None) for values in self._rows]
            try:
                sorted(keys)
            except TypeError:  # incomparable values (e.g. complex numbers): order by text
                keys = [(key[0], str(key[1])) for key in keys]
            self._sort_keys[column] = keys
        return keys


class ResultTableWidget(QWidget):
    """Title, "showing N of TOTAL rows", the table, its controls and the SQL."""

    def __init__(self, table: TableResult, parent=None):
        super().__init__(parent)
        self.setObjectName("resultArea")
        self._table = table
        self._error: QLabel | None = None

        self.model = ResultTableModel(table.columns, table.rows, self, units=table.units)
        # A category, a date or a single column of numbers can be drawn (services/results/chart_data.py).
        self.chart_data = chart_for(table.columns, table.rows, table.chart)
        self.chart_panel: ChartPanel | None = None

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        if table.title:
            title = QLabel(translated(table.title), self)
            title.setObjectName("resultTitle")
            title.setWordWrap(True)
            layout.addWidget(title)

        self.count_label = QLabel(self._count_text(), self)
        self.count_label.setObjectName("resultCount")
        layout.addWidget(self.count_label)

        self.view = self._make_view()
        layout.addWidget(self.view)
        layout.addLayout(self._make_controls())

        self.sql_text = QPlainTextEdit(self)
        self.sql_text.setObjectName("resultSql")
        self.sql_text.setReadOnly(True)
        self.sql_text.setPlainText(self._sql_text())
        self.sql_text.setMaximumHeight(120)
        self.sql_text.setVisible(False)
        layout.addWidget(self.sql_text)
        if table.chart and self.chart_data is not None:
            self.chart_button.setChecked(True)  # the model asked for the chart: shown at once

    # -- construction ------------------------------------------------------

    def _count_text(self) -> str:
        shown = len(self._table.rows)
        total = max(self._table.total_count, shown)
        if self._table.count_capped:
            return tr("Showing {shown} of more than {total} rows", shown=shown, total=f"{total:,}")
        return tr("Showing {shown} of %n row(s)", "", total, shown=shown)

    def _sql_text(self) -> str:
        sql = self._table.executed_sql or tr("(no SQL recorded)")
        if self._table.engine:
            return sql + "\n\n-- " + tr("engine: {engine}", engine=self._table.engine)
        return sql

    def _make_view(self) -> QTableView:
        view = QTableView(self)
        view.setObjectName("resultTable")
        view.setModel(self.model)
        view.setItemDelegate(CellDelegate(view))
        # Start unsorted (the SQL's own order); a header click sorts. The
        # indicator must be cleared first: enabling sorting sorts at once.
        view.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        view.setSortingEnabled(True)
        view.horizontalHeader().setSortIndicatorShown(True)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.setAlternatingRowColors(True)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        view.horizontalHeader().setResizeContentsPrecision(SIZE_SAMPLE_ROWS)
        view.horizontalHeader().setMaximumSectionSize(320)
        view.resizeColumnsToContents()
        view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
        visible = min(max(len(self._table.rows), 1), VISIBLE_ROWS)
        row_height = view.verticalHeader().defaultSectionSize()
        view.setFixedHeight(row_height * (visible + 1) + 2 * view.frameWidth() + 4)
        view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        return view

    def _make_controls(self) -> QGridLayout:
        # A grid, not one row: five buttons side by side would make the chat
        # wider than a typical dock and clip every message.
        table = self._table
        row = QGridLayout()
        if table.open_as_layer is not None:
            self._add_control(row, "openAsLayerButton", tr("Open as layer"),
                              tr("Add the full result to the map as a new layer"),
                              lambda: table.open_as_layer())
        if table.zoom_to_rows is not None:
            self._add_control(row, "zoomToButton", tr("Zoom to", "button: zoom the map to the result's rows"),
                              tr("Zoom to the selected rows, or to all rows when none is selected"),
                              lambda: table.zoom_to_rows(self.selected_source_rows()))
        if table.select_rows is not None:
            self._add_control(row, "selectOnMapButton", tr("Select on map"),
                              tr("Select the selected rows' features on the map, or all of them"),
                              lambda: table.select_rows(self.selected_source_rows()))
        if table.export_csv is not None:
            self._add_control(row, "exportCsvButton", tr("Export CSV…"),
                              tr("Save the full result as a CSV file"), self._export_csv)
        if self.chart_data is not None:
            chart_button = QPushButton(tr("Chart", "button: show the result as a chart"), self)
            chart_button.setObjectName("chartButton")
            chart_button.setCheckable(True)
            chart_button.setToolTip(tr("Draw the rows as a chart"))
            chart_button.toggled.connect(lambda checked: self._guarded(lambda: self._toggle_chart(checked)))
            self._place(row, chart_button)
            self.chart_button = chart_button
        sql_button = QPushButton(tr("Show SQL"), self)
        sql_button.setObjectName("showSqlButton")
        sql_button.setCheckable(True)
        sql_button.setToolTip(tr("Show the SQL that was run and the engine that ran it"))
        sql_button.toggled.connect(self._toggle_sql)
        self._place(row, sql_button)
        self.show_sql_button = sql_button
        row.setColumnStretch(CONTROL_COLUMNS, 1)
        return row

    def _add_control(self, row: QGridLayout, name: str, text: str, tip: str,
                     callback: Callable[[], None]) -> None:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.setToolTip(tip)
        button.clicked.connect(lambda _checked=False: self._guarded(callback))
        self._place(row, button)

    @staticmethod
    def _place(grid: QGridLayout, button: QPushButton) -> None:
        count = sum(1 for i in range(grid.count()) if grid.itemAt(i).widget() is not None)
        grid.addWidget(button, count // CONTROL_COLUMNS, count % CONTROL_COLUMNS)

    # -- behaviour ---------------------------------------------------------

    def selected_source_rows(self) -> list[int] | None:
        """Indices into ``TableResult.rows`` of the selected rows (whatever the sort), or None."""
        selection = self.view.selectionModel()
        rows = {self.model.source_row(index.row()) for index in selection.selectedIndexes()}
        return sorted(rows) if rows else None

    def _export_csv(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self, tr("Export result as CSV"), "result.csv", tr("CSV files (*.csv)"))
        if path:
            self._table.export_csv(path)

    def _toggle_chart(self, checked: bool) -> None:
        if self.chart_panel is None:
            self.chart_panel = ChartPanel(self.chart_data, self._guarded, self)
            self.layout().insertWidget(self.layout().indexOf(self.view) + 2, self.chart_panel)
        self.chart_panel.setVisible(checked)

    def _toggle_sql(self, checked: bool) -> None:
        self.sql_text.setVisible(checked)
        self.show_sql_button.setText(tr("Hide SQL") if checked else tr("Show SQL"))

    def _guarded(self, callback: Callable[[], None]) -> None:
        # A failing control must never raise into Qt (QGIS would show its
        # Python error dialog); the user gets the message next to the table.
        self._clear_error()
        with guard("Result table action failed", self._show_error, prefix=False):
            callback()

    def _show_error(self, message: str) -> None:
        self._error = error_label(message, self)
        self.layout().addWidget(self._error)

    def _clear_error(self) -> None:
        if self._error is not None:
            discard(self._error)
            self._error = None
