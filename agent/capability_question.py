""""What can you do for me?" is answered in words, not with a button (issue 26).

Pure Python. Asked what it can do, Qwen2.5-Coder 1.5B answered with a bare
``{"type": "viewport", "action": "zoom_to_layer", "layer": "countries"}`` (make
eval-live): a button the user never asked for. The question is the user's, in the
plugin's languages, so the router can tell. Like the other checks of an answer
against the question, it speaks once per turn (``ToolContext.first_try``).
"""

from __future__ import annotations

import re

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


def asks_what_you_can_do(text: str) -> bool:
    return bool(_ASKS.search(fold(text)))


def answered_with_actions(context, action_types: list[str], text_type: str) -> bool:
    """Whether this answer to a question about the assistant itself proposes buttons."""
    if context is None or not getattr(context, "first_try", False):
        return False
    return asks_what_you_can_do(getattr(context, "asked", "") or "") and any(t != text_type for t in action_types)
