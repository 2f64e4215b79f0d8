"""A turn's lookups: answered in the worker and sent back to the model within the turn.

Pure Python. What the lookups hook of agent/turn.py does with the calls within the round
bound: they are run (those whose values may not leave are answered with why not, after asking the user
when the policy says so; one asked again with the same fields gets its earlier result's
place instead), their results owed to the model, and another round opened. What each
found is kept on the ``Turn`` for the notice of a turn that fails after them.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from . import consent
from .events import ValuesConsentNeeded
from .images import ImageAnswer
from .router import RoutedAction
from .tools import CAVEAT, VALUES, ToolContext
from .user_error import UserError

if TYPE_CHECKING:
    from .turn import Turn

_log = logging.getLogger(__name__)

# A lookup asked again with the same fields in one turn is not run again: a small model
# asked describe_layer eight times over for one sum (make eval-live, 294 s, no answer).
ASKED_AGAIN = ("This lookup was already made in this message, with the same fields; its result is above. "
               "Answer the user with what the lookups found, or make a different lookup.")
_SUMMARY_CHARS = 200
_RESULT_BOOKKEEPING = ("execution_ms", "note", "truncated", CAVEAT)


def values_consent(turn: Turn, calls: Sequence[RoutedAction]):
    """The lookups whose values may not be sent (a frozenset), after asking the
    user when the policy says so; None when Stop ended the wait."""
    session = turn.session
    values = tuple(dict.fromkeys(c.type for c in calls if session.tools[c.type].egress == VALUES))
    if not values or session.values_policy == consent.ALLOW:
        return frozenset()
    if session.values_policy == consent.ASK:
        gate = consent.ConsentGate()
        yield ValuesConsentNeeded(values, gate)
        allowed = gate.wait(turn.cancel)
        if allowed is None:
            return None
        session.values_policy = consent.ALLOW if allowed else consent.DENY  # asked once per turn at most
        if allowed:
            return frozenset()
    return frozenset(values)


def answer(turn: Turn, calls: Sequence[RoutedAction], withheld: frozenset, first_try: bool) -> str | None:
    """Run read-only lookups (worker thread). Tool calls get their tool_result;
    lookups written as JSON get their results as text, returned here. Those in
    ``withheld`` are not run: their result tells the model to offer a button."""
    session = turn.session
    texts = []
    caveats, answered = [], False
    tool_context = replace(turn.tool_context or ToolContext(), values_allowed=session.values_policy == consent.ALLOW,
                           asked=turn.typed, first_try=first_try)
    for call in calls:
        started = time.monotonic()
        content, is_error = _run(turn, call, withheld, tool_context)
        turn.lookups.append((call.type, round((time.monotonic() - started) * 1000)))
        blocks = None
        if isinstance(content, ImageAnswer):
            content, blocks = content.text, content.blocks()
        # INFO says what ran; only DEBUG shows the result, which may hold attribute values.
        _log.info("lookup %s: %s, %d characters", call.type, "error" if is_error else "ok", len(content))
        _log.debug("lookup %s result: %s", call.type, content)
        summary = None if is_error else result_summary(content)
        if summary:
            turn.found.append((call.type, summary))
        answered = answered or not is_error
        caveat = None if is_error else result_caveat(content)
        if caveat:
            caveats.append(caveat)
        if call.tool_use_id:
            session.owe(call.tool_use_id, blocks or content, is_error, text_block=True)
        else:  # a picture has no place in the JSON-in-text form (never offered there)
            request = json.dumps(call.action.model_dump(), ensure_ascii=False)
            texts.append(f"Result of {call.type} {request}:\n{content}")
    if answered:  # the answer is read from the last round that computed anything: its caveats only
        turn.caveats[:] = caveats
    return "\n\n".join(texts) or None


def _run(turn: Turn, call: RoutedAction, withheld: frozenset, tool_context: ToolContext):
    """(content, is_error) of one call; a lookup's failure is told to the model, never raised."""
    asked = call_key(call)
    try:
        if call.type in withheld:
            return error_result(consent.WITHHELD_MESSAGE), True
        if asked in turn.asked:
            return error_result(ASKED_AGAIN), True
        turn.asked.add(asked)
        return turn.session.tools[call.type].run(call.action, tool_context), False
    except UserError as error:  # the tool's own word on a bad request
        return error.user_message, True
    except Exception as error:  # noqa: BLE001 - a failed lookup is told to the model, not raised
        _log.exception("lookup %s failed", call.type)
        return error_result(f"The lookup failed: {error}"), True


def refuse(turn: Turn, calls: Sequence[RoutedAction], message: str | None = None) -> None:
    """Past the lookup limit (or stopped): the calls still get a result, saying why not."""
    message = error_result(message or limit_note(turn))
    for call in calls:
        turn.session.owe(call.tool_use_id, message, True, text_block=True)


def limit_note(turn: Turn) -> str:
    return (
        f"Not looked up: the limit of {turn.session.max_lookups} lookup rounds per message was reached. "
        "Answer now with what the lookups found, or ask the user to narrow the question."
    )


def error_result(message: str) -> str:
    """A lookup's error as the lookups' own results carry it: one JSON object."""
    return json.dumps({"error": message, "execution_ms": 0}, ensure_ascii=False)


def call_key(call: RoutedAction) -> str:
    """A lookup call's type and fields, to tell a call made again in the turn."""
    return json.dumps([call.type, call.action.model_dump(mode="json")], sort_keys=True, default=str)


def result_summary(content: str) -> str | None:
    """A lookup result in a few words for the user: the value of a one-field result
    (``{"count": 10}`` -> ``10``), else its fields as compact JSON, cut short."""
    try:
        result = json.loads(content)
    except ValueError:
        return None
    if not isinstance(result, dict) or "error" in result:
        return None
    fields = {k: v for k, v in result.items() if k not in _RESULT_BOOKKEEPING}
    if not fields:
        return None
    if len(fields) == 1:
        [value] = fields.values()
        if isinstance(value, (str, int, float)) and not isinstance(value, bool):
            return str(value)[:_SUMMARY_CHARS]
    text = json.dumps(fields, ensure_ascii=False, separators=(", ", ": "))
    return text if len(text) <= _SUMMARY_CHARS else text[:_SUMMARY_CHARS - 1] + "…"


def result_caveat(content: str) -> str | None:
    """A lookup result's ``caveat``: what its figures may not mean (services' checks put it there),
    as made when the result kept it (a ``UserText`` the chat translates), else its English."""
    kept = getattr(content, "caveat", None)
    if isinstance(kept, str) and kept.strip():
        return kept
    try:
        result = json.loads(content)
    except ValueError:
        return None
    caveat = result.get(CAVEAT) if isinstance(result, dict) else None
    return caveat if isinstance(caveat, str) and caveat.strip() else None
