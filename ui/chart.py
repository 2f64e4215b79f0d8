"""A result table drawn as a chart, with Qt's own painter (no chart library).

``ChartWidget`` paints a ``ChartData`` (services/results/chart_data.py): horizontal bars
(category labels stay readable in a narrow dock), a line over time, or a
histogram. ``render_image`` paints the same into a QImage, for Copy and Save as
PNG. ``ChartPanel`` is the chart with those two buttons.
"""

from __future__ import annotations

from collections.abc import Callable

from qgis.PyQt.QtCore import QPointF, QRectF, QSize, Qt
from qgis.PyQt.QtGui import QColor, QFontMetrics, QGuiApplication, QImage, QPainter, QPainterPath, QPen
from qgis.PyQt.QtWidgets import QFileDialog, QHBoxLayout, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ..services.results.chart_data import BAR, HISTOGRAM, LINE, OTHER, ChartData
from ..toolbelt.i18n import tr, translated
from .painting import painting

BAR_COLOR = QColor(52, 120, 198)
LINE_COLOR = QColor(200, 80, 40)
AXIS_COLOR = QColor(90, 90, 90)
BACKGROUND = QColor(255, 255, 255)
TEXT_COLOR = QColor(30, 30, 30)
BAR_ROW = 18  # px per horizontal bar, at least (more when the font is taller)
PLOT_HEIGHT = 220  # px of a line chart or histogram
MARGIN = 8
EXPORT_WIDTH = 800  # px of a copied or saved image


def _align(flags) -> int:
    """drawText takes the flags as an int; PyQt6's enum flags give it as .value, PyQt5's via int()."""
    return int(getattr(flags, "value", flags))


def row_height(metrics: QFontMetrics) -> int:
    return max(BAR_ROW, metrics.height() + 4)


def _number_text(value: float) -> str:
    return f"{value:,.0f}" if float(value).is_integer() else f"{value:,.4g}"


class ChartWidget(QWidget):
    def __init__(self, data: ChartData, parent=None):
        super().__init__(parent)
        self.setObjectName("resultChart")
        self.data = data
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(self.chart_height())

    def chart_height(self) -> int:
        metrics = QFontMetrics(self.font())
        title = metrics.height() + MARGIN
        if self.data.kind == BAR:
            return title + row_height(metrics) * max(1, len(self.data.values)) + 2 * MARGIN
        return title + PLOT_HEIGHT + 2 * MARGIN

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(300, self.chart_height())

    @painting
    def paintEvent(self, _event) -> None:  # noqa: N802 (Qt API)
        painter = QPainter(self)
        try:
            paint(painter, QRectF(self.rect()), self.data, self.font())
        finally:
            painter.end()

    def render_image(self, width: int = EXPORT_WIDTH) -> QImage:
        image = QImage(width, self.chart_height(), QImage.Format.Format_ARGB32)
        image.fill(BACKGROUND)
        painter = QPainter(image)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            paint(painter, QRectF(0, 0, width, image.height()), self.data, self.font())
        finally:
            painter.end()
        return image


def paint(painter: QPainter, area: QRectF, data: ChartData, font) -> None:
    painter.fillRect(area, BACKGROUND)
    painter.setFont(font)
    metrics = QFontMetrics(font)
    painter.setPen(TEXT_COLOR)
    if data.kind == HISTOGRAM:
        title = tr("{x}: count", x=data.x_title)
    else:
        title = tr("{y} by {x}", y=data.y_title, x=data.x_title)
    painter.drawText(QRectF(area.left() + MARGIN, area.top() + MARGIN / 2, area.width() - 2 * MARGIN,
                            metrics.height()), _align(Qt.AlignmentFlag.AlignLeft), title)
    body = area.adjusted(MARGIN, metrics.height() + MARGIN, -MARGIN, -MARGIN)
    if not data.values:
        painter.drawText(body, _align(Qt.AlignmentFlag.AlignCenter), tr("No values to chart"))
    elif data.kind == BAR:
        _paint_bars(painter, body, data, metrics)
    elif data.kind == LINE:
        _paint_line(painter, body, data, metrics)
    else:
        _paint_histogram(painter, body, data, metrics)


def _paint_bars(painter: QPainter, body: QRectF, data: ChartData, metrics: QFontMetrics) -> None:
    labels = [translated(label) for label in data.labels]  # "other", the sum of the rest, is ours
    label_width = min(body.width() * 0.35, max(metrics.horizontalAdvance(label) for label in labels) + 4)
    value_width = max(metrics.horizontalAdvance(_number_text(v)) for v in data.values) + 6
    left = body.left() + label_width
    span = max(body.width() - label_width - value_width, 10)
    low = min(0.0, min(data.values))
    high = max(0.0, max(data.values)) or 1.0
    scale = span / (high - low)
    zero = left + (0 - low) * scale
    step = row_height(metrics)
    for row, (label, value) in enumerate(zip(labels, data.values)):
        top = body.top() + row * step
        painter.setPen(TEXT_COLOR)
        elided = metrics.elidedText(label, Qt.TextElideMode.ElideRight, int(label_width - 4))
        painter.drawText(QRectF(body.left(), top, label_width - 4, step),
                         _align(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), elided)
        start, end = sorted((zero, zero + value * scale))
        painter.fillRect(QRectF(start, top + 2, max(end - start, 1.0), step - 4), BAR_COLOR)
        painter.drawText(QRectF(max(end, zero) + 3, top, value_width, step),
                         _align(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), _number_text(value))
    painter.setPen(QPen(AXIS_COLOR))
    painter.drawLine(QPointF(zero, body.top()), QPointF(zero, body.top() + step * len(data.values)))


def _plot_area(body: QRectF, data: ChartData, metrics: QFontMetrics) -> tuple[QRectF, float, float]:
    """The plotting rectangle inside the axes, and the value range (from zero)."""
    low = min(0.0, min(data.values))
    high = max(0.0, max(data.values))
    if high == low:
        high = low + 1.0
    axis_width = max(metrics.horizontalAdvance(_number_text(v)) for v in (low, high)) + 6
    plot = body.adjusted(axis_width, metrics.height() / 2, 0, -(metrics.height() + 4))
    return plot, low, high


def _paint_axes(painter: QPainter, plot: QRectF, low: float, high: float, first: str, last: str,
                metrics: QFontMetrics) -> None:
    painter.setPen(QPen(AXIS_COLOR))
    painter.drawLine(plot.bottomLeft(), plot.bottomRight())
    painter.drawLine(plot.bottomLeft(), plot.topLeft())
    painter.setPen(TEXT_COLOR)
    right = _align(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    for value, y in ((high, plot.top()), (low, plot.bottom())):
        painter.drawText(QRectF(0, y - metrics.height() / 2, plot.left() - 4, metrics.height()), right,
                         _number_text(value))
    below = plot.bottom() + 2
    painter.drawText(QRectF(plot.left(), below, plot.width() / 2, metrics.height()),
                     _align(Qt.AlignmentFlag.AlignLeft), first)
    painter.drawText(QRectF(plot.center().x(), below, plot.width() / 2, metrics.height()),
                     _align(Qt.AlignmentFlag.AlignRight), last)


def _paint_line(painter: QPainter, body: QRectF, data: ChartData, metrics: QFontMetrics) -> None:
    plot, low, high = _plot_area(body, data, metrics)
    _paint_axes(painter, plot, low, high, data.labels[0], data.labels[-1], metrics)
    extent = data.positions[-1] or 1.0
    points = [QPointF(plot.left() + plot.width() * (p / extent if data.positions[-1] else 0.5),
                      plot.bottom() - plot.height() * (v - low) / (high - low))
              for p, v in zip(data.positions, data.values)]
    path = QPainterPath(points[0])
    for point in points[1:]:
        path.lineTo(point)
    painter.setPen(QPen(LINE_COLOR, 2))
    painter.drawPath(path)
    if len(points) <= 60:  # markers while they stay apart
        painter.setBrush(LINE_COLOR)
        for point in points:
            painter.drawEllipse(point, 2.5, 2.5)


def _paint_histogram(painter: QPainter, body: QRectF, data: ChartData, metrics: QFontMetrics) -> None:
    plot, low, high = _plot_area(body, data, metrics)
    first, last = data.labels[0].split("–")[0], data.labels[-1].split("–")[-1]
    _paint_axes(painter, plot, low, high, first, last, metrics)
    width = plot.width() / len(data.values)
    for index, count in enumerate(data.values):
        height = plot.height() * (count - low) / (high - low)
        painter.fillRect(QRectF(plot.left() + index * width + 1, plot.bottom() - height, max(width - 2, 1.0), height),
                         BAR_COLOR)


class ChartPanel(QWidget):
    """The chart, Copy and Save as PNG."""

    def __init__(self, data: ChartData, guarded: Callable[[Callable[[], None]], None], parent=None):
        """``guarded(callback)`` runs a button's work and shows its failure (the table's)."""
        super().__init__(parent)
        self.setObjectName("chartPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.chart = ChartWidget(data, self)
        layout.addWidget(self.chart)
        if data.other_count:
            self.chart.setToolTip(tr("'{other}' sums the %n smaller categories", "", data.other_count, other=OTHER))
        buttons = QHBoxLayout()
        for name, text, slot in (("copyChartButton", tr("Copy chart"), self.copy),
                                 ("saveChartButton", tr("Save as PNG…"), self.save)):
            button = QPushButton(text, self)
            button.setObjectName(name)
            button.clicked.connect(lambda _checked=False, slot=slot: guarded(slot))
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)

    def copy(self) -> None:
        QGuiApplication.clipboard().setImage(self.chart.render_image())

    def save(self) -> str:
        path, _filter = QFileDialog.getSaveFileName(self, tr("Save chart as PNG"), "chart.png", tr("PNG images (*.png)"))
        if not path:
            return ""
        if not path.lower().endswith(".png"):
            path += ".png"
        if not self.chart.render_image().save(path, "PNG"):
            raise OSError(tr("Could not write {path}", path=path))
        return path
