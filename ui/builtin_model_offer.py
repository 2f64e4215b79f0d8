"""The built-in local model in the dock (issue 26): a one-line state (what runs, the
memory it holds) and, for a user with no API key, the suggestion to use it. Nothing is
downloaded or started without the user's click, except a server the settings already
chose and whose model is already downloaded: that one starts with QGIS."""

from __future__ import annotations

import os
from dataclasses import replace

from qgis.PyQt.QtCore import QObject

from ..toolbelt import preferences, secrets
from ..toolbelt.builtin_model.builtin import NOT_DOWNLOADED, BuiltinModel, size_text
from ..toolbelt.i18n import tr
from ..toolbelt.slot_guard import guard
from .dock import ChatDock
from .settings_page import ANTHROPIC, BUILTIN, OPENAI


def builtin_chosen(settings) -> bool:
    return settings.provider == OPENAI and settings.local_preset == BUILTIN


def has_api_key(settings) -> bool:
    """A key in the QGIS authentication database or in the environment (the Anthropic SDK reads it)."""
    return bool(os.environ.get("ANTHROPIC_API_KEY")) or secrets.has_api_key(settings.auth_config_id)


class BuiltinModelOffer(QObject):
    def __init__(self, model: BuiltinModel, dock: ChatDock):
        super().__init__(dock)
        self.model = model
        self.dock = dock
        model.changed.connect(self.show_state)
        model.downloaded.connect(self._downloaded)
        dock.builtinModelRequested.connect(self.use_builtin)
        self._asked = False  # the user clicked "use it": start it once it is downloaded

    def refresh(self) -> None:
        """At start and after Options closed: start a chosen, downloaded model; suggest one to a user with no key."""
        settings = preferences.load()
        if builtin_chosen(settings) and self.model.state == NOT_DOWNLOADED:
            self.dock.show_builtin_suggestion(
                tr("The built-in local model is chosen but not downloaded (free, {size} download)",
                   size=size_text(self.model.catalogue.download_bytes)), tr("Download"))
        elif builtin_chosen(settings):
            self.dock.hide_builtin_suggestion()
            self.model.start()
        elif settings.provider == ANTHROPIC and not has_api_key(settings):
            self._suggest()
        else:
            self.dock.hide_builtin_suggestion()
        self.show_state()

    def _suggest(self) -> None:
        if self.model.state == NOT_DOWNLOADED:
            self.dock.show_builtin_suggestion(
                tr("No API key: use the built-in local model (free, {size} download)",
                   size=size_text(self.model.catalogue.download_bytes)),
                tr("Download and use"))
        else:
            self.dock.show_builtin_suggestion(tr("No API key: use the built-in local model (free, downloaded)"),
                                              tr("Use it"))

    def use_builtin(self) -> None:
        """The suggestion's click: the consent to download, and the choice of the built-in model."""
        with guard(tr("Could not switch to the built-in model"), self._report):
            preferences.save(replace(preferences.load(), provider=OPENAI, local_preset=BUILTIN))
            self._asked = True
            self.dock.hide_builtin_suggestion()
            if self.model.state == NOT_DOWNLOADED:
                self.model.download()
            else:
                self.model.start()

    def show_state(self) -> None:
        self.dock.set_builtin_status(self.model.status_line())

    def shutdown(self) -> None:
        """Unload: the model reports into the dock no more (the plugin shuts the model down)."""
        self.model.changed.disconnect(self.show_state)
        self.model.downloaded.disconnect(self._downloaded)

    def _downloaded(self, ok: bool, message: str) -> None:
        if ok and (self._asked or builtin_chosen(preferences.load())):
            self.model.start()
        elif not ok:  # the reason is in the state line; the way on is one click
            self.dock.show_builtin_suggestion(tr("The built-in model was not downloaded."), tr("Download again"))

    def _report(self, message: str) -> None:
        self.dock.add_notice(message, "error")
