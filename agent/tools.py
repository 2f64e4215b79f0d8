"""The one Tool type: what a tool declares, the two kinds and the two egresses.

A tool is a class listed in ``services/registry.py``. The agent sees its name,
description and input model; ``kind`` says whether a call becomes a button
(``action``) or is answered within the turn (``lookup``); ``egress`` says what its
result may carry to the model. Both are declared by every tool, never inferred.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from pydantic import BaseModel

# A tool's kind: a deferred action shown as a button, or a read-only lookup
# answered within the turn.
ACTION = "action"
LOOKUP = "lookup"
KINDS = (ACTION, LOOKUP)
# What a tool's result may carry to the model (and so off the machine):
# metadata (names, types, counts, extents, CRS) or values (attribute values,
# samples, statistics, query rows, matches).
METADATA = "metadata"
VALUES = "values"
EGRESSES = (METADATA, VALUES)
# A tool's correction whose fix is an answer in words holds this phrase: the session then
# sends it without the usual "send the corrected action... the map can do this", which a
# small model answered with some other button ("Delete all countries" became a selection
# that removed nothing, make eval-live).
ANSWER_IN_WORDS = "Answer in text only, with no action"
# The correction for anything that would change the layers' data: a write in a query
# (services/checks/action_checks.py) or a request to delete or edit features answered
# with a button (agent/words_wanted.py).
CHANGES_DATA = (f"This assistant never changes the map's data. {ANSWER_IN_WORDS}: tell the user in one "
                "sentence that it cannot delete, add or change features, and that QGIS's editing tools "
                "(Toggle Editing) can.")


@dataclass(frozen=True)
class ToolContext:
    """What a turn's calls are checked against and answered with.

    Built by the controller at Send; the router hands it to each tool's ``check``
    and the session to each lookup's ``run``.
    """

    snapshot: Any = None  # services.snapshot.map_snapshot.MapSnapshot of the map at Send
    lookups: Any = None  # services.reading.environment.LookupEnvironment: the live map, for lookups
    values_allowed: bool | None = None  # the session's egress decision for this round; None: not yet made
    asked: str = ""  # what the user typed for this turn: checks that compare an answer with the question
    first_try: bool = True  # False once the turn was corrected: such checks then speak no more


class Tool(Protocol):
    """What the agent needs from every tool.

    A tool may also bring ``prompt_sections`` (Markdown sections for the system
    prompt: dialect notes, the placeholder catalogue...; a section several tools
    bring appears once). A lookup also has ``run(request, context) -> str``,
    called in the turn's worker thread with the validated input and the turn's
    context: it returns the result text (an ``images.ImageAnswer`` for a lookup
    that declares ``sees_images``), or raises ``UserError`` whose message
    goes back to the model as an error result. An action's ``process`` lives on
    the services side (``services/base.py`` ``ActionTool``). A tool may have
    ``check(call, context) -> call``: the router calls it after the input model
    validated the call's shape, to hold the call against the map (mending it, or
    raising pydantic's ``ValidationError``; services/checks/call_check.py).
    """

    name: str
    description: str
    input_model: type[BaseModel]
    kind: str  # ACTION or LOOKUP
    egress: str  # METADATA or VALUES


def is_lookup(tool: Tool) -> bool:
    return tool.kind == LOOKUP


def sees_images(tool: Tool) -> bool:
    """A lookup that answers with a picture (``sees_images = True``): offered only to
    a model that takes pictures, and never described in the system prompt, which
    every model reads (agent/images.py)."""
    return bool(getattr(tool, "sees_images", False))


def check_tool(tool: Tool) -> None:
    """Refuse a tool whose declarations are missing or wrong (a programming error)."""
    name = getattr(tool, "name", type(tool).__name__)
    kind, egress = getattr(tool, "kind", None), getattr(tool, "egress", None)
    if kind not in KINDS:
        raise TypeError(f"tool {name!r} must declare kind as one of {KINDS}, not {kind!r}")
    if egress not in EGRESSES:
        raise TypeError(f"tool {name!r} must declare egress as one of {EGRESSES}, not {egress!r}")
    if kind == LOOKUP and not callable(getattr(tool, "run", None)):
        raise TypeError(f"lookup {name!r} has no run(request, context) method")
