"""The "Map Assistant" page in QGIS Settings → Options.

Register with ``iface.registerOptionsWidgetFactory(MapAssistantOptionsFactory(model_lister))``.
The page never shows the stored API key: the key field starts empty, and
leaving it empty on Apply keeps the stored key. Listing models goes through a
``model_lister(settings, typed_key)`` callable (injected, so this module imports
nothing from ``agent/``). It runs on the main thread, where the auth database
and QGIS's proxy may be read, and returns a callable of pure values that a
QThread then calls to ask the API. (``ui/chats/pricing.py``, stdlib only, parses the price table.)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from qgis.gui import QgsOptionsPageWidget, QgsOptionsWidgetFactory
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtGui import QIcon
from qgis.PyQt.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..agent.user_text import for_user
from ..services.reading.online_places import server as online_places_server
from ..toolbelt import log_handler, preferences, secrets
from ..toolbelt.i18n import tr, translated
from ..toolbelt.mcp_link import endpoint
from ..toolbelt.mcp_link.local import client_config
from ..toolbelt.metadata import PLUGIN_DIR
from ..toolbelt.preferences import DEFAULT_OVERPASS_URL, PluginSettings
from ..toolbelt.slot_guard import guard
from ..toolbelt.threads.release import keep_until_ended
from ..toolbelt.threads.workers import BackgroundCall
from .chats.pricing import DEFAULT_PRICE_TABLE, parse_price_table
from .suggestion_options import SuggestionOptions

if TYPE_CHECKING:
    from ..toolbelt.builtin_model.builtin import BuiltinModel

# A listed model: a plain id, or an object with ``id`` and ``retires_on`` (agent.models.ModelInfo).
ListModels = Callable[[], "list[object]"]
ModelLister = Callable[[PluginSettings, "str | None"], ListModels]
# Prepared on the main thread like a model lister; the callable it returns runs in a
# thread and returns the one-line health report.
ConnectionTester = Callable[[PluginSettings, "str | None"], Callable[[], str]]
# What the OpenAI-compatible server and model of the form have shown about tool calling
# ("native", "json" or "unknown"; no network), and how to forget it (issue 26).
ToolCallingState = Callable[[PluginSettings], str]
ToolCallingForget = Callable[[PluginSettings], None]

# PluginSettings.send_values: None (never chosen), True, False.
SEND_VALUES_CHOICES = (  # translated when the page is built (the translator is not installed at import)
    (for_user("Ask the first time (cloud providers)"), "ask"),
    (for_user("Allow"), "allow"),
    (for_user("Never: offer buttons instead"), "never"),
)


def _choice(send_values: bool | None) -> str:
    return "ask" if send_values is None else ("allow" if send_values else "never")
ANTHROPIC, OPENAI = "anthropic", "openai"
PROVIDERS = (("Anthropic", ANTHROPIC), (for_user("Local or OpenAI-compatible server"), OPENAI))
# Each provider keeps its own model, address, timeout and key entry (agent/providers/presets.py has the presets).
_PROVIDER_FIELDS = {ANTHROPIC: ("model", "base_url", "timeout_s", "auth_config_id"),
                    OPENAI: ("local_model", "local_base_url", "local_timeout_s", "local_auth_config_id")}
BUILTIN = "builtin"  # agent/providers/presets.py BUILTIN: toolbelt/builtin_model/ runs it
PRESETS = ((for_user("Built-in local model"), BUILTIN, ""), ("Ollama", "ollama", "http://localhost:11434/v1"), ("LM Studio", "lmstudio", "http://localhost:1234/v1"),
           ("llama.cpp (llama-server)", "llamacpp", "http://127.0.0.1:8080/v1"),
           ("vLLM", "vllm", "http://localhost:8000/v1"), (for_user("Custom address"), "custom", ""))
TOOLS_MODES = ((for_user("Automatic: detect"), "auto"), (for_user("Always: the model calls tools"), "on"),
               (for_user("Never: actions as JSON in text"), "off"))
PROMPT_FORMS = ((for_user("Automatic: short for a small model"), "auto"), (for_user("Short"), "short"),
                (for_user("Full"), "full"))


def automatic_label(provider: str = ANTHROPIC) -> str:
    """The combo entry for "no model chosen" (a function: tr() needs the running app)."""
    if provider == OPENAI:
        return tr("Automatic: the newest model the server lists")
    return tr("Automatic: the newest Sonnet")


ICON_PATH = PLUGIN_DIR / "resources" / "icon.svg"


class MapAssistantOptionsFactory(QgsOptionsWidgetFactory):
    def __init__(self, model_lister: ModelLister | None = None, connection_tester: ConnectionTester | None = None,
                 tool_calling: ToolCallingState | None = None, forget_tool_calling: ToolCallingForget | None = None,
                 builtin_model: BuiltinModel | None = None, mcp_switch: Callable[[bool], None] | None = None):
        icon = QIcon(str(ICON_PATH)) if Path(ICON_PATH).exists() else QIcon()
        super().__init__(tr("Map Assistant"), icon)
        self._model_lister = model_lister
        self._connection_tester = connection_tester
        self._tool_calling = tool_calling
        self._forget_tool_calling = forget_tool_calling
        self._builtin_model = builtin_model
        self._mcp_switch = mcp_switch

    def createWidget(self, parent: QWidget | None = None) -> MapAssistantOptionsPage:
        return MapAssistantOptionsPage(self._model_lister, parent, self._connection_tester,
                                       self._tool_calling, self._forget_tool_calling, self._builtin_model,
                                       self._mcp_switch)


class MapAssistantOptionsPage(QgsOptionsPageWidget):
    def __init__(self, model_lister: ModelLister | None = None, parent: QWidget | None = None,
                 connection_tester: ConnectionTester | None = None, tool_calling: ToolCallingState | None = None,
                 forget_tool_calling: ToolCallingForget | None = None, builtin_model: BuiltinModel | None = None,
                 mcp_switch: Callable[[bool], None] | None = None):
        super().__init__(parent)
        self._builtin = builtin_model
        self._mcp_switch = mcp_switch  # the dock's MCP panel, once the chat runs
        self.setObjectName("MapAssistantOptionsPage")
        self._model_lister = model_lister
        self._connection_tester = connection_tester
        self._tool_calling = tool_calling
        self._forget_tool_calling = forget_tool_calling
        self._settings = preferences.load()
        self._form = self._settings  # the other provider's values while one is shown
        self._shown_provider = self._settings.provider if self._settings.provider in _PROVIDER_FIELDS else ANTHROPIC
        self._build()
        self._load(self._settings)
        # After loading: each change of server, model or mode shows that pair's state.
        for changed in (self.preset_combo.currentIndexChanged, self.tools_combo.currentIndexChanged,
                        self.model_combo.currentTextChanged, self.base_url_edit.textChanged):
            changed.connect(self.show_tool_calling)
        self.show_tool_calling()

    # ------------------------------------------------------------ layout

    def _build(self) -> None:
        form = QFormLayout()
        # One method per group of rows, in the order they show: the tab order follows it.
        self._add_provider_rows(form)
        self._add_model_row(form)
        self._add_key_row(form)
        self._add_health_check_row(form)
        self._add_server_rows(form)
        self._add_limit_rows(form)
        self._add_safety_rows(form)
        self._add_price_row(form)
        self._add_mcp_rows(form)
        self._add_places_rows(form)
        self._add_osm_rows(form)
        self.suggestion_options = SuggestionOptions()
        form.addRow(tr("Suggestions"), self.suggestion_options)
        outer = QVBoxLayout(self)
        outer.addLayout(form)
        outer.addStretch(1)

    def _add_provider_rows(self, form: QFormLayout) -> None:
        self.provider_combo = QComboBox(objectName="providerCombo")
        for label, value in PROVIDERS:
            self.provider_combo.addItem(translated(label), value)
        self.provider_combo.currentIndexChanged.connect(self._switch_provider)
        form.addRow(tr("Provider"), self.provider_combo)
        self.local_box = self._local_box()
        form.addRow(self.local_box)

    def _add_model_row(self, form: QFormLayout) -> None:
        self.model_combo = QComboBox(objectName="modelCombo")
        self.model_combo.setEditable(True)  # any model id may be typed
        self.model_combo.addItem(automatic_label(), "")
        self.model_combo.setToolTip(tr("Leave it on Automatic to always use the newest Sonnet the server lists: "
                                       "model names are retired over time."))
        self.model_combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.refresh_button = QPushButton(tr("Refresh"), objectName="refreshModelsButton")
        self.refresh_button.setToolTip(tr("Ask the API which models this key can use"))
        self.refresh_button.clicked.connect(self.refresh_models)
        self.refresh_button.setEnabled(self._model_lister is not None)
        self.models_status = QLabel(objectName="modelsStatus")
        self.models_status.setWordWrap(True)
        model_row = QHBoxLayout()
        model_row.addWidget(self.model_combo)
        model_row.addWidget(self.refresh_button)
        model_box = QVBoxLayout()
        model_box.addLayout(model_row)
        model_box.addWidget(self.models_status)
        form.addRow(tr("Model"), model_box)

    def _add_key_row(self, form: QFormLayout) -> None:
        self.api_key_edit = QLineEdit(objectName="apiKeyEdit")
        self.api_key_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.remove_key_button = QPushButton(tr("Remove key"), objectName="removeKeyButton")
        self.remove_key_button.clicked.connect(self.remove_key)
        self.key_status = QLabel(objectName="keyStatus")
        self.key_status.setWordWrap(True)
        key_row = QHBoxLayout()
        key_row.addWidget(self.api_key_edit)
        key_row.addWidget(self.remove_key_button)
        key_box = QVBoxLayout()
        key_box.addLayout(key_row)
        key_box.addWidget(self.key_status)
        form.addRow(tr("API key"), key_box)

    def _add_health_check_row(self, form: QFormLayout) -> None:
        self.test_button = QPushButton(tr("Test connection"), objectName="testConnectionButton")
        self.test_button.setToolTip(tr("Reach the server, check the key, list the models and ask the model "
                                       "for one tool call"))
        self.test_button.clicked.connect(self.test_connection)
        self.test_button.setEnabled(self._connection_tester is not None)
        self.connection_status = QLabel(objectName="connectionStatus")
        self.connection_status.setWordWrap(True)
        test_box = QVBoxLayout()
        test_box.addWidget(self.test_button, 0, Qt.AlignmentFlag.AlignLeft)
        test_box.addWidget(self.connection_status)
        form.addRow(tr("Health check"), test_box)

    def _add_server_rows(self, form: QFormLayout) -> None:
        self.base_url_edit = QLineEdit(objectName="baseUrlEdit")
        self.base_url_edit.setPlaceholderText(tr("Default (https://api.anthropic.com)"))
        form.addRow(tr("Base URL"), self.base_url_edit)
        self.timeout_spin = self._double_spin("timeoutSpin", 1.0, 3600.0, " s")
        form.addRow(tr("Request timeout"), self.timeout_spin)

    def _add_limit_rows(self, form: QFormLayout) -> None:
        self.max_tokens_spin = self._int_spin("maxTokensSpin", 1, 1_000_000)
        form.addRow(tr("Max output tokens"), self.max_tokens_spin)
        self.sql_timeout_spin = self._double_spin("sqlTimeoutSpin", 1.0, 3600.0, " s")
        form.addRow(tr("SQL timeout"), self.sql_timeout_spin)
        self.lookup_timeout_spin = self._double_spin("lookupTimeoutSpin", 1.0, 3600.0, " s")
        self.lookup_timeout_spin.setToolTip(tr("How long one lookup the assistant makes while answering may take."))
        form.addRow(tr("Lookup timeout"), self.lookup_timeout_spin)
        self.max_selection_spin = self._int_spin("maxSelectionSpin", 1, 100_000_000)
        form.addRow(tr("Max features to select"), self.max_selection_spin)
        self.max_rows_spin = self._int_spin("maxRowsSpin", 1, 10_000_000)
        form.addRow(tr("Max rows in results"), self.max_rows_spin)

    def _add_safety_rows(self, form: QFormLayout) -> None:
        """What the chat may run, write to the log and send to the model."""
        self.disabled_algorithms_edit = QLineEdit(objectName="disabledAlgorithmsEdit")
        self.disabled_algorithms_edit.setPlaceholderText(tr("e.g. native:dissolve, gdal:warpreproject"))
        self.disabled_algorithms_edit.setToolTip(
            tr("Processing algorithm ids the chat may never run, separated by commas")
        )
        form.addRow(tr("Disabled algorithms"), self.disabled_algorithms_edit)
        self.debug_log_check = QCheckBox(tr("Write debug details to the Map Assistant log"), objectName="debugLogCheck")
        self.debug_log_check.setToolTip(
            tr("For troubleshooting. Details may include attribute values of your layers; never the API key.")
        )
        form.addRow(tr("Log", "settings row: the Map Assistant log"), self.debug_log_check)
        self.send_values_combo = QComboBox(objectName="sendValuesCombo")
        for label, value in SEND_VALUES_CHOICES:
            self.send_values_combo.addItem(translated(label), value)
        self.send_values_combo.setToolTip(tr(
            "Lookups such as value lists, statistics, sample rows and searches send attribute values "
            "to the model. Names, types, counts and extents are always sent."))
        form.addRow(tr("Send attribute values"), self.send_values_combo)

    def _add_price_row(self, form: QFormLayout) -> None:
        self.price_table_edit = QPlainTextEdit(objectName="priceTableEdit")
        self.price_table_edit.setFixedHeight(self.price_table_edit.fontMetrics().lineSpacing() * 6 + 12)
        self.price_table_edit.setToolTip(tr(
            "One line per model family: family: input, output, cache write, cache read, in US$ per million "
            "tokens. A model is priced by the longest family name in its id; other models show tokens only."))
        self.price_status = QLabel(objectName="priceTableStatus")
        self.price_status.setWordWrap(True)
        price_box = QVBoxLayout()
        price_box.addWidget(self.price_table_edit)
        price_box.addWidget(self.price_status)
        form.addRow(tr("Prices (estimate)"), price_box)

    def _add_places_rows(self, form: QFormLayout) -> None:
        """The online place search (services/reading/online_places.py): off unless turned on."""
        self.online_places_check = QCheckBox(tr("Look up places the offline gazetteer lacks online "
                                                "(the place's name is sent to the server)"),
                                             objectName="onlinePlacesCheck")
        self.places_url_edit = QLineEdit(objectName="placesUrlEdit")
        self.places_url_edit.setPlaceholderText(online_places_server(""))
        self.places_url_edit.setToolTip(tr("A Nominatim server's search address; empty: the one QGIS uses."))
        self.online_places_check.toggled.connect(self.places_url_edit.setEnabled)
        places = QVBoxLayout()
        places.addWidget(self.online_places_check)
        places.addWidget(self.places_url_edit)
        form.addRow(tr("Places"), places)

    def _add_osm_rows(self, form: QFormLayout) -> None:
        """OpenStreetMap data for the view (services/acting/overpass.py): off unless turned on."""
        self.online_osm_check = QCheckBox(tr("Add OpenStreetMap data for the view (a click sends the view's extent "
                                             "and the asked tag to the server)"), objectName="onlineOsmCheck")
        self.overpass_url_edit = QLineEdit(objectName="overpassUrlEdit")
        self.overpass_url_edit.setPlaceholderText(DEFAULT_OVERPASS_URL)
        self.overpass_url_edit.setToolTip(tr("An Overpass API server's address; empty: the public one shown."))
        self.online_osm_check.toggled.connect(self.overpass_url_edit.setEnabled)
        osm = QVBoxLayout()
        osm.addWidget(self.online_osm_check)
        osm.addWidget(self.overpass_url_edit)
        form.addRow(tr("OpenStreetMap data"), osm)

    def _add_mcp_rows(self, form: QFormLayout) -> None:
        """The MCP server: its switch, and the configuration to paste into an MCP client."""
        self.mcp_check = QCheckBox(tr("Serve this map to MCP clients (read-only; their actions wait for your click)"),
                                   objectName="mcpEnabledCheck")
        self.mcp_check.setToolTip(tr("Other AI assistants (Claude Desktop, Claude Code...) can read the map "
                                     "through Map Assistant's lookups and propose buttons in the dock."))
        form.addRow(tr("MCP server"), self.mcp_check)
        self.mcp_config = QPlainTextEdit(objectName="mcpConfigText")
        self.mcp_config.setReadOnly(True)
        self.mcp_config.setFixedHeight(self.mcp_config.fontMetrics().lineSpacing() * 10 + 12)
        self.mcp_config.setToolTip(tr("Paste this into your MCP client's configuration (for Claude Desktop: "
                                      "claude_desktop_config.json). It holds no secret."))
        copy = QPushButton(tr("Copy"), objectName="mcpCopyButton")
        copy.clicked.connect(lambda: QApplication.clipboard().setText(self.mcp_config.toPlainText()))
        box = QVBoxLayout()
        box.addWidget(self.mcp_config)
        box.addWidget(copy, 0, Qt.AlignmentFlag.AlignLeft)
        form.addRow(tr("MCP client configuration"), box)

    def _local_box(self) -> QWidget:
        """The OpenAI-compatible provider's own options, shown when it is chosen."""
        box = QWidget(objectName="localServerBox")
        form = QFormLayout(box)
        form.setContentsMargins(0, 0, 0, 0)
        self.preset_combo = QComboBox(objectName="presetCombo")
        for label, value, url in PRESETS:
            self.preset_combo.addItem(translated(label), value)
            self.preset_combo.setItemData(self.preset_combo.count() - 1, url, Qt.ItemDataRole.ToolTipRole)
        self.preset_combo.currentIndexChanged.connect(self._show_base_url_hint)
        form.addRow(tr("Server"), self.preset_combo)
        self.builtin_box = BuiltinModelRow(self._builtin, box)
        self.preset_combo.currentIndexChanged.connect(self._show_builtin_row)
        form.addRow(self.builtin_box)
        self.tools_combo = QComboBox(objectName="toolsModeCombo")
        for label, value in TOOLS_MODES:
            self.tools_combo.addItem(translated(label), value)
        self.tools_combo.setToolTip(tr("Small models often cannot call tools: they are then asked to write "
                                       "actions as JSON, which works as well."))
        form.addRow(tr("Tool calling"), self.tools_combo)
        self.tool_state_label = QLabel(objectName="toolCallingState")
        self.retest_tools_button = QPushButton(tr("Re-test"), objectName="retestToolsButton")
        self.retest_tools_button.setToolTip(tr("Forget what this model has shown: its next request offers "
                                               "tools again"))
        self.retest_tools_button.clicked.connect(self.retest_tool_calling)
        self.retest_tools_button.setEnabled(self._forget_tool_calling is not None)
        state_row = QHBoxLayout()
        state_row.addWidget(self.tool_state_label, 1)
        state_row.addWidget(self.retest_tools_button)
        form.addRow("", state_row)
        self.prompt_combo = QComboBox(objectName="promptFormCombo")
        for label, value in PROMPT_FORMS:
            self.prompt_combo.addItem(translated(label), value)
        self.prompt_combo.setToolTip(tr("A small model (under 4 billion parameters, as the server says) is sent a "
                                        "short prompt that grows with what the chat needs: on a computer without "
                                        "a graphics card its first answer takes seconds instead of minutes."))
        form.addRow(tr("Prompt"), self.prompt_combo)
        self.context_spin = self._int_spin("contextWindowSpin", 0, 10_000_000)
        self.context_spin.setSpecialValueText(tr("Ask the server"))
        self.context_spin.setSuffix(tr(" tokens"))
        self.context_spin.setSingleStep(1024)
        self.context_spin.setToolTip(tr("The model's context window. The prompt and the map description are "
                                        "shortened to fit a small one."))
        form.addRow(tr("Context window"), self.context_spin)
        return box

    @staticmethod
    def _double_spin(name: str, low: float, high: float, suffix: str) -> QDoubleSpinBox:
        spin = QDoubleSpinBox(objectName=name)
        spin.setRange(low, high)
        spin.setDecimals(1)
        spin.setSuffix(suffix)
        return spin

    @staticmethod
    def _int_spin(name: str, low: int, high: int) -> QSpinBox:
        spin = QSpinBox(objectName=name)
        spin.setRange(low, high)
        return spin

    # ------------------------------------------------------------ settings <-> widgets

    def _load(self, settings: PluginSettings) -> None:
        self._form = settings
        self.provider_combo.blockSignals(True)
        self.provider_combo.setCurrentIndex(max(self.provider_combo.findData(self._shown_provider), 0))
        self.provider_combo.blockSignals(False)
        self.preset_combo.setCurrentIndex(max(self.preset_combo.findData(settings.local_preset), 0))
        self.tools_combo.setCurrentIndex(max(self.tools_combo.findData(settings.tools_mode), 0))
        self.prompt_combo.setCurrentIndex(max(self.prompt_combo.findData(settings.prompt_form), 0))
        self.context_spin.setValue(settings.context_window)
        self._show_provider_values(settings)
        self.max_tokens_spin.setValue(settings.max_tokens)
        self.sql_timeout_spin.setValue(settings.sql_timeout_s)
        self.lookup_timeout_spin.setValue(settings.lookup_timeout_s)
        self.max_selection_spin.setValue(settings.max_selection)
        self.max_rows_spin.setValue(settings.max_rows)
        self.disabled_algorithms_edit.setText(settings.disabled_algorithms)
        self.debug_log_check.setChecked(settings.debug_log)
        self.price_table_edit.setPlainText(settings.price_table or DEFAULT_PRICE_TABLE)
        self.price_status.setText(tr("Defaults from the published list prices; edit them to your contract."))
        self.send_values_combo.setCurrentIndex(max(self.send_values_combo.findData(_choice(settings.send_values)), 0))
        self.mcp_check.setChecked(settings.mcp_enabled)
        self.online_places_check.setChecked(settings.online_places)
        self.places_url_edit.setText(settings.places_url)
        self.places_url_edit.setEnabled(settings.online_places)
        self.online_osm_check.setChecked(settings.online_osm)
        self.overpass_url_edit.setText(settings.overpass_url)
        self.overpass_url_edit.setEnabled(settings.online_osm)
        self.suggestion_options.load(settings)
        self.mcp_config.setPlainText(endpoint.config_text(client_config()))

    def _show_provider_values(self, settings: PluginSettings) -> None:
        """Model, address, timeout and key state of the provider shown."""
        model, base_url, timeout_s, _ = (getattr(settings, f) for f in _PROVIDER_FIELDS[self._shown_provider])
        local = self._shown_provider == OPENAI
        self.local_box.setVisible(local)
        self.model_combo.setItemText(0, automatic_label(self._shown_provider))
        self._show_model(model)
        self.api_key_edit.clear()  # never put the stored key back into a widget
        self.base_url_edit.setText(base_url)
        self.timeout_spin.setValue(timeout_s)
        self._show_base_url_hint()
        self._show_builtin_row()
        self.refresh_button.setToolTip(tr("Ask the server which models it serves") if local
                                       else tr("Ask the API which models this key can use"))
        self.connection_status.clear()
        self._show_key_status()

    def _switch_provider(self) -> None:
        self._form = self.form_settings()  # keeps what was typed for the provider left
        self._shown_provider = self.provider_combo.currentData() or ANTHROPIC
        self._show_provider_values(self._form)
        self.show_tool_calling()

    def _show_base_url_hint(self) -> None:
        if self._shown_provider == OPENAI:
            url = str(self.preset_combo.currentData(Qt.ItemDataRole.ToolTipRole) or "")
            self.base_url_edit.setPlaceholderText(url or tr("http://host:port/v1"))
            if self.preset_combo.currentData() == BUILTIN:
                self.base_url_edit.setPlaceholderText(tr("Set by the built-in model when it runs"))
        else:
            self.base_url_edit.setPlaceholderText(tr("Default (https://api.anthropic.com)"))

    def _show_builtin_row(self) -> None:
        chosen = self._shown_provider == OPENAI and self.preset_combo.currentData() == BUILTIN
        self.builtin_box.setVisible(chosen and self._builtin is not None)
        self.base_url_edit.setEnabled(not chosen)  # the server's own address is used

    def _apply_builtin(self, settings: PluginSettings) -> None:
        """Chosen: its server runs (if downloaded); not chosen: it stops, freeing its memory."""
        if self._builtin is None:
            return
        if settings.provider == OPENAI and settings.local_preset == BUILTIN:
            self._builtin.start()
        else:
            self._builtin.stop()

    def _config_id(self) -> str:
        return getattr(self._settings, _PROVIDER_FIELDS[self._shown_provider][3])

    def _show_key_status(self, message: str = "") -> None:
        stored = secrets.has_api_key(self._config_id())
        self.remove_key_button.setEnabled(stored)
        if message:
            self.key_status.setText(translated(message))
        elif stored:
            self.key_status.setText(
                tr("A key is stored in the QGIS authentication database. Leave the field empty to keep it.")
            )
        elif self._shown_provider == OPENAI:
            self.key_status.setText(tr("No key stored. A local server needs none; paste one if the server asks."))
        else:
            self.key_status.setText(tr("No key stored. Paste your Anthropic API key."))
        placeholder = "sk-ant-…" if self._shown_provider == ANTHROPIC else tr("(none)")
        self.api_key_edit.setPlaceholderText(tr("•••••••• (stored)") if stored else placeholder)

    def form_settings(self) -> PluginSettings:
        """The settings as currently shown in the form (the key is handled separately)."""
        model, base_url, timeout_s, _ = _PROVIDER_FIELDS[self._shown_provider]
        return replace(
            self._form,
            provider=self._shown_provider,
            **{model: self._chosen_model(), base_url: self.base_url_edit.text().strip(),
               timeout_s: float(self.timeout_spin.value())},
            local_preset=self.preset_combo.currentData() or "custom",
            tools_mode=self.tools_combo.currentData() or "auto",
            prompt_form=self.prompt_combo.currentData() or "auto",
            context_window=int(self.context_spin.value()),
            max_tokens=int(self.max_tokens_spin.value()),
            sql_timeout_s=float(self.sql_timeout_spin.value()),
            lookup_timeout_s=float(self.lookup_timeout_spin.value()),
            max_selection=int(self.max_selection_spin.value()),
            max_rows=int(self.max_rows_spin.value()),
            disabled_algorithms=self.disabled_algorithms_edit.text().strip(),
            debug_log=self.debug_log_check.isChecked(),
            price_table=self._price_table_text(),
            send_values={"allow": True, "never": False}.get(self.send_values_combo.currentData()),
            mcp_enabled=self.mcp_check.isChecked(),
            online_places=self.online_places_check.isChecked(),
            places_url=self.places_url_edit.text().strip(),
            online_osm=self.online_osm_check.isChecked(),
            overpass_url=self.overpass_url_edit.text().strip(),
            **self.suggestion_options.values(),
        )

    def _price_table_text(self) -> str:
        """The table as typed; empty while it is the default one, so updated defaults still apply."""
        text = self.price_table_edit.toPlainText().strip()
        return "" if text == DEFAULT_PRICE_TABLE.strip() else text

    def apply(self) -> None:
        """Called by QGIS when the Options dialog is accepted. Never raises."""
        settings = self.form_settings()
        typed_key = self.api_key_edit.text().strip()
        problems: list[str] = []
        config_field = _PROVIDER_FIELDS[self._shown_provider][3]
        try:
            parse_price_table(settings.price_table)
        except ValueError as error:  # keep the stored table; say which line is wrong
            settings.price_table = self._settings.price_table
            self.price_status.setText(tr("The prices were not saved: {reason}", reason=error.args[0] if error.args else error))
        with guard(tr("The API key was not saved"), problems.append):
            if typed_key:
                name = secrets.LOCAL_CONFIG_NAME if self._shown_provider == OPENAI else secrets.CONFIG_NAME
                setattr(settings, config_field, secrets.store_api_key(typed_key, getattr(settings, config_field), name))
                self.api_key_edit.clear()
        with guard(tr("The settings were not saved"), problems.append):
            preferences.save(settings)
            self._settings = self._form = settings
            log_handler.set_debug(settings.debug_log)
        with guard(tr("The built-in model's server could not be started or stopped"), problems.append):
            self._apply_builtin(settings)
        if self._mcp_switch is not None:
            with guard(tr("The MCP server could not be started or stopped"), problems.append):
                self._mcp_switch(settings.mcp_enabled)
        self._show_key_status("\n".join(translated(problem) for problem in problems))

    def remove_key(self) -> None:
        config_field = _PROVIDER_FIELDS[self._shown_provider][3]
        with guard(tr("The key was not removed"), self._show_key_status):
            secrets.remove_api_key(self._config_id())
            self._settings = replace(self._settings, **{config_field: ""})
            self._form = replace(self._form, **{config_field: ""})
            # Saved at once: the key is gone, the setting must not point at it any more.
            stored = preferences.load()
            setattr(stored, config_field, "")
            preferences.save(stored)
            self._show_key_status(tr("The key was removed."))

    # ------------------------------------------------------------ models

    def refresh_models(self) -> None:
        if self._model_lister is None:
            return
        list_models = None
        with guard(tr("Could not list models"), self._models_status_error):
            # On the main thread: unlocking the auth database may show a dialog,
            # and QGIS's proxy settings are read through its auth manager.
            list_models = self._model_lister(self.form_settings(), self.api_key_edit.text().strip() or None)
        if list_models is None:
            return
        self.refresh_button.setEnabled(False)
        self.models_status.setText(tr("Loading…"))
        _start(lambda: list(list_models()), self._models_loaded, self._models_failed)

    def test_connection(self) -> None:
        """The health check, off the main thread; its one line goes under the button."""
        if self._connection_tester is None:
            return
        check = None
        with guard(tr("Could not test the connection"), self._connection_tested):
            check = self._connection_tester(self.form_settings(), self.api_key_edit.text().strip() or None)
        if check is None:
            return
        self.test_button.setEnabled(False)
        self.connection_status.setText(tr("Testing…"))
        _start(check, self._connection_tested, self._connection_test_failed)

    # Bound methods, never lambdas holding the page: PyQt drops a bound method's
    # connection when its page is destroyed, so an answer arriving after the page
    # closed touches nothing (a lambda would touch deleted widgets).
    def _connection_tested(self, line: object) -> None:
        self.test_button.setEnabled(True)
        self.connection_status.setText(str(translated(line)))
        self.show_tool_calling()  # the test started the pair afresh and may have proved it

    def _connection_test_failed(self, message: str) -> None:
        self._connection_tested(tr("Could not test the connection: {reason}", reason=message))

    # ------------------------------------------------------------ tool calling (issue 26)

    def show_tool_calling(self) -> None:
        """The detected state of the form's server and model; only the OpenAI-compatible
        provider has one (the line lives in its box, hidden for Anthropic)."""
        if self._tool_calling is None or self._shown_provider != OPENAI:
            self.tool_state_label.clear()
            return
        state = ""
        with guard(tr("Could not read the tool calling state"), self._tool_state_error):
            state = self._tool_calling(self.form_settings())
        if state:
            self.tool_state_label.setText(_tool_state_text(state))

    def retest_tool_calling(self) -> None:
        if self._forget_tool_calling is None or self._shown_provider != OPENAI:
            return
        with guard(tr("Could not forget the tool calling state"), self._tool_state_error):
            self._forget_tool_calling(self.form_settings())
            self.show_tool_calling()

    def _tool_state_error(self, message: str) -> None:
        self.tool_state_label.setText(translated(message))

    def _chosen_model(self) -> str:
        """The model id chosen in the combo ("" = automatic); a typed id as typed."""
        index = self.model_combo.currentIndex()
        text = self.model_combo.currentText().strip()
        if index >= 0 and self.model_combo.itemText(index) == self.model_combo.currentText():
            return str(self.model_combo.itemData(index) or "")
        return text

    def _show_model(self, model: str) -> None:
        index = self.model_combo.findData(model)
        if index >= 0:
            self.model_combo.setCurrentIndex(index)
        else:
            self.model_combo.setEditText(model)  # keep the user's choice even if not listed

    def _models_loaded(self, models: list) -> None:
        chosen = self._chosen_model()
        self.model_combo.clear()
        self.model_combo.addItem(automatic_label(self._shown_provider), "")
        for model in models:
            model_id = str(getattr(model, "id", model))
            retires_on = str(getattr(model, "retires_on", "") or "")
            if retires_on:
                self.model_combo.addItem(tr("{model} (deprecated: retires {date})", model=model_id, date=retires_on),
                                         model_id)
                self.model_combo.setItemData(self.model_combo.count() - 1,
                                             tr("Anthropic retires this model on {date}.", date=retires_on),
                                             Qt.ItemDataRole.ToolTipRole)
            else:
                self.model_combo.addItem(model_id, model_id)
        self._show_model(chosen)
        self.refresh_button.setEnabled(True)
        self.models_status.setText(tr("%n model(s) available.", "", len(models)) if models
                                   else tr("The API listed no models."))

    def _models_failed(self, message: str) -> None:
        self._models_status_error(tr("Could not list models: {reason}", reason=message))

    def _models_status_error(self, message: str) -> None:
        self.refresh_button.setEnabled(True)
        self.models_status.setText(translated(message))


class BuiltinModelRow(QWidget):
    """The built-in local model in Options: what it is and downloads, Download (the click
    is the consent), progress, Cancel and its state."""

    def __init__(self, model: BuiltinModel | None, parent: QWidget | None = None):
        super().__init__(parent, objectName="builtinModelBox")
        self._model = model
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.description = QLabel(objectName="builtinModelDescription")
        self.description.setWordWrap(True)
        layout.addWidget(self.description)
        self.progress = QProgressBar(objectName="builtinModelProgress")
        self.progress.setRange(0, 1000)
        layout.addWidget(self.progress)
        row = QHBoxLayout()
        self.download_button = QPushButton(tr("Download"), objectName="builtinDownloadButton")
        self.download_button.clicked.connect(self.download)
        row.addWidget(self.download_button)
        self.cancel_button = QPushButton(tr("Cancel"), objectName="builtinCancelButton")
        self.cancel_button.clicked.connect(self.cancel)
        row.addWidget(self.cancel_button)
        row.addStretch(1)
        layout.addLayout(row)
        self.state_label = QLabel(objectName="builtinModelState")
        self.state_label.setWordWrap(True)
        layout.addWidget(self.state_label)
        if model is not None:
            self.description.setText(model.description())
            model.changed.connect(self.show_state)  # a bound method: dropped with the page
        self.show_state()

    def download(self) -> None:
        if self._model is not None:
            self._model.download()

    def cancel(self) -> None:
        if self._model is not None:
            self._model.cancel()

    def show_state(self) -> None:
        model = self._model
        state = model.state if model is not None else ""
        downloading = state == "downloading"
        self.download_button.setVisible(state in ("not downloaded", ""))
        self.download_button.setEnabled(model is not None)
        self.cancel_button.setVisible(downloading)
        self.progress.setVisible(downloading)
        if model is None:
            self.state_label.setText(tr("Not available here."))
            return
        if downloading and model.progress is not None and model.progress.bytes_total:
            self.progress.setValue(int(1000 * min(model.progress.bytes_done / model.progress.bytes_total, 1.0)))
        self.state_label.setText(_builtin_state_text(model))


def _builtin_state_text(model: BuiltinModel) -> str:
    state = model.state
    if state == "not downloaded":
        return model.message or tr("Not downloaded. Nothing is fetched until you click Download.")
    if state == "ready":
        return model.status_line() or tr("Downloaded. Its server starts when you apply these settings.")
    return model.status_line()


def _tool_state_text(state: str) -> str:
    if state == "native":
        return tr("Tool calling: native")
    if state == "json":
        return tr("Tool calling: JSON in text")
    return tr("Tool calling: not yet known")


def _start(call: Callable[[], object], on_done: Callable[[object], None], on_failed: Callable[[str], None]) -> None:
    worker = BackgroundCall(call)
    worker.done.connect(on_done)
    worker.failed.connect(on_failed)
    # Kept by thread_release, not parented to the page: a page closed mid-request
    # must not destroy a running QThread (Qt aborts on that).
    keep_until_ended(worker)
    worker.start()
