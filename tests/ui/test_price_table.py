"""The price table on the Options page: shown, edited, refused when a line does not read."""

import pytest
from map_assistant.toolbelt import preferences
from map_assistant.toolbelt.preferences import GROUP
from map_assistant.ui.chats.pricing import DEFAULT_PRICE_TABLE
from map_assistant.ui.settings_page import MapAssistantOptionsFactory
from qgis.core import QgsSettings


@pytest.fixture
def page(qgis_app, qtbot):
    QgsSettings().remove(GROUP)
    page = MapAssistantOptionsFactory().createWidget(None)
    qtbot.addWidget(page)
    yield page
    QgsSettings().remove(GROUP)


def test_the_defaults_show_and_stay_defaults_until_edited(page):
    assert page.price_table_edit.toPlainText() == DEFAULT_PRICE_TABLE
    page.apply()
    assert preferences.load().price_table == ""  # not frozen: updated defaults still apply


def test_an_edited_table_is_saved_and_a_bad_one_is_refused_with_the_line(page):
    page.price_table_edit.setPlainText("sonnet: 2, 10, 2.5, 0.2\nhaiku: 1, 5, 1.25, 0.1")
    page.apply()
    assert preferences.load().price_table == "sonnet: 2, 10, 2.5, 0.2\nhaiku: 1, 5, 1.25, 0.1"

    page.price_table_edit.setPlainText("sonnet: 2, 10, 2.5, 0.2\nopus: five, 25, 6.25, 0.5")
    page.max_rows_spin.setValue(77)
    page.apply()
    stored = preferences.load()
    assert stored.price_table == "sonnet: 2, 10, 2.5, 0.2\nhaiku: 1, 5, 1.25, 0.1"  # kept
    assert stored.max_rows == 77  # the rest of the page is saved
    assert "Line 2 ('opus: five, 25, 6.25, 0.5')" in page.price_status.text()
