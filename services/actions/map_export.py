"""The ``map_export`` service: the map as it is at click time, as a PDF or PNG print layout.

``{"type": "map_export", "title": "Iberia", "format": "pdf", "path": "/home/me/maps"}``.
The page (title, legend of the visible layers, scale bar, north arrow) is a QGIS
print layout built on the click; the map is rendered in a thread of the plugin's own
and the file written in a task (services/acting/layout_export.py says why in three
parts). A given ``path`` is checked before the button shows; without one the user
picks the file at click time. An existing file is never overwritten unasked: the
name is made unique ("Iberia (2).pdf"), or the save dialog asks. The layout may
also be added to the project's layouts, named after the title; Undo removes it.
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Callable

# Union, not "X | None": pydantic evaluates field annotations at run time, and
# QGIS 3.22-3.28 on Windows run Python 3.9.
from typing import Any, ClassVar, Literal, TypeVar, Union

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator
from pydantic.json_schema import SkipJsonSchema
from qgis.core import QgsProject
from qgis.PyQt import sip
from qgis.PyQt.QtCore import QDir, Qt, QTimer
from qgis.PyQt.QtWidgets import QFileDialog

from ...agent.tools import ACTION, METADATA
from ...agent.user_text import for_user
from ...agent.words.vocabulary import EXPORT_WORDS
from ...toolbelt.i18n import translated
from ...toolbelt.threads.release import release_when_ended
from ...toolbelt.threads.tasks import TaskCancelled, cancelled_text, guarded, run_in_task, user_message
from ...toolbelt.threads.workers import BackgroundCall
from ..acting.action_tool import ActionTool
from ..acting.layout_export import MapLayout, layout_map_settings, layout_steps, page_without_map, write_pdf, write_png
from ..base import ActionButton, ActionEnvironment, ActionHost, ActionRejected, ActionReply
from ..checks.after_click import file_unwritten
from ..reading.map_render import MapRender

Format = Literal["pdf", "png"]
T = TypeVar("T")
Maybe = Union[T, SkipJsonSchema[None]]  # the schema says only the type: the prompt stays small
_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')
_RUNS: set = set()  # exports running: their Python objects (the renderer job's) must outlive the click


class MapExportInput(BaseModel):
    model_config = ConfigDict(extra="ignore", json_schema_extra={"examples": [{"title": "TITLE", "format": "pdf"}]})

    title: str = Field(description="Printed above the map; names the file.")
    format: Format = Field(default="pdf", description="pdf or png")
    path: Maybe[str] = Field(default=None, description="Folder (or file) to write to; omit to let the user pick.")
    dpi: int = Field(default=150, ge=72, le=600, description="72..600")
    add_to_layouts: bool = Field(default=False, description="Also keep the layout in the project.")

    @field_validator("title")
    @classmethod
    def _title_given(cls, value: str) -> str:
        value = value.strip()
        if not value:
            raise ValueError("the title is empty: give the text to print above the map, e.g. 'Iberia'")
        return value

    @field_validator("format", mode="before")
    @classmethod
    def _lower_case(cls, value: Any) -> Any:
        return value.strip().lower().lstrip(".") if isinstance(value, str) else value

    @model_validator(mode="after")
    def _path_is_writable(self) -> MapExportInput:
        if self.path is not None:
            target_folder(self.path, self.format)  # ActionRejected is a ValueError: back to the model
        return self


def target_folder(path: str, fmt: str) -> tuple[str, str | None]:
    """(folder, file name or None) of a ``path``: an existing, writable folder, or a
    ``.pdf``/``.png`` file name in one. ``ActionRejected`` saying what is wrong."""
    path = os.path.expanduser(path.strip())
    if not os.path.isabs(path):
        raise ActionRejected(for_user("'{path}' is not a full path: give a folder that exists, e.g. {home}, or "
                                      "leave 'path' out so the user picks the file", path=path, home=QDir.homePath()))
    name = None
    extension = os.path.splitext(path)[1].lower()
    if extension in (".pdf", ".png") and not os.path.isdir(path):
        if extension != f".{fmt}":
            raise ActionRejected(for_user("the file name '{name}' does not end in .{format}: use the format's "
                                          "extension, or a folder", name=os.path.basename(path), format=fmt))
        path, name = os.path.dirname(path), os.path.basename(path)
    if not os.path.isdir(path):
        raise ActionRejected(for_user("the folder '{folder}' does not exist: give a folder that exists, or leave "
                                      "'path' out so the user picks the file", folder=path))
    if not writable(path):
        raise ActionRejected(for_user("the folder '{folder}' cannot be written: give another folder, or leave "
                                      "'path' out so the user picks the file", folder=path))
    return path, name


def writable(folder: str) -> bool:
    """Whether a file can be made in ``folder``, by making one and removing it
    (``os.access`` says yes to root everywhere, even in /proc)."""
    try:
        with tempfile.TemporaryFile(dir=folder):
            return True
    except OSError:
        return False


def file_name(title: str, fmt: str) -> str:
    """A file name from the title: characters no file system takes replaced."""
    stem = _UNSAFE.sub("_", title).strip(" .") or "map"
    return f"{stem[:120]}.{fmt}"


def reserve_unique(folder: str, name: str) -> str:
    """The path of a new, empty file in ``folder`` named ``name``, or "name (2)" and
    so on when taken. Made at once (O_EXCL), so no other export takes the name."""
    stem, extension = os.path.splitext(name)
    for number in range(1, 10_000):
        candidate = os.path.join(folder, name if number == 1 else f"{stem} ({number}){extension}")
        try:
            os.close(os.open(candidate, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644))
        except FileExistsError:
            continue
        return candidate
    raise ActionRejected(for_user("Could not find a free file name for '{name}' in '{folder}'.", name=name,
                                  folder=folder))


class MapExportTool(ActionTool):
    name: ClassVar[str] = "map_export"
    description: ClassVar[str] = (
        "Export the current map view as a PDF or PNG print layout with a title, legend, scale bar and north "
        "arrow. `path`: a folder (omit it and the user picks the file). `add_to_layouts`: also add the layout "
        "to the project. The user clicks to export."
    )
    input_model: ClassVar[type[BaseModel]] = MapExportInput
    kind: ClassVar[str] = ACTION
    egress: ClassVar[str] = METADATA
    offer_words: ClassVar[tuple[str, ...]] = EXPORT_WORDS
    done_by_button: ClassVar[bool] = True  # a description of the steps is no answer (agent/words/button_wanted.py)

    def process(self, environment: ActionEnvironment, call: MapExportInput) -> ActionReply:
        folder = target_folder(call.path, call.format)[0] if call.path is not None else None
        label = for_user("Export '{title}' as {format}", title=call.title, format=call.format.upper())
        if folder is not None:
            tooltip = for_user("Print layout with legend, scale bar and north arrow, {dpi} dpi, into {folder}",
                               dpi=call.dpi, folder=folder)
        else:
            tooltip = for_user("Print layout with legend, scale bar and north arrow, {dpi} dpi; you pick the file",
                               dpi=call.dpi)
        button = ActionButton(label, guarded(lambda host: _run(environment, call, host)), tooltip=tooltip)
        return ActionReply(buttons=[button], status=f"shown to the user as a button '{label}'")


# --- on click ---------------------------------------------------------------------------


def _run(environment: ActionEnvironment, call: MapExportInput, host: ActionHost) -> None:
    if call.path is not None:
        folder, name = target_folder(call.path, call.format)  # again: the folder may be gone
        export(environment, call, reserve_unique(folder, name or file_name(call.title, call.format)), host, reserved=True)
        return
    choose_file(environment, call, host)


def choose_file(environment: ActionEnvironment, call: MapExportInput, host: ActionHost) -> QFileDialog:
    """A save dialog in the project's folder (else home), opened without a nested event
    loop; it asks before replacing a file. The export starts when a file is chosen."""
    parent = environment.iface.mainWindow() if environment.iface is not None else None
    folder = environment.project.homePath() or QDir.homePath()
    kind = for_user("PDF files (*.pdf)") if call.format == "pdf" else for_user("PNG images (*.png)")
    dialog = QFileDialog(parent, translated(for_user("Export the map")),
                         os.path.join(folder, file_name(call.title, call.format)), translated(kind))
    dialog.setObjectName("mapExportDialog")
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setDefaultSuffix(call.format)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    dialog.fileSelected.connect(
        lambda path: path and guarded(lambda chosen_host: export(environment, call, path, chosen_host, reserved=False))(host))
    dialog.open()
    return dialog


def export(environment: ActionEnvironment, call: MapExportInput, path: str, host: ActionHost, reserved: bool) -> None:
    """Build the layout, render its map in a thread of the plugin's own, write the file in a task.
    ``reserved``: ``path`` is the empty file ``reserve_unique`` made, removed on failure."""
    ExportRun(environment, call, path, host, reserved).start()


class ExportRun:
    """One click's export. The main-thread steps (layout, page, starting the render) run
    in separate event-loop turns: together they took up to 60 ms on a first export."""

    def __init__(self, environment: ActionEnvironment, call: MapExportInput, path: str, host: ActionHost,
                 reserved: bool):
        self.environment, self.call, self.path, self.host, self.reserved = environment, call, path, host, reserved
        self.message = for_user("Exporting '{title}'…", title=call.title)
        self.cancelled = False
        self.render = self.drawing = self.task = self.built = self.page = None
        self.progress = None

    def start(self) -> None:
        self.progress = self.host.start_progress(self.message, self.cancel)
        _RUNS.add(self)
        self._steps = self._prepare()
        self._next()

    def cancel(self) -> None:
        self.cancelled = True
        if self.task is not None:
            self.task.cancel()
        elif self.render is not None:
            self.render.cancel()

    def _prepare(self):
        for built in layout_steps(self.environment.project, self.environment.canvas.mapSettings(), self.call.title):
            self.built = built
            yield
        self.page = page_without_map(self.built, self.call.dpi)
        yield
        self.render = MapRender(layout_map_settings(self.built, self.call.dpi))
        yield
        self.drawing = BackgroundCall(self.render.draw)
        self.drawing.done.connect(lambda image: self._guarded(lambda: self._rendered(image)))
        self.drawing.failed.connect(self._failed)
        self.drawing.start()

    def _next(self) -> None:
        if self.cancelled:
            self._failed(cancelled_text(self.message))
            return
        try:
            next(self._steps)
        except StopIteration:
            return
        except Exception as error:  # noqa: BLE001 (a timer's slot: reported in the chat, never raised into Qt)
            self._failed(user_message(error))
            return
        QTimer.singleShot(0, self._next)

    def _guarded(self, step: Callable[[], None]) -> None:
        try:
            step()
        except Exception as error:  # noqa: BLE001 (a Qt slot: reported in the chat, never raised into Qt)
            self._failed(user_message(error))

    def _rendered(self, image) -> None:
        if self.cancelled:
            self._failed(cancelled_text(self.message))
            return
        work = write_work(self.path, self.call, self.built, image, self.page)
        self.task = run_in_task(self.message, work, lambda ok: self._guarded(lambda: self._written(ok)),
                                self._task_failed)

    def _written(self, ok: bool) -> None:
        if not ok:
            self._failed(for_user("Could not write '{path}'. Check that the folder can be written and has space.",
                                  path=self.path))
            return
        unwritten = file_unwritten(self.path)  # a writer that said yes and left no file, or an empty one
        if unwritten is not None:
            self._failed(unwritten)
            return
        _report(self.environment, self.call, self.built, self.path, self.host)
        self._finish()

    def _task_failed(self, error: BaseException) -> None:
        self._failed(cancelled_text(self.message) if isinstance(error, TaskCancelled) else user_message(error))

    def _failed(self, text: str) -> None:
        self._finish()
        if self.reserved:
            _remove(self.path)
        self.host.show_error(text)

    def _finish(self) -> None:
        self.progress.finish()
        _RUNS.discard(self)
        # Let go of the QGIS objects here, on the main thread: left to the garbage collector
        # (this run, its job and its slots form a cycle), they could be destroyed on any thread.
        if self.drawing is not None:  # ended: _finish comes after its done or failed
            release_when_ended(self.drawing)
        if self.render is not None:
            if self.drawing is None:
                self.render.discard()
            self.render.job.deleteLater()
        if self.built is not None and self.built.layout not in self.environment.project.layoutManager().layouts():
            self.built.layout.deleteLater()
        self.render = self.drawing = self.built = self.page = self.task = self.progress = self._steps = None


def write_work(path: str, call: MapExportInput, built: MapLayout, image, page) -> Callable[[Any], bool]:
    """The task's work: the file written beside ``path``, then moved over it, so a failure
    never leaves half a file, nor spoils one the user chose to replace."""
    geometry, dpi, title, fmt = built.geometry, call.dpi, call.title, call.format

    def work(feedback) -> bool:
        partial = f"{path}.part"
        try:
            if fmt == "pdf":
                ok = write_pdf(partial, title, geometry, dpi, image, page)
            else:
                ok = write_png(partial, geometry, dpi, image, page)
            if ok and not feedback.isCanceled():
                os.replace(partial, path)
                return True
        except OSError:
            pass
        _remove(partial)
        return False

    return work


def _remove(path: str) -> None:
    try:
        os.remove(path)
    except OSError:
        pass


def _report(environment: ActionEnvironment, call: MapExportInput, built: MapLayout, path: str, host: ActionHost) -> None:
    undo = None
    text = for_user("Exported '{title}' to {path}.", title=call.title, path=path)
    if call.add_to_layouts:
        name = add_to_layouts(environment.project, built)
        undo = layout_undo(environment.project, built)
        text = for_user("Exported '{title}' to {path}, and added the layout '{layout}' to the project's layouts.",
                        title=call.title, path=path, layout=name)
    host.show_file(text, path, undo=undo)  # the dock offers Open and Show in folder


def add_to_layouts(project: QgsProject, built: MapLayout) -> str:
    """Add the layout to the project's layout manager under its title, made unique."""
    manager = project.layoutManager()
    title = built.layout.name()
    taken = {layout.name() for layout in manager.layouts()}
    name, number = title, 2
    while name in taken:
        name, number = f"{title} ({number})", number + 1
    built.layout.setName(name)
    manager.addLayout(built.layout)
    return name


def layout_undo(project: QgsProject, built: MapLayout) -> Callable[[], None]:
    """Remove the layout again, whatever it is called by then; nothing if the user deleted it."""
    layout = built.layout

    def undo() -> None:
        manager = project.layoutManager()
        if not sip.isdeleted(layout) and layout in manager.layouts():
            manager.removeLayout(layout)

    return undo


