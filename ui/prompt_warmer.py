"""Has a local model server read the chat's prompt while the user types (agent/warm_up.py).

Sent when the dock is shown, after New chat and after each answer, once for each
prompt: the same server, model, system prompt, tools, map context and history are
not read twice. The request runs in its own thread beside the chat; the server has
one slot, so a question sent meanwhile waits for it and then starts from what it read.
"""

from __future__ import annotations

import os
from functools import partial

from qgis.PyQt.QtCore import QObject, QTimer, pyqtSignal

from ..agent.cancel import CancelToken
from ..agent.providers.presets import OPENAI, is_local, local_base_url
from ..agent.warm_up import warm_up
from ..toolbelt import preferences
from ..toolbelt.slot_guard import guard
from ..toolbelt.threads.release import keep_until_ended, release_when_ended
from ..toolbelt.threads.workers import BackgroundCall


def server_url(settings: preferences.PluginSettings) -> str:
    """The address the chat's requests go to ("" for Anthropic's own API)."""
    if settings.provider == OPENAI:
        return local_base_url(settings.local_preset, settings.local_base_url)
    return settings.base_url or os.environ.get("ANTHROPIC_BASE_URL", "")  # as the SDK reads it


class PromptWarmer(QObject):
    """``progressed(PromptProgress)``: how far the server has read (emitted from the warm-up's thread)."""

    progressed = pyqtSignal(object)

    def __init__(self, controller):
        super().__init__(controller)
        self._controller = controller
        self._running: BackgroundCall | None = None
        self._cancel: CancelToken | None = None
        self._warmed: tuple = ()
        self.requests_sent = 0

    def schedule(self) -> None:
        """Warm up once the event loop is free (the dock is showing itself)."""
        QTimer.singleShot(0, self._start)

    def _start(self, size_asked: bool = False) -> None:
        # Logged only: the question will say what is wrong with the server, if anything.
        with guard("Could not warm up the local model server", lambda message: None, prefix=False):
            self._start_unguarded(size_asked)

    def _start_unguarded(self, size_asked: bool = False) -> None:
        controller = self._controller
        if self._running is not None or controller.worker is not None or controller.is_shut_down:
            return
        settings = preferences.load()
        if not settings.warm_up or not is_local(server_url(settings)):
            return
        prepared = controller.prepare_request()
        if prepared is None:
            return
        if not size_asked and not controller.session.knows_prompt_form():  # asks the server: not here
            self._start_call(controller.session.uses_short_prompt, self._learnt)
            return
        request = controller.session.warm_up_request(prepared[0])
        key = (server_url(controller.settings), request.model, request.system, request.context,
               tuple(tool.name for tool in request.tools), len(request.messages))
        if not request.model or key == self._warmed:
            return
        self._warmed = key
        self._cancel = CancelToken()
        self._start_call(partial(warm_up, controller.session.client, request, self._cancel,
                                 server_url(controller.settings), self.progressed.emit), self._ended)
        self.requests_sent += 1

    def _start_call(self, call, ended) -> None:
        self._running = BackgroundCall(call)
        self._running.done.connect(ended)
        self._running.failed.connect(ended)
        self._running.start()

    def _learnt(self, outcome: object) -> None:
        """The server was asked what the model is (agent/words/short_prompt.py): its prompt can be read now."""
        self._release()
        self._start(size_asked=True)

    def _ended(self, outcome: object) -> None:
        self._release()
        if outcome is not True:  # not read (the server was not up yet): the next occasion tries again
            self._warmed = ()

    def _release(self) -> None:
        if self._running is not None:
            release_when_ended(self._running)
        self._running = None

    def stop(self, wait_ms: int = 3000) -> None:
        """On unload: cancel a warm-up still running and wait briefly for its thread."""
        if self._cancel is not None:
            self._cancel.cancel()
        running, self._running = self._running, None
        if running is not None:
            running.done.disconnect()
            running.failed.disconnect()
            if not running.wait(wait_ms):
                keep_until_ended(running)
