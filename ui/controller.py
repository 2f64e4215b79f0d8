"""The chat controller: joins the dock, the agent and the services.

The model call runs in a worker ``QThread``; the main thread only receives its
events as queued signals, so QGIS stays responsive during a long answer. Actions
the model proposes are turned into buttons by the services on the main thread.
"""

from __future__ import annotations

import gc
from functools import partial

from qgis.core import QgsProject
from qgis.PyQt.QtCore import QObject

from ..agent import consent
from ..agent.cancel import CancelToken
from ..agent.errors import SETTINGS, ErrorKind, LLMError
from ..agent.events import (
    ActionProposed,
    AssistantText,
    LookingUp,
    ModelChanged,
    ModelDeprecated,
    Notice,
    PromptProgress,
    Summarising,
    TextDelta,
    TurnDone,
    TurnFailed,
    ValuesConsentNeeded,
)
from ..agent.model_choice import ModelChoice
from ..agent.prompt import build_system_prompt
from ..agent.providers.models import DEFAULT_FAMILY, family
from ..agent.providers.openai_client import TOOL_SUPPORT
from ..agent.providers.presets import BUILTIN, OPENAI, local_base_url, preset
from ..agent.router import tools_by_name
from ..agent.session import ChatSession
from ..agent.tools import ToolContext
from ..agent.user_error import UserError
from ..agent.user_text import for_user
from ..agent.words.short_prompt import short_system
from ..services import registry, sent_elsewhere
from ..services.acting.outcome import OutcomeReportingHost, value_safe
from ..services.base import ActionButton, ActionEnvironment
from ..services.processing.algorithm_catalogue import CATALOGUE
from ..services.reading.environment import LookupEnvironment
from ..services.snapshot.builder import ContextWarmer, build_snapshot, forget_all, forget_layers
from ..services.snapshot.map_snapshot import render_context
from ..toolbelt import log, preferences
from ..toolbelt.builtin_model.server import RUNNING
from ..toolbelt.clients import make_client
from ..toolbelt.i18n import language_name, tr, translated
from ..toolbelt.slot_guard import guard
from ..toolbelt.threads import tasks
from ..toolbelt.threads.main_thread import MainThreadCaller
from ..toolbelt.threads.release import keep_until_ended, release_when_ended
from ..toolbelt.threads.workers import StreamWorker
from .chats.archive import ChatArchive
from .local_model_status import ready_text, uses_builtin_model
from .mcp_panel import McpPanel
from .prompt_warmer import PromptWarmer
from .sent_dialog import SentDialog
from .suggestions_panel import SuggestionsPanel
from .values_consent import ValuesConsent

# Cloud failures after which the local model is offered: no network, no credit, overloaded.
CLOUD_OUTAGES = (ErrorKind.NETWORK, ErrorKind.BILLING, ErrorKind.OVERLOADED)
READING_SHOWN_FROM = 512  # tokens left to read: about 10 s on 2 cores


def _settle_heap() -> None:
    """Take what lives now (QGIS's objects and the ~150,000 of the SDKs this module
    imported, which live as long as QGIS) out of the cyclic garbage collector's
    scans: each full collection over them held the event loop 140-200 ms (make
    bench, case 8). gc.freeze() only moves lists (0.01 ms); collecting first
    would itself hold the loop ~150 ms. Never unfrozen: a full collection over
    them at unload would hold the loop just the same, and what stays frozen is
    what QGIS keeps alive anyway. (An earlier note blamed an unfreeze for a sql
    button's second click that never finished; that was the test telling tables
    apart by id(), which a freed wrapper's successor can reuse.)"""
    if gc.get_freeze_count() == 0:  # once per QGIS session
        gc.freeze()


def _turn_failed(exc: Exception) -> TurnFailed:
    """The session should not raise; if it does, say so in the chat."""
    log.error(f"chat turn failed: {exc!r}")
    return TurnFailed(LLMError(ErrorKind.UNKNOWN, for_user("Unexpected error: {reason}", reason=exc)))


class ChatController(QObject):
    def __init__(self, iface, dock):
        super().__init__(dock)
        self.iface = iface
        self.dock = dock
        _settle_heap()
        # What servers and models showed of tool calling is kept across QGIS sessions.
        TOOL_SUPPORT.adopt(preferences.tool_calling_verdicts())
        TOOL_SUPPORT.on_change = preferences.keep_tool_calling_verdicts
        self.services = registry.create_tools()
        self._by_name = tools_by_name(self.services)  # the agent's map: one name, one tool
        self.settings = preferences.load()
        self.session = ChatSession(
            client=None,
            tools=self.services,
            system_prompt=partial(build_system_prompt, language_hint=language_name()),
            short_system_prompt=short_system(language_name()),
            model=preferences.chosen_model(self.settings),
            max_tokens=self.settings.max_tokens,
            # The server's model list is asked once per server and key while QGIS runs.
            model_choice=ModelChoice(),
        )
        self._automatic = ""  # the model picked when none is chosen, once known
        self.builtin_model = None  # the plugin's BuiltinModel (plugin.py): its server's memory, once running
        self._idle_status = ""  # the status last shown between turns
        self._local_for_this_chat = False  # the user chose to continue with the local model
        self._last_text = ""
        self.worker: StreamWorker | None = None
        self._streaming = False
        self._reset_pending = False
        self.cancel: CancelToken | None = None
        self._shut_down = False
        # Lookups run in the turn's thread and ask the main thread, through this,
        # for what only it may touch (layers, the canvas).
        self._main_thread = MainThreadCaller(self)
        dock.sendRequested.connect(self.send)
        dock.stopRequested.connect(self.stop)
        dock.newChatRequested.connect(self.new_chat)
        dock.whatWasSentRequested.connect(self.show_what_was_sent)
        self._sent_dialog = None
        self._last_turn_body = ""  # "What was sent" after a turn: its last request (see _on_worker_finished)
        self._values = ValuesConsent(dock)
        self.show_idle_status()
        # The context cache keeps per-layer metadata: read it in idle time as layers
        # arrive, so Send does not pay for it, and drop it with the layers.
        self._warmer = ContextWarmer(QgsProject.instance(), self)
        QgsProject.instance().layersRemoved.connect(forget_layers)
        self.archive = ChatArchive(self)  # saved chats: this project's last one comes back
        self.archive.restore_latest()
        # A local server reads the prompt while the user types, not after Send.
        self.warmer = PromptWarmer(self)
        self.warmer.progressed.connect(self._warm_up_progressed)
        # The map as an MCP server for other assistants: off unless the user turned it on.
        self.mcp = McpPanel(dock, self.iface.mapCanvas(), self._action_environment, self)
        # What the map's own state makes worth offering: checked locally, sent nowhere until a click.
        self.suggestions = SuggestionsPanel(dock, QgsProject.instance(), self.iface.mapCanvas(), self.iface, parent=self)
        dock.visibilityChanged.connect(lambda visible: visible and self.warmer.schedule())
        if dock.isVisible():
            self.warmer.schedule()

    # Dock requests -----------------------------------------------------

    def send(self, text: str):
        # A refused message goes back into the input: a text the user typed is never lost.
        if self.worker is not None:
            self.dock.add_notice(tr("Wait for the current answer, or press Stop."), "warning")
            self.dock.give_back(text)
            return
        prepared = None
        with guard(tr("Could not prepare the request"), self._report_error):
            prepared = self.prepare_request()
        if prepared is None:
            self.dock.give_back(text)
            return
        context, snapshot = prepared
        self._last_text = text
        self.cancel = CancelToken()
        self._streaming = False
        # The snapshot also travels to the worker: actions are checked against it
        # there (so the model corrects them within the turn). Lookups read the live
        # map through their environment, stopped with the turn.
        lookups = LookupEnvironment(QgsProject.instance(), self.iface.mapCanvas(), self._main_thread, self.cancel,
                                    timeout_s=self.settings.lookup_timeout_s, snapshot=snapshot,
                                    places_server=preferences.places_server(self.settings))
        tool_context = ToolContext(snapshot=snapshot, lookups=lookups)
        self.worker = StreamWorker(partial(self.session.run_turn, text, context, self.cancel, tool_context),
                                   on_error=_turn_failed)
        self.worker.produced.connect(self._on_event)
        self.worker.finished.connect(self._on_worker_finished)
        self.dock.begin_assistant_message()
        self.dock.set_busy(True)
        self.dock.set_status(tr("{model} · waiting for the answer…", model=self.model_name))
        self.worker.start()
        self.archive.user_sent(text)

    def prepare_request(self):
        """Fresh settings and client, and the map as it is now: (context text, snapshot)."""
        self.settings = preferences.load()
        if self._local_for_this_chat:
            self.settings.provider = OPENAI
        self.session.client = make_client(self.settings)
        self.session.model = preferences.chosen_model(self.settings)
        self.session.max_tokens = self.settings.max_tokens
        self.session.values_policy = self._values.policy(self.settings)
        snapshot = build_snapshot(QgsProject.instance(), self.iface.mapCanvas(), active_layer=self.iface.activeLayer())
        return render_context(snapshot, more_hint=registry.context_hint(self.services)), snapshot

    @property
    def is_shut_down(self) -> bool:
        return self._shut_down

    def _report_error(self, message: str) -> None:
        self.dock.add_notice(message, "error")

    def stop(self):
        if self.cancel is not None:
            self.cancel.cancel()

    def show_what_was_sent(self):
        """The last request's body, as sent; known secrets masked, should one be in a message."""
        with guard(tr("Could not show what was sent"), self._report_error):
            live = getattr(self.session.client, "last_request_body", "") or ""
            body = log.scrub(live if self.worker is not None and live else self._last_turn_body or live)
            if self._sent_dialog is not None:
                self._sent_dialog.close()
            self._sent_dialog = SentDialog(body, self.dock, sent_elsewhere.lines())
            self._sent_dialog.show()

    def new_chat(self):
        """The dock has already cleared itself. A turn still running is cancelled and
        its late events dropped; the history is reset once its thread has ended,
        so the two never touch the session at the same time."""
        if self.worker is not None:
            self.worker.discarded = True
            self.stop()
            self._reset_pending = True
        else:
            self.session.reset()
        self._local_for_this_chat = False  # a new chat uses the provider of the settings again
        self._last_turn_body = ""  # "What was sent" belongs to the chat shown
        self.archive.new_chat()
        self.show_idle_status()
        self.warmer.schedule()

    def adopt_session(self, session: ChatSession) -> None:
        """Continue a saved chat: a running turn is abandoned as by New chat."""
        if self.worker is not None:
            self.worker.discarded = True
            self.stop()
        self._reset_pending = False  # the running turn holds the old session; this one is new
        self.session = session
        self._last_turn_body = ""

    def shutdown(self, wait_ms: int = 3000):
        """Called on unload: cancel the turn and the running actions, and wait
        briefly for the turn's thread. One still running then is kept referenced
        until it ends: a QThread destroyed while running aborts QGIS."""
        if self._shut_down:
            return
        self._shut_down = True
        TOOL_SUPPORT.on_change = None
        # Each step on its own: one that fails must not leave the next undone (an archive
        # still connected to the project's signals would outlive a reload of the plugin).
        for step in (self.stop, self.mcp.shutdown, self.suggestions.shutdown, partial(self.warmer.stop, wait_ms), tasks.cancel_all,
                     CATALOGUE.shutdown, self._warmer.stop, self.archive.close,
                     partial(QgsProject.instance().layersRemoved.disconnect, forget_layers),
                     forget_all):  # the context cache is connected to every layer it described
            with guard(tr("Could not close the chat cleanly")):
                step()
        if self.worker is not None:
            self.worker.produced.disconnect()  # nothing more reaches the dock
            self.worker.finished.disconnect()
            if not self.worker.wait(wait_ms):
                keep_until_ended(self.worker)
            self.worker = None

    # Worker events (main thread) -----------------------------------------

    def _on_event(self, item):
        if self.worker is None or self.worker.discarded:
            return  # a turn the user abandoned with New chat
        with guard(tr("Could not show the answer"), self._report_error):
            self._handle(item)
        with guard(tr("Could not save the answer"), self._report_error):
            self.archive.observe(item)

    def _handle(self, item):
        if isinstance(item, TextDelta):
            if not self._streaming:  # once per turn: a status relayout per delta would be wasted work
                self._streaming = True
                self.dock.set_status(tr("{model} · streaming…", model=self.model_name))
            self.dock.append_assistant_text(item.text)
        elif isinstance(item, PromptProgress):
            self._show_reading(item)
        elif isinstance(item, AssistantText):
            self.dock.set_assistant_text(translated(item.text))  # the plugin's own answers are UserText
        elif isinstance(item, ActionProposed):
            self._show_action(item)
        elif isinstance(item, Summarising):
            self.dock.set_status(tr("{model} · summarising earlier messages…", model=self.model_name))
        elif isinstance(item, ValuesConsentNeeded):
            self._values.ask(item, self.settings)
        elif isinstance(item, LookingUp):
            self.dock.set_status(tr("{model} · looking up {lookups}…", model=self.model_name,
                                    lookups=", ".join(item.tools)))
        elif isinstance(item, ModelChanged):
            self._model_changed(item)
        elif isinstance(item, ModelDeprecated):
            self._model_deprecated(item)
        elif isinstance(item, Notice):
            self.dock.add_notice(item.text, "info")
        elif isinstance(item, TurnDone):
            self._values.close_pending(tr("Not answered."))
            self.dock.end_assistant_message()
            self.show_idle_status()  # the usage label shows the tokens
        elif isinstance(item, TurnFailed):
            self._values.close_pending(tr("Not answered: the answer was stopped."))
            self.dock.end_assistant_message()
            cancelled = item.error.kind == ErrorKind.CANCELLED
            self.dock.add_notice(item.error.user_message, "info" if cancelled else "error")
            self._offer_local_model(item.error)
            self.show_idle_status()

    def _show_reading(self, progress: PromptProgress) -> None:
        """A local server reading a long prompt (minutes on a small CPU): how far, in the status line."""
        if progress.total - progress.cached < READING_SHOWN_FROM:
            return  # read in a few seconds: a flicker, not news
        done = progress.read >= progress.total
        if done and self.worker is None:
            self.show_idle_status()
        else:
            self.dock.set_status(tr("{model} · reading the prompt: {percent} %…", model=self.model_name,
                                    percent=progress.percent))

    def _warm_up_progressed(self, progress: PromptProgress) -> None:
        """The warm-up (dock shown, server started) reads ahead; a question sent meanwhile waits for it."""
        with guard(tr("Could not show the answer"), self._report_error):
            self._show_reading(progress)

    def _offer_local_model(self, error: LLMError) -> None:
        """The cloud failed in a way waiting may not fix: offer the local model, if one is set up."""
        local = self.settings
        if (error.kind not in CLOUD_OUTAGES or local.provider == OPENAI or self._local_for_this_chat
                or not (local.local_model or local.local_base_url)):
            return
        name = local.local_model or local_base_url(local.local_preset, local.local_base_url)
        label = tr("Continue this chat with {server} ({model})", server=preset(local.local_preset).label, model=name)
        self.dock.add_offer(label, self._continue_locally, "continueLocallyButton")

    def _continue_locally(self) -> None:
        if self.worker is not None:
            return
        self._local_for_this_chat = True
        self._automatic = ""
        self.dock.add_user_message(self._last_text)
        self.send(self._last_text)

    @property
    def model_name(self) -> str:
        """The model the chat uses: the chosen one, or the one picked for the user."""
        return self.session.model or self._automatic or tr("newest {family} model", family=DEFAULT_FAMILY.title())

    def idle_status(self) -> str:
        """The status between turns: the model's name, or that the built-in model is ready.
        The settings are read afresh: the dock's suggestion or Options may have just chosen it."""
        settings = preferences.load()
        if self._local_for_this_chat:
            settings.provider = OPENAI
        if not uses_builtin_model(settings, preferences.chosen_model(settings)):
            return self.model_name
        if settings.local_preset != BUILTIN:
            return ready_text(None)  # `make run`'s server: checked before QGIS opened, its memory unknown here
        builtin = self.builtin_model
        if builtin is None or builtin.state != RUNNING:
            return self.model_name  # the dock's built-in model row says what it is doing
        return ready_text(builtin.server.memory_bytes())

    def show_idle_status(self) -> None:
        self._idle_status = self.idle_status()
        self.dock.set_status(self._idle_status)

    def refresh_idle_status(self) -> None:
        """The built-in model or the settings changed: a status of a turn or a warm-up stays as it is."""
        if self.dock.status_label.text() == self._idle_status:
            self.show_idle_status()

    def _model_changed(self, change: ModelChanged) -> None:
        if change.reason == "automatic":
            self._automatic = change.new  # shown in the status; the setting stays "none chosen"
            return
        fields = {"old": change.old, "new": change.new, "family": family(change.new).title(), "settings": SETTINGS}
        stored = preferences.load()
        if preferences.chosen_model(stored) == change.old:  # the user had chosen it: the replacement is the choice
            preferences.set_chosen_model(stored, change.new)
            preferences.save(stored)
            preferences.set_chosen_model(self.settings, change.new)
            text = tr("The model {old} is no longer available. Map Assistant switched to {new}, the newest {family} "
                      "model, saved it as your model and sent your message again. You can choose another "
                      "in {settings}.", **fields)
        else:
            self._automatic = change.new
            text = tr("The model {old} is no longer available. Map Assistant switched to {new}, the newest {family} "
                      "model, and sent your message again. You can choose a model in {settings}.", **fields)
        self.dock.add_notice(text, "warning")

    def _model_deprecated(self, notice: ModelDeprecated) -> None:
        if preferences.deprecation_told(notice.model):
            return  # once per model, across QGIS sessions
        preferences.remember_deprecation_told(notice.model)
        sentences = [tr("Anthropic will retire the model {model} on {date}.", model=notice.model,
                        date=notice.retires_on)]
        if notice.replacement:
            sentences.append(tr("Suggested replacement: {model}.", model=notice.replacement))
        sentences.append(tr("Choose the model in {settings} (leave it empty to always use the newest {family}).",
                            settings=SETTINGS, family=DEFAULT_FAMILY.title()))
        self.dock.add_notice(" ".join(sentences), "warning")

    def show_saved_action(self, type_: str, action_json: str, tool_use_id: str | None) -> None:
        """Rebuild a saved chat's button from its template; its click fills placeholders then."""
        service = self._by_name.get(type_)
        try:
            if service is None:
                raise ValueError(tr("there is no '{action}' action any more", action=type_))
            action = service.input_model.model_validate_json(action_json)
        except ValueError as exc:  # pydantic's ValidationError is a ValueError
            self.dock.add_notice(tr("A saved action could not be rebuilt: {reason}", reason=exc), "warning")
            return
        self._show_action(ActionProposed(type_, action, tool_use_id), saved=True)

    def _show_action(self, proposed: ActionProposed, saved: bool = False):
        """The service's buttons for an action. A saved one's status is not sent to the model again."""
        service = self._by_name.get(proposed.type)
        if service is None:  # the session validates types; this is a safety net
            self.dock.add_notice(tr("The model proposed an unknown action '{action}'.", action=proposed.type),
                                 "warning")
            return
        try:
            response = service.process(self._action_environment(), proposed.action)
        except UserError as exc:
            # The map changed since the message was sent (the agent checked the
            # action against it then): tell the user now and the model next turn.
            self.dock.add_notice(exc.user_message, "warning")
            if saved:
                return
            if proposed.tool_use_id:
                self.session.set_tool_status(proposed.tool_use_id, exc.user_message, is_error=True)
            else:
                self.session.add_note(f"Your '{proposed.type}' action could not be shown: {exc.user_message}")
            return
        if proposed.tool_use_id:
            if not saved:
                self.session.set_tool_status(proposed.tool_use_id, response.status)
            response.buttons = [self._reporting(button, proposed.tool_use_id) for button in response.buttons]
        self.dock.add_response(response)

    def _reporting(self, button: ActionButton, tool_use_id: str) -> ActionButton:
        """Wrap a button so that what its click did is reported to the model next turn."""

        def report(summary: str, is_error: bool = False, quotes_values: bool = True):
            # A failure's reason may quote values: it leaves only as values may (Ask: once the user said yes).
            summary = value_safe(summary, is_error, self._values_may_leave(), quotes_values)
            self.session.set_tool_status(tool_use_id, summary, is_error=is_error)
            self.archive.session_changed()

        run = button.run
        return ActionButton(button.label, lambda host: run(OutcomeReportingHost(host, report)), button.tooltip)

    def _values_may_leave(self) -> bool:
        """The values policy now, as the next request would take it: saved Allow, a local
        server, or Allow answered; not under Ask before a yes, nor after Not now or Never."""
        settings = preferences.load()
        if self._local_for_this_chat:
            settings.provider = OPENAI
        return self._values.policy(settings) == consent.ALLOW

    def _action_environment(self) -> ActionEnvironment:
        return ActionEnvironment(
            project=QgsProject.instance(),
            canvas=self.iface.mapCanvas(),
            iface=self.iface,
            settings=self.settings,
        )

    def _on_worker_finished(self):
        # The turn's last request, kept here: the warm-up below makes a fresh client (prepare_request),
        # whose body would be empty (Anthropic, which is not warmed) or the warm-up's own.
        if self.worker is None or not self.worker.discarded:  # a turn New chat dropped is not this chat's
            self._last_turn_body = getattr(self.session.client, "last_request_body", "") or self._last_turn_body
        if self.worker is not None:
            release_when_ended(self.worker)
        self.worker = None
        self.cancel = None
        if self._reset_pending:
            self._reset_pending = False
            self.session.reset()
        if self.dock is not None:
            self.dock.set_busy(False)
        # While the user reads the answer and types the next question, a local server
        # reads what the next request adds: a lookup's result, a changed map, the whole
        # chat again after the model's tool calling switched form.
        if not self._shut_down:
            self.warmer.schedule()
