"""Saved chats: the conversation recorded per project file, and brought back.

Joins the controller, the dock and ``ui/chats/store.py`` on the main
thread. The user's message is saved when it is sent; the answer (its text, each
action's template, the turn's usage and the session's state) in one transaction
when the turn ends, so killing QGIS loses at most the answer in flight.

When the plugin starts, and when a project is read, the project's most recent
chat comes back: messages rendered, buttons rebuilt through the services from
their templates (a click still fills placeholders from the live map then). A
long chat is rendered a few messages per event-loop turn (60 turns took ~500 ms
in one go), with Send disabled meanwhile.
Clearing the project (Project > New, or before another is read) shows a blank
chat. Chats of an unsaved project are kept under the empty path ("unsaved
project"); the chat shown moves to the project's file when it is first saved.
"""

from __future__ import annotations

import os
from pathlib import Path

from qgis.core import QgsApplication, QgsProject
from qgis.PyQt.QtCore import QObject, QTimer
from qgis.PyQt.QtWidgets import QFileDialog, QMessageBox

from ...agent.events import ActionProposed, AssistantText, TurnDone, TurnFailed
from ...agent.session import ChatSession, UsageTotals
from ...toolbelt.i18n import tr, translated
from ...toolbelt.slot_guard import guard
from ...toolbelt.threads.tasks import advance
from ..usage_text import turn_tooltip, usage_text
from .chat_list import ChatRow
from .markdown import UNSAVED_PROJECT, chat_markdown
from .pricing import price_for, price_table_or_default, total_cost
from .store import ChatStore, Entry, TurnUsage

# A saved chat is drawn a few messages per event-loop turn. Smaller than the usual
# slice: one message's widgets can take ~9 ms, and the first slice follows the
# opening itself, so the two together stay far below the 50 ms the UI may freeze.
RESTORE_SLICE_S = 0.008

STORE_ENV = "MAP_ASSISTANT_CHATS"  # names another database file (tests, a shared drive)


def store_path() -> Path:
    """``<profile>/map_assistant/chats.sqlite`` in the active QGIS profile."""
    override = os.environ.get(STORE_ENV)
    if override:
        return Path(override)
    return Path(QgsApplication.qgisSettingsDirPath()) / "map_assistant" / "chats.sqlite"


def project_key(project: QgsProject | None = None) -> str:
    return (project or QgsProject.instance()).absoluteFilePath()


class ChatArchive(QObject):
    def __init__(self, controller):
        super().__init__(controller)
        self._controller = controller
        self._dock = controller.dock
        self._store: ChatStore | None = None
        with guard(tr("Saved chats are unavailable"), self._warn):
            self._store = ChatStore(store_path())
        self.chat_id: int | None = None  # the chat shown; created with its first message
        self._turns: list[TurnUsage] = []  # the shown chat's usage, turn by turn
        self._turn_text = ""
        self._turn_actions: list[Entry] = []
        self._restoring: QTimer | None = None  # renders a reopened chat in slices
        project = QgsProject.instance()
        project.readProject.connect(self._on_project_read)
        project.cleared.connect(self._on_project_cleared)
        project.projectSaved.connect(self._on_project_saved)
        panel = self._dock.chat_list
        panel.openRequested.connect(self.open_chat)
        panel.deleteRequested.connect(self.delete_chat)
        panel.exportRequested.connect(self.export_chat)
        self._dock.chatListToggled.connect(self._on_list_toggled)

    @property
    def restoring(self) -> bool:
        """A reopened chat is still being rendered."""
        return self._restoring is not None

    def close(self) -> None:
        """Unload: QgsProject outlives the plugin, so its signals must let go of us."""
        self._stop_restoring()
        project = QgsProject.instance()
        project.readProject.disconnect(self._on_project_read)
        project.cleared.disconnect(self._on_project_cleared)
        project.projectSaved.disconnect(self._on_project_saved)
        if self._store is not None:
            self._store.close()
            self._store = None

    # ----- recording -------------------------------------------------------------

    def user_sent(self, text: str) -> None:
        self._turn_text, self._turn_actions = "", []
        with guard(tr("The message was not saved"), self._warn):
            if self._store is None:
                return
            if self.chat_id is None:
                self.chat_id = self._store.create_chat(project_key())
            self._store.add_user_message(self.chat_id, text)

    def observe(self, item) -> None:
        """The worker's events, on the main thread, as the dock receives them."""
        if isinstance(item, AssistantText):
            self._turn_text = item.text
        elif isinstance(item, ActionProposed):
            self._turn_actions.append(
                Entry("action", "", item.type, item.action.model_dump_json(), item.tool_use_id))
        elif isinstance(item, TurnDone):
            entries = ([Entry("assistant", self._turn_text)] if self._turn_text.strip() else []) + self._turn_actions
            turn = TurnUsage(item.model or self._controller.settings.model, dict(item.usage),
                             item.latency_ms, tuple(item.lookups))
            self._turns.append(turn)
            self._show_usage()
            self._write(lambda store: store.finish_turn(self.chat_id, entries, turn, self._session_json()))
        elif isinstance(item, TurnFailed):  # the session withdrew the question; keep its state in step
            self.session_changed()

    def session_changed(self) -> None:
        """A click's outcome changed what the model will be told: save the session's state."""
        self._write(lambda store: store.save_session(self.chat_id, self._session_json()))

    def new_chat(self) -> None:
        """Forget the shown chat (it stays saved); the next message starts another."""
        self._stop_restoring()
        self.chat_id = None
        self._turns = []
        self._turn_text, self._turn_actions = "", []
        self._show_usage()
        self._refresh_list()

    # ----- bringing chats back ---------------------------------------------------

    def restore_latest(self) -> None:
        """The open project's most recent chat, if it has one (plugin start, project read),
        unless the dock already shows a conversation: what the user reads is not replaced."""
        if self._dock.messages.message_widgets():
            return
        with guard(tr("Could not reopen the last chat"), self._warn):
            chats = self._store.chats(project_key()) if self._store is not None else []
            if chats:
                self.open_chat(chats[0].id)

    def open_chat(self, chat_id: int) -> None:
        with guard(tr("Could not open the chat"), self._warn):
            if self._store is None or self._store.chat(chat_id) is None:
                return
            controller = self._controller
            session = self._session_from(self._store.session_json(chat_id))
            controller.adopt_session(session)
            self._dock.clear_messages()
            self.new_chat()
            self.chat_id = chat_id
            self._turns = self._store.usage(chat_id)
            self._show_usage()
            self._refresh_list()
            self._render_in_slices(self._store.entries(chat_id))

    def _render_in_slices(self, entries: list[Entry]) -> None:
        steps = (self._render(entry) for entry in entries)
        timer = QTimer(self)
        timer.setInterval(0)  # whenever the event loop has nothing else to do

        def turn() -> None:
            finished = True
            with guard(tr("Could not show the saved chat"), self._warn):
                finished, _ = advance(steps, RESTORE_SLICE_S)
            if finished:
                self._stop_restoring()

        timer.timeout.connect(turn)
        self._restoring = timer
        self._dock.set_busy(True)  # a message sent now would land amid the old ones
        timer.start()

    def _stop_restoring(self) -> None:
        timer, self._restoring = self._restoring, None
        if timer is None:
            return
        timer.stop()
        timer.deleteLater()
        if self._controller.worker is None:
            self._dock.set_busy(False)

    def _session_from(self, saved: str) -> ChatSession:
        controller = self._controller
        args = (None, controller.services, controller.session.system_prompt,
                controller.settings.model, controller.settings.max_tokens)
        session = None
        if saved:
            try:
                session = ChatSession.from_json(saved, *args)
            except ValueError as error:
                self._warn(tr("The assistant's memory of this chat could not be read ({reason}); it starts afresh, "
                              "the messages below are kept.", reason=error))
        if session is None:
            session = ChatSession(*args)
        session.model_choice = controller.session.model_choice  # its model list is cached per server
        session.short_system_prompt = controller.session.short_system_prompt  # in QGIS's language
        return session

    def _render(self, entry: Entry) -> None:
        if entry.kind == "user":
            self._dock.add_user_message(entry.text)
        elif entry.kind == "assistant":
            self._dock.begin_assistant_message()
            self._dock.set_assistant_text(entry.text)
            self._dock.end_assistant_message()
        elif entry.kind == "action":
            self._controller.show_saved_action(entry.action_type, entry.action_json, entry.tool_use_id)

    # ----- the list: open, delete, export ------------------------------------------

    def delete_chat(self, chat_id: int) -> None:
        with guard(tr("Could not delete the chat"), self._warn):
            if self._store is None or (chat := self._store.chat(chat_id)) is None:
                return
            answer = QMessageBox.question(
                self._dock, tr("Delete chat"),
                tr("Delete the chat “{title}”? This cannot be undone.", title=chat.title or tr("(no message yet)")))
            if answer != QMessageBox.StandardButton.Yes:
                return
            self._store.delete_chat(chat_id)
            if chat_id == self.chat_id:
                self._dock.clear_messages()
                self._controller.new_chat()
            self._refresh_list()

    def export_chat(self, chat_id: int) -> None:
        with guard(tr("Could not export the chat"), self._warn):
            if self._store is None or (chat := self._store.chat(chat_id)) is None:
                return
            suggested = "".join(c if c.isalnum() or c in " -_" else "_" for c in chat.title).strip() or "chat"
            path, _ = QFileDialog.getSaveFileName(
                self._dock, tr("Export chat as Markdown"), str(Path.home() / f"{suggested[:60]}.md"),
                tr("Markdown (*.md)"))
            if not path:
                return
            usage = self._store.usage(chat_id)
            cost = total_cost([(t.model, t.usage) for t in usage], self._price_table())
            Path(path).write_text(chat_markdown(chat, self._store.entries(chat_id), usage, cost), encoding="utf-8")
            self._dock.add_notice(tr("The chat was exported to {path}.", path=path), "info")

    def _on_list_toggled(self, shown: bool) -> None:
        if shown:
            self._refresh_list()

    def _refresh_list(self) -> None:
        if self._store is None or not self._dock.chat_list.isVisibleTo(self._dock):
            return
        with guard(tr("Could not list the saved chats"), self._warn):
            key = project_key()
            rows = [ChatRow(c.id, c.title, c.updated, c.id == self.chat_id) for c in self._store.chats(key)]
            self._dock.chat_list.set_chats(Path(key).name if key else translated(UNSAVED_PROJECT), rows)

    # ----- the project ------------------------------------------------------------

    def _on_project_read(self, *_args) -> None:
        self.restore_latest()
        self._refresh_list()

    def _on_project_cleared(self) -> None:
        with guard(tr("Could not start a new chat"), self._warn):
            self._dock.clear_messages()
            self._controller.new_chat()

    def _on_project_saved(self) -> None:
        """An unsaved project's chat belongs to the file it was first saved as."""
        with guard(tr("Could not move the chat to the saved project"), self._warn):
            key = project_key()
            if self._store is None or self.chat_id is None or not key:
                return
            chat = self._store.chat(self.chat_id)
            if chat is not None and not chat.project:
                self._store.move_chat(self.chat_id, key)
                self._refresh_list()

    # ----- helpers ----------------------------------------------------------------

    def _show_usage(self) -> None:
        if not self._turns:
            self._dock.set_usage("", "")
            return
        table = self._price_table()
        totals = UsageTotals()
        for turn in self._turns:
            totals.add(turn.usage)
        cost = total_cost([(t.model, t.usage) for t in self._turns], table)
        last = self._turns[-1]
        price = price_for(last.model, table)
        tooltip = turn_tooltip(last.model, last.usage, price.cost(last.usage) if price else None,
                               last.latency_ms, last.lookups)
        self._dock.set_usage(usage_text(totals.as_dict(), cost), tooltip)

    def _price_table(self):
        return price_table_or_default(self._controller.settings.price_table)

    def _session_json(self) -> str:
        return self._controller.session.to_json()

    def _write(self, write) -> None:
        if self._store is None or self.chat_id is None:
            return
        with guard(tr("The chat was not saved"), self._warn):
            write(self._store)

    def _warn(self, message: str) -> None:
        self._dock.add_notice(message, "warning")
