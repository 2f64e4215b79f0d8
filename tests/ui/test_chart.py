"""Charts of result tables: which shape gives which chart, its numbers, and that
Qt's painter really draws it (rendered to a QImage and read back)."""

import datetime

import pytest
from map_assistant.services.base import TableResult
from map_assistant.services.results.chart_data import BAR, HISTOGRAM, LINE, OTHER, chart_for
from map_assistant.ui.chart import BAR_COLOR, LINE_COLOR, MARGIN, ChartWidget, row_height
from map_assistant.ui.result_table import ResultTableWidget
from qgis.PyQt.QtGui import QFontMetrics, QGuiApplication, QImage
from qgis.PyQt.QtWidgets import QFileDialog, QPushButton


def test_a_category_and_a_number_is_a_bar_chart_top_20_and_other():
    rows = [(f"country {i:02d}", i) for i in range(30)]
    data = chart_for(["admin", "n"], rows)
    assert data.kind == BAR and data.x_title == "admin" and data.y_title == "n"
    assert data.labels[:3] == ("country 29", "country 28", "country 27")  # largest first
    assert len(data.labels) == 21 and data.labels[-1] == OTHER
    assert data.values[-1] == sum(range(10)) and data.other_count == 10
    assert sum(data.values) == sum(n for _, n in rows)


def test_a_date_and_a_number_is_a_line_in_date_order():
    rows = [("2024-03-01", 5), (datetime.date(2024, 1, 1), 2), ("2024-01-31", 7.5), (None, 1)]
    data = chart_for(["day", "visits"], rows)
    assert data.kind == LINE
    assert data.labels == ("2024-01-01", "2024-01-31", "2024-03-01")
    assert data.values == (2, 7.5, 5) and data.positions == (0, 30, 60)


def test_one_numeric_column_is_a_histogram():
    data = chart_for(["area"], [(float(v),) for v in range(100)] + [(None,)])
    assert data.kind == HISTOGRAM and sum(data.values) == 100 and len(data.values) == 8  # Sturges: 7 + 1


def test_other_shapes_have_no_chart_unless_asked():
    assert chart_for(["a", "b"], [("x", "y")]) is None
    assert chart_for(["name", "n", "area"], [("x", 1, 2.0)]) is None
    asked = chart_for(["name", "n", "area"], [("x", 1, 2.0), ("y", 3, 1.0)], "bar")
    assert asked.kind == BAR and asked.labels == ("y", "x") and asked.values == (3, 1)


def _pixels(image: QImage, color) -> int:
    return sum(1 for y in range(image.height()) for x in range(image.width())
               if image.pixelColor(x, y) == color)


def test_bars_are_drawn_in_proportion(qtbot):
    widget = ChartWidget(chart_for(["kind", "n"], [("long", 100), ("short", 25)]))
    qtbot.addWidget(widget)
    image = widget.render_image(600)
    assert image.height() == widget.chart_height()
    step = row_height(QFontMetrics(widget.font()))
    top = image.height() - 2 * step - 2 * MARGIN  # the bar rows, below the title

    def bar_length(row: int) -> int:
        y = top + row * step + step // 2
        return sum(1 for x in range(image.width()) if image.pixelColor(x, y) == BAR_COLOR)

    assert bar_length(0) > 0
    assert bar_length(1) == pytest.approx(bar_length(0) / 4, abs=2)


def test_line_and_histogram_draw(qtbot):
    line = ChartWidget(chart_for(["day", "n"], [("2024-01-01", 1), ("2024-01-02", 3)]))
    histogram = ChartWidget(chart_for(["v"], [(v,) for v in (1, 2, 2, 3, 3, 3)]))
    qtbot.addWidget(line)
    qtbot.addWidget(histogram)
    assert _pixels(line.render_image(300), LINE_COLOR) > 50
    assert _pixels(histogram.render_image(300), BAR_COLOR) > 500


def test_the_result_table_offers_the_chart_copy_and_png(qtbot, tmp_path, monkeypatch):
    table = TableResult(columns=["owner", "n"], rows=[("Ann", 3), ("Bob", 5)], total_count=2)
    widget = ResultTableWidget(table)
    qtbot.addWidget(widget)
    widget.show()
    assert widget.chart_panel is None
    widget.findChild(QPushButton, "chartButton").click()
    assert widget.chart_panel.isVisible() and widget.chart_data.values == (5, 3)

    widget.findChild(QPushButton, "copyChartButton").click()
    assert not QGuiApplication.clipboard().image().isNull()
    # The file dialog is modal and cannot be driven offscreen: it returns a path here.
    target = tmp_path / "owners"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), ""))
    widget.findChild(QPushButton, "saveChartButton").click()
    saved = QImage(str(target) + ".png")
    assert not saved.isNull() and saved.width() == 800


def test_a_requested_chart_shows_at_once_and_a_table_without_one_has_no_button(qtbot):
    shown = ResultTableWidget(TableResult(columns=["n"], rows=[(1,), (2,)], total_count=2, chart="histogram"))
    plain = ResultTableWidget(TableResult(columns=["a", "b"], rows=[("x", "y")], total_count=1))
    qtbot.addWidget(shown)
    qtbot.addWidget(plain)
    assert shown.chart_panel is not None and shown.chart_data.kind == HISTOGRAM
    assert plain.findChild(QPushButton, "chartButton") is None
