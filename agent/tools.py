"""The one Tool type: what a tool declares, the two kinds and the two egresses.

A tool is a class listed in ``services/registry.py``. The agent sees its name,
description and input model; ``kind`` says whether a call becomes a button
(``action``) or is answered within the turn (``lookup``); ``egress`` says what its
result may carry to the model. Both are declared by every tool, never inferred.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

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
# A lookup result's key: what its figures may not mean ("distance_km is 0 on every row: ...").
# The turn shows it beside the answer, whatever the model made of it (agent/turn.py).
CAVEAT = "caveat"


class ResultText(str):
    """A lookup's JSON text that keeps its ``caveat`` as made: a ``UserText`` the chat can
    translate, which the JSON text holds in English only (agent/user_text.py)."""

    caveat: Any

    def __new__(cls, text: str, caveat: Any = None):
        made = super().__new__(cls, text)
        made.caveat = caveat
        return made


# A tool's correction whose fix is an answer in words holds this phrase: the session then
# sends it without the usual "send the corrected action... the map can do this", which a
# small model answered with some other button ("Delete all countries" became a selection
# that removed nothing, make eval-live).
ANSWER_IN_WORDS = "Answer in text only, with no action"
# The correction for anything that would change the layers' data: a write in a query
# (services/checks/action_checks.py) or a request to delete or edit features answered
# with a button (agent/words/words_wanted.py).
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


class Tool:
    """Everything a tool may declare, each with its default: a tool class derives from
    this and sets what it needs, as class attributes. Nothing reads a tool's declaration
    any other way (tests/agent/test_tool_contract.py).

    The first five have no default: every tool declares them itself (``check_tool``).
    A lookup also has ``run(request, context) -> str``, called in the turn's worker
    thread with the validated input and the turn's context: it returns the result text
    (an ``images.ImageAnswer`` for a lookup that ``sees_images``), or raises
    ``UserError`` whose message goes back to the model as an error result. An action's
    ``process`` lives on the services side (``services/base.py`` ``ActionTool``).
    ``check(call, context) -> call``: the router calls it after the input model validated
    the call's shape, to hold the call against the map (mending it, or raising
    pydantic's ``ValidationError``; services/checks/call_check.py).
    """

    name: ClassVar[str]  # the call's type
    description: ClassVar[str]  # what it does, for the model
    input_model: ClassVar[type[BaseModel]]  # its fields; their examples give the prompt's one example
    kind: ClassVar[str]  # ACTION or LOOKUP
    egress: ClassVar[str]  # METADATA or VALUES
    # Markdown sections for the system prompt (a section several tools bring appears once).
    prompt_sections: ClassVar[tuple[str, ...]] = ()
    # How the model gets what the map context's budget left out (services/registry.context_hint).
    context_hint: ClassVar[str] = ""
    # Word beginnings that offer the tool to a chat (agent/words/tool_offer.py); none: always offered.
    offer_words: ClassVar[tuple[str, ...]] = ()
    # Words that give a small model's message the tool's note (agent/words/short_prompt.py;
    # offer_words count too), unless one of note_stop_words is there; note_by_default:
    # given when no words pick a tool.
    note_words: ClassVar[tuple[str, ...]] = ()
    note_stop_words: ClassVar[tuple[str, ...]] = ()
    note_by_default: ClassVar[bool] = False
    # A request its words name wants this tool's button, not a description of the steps
    # (agent/words/button_wanted.py).
    done_by_button: ClassVar[bool] = False
    # A lookup that answers with a picture: offered only to a model that takes pictures,
    # never described in the system prompt (agent/images.py).
    sees_images: ClassVar[bool] = False
    # Another type whose call this tool takes over when ``takes(data)`` and it is offered
    # (agent/router.py stand_in).
    stands_in_for: ClassVar[str] = ""
    # An MCP client may propose a call of it (services/mcp/gateway.py): it becomes a button.
    mcp_proposable: ClassVar[bool] = False

    @staticmethod
    def check(call: BaseModel, context: ToolContext | None) -> BaseModel:
        """The call held against the map (see above); a tool with no checks takes it as it is."""
        return call

    @staticmethod
    def takes(data: dict) -> bool:
        """Whether a call of ``stands_in_for`` with ``data`` is this tool's to answer."""
        return False

    def run(self, request: BaseModel, context: ToolContext | None) -> Any:
        """A lookup's answer (see above); an action has none."""
        raise NotImplementedError(f"{type(self).__name__} is not a lookup")


def check_tool(tool: Tool) -> None:
    """Refuse a tool whose declarations are missing or wrong (a programming error)."""
    if not isinstance(tool, Tool):
        raise TypeError(f"{type(tool).__name__} is not a Tool (agent/tools.py): derive from it")
    try:
        name, kind, egress = tool.name, tool.kind, tool.egress
    except AttributeError as missing:  # declared without a default: each tool says it
        raise TypeError(f"tool {type(tool).__name__} must declare name, kind and egress ({missing})") from None
    if kind not in KINDS:
        raise TypeError(f"tool {name!r} must declare kind as one of {KINDS}, not {kind!r}")
    if egress not in EGRESSES:
        raise TypeError(f"tool {name!r} must declare egress as one of {EGRESSES}, not {egress!r}")
    if kind == LOOKUP and type(tool).run is Tool.run:
        raise TypeError(f"lookup {name!r} has no run(request, context) method")

