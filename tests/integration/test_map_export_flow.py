"""Issue 24, the map_export action through the whole chat and both providers: the
model's answer becomes a button; the click opens the save dialog (a real Qt file
dialog, filled and accepted as a user would), and the PDF of QGIS's
world_map.gpkg view is read back with poppler. A folder that cannot be written
goes back to the model before any button shows."""

import json
import shutil
import subprocess

import pytest
from map_assistant.agent.providers.presets import ANTHROPIC
from qgis.core import QgsProject
from qgis.PyQt.QtWidgets import QApplication, QFileDialog, QLabel
from support.fakes.scripted import Reply


@pytest.fixture
def maps(tmp_path):
    """An empty folder for the exports (tmp_path also holds the chat's profile)."""
    folder = tmp_path / "maps"
    folder.mkdir()
    return folder


needs_poppler = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="poppler-utils is not installed")


def answer_and_click(chat, llm_server, reply: Reply, label: str) -> None:
    llm_server.enqueue(reply)
    chat.send("Export this view as a PDF with the title Iberia")
    buttons = chat.action_buttons()
    assert buttons and buttons[-1].text() == label, [b.text() for b in buttons]
    buttons[-1].click()


def export_dialog():
    dialogs = [w for w in QApplication.topLevelWidgets() if w.objectName() == "mapExportDialog" and w.isVisible()]
    return dialogs[-1] if dialogs else None


@needs_poppler
def test_export_this_view_as_a_pdf_with_the_title_iberia(chat, llm_server, world_project, maps, qtbot):
    answer_and_click(chat, llm_server, Reply.text(
        'Here is your map.\n```json\n{"type": "map_export", "title": "Iberia", "format": "pdf"}\n```\n'),
        "Export 'Iberia' as PDF")
    qtbot.waitUntil(lambda: export_dialog() is not None, timeout=10_000)
    dialog = export_dialog()
    assert dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave
    assert dialog.selectedFiles()[0].endswith("Iberia.pdf")  # the title names the file
    target = maps / "Iberia.pdf"
    dialog.selectFile(str(target))
    dialog.accept()
    qtbot.waitUntil(lambda: _reported(chat) or bool(chat.action_errors()), timeout=60_000)
    assert chat.action_errors() == []
    info = subprocess.run(["pdfinfo", str(target)], capture_output=True, text=True, check=True).stdout
    assert [line.split()[-1] for line in info.splitlines() if line.startswith("Pages:")] == ["1"]
    assert "Iberia" in subprocess.run(["pdftotext", str(target), "-"], capture_output=True, text=True,
                                      check=True).stdout


def _reported(chat) -> bool:
    return any(label.objectName() == "actionInfoText" and "Exported" in label.text()
               for label in chat.dock.findChildren(QLabel))


def test_a_folder_given_twice_gets_a_unique_name_and_the_layout_joins_the_project(
        chat, llm_server, world_project, maps, qtbot):
    call = {"title": "Iberia", "format": "png", "path": str(maps), "dpi": 72, "add_to_layouts": True}
    for expected in ("Iberia.png", "Iberia (2).png"):
        answer_and_click(chat, llm_server, Reply.tool_use("map_export", call), "Export 'Iberia' as PNG")
        qtbot.waitUntil(lambda expected=expected: _reported(chat) and (maps / expected).exists(), timeout=60_000)
    qtbot.waitUntil(lambda: QgsProject.instance().layoutManager().layoutByName("Iberia (2)") is not None,
                    timeout=60_000)
    assert chat.action_errors() == []
    assert sorted(path.name for path in maps.iterdir()) == ["Iberia (2).png", "Iberia.png"]
    # the model hears what the click did in its next request
    llm_server.enqueue(Reply.text("Done."))
    chat.send("Thanks")
    assert str(maps / "Iberia (2).png") in json.dumps(llm_server.requests[-1])


def test_an_unwritable_folder_goes_back_to_the_model_and_nothing_is_written(chat, llm_server, provider,
                                                                          world_project, maps):
    wrong = {"title": "Iberia", "format": "pdf", "path": "/proc"}
    llm_server.enqueue(Reply.tool_use("map_export", wrong, id="call_wrong"),
                       Reply.tool_use("map_export", {**wrong, "path": str(maps)}, id="call_right"))
    chat.send("Export this view as a PDF with the title Iberia into /proc")
    correction = json.dumps(llm_server.requests[1])
    assert "cannot be written" in correction and "/proc" in correction
    assert [button.text() for button in chat.action_buttons()] == ["Export 'Iberia' as PDF"]
    assert list(maps.iterdir()) == []  # nothing is written before the click
    if provider == ANTHROPIC:
        assert llm_server.requests[1]["messages"][-1]["content"][0]["is_error"] is True
