"""Translation: one ``tr`` for every user-visible string, and the translator
loaded from ``i18n/map_assistant_<locale>.qm`` when QGIS runs in that language."""

from __future__ import annotations

from qgis.core import QgsSettings
from qgis.PyQt.QtCore import QCoreApplication, QLocale, QTranslator

from .metadata import PLUGIN_DIR

CONTEXT = "MapAssistant"


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def install_translator() -> QTranslator | None:
    """Install the translator for QGIS's UI language; return it so unload can remove it."""
    locale = str(QgsSettings().value("locale/userLocale", QLocale().name()) or "")[:2]
    path = PLUGIN_DIR / "i18n" / f"map_assistant_{locale}.qm"
    if not locale or not path.exists():
        return None
    translator = QTranslator()
    if not translator.load(str(path)):
        return None
    QCoreApplication.installTranslator(translator)
    return translator
