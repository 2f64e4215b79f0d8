"""Runs inside the real QGIS desktop application (``qgis --code``) for
tests/release/test_install.py: what a user does in *Plugins > Manage and Install
Plugins*, done with the Plugin Manager's own code (QGIS's ``pyplugin_installer``):

1. Settings: tick "Show also experimental plugins" and add the repository whose
   plugins.xml URL is $MA_PLUGIN_REPOSITORY (the others are switched off: this
   machine reaches no other server);
2. fetch the repositories; Map Assistant is offered;
3. install it (its experimental version: metadata.txt says experimental=True).

Writes what it saw to $MA_INSTALL_RESULT as JSON and quits QGIS.
"""

import json
import os
import sys
import traceback

import pyplugin_installer
import qgis.utils

# The Plugin Manager's internals differ between QGIS versions (3.44 has no settingsGroup):
# only names every supported version has are imported here, since an ImportError would end
# this script and leave QGIS open until the test's timeout.
from pyplugin_installer.installer_data import plugins, reposGroup, repositories
from qgis.core import QgsSettings
from qgis.PyQt.QtCore import QTimer
from qgis.PyQt.QtWidgets import QApplication, QDialog, QDockWidget, QLabel, QTextEdit
from qgis.utils import iface

RESULT = os.environ["MA_INSTALL_RESULT"]
REPOSITORY_URL = os.environ["MA_PLUGIN_REPOSITORY"]
REPOSITORY_NAME = "Map Assistant (test)"
PLUGIN = "map_assistant"
PROGRESS_DIALOGS = ("QgsPluginInstallerFetchingDialog", "QgsPluginInstallerInstallingDialog")
OFFERED = ("name", "version_available", "download_url", "experimental", "status_exp", "zip_repository")
seen = {"errors": [], "dialogs": []}


def step(name):
    """Each step as it starts, so that a run that hangs says where (the test prints it)."""
    with open(RESULT + ".steps", "a", encoding="utf-8") as log:
        log.write(f"{name}\n")


def allow_experimental():
    """The Settings tab's "Show also experimental plugins": a settings-tree entry since
    QGIS 3.30 (``plugin-manager/allow-experimental``), a plain setting before."""
    try:
        from qgis.core import QgsSettingsTree
    except ImportError:  # QGIS 3.22-3.28
        from pyplugin_installer.installer_data import settingsGroup

        QgsSettings().setValue(f"{settingsGroup}/allowExperimental", True)
        return
    QgsSettingsTree.node("plugin-manager").childSetting("allow-experimental").setVariantValue(True)


def add_our_repository():
    settings = QgsSettings()
    allow_experimental()
    repositories.load()  # adds the official repository, as the first start of the Plugin Manager does
    for key in repositories.all():
        settings.setValue(f"{reposGroup}/{key}/enabled", False)
    settings.setValue(f"{reposGroup}/{REPOSITORY_NAME}/url", REPOSITORY_URL)
    settings.setValue(f"{reposGroup}/{REPOSITORY_NAME}/enabled", True)


def dismiss_error_dialogs():
    """An error opens a modal dialog that would wait for a click: record it and close it.
    Only the Plugin Manager's own progress dialogs may stay (they close themselves)."""
    dialog = QApplication.activeModalWidget()
    if isinstance(dialog, QDialog) and type(dialog).__name__ not in PROGRESS_DIALOGS:
        texts = [widget.text() for widget in dialog.findChildren(QLabel)]
        texts += [widget.toPlainText() for widget in dialog.findChildren(QTextEdit)]
        seen["dialogs"].append(" | ".join([dialog.windowTitle(), *texts]))
        step(f"closed the dialog {seen['dialogs'][-1]}")
        dialog.reject()


def install():
    try:
        step("add the repository")
        add_our_repository()
        installer = pyplugin_installer.instance()
        step("fetch the repositories")
        installer.fetchAvailablePlugins(True)  # reload the repositories from the settings, as Settings > Reload does
        seen["repositories"] = {key: {"state": value["state"], "error": value["error"]}
                                for key, value in repositories.allEnabled().items()}
        offered = plugins.all().get(PLUGIN)
        seen["offered"] = {key: offered[key] for key in OFFERED} if offered else None
        if offered:
            step("install the plugin")
            installer.installPlugin(PLUGIN, quiet=True, stable=False)
        step("look at what QGIS loaded")  # "Install Experimental Plugin"
        # HOME_PLUGIN_PATH since QGIS 3.30; home_plugin_path before
        seen["home_plugin_path"] = getattr(qgis.utils, "HOME_PLUGIN_PATH", None) or qgis.utils.home_plugin_path
        seen["active"] = PLUGIN in qgis.utils.active_plugins
        seen["module_file"] = getattr(sys.modules.get(PLUGIN), "__file__", None)
        seen["version"] = qgis.utils.pluginMetadata(PLUGIN, "version")
        seen["enabled_at_start"] = QgsSettings().value(f"PythonPlugins/{PLUGIN}", False, type=bool)
        seen["dock"] = iface.mainWindow().findChild(QDockWidget, "MapAssistantDock") is not None
    except Exception:
        seen["errors"].append(traceback.format_exc())
    with open(RESULT, "w", encoding="utf-8") as out:
        json.dump(seen, out)
    QApplication.instance().quit()


watch = QTimer()
watch.timeout.connect(dismiss_error_dialogs)
watch.start(200)
QTimer.singleShot(500, install)
