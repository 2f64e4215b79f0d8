"""When a small model's prose is asked for a button (agent/words/button_wanted.py): the words of a
``done_by_button`` tool, unless the question asks how to do it."""

from dataclasses import dataclass

import pytest
from map_assistant.agent.tools import Tool
from map_assistant.agent.words.button_wanted import button_wanted
from map_assistant.agent.words.vocabulary import EXPORT_WORDS, STYLE_WORDS


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


# The real word lists of the two done_by_button tools (services/actions/style.py, map_export.py).
REAL_STYLE = _Tool("style", STYLE_WORDS, done_by_button=True)
REAL_EXPORT = _Tool("map_export", EXPORT_WORDS, done_by_button=True)


def test_print_the_names_of_the_countries_starting_with_z_wants_no_export_button():
    # Names to write out, not a map to print: the written list was deleted for an export button (issue 40).
    assert button_wanted([REAL_STYLE, REAL_EXPORT], "Print the names of the countries starting with Z") is None
    assert "the map_export action does it" in button_wanted([REAL_STYLE, REAL_EXPORT], "Print the map as a PDF.")
    assert "the map_export action does it" in button_wanted([REAL_STYLE, REAL_EXPORT], "Print this map, please.")


def test_what_colour_is_brazil_on_the_map_wants_no_style_button():
    # A question about the map is answered in words (issue 40); a request keeps its button.
    for asked in ("What colour is Brazil on the map?", "Which colour ramp does the countries layer use?",
                  "¿De qué color es Brasil en el mapa?", "De quelle couleur est le Brésil ?",
                  "Welche Farbe hat Brasilien?", "Di che colore è il Brasile?", "Qual é a cor do Brasil?"):
        assert button_wanted([REAL_STYLE, REAL_EXPORT], asked) is None, asked
    assert "the style action does it" in button_wanted([REAL_STYLE, REAL_EXPORT], "Colour Brazil red on the map.")
    assert "the style action does it" in button_wanted([REAL_STYLE], "Can you colour the countries by continent?")
