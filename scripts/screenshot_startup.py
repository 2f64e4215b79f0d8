"""QGIS --code script for `make screenshots` (scripts/screenshots.py starts QGIS with it).

It drives the real dock by its object names, as a user would: types the guide's
example questions, clicks the buttons the scripted model's answers become, opens
the chats list, "What was sent" and the Options page, and saves each picture as
a PNG in $MAP_ASSISTANT_SHOTS. $MAP_ASSISTANT_SHOTS_RUN picks the scenes: "en"
(every picture but one) or "es" (the dock in Spanish). When it ends, QGIS quits
and $MAP_ASSISTANT_SHOTS_STATUS holds "ok" or what went wrong.

Each scene is a generator that yields what to wait for (``Wait``); the runner
polls it on a timer, so QGIS keeps drawing and answering in between.
"""

import os
import tempfile
import time
import traceback
from pathlib import Path

from osgeo import ogr, osr
from qgis.core import QgsProject, QgsRectangle, QgsVectorLayer
from qgis.PyQt.QtCore import QRect, Qt, QTimer
from qgis.PyQt.QtGui import QColor, QGuiApplication, QPainter
from qgis.PyQt.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QDockWidget,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTableView,
    QWidget,
)
from qgis.utils import iface, plugins

OUT = Path(os.environ["MAP_ASSISTANT_SHOTS"])
STATUS = Path(os.environ["MAP_ASSISTANT_SHOTS_STATUS"])
RUN = os.environ.get("MAP_ASSISTANT_SHOTS_RUN", "en")
WINDOW = (1440, 900)  # the Xvfb screen's size
DOCK_WIDTH = 470
EUROPE = QgsRectangle(-12, 35, 32, 61)
POLL_MS = 150
SENT_MARK = "## Live map"  # the map context: where the What was sent picture starts reading
TITLE_BAR = 26  # px
DEMO_KEY = "sk-ant-demo-0000000000000000"  # typed into the Options page; the demo server takes any
# The suggestion picture's layer: three bowtie (self-crossing, so invalid) parcels and one sound one, in Europe.
BOWTIE = "POLYGON (({x} {y}, {x1} {y1}, {x1} {y}, {x} {y1}, {x} {y}))"
SQUARE = "POLYGON (({x} {y}, {x1} {y}, {x1} {y1}, {x} {y1}, {x} {y}))"
PARCELS = [BOWTIE.format(x=x, y=46, x1=x + 1, y1=47) for x in (2, 4, 6)] + [SQUARE.format(x=8, y=46, x1=9, y1=47)]


class Wait:
    def __init__(self, what, until, seconds=30.0):
        self.what, self.until, self.deadline = what, until, time.monotonic() + seconds


def pause(ms):
    """Time for QGIS to draw what just changed (the map canvas renders in threads)."""
    end = time.monotonic() + ms / 1000
    return Wait(f"{ms} ms", lambda: time.monotonic() >= end, ms / 1000 + 5)


# -- the dock, found by object names ------------------------------------------------

def dock():
    return iface.mainWindow().findChild(QDockWidget, "MapAssistantDock")


def named(kind, name, parent=None):
    return [w for w in (parent or dock()).findChildren(kind) if w.objectName() == name]


def button(name, parent=None):
    return named(QAbstractButton, name, parent)[-1]


def idle():
    return not button("stopButton").isEnabled()


def errors():
    return [label.text() for label in named(QLabel, "chatError") + named(QLabel, "actionError")]


def check_no_errors():
    if errors():
        raise RuntimeError("the chat shows an error: " + " | ".join(errors()))


def ask(question):
    """Type the question, send it, and wait until the answer is complete."""
    yield Wait("the dock to be idle", idle)
    dock().findChild(QWidget, "chatInput").setPlainText(question)
    button("sendButton").click()
    yield Wait(f"the answer to {question!r}", idle)
    check_no_errors()


def click_last_action():
    actions = named(QAbstractButton, "actionButton")
    if not actions:
        raise RuntimeError("the answer has no action button")
    actions[-1].click()


def new_chat():
    button("newChatButton").click()


# -- pictures -------------------------------------------------------------------------

def save(image, name):
    path = OUT / name
    if not image.save(str(path), "PNG"):
        raise RuntimeError(f"could not write {path}")


def save_window(name):
    save(iface.mainWindow().grab(), name)


def save_dock(name):
    save(dock().grab(), name)


def place_dialog(window):
    """Room above the dialog for the title bar ``save_screen`` draws."""
    if window.y() < TITLE_BAR + 8:
        window.move(window.x(), TITLE_BAR + 8)


def save_screen(name, window):
    """What the screen shows: ``window`` in front of QGIS. Xvfb runs no window manager, so
    the window's frame and title bar are drawn here, as plain as a window manager's."""
    screen = QGuiApplication.primaryScreen().grabWindow(0)
    box = window.frameGeometry()
    bar = QRect(box.left(), box.top() - TITLE_BAR, box.width(), TITLE_BAR)
    painter = QPainter(screen)
    try:
        painter.fillRect(bar, QColor(222, 222, 222))
        font = painter.font()
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(40, 40, 40))
        painter.drawText(bar.adjusted(10, 0, -10, 0), int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
                         window.windowTitle())
        painter.setPen(QColor(110, 110, 110))
        painter.drawRect(bar.united(box).adjusted(-1, -1, 0, 0))
    finally:
        painter.end()
    save(screen, name)


# -- scenes ---------------------------------------------------------------------------

def table_answer(question, picture):
    """Ask, click the answer's button, and picture the dock with its result table."""
    yield from ask(question)
    click_last_action()
    yield Wait("the result table", lambda: named(QTableView, "resultTable"))
    check_no_errors()
    yield pause(2500)
    save_window(picture)


def answer_and_table():
    yield from table_answer("Which countries are in view?", "dock-answer.png")


def what_was_sent():
    button("whatWasSentButton").click()
    yield Wait("the What was sent dialog", lambda: dialog("whatWasSentDialog"))
    text = dialog("whatWasSentDialog").findChild(QPlainTextEdit, "whatWasSentText")
    # The map as the model was told it, rather than the start of the system prompt.
    found = text.document().find(SENT_MARK)
    if found.isNull():
        raise RuntimeError(f"the request holds no {SENT_MARK!r}; it begins: {text.toPlainText()[:600]!r}")
    # From the bottom up to it: the line that holds it ends up at the top.
    text.verticalScrollBar().setValue(text.verticalScrollBar().maximum())
    found.clearSelection()
    text.setTextCursor(found)
    text.ensureCursorVisible()
    place_dialog(dialog("whatWasSentDialog"))
    yield pause(500)
    save_screen("what-was-sent.png", dialog("whatWasSentDialog"))
    dialog("whatWasSentDialog").close()


def chart():
    new_chat()
    yield from ask("How many provinces does each country in view have? Draw it as a chart.")
    click_last_action()
    yield Wait("the chart", lambda: named(QWidget, "resultChart"))
    check_no_errors()
    yield pause(800)
    bar = dock().findChild(QWidget, "messageList").verticalScrollBar()
    bar.setValue(bar.maximum())  # the chart is the last thing in the chat
    yield pause(500)
    save_dock("chart.png")


def processing_button():
    new_chat()
    iface.mapCanvas().setExtent(QgsRectangle(-25, 25, 50, 70))
    yield from ask("Put a point at the centre of each country.")
    click_last_action()
    yield Wait("the new layer 'Country centres'", lambda: QgsProject.instance().mapLayersByName("Country centres"),
               seconds=60)
    yield Wait("the action's note", lambda: named(QWidget, "actionInfo"))
    check_no_errors()
    iface.layerTreeView().expandAll()  # the new layer in its group, as a user would open it
    yield pause(2500)
    save_window("processing.png")


def lookup_and_zoom():
    new_chat()
    yield from ask("How many provinces does France have?")
    yield from ask("Zoom to Italy")
    click_last_action()
    yield pause(1500)
    check_no_errors()


def chats_list():
    button("chatsButton").click()
    yield Wait("the chats list", lambda: named(QWidget, "chatList")[0].count() >= 4)
    yield pause(500)
    save_dock("chats.png")
    button("chatsButton").click()


def options_page():
    # The settings button opens QGIS's Options dialog modally: click it from its own
    # timer callback, so this runner keeps polling inside the dialog's event loop.
    QTimer.singleShot(0, button("settingsButton").click)
    yield Wait("the Options page", lambda: page() is not None and page().isVisible())
    page().findChild(QLineEdit, "apiKeyEdit").setText(DEMO_KEY)
    button("refreshModelsButton", page()).click()
    yield Wait("the model list", lambda: "…" not in page().findChild(QLabel, "modelsStatus").text()
               and page().findChild(QLabel, "modelsStatus").text())
    button("testConnectionButton", page()).click()
    yield Wait("the connection test", lambda: button("testConnectionButton", page()).isEnabled()
               and page().findChild(QLabel, "connectionStatus").text())
    options = page().window()
    place_dialog(options)
    yield pause(500)
    save_screen("options-test-connection.png", options)
    options.reject()


def parcels_gpkg():
    """A GeoPackage with the parcels, written with OGR as another program would have."""
    path = Path(tempfile.mkdtemp(prefix="map-assistant-parcels-")) / "parcels.gpkg"
    source = ogr.GetDriverByName("GPKG").CreateDataSource(str(path))
    wgs84 = osr.SpatialReference()
    wgs84.ImportFromEPSG(4326)
    layer = source.CreateLayer("parcels", wgs84, ogr.wkbPolygon)
    for wkt in PARCELS:
        feature = ogr.Feature(layer.GetLayerDefn())
        feature.SetGeometry(ogr.CreateGeometryFromWkt(wkt))
        layer.CreateFeature(feature)
    source = None  # closed: written to disk
    return path


def suggestion():
    new_chat()
    # Past the project's first seconds, as the tests do: the suggestion may appear at once.
    plugins["map_assistant"].controller.suggestions.rules.opened_at = float("-inf")
    QgsProject.instance().addMapLayer(QgsVectorLayer(f"{parcels_gpkg()}|layername=parcels", "Parcels", "ogr"))
    yield Wait("the suggestion about Parcels", lambda: any(card.accessibleName().startswith("Parcels")
                                                           for card in named(QWidget, "suggestion")))
    check_no_errors()
    yield pause(800)
    save_dock("suggestion.png")


def spanish_dock():
    yield from table_answer("¿Qué países hay en la vista?", "dock-es.png")


def dialog(name):
    found = [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.objectName() == name]
    return found[-1] if found and found[-1].isVisible() else None


def page():
    pages = [w for w in QApplication.allWidgets() if w.objectName() == "MapAssistantOptionsPage"]
    return pages[-1] if pages else None


SCENES = {
    "en": [answer_and_table, what_was_sent, chart, processing_button, lookup_and_zoom, chats_list, options_page,
           suggestion],
    "es": [spanish_dock],
}


# -- the runner -----------------------------------------------------------------------

def dock_ready():
    if dock() is None or not dock().isVisible():
        return False
    banner = named(QWidget, "dependenciesBanner")
    if banner and banner[0].isVisible():  # the plugin could not start: say why at once
        raise RuntimeError("the dock shows the dependencies banner: "
                           + " ".join(label.text() for label in banner[0].findChildren(QLabel)))
    return button("sendButton").isEnabled()


def scenes():
    yield Wait("the Map Assistant dock", dock_ready, seconds=60)
    window = iface.mainWindow()
    window.setGeometry(0, 0, *WINDOW)
    window.resizeDocks([dock()], [DOCK_WIDTH], Qt.Orientation.Horizontal)
    yield pause(500)  # the canvas takes its new size before the extent is fitted to it
    iface.mapCanvas().setExtent(EUROPE)
    iface.mapCanvas().refresh()
    yield pause(1000)
    for scene in SCENES[RUN]:
        yield from scene()


def finish(status):
    STATUS.write_text(status, encoding="utf-8")
    QApplication.instance().quit()


def run(steps, wait=None):
    try:
        if wait is not None and not wait.until():
            if time.monotonic() > wait.deadline:
                raise TimeoutError(f"waited in vain for {wait.what}")
            QTimer.singleShot(POLL_MS, lambda: run(steps, wait))
            return
        wait = next(steps)
    except StopIteration:
        return finish("ok")
    except Exception:  # noqa: BLE001 - any failure ends the run with its story
        save_window("failed.png")
        return finish("failed: " + traceback.format_exc())
    QTimer.singleShot(POLL_MS, lambda: run(steps, wait))


run(scenes())
