"""A print layout of the map view, and its export off the main thread.

QGIS's own export (``QgsLayoutExporter``, and the Processing algorithms
``native:printlayouttopdf`` / ``printlayouttoimage``, flagged ``NoThreading``:
"layouts are not thread safe") renders the whole page on the main thread, the
map with it: about a second for world_map.gpkg at 150 dpi. So the export is cut
in three, each part where QGIS allows it:

1. main thread, a few ms: the layout is built (title, map, legend, scale bar,
   north arrow), the page without its map is recorded as vector paint commands
   (a ``QPicture``, drawn by ``QgsLayoutExporter.renderPage``), and the map
   item's own map settings are taken;
2. a thread of the plugin's own: ``map_render.MapRender``, prepared on the main
   thread, renders the map at the page's resolution (it says why not in QGIS's
   renderer thread);
3. a task: the map image and the recorded page are painted on a ``QImage`` (PNG)
   or a ``QPdfWriter`` (PDF, text stays text) and written.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from qgis.core import (
    Qgis,
    QgsApplication,
    QgsLayoutExporter,
    QgsLayoutItem,
    QgsLayoutItemLabel,
    QgsLayoutItemLegend,
    QgsLayoutItemMap,
    QgsLayoutItemPicture,
    QgsLayoutItemScaleBar,
    QgsLayoutPoint,
    QgsLayoutSize,
    QgsMapSettings,
    QgsPrintLayout,
    QgsProject,
)
from qgis.PyQt.QtCore import QFile, QMarginsF, QRect, QRectF, QSize, QSizeF, Qt
from qgis.PyQt.QtGui import QColor, QFont, QImage, QPageSize, QPainter, QPdfWriter, QPen, QPicture

MARGIN_MM = 10.0
TITLE_MM = 16.0  # the band above the map that holds the title
MAP_LONG_SIDE_MM = 277.0  # an A4 page's long side less its margins
MAX_ASPECT = 4.0  # a thinner view is printed this wide (or tall) at most
INSET_MM = 4.0  # legend, scale bar and north arrow from the map's edges
NORTH_ARROW_MM = 14.0
STRIP_ROWS = 128  # map rows painted per call (see _paint)
_NORTH_ARROWS = (":/images/north_arrows/layout_default_north_arrow.svg", "arrows/NorthArrow_02.svg")


@dataclass
class PageGeometry:
    """Where things go on the page, in millimetres."""

    page: QSizeF
    map_rect: QRectF

    def pixels(self, dpi: float) -> QSize:
        return QSize(round(self.page.width() / 25.4 * dpi), round(self.page.height() / 25.4 * dpi))

    def map_pixels(self, dpi: float) -> QRectF:
        scale = dpi / 25.4
        rect = self.map_rect
        return QRectF(rect.x() * scale, rect.y() * scale, rect.width() * scale, rect.height() * scale)


def page_geometry(view_width: float, view_height: float) -> PageGeometry:
    """A page whose map frame has the view's aspect (its long side MAP_LONG_SIDE_MM):
    landscape for a wide view, portrait for a tall one."""
    aspect = view_width / view_height if view_width > 0 and view_height > 0 else 1.0
    aspect = min(MAX_ASPECT, max(1 / MAX_ASPECT, aspect))
    if aspect >= 1:
        width, height = MAP_LONG_SIDE_MM, MAP_LONG_SIDE_MM / aspect
    else:
        width, height = MAP_LONG_SIDE_MM * aspect, MAP_LONG_SIDE_MM
    page = QSizeF(width + 2 * MARGIN_MM, height + 2 * MARGIN_MM + TITLE_MM)
    return PageGeometry(page, QRectF(MARGIN_MM, MARGIN_MM + TITLE_MM, width, height))


@dataclass
class MapLayout:
    layout: QgsPrintLayout
    map_item: QgsLayoutItemMap
    geometry: PageGeometry


def build_layout(project: QgsProject, map_settings, title: str) -> MapLayout:
    """The print layout of the view ``map_settings`` shows (the canvas's, now): its
    extent, CRS, rotation and visible layers, with a title, a legend of those
    layers, a scale bar and a north arrow. Main thread."""
    *_, built = layout_steps(project, map_settings, title)
    return built


def layout_steps(project: QgsProject, map_settings, title: str) -> Iterator[MapLayout | None]:
    """``build_layout`` in steps of a few ms each (None between them, the layout last), for
    a caller that gives the event loop a turn between them."""
    size = map_settings.outputSize()
    geometry = page_geometry(size.width(), size.height())
    layout = QgsPrintLayout(project)
    layout.initializeDefaults()
    layout.setName(title)
    layout.pageCollection().page(0).setPageSize(QgsLayoutSize(geometry.page.width(), geometry.page.height()))
    yield None
    map_item = QgsLayoutItemMap(layout)
    map_item.attemptSetSceneRect(geometry.map_rect)
    map_item.setCrs(map_settings.destinationCrs())
    map_item.setMapRotation(map_settings.rotation())
    # What the user sees; a turned map keeps the extent it turns about.
    map_item.zoomToExtent(map_settings.extent() if map_settings.rotation() else map_settings.visibleExtent())
    map_item.setLayers(map_settings.layers())
    map_item.setKeepLayerSet(True)  # the layers visible now, whatever the layer panel shows later
    map_item.setFrameEnabled(True)
    layout.addLayoutItem(map_item)
    _add_title(layout, title, geometry)
    yield None
    _add_legend(layout, map_item, map_settings, geometry)
    yield None
    _add_scale_bar(layout, map_item, geometry)
    _add_north_arrow(layout, map_item, geometry)
    # Text as text, so a PDF's title can be searched and copied (QGIS exports outlines by default).
    layout.renderContext().setTextRenderFormat(Qgis.TextRenderFormat.AlwaysText)
    yield MapLayout(layout, map_item, geometry)


def _add_title(layout, title: str, geometry: PageGeometry) -> None:
    label = QgsLayoutItemLabel(layout)
    label.setText(title)
    font = QFont()
    font.setPointSizeF(18)
    font.setBold(True)
    label.setFont(font)
    label.setVAlign(Qt.AlignmentFlag.AlignVCenter)
    label.attemptSetSceneRect(QRectF(MARGIN_MM, MARGIN_MM, geometry.map_rect.width(), TITLE_MM - 2))
    layout.addLayoutItem(label)


def _add_legend(layout, map_item, map_settings, geometry: PageGeometry) -> None:
    legend = QgsLayoutItemLegend(layout)
    legend.setTitle("")
    legend.setLinkedMap(map_item)
    legend.setAutoUpdateModel(False)  # its own copy of the layer tree, cut to the visible layers
    visible = {layer.id() for layer in map_settings.layers()}
    root = legend.model().rootGroup()
    for node in root.findLayers():
        if node.layerId() not in visible:
            node.parent().removeChildNode(node)
    _drop_empty_groups(root)
    legend.setBackgroundEnabled(True)
    legend.setBackgroundColor(QColor(255, 255, 255, 220))
    legend.setFrameEnabled(True)
    layout.addLayoutItem(legend)
    legend.adjustBoxSize()
    legend.setReferencePoint(QgsLayoutItem.ReferencePoint.LowerLeft)
    corner = geometry.map_rect.bottomLeft()
    legend.attemptMove(QgsLayoutPoint(corner.x() + INSET_MM, corner.y() - INSET_MM))


def _drop_empty_groups(group) -> None:
    for child in list(group.children()):
        if hasattr(child, "findLayers"):  # a group
            _drop_empty_groups(child)
            if not child.findLayers():
                group.removeChildNode(child)


def _add_scale_bar(layout, map_item, geometry: PageGeometry) -> None:
    scale_bar = QgsLayoutItemScaleBar(layout)
    scale_bar.setStyle("Single Box")
    scale_bar.setLinkedMap(map_item)
    scale_bar.setNumberOfSegmentsLeft(0)
    scale_bar.setNumberOfSegments(2)
    scale_bar.applyDefaultSize(scale_bar.guessUnits())
    scale_bar.setBackgroundEnabled(True)
    scale_bar.setBackgroundColor(QColor(255, 255, 255, 220))
    layout.addLayoutItem(scale_bar)
    scale_bar.setReferencePoint(QgsLayoutItem.ReferencePoint.LowerRight)
    corner = geometry.map_rect.bottomRight()
    scale_bar.attemptMove(QgsLayoutPoint(corner.x() - INSET_MM, corner.y() - INSET_MM))


def _add_north_arrow(layout, map_item, geometry: PageGeometry) -> None:
    arrow = QgsLayoutItemPicture(layout)
    arrow.setPicturePath(north_arrow_svg())
    arrow.setLinkedMap(map_item)  # turns with the map's rotation
    arrow.setNorthMode(QgsLayoutItemPicture.NorthMode.GridNorth)
    corner = geometry.map_rect.topRight()
    arrow.attemptSetSceneRect(QRectF(corner.x() - INSET_MM - NORTH_ARROW_MM, corner.y() + INSET_MM,
                                     NORTH_ARROW_MM, NORTH_ARROW_MM))
    arrow.setBackgroundEnabled(False)
    layout.addLayoutItem(arrow)


def north_arrow_svg() -> str:
    """QGIS's own north arrow: the layout designer's default, else one of its SVG library."""
    if QFile.exists(_NORTH_ARROWS[0]):
        return _NORTH_ARROWS[0]
    for folder in QgsApplication.svgPaths():
        path = f"{folder.rstrip('/')}/{_NORTH_ARROWS[1]}"
        if QFile.exists(path):
            return path
    return ""


# --- the three parts of an export -------------------------------------------------------


def page_without_map(built: MapLayout, dpi: float) -> QPicture:
    """The page at ``dpi`` with everything but the map, as recorded paint commands
    (vector: text stays text). Main thread, a few ms."""
    size = built.geometry.pixels(dpi)
    picture = QPicture()
    picture.setBoundingRect(QRect(0, 0, size.width(), size.height()))  # the device size QGIS renders to
    layout = built.layout
    layout.renderContext().setDpi(dpi)
    paper = layout.pageCollection().page(0)
    built.map_item.setVisibility(False)
    paper.setVisible(False)  # the white paper would cover the map painted under this
    painter = QPainter(picture)
    try:
        QgsLayoutExporter(layout).renderPage(painter, 0)
    finally:
        painter.end()
        paper.setVisible(True)
        built.map_item.setVisibility(True)
    return picture


def layout_map_settings(built: MapLayout, dpi: float) -> QgsMapSettings:
    """The map item's own map settings at ``dpi``, for ``map_render.MapRender``. Main thread."""
    rect = built.geometry.map_pixels(dpi)
    item = built.map_item
    return item.mapSettings(item.extent(), QSizeF(round(rect.width()), round(rect.height())), dpi, True)


def write_pdf(path: str, title: str, geometry: PageGeometry, dpi: float, map_image: QImage,
              page: QPicture) -> bool:
    """Paint and write a one-page PDF. Any thread: only the image, the picture and a
    writer made here are touched. False if the file could not be written."""
    writer = QPdfWriter(path)
    writer.setTitle(title)
    writer.setCreator("QGIS Map Assistant")
    writer.setResolution(round(dpi))
    writer.setPageSize(QPageSize(geometry.page, QPageSize.Unit.Millimeter))
    writer.setPageMargins(QMarginsF(0, 0, 0, 0))
    painter = QPainter()
    if not painter.begin(writer):
        return False
    _paint(painter, geometry, dpi, map_image, page)
    return painter.end()


def write_png(path: str, geometry: PageGeometry, dpi: float, map_image: QImage, page: QPicture) -> bool:
    size = geometry.pixels(dpi)
    image = QImage(size, QImage.Format.Format_ARGB32)
    dots_per_metre = round(dpi / 0.0254)
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    painter = QPainter(image)
    for y in range(0, size.height(), STRIP_ROWS):  # in bands too: one fill of a 300-dpi page takes 30 ms
        painter.fillRect(QRect(0, y, size.width(), STRIP_ROWS), QColor(255, 255, 255))
    _paint(painter, geometry, dpi, map_image, page)
    painter.end()
    return image.save(path, "PNG")


def _paint(painter: QPainter, geometry: PageGeometry, dpi: float, map_image: QImage, page: QPicture) -> None:
    rect = geometry.map_pixels(dpi)
    left, top = round(rect.x()), round(rect.y())
    # In bands: PyQt holds the GIL in each call, and one call drawing a 300-dpi map into a
    # PDF takes over 100 ms, which the main thread would wait for.
    for y in range(0, map_image.height(), STRIP_ROWS):
        rows = min(STRIP_ROWS, map_image.height() - y)
        painter.drawImage(QRectF(left, top + y, map_image.width(), rows), map_image,
                          QRectF(0, y, map_image.width(), rows))
    painter.drawPicture(0, 0, page)  # over the map: legend, scale bar, north arrow
    pen = QPen(QColor(0, 0, 0))
    pen.setWidthF(0.3 / 25.4 * dpi)  # the map frame, 0.3 mm as QGIS draws it
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRectF(left, top, map_image.width(), map_image.height()))
