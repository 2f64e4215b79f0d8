"""What the model is told when its answer cannot be used: the correction texts.

Pure Python. The session writes them into the history (an ``is_error`` tool result per
bad call); the turn decides when to send one (agent/turn.py).
"""

from __future__ import annotations

from .router import TEXT_TYPE, RoutedAnswer
from .tools import ANSWER_IN_WORDS
from .words import words_wanted

# Told with every correction: a model told only to "answer again with the corrected
# action" answers with some action, e.g. the prompt's example, and the user gets a
# wrong button (issue 12).
# Small models took "or say it cannot be done" as the easy way out when the correction had
# named the very column or value to use (issue 26), so the way out comes last and narrow.
CORRECTION_CHOICE = ("Send the corrected action. If the correction names the layer, column or value to use, use "
                     "it: the map can do this. Only if the map truly lacks what is needed (no such layer, field, "
                     "data or selection), send no action and tell the user in one sentence what is missing.")
# After a correction that asked for words only, the plugin has judged that no button fits:
# "Zoom to the airports layer." (no such layer), told so, came back as a zoom to the
# countries layer (make eval-live at 78afed2, Anthropic path).
WITHHELD_STATUS = "Not shown to the user: this request was to be answered in words, with no action."


def wants_words(correction: str) -> bool:
    """Whether a correction's fix is an answer in words (no "send the corrected action")."""
    return correction == words_wanted.MESSAGE or ANSWER_IN_WORDS in correction


def asks_for_words(routed: RoutedAnswer) -> bool:
    """Whether every problem of an answer is corrected by asking for words only."""
    problems = [error.message for error in routed.tool_use_errors] + routed.json_errors
    return bool(problems) and all(wants_words(problem) for problem in problems)


def tool_use_told(message: str) -> str:
    """A bad call's error result: an answer in words wants no "corrected action"."""
    return message if wants_words(message) else f"{message} {CORRECTION_CHOICE}"


def withhold_buttons(routed: RoutedAnswer) -> list:
    """Take the answer's buttons out (a text action stays: it is words); they are returned."""
    withheld = [action for action in routed.actions if action.type != TEXT_TYPE]
    routed.actions = [action for action in routed.actions if action.type == TEXT_TYPE]
    routed.withheld = len(withheld)
    return withheld


def json_correction(routed: RoutedAnswer, types: list[str]) -> str | None:
    """The corrective text for actions written as JSON (tool_use errors go as tool results)."""
    if not routed.json_errors:
        return None
    if routed.json_errors == [words_wanted.MESSAGE]:
        # Alone: the usual "send the corrected action... the map can do this" came back
        # as the whole answer ("The map can do this.", make eval-live).
        return words_wanted.MESSAGE
    problems = "\n".join(f"- {message}" for message in routed.json_errors)
    if all(wants_words(message) for message in routed.json_errors):
        return f"Your last answer contained an action that could not be used:\n{problems}"
    return (
        "Your last answer contained an action that could not be used:\n"
        f"{problems}\n"
        f"{CORRECTION_CHOICE} "
        f"Valid action types: {', '.join(types)}."
    )


def first_problem(routed: RoutedAnswer) -> str:
    problems = [e.message for e in routed.tool_use_errors] + routed.json_errors
    return problems[0] if problems else ""
