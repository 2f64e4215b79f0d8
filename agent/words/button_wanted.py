"""A request for what a button does, answered by describing how to do it by hand (issue 26).

Pure Python. Asked to "Colour the states_provinces layer by country: one colour for each
value of its admin field.", the 1.5B model wrote "To style the states_provinces layer by
country, you need to change the renderer to categorized and specify the field as admin."
and no button (make eval-live at f62ea33 and at 78afed2, OpenAI path). The tools that do
such a request are marked ``done_by_button`` (style, map_export); a small model's
prose-only answer to a request their words name is asked once for the button. A how-to
question ("How do I colour a layer by category?") keeps its prose, and so does a question
about the map ("What colour is Brazil on the map?", issue 40).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..tools import Tool
from .short_prompt import wanted
from .tool_offer import fold

# Folded: English, Spanish, French, German, Italian, Portuguese.
_HOW_TO = re.compile(r"^\W*(?:how (?:do|can|could|would|should|to)\b|como\b|comment\b|wie\b|come\b)")
# A question that begins by asking what, which or whether is answered in words: "What colour is
# Brazil on the map?" was asked for a style button (issue 40). "Can you colour ...?" is a request.
_QUESTION = re.compile(
    r"^\W*(?:what|which|why|is|are|does|(?:de )?(?:que|cual(?:es)?)|por que|(?:de )?quel(?:le)?s?|pourquoi"
    r"|est-ce|welche[rsmn]?|was|warum|ist|sind|(?:di )?(?:che|quale?|quali)|cosa|perche|qual|quais|o que)\b")


def button_wanted(tools: Sequence[Tool], asked: str) -> str | None:
    """The correction for a prose-only answer to ``asked`` when a ``done_by_button`` tool's
    words name it; None otherwise."""
    if not asked.strip() or _HOW_TO.search(fold(asked)) or _QUESTION.search(fold(asked)):
        return None
    names = [tool.name for tool in tools if tool.done_by_button and wanted(tool, asked)]
    if not names:
        return None
    return (f"The user asks for this to be done on the map, and the {names[0]} action does it: answer with its "
            f"```json block (its note above shows the fields), which the user applies with one click, "
            f"instead of describing the steps. If the map cannot do it, say why in one sentence.")
