"""QGIS proxy settings for tests, written the way the Options dialog writes them."""

import pytest
from qgis.core import QgsNetworkAccessManager, QgsSettings


@pytest.fixture
def qgis_proxy(qgis_app):
    """Writes proxy settings the way QGIS's options dialog does; restores them afterwards."""
    settings = QgsSettings()
    saved = {key: settings.value(key) for key in settings.allKeys() if key.startswith("proxy/")}
    settings.remove("proxy")

    def configure(**values):
        for key, value in values.items():
            settings.setValue(f"proxy/{key}", value)
        # What QGIS does after its options are applied (tests cross-check against it).
        QgsNetworkAccessManager.instance().setupDefaultProxyAndCache()

    yield configure
    settings.remove("proxy")
    for key, value in saved.items():
        settings.setValue(key, value)
    QgsNetworkAccessManager.instance().setupDefaultProxyAndCache()

