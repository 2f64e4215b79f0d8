"""Map Assistant: a chat assistant for QGIS that answers with one-click map actions."""


def classFactory(iface):  # noqa: N802 (QGIS plugin entry point name)
    # Imported lazily so that QGIS lists the plugin without loading its modules.
    from .plugin import MapAssistantPlugin

    return MapAssistantPlugin(iface)
