"""With QGIS in each language of i18n/, the dock, the Options page, the dependency panel
and the chats list show no English text of the catalogue: every text they show went
through the translation (toolbelt/i18n.py).

Fails for a language until its .ts is translated (i18n/README.md). The self-tests below
show the walk passing with every entry translated (pseudo-translations, "⟦New chat⟧"),
and failing on the English UI.
"""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest
from map_assistant.ui.chats.chat_list import ChatListPanel, ChatRow
from map_assistant.ui.dock import ChatDock
from map_assistant.ui.settings_page import MapAssistantOptionsFactory
from support.fixtures.locale import in_locale
from support.instruments.ts_files import i18n_script, read, translated_copy
from support.instruments.visible_texts import untranslated, visible_texts

SCRIPT = i18n_script()
# The same in every language by nature: the plugin's own name.
ALLOWED = {"Map Assistant"}
LRELEASE = pytest.mark.skipif(not shutil.which("lrelease"),
                                reason="lrelease comes with `make system` (qttools5-dev-tools)")


def surfaces(qtbot) -> list:
    """The dock (with the dependency panel and the chats list showing), a second chats
    list with no chat, and the Options page, built as QGIS builds them."""
    dock = ChatDock()
    dock.show_missing_dependencies(["anthropic==0.40.0", "openai==1.59.0"])
    dock.chat_list.set_chats("city.qgz", [ChatRow(1, "¿Cuántas calles?", time.time(), current=True),
                                          ChatRow(2, "", time.time())])
    dock.chat_list.setVisible(True)
    empty = ChatListPanel()
    empty.set_chats("city.qgz", [])
    page = MapAssistantOptionsFactory().createWidget(None)
    widgets = [dock, empty, page]
    for widget in widgets:
        qtbot.addWidget(widget)
    return widgets


def catalogue_of(ts: Path) -> dict[str, str]:
    """source -> its translation in ``ts`` ("" while unfinished)."""
    return {m.source: (m.translations[0] if m.status == "" else "") for m in read(ts)[1]}


def shown_untranslated(qtbot, code: str, ts: Path, folder: Path) -> tuple[list[str], list[tuple[str, str]]]:
    """(the English texts shown, all texts shown) with QGIS in ``code`` and ``ts`` compiled."""
    shutil.copy(ts, folder / f"map_assistant_{code}.ts")
    SCRIPT.compile_all(folder)
    with in_locale(code, folder) as translator:
        assert translator is not None
        texts = [text for widget in surfaces(qtbot) for text in visible_texts(widget)]
    return untranslated(texts, catalogue_of(ts), ALLOWED), texts


@pytest.mark.parametrize("code", SCRIPT.LANGUAGES)
@LRELEASE
def test_no_english_text_is_shown(qgis_app, qtbot, tmp_path, code):
    found, _ = shown_untranslated(qtbot, code, SCRIPT.ts_path(code), tmp_path)
    assert found == [], f"{len(found)} English texts in {code}:\n" + "\n".join(found[:30])


# ---------------------------------------------------------------- the walk works


@LRELEASE
def test_with_every_entry_translated_nothing_english_is_left(qgis_app, qtbot, tmp_path):
    pseudo = tmp_path / "pseudo.ts"
    translated_copy(SCRIPT.ts_path("es"), pseudo, lambda source: f"⟦{source}⟧")
    found, texts = shown_untranslated(qtbot, "es", pseudo, tmp_path)
    shown = {text for _, text in texts}
    assert {"⟦New chat⟧", "⟦Test connection⟧", "⟦Install⟧", "⟦No saved chats yet.⟧"} <= shown  # it reached them
    assert "⟦Saved chats of ⟦city.qgz⟧⟧" not in shown and "⟦Saved chats of city.qgz⟧" in shown
    assert len(texts) > 80
    assert found == []


@LRELEASE
def test_the_english_ui_is_caught(qgis_app, qtbot, tmp_path):
    pseudo = tmp_path / "pseudo.ts"
    translated_copy(SCRIPT.ts_path("es"), pseudo, lambda source: f"⟦{source}⟧")
    texts = [text for widget in surfaces(qtbot) for text in visible_texts(widget)]  # no translator installed
    found = untranslated(texts, catalogue_of(pseudo), ALLOWED)
    assert any("'New chat'" in line for line in found)
    assert any("'Saved chats of city.qgz'" in line for line in found)
    assert any("'Automatic: detect'" in line for line in found)  # a combo item, marked at import
    assert len(found) > 50


def test_the_model_hears_qgis_language_as_a_hint(qgis_iface, qtbot, tmp_path):
    from map_assistant.ui.controller import ChatController

    dock = ChatDock()
    qtbot.addWidget(dock)
    with in_locale("es_ES", tmp_path):  # no catalogue needed: the hint is QGIS's language, not ours
        controller = ChatController(qgis_iface, dock)
    try:
        assert "answer in Spanish (es_ES), the language of the user's QGIS" in controller.session.system_text()
        assert "Answer in the language the user writes in." in controller.session.system_text()
    finally:
        controller.shutdown()
