"""agent/words/short_prompt.py: what a small model's typed message brings of the tools, picked by
its words, each tool described once per chat. The real tools of the registry."""

import pytest
from map_assistant.agent.providers.map_context import MAP_CONTEXT, TOOL_NOTES, with_contexts
from map_assistant.agent.words.short_prompt import (
    DEFAULT_HEADING,
    NOTES_HEADING,
    REMINDER,
    given_notes,
    notes_for,
    short_system,
)


@pytest.fixture(scope="module")
def tools():
    from map_assistant.services.registry import create_tools

    return create_tools()


def _named(notes: str) -> list[str]:
    return sorted(given_notes([{TOOL_NOTES: notes}]))


@pytest.mark.parametrize(("text", "names"), [
    ("How many countries are in the current map view?", ["count_features", "query"]),
    ("¿Cuántos países hay en la vista actual del mapa?", ["count_features", "query"]),
    ("Zoom to Italy.", ["viewport"]),  # zoom_to_place finds the place itself
    ("Zoome sur l'Espagne, s'il te plaît.", ["viewport"]),
    ("Select the country whose ISO_A3 code is FRA.", ["selection"]),
    ("Wähle alle Länder aus, deren Name mit A beginnt.", ["selection"]),
    ("What is the average area of the parcels?", ["query"]),  # field_stats only by default: query does it all
    ("Colour the countries by continent.", ["style"]),  # not map_image: a picture is no JSON-form answer
    ("Buffer the rivers by 500 m.", ["algorithm_help", "find_algorithm", "processing"]),
    ("Hello!", ["count_features", "find_features", "query"]),  # no words: the general ones
    ("How many countries have I selected?", ["query", "selected_features", "selection"]),  # count_features: stop words
])
def test_the_words_of_a_message_pick_its_notes(tools, text, names):
    assert _named(notes_for(tools, text, set())) == names


def test_notes_no_words_picked_say_what_to_do_when_the_map_cannot_answer(tools):
    assert notes_for(tools, "What is the weather in Paris today?", set()).startswith(DEFAULT_HEADING)
    assert notes_for(tools, "How many countries?", set()).startswith(NOTES_HEADING)


def test_a_note_is_given_once_per_chat_and_nothing_new_brings_nothing(tools):
    first = notes_for(tools, "How many countries are there?", set())
    assert first.startswith(NOTES_HEADING)
    again = notes_for(tools, "And how many provinces?", given_notes([{TOOL_NOTES: first}]))
    assert again == REMINDER.format(types="count_features or query")  # named, not described again
    assert given_notes([{TOOL_NOTES: first}, {TOOL_NOTES: again}]) == given_notes([{TOOL_NOTES: first}])
    later = notes_for(tools, "Zoom to Brazil.", given_notes([{TOOL_NOTES: first}]))
    assert _named(later) == ["viewport"]


def test_a_note_has_the_fields_and_the_example_a_small_model_copies(tools):
    notes = notes_for(tools, "How many countries?", set())
    assert "### count_features\nLookup: the exact number of features" in notes
    assert "- in_view (boolean, optional)" in notes and 'Example: {"type": "count_features"' in notes
    assert "### text" not in notes_for(tools, "Say hello as text", set())  # prose needs no note


def test_the_system_text_is_the_same_bytes_whatever_the_tools_and_short(tools):
    assert short_system("Spanish (es_ES)") == short_system("Spanish (es_ES)")
    assert "Spanish (es_ES)" in short_system("Spanish (es_ES)")
    assert len(short_system()) < 1_200  # about 160 tokens: the full prompt's system text is 12,479 characters


def test_notes_go_after_the_map_context_and_before_the_question():
    messages = [{"role": "user", "content": [{"type": "text", "text": "How many?"}],
                 MAP_CONTEXT: "Layers: countries", TOOL_NOTES: "NOTES"}]
    (sent,) = with_contexts(messages, "Layers: countries")
    assert [b["text"] for b in sent["content"]] == ["Map context for this message:\nLayers: countries\n\nNOTES",
                                                   "How many?"]
    assert set(sent) == {"role", "content"}


def test_ou_as_or_in_combien_de_rivieres_ou_de_lacs_brings_no_viewport_note(tools):
    # "où" folds to "ou", French and Portuguese "or" (issue 40); "Où est ..." still asks where.
    assert _named(notes_for(tools, "Combien de rivières ou de lacs ?", set())) == ["count_features", "query"]
    assert "viewport" not in _named(notes_for(tools, "Quantos estados ou províncias tem o Brasil?", set()))
    for text in ("Où est le Brésil ?", "Ou est le Brésil ?", "Où se trouve le Brésil ?", "Où sont les Açores ?"):
        assert _named(notes_for(tools, text, set())) == ["viewport"], text
