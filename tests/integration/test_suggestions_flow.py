"""Proactive suggestions through the plugin's own controller (issue 41): the dock's panel is
made by the controller, nothing reaches the model before a click, and a starter question's
click is the user's message, answered like one typed."""

from qgis.core import QgsProject, QgsVectorLayer
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtWidgets import QLabel, QPushButton
from support.fakes.scripted import Reply


def cards(chat) -> list:
    return [w for w in chat.dock.messages.message_widgets() if w.objectName() == "suggestion"]


def asked_texts(server) -> list[str]:
    return [str(request["messages"][-1]["content"]) for request in server.requests if request.get("messages")]


def test_a_starter_question_is_sent_only_when_clicked_and_answered_like_a_typed_one(chat, llm_server, qtbot,
                                                                                     world_gpkg):
    panel = chat.controller.suggestions
    panel.rules.opened_at = float("-inf")  # past the project's first seconds
    QgsProject.instance().addMapLayer(QgsVectorLayer(f"{world_gpkg}|layername=countries", "countries", "ogr"))
    qtbot.waitUntil(lambda: any(card.findChild(QLabel, "suggestionText").text() == "Ask about this map:"
                                for card in cards(chat)), timeout=10_000)
    starters = next(c for c in cards(chat) if c.findChild(QLabel, "suggestionText").text() == "Ask about this map:")
    question = starters.findChildren(QPushButton, "suggestionButton")[0]
    assert question.text() == "How many countries are in view?"
    assert not any("How many countries" in text for text in asked_texts(llm_server))  # nothing before a click

    llm_server.enqueue(Reply.text("There are 42 countries in view."))
    qtbot.mouseClick(question, Qt.MouseButton.LeftButton)
    chat.wait_idle()
    assert any("How many countries are in view?" in text for text in asked_texts(llm_server))
    assert chat.replies()[-1] == "There are 42 countries in view."
    assert starters not in cards(chat)  # the chat is no longer empty


def test_after_shutdown_a_layer_added_suggests_nothing(chat, qtbot, world_gpkg):
    chat.controller.suggestions.rules.opened_at = float("-inf")
    chat.controller.shutdown()
    QgsProject.instance().addMapLayer(QgsVectorLayer(f"{world_gpkg}|layername=countries", "countries", "ogr"))
    qtbot.wait(600)  # past the panel's debounce
    assert cards(chat) == [] and not chat.controller.suggestions._debounce.isActive()
