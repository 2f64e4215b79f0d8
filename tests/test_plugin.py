"""The plugin loads, shows its dock, registers its options page and unloads
cleanly, so that reloading it leaks nothing. Uses pytest-qgis's stand-in iface
(the QGIS main window cannot run inside pytest; tests/e2e runs the real one)."""

import map_assistant
from qgis.PyQt.QtWidgets import QAction, QDockWidget


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
