"""The Map Assistant page of QGIS Options: real widgets, real QgsSettings and QgsAuthManager."""

import json
import threading
from pathlib import Path

import pytest
from map_assistant.toolbelt import preferences, secrets
from map_assistant.toolbelt.preferences import GROUP, PluginSettings
from map_assistant.ui.settings_page import (
    MapAssistantOptionsFactory,
    MapAssistantOptionsPage,
    automatic_label,
)
from qgis.core import QgsSettings
from qgis.gui import QgsOptionsPageWidget
from qgis.PyQt.QtCore import QTime
from qgis.PyQt.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTimeEdit,
)

TYPED_KEY = "sk-ant-page-test-0a1b2c3d4e5f"


@pytest.fixture
def stored(unlocked_auth):
    """Clean plugin settings before; removes settings and any stored key after."""
    QgsSettings().remove(GROUP)
    yield
    secrets.remove_api_key(preferences.load().auth_config_id)
    QgsSettings().remove(GROUP)


def _page(qtbot, model_lister=None) -> MapAssistantOptionsPage:
    page = MapAssistantOptionsFactory(model_lister).createWidget(None)
    qtbot.addWidget(page)
    return page


def test_factory_creates_the_page(qgis_app, stored, qtbot):
    factory = MapAssistantOptionsFactory()
    assert factory.title() == "Map Assistant"
    page = factory.createWidget(None)
    qtbot.addWidget(page)
    assert isinstance(page, QgsOptionsPageWidget)
    assert not page.refresh_button.isEnabled()  # no model_lister given


def test_fields_show_the_stored_settings_but_never_the_key(stored, qtbot):
    config_id = secrets.store_api_key(TYPED_KEY)
    preferences.save(PluginSettings(model="claude-opus-4-6", base_url="http://127.0.0.1:1", timeout_s=33.0,
                                    max_tokens=1234, auth_config_id=config_id, sql_timeout_s=4.0,
                                    lookup_timeout_s=6.5, max_selection=55, max_rows=66,
                                    disabled_algorithms="native:dissolve"))
    page = _page(qtbot)
    assert page.model_combo.currentText() == "claude-opus-4-6"
    assert page.base_url_edit.text() == "http://127.0.0.1:1"
    assert page.timeout_spin.value() == 33.0
    assert page.max_tokens_spin.value() == 1234
    assert page.sql_timeout_spin.value() == 4.0
    assert page.lookup_timeout_spin.value() == 6.5
    assert page.max_selection_spin.value() == 55
    assert page.max_rows_spin.value() == 66
    assert page.disabled_algorithms_edit.text() == "native:dissolve"
    assert page.provider_combo.currentData() == "anthropic"
    assert page.api_key_edit.text() == ""
    assert "authentication database" in page.key_status.text()
    assert page.remove_key_button.isEnabled()


def test_apply_saves_settings_and_puts_the_key_in_the_auth_db(stored, qtbot):
    page = _page(qtbot)
    page.model_combo.setEditText("claude-haiku-4-5")
    page.base_url_edit.setText("http://127.0.0.1:8080")
    page.timeout_spin.setValue(20)
    page.max_tokens_spin.setValue(999)
    page.sql_timeout_spin.setValue(7)
    page.lookup_timeout_spin.setValue(12)
    page.max_selection_spin.setValue(321)
    page.disabled_algorithms_edit.setText(" native:buffer, native:clip ")
    page.api_key_edit.setText(TYPED_KEY)
    page.apply()

    saved = preferences.load()
    assert (saved.model, saved.base_url, saved.timeout_s, saved.max_tokens) == (
        "claude-haiku-4-5", "http://127.0.0.1:8080", 20.0, 999)
    assert (saved.sql_timeout_s, saved.lookup_timeout_s, saved.max_selection) == (7.0, 12.0, 321)
    assert saved.disabled_algorithms == "native:buffer, native:clip"
    assert saved.auth_config_id
    assert secrets.read_api_key(saved.auth_config_id) == TYPED_KEY
    settings = QgsSettings()
    settings.sync()
    assert TYPED_KEY.encode() not in Path(settings.fileName()).read_bytes()
    assert page.api_key_edit.text() == ""  # not kept in the widget after saving

    # Applying again with an empty field keeps the stored key.
    page.max_rows_spin.setValue(10)
    page.apply()
    again = preferences.load()
    assert again.auth_config_id == saved.auth_config_id and again.max_rows == 10
    assert secrets.read_api_key(again.auth_config_id) == TYPED_KEY


def test_remove_key_deletes_it_from_the_auth_db(stored, qtbot):
    page = _page(qtbot)
    page.api_key_edit.setText(TYPED_KEY)
    page.apply()
    config_id = preferences.load().auth_config_id
    page.remove_key_button.click()
    assert secrets.read_api_key(config_id) is None
    assert preferences.load().auth_config_id == ""
    assert not page.remove_key_button.isEnabled()
    assert "removed" in page.key_status.text()


def test_refresh_prepares_on_the_main_thread_and_lists_off_it(stored, qtbot):
    """The lister (key, proxy: QgsAuthManager) runs on the main thread; only the
    call it returns, on pure values, runs in the fetcher thread."""
    calls = []

    def model_lister(settings, api_key):
        calls.append(("prepare", settings.base_url, api_key, threading.get_ident()))

        def list_models():
            calls.append(("list", threading.get_ident()))
            return ["claude-sonnet-4-6", "claude-opus-4-6", "claude-haiku-4-5"]

        return list_models

    page = _page(qtbot, model_lister)
    page.base_url_edit.setText("http://127.0.0.1:9")
    page.model_combo.setEditText("my-custom-model")
    page.api_key_edit.setText(TYPED_KEY)
    page.refresh_button.click()
    assert page.models_status.text() == "Loading…"
    qtbot.waitUntil(lambda: page.model_combo.count() == 4, timeout=10_000)
    assert [page.model_combo.itemText(i) for i in range(4)] == [
        automatic_label(), "claude-sonnet-4-6", "claude-opus-4-6", "claude-haiku-4-5"]
    assert page.model_combo.currentText() == "my-custom-model"  # typed choice kept
    assert page.refresh_button.isEnabled()
    (_, base_url, api_key, prepared_on), (_, listed_on) = calls
    assert (base_url, api_key) == ("http://127.0.0.1:9", TYPED_KEY)  # the form's values
    assert prepared_on == threading.get_ident() and listed_on != threading.get_ident()


def test_refresh_through_the_plugin_uses_the_stored_key(stored, qtbot, fake_anthropic, monkeypatch):
    """The plugin's real wiring (make_client, the SDK) against the loopback API:
    with no key typed and none in the environment, only the stored key can work."""
    from map_assistant.plugin import _model_lister
    from support.fakes.fake_anthropic import DEFAULT_MODELS

    monkeypatch.delenv("ANTHROPIC_API_KEY")
    page = _page(qtbot, _model_lister)
    page.base_url_edit.setText(fake_anthropic.base_url)
    page.api_key_edit.setText(TYPED_KEY)
    page.apply()
    page.refresh_button.click()
    qtbot.waitUntil(lambda: page.model_combo.count() == 1 + len(DEFAULT_MODELS), timeout=10_000)
    assert [page.model_combo.itemText(i) for i in range(page.model_combo.count())] == [
        automatic_label(), *DEFAULT_MODELS]
    assert page.models_status.text() == f"{len(DEFAULT_MODELS)} models available."


def test_refresh_through_the_plugin_without_any_key_says_so(stored, qtbot, fake_anthropic, monkeypatch):
    from map_assistant.plugin import _model_lister

    monkeypatch.delenv("ANTHROPIC_API_KEY")
    page = _page(qtbot, _model_lister)
    page.base_url_edit.setText(fake_anthropic.base_url)
    page.refresh_button.click()
    qtbot.waitUntil(lambda: "No Anthropic API key" in page.models_status.text(), timeout=10_000)
    assert page.models_status.text().startswith("Could not list models")
    assert page.refresh_button.isEnabled()
    assert [page.model_combo.itemText(i) for i in range(page.model_combo.count())] == [automatic_label()]


def test_refresh_error_is_shown_next_to_the_button(stored, qtbot):
    def model_lister(settings, api_key):
        def list_models():
            raise RuntimeError("Invalid API key: check it in console.anthropic.com")

        return list_models

    page = _page(qtbot, model_lister)
    page.refresh_button.click()
    qtbot.waitUntil(lambda: "Invalid API key" in page.models_status.text(), timeout=10_000)
    assert page.models_status.text().startswith("Could not list models")
    assert page.refresh_button.isEnabled()


def test_closing_the_page_during_a_refresh_is_safe(stored, qtbot):
    from map_assistant.toolbelt.threads import release as thread_release
    from qgis.PyQt import sip

    release = threading.Event()

    def slow_list_models():
        release.wait(5)
        return ["claude-sonnet-4-6"]

    page = MapAssistantOptionsFactory(lambda settings, api_key: slow_list_models).createWidget(None)
    kept_before = set(thread_release.KEPT)
    page.refresh_button.click()
    (worker,) = thread_release.KEPT - kept_before  # the thread outlives the page
    page.deleteLater()
    qtbot.waitUntil(lambda: sip.isdeleted(page), timeout=5_000)
    release.set()
    qtbot.waitUntil(lambda: worker not in thread_release.KEPT, timeout=10_000)


def test_closing_the_page_while_a_connection_test_fails_is_safe(stored, qtbot):
    """The failure arrives after the page has gone: nothing of the page is touched
    (a RuntimeError there would reach QGIS's error dialog)."""
    from map_assistant.toolbelt.threads import release as thread_release
    from qgis.PyQt import sip

    release = threading.Event()

    def failing_check():
        release.wait(5)
        raise OSError("connection refused")

    page = MapAssistantOptionsFactory(None, lambda settings, api_key: failing_check).createWidget(None)
    kept_before = set(thread_release.KEPT)
    page.test_button.setEnabled(True)
    page.test_button.click()
    (worker,) = thread_release.KEPT - kept_before
    page.deleteLater()
    qtbot.waitUntil(lambda: sip.isdeleted(page), timeout=5_000)
    with qtbot.waitSignal(worker.failed, timeout=10_000):
        release.set()
    qtbot.waitUntil(lambda: worker not in thread_release.KEPT, timeout=10_000)


def test_a_lister_that_fails_on_the_main_thread_is_reported_not_raised(stored, qtbot):
    def model_lister(settings, api_key):
        raise OSError("the auth database cannot be opened")

    page = _page(qtbot, model_lister)
    page.refresh_button.click()  # would end in QGIS's error dialog if it raised
    assert page.models_status.text() == "Could not list models: the auth database cannot be opened"
    assert page.refresh_button.isEnabled()


def test_model_list_marks_deprecated_models_and_leaves_retired_ones_out(stored, qtbot, fake_anthropic):
    """Through the plugin's lister and the real SDK: the SDK's own retirement table
    decides. claude-3-opus-20240229 retired on January 5th, 2026; claude-sonnet-4-5
    retires on November 30th, 2026 (seen from November 23rd, 2026)."""
    from datetime import date
    from functools import partial

    from map_assistant.agent.providers.anthropic_client import sdk_deprecations
    from map_assistant.plugin import _model_lister

    retiring, retired = "claude-sonnet-4-5", "claude-3-opus-20240229"
    assert sdk_deprecations()[retiring] == "November 30th, 2026"
    assert sdk_deprecations()[retired] == "January 5th, 2026"
    fake_anthropic.set_models(["claude-sonnet-4-6", retiring, retired])
    page = _page(qtbot, partial(_model_lister, today=date(2026, 11, 23)))
    page.base_url_edit.setText(fake_anthropic.base_url)
    page.refresh_button.click()
    qtbot.waitUntil(lambda: page.model_combo.count() == 3, timeout=10_000)
    texts = [page.model_combo.itemText(i) for i in range(3)]
    assert texts == [automatic_label(), "claude-sonnet-4-6",
                     "claude-sonnet-4-5 (deprecated: retires November 30th, 2026)"]
    assert page.models_status.text() == "2 models available."
    # Choosing the marked entry stores the bare id; Automatic stores "none chosen".
    page.model_combo.setCurrentIndex(2)
    assert page.form_settings().model == retiring
    page.model_combo.setCurrentIndex(0)
    page.apply()
    assert preferences.load().model == ""


def test_a_stored_model_is_shown_and_a_typed_one_kept(stored, qtbot):
    preferences.save(PluginSettings(model="my-gateway-model"))
    page = _page(qtbot)
    assert page.model_combo.currentText() == "my-gateway-model"
    assert page.form_settings().model == "my-gateway-model"
    QgsSettings().remove(GROUP)
    page = _page(qtbot)
    assert page.model_combo.currentText() == automatic_label()
    assert page.form_settings().model == ""


def test_send_values_choice_round_trips(qgis_app, stored, qtbot):
    page = _page(qtbot)
    combo = page.findChild(QComboBox, "sendValuesCombo")
    assert combo.currentData() == "ask" and page.form_settings().send_values is None
    for data, expected in (("never", False), ("allow", True), ("ask", None)):
        combo.setCurrentIndex(combo.findData(data))
        page.apply()
        assert preferences.load().send_values is expected
        assert _page(qtbot).findChild(QComboBox, "sendValuesCombo").currentData() == data


# -- the OpenAI-compatible provider (issue 12) ---------------------------------------

def _choose(combo, value):
    combo.setCurrentIndex(combo.findData(value))


def test_each_provider_keeps_its_own_model_address_and_key(stored, qtbot):
    preferences.save(PluginSettings(model="claude-opus-4-6", base_url="http://127.0.0.1:1"))
    page = _page(qtbot)
    assert not page.local_box.isVisibleTo(page)
    _choose(page.provider_combo, "openai")
    assert page.local_box.isVisibleTo(page)
    assert page.model_combo.currentText() == "Automatic: the newest model the server lists"
    assert page.base_url_edit.text() == "" and page.base_url_edit.placeholderText() == "http://localhost:11434/v1"
    _choose(page.preset_combo, "llamacpp")
    assert page.base_url_edit.placeholderText() == "http://127.0.0.1:8080/v1"
    page.model_combo.setEditText("qwen2.5-coder:1.5b")
    _choose(page.tools_combo, "off")
    _choose(page.prompt_combo, "short")
    page.context_spin.setValue(8192)
    page.api_key_edit.setText("sk-local-typed")
    page.apply()

    saved = preferences.load()
    assert (saved.provider, saved.local_preset, saved.local_model, saved.tools_mode, saved.context_window) == (
        "openai", "llamacpp", "qwen2.5-coder:1.5b", "off", 8192)
    assert saved.prompt_form == "short"
    assert (saved.model, saved.base_url) == ("claude-opus-4-6", "http://127.0.0.1:1")  # Anthropic's untouched
    assert secrets.read_api_key(saved.local_auth_config_id) == "sk-local-typed" and saved.auth_config_id == ""
    _choose(page.provider_combo, "anthropic")
    assert page.model_combo.currentText() == "claude-opus-4-6" and page.base_url_edit.text() == "http://127.0.0.1:1"
    _choose(page.provider_combo, "openai")
    assert page.model_combo.currentText() == "qwen2.5-coder:1.5b"
    page.remove_key_button.click()
    assert secrets.read_api_key(saved.local_auth_config_id) is None and preferences.load().local_auth_config_id == ""


def test_test_connection_reports_in_one_line_off_the_main_thread(stored, qtbot, fake_openai):
    """The plugin's real wiring against the loopback chat-completions server: the tiny
    tool request is answered with a tool call."""
    from map_assistant.plugin import _connection_tester
    from support.fakes.scripted import Reply

    page = _page(qtbot)
    page._connection_tester = _connection_tester
    page.test_button.setEnabled(True)
    _choose(page.provider_combo, "openai")
    _choose(page.preset_combo, "custom")
    page.base_url_edit.setText(fake_openai.base_url)
    fake_openai.enqueue(Reply.tool_use("report_ok", {"ok": True}))
    page.test_button.click()
    assert page.connection_status.text() == "Testing…" and not page.test_button.isEnabled()
    qtbot.waitUntil(lambda: page.test_button.isEnabled(), timeout=10_000)
    assert page.connection_status.text() == (
        "Reachable · key accepted · 2 models found · tool calling works (llama3.2:3b).")
    assert fake_openai.raw_requests[-1]["tools"][0]["function"]["name"] == "report_ok"

    fake_openai.enqueue(Reply.text("OK, the test worked."))  # a model that answers in prose
    page.test_button.click()
    qtbot.waitUntil(lambda: page.test_button.isEnabled(), timeout=10_000)
    assert "no tool calling with llama3.2:3b" in page.connection_status.text()

    page.base_url_edit.setText("http://127.0.0.1:9/v1")
    page.test_button.click()
    qtbot.waitUntil(lambda: page.test_button.isEnabled(), timeout=10_000)
    assert page.connection_status.text().startswith("Not reachable. Cannot reach")


# -- the detected tool-calling state and Re-test (issue 26) --------------------------

class _Evidence:
    """Stands in for the agent's per-(server, model) tool-calling evidence: a dict the test
    fills; ``forget`` is the only way a pair's entry goes."""

    def __init__(self, known):
        self.known = dict(known)
        self.forgotten = []

    def state(self, settings):
        return self.known.get((settings.local_base_url, settings.local_model), "unknown")

    def forget(self, settings):
        self.forgotten.append((settings.local_base_url, settings.local_model))
        self.known.pop((settings.local_base_url, settings.local_model), None)


def _local_page(qtbot, evidence):
    page = MapAssistantOptionsFactory(None, None, evidence.state, evidence.forget).createWidget(None)
    qtbot.addWidget(page)
    _choose(page.provider_combo, "openai")
    _choose(page.preset_combo, "custom")
    return page


def test_the_detected_state_follows_server_and_model_and_re_test_forgets_it(stored, qtbot):
    evidence = _Evidence({("http://127.0.0.1:9/v1", "qwen3:4b"): "native",
                          ("http://127.0.0.1:9/v1", "gemma3:1b"): "json"})
    page = _local_page(qtbot, evidence)
    assert page.tool_state_label.text() == "Tool calling: not yet known"
    page.base_url_edit.setText("http://127.0.0.1:9/v1")
    page.model_combo.setEditText("qwen3:4b")
    assert page.tool_state_label.text() == "Tool calling: native"
    page.model_combo.setEditText("gemma3:1b")
    assert page.tool_state_label.text() == "Tool calling: JSON in text"
    assert page.retest_tools_button.isEnabled()
    page.retest_tools_button.click()
    assert evidence.forgotten == [("http://127.0.0.1:9/v1", "gemma3:1b")]  # the form's pair, only it
    assert page.tool_state_label.text() == "Tool calling: not yet known"
    page.model_combo.setEditText("qwen3:4b")
    assert page.tool_state_label.text() == "Tool calling: native"


def test_re_test_is_what_clears_the_state(stored, qtbot):
    """Fails if Re-test does not call forget: the state only changes through it."""
    evidence = _Evidence({("http://127.0.0.1:9/v1", "qwen3:4b"): "json"})
    page = _local_page(qtbot, evidence)
    page.base_url_edit.setText("http://127.0.0.1:9/v1")
    page.model_combo.setEditText("qwen3:4b")
    page.show_tool_calling()
    assert page.tool_state_label.text() == "Tool calling: JSON in text"
    page.retest_tools_button.click()
    assert evidence.forgotten and page.tool_state_label.text() == "Tool calling: not yet known"


def test_the_tool_calling_line_is_hidden_for_anthropic_and_inert_without_callables(stored, qtbot):
    evidence = _Evidence({})
    page = _local_page(qtbot, evidence)
    assert page.tool_state_label.isVisibleTo(page) and page.retest_tools_button.isVisibleTo(page)
    _choose(page.provider_combo, "anthropic")
    assert not page.tool_state_label.isVisibleTo(page) and not page.retest_tools_button.isVisibleTo(page)
    assert page.tool_state_label.text() == ""
    bare = _page(qtbot)
    _choose(bare.provider_combo, "openai")
    assert not bare.retest_tools_button.isEnabled() and bare.tool_state_label.text() == ""


def test_the_plugin_wiring_reads_and_forgets_the_agents_evidence(stored, qtbot):
    """The plugin's callables over the agent's real ToolSupport (the session-wide one)."""
    from map_assistant.agent.providers.openai_client import TOOL_SUPPORT
    from map_assistant.plugin import _forget_tool_calling, _tool_calling

    base, model = "http://127.0.0.1:9/v1", "tiny-model:0.5b"
    TOOL_SUPPORT.forget(base)
    TOOL_SUPPORT.refused(base, model)  # the server refused the tools parameter for it
    try:
        page = MapAssistantOptionsFactory(None, None, _tool_calling, _forget_tool_calling).createWidget(None)
        qtbot.addWidget(page)
        _choose(page.provider_combo, "openai")
        _choose(page.preset_combo, "custom")
        page.base_url_edit.setText(base)
        page.model_combo.setEditText(model)
        assert page.tool_state_label.text() == "Tool calling: JSON in text"
        _choose(page.tools_combo, "on")  # a hand setting decides instead of the evidence
        assert page.tool_state_label.text() == "Tool calling: native"
        _choose(page.tools_combo, "auto")
        page.retest_tools_button.click()
        assert TOOL_SUPPORT.state(base, model) == "unknown"
        assert page.tool_state_label.text() == "Tool calling: not yet known"
    finally:
        TOOL_SUPPORT.forget(base)


def test_test_connection_updates_the_detected_state(stored, qtbot, fake_openai):
    """Test connection forgets the pair and asks for one tool call: a model that makes it is
    shown as native at once (the plugin's real wiring, the loopback server)."""
    from map_assistant.agent.providers.openai_client import TOOL_SUPPORT
    from map_assistant.plugin import _connection_tester, _forget_tool_calling, _tool_calling
    from support.fakes.scripted import Reply

    page = MapAssistantOptionsFactory(None, _connection_tester, _tool_calling,
                                      _forget_tool_calling).createWidget(None)
    qtbot.addWidget(page)
    _choose(page.provider_combo, "openai")
    _choose(page.preset_combo, "custom")
    page.base_url_edit.setText(fake_openai.base_url)
    page.model_combo.setEditText("llama3.2:3b")
    try:
        assert page.tool_state_label.text() == "Tool calling: not yet known"
        fake_openai.enqueue(Reply.tool_use("report_ok", {"ok": True}))
        page.test_button.click()
        qtbot.waitUntil(lambda: page.test_button.isEnabled(), timeout=10_000)
        assert "tool calling works" in page.connection_status.text()
        assert page.tool_state_label.text() == "Tool calling: native"
    finally:
        TOOL_SUPPORT.forget(fake_openai.base_url)


def test_the_mcp_rows_switch_the_server_and_show_the_client_configuration(stored, qtbot):
    switched = []
    page = MapAssistantOptionsPage(mcp_switch=switched.append)
    qtbot.addWidget(page)
    check = page.findChild(QCheckBox, "mcpEnabledCheck")
    assert check is not None and not check.isChecked()  # off by default
    config = json.loads(page.findChild(QPlainTextEdit, "mcpConfigText").toPlainText())
    server = config["mcpServers"]["map-assistant"]
    assert server["args"][-1].endswith("bridge.py") and Path(server["args"][-1]).is_file()
    assert server["env"]["MAP_ASSISTANT_MCP_ENDPOINT"].endswith("mcp_endpoint.json")
    check.setChecked(True)
    page.apply()
    assert switched == [True] and preferences.load().mcp_enabled is True
    page.findChild(QPushButton, "mcpCopyButton").click()
    assert json.loads(QApplication.clipboard().text()) == config


def test_the_suggestion_rows_round_trip_under_their_keys(stored, qtbot):
    page = _page(qtbot)
    assert page.findChild(QCheckBox, "proactiveCheck").isChecked()  # on by default
    assert page.findChild(QSpinBox, "suggestionsPerHourSpin").value() == 3
    assert page.findChild(QCheckBox, "suggestionTrigger_invalid_geometries").isChecked()
    assert not page.findChild(QCheckBox, "suggestionTrigger_large_selection").isChecked()  # off by default
    page.findChild(QCheckBox, "proactiveCheck").setChecked(False)
    page.findChild(QCheckBox, "suggestionTrigger_invalid_geometries").setChecked(False)
    page.findChild(QSpinBox, "suggestionsPerHourSpin").setValue(5)
    page.findChild(QCheckBox, "quietHoursCheck").setChecked(True)
    page.findChild(QTimeEdit, "quietFromEdit").setTime(QTime(21, 30))
    page.findChild(QTimeEdit, "quietToEdit").setTime(QTime(8, 0))
    page.apply()
    settings = QgsSettings()
    assert settings.value(f"{GROUP}/proactive") in (False, "false")  # the contract's key
    assert preferences.load().suggestions_off == "invalid_geometries,large_selection"
    assert preferences.load().suggestions_per_hour == 5
    assert preferences.load().quiet_hours == "21:30-08:00"
    again = _page(qtbot)
    assert not again.findChild(QCheckBox, "proactiveCheck").isChecked()
    assert not again.findChild(QCheckBox, "suggestionTrigger_invalid_geometries").isChecked()
    assert again.findChild(QCheckBox, "suggestionTrigger_starter_questions").isChecked()
    assert again.findChild(QTimeEdit, "quietFromEdit").time() == QTime(21, 30)


@pytest.mark.parametrize(("check_name", "url_name", "on", "url_field", "server", "typed"), [
    ("onlinePlacesCheck", "placesUrlEdit", "online_places", "places_url", preferences.places_server,
     "http://127.0.0.1:8080/search"),
    ("onlineOsmCheck", "overpassUrlEdit", "online_osm", "overpass_url", preferences.overpass_server,
     "http://127.0.0.1:8081/api/interpreter"),
], ids=["places", "openstreetmap"])
def test_a_network_service_is_off_until_turned_on_and_keeps_its_server(stored, qtbot, check_name, url_name, on,
                                                                        url_field, server, typed):
    page = MapAssistantOptionsPage()
    qtbot.addWidget(page)
    check, url = page.findChild(QCheckBox, check_name), page.findChild(QLineEdit, url_name)
    assert not check.isChecked() and not url.isEnabled()  # off by default: nothing leaves the machine
    assert url.placeholderText().startswith("https://")  # the public server, when none is typed
    check.setChecked(True)
    url.setText(f" {typed} ")
    page.apply()
    settings = preferences.load()
    assert (getattr(settings, on), getattr(settings, url_field)) == (True, typed)
    assert server(settings) == typed
    assert server(preferences.PluginSettings()) is None
