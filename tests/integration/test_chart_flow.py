"""A grouped query drawn as a chart through the whole chat: the model asks for a bar
chart with its sql action, the click runs the query on QGIS's world_map.gpkg and the
dock shows the table with the chart; the chart's bars are the table's numbers."""

from __future__ import annotations

from map_assistant.services.results.chart_data import BAR, OTHER
from map_assistant.ui.chart import BAR_COLOR
from map_assistant.ui.result_table import ResultTableWidget
from qgis.core import QgsProject, QgsVectorLayer
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtWidgets import QPushButton, QWidget
from support.fakes.scripted import Reply

GROUPED = "SELECT admin, count(*) AS provinces FROM states_provinces GROUP BY admin"


def test_a_grouped_query_as_a_bar_chart(chat, llm_server, world_gpkg):
    layer = QgsVectorLayer(f"{world_gpkg}|layername=states_provinces", "states_provinces", "ogr")
    assert layer.isValid()
    QgsProject.instance().addMapLayer(layer)
    llm_server.enqueue(Reply.tool_use("sql", {"sql": GROUPED, "title": "Provinces per country", "chart": "bar"}))
    chat.send("Chart the number of provinces per country")
    [button] = chat.action_buttons()
    button.click()
    chat.qtbot.waitUntil(lambda: chat.dock.findChild(ResultTableWidget) is not None, timeout=30_000)

    area = chat.dock.findChild(ResultTableWidget)
    model = area.model
    table = {model.data(model.index(r, 0), Qt.ItemDataRole.DisplayRole):
             model.data(model.index(r, 1), Qt.ItemDataRole.DisplayRole) for r in range(model.rowCount())}
    assert len(table) > 21 and sum(table.values()) == layer.featureCount()

    chart = area.chart_data
    assert area.chart_panel is not None  # asked for: shown at once
    chat.qtbot.waitUntil(area.chart_panel.isVisible)
    assert chart.kind == BAR and chart.x_title == "admin" and chart.y_title == "provinces"
    top = sorted(table.items(), key=lambda item: (-item[1], item[0]))[:20]
    assert list(zip(chart.labels[:20], chart.values[:20])) == top
    assert chart.labels[20] == OTHER and chart.values[20] == sum(table.values()) - sum(v for _, v in top)

    image = area.chart_panel.chart.render_image(600)
    drawn = sum(1 for y in range(0, image.height(), 2) for x in range(0, image.width(), 2)
                if image.pixelColor(x, y) == BAR_COLOR)
    assert drawn > 500
    # The Chart button hides and shows it again.
    chart_button = area.findChild(QPushButton, "chartButton")
    chart_button.click()
    assert not area.chart_panel.isVisible()
    assert chat.dock.findChild(QWidget, "chartPanel") is area.chart_panel
