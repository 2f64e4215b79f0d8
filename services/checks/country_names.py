"""A country's name in its own language, as Qt's English name: "España" is Spain,
"Deutschland" Germany, "日本" Japan (issue 26: a user asks for a place in their own
language, and the map's data writes it in English).

From the locale data Qt ships (CLDR, through QLocale), so nothing is hard-coded and
nothing expires. Only a territory's native names are known: the French "Espagne" is
not one of them.
"""

from __future__ import annotations

from functools import lru_cache

from qgis.PyQt.QtCore import QLocale

from ...agent.words.tool_offer import fold


def english_country_name(text: str) -> str | None:
    """Qt's English name of the country whose native name is ``text`` (any case and
    accents), when that name differs from ``text``; None otherwise."""
    english = _by_native_name().get(fold(text.strip()))
    return english if english is not None and fold(english) != fold(text.strip()) else None


def is_english_country_name(text: str) -> bool:
    """Whether ``text`` is Qt's English name of a country (any case and accents): a layer
    whose names are such writes them in English."""
    return fold(text.strip()) in _english_names()


@lru_cache(maxsize=1)
def _english_names() -> frozenset[str]:
    return frozenset(fold(_english_name(locale)) for locale in _all_locales())


def _all_locales() -> list[QLocale]:
    return QLocale.matchingLocales(QLocale.Language.AnyLanguage, QLocale.Script.AnyScript, QLocale.Country.AnyCountry)


@lru_cache(maxsize=1)
def _by_native_name() -> dict[str, str]:
    """Folded native name -> English name, for names only one country has."""
    found: dict[str, set[str]] = {}
    for locale in _all_locales():
        native, english = _native_name(locale), _english_name(locale)
        if native and english:
            found.setdefault(fold(native), set()).add(english)
    return {native: next(iter(names)) for native, names in found.items() if len(names) == 1}


# Qt 6 names the country a territory; Qt 5 has only the older names.
def _native_name(locale: QLocale) -> str:
    native = getattr(locale, "nativeTerritoryName", None) or locale.nativeCountryName
    return native()


def _english_name(locale: QLocale) -> str:
    if hasattr(QLocale, "territoryToString"):
        return QLocale.territoryToString(locale.territory())
    return QLocale.countryToString(locale.country())
