"""Which questions ask what the assistant can do (agent/words/words_wanted.py): those
get words, not buttons; a request that only begins like one keeps its button."""

from dataclasses import dataclass

import pytest
from map_assistant.agent.tools import Tool
from map_assistant.agent.words.tool_offer import asks_for
from map_assistant.agent.words.vocabulary import STYLE_WORDS
from map_assistant.agent.words.words_wanted import asks_to_change_data, asks_what_you_can_do


@pytest.mark.parametrize("text", [
    "What can you do for me?", "what can you do", "How can you help me?", "¿Qué puedes hacer?",
    "Que peux-tu faire pour moi ?", "Was kannst du alles?", "Cosa puoi fare?", "O que você pode fazer?",
])
def test_questions_about_the_assistant(text):
    assert asks_what_you_can_do(text)


@pytest.mark.parametrize("text", [
    "What can you do to make the rivers stand out?", "Was kannst du mir über die Straßen zeigen?",
    "How can you help me find the largest country?", "Zoom to Italy.", "What can you do with this layer's roads?",
])
def test_requests_that_only_begin_like_one(text):
    assert not asks_what_you_can_do(text)


@pytest.mark.parametrize("text", [
    "Delete all countries from the countries layer.", "Please rename France to 'French Republic'.",
    "Borra todos los países.", "Supprime les pays d'Afrique.", "Lösche alle Länder.", "Cancella i paesi.",
    "Exclua todos os países.", "Can you delete the disputed borders?",
])
def test_requests_to_change_the_data(text):
    assert asks_to_change_data(text)


@pytest.mark.parametrize("text", [
    "Delete the selection.", "Remove Spain from the selection.", "Delete the labels.", "Rename the query's column n to total.",
    "Edit the query so that it counts Spain too.", "Update the chart.", "How do I delete a feature?",
    "Zoom to Italy.", "Which countries were renamed?", "Elimina la selección.",
])
def test_requests_an_action_does_or_questions_about_changes(text):
    assert not asks_to_change_data(text)


def test_apaga_la_capa_hides_the_layer_and_changes_no_data():
    # Spanish "apagar una capa" turns it off (issue 40: it was told the assistant never changes data): a
    # style action hides it. Portuguese "apague/apaga os países" still deletes.
    for text in ("Apaga la capa de ríos.", "Apaga las capas de fondo.", "Por favor apague la capa countries."):
        assert not asks_to_change_data(text), text
        assert asks_for(_Style(), [text]), text
    assert asks_to_change_data("Apague os países.") and asks_to_change_data("Apaga os estados do Brasil.")


@dataclass
class _Style(Tool):  # the style tool's real words (services/actions/style.py)
    name: str = "style"
    offer_words: tuple = STYLE_WORDS
