"""The agent's standard logging reaches the "Map Assistant" tab of the QGIS log
through the plugin's handler: installed on load, removed on unload, with a debug
switch. With debug off no attribute value is written; the key never is.

The turns run the real ChatSession and AnthropicClient against the loopback fake
Messages API; the log is read from QgsApplication.messageLog()."""

from __future__ import annotations

import logging

import map_assistant
import pytest
from map_assistant.agent.cancel import CancelToken
from map_assistant.agent.providers.anthropic_client import AnthropicClient
from map_assistant.agent.session import ChatSession
from map_assistant.toolbelt import log, log_handler, preferences
from pydantic import BaseModel
from qgis.core import Qgis, QgsApplication, QgsSettings
from support.fakes.agent_tools import TextInput, Tool
from support.fakes.fake_anthropic import Reply

# An attribute value a lookup sends to the model (an accented place name, a year).
VALUE = "Coruña-hackfest-2019"


@pytest.fixture
def captured(qgis_app):
    """Messages written to the Map Assistant tab while the test runs."""
    messages: list[tuple[str, Qgis.MessageLevel]] = []

    def on_log(message, tag, level):
        if tag == log.TAG:
            messages.append((message, level))

    QgsApplication.messageLog().messageReceived.connect(on_log)
    yield messages
    QgsApplication.messageLog().messageReceived.disconnect(on_log)


@pytest.fixture
def clean_settings(qgis_app):
    QgsSettings().remove(preferences.GROUP)
    yield
    QgsSettings().remove(preferences.GROUP)


@pytest.fixture
def handler(qgis_app):
    installed = log_handler.install(debug=False)
    yield installed
    log_handler.uninstall(installed)


class PlaceInput(BaseModel):
    text: str


class FindPlace(Tool):
    """A lookup that answers with attribute values, as find_features will."""

    def __init__(self):
        super().__init__("find_place", "Find a place by name.", PlaceInput, kind="lookup", egress="values")

    def run(self, request, context) -> str:
        return f'{{"matches": [{{"field": "name", "value": "{VALUE}"}}]}}'


def a_turn_with_a_values_lookup(fake) -> None:
    fake.enqueue(Reply.tool_use("find_place", {"text": "Coruna"}, id="toolu_find"), Reply.text("Found it."))
    client = AnthropicClient(base_url=fake.base_url, timeout=10.0, max_retries=0)
    session = ChatSession(client, [Tool("text", "Answer.", TextInput), FindPlace()], "system", "claude-sonnet-4-5", 512)
    list(session.run_turn("Where is Coruna?", "context", CancelToken()))
    [result] = fake.requests[1]["messages"][-1]["content"][0]["content"]  # a lookup's result: one text block
    assert result["text"].count(VALUE) == 1  # the value did go out


def texts(captured) -> str:
    return "\n".join(message for message, _ in captured)


def test_agent_records_reach_the_tab_with_their_level(handler, captured):
    logging.getLogger("map_assistant.agent.session").warning("the request was slow")
    logging.getLogger("map_assistant.agent.session").debug("a detail")  # debug is off
    logging.getLogger("elsewhere").warning("not ours")
    assert captured == [("map_assistant.agent.session: the request was slow", Qgis.MessageLevel.Warning)]


def test_with_debug_off_no_attribute_value_is_logged(handler, captured, fake_anthropic):
    a_turn_with_a_values_lookup(fake_anthropic)
    assert "lookup find_place: ok" in texts(captured)  # what ran is logged...
    assert VALUE not in texts(captured)  # ...not what it found


def test_with_debug_on_the_details_are_logged(handler, captured, fake_anthropic):
    log_handler.set_debug(True)
    a_turn_with_a_values_lookup(fake_anthropic)
    # The check above could fail: with debug on, the value is there.
    assert VALUE in texts(captured)
    assert "request: model claude-sonnet-4-5, 1 messages" in texts(captured)


def test_a_secret_is_masked_whatever_logs_it(handler, captured):
    log_handler.set_debug(True)
    key = "sk-ant-api03-some-KEY-that-must-not-leak-123"
    other = "proxy-password-1234"
    log.hide(other)
    logging.getLogger("map_assistant.agent.providers.anthropic_client").debug("headers: x-api-key=%s proxy=%s", key, other)
    log.error(f"failed with {other}")
    assert key not in texts(captured) and other not in texts(captured)
    assert texts(captured).count(log.MASK) == 3


def test_the_plugin_installs_the_handler_and_unload_removes_it(qgis_iface, captured, clean_settings):
    logger = logging.getLogger("map_assistant")
    settings = preferences.load()
    settings.debug_log = True
    preferences.save(settings)
    plugin = map_assistant.classFactory(qgis_iface)
    plugin.initGui()
    try:
        assert plugin.log_handler in logger.handlers and logger.level == logging.DEBUG
        logging.getLogger("map_assistant.agent.cancel").debug("while loaded")
    finally:
        plugin.unload()
    assert not [h for h in logger.handlers if isinstance(h, log_handler.QgisLogHandler)]
    logging.getLogger("map_assistant.agent.cancel").warning("after unload")
    assert "map_assistant.agent.cancel: while loaded" in texts(captured)
    assert "after unload" not in texts(captured)


def test_the_options_page_switches_debug_on_and_off(qgis_app, handler, clean_settings, qtbot):
    from map_assistant.ui.settings_page import MapAssistantOptionsPage

    page = MapAssistantOptionsPage()
    qtbot.addWidget(page)
    assert not page.debug_log_check.isChecked()
    page.debug_log_check.setChecked(True)
    page.apply()
    assert preferences.load().debug_log is True
    assert logging.getLogger("map_assistant").level == logging.DEBUG
    page.debug_log_check.setChecked(False)
    page.apply()
    assert preferences.load().debug_log is False
    assert logging.getLogger("map_assistant").level == logging.INFO
