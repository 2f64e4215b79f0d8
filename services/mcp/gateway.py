"""What the MCP server answers: the chat's lookups, the map context, and proposals.

The listener (``toolbelt/mcp_link/listener.py``) hands each call here on the main
thread. The tools come from the registry (``services/registry.py``): every
lookup but the picture-taking one, with the chat's caps, timeouts and egress
rule (``send_values``: a values lookup is refused unless it is on, and the others
leave values out). Each runs in a worker thread as in a chat turn, asking the
main thread only for short calls. Three tools are the server's own:
``map_context``, ``propose_action`` and ``action_status``.

A proposal is checked exactly as the chat checks a model's action (the router's
``validate_action`` against a snapshot of the map now) and, if valid, becomes a
button in the dock (``proposed``, shown by ``ui/mcp_panel.py``). Nothing runs until
the user clicks; ``action_status`` tells the client what became of it.
"""

from __future__ import annotations

import itertools
import json
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from qgis.PyQt.QtCore import QObject, pyqtSignal

from ...agent.cancel import CancelToken
from ...agent.router import tools_by_name, validate_action
from ...agent.tool_schema import tool_spec
from ...agent.tools import ACTION, LOOKUP, VALUES, ToolContext
from ...agent.user_error import UserError
from ...toolbelt import log
from ...toolbelt.preferences import places_server
from ...toolbelt.threads.main_thread import MainThreadCaller
from ...toolbelt.threads.release import keep_until_ended, release_when_ended
from ...toolbelt.threads.workers import BackgroundCall
from .. import registry
from ..reading.environment import LookupEnvironment
from ..snapshot.builder import build_snapshot
from ..snapshot.map_snapshot import render_context
from . import catalogue

MAX_PROPOSALS_KEPT = 200
PENDING, RUN, FAILED, DISMISSED = "pending", "run", "failed", "dismissed"
VALUES_OFF = ("Not run: this lookup's result holds attribute values, and Map Assistant's 'Send attribute values' "
              "setting does not allow sending them. Ask the user to choose 'Always' for it in Map Assistant's "
              "Options, or use lookups that return names, types and counts.")


@dataclass
class Proposal:
    """An action a client proposed, shown as a button; its status is what ``action_status`` says."""

    id: str
    type: str
    action: Any  # the tool's validated input model
    client: str
    status: str = PENDING
    summary: str = ""

    def as_result(self) -> dict:
        result = {"id": self.id, "type": self.type, "status": self.status}
        if self.summary:
            result["summary"] = self.summary
        return result


class McpGateway(QObject):
    """The listener's handler. ``settings()`` gives the plugin's settings at each call."""

    proposed = pyqtSignal(object)  # Proposal, for the dock

    def __init__(self, project, canvas, settings: Callable[[], Any], parent: QObject | None = None):
        super().__init__(parent)
        self._project, self._canvas, self._settings = project, canvas, settings
        tools = registry.create_tools()
        self._lookups = tools_by_name([t for t in tools if t.kind == LOOKUP and not t.sees_images])
        # What a client may propose: the actions marked so (style and export change the
        # project's look and files; they stay the chat's).
        self._actions = tools_by_name([t for t in tools if t.kind == ACTION and t.mcp_proposable])
        self._caller = MainThreadCaller(self)
        self._cancel = CancelToken()
        self._running: set[BackgroundCall] = set()
        self._generation = 0  # a stop() makes every answer still on its way stale
        self._ids = itertools.count(1)
        self.proposals: OrderedDict[str, Proposal] = OrderedDict()

    # -- the listener's calls (main thread) ----------------------------------

    def handle(self, request) -> None:
        method = {"tools/list": self._list_tools, "tools/call": self._call_tool,
                  "resources/list": self._list_resources, "resources/read": self._read_resource}.get(request.method)
        if method is None:
            request.fail(f"unknown method {request.method!r}")
            return
        method(request)

    def stop(self) -> None:
        """The server was turned off or QGIS is closing: the lookups still running are
        cancelled, their threads kept until they end, and what they answer is dropped
        (a proposal checked after Stop never becomes a button)."""
        self._generation += 1
        self._cancel.cancel()
        self._cancel = CancelToken()
        for thread in list(self._running):
            keep_until_ended(thread)

    def _list_tools(self, request) -> None:
        listed = [catalogue.lookup_entry(tool_spec(tool)) for tool in self._lookups.values()]
        request.respond({"tools": [*listed, *catalogue.own_tools(list(self._actions))]})

    def _list_resources(self, request) -> None:
        request.respond({"resources": catalogue.RESOURCES})

    def _read_resource(self, request) -> None:
        uri = request.params.get("uri")
        if uri == catalogue.CONTEXT_URI:
            request.respond({"uri": uri, "mimeType": "text/markdown", "text": self._context_text()})
        elif uri == catalogue.LAYERS_URI:
            layers = catalogue.layer_list(self._snapshot())
            request.respond({"uri": uri, "mimeType": "application/json", "text": json.dumps(layers, ensure_ascii=False)})
        else:
            request.fail(f"unknown resource {uri!r}; the resources are {catalogue.CONTEXT_URI} and {catalogue.LAYERS_URI}")

    def _call_tool(self, request) -> None:
        name, arguments = request.params.get("name"), request.params.get("arguments") or {}
        if name == catalogue.MAP_CONTEXT:
            _answer(request, self._context_text())
        elif name == catalogue.PROPOSE_ACTION:
            self._propose(request, arguments)
        elif name == catalogue.ACTION_STATUS:
            proposal = self.proposals.get(str(arguments.get("id", "")))
            if proposal is None:
                _answer(request, json.dumps({"error": f"no proposal with id {arguments.get('id')!r}"}), True)
            else:
                _answer(request, json.dumps(proposal.as_result(), ensure_ascii=False))
        elif name in self._lookups:
            self._run_lookup(request, self._lookups[name], arguments)
        else:
            known = ", ".join([*self._lookups, catalogue.MAP_CONTEXT, catalogue.PROPOSE_ACTION, catalogue.ACTION_STATUS])
            _answer(request, f"Unknown tool {name!r}. The tools are: {known}.", True)

    # -- lookups -----------------------------------------------------------------

    def _run_lookup(self, request, tool, arguments: dict) -> None:
        settings = self._settings()
        values = settings.send_values is True
        if tool.egress == VALUES and not values:
            _answer(request, json.dumps({"error": VALUES_OFF, "execution_ms": 0}), True)
            return
        snapshot = self._snapshot()
        environment = LookupEnvironment(self._project, self._canvas, self._caller, self._cancel,
                                        timeout_s=settings.lookup_timeout_s, values_allowed=values, snapshot=snapshot,
                                        places_server=places_server(settings))
        context = ToolContext(snapshot=snapshot, lookups=environment, values_allowed=values)

        def work() -> tuple[str, bool]:
            parsed = validate_action(tool.name, arguments, {tool.name: tool}, context)
            if isinstance(parsed, str):
                return parsed, True
            try:
                return tool.run(parsed, context), False
            except UserError as error:
                return error.user_message, True

        self._in_background(work, lambda outcome: _answer(request, *outcome), request)

    def _in_background(self, work: Callable[[], Any], done: Callable[[Any], None], request) -> None:
        """``work()`` in a worker thread, then ``done(its result)`` here; the request is answered
        whatever happens, unless the server stopped meanwhile."""
        thread = BackgroundCall(work)
        self._running.add(thread)
        generation = self._generation

        def finished() -> None:
            self._running.discard(thread)
            release_when_ended(thread)

        def succeeded(result) -> None:
            if generation != self._generation:
                return
            try:
                done(result)
            except Exception as exc:  # noqa: BLE001 - answered, never raised into Qt
                log.error(f"MCP {request.method} failed: {exc!r}")
                _answer(request, f"Map Assistant could not answer: {exc}", True)

        def failed(message: str) -> None:
            if generation == self._generation:
                _answer(request, f"Map Assistant could not answer: {message}", True)

        thread.done.connect(succeeded)
        thread.failed.connect(failed)
        thread.finished.connect(finished)
        thread.start()

    # -- proposals ---------------------------------------------------------------

    def _propose(self, request, arguments: dict) -> None:
        action = arguments.get("action")
        if not isinstance(action, dict):
            _answer(request, "propose_action needs 'action': one action object, e.g. "
                             '{"type": "viewport", ...}, as Map Assistant\'s chat model writes it.', True)
            return
        type_name = action.get("type")
        if type_name not in self._actions:
            _answer(request, f"Unknown action type {json.dumps(type_name)}. Valid types: {', '.join(self._actions)}.",
                    True)
            return
        context = ToolContext(snapshot=self._snapshot())
        data = {key: value for key, value in action.items() if key != "type"}
        self._in_background(lambda: validate_action(type_name, data, self._actions, context),
                            lambda checked: self._checked(request, type_name, checked), request)

    def _checked(self, request, type_name: str, checked) -> None:
        if isinstance(checked, str):  # what to fix, as the chat's model is told
            _answer(request, checked, True)
            return
        proposal = Proposal(f"p{next(self._ids)}", type_name, checked, request.client)
        self.proposals[proposal.id] = proposal
        while len(self.proposals) > MAX_PROPOSALS_KEPT:
            self.proposals.popitem(last=False)
        log.log(f"MCP proposal {proposal.id} ({type_name}) from {request.client}")
        self.proposed.emit(proposal)
        message = "Shown to the user as a button in the Map Assistant dock; nothing runs until they click it."
        if proposal.status == FAILED:  # the dock could not show it (the map changed meanwhile)
            message = f"Not shown: {proposal.summary}"
        _answer(request, json.dumps({**proposal.as_result(), "message": message}, ensure_ascii=False),
                proposal.status == FAILED)

    def action_tool(self, name: str):
        """The action tool a proposal of type ``name`` was checked by."""
        return self._actions[name]

    def set_status(self, proposal_id: str, status: str, summary: str = "") -> None:
        proposal = self.proposals.get(proposal_id)
        if proposal is not None:
            proposal.status, proposal.summary = status, summary

    def dismiss_pending(self) -> None:
        """The dock was cleared (New chat): what was still waiting will never be clicked."""
        for proposal in self.proposals.values():
            if proposal.status == PENDING:
                proposal.status = DISMISSED

    # -- the map now ---------------------------------------------------------------

    def _snapshot(self):
        return build_snapshot(self._project, self._canvas)

    def _context_text(self) -> str:
        return render_context(self._snapshot(), more_hint=registry.context_hint(list(self._lookups.values())))


def _answer(request, text: str, is_error: bool = False) -> None:
    request.respond({"text": text, "isError": is_error})
