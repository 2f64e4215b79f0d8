"""The one way into the checks: a tool's ``check(call, context)``.

The router (agent/router.py ``validate_action``) calls it once pydantic has validated the
call's shape; the input models' validators read no map. A tool's check holds the call
against the map (the snapshot at Send, the live map through the lookups) and mends what
it can tell was meant, with the checks and mends of this folder.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, PrivateAttr, ValidationError

from ...agent.user_text import joined

Step = Callable[[Any, Any], None]  # (call, ToolContext or None): mends the call in place or raises ValueError


def checked(call: BaseModel, context: Any, *steps: Step) -> BaseModel:
    """``call`` after each of ``steps`` in turn. A ``ValueError`` becomes the ``ValidationError``
    pydantic makes of one raised in a validator, so the model's correction reads as it did
    when these checks were validators."""
    try:
        for step in steps:
            step(call, context)
    except ValueError as error:
        raise ValidationError.from_exception_data(
            type(call).__name__, [{"type": "value_error", "loc": (), "input": call, "ctx": {"error": error}}]
        ) from error
    return call


class CorrectableInput(BaseModel):
    """An action's input its checks may correct: ``_note`` says what the plugin corrected, for
    the user (the tool's ``process`` shows it beside the button)."""

    _note: str = PrivateAttr(default="")


def noted(call: CorrectableInput, note: str) -> None:
    """``note`` for the user after what the checks already noted on ``call``."""
    if note and note not in call._note:  # said once: a layer taken for a near miss in a placeholder and a table
        call._note = joined([call._note, note]) if call._note else note


def checked_input(tool: Any, data: Any, context: Any = None) -> BaseModel:
    """What the router makes of a call: its shape validated, then the tool's check (tests
    and the MCP gateway reach the checks as the router does)."""
    call = tool.input_model.model_validate(data, context=context)
    return tool.check(call, context)  # the Tool type's default takes the call as it is
