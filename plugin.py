"""Wires Map Assistant into QGIS: toolbar button, Plugins menu, dock, options page.

Everything added here is removed in ``unload()`` so that reloading the plugin
leaks nothing. Modules that need the third-party dependencies (the agent, the
services) are imported only once those are present, so the plugin always loads.
"""

from __future__ import annotations

from datetime import date

from qgis.PyQt.QtCore import QCoreApplication, Qt
from qgis.PyQt.QtGui import QIcon

from .toolbelt import dependencies, log, log_handler, preferences
from .toolbelt.i18n import install_translator, tr
from .toolbelt.metadata import PLUGIN_DIR, plugin_name
from .toolbelt.python_support import python_too_old
from .toolbelt.qgis_compat import QAction
from .toolbelt.slot_guard import guard
from .ui.dock import ChatDock

MENU = "&Map Assistant"
OPTIONS_PAGE = "MapAssistantOptionsPage"  # the page's objectName; QgsOptions finds pages by it


class MapAssistantPlugin:
    def __init__(self, iface):
        self.iface = iface
        self.action: QAction | None = None
        self.dock: ChatDock | None = None
        self.controller = None
        self.options_factory = None
        self.installer = None
        self.translator = None
        self.log_handler = None
        self.builtin_model = None
        self.builtin_offer = None
        self._builtin_running = False

    # QGIS entry points -------------------------------------------------

    def initGui(self):  # noqa: N802 (QGIS API name)
        self.translator = install_translator()
        # First: the agent's and services' logging reaches the Map Assistant log tab.
        self.log_handler = log_handler.install(debug=preferences.load().debug_log)
        main_window = self.iface.mainWindow()
        self.action = QAction(QIcon(str(PLUGIN_DIR / "resources" / "icon.svg")), plugin_name(), main_window)
        self.action.setObjectName("mapAssistantToggle")
        self.action.setCheckable(True)
        self.action.setToolTip(tr("Show or hide the Map Assistant chat"))
        self.action.toggled.connect(self._set_dock_visible)
        self.iface.addToolBarIcon(self.action)
        self.iface.addPluginToMenu(MENU, self.action)

        self.dock = ChatDock(main_window)
        self.iface.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.visibilityChanged.connect(self._on_dock_visibility)
        self.dock.installDependenciesRequested.connect(self._install_dependencies)
        self.dock.openSettingsRequested.connect(self._open_settings)
        self.dock.setVisible(preferences.dock_visible())

        self._start_builtin_model()
        self._register_options_page()
        dependencies.ensure_on_sys_path()
        missing = dependencies.missing_requirements()
        too_old = python_too_old(missing) if missing else None
        if too_old:  # e.g. Python 3.9 (QGIS 3.22-3.28 on Windows): pip cannot help, say what can
            self.dock.show_missing_dependencies(missing, dependencies.python_too_old_message(too_old),
                                                installable=False)
        elif missing:
            self.dock.show_missing_dependencies(missing, _install_explanation())
        else:
            self._start_controller()

    def unload(self):
        if self.builtin_model is not None:  # first: no download and no model server outlives the plugin
            with guard(tr("Could not stop the built-in model")):
                self.builtin_offer.shutdown()
                self.builtin_model.shutdown()
            self.builtin_model = self.builtin_offer = None
        if self.installer is not None:
            installer, self.installer = self.installer, None
            with guard(tr("Could not stop the installation")):
                # Disconnected first: the cancelled install must not report into a dock that is going away.
                installer.progress.disconnect(self._on_install_progress)
                installer.finished.disconnect(self._on_dependencies_installed)
                installer.cancel(wait_ms=3000)
        if self.controller is not None:
            self.controller.shutdown()
            self.controller = None
        if self.options_factory is not None:
            self.iface.unregisterOptionsWidgetFactory(self.options_factory)
            self.options_factory = None
        if self.dock is not None:
            preferences.set_dock_visible(not self.dock.isHidden())  # not isVisible(): false while QGIS closes
            self.iface.removeDockWidget(self.dock)
            self.dock.deleteLater()
            self.dock = None
        if self.action is not None:
            self.iface.removeToolBarIcon(self.action)
            self.iface.removePluginMenu(MENU, self.action)
            self.action.deleteLater()
            self.action = None
        if self.translator is not None:
            QCoreApplication.removeTranslator(self.translator)
            self.translator = None
        log_handler.uninstall(self.log_handler)  # last: the steps above may still log
        self.log_handler = None

    # Wiring ------------------------------------------------------------

    def _start_controller(self):
        with guard(tr("Map Assistant could not start"), self._report_error):
            try:
                from .ui.controller import ChatController  # needs the third-party dependencies
            except ImportError as exc:
                # Installed (their metadata says so) but broken or shadowed: offer a reinstall.
                log.error(f"Map Assistant could not import its dependencies: {exc!r}")
                self.dock.show_missing_dependencies(
                    dependencies.requirement_lines(),
                    tr("They are installed but do not import ({reason}). Install them again; if that does "
                       "not help, restart QGIS.", reason=exc),
                )
                return
            self.controller = ChatController(self.iface, self.dock)
            if self.builtin_model is not None:
                self.controller.builtin_model = self.builtin_model
                self.controller.refresh_idle_status()
                self.builtin_model.changed.connect(self._builtin_changed)

    def _report_error(self, message: str):
        if self.dock is not None:
            self.dock.add_notice(message, "error")

    def _start_builtin_model(self):
        """The built-in local model: its state in the dock, its server started if chosen and downloaded."""
        with guard(tr("The built-in model could not start"), self._report_error):
            from .toolbelt.builtin_model.builtin import BuiltinModel  # in the guard: QGIS's error dialog never shows
            from .ui.builtin_model_offer import BuiltinModelOffer

            self.builtin_model = BuiltinModel()
            self.builtin_offer = BuiltinModelOffer(self.builtin_model, self.dock)
            self.builtin_offer.refresh()

    def _builtin_changed(self):
        """The built-in model's server has just come up: have it read the chat's prompt. Its
        state or memory changed: the status line says whether it is ready, and what it holds."""
        from .toolbelt.builtin_model.server import RUNNING

        running = self.builtin_model is not None and self.builtin_model.state == RUNNING
        if running and not self._builtin_running and self.controller is not None:
            self.controller.warmer.schedule()
        self._builtin_running = running
        if self.controller is not None:
            self.controller.refresh_idle_status()

    def _register_options_page(self):
        from .ui.settings_page import MapAssistantOptionsFactory

        self.options_factory = MapAssistantOptionsFactory(model_lister=_model_lister,
                                                          connection_tester=_connection_tester,
                                                          tool_calling=_tool_calling,
                                                          forget_tool_calling=_forget_tool_calling,
                                                          builtin_model=self.builtin_model,
                                                          mcp_switch=self._switch_mcp)
        self.iface.registerOptionsWidgetFactory(self.options_factory)

    def _switch_mcp(self, on: bool):
        """The Options page's MCP switch: the dock's panel follows (the setting is saved either way)."""
        if self.controller is not None:
            self.controller.mcp.set_enabled(on)

    def _open_settings(self):
        with guard(tr("Could not open the settings"), self._report_error):
            self.iface.showOptionsDialog(self.iface.mainWindow(), currentPage=OPTIONS_PAGE)
            if self.builtin_offer is not None:  # the dialog is modal: the settings are final now
                self.builtin_offer.refresh()
            if self.controller is not None:  # another provider or model: the status line names it
                self.controller.refresh_idle_status()

    def _set_dock_visible(self, visible: bool):
        if self.dock is not None and self.dock.isVisible() != visible:
            self.dock.setVisible(visible)

    def _on_dock_visibility(self, visible: bool):
        if self.action is not None and self.action.isChecked() != visible:
            self.action.setChecked(visible)

    def _install_dependencies(self):
        if self.installer is not None or self.dock is None:
            return
        with guard(tr("Could not start the installation"), self._install_failed):
            # Nothing missing but Install offered: they are there but do not import; reinstall all.
            requirements = dependencies.missing_requirements() or dependencies.requirement_lines()
            self.installer = dependencies.DependencyInstaller(requirements=requirements)
            self.installer.progress.connect(self._on_install_progress)
            self.installer.finished.connect(self._on_dependencies_installed)
            self.dock.set_dependencies_installing(tr("Starting pip…"), -1)
            self.installer.start()

    def _on_install_progress(self, message: str, percent: float):
        if self.dock is not None:
            self.dock.set_dependencies_installing(message, percent)

    def _install_failed(self, message: str):
        self.installer = None
        if self.dock is not None:
            self.dock.set_dependencies_installing(message, None)  # offers Install again
            self.dock.add_notice(message, "error")

    def _on_dependencies_installed(self, ok: bool, message: str):
        self.installer = None
        if self.dock is None:  # unloaded meanwhile
            return
        with guard(tr("Could not finish the installation"), self._install_failed):
            if not ok:
                self._install_failed(message)
                return
            missing = dependencies.missing_requirements()
            if missing:
                self.dock.show_missing_dependencies(
                    missing, tr("Still missing after pip ran: {packages}", packages=", ".join(missing)))
                return
            self.dock.hide_missing_dependencies()
            self.dock.add_notice(tr("Dependencies installed. Map Assistant is ready."), "info")
            self._start_controller()


def _install_explanation() -> str:
    return tr(
        "Map Assistant needs Python packages that QGIS does not ship. Install copies them into "
        "{folder} with QGIS's own Python; nothing QGIS already has (numpy, GDAL…) is upgraded or replaced.",
        folder=dependencies.dependencies_dir())


def _model_lister(settings, typed_key, today=None):
    """For the options page, called on the main thread: the client is built here
    (reading the key from the auth database and the proxy from QGIS's settings,
    neither safe off the main thread); only the listing runs in the fetcher. Models
    whose announced retirement date has passed are not offered."""
    from .agent.providers.models import retirement_passed
    from .toolbelt.clients import make_client  # needs the third-party dependencies

    client = make_client(settings, api_key=typed_key)
    day = today or date.today()

    def list_models():
        return [m for m in client.list_models() if not (m.retires_on and retirement_passed(m.retires_on, day))]

    return list_models


def _connection_tester(settings, typed_key):
    """For the options page's health check: the client is built on the main thread (key,
    proxy), the check itself (HTTP only) runs in a thread and returns one line."""
    from .agent.providers.connection_check import check_connection
    from .toolbelt.clients import make_client  # needs the third-party dependencies

    client = make_client(settings, api_key=typed_key)
    model = preferences.chosen_model(settings)
    return lambda: check_connection(client, model).line()


def _tool_calling(settings):
    """For the options page: what the form's OpenAI-compatible server and model have shown
    ("native", "json", "unknown"), or what the hand-set mode forces. No key, no network:
    only the address and the mode name the state."""
    from .agent.providers.openai_client import OpenAICompatibleClient
    from .agent.providers.presets import local_base_url

    client = OpenAICompatibleClient(local_base_url(settings.local_preset, settings.local_base_url),
                                    tools=settings.tools_mode)
    return client.tool_calling(settings.local_model)


def _forget_tool_calling(settings):
    """The options page's Re-test: the next request for the model offers tools again. With
    no model chosen (Automatic) every model of the server starts afresh."""
    from .agent.providers.openai_client import TOOL_SUPPORT, OpenAICompatibleClient
    from .agent.providers.presets import local_base_url

    client = OpenAICompatibleClient(local_base_url(settings.local_preset, settings.local_base_url))
    if settings.local_model:
        client.forget_tool_support(settings.local_model)
    else:
        TOOL_SUPPORT.forget(client.base_url)
