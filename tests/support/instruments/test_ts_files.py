"""ts_files finds what keeps a .ts from being a finished catalogue, and passes a finished one."""

from support.instruments.ts_files import problems, read, translated_copy

HEAD = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="fr" sourcelanguage="en">\n'
SYNTHETIC = HEAD + """<context>
    <name>@default</name>
    <message><source>Open</source><translation>Ouvrir</translation></message>
    <message><source>Close</source><translation type="unfinished"></translation></message>
    <message><source>Gone</source><translation type="obsolete">Parti</translation></message>
    <message><source>Vanished</source><translation type="vanished">Disparu</translation></message>
    <message><source>Zoom to layer '{layer}'</source><translation>Zoomer sur '{couche}'</translation></message>
    <message><source>Empty</source><translation></translation></message>
    <message numerus="yes"><source>%n row(s)</source>
        <translation><numerusform>%n ligne</numerusform></translation></message>
    <message numerus="yes"><source>%n layer(s)</source>
        <translation><numerusform>une couche</numerusform><numerusform>des couches</numerusform></translation>
    </message>
</context>
</TS>
"""


def test_every_kind_of_problem_is_found(tmp_path):
    path = tmp_path / "map_assistant_fr.ts"
    path.write_text(SYNTHETIC, encoding="utf-8")
    found = problems(path, expected={("@default", "Open", "", False), ("@default", "New", "", False)})
    assert "unfinished: 'Close'" in found
    assert "obsolete: 'Gone'" in found and "vanished: 'Vanished'" in found
    assert any(f.startswith("fields ['couche'] instead of ['layer']") for f in found)
    assert "empty translation: 'Empty'" in found
    assert "1 plural forms, not 2: '%n row(s)'" in found
    assert any(f.startswith("the count (%n) is lost: '%n layer(s)'") for f in found)
    assert "missing (make i18n-update): 'New'" in found
    assert "no longer in the code (make i18n-update): 'Close'" in found
    assert not any("'Open'" in f and "longer" not in f for f in found)  # finished and expected: fine


def test_a_finished_catalogue_in_step_with_the_code_passes(tmp_path):
    source = tmp_path / "map_assistant_fr.ts"
    source.write_text(SYNTHETIC, encoding="utf-8")
    finished = tmp_path / "finished.ts"
    translated_copy(source, finished, lambda text: f"«{text}»")
    language, messages = read(finished)
    assert language == "fr" and all(m.status == "" for m in messages)
    assert [m.translations for m in messages if m.source == "%n row(s)"] == [("«%n row(s)»", "«%n row(s)»")]
    assert problems(finished, expected={m.key for m in messages}) == []
