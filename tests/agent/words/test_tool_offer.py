"""Which tools a request offers (agent/words/tool_offer.py): the everyday ones always; a tool
with offer_words once the chat asks for it, or has used it, and then for the rest of it."""

from dataclasses import dataclass

from map_assistant.agent.tools import Tool
from map_assistant.agent.words.tool_offer import asks_for, fold, offered_tools
from map_assistant.agent.words.vocabulary import PROCESSING_WORDS


@dataclass
class _Tool(Tool):
    name: str
    offer_words: tuple[str, ...] = ()


SQL, STYLE, PROCESSING, COUNT = (_Tool("sql"), _Tool("style", ("colour", "étiquet", "simbolog")),
                                 _Tool("processing", ("buffer",)), _Tool("count_features"))
TOOLS = [SQL, STYLE, PROCESSING, COUNT]


def _user(text):
    return {"role": "user", "content": [{"type": "text", "text": text}]}


def _names(messages):
    return [t.name for t in offered_tools(TOOLS, messages)]


def test_an_everyday_question_gets_the_tools_without_words():
    assert _names([_user("How many countries are in view?")]) == ["sql", "count_features"]


def test_a_word_offers_its_tool_after_the_everyday_ones():
    assert _names([_user("Colour the countries by continent")]) == ["sql", "count_features", "style"]


def test_case_and_accents_do_not_matter_and_words_start_at_a_word():
    assert asks_for(STYLE, ["ETIQUETA los países"])  # "étiquet" folded finds Spanish "etiqueta"
    assert asks_for(STYLE, ["cambia la simbología"])
    assert not asks_for(PROCESSING, ["the rebuffered stream"])  # not at a word's start
    assert fold("Símbología Ärger") == "simbologia arger"


def test_a_word_ending_in_a_dollar_must_end_there_too():
    selected = _Tool("selected_features", ("selection$", "seleccion$"))
    assert asks_for(selected, ["Clear my selection."]) and asks_for(selected, ["la selección actual"])
    assert not asks_for(selected, ["Selecciona los países"])  # asks to select, not about the selection
    assert not asks_for(selected, ["Sélectionne les pays"])


def test_once_asked_the_tool_stays_for_the_rest_of_the_chat():
    chat = [_user("Make a 10 km buffer around Madrid"),
            {"role": "assistant", "content": [{"type": "text", "text": "Which layer?"}]},
            _user("the hackfests")]
    assert "processing" in _names(chat)


def test_a_tool_the_chat_used_stays_offered():
    chat = [_user("do it like before"),
            {"role": "assistant", "content": [{"type": "tool_use", "id": "t", "name": "style", "input": {}}]},
            {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t", "content": "ok"}]},
            _user("and now the other layer")]
    assert "style" in _names(chat)


def test_plain_string_content_is_read_too():
    assert "processing" in _names([{"role": "user", "content": "buffer it"}])


def test_european_union_offers_no_processing_tools():
    # The EU is no Processing union (issue 40: it brought in three Processing tools), in any language.
    processing = _Tool("processing", PROCESSING_WORDS)
    for text in ("How many countries are in the European Union?", "¿Cuántos países hay en la Unión Europea?",
                 "Combien de pays dans l'Union européenne ?", "Quanti paesi ci sono nell'Unione Europea?",
                 "Wie viele Länder hat die Europäische Union?"):
        assert not asks_for(processing, [text]), text
    for text in ("Union the two layers.", "Make a union of the lakes and the rivers.", "Run the union tool.",
                 "Vereinige die beiden Layer.", "Unisci i due layer."):
        assert asks_for(processing, [text]), text
