"""Translation: ``tr`` for what the UI writes, ``translated`` for texts made in agent/ and
services/ (``agent/user_text.py``), and the catalogue for QGIS's language.

Extraction and lookup agree by construction: pylupdate5 files every bare ``tr("...")``
and ``for_user("...")`` under the Qt translation context ``@default`` (make i18n-update),
and that is the one looked up here. Method forms (``self.tr``, ``Class.tr``) would be filed
under the class's name: tests/test_code_rules.py refuses them.

Catalogues are ``i18n/map_assistant_<code>.qm`` (make i18n-compile), one per language.
English is the source and needs none: an untranslated text reads as written, its
counted words ("%n row(s)") as English plurals read (``agent/user_text.py`` ``english``).
"""

from __future__ import annotations

from pathlib import Path

from qgis.core import QgsSettings
from qgis.PyQt.QtCore import QCoreApplication, QLocale, QTranslator

from ..agent.user_text import english, for_user, render
from .metadata import PLUGIN_DIR

CONTEXT = "@default"  # pylupdate5's context for a bare tr("...") call
CATALOGUES = PLUGIN_DIR / "i18n"


def tr(text: str, disambiguation: str = "", n: int = -1, **fields: object) -> str:
    """``text`` in QGIS's language; ``%n`` becomes ``n``, then the named fields are filled in."""
    return translated(for_user(text, disambiguation, n, **fields))


def translated(text: object) -> object:
    """A ``UserText`` (agent/user_text.py) in QGIS's language; anything else unchanged."""
    return render(text, _translate)


def _translate(template: str, disambiguation: str, n: int) -> str:
    if QCoreApplication.translate(CONTEXT, template, disambiguation or None) == template:  # none for it
        return english(template, disambiguation, n)
    return QCoreApplication.translate(CONTEXT, template, disambiguation or None, n)


def locale_code() -> str:
    """QGIS's interface language ("es", "pt_BR", "fr_FR"...): QGIS writes it to
    ``locale/userLocale`` at start-up, also when it follows the system's."""
    return str(QgsSettings().value("locale/userLocale", "") or QLocale().name())


def catalogue_code(locale: str, available: list[str]) -> str | None:
    """The catalogue for ``locale``: its own ("pt_BR"), else one of its language ("es" for
    "es_ES", "pt_BR" for "pt" or "pt_PT"); None for English and languages without one."""
    code = locale.replace("-", "_").split(".")[0].split("@")[0]
    if code in available:
        return code
    language = code.split("_")[0].lower()
    same = sorted(name for name in available if name.split("_")[0] == language)
    return same[0] if same else None


def available_codes(folder: Path = CATALOGUES) -> list[str]:
    return sorted(path.stem[len("map_assistant_"):] for path in folder.glob("map_assistant_*.qm"))


def install_translator(folder: Path = CATALOGUES) -> QTranslator | None:
    """Install the catalogue for QGIS's language; return it so unload can remove it."""
    code = catalogue_code(locale_code(), available_codes(folder))
    translator = QTranslator()
    if code is None or not translator.load(str(folder / f"map_assistant_{code}.qm")):
        return None
    QCoreApplication.installTranslator(translator)
    return translator


def language_name(locale: str | None = None) -> str:
    """QGIS's interface language for the model: "Spanish (es_ES)", "" when unknown."""
    code = locale or locale_code()
    language = QLocale(code).language()
    if language == QLocale.Language.C:
        return ""
    return f"{QLocale.languageToString(language)} ({code})"
