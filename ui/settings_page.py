"""The "Map Assistant" page in QGIS Settings → Options.

Register with ``iface.registerOptionsWidgetFactory(MapAssistantOptionsFactory(model_lister))``.
The page never shows the stored API key: the key field starts empty, and
leaving it empty on Apply keeps the stored key. Listing models goes through a
``model_lister(settings, typed_key)`` callable (injected, so this module imports
nothing from ``agent/``). It runs on the main thread, where the auth database
and QGIS's proxy may be read, and returns a callable of pure values that a
QThread then calls to ask the API.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from qgis.gui import QgsOptionsPageWidget, QgsOptionsWidgetFactory
from qgis.PyQt.QtCore import Qt, QThread, pyqtSignal
from qgis.PyQt.QtGui import QIcon
from qgis.PyQt.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..toolbelt import log_handler, preferences, secrets
from ..toolbelt.guard import exception_text, guard
from ..toolbelt.i18n import tr
from ..toolbelt.metadata import PLUGIN_DIR
from ..toolbelt.preferences import PluginSettings

# A listed model: a plain id, or an object with ``id`` and ``retires_on`` (agent.models.ModelInfo).
ListModels = Callable[[], "list[object]"]
ModelLister = Callable[[PluginSettings, "str | None"], ListModels]

PROVIDERS = (("Anthropic", "anthropic"),)


def automatic_label() -> str:
    """The combo entry for "no model chosen" (a function: tr() needs the running app)."""
    return tr("Automatic: the newest Sonnet")


ICON_PATH = PLUGIN_DIR / "resources" / "icon.svg"


class MapAssistantOptionsFactory(QgsOptionsWidgetFactory):
    def __init__(self, model_lister: ModelLister | None = None):
        icon = QIcon(str(ICON_PATH)) if Path(ICON_PATH).exists() else QIcon()
        super().__init__(tr("Map Assistant"), icon)
        self._model_lister = model_lister

    def createWidget(self, parent: QWidget | None = None) -> MapAssistantOptionsPage:
        return MapAssistantOptionsPage(self._model_lister, parent)


class _ModelsFetcher(QThread):
    """Calls ``list_models`` off the main thread; results come back as queued signals."""

    loaded = pyqtSignal(list)
    failed = pyqtSignal(str)

    def __init__(self, list_models: ListModels):
        super().__init__()
        self._list_models = list_models

    def run(self) -> None:
        try:
            self.loaded.emit(list(self._list_models()))
        except Exception as exc:  # noqa: BLE001 - any failure becomes the message next to the button
            self.failed.emit(exception_text(exc))


# Running fetchers are kept here, not parented to the page: a page closed mid-request
# must not destroy a running QThread (Qt aborts on that).
_running_fetchers: set[_ModelsFetcher] = set()


class MapAssistantOptionsPage(QgsOptionsPageWidget):
    def __init__(self, model_lister: ModelLister | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("MapAssistantOptionsPage")
        self._model_lister = model_lister
        self._settings = preferences.load()
        self._build()
        self._load(self._settings)

    # ------------------------------------------------------------ layout

    def _build(self) -> None:
        form = QFormLayout()

        self.provider_combo = QComboBox(objectName="providerCombo")
        for label, value in PROVIDERS:
            self.provider_combo.addItem(label, value)
        form.addRow(tr("Provider"), self.provider_combo)

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

        self.base_url_edit = QLineEdit(objectName="baseUrlEdit")
        self.base_url_edit.setPlaceholderText(tr("Default (https://api.anthropic.com)"))
        form.addRow(tr("Base URL"), self.base_url_edit)

        self.timeout_spin = self._double_spin("timeoutSpin", 1.0, 3600.0, " s")
        form.addRow(tr("Request timeout"), self.timeout_spin)
        self.max_tokens_spin = self._int_spin("maxTokensSpin", 1, 1_000_000)
        form.addRow(tr("Max output tokens"), self.max_tokens_spin)
        self.sql_timeout_spin = self._double_spin("sqlTimeoutSpin", 1.0, 3600.0, " s")
        form.addRow(tr("SQL timeout"), self.sql_timeout_spin)
        self.max_selection_spin = self._int_spin("maxSelectionSpin", 1, 100_000_000)
        form.addRow(tr("Max features to select"), self.max_selection_spin)
        self.max_rows_spin = self._int_spin("maxRowsSpin", 1, 10_000_000)
        form.addRow(tr("Max rows in results"), self.max_rows_spin)
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
        form.addRow(tr("Log"), self.debug_log_check)

        outer = QVBoxLayout(self)
        outer.addLayout(form)
        outer.addStretch(1)

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
        index = self.provider_combo.findData(settings.provider)
        self.provider_combo.setCurrentIndex(max(index, 0))
        self._show_model(settings.model)
        self.api_key_edit.clear()  # never put the stored key back into a widget
        self.base_url_edit.setText(settings.base_url)
        self.timeout_spin.setValue(settings.timeout_s)
        self.max_tokens_spin.setValue(settings.max_tokens)
        self.sql_timeout_spin.setValue(settings.sql_timeout_s)
        self.max_selection_spin.setValue(settings.max_selection)
        self.max_rows_spin.setValue(settings.max_rows)
        self.disabled_algorithms_edit.setText(settings.disabled_algorithms)
        self.debug_log_check.setChecked(settings.debug_log)
        self._show_key_status()

    def _show_key_status(self, message: str = "") -> None:
        stored = secrets.has_api_key(self._settings.auth_config_id)
        self.remove_key_button.setEnabled(stored)
        if message:
            self.key_status.setText(message)
        elif stored:
            self.key_status.setText(
                tr("A key is stored in the QGIS authentication database. Leave the field empty to keep it.")
            )
        else:
            self.key_status.setText(tr("No key stored. Paste your Anthropic API key."))
        self.api_key_edit.setPlaceholderText(tr("•••••••• (stored)") if stored else "sk-ant-…")

    def form_settings(self) -> PluginSettings:
        """The settings as currently shown in the form (the key is handled separately)."""
        return replace(
            self._settings,
            provider=self.provider_combo.currentData() or PROVIDERS[0][1],
            model=self._chosen_model(),
            base_url=self.base_url_edit.text().strip(),
            timeout_s=float(self.timeout_spin.value()),
            max_tokens=int(self.max_tokens_spin.value()),
            sql_timeout_s=float(self.sql_timeout_spin.value()),
            max_selection=int(self.max_selection_spin.value()),
            max_rows=int(self.max_rows_spin.value()),
            disabled_algorithms=self.disabled_algorithms_edit.text().strip(),
            debug_log=self.debug_log_check.isChecked(),
        )

    def apply(self) -> None:
        """Called by QGIS when the Options dialog is accepted. Never raises."""
        settings = self.form_settings()
        typed_key = self.api_key_edit.text().strip()
        problems: list[str] = []
        with guard(tr("The API key was not saved"), problems.append):
            if typed_key:
                settings.auth_config_id = secrets.store_api_key(typed_key, settings.auth_config_id)
                self.api_key_edit.clear()
        with guard(tr("The settings were not saved"), problems.append):
            preferences.save(settings)
            self._settings = settings
            log_handler.set_debug(settings.debug_log)
        self._show_key_status("\n".join(problems))

    def remove_key(self) -> None:
        with guard(tr("The key was not removed"), self._show_key_status):
            secrets.remove_api_key(self._settings.auth_config_id)
            self._settings = replace(self._settings, auth_config_id="")
            # Saved at once: the key is gone, the setting must not point at it any more.
            stored = preferences.load()
            stored.auth_config_id = ""
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
        fetcher = _ModelsFetcher(list_models)
        fetcher.loaded.connect(self._models_loaded)
        fetcher.failed.connect(self._models_failed)
        fetcher.finished.connect(lambda: self._forget(fetcher))
        _running_fetchers.add(fetcher)
        self.refresh_button.setEnabled(False)
        self.models_status.setText(tr("Loading…"))
        fetcher.start()

    @staticmethod
    def _forget(fetcher: _ModelsFetcher) -> None:
        _running_fetchers.discard(fetcher)
        fetcher.deleteLater()

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
        self.model_combo.addItem(automatic_label(), "")
        for model in models:
            model_id = str(getattr(model, "id", model))
            retires_on = str(getattr(model, "retires_on", "") or "")
            if retires_on:
                self.model_combo.addItem(tr("{0} (deprecated: retires {1})").format(model_id, retires_on), model_id)
                self.model_combo.setItemData(self.model_combo.count() - 1,
                                             tr("Anthropic retires this model on {0}.").format(retires_on),
                                             Qt.ItemDataRole.ToolTipRole)
            else:
                self.model_combo.addItem(model_id, model_id)
        self._show_model(chosen)
        self.refresh_button.setEnabled(True)
        self.models_status.setText(tr("{0} models available.").format(len(models)) if models else tr("The API listed no models."))

    def _models_failed(self, message: str) -> None:
        self._models_status_error(tr("Could not list models: {0}").format(message))

    def _models_status_error(self, message: str) -> None:
        self.refresh_button.setEnabled(True)
        self.models_status.setText(message)
