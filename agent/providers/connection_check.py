"""The plugin's health check ("Test connection" in Options), in one line.

Pure Python, run off the main thread: is the server reachable, is the key
accepted, which models does it list, and does the model call a tool when
offered one (a tiny request with a single tool). Each step reads as a short
clause, so the line says what works and what to fix first.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cancel import CancelToken
from ..errors import ErrorKind, LLMError
from ..llm_client import LLMClient, LLMRequest, StreamDone, ToolSpec
from ..user_text import for_user, joined
from .models import DEFAULT_FAMILY, newest_in_family, newness

PING = ToolSpec("report_ok", "Report that the connection test worked.",
                {"type": "object", "properties": {"ok": {"type": "boolean"}}, "required": ["ok"]})
_PING_PROMPT = "This is a connection test. Call the report_ok tool with ok set to true. Do not write any text."


@dataclass
class ConnectionReport:
    reachable: bool | None = False  # None: not tried (no key to try with)
    key_accepted: bool | None = None  # None: not known (the server was not reached)
    models: int | None = None
    model: str = ""  # the model the tool test used
    tools: bool | None = None  # None: not tested
    problem: str = ""  # the first failure, as the user should read it

    def line(self) -> str:
        if self.key_accepted is None and self.problem and self.reachable is None:
            return joined([for_user("Not tested."), self.problem])
        if not self.reachable:
            return joined([for_user("Not reachable."), self.problem])
        if self.key_accepted is False:
            return joined([for_user("Reachable, but the key was refused."), self.problem])
        parts = [for_user("Reachable", "connection test: the server answered"),
                 for_user("key accepted", "connection test: the API key"),
                 for_user("%n model(s) found", "", self.models) if self.models is not None
                 else for_user("models not listed")]
        if self.tools is True:
            parts.append(for_user("tool calling works ({model})", model=self.model))
        elif self.tools is False:
            parts.append(for_user("no tool calling with {model}: actions will be asked for as JSON in text",
                                  model=self.model))
        return joined([joined(parts, " · ", end="."), self.problem])


def check_connection(client: LLMClient, model: str = "", cancel: CancelToken | None = None) -> ConnectionReport:
    """Never raises: every failure becomes part of the report."""
    cancel = cancel or CancelToken()
    report = ConnectionReport()
    try:
        models = client.list_models()
    except LLMError as error:
        return _failed(report, error)
    report.reachable, report.key_accepted, report.models = True, True, len(models)
    report.model = model or _any_model(models, getattr(client, "default_family", DEFAULT_FAMILY))
    if not report.model:
        report.problem = for_user("The server lists no model: load or pull one on the server.")
        return report
    forget = getattr(client, "forget_tool_support", None)
    if forget is not None:
        forget(report.model)  # a fresh test, not what an earlier answer taught the client
    request = LLMRequest(system="You are a connection test.", context="",
                         messages=[{"role": "user", "content": [{"type": "text", "text": _PING_PROMPT}]}],
                         tools=[PING], model=report.model, max_tokens=64)
    try:
        done = next(e for e in client.stream(request, cancel) if isinstance(e, StreamDone))
    except LLMError as error:
        if error.kind is ErrorKind.MODEL_NOT_FOUND:
            report.problem = error.user_message
            return report
        return _failed(report, error)
    # A server that refuses the tools parameter was asked again without it: no tool call then.
    report.tools = any(b.get("type") == "tool_use" and b.get("name") == PING.name for b in done.content)
    return report


def _any_model(models, family: str) -> str:
    found = newest_in_family(models, family) if family else None
    if found is None and models:
        found = max(models, key=newness)
    return found.id if found is not None else ""


def _failed(report: ConnectionReport, error: LLMError) -> ConnectionReport:
    if error.kind is ErrorKind.NO_KEY:
        report.reachable = None
    elif error.kind in (ErrorKind.NETWORK, ErrorKind.PROXY, ErrorKind.TIMEOUT):
        report.reachable = False
    elif error.kind in (ErrorKind.AUTH, ErrorKind.PERMISSION):
        report.reachable, report.key_accepted = True, False
    else:
        report.reachable = True
    report.problem = error.user_message
    return report
