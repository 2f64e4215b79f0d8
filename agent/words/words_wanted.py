"""Questions answered in words, not with a button (issue 26).

Pure Python. Asked what it can do, Qwen2.5-Coder 1.5B answered with a bare
``{"type": "viewport", "action": "zoom_to_layer", "layer": "countries"}`` (make
eval-live): a button the user never asked for. Asked to delete all countries, it
answered with the same zoom (make eval-live at 04cb1c9): this assistant never changes
the data, so the only right answer is words. The question is the user's, in the
plugin's languages, so the router can tell. Like the other checks of an answer
against the question, it speaks once per turn (``ToolContext.first_try``).
"""

from __future__ import annotations

import re

from ..tools import CHANGES_DATA
from ..user_text import UserText, for_user
from .tool_offer import fold

# Folded (lower case, no accents): English, Spanish, French, German, Italian, Portuguese.
# The question must end there ("for me", "here" allowed): "what can you do to make the
# rivers stand out?" asks for a style, and keeps its button.
_ASKS = re.compile(
    r"(?:\bwhat (?:can|could) you do|\bwhat are you able to do|\bhow can you help(?: me)?|\bwhat do you do"
    r"|\bque (?:puedes|sabes|podes) hacer|\ben que (?:me )?puedes ayudar(?:me)?"
    r"|\bque (?:peux-tu|pouvez-vous|sais-tu) faire|\bwas kannst du(?: alles)?(?: tun| machen)?"
    r"|\bwas konnen sie(?: tun| machen)?|\b(?:che )?cosa (?:puoi|sai) fare"
    r"|\bo que (?:voce |tu )?(?:pode|podes|consegue|sabe) fazer)"
    r"(?: for me| here| with this map| por mi| pour moi| fur mich| per me| por mim)?\s*[?.!]*\s*$"
)
MESSAGE = ("The user asks what you can do. Answer in text, in a few sentences of your own (what you can "
           "read, count, list, query, select, zoom to and style on this map), with no other action.")


# A request that begins by asking to delete, rename or insert (folded; "please" and "can
# you" allowed before it): English, Spanish, French, German, Italian, Portuguese. Verbs
# that also name what actions do are left out: "remove Spain from the selection", "edit
# the query", "update the chart", "change the colours". Portuguese "apague/apaga" deletes,
# but before a Spanish article it is Spanish "turn off": "Apaga la capa" hides it (issue 40).
_CHANGE_VERB = re.compile(
    r"^\W*(?:please |can you |could you |por favor |)?"
    r"(?:delete|erase|rename|insert|borra|borre|elimina|renombra|inserta|supprime[sz]?|efface[sz]?|renomme[sz]?"
    r"|losche|loschen|benenne|cancella|rinomina|exclua|(?:apague|apaga)(?! (?:el|la|los|las)\b)|renomeie)\b")
# What actions do change or make: the selection, style and labels, the view, a query, a chart.
_NOT_DATA = re.compile(r"selec|auswahl|ausgewahl|label|etiquet|rotul|beschrift|etichett|styl|estilo|symbol|simbol|colou?r|couleur"
                       r"|farbe|colore|view|vista|vue|ansicht|zoom|extent|query|consulta|requete|abfrage|sql"
                       r"|column|colonne|spalte|colonna|coluna|chart|grafic|graph|diagramm|button|boton|bouton")


def asks_what_you_can_do(text: str) -> bool:
    return bool(_ASKS.search(fold(text)))


def asks_to_change_data(text: str) -> bool:
    """Whether ``text`` asks to delete or edit the layers' data ("Delete all countries")."""
    folded = fold(text)
    return bool(_CHANGE_VERB.search(folded)) and not _NOT_DATA.search(folded)


def what_i_can_do() -> UserText:
    """The plugin's own answer to "what can you do?" for a small model: the 1.5B model's own
    was 'To count the number of countries, states_provinces, and disputed_borders, you can
    click on the "Count" button.', a button that does not exist (make eval-live at 78afed2)."""
    return for_user(
        "I read this map's layers and answer questions about them: I count, list and find features, "
        "summarise a field's values and run read-only SQL queries. I also prepare actions that you apply "
        "with one click: zoom to a place, a layer or the selection, select features, style or label a layer, "
        "export the map as PDF or PNG, and run a Processing algorithm. I never change your data. "
        "Ask, for example: \"How many features are in the current view?\" or \"Zoom to the selection.\"")


def wants_words(text: str) -> bool:
    """Whether the question is one this module answers in words only: the router's
    correction and the short prompt's choice of notes (none) both ask this."""
    return asks_what_you_can_do(text) or asks_to_change_data(text)


def words_wanted(context, buttons: bool) -> str | None:
    """The correction for an answer with ``buttons`` (or unusable actions) when the question
    wants words (what the assistant can do, a change to the data); None when it does not,
    or it was said."""
    if context is None or not getattr(context, "first_try", False) or not buttons:
        return None
    asked = getattr(context, "asked", "") or ""
    if asks_what_you_can_do(asked):
        return MESSAGE
    return CHANGES_DATA if asks_to_change_data(asked) else None
