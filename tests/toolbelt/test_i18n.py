"""Translation with Qt's own tools: what pylupdate5 extracts is what tr() looks up, the
catalogue follows QGIS's locale, and the committed catalogues are finished.

Real pylupdate5 and lrelease (Debian's pyqt5-dev-tools and qttools5-dev-tools, which
scripts/install_system.sh installs), a real QTranslator on the test's QGIS.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from map_assistant.agent.user_text import for_user, joined
from map_assistant.toolbelt import i18n
from support.fixtures.locale import in_locale
from support.instruments.ts_files import extracted, i18n_script, problems, read, translated_copy

SCRIPT = i18n_script()
TOOLS = pytest.mark.skipif(not (shutil.which("pylupdate5") and shutil.which("lrelease")),
                           reason="pylupdate5 and lrelease come with `make system` (pyqt5-dev-tools, qttools5-dev-tools)")

PROBE = '''
class Panel:
    def build(self):
        tr("Probe in a method")
        self.tr("Probe as a method")

tr("Probe at module level")
for_user("Probe {layer} of {project}", layer="roads", project="city.qgz")
for_user("%n probe row(s)", "", 3)
'''
FRENCH = {"Probe in a method": "Sonde dans une méthode", "Probe at module level": "Sonde au niveau du module",
          "Probe {layer} of {project}": "Sonde de {project} : {layer}",
          "%n probe row(s)": ("%n ligne sondée", "%n lignes sondées")}


def french_catalogue(folder: Path, translations: dict[str, str | tuple[str, ...]]) -> Path:
    """The probe extracted by the real pylupdate5 into a French .ts, translated, compiled."""
    (folder / "probe.py").write_text(PROBE, encoding="utf-8")
    ts = folder / "map_assistant_fr.ts"
    SCRIPT.pylupdate([folder / "probe.py"], [ts])
    translated_copy(ts, ts, translations.get)
    SCRIPT.compile_all(folder)
    return folder


@TOOLS
def test_what_pylupdate5_extracts_is_what_tr_looks_up(qgis_app, tmp_path):
    french_catalogue(tmp_path, FRENCH)
    contexts = {message.context for message in read(tmp_path / "map_assistant_fr.ts")[1]
                if message.source != "Probe as a method"}
    assert contexts == {i18n.CONTEXT}  # bare tr() and for_user(), in a class or not
    # The method form goes under the class's name: tests/test_code_rules.py refuses it.
    assert [m.context for m in read(tmp_path / "map_assistant_fr.ts")[1] if m.source == "Probe as a method"] == ["Panel"]
    with in_locale("fr_FR", tmp_path) as translator:
        assert translator is not None
        assert i18n.tr("Probe in a method") == "Sonde dans une méthode"
        assert i18n.tr("Probe at module level") == "Sonde au niveau du module"
        probe = for_user("Probe {layer} of {project}", layer="roads", project="city.qgz")
        assert probe == "Probe roads of city.qgz"  # the model and the log read English
        assert i18n.translated(probe) == "Sonde de city.qgz : roads"  # the fields, reordered
        assert i18n.translated(for_user("%n probe row(s)", "", 0)) == "0 ligne sondée"  # French: 0 is singular
        assert i18n.translated(for_user("%n probe row(s)", "", 2)) == "2 lignes sondées"
        nested = joined([for_user("Probe at module level"), "(as the server said it)"])
        assert i18n.translated(nested) == "Sonde au niveau du module (as the server said it)"
    assert i18n.tr("Probe in a method") == "Probe in a method"  # the translator removed: English again


@TOOLS
def test_a_translation_that_lost_a_field_falls_back_to_english(qgis_app, tmp_path):
    french_catalogue(tmp_path, {"Probe {layer} of {project}": "Sonde de {projet} : {layer}"})
    with in_locale("fr", tmp_path):
        text = for_user("Probe {layer} of {project}", layer="roads", project="city.qgz")
        assert i18n.translated(text) == "Probe roads of city.qgz"


def test_english_reads_counted_words_as_english_plurals(qgis_app):
    assert i18n.tr("%n probe row(s)", "", 1) == "1 probe row"
    assert i18n.tr("%n probe row(s)", "", 0) == "0 probe rows"
    assert i18n.tr("Adding %Ln probe feature(s)…", "", 60000) == "Adding 60,000 probe features…"
    assert for_user("%n probe row(s)", "", 2) == "2 probe rows"


@pytest.mark.parametrize(("locale", "expected"), [
    ("es", "es"), ("es_ES", "es"), ("es_MX", "es"), ("fr_FR", "fr"), ("fr_CA", "fr"), ("de_AT", "de"),
    ("it_IT", "it"), ("pt_BR", "pt_BR"), ("pt", "pt_BR"), ("pt_PT", "pt_BR"), ("pt-BR", "pt_BR"),
    ("de_DE.UTF-8", "de"), ("en_US", None), ("en", None), ("ja_JP", None), ("", None),
])
def test_the_catalogue_follows_qgis_locale(locale, expected):
    assert i18n.catalogue_code(locale, ["de", "es", "fr", "it", "pt_BR"]) == expected


@TOOLS
def test_the_plugin_installs_the_catalogue_of_qgis_locale(qgis_app, tmp_path):
    french_catalogue(tmp_path, FRENCH)
    for locale, installed in (("fr_CA", True), ("en_GB", False), ("es", False)):
        with in_locale(locale, tmp_path) as translator:
            assert (translator is not None) == installed, locale
            assert i18n.locale_code() == locale


def test_the_language_for_the_model(qgis_app):
    assert i18n.language_name("es_ES") == "Spanish (es_ES)"
    assert i18n.language_name("pt_BR") == "Portuguese (pt_BR)"
    assert i18n.language_name("C") == ""


# ---------------------------------------------------------------- the committed catalogues


def test_there_is_one_catalogue_per_language():
    assert sorted(path.stem for path in (SCRIPT.I18N).glob("map_assistant_*.ts")) == sorted(
        f"map_assistant_{code}" for code in SCRIPT.LANGUAGES)
    for code in SCRIPT.LANGUAGES:
        assert read(SCRIPT.ts_path(code))[0] == code  # Linguist needs it for the plural forms


@TOOLS
@pytest.mark.parametrize("code", SCRIPT.LANGUAGES)
def test_the_catalogue_is_finished_and_in_step_with_the_code(code, tmp_path):
    """Fails while a translation is missing, or the code's texts changed and
    `make i18n-update` was not run (see i18n/README.md)."""
    found = problems(SCRIPT.ts_path(code), expected=extracted(tmp_path))
    assert found == [], f"{len(found)} problems, the first: " + "\n".join(found[:20])
