"""Contracts shared by every chat service, the chat controller and the dock.

A service turns one typed action from the model into what the chat shows: text
and deferred-execution buttons. A button's ``run(host)`` is called on click, on
the main thread; it reads the *live* map, does its work (slow work in a
``QgsTask``) and reports through the ``ActionHost`` that the dock provides.
This module imports no Qt, no qgis and (at run time) no third-party package, so
the dock can use it before the plugin's dependencies are installed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Protocol

from ..agent.user_error import UserError
from ..agent.user_text import UserText, for_user

if TYPE_CHECKING:  # pydantic may be missing until the user installs it; the dock must still load
    pass


NO_REASON = for_user("no reason given")  # when QGIS gives none for a failure


class Shortfall(UserText):
    """What a click did short of its promise (services/checks/after_click.py), naming no data
    value: reported to the model whatever the values setting. Here, not beside the checks:
    the outcome host reads it in the pure tests, and the checks need QGIS."""


class ActionRejected(UserError, ValueError):
    """An action that cannot be shown or run; the message is for the user and the model.

    Also a ``ValueError``: raised in a validator or a tool's check (services/checks/call_check.py),
    it becomes a validation error that goes back to the model for correction.
    """


@dataclass
class TableResult:
    """A tabular result for the dock's result table.

    The callables are optional features; the dock shows a control for each one
    that is set. ``rows`` hold at most the first ``max_rows`` rows;
    ``total_count`` is the full count, or where counting stopped when
    ``count_capped``.
    """

    columns: list[str]
    rows: list[tuple[Any, ...]]
    total_count: int
    title: str = ""
    executed_sql: str = ""
    engine: str = ""
    open_as_layer: Callable[[], None] | None = None
    zoom_to_rows: Callable[[Sequence[int] | None], None] | None = None  # None = all rows
    select_rows: Callable[[Sequence[int] | None], None] | None = None
    export_csv: Callable[[str], None] | None = None  # path chosen by the user
    chart: str = ""  # the chart the model asked for: "bar", "line", "histogram" ("" = the Chart button only)
    count_capped: bool = False  # more rows than total_count: counting stopped there
    units: dict[str, str] = field(default_factory=dict)  # a measured column's unit, for its header ("km²")


class Progress(Protocol):
    def set_progress(self, percent: float) -> None: ...

    def finish(self) -> None: ...


class ActionHost(Protocol):
    """What a running action may do to the chat. Implemented by the dock."""

    def show_table(self, table: TableResult) -> None: ...

    def show_info(self, message: str, undo: Callable[[], None] | None = None) -> None:
        """A short result note; with ``undo`` the dock offers a one-click Undo."""

    def show_file(self, message: str, path: str, undo: Callable[[], None] | None = None) -> None:
        """A note about a file the action wrote; the dock offers Open and Show in folder."""

    def show_error(self, message: str, undo: Callable[[], None] | None = None) -> None:
        """An error from running the action (objectName ``actionError*``); with ``undo``, for
        a click that changed the map but did not do what its button promised
        (services/checks/after_click.py), the dock offers a one-click Undo."""

    def start_progress(self, message: str, cancel: Callable[[], None]) -> Progress:
        """Show progress with a Cancel control; ``finish()`` removes it."""


@dataclass
class ActionButton:
    label: str
    run: Callable[[ActionHost], None]
    tooltip: str = ""
    # A small picture of what the click will do (a style's legend), made by the dock on
    # the main thread when it shows the button: a QPixmap, or None for none.
    preview: Callable[[], Any] | None = None


@dataclass
class ActionReply:
    """What the chat shows for one action, and the status reported to the model."""

    text: str = ""  # Markdown
    buttons: list[ActionButton] = field(default_factory=list)
    status: str = ""  # e.g. "shown to the user as a button 'Count roads'"


def _default_settings():
    # Imported when first needed: preferences reads QgsSettings, which this module avoids.
    from ..toolbelt.preferences import PluginSettings

    return PluginSettings()


@dataclass
class ActionEnvironment:
    """Everything a service may use: the live project and canvas, settings.

    ``settings`` is the plugin's one settings object (``toolbelt.preferences.PluginSettings``),
    not a copy: a new limit is a field there and a control on the Options page, nothing else.
    """

    project: Any  # QgsProject
    canvas: Any  # QgsMapCanvas
    iface: Any = None  # QgisInterface, None in some tests
    settings: Any = field(default_factory=_default_settings)
