"""The plugin loads, shows its dock, registers its options page and unloads
cleanly, so that reloading it leaks nothing. Uses pytest-qgis's stand-in iface
(the QGIS main window cannot run inside pytest; tests/e2e runs the real one)."""

import map_assistant
from map_assistant.toolbelt.qgis_compat import QAction
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtWidgets import QDockWidget


def docks(iface):
    return [d for d in iface.mainWindow().findChildren(QDockWidget) if d.objectName() == "MapAssistantDock"]


def test_load_toggle_unload_reload(qgis_iface, qtbot):
    qgis_iface.mainWindow().show()  # a dock is only visible in a visible window
    for _ in range(2):  # the second round proves unload left nothing behind
        plugin = map_assistant.classFactory(qgis_iface)
        plugin.initGui()
        assert len(docks(qgis_iface)) == 1
        dock = docks(qgis_iface)[0]
        action = plugin.action
        assert isinstance(action, QAction) and action.isCheckable()
        qgis_iface.registerOptionsWidgetFactory.assert_called_with(plugin.options_factory)

        action.setChecked(True)
        assert dock.isVisible()
        action.setChecked(False)
        assert not dock.isVisible()
        dock.show()
        assert action.isChecked()

        factory = plugin.options_factory
        plugin.unload()
        qtbot.waitUntil(lambda: not docks(qgis_iface), timeout=2000)
        qgis_iface.unregisterOptionsWidgetFactory.assert_called_with(factory)
        assert plugin.dock is None and plugin.action is None and plugin.controller is None


def _labels(dock, *names):
    from qgis.PyQt.QtWidgets import QLabel

    return [w.text() for w in dock.findChildren(QLabel) if w.objectName() in names]


def test_a_dependency_that_does_not_import_shows_the_banner(qgis_iface, monkeypatch):
    """Metadata says everything is installed, yet the import fails (a broken or
    shadowed copy): initGui must not raise ("Couldn't load plugin"), it offers Install."""
    import sys

    # Stand-in for a broken dependency: None in sys.modules is Python's own way to make an import fail.
    monkeypatch.setitem(sys.modules, "map_assistant.ui.controller", None)
    plugin = map_assistant.classFactory(qgis_iface)
    plugin.initGui()
    try:
        dock = plugin.dock
        assert plugin.controller is None
        assert dock.deps_banner.isVisibleTo(dock)
        assert "do not import" in dock.deps_banner.detail.text()
        assert "map_assistant.ui.controller" in dock.deps_banner.detail.text()  # the real error, for the log-less user
        assert dock.deps_banner.install_button.isEnabled()
        assert not dock.input.isEnabled()
    finally:
        plugin.unload()


def test_unload_during_an_install_stops_pip_and_reports_nothing(qgis_iface, qtbot, tmp_path, monkeypatch):
    """QGIS unloads the plugin (reload, quit) while pip runs: pip is stopped, and
    its late "finished" must not reach the dock that is gone."""
    from map_assistant.toolbelt import dependencies
    from qgis.PyQt.QtCore import QProcess
    from qgis.PyQt.QtWidgets import QPushButton

    requirements = tmp_path / "requirements.txt"
    requirements.write_text("ma-unload-test-pkg==0.1\n")  # missing: the banner offers Install
    monkeypatch.setattr(dependencies, "REQUIREMENTS_FILE", requirements)
    # pip gets no index: it can only fail, after a second or so, and writes nothing.
    monkeypatch.setenv("PIP_NO_INDEX", "1")
    monkeypatch.setenv("PIP_FIND_LINKS", str(tmp_path))
    qgis_iface.mainWindow().show()
    plugin = map_assistant.classFactory(qgis_iface)
    plugin.initGui()
    dock = plugin.dock
    dock.show()
    qtbot.mouseClick(dock.findChild(QPushButton, "installDependenciesButton"), Qt.MouseButton.LeftButton)
    installer = plugin.installer
    assert installer is not None and installer.is_running()
    finished = []
    installer.finished.connect(lambda ok, message: finished.append(message))

    plugin.unload()
    assert plugin.installer is None and not installer.is_running()
    assert installer._process.state() == QProcess.ProcessState.NotRunning  # no pip outlives the plugin
    assert finished and "cancelled" in finished[0]
    assert _labels(dock, "chatNotice", "chatError") == []  # the dock heard nothing
    assert "cancelled" not in dock.deps_banner.detail.text()
    qtbot.wait(1500)  # a late signal reaching a slot would raise here (pytest-qt fails the test)


def test_on_a_python_the_clients_do_not_support_the_dock_says_what_to_do_and_offers_no_install(
        qgis_iface, monkeypatch):
    """QGIS 3.22-3.28 on Windows run Python 3.9, where the model clients do not install:
    before any click, the banner says what is needed and offers no Install that would fail.
    The running Python is stood in (this QGIS runs 3.11); the check itself reads the real pins."""
    from map_assistant import plugin as plugin_module
    from map_assistant.toolbelt import dependencies, python_support

    monkeypatch.setattr(dependencies, "missing_requirements", lambda: ["anthropic==2.10.0", "openai==3.51.0"])
    monkeypatch.setattr(plugin_module, "python_too_old",
                        lambda missing: python_support.python_too_old(missing, version=(3, 9, 13)))
    plugin = map_assistant.classFactory(qgis_iface)
    plugin.initGui()
    try:
        banner = plugin.dock.deps_banner
        assert banner.isVisibleTo(plugin.dock) and plugin.controller is None
        assert "needs Python 3.10 or newer" in banner.detail.text() and "3.9.13" in banner.detail.text()
        assert "anthropic" in banner.detail.text() and "Update QGIS" in banner.detail.text()
        assert not banner.install_button.isVisibleTo(plugin.dock)
        assert not plugin.dock.input.isEnabled()
    finally:
        plugin.unload()


def test_the_built_in_model_coming_up_shows_ready_in_the_status_line(qgis_iface, qtbot, monkeypatch):
    """Issue 41: plugin.py hands the controller the built-in model, whose changes (state,
    memory) refresh the status line between turns."""
    from map_assistant.toolbelt import preferences
    from map_assistant.toolbelt.builtin_model.builtin import BuiltinModel
    from map_assistant.toolbelt.builtin_model.server import RUNNING, ServerManager
    from map_assistant.toolbelt.preferences import GROUP, PluginSettings
    from qgis.core import QgsSettings

    preferences.save(PluginSettings(provider="openai", local_preset="builtin", warm_up=False))
    plugin = map_assistant.classFactory(qgis_iface)
    plugin.initGui()
    try:
        status = plugin.dock.status_label
        assert "ready" not in status.text()  # not downloaded here: nothing runs
        monkeypatch.setattr(BuiltinModel, "state", property(lambda self: RUNNING))  # its server has come up
        monkeypatch.setattr(ServerManager, "memory_bytes", lambda self: 2_790_000_000)
        plugin.builtin_model.changed.emit()
        assert status.text() == "Local model ready · no key needed · 2.8 GB in memory"
    finally:
        plugin.unload()
        QgsSettings().remove(GROUP)


def test_the_plugin_module_imports_with_none_of_its_dependencies(tmp_path):
    """QGIS loads plugin.py before the dock may install the requirements: nothing it imports
    at load may need one (services/base.py once imported pydantic through the agent's Tool,
    and QGIS showed its error dialog at start, seen only by the desktop end-to-end test)."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    names = [line.split("==")[0].split(">=")[0].strip() for line in (root / "requirements.txt").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    blocked = sorted({"httpx" if name == "httpx2" else name for name in names} | {"httpx2"})
    script = f"""
import sys
sys.path.insert(0, {str(root / "tests")!r})
class Blocker:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {blocked!r}:
            raise ModuleNotFoundError("No module named " + repr(name), name=name)  # as when not installed
sys.meta_path.insert(0, Blocker())
from support.fixtures.as_package import register_plugin_package
register_plugin_package()
import map_assistant.plugin
print("imported")
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120,
                          env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
    assert done.stdout.strip().endswith("imported"), done.stderr[-3000:]
