"""Issue 11, what leaves the machine, through the whole chat: a lookup declaring
egress "values" runs only when `map_assistant/send_values` allows it; never chosen
with a cloud provider, the chat asks once (Allow / Not now) while the worker waits.

The real controller, dock, session and SDK talk to the loopback Messages API. The
lookup is a test tool registered like a real one (one class, one registry entry)
that reads the GeoPackage with OGR. Only the "is this a cloud provider?" answer is
forced where said: the stand-in server is on loopback, which counts as local."""

from __future__ import annotations

import json
from typing import ClassVar

import pytest
from map_assistant.agent.providers.presets import OPENAI
from map_assistant.agent.tools import LOOKUP, VALUES, Tool
from map_assistant.services import registry
from map_assistant.services.checks import value_mend
from map_assistant.services.checks.action_checks import vector_layer
from map_assistant.toolbelt import preferences
from map_assistant.ui import values_consent
from osgeo import ogr
from pydantic import BaseModel
from qgis.PyQt.QtWidgets import QFrame, QPushButton
from support.fakes.agent_tools import lookup_result
from support.fakes.fake_anthropic import Reply
from support.fakes.scripted import ANTHROPIC_ONLY

SECRET_VALUE = "O'Brien"  # a parcel code in the sample GeoPackage


class LayerInput(BaseModel):
    layer: str


class CodeValues(Tool):
    name: ClassVar[str] = "code_values"
    description: ClassVar[str] = "Every parcel code."
    input_model: ClassVar[type[BaseModel]] = LayerInput
    kind: ClassVar[str] = LOOKUP
    egress: ClassVar[str] = VALUES

    def run(self, request, context) -> str:
        layer = vector_layer(context.snapshot, request.layer)
        source = ogr.Open(layer.path)
        codes = sorted(feature.GetField("code") for feature in source.GetLayerByName(layer.table))
        return json.dumps({"values": codes})


@pytest.fixture
def values_lookup(monkeypatch, qgis_app):
    """Registered before the chat fixture builds its controller (fixtures run in order)."""
    monkeypatch.setattr(registry, "TOOLS", [*registry.TOOLS, CodeValues])


@pytest.fixture
def cloud(monkeypatch):
    monkeypatch.setattr(values_consent, "is_cloud", lambda settings: True)


def ask_codes(chat, fake, wait=True):
    fake.enqueue(Reply.tool_use("code_values", {"layer": "parcels"}, id=f"toolu_{len(fake.requests)}"),
                 Reply.text("Here are the codes."))
    chat.send("Which parcel codes are there?", wait=wait)


def question(chat) -> QFrame | None:
    found = [w for w in chat.dock.findChildren(QFrame) if w.objectName() == "valuesQuestion"]
    return found[-1] if found else None


def button(chat, name: str) -> QPushButton:
    return question(chat).findChild(QPushButton, name)


def last_result(fake) -> dict:
    return lookup_result([b for b in fake.requests[-1]["messages"][-1]["content"] if b["type"] == "tool_result"][0])


@ANTHROPIC_ONLY  # scripted for the Anthropic fake (fake_anthropic)
def test_allow_runs_the_lookup_and_is_saved(values_lookup, chat, fake_anthropic, gpkg_project, cloud, qtbot):
    ask_codes(chat, fake_anthropic, wait=False)
    qtbot.waitUntil(lambda: question(chat) is not None and question(chat).isVisible())
    assert chat.controller.worker is not None  # the turn waits for the answer
    assert len(fake_anthropic.requests) == 1
    button(chat, "allowValuesButton").click()
    chat.wait_idle()
    assert json.loads(last_result(fake_anthropic)["content"]) == {"values": ["A-1", "C 3", "O'Brien"]}
    assert preferences.load().send_values is True
    assert not button(chat, "allowValuesButton").isEnabled()

    ask_codes(chat, fake_anthropic)  # saved: not asked again
    assert len([w for w in chat.dock.findChildren(QFrame) if w.objectName() == "valuesQuestion"]) == 1
    assert SECRET_VALUE in last_result(fake_anthropic)["content"]


@ANTHROPIC_ONLY  # scripted for the Anthropic fake (fake_anthropic)
def test_not_now_withholds_and_is_not_asked_again(values_lookup, chat, fake_anthropic, gpkg_project, cloud, qtbot):
    ask_codes(chat, fake_anthropic, wait=False)
    qtbot.waitUntil(lambda: question(chat) is not None and question(chat).isVisible())
    button(chat, "notNowValuesButton").click()
    chat.wait_idle()
    result = last_result(fake_anthropic)
    assert result["is_error"] is True and "button" in result["content"]
    assert preferences.load().send_values is None  # still never chosen
    ask_codes(chat, fake_anthropic)
    assert len([w for w in chat.dock.findChildren(QFrame) if w.objectName() == "valuesQuestion"]) == 1
    assert last_result(fake_anthropic)["is_error"] is True
    assert not any(SECRET_VALUE in json.dumps(body) for body in fake_anthropic.requests)


@ANTHROPIC_ONLY  # scripted for the Anthropic fake (fake_anthropic)
def test_send_values_off_withholds_without_asking(values_lookup, chat, fake_anthropic, gpkg_project):
    stored = preferences.load()
    stored.send_values = False
    preferences.save(stored)
    ask_codes(chat, fake_anthropic)
    assert question(chat) is None
    assert last_result(fake_anthropic)["is_error"] is True
    assert not any(SECRET_VALUE in json.dumps(body) for body in fake_anthropic.requests)
    assert chat.replies()[-1] == "Here are the codes."


def click_a_failing_sql(chat, fake) -> str:
    """A clicked sql button whose engine error quotes every parcel code; the quoted text."""
    # SQLite's JSON error quotes the text it read: every parcel code.
    fake.enqueue(Reply.tool_use("sql", {"title": "Codes", "sql": (
        "SELECT json_extract('{}', group_concat(code)) AS x FROM parcels")}, id="toolu_leak"))
    chat.send("List the codes in one go")
    chat.action_buttons()[-1].click()
    chat.qtbot.waitUntil(lambda: chat.action_errors() != [], timeout=10_000)
    quoted = "A-1,O''Brien"  # the codes as the engine's error quotes them
    assert quoted in chat.action_errors()[-1]  # the user sees the engine's words
    return quoted


@ANTHROPIC_ONLY  # scripted for the Anthropic fake (fake_anthropic)
@pytest.mark.parametrize("send_values", [False, True])
def test_a_failed_clicks_reason_quoting_values_stays_here_when_values_are_never_sent(
        chat, fake_anthropic, gpkg_project, send_values):
    stored = preferences.load()
    stored.send_values = send_values
    preferences.save(stored)
    quoted = click_a_failing_sql(chat, fake_anthropic)
    fake_anthropic.enqueue(Reply.text("I see."))
    chat.send("Why did it fail?")
    sent = json.dumps(fake_anthropic.requests[-1])
    assert (quoted in sent) is send_values
    assert ("it may quote attribute values" in sent) is not send_values


@ANTHROPIC_ONLY  # scripted for the Anthropic fake (fake_anthropic)
@pytest.mark.parametrize("answer", ["not asked yet", "Not now"])
def test_under_ask_a_failed_clicks_reason_stays_here_until_the_user_says_yes(
        values_lookup, chat, fake_anthropic, gpkg_project, cloud, qtbot, answer):
    """Issue 37: send_values never chosen, a cloud provider: the reason (it quotes values)
    is not sent, whether the question was not asked yet or answered Not now."""
    if answer == "Not now":
        ask_codes(chat, fake_anthropic, wait=False)
        qtbot.waitUntil(lambda: question(chat) is not None and question(chat).isVisible())
        button(chat, "notNowValuesButton").click()
        chat.wait_idle()
    assert preferences.load().send_values is None
    quoted = click_a_failing_sql(chat, fake_anthropic)
    fake_anthropic.enqueue(Reply.text("I see."))
    chat.send("Why did it fail?")
    assert "it may quote attribute values" in json.dumps(fake_anthropic.requests[-1])
    assert not any(quoted in json.dumps(body) or SECRET_VALUE in json.dumps(body) for body in fake_anthropic.requests)


GUESSES = [  # a query with a guessed value, and what a value search would tell the model
    ("SELECT count(*) AS n FROM parcels WHERE parcel = 'Bob'", "holds 'Bob'"),  # no field parcel: owner holds it
    ("SELECT count(*) AS n FROM parcels WHERE owner = 'A-1'", "holds 'A-1'"),  # owner never holds it: code does
]


@ANTHROPIC_ONLY  # scripted for the Anthropic fake (fake_anthropic)
@pytest.mark.parametrize("policy", ["Never", "Ask"])
@pytest.mark.parametrize(("guess", "oracle"), GUESSES)
def test_a_guessed_value_gets_no_value_search_unless_values_may_leave(
        chat, fake_anthropic, gpkg_project, monkeypatch, policy, guess, oracle):
    """Issue 37: which field holds a guessed text is told by the data. Under Never, and
    under Ask before a yes, no value search runs: no renamed field, no 'is a value of'."""
    if policy == "Never":
        stored = preferences.load()
        stored.send_values = False
        preferences.save(stored)
    else:
        monkeypatch.setattr(values_consent, "is_cloud", lambda settings: True)
    searched = []
    monkeypatch.setattr(value_mend, "find_value", lambda *args: searched.append(args) or [])
    fake_anthropic.enqueue(Reply.tool_use("sql", {"sql": guess, "title": "Parcels"}, id="toolu_guess"),
                           Reply.text("Done."))
    chat.send("How many parcels?")

    sent = [json.dumps(body) for body in fake_anthropic.requests]
    assert searched == []
    assert not any(oracle in body or "is a value of" in body for body in sent)
    assert not any("replaced by" in reply for reply in chat.replies())
    assert [button.toolTip() for button in chat.action_buttons()] in ([], [guess])


@ANTHROPIC_ONLY  # scripted for the Anthropic fake (fake_anthropic)
@pytest.mark.parametrize(("guess", "oracle"), GUESSES)
def test_with_values_allowed_the_value_search_mends_a_guess(chat, fake_anthropic, gpkg_project, guess, oracle):
    """The other side: on the local stand-in server (values allowed) the same guess is mended."""
    fake_anthropic.enqueue(Reply.tool_use("sql", {"sql": guess, "title": "Parcels"}, id="toolu_guess"),
                           Reply.text("Done."))
    chat.send("How many parcels?")
    assert any(oracle in reply for reply in chat.replies()), chat.replies()


@ANTHROPIC_ONLY  # scripted for the Anthropic fake (fake_anthropic)
def test_a_local_server_is_not_asked_about(values_lookup, chat, fake_anthropic, gpkg_project):
    # No override: the stand-in server on 127.0.0.1 is a local server, whose values stay here.
    ask_codes(chat, fake_anthropic)
    assert question(chat) is None
    assert SECRET_VALUE in last_result(fake_anthropic)["content"]


@ANTHROPIC_ONLY  # scripted for the Anthropic fake (fake_anthropic)
def test_stop_while_asking_ends_the_turn(values_lookup, chat, fake_anthropic, gpkg_project, cloud, qtbot):
    ask_codes(chat, fake_anthropic, wait=False)
    qtbot.waitUntil(lambda: question(chat) is not None and question(chat).isVisible())
    chat.dock.findChild(QPushButton, "stopButton").click()
    chat.wait_idle()
    assert not button(chat, "allowValuesButton").isEnabled()
    assert any("Stopped" in notice for notice in chat.notices())
    assert len(fake_anthropic.requests) == 1 and preferences.load().send_values is None


def test_cloud_detection():
    from map_assistant.toolbelt.preferences import PluginSettings

    assert values_consent.is_cloud(PluginSettings(base_url="https://api.anthropic.com"))
    assert not values_consent.is_cloud(PluginSettings(base_url="http://127.0.0.1:8080"))
    assert not values_consent.is_cloud(PluginSettings(base_url="http://localhost:8080/v1"))
    assert not values_consent.is_cloud(PluginSettings(base_url="http://192.168.1.20:8080"))
    # The OpenAI-compatible provider is judged by its own address, not the Anthropic one.
    assert not values_consent.is_cloud(PluginSettings(provider=OPENAI, local_preset="ollama"))
    assert values_consent.is_cloud(PluginSettings(provider=OPENAI, local_preset="custom",
                                                  local_base_url="https://api.example.com/v1"))
