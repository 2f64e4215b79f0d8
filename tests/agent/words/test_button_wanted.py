"""When a small model's prose is asked for a button (agent/words/button_wanted.py): the words of a
``done_by_button`` tool, unless the question asks how to do it."""

from dataclasses import dataclass

import pytest
from map_assistant.agent.tools import Tool
from map_assistant.agent.words.button_wanted import button_wanted


@dataclass
class _Tool(Tool):
    name: str
    offer_words: tuple = ()
    done_by_button: bool = False


STYLE = _Tool("style", ("colour", "color", "couleur", "farbe", "label the"), done_by_button=True)
QUERY = _Tool("query", ("colour",))  # the same words, not done by a button


@pytest.mark.parametrize("asked", [
    "Colour the states_provinces layer by country.", "Label the countries with their names.",
    "Change la couleur des pays.", "Ändere die Farbe der Länder.",
])
def test_a_request_its_words_name_wants_the_button(asked):
    assert "the style action does it" in button_wanted([QUERY, STYLE], asked)


@pytest.mark.parametrize("asked", [
    "How do I colour a layer by category?", "how to colour the countries", "Comment changer la couleur ?",
    "Wie ändere ich die Farbe?", "Cómo cambio el color?", "What is the area of France?", "",
])
def test_a_how_to_question_or_other_words_want_none(asked):
    assert button_wanted([QUERY, STYLE], asked) is None


def test_a_tool_not_done_by_button_wants_none():
    assert button_wanted([QUERY], "Colour the countries.") is None
