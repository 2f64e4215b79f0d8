"""`make eval-live`: how often a real small model gets everyday GIS tasks right
through the plugin (real dock, controller, services; llama-server with
Qwen2.5-Coder 1.5B at temperature 0 on QGIS's world_map.gpkg). Not a test: a wrong
answer is a score, not a failure; only a broken harness fails. Not collected by
`make test` (the file name does not start with test_). The tasks and their judges
are in eval_tasks.py (36: everyday kinds, requests that cannot be done, five other
languages, follow-ups in one chat, styling; then 12 fresh held-out tasks of the same kinds,
and 3 of issue 42's places: a city, a basemap, OpenStreetMap data).

HELD OUT: a third of the tasks (eval_tasks.py's rule: every third in file order,
from the first) is held out, and so is the fresh set (eval_tasks.py says why). The
plugin is tuned only on the other tasks; the scoreboard reports the tuned, the
held-out and the fresh held-out scores apart, per provider.

ONE SESSION: the whole eval is one pytest process, so one QGIS session, with one
dock and one controller for all tasks and both providers, as a user's QGIS would
be. Tasks run provider by provider (all of one, then the other: the server's prompt
cache keeps the shared prefix), in file order. A task with ``new_chat`` clicks New
chat first (so does the first task of a provider); a follow-up (``new_chat=False``)
goes on in the chat the task before left. The map is never reset between tasks:
only a task with ``known_view`` sets the view first (its answer depends on it), and
a task's ``prepare`` sets the selection (or the plain style) it starts from.

JUDGED by the map afterwards: the user clicks every button the model proposed, in
order, and the task's judge compares what the map shows (this task's result
tables, extent, selection, reply and notices, each layer's renderer and labels)
with an independent computation with OGR.

WHY A TASK FAILED: the first of these rules that applies, in this order (cause_of):
  1. harness - the harness or the judge raised (a timeout waiting for the turn or
               for a click included);
  2. plugin  - an exception reached Qt while the task ran (an exception in the dock);
  3. model   - a button on a request that cannot be done, whatever its click did;
  4. plugin  - a proposed button failed on click (actionError);
  5. plugin  - the dock showed one of the controller's own "Could not ..." errors,
               or an internal error;
  6. plugin  - the plugin ended a correction loop (a repeated unusable answer, or
               the retries used up);
  7. plugin  - a lookup ran, and nothing it found reached the user (no reply, no
               "What the lookups found" notice): a lookup figure lost;
  8. harness - the turn ended on another error (the model server refused or timed out);
  9. model   - anything else: wrong content (a wrong SQL, figure or selection, a
               zoom elsewhere), or no action.

The scoreboard is printed at the end and written, after every task, to
.cache/eval/last.txt (git-ignored), so a run leaves a record even if stopped; each
task's messages (what the model answered) go to .cache/eval/answers.jsonl.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
from integration.conftest import Chat
from integration.eval_tasks import EUROPE, FOUND, TASKS, Outcome, Task, look_of
from map_assistant.agent.events import LookingUp
from map_assistant.toolbelt import preferences
from map_assistant.ui.chats.archive import STORE_ENV
from qgis.core import QgsCoordinateReferenceSystem, QgsProject, QgsRectangle, QgsVectorLayer
from qgis.PyQt.QtCore import Qt
from qgis.PyQt.QtWidgets import QTableView
from support.fixtures.gis_data import remove_layers
from support.fixtures.live_model import PROVIDERS, TURN_TIMEOUT_S, WORLD_LAYERS, click_and_settle, turn, world_map_path

pytestmark = [pytest.mark.live_model, pytest.mark.timeout(2 * TURN_TIMEOUT_S)]

RECORD = Path(__file__).resolve().parents[2] / ".cache" / "eval" / "last.txt"
TRANSCRIPT = RECORD.with_name("answers.jsonl")  # each task's messages, model answers included
CAUSES = ("model", "plugin", "harness")
GAVE_UP = ("repeated the same unusable answer", "could not produce a usable action")
DOCK_FAULTS = ("Could not prepare the request", "Could not show the answer", "Could not save the answer",
               "internal error")


@dataclass
class Result:
    provider: str
    task: Task
    right: bool
    cause: str  # "" when right, else one of CAUSES
    why: str
    seconds: float
    buttons: int  # how many the model proposed


RESULTS: list[Result] = []
# Provider by provider (the server's prompt cache keeps the shared prefix); the local-server
# path first, the one a user of llama.cpp or Ollama sets up.
RUN_ORDER = sorted(PROVIDERS, key=lambda provider: provider != "openai")
CASES = [(provider, task) for provider in RUN_ORDER for task in TASKS]


# ---- one QGIS session, one dock, one chat ------------------------------------

@pytest.fixture(scope="module")
def eval_map(qgis_canvas):
    path = world_map_path()
    layers = {name: QgsVectorLayer(f"{path}|layername={name}", name, "ogr") for name in WORLD_LAYERS}
    for name, layer in layers.items():
        assert layer.isValid(), f"{name} did not load from {path}"
    QgsProject.instance().addMapLayers(list(layers.values()))
    qgis_canvas.setDestinationCrs(QgsCoordinateReferenceSystem("EPSG:4326"))
    qgis_canvas.setLayers(list(layers.values()))
    qgis_canvas.setExtent(EUROPE)
    yield layers
    remove_layers(qgis_canvas)


@pytest.fixture(scope="module")
def eval_chat(qgis_iface, eval_map, live_server, tmp_path_factory):
    """The dock and controller all tasks share; ``provider`` names the chat's provider."""
    from map_assistant.ui.controller import ChatController
    from map_assistant.ui.dock import ChatDock

    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("ANTHROPIC_API_KEY", "sk-llama-server-takes-any-key")
        patch.setenv(STORE_ENV, str(tmp_path_factory.mktemp("eval") / "chats.sqlite"))  # opened once, here
        qgis_iface.mainWindow().show()  # clicks only reach visible widgets
        dock = ChatDock(qgis_iface.mainWindow())
        qgis_iface.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.show()
        controller = ChatController(qgis_iface, dock)
        chat = Chat(dock, controller, qtbot=None)  # each task lends its qtbot
        chat.provider = ""
        yield chat
        controller.shutdown()
        qgis_iface.removeDockWidget(dock)
        dock.deleteLater()


def settings_for(provider: str, live_server) -> preferences.PluginSettings:
    """As live_model's ``live_chat``: the settings a user of llama-server would choose."""
    if provider == "openai":  # the window is asked of the server (/props), as for a user's llama-server
        return preferences.PluginSettings(
            provider="openai", local_preset="llamacpp", local_base_url=live_server.base_url(provider),
            local_model=live_server.model, local_timeout_s=TURN_TIMEOUT_S, max_tokens=1024)
    return preferences.PluginSettings(
        provider=provider, model=live_server.model, base_url=live_server.base_url(provider),
        timeout_s=TURN_TIMEOUT_S, max_tokens=1024)


def start_task(chat: Chat, provider: str, task: Task, layers: dict, canvas, live_server) -> None:
    if provider != chat.provider:
        preferences.save(settings_for(provider, live_server))
    if task.new_chat or provider != chat.provider:
        chat.dock.new_chat_button.click()
    chat.provider = provider
    if task.known_view:
        canvas.setExtent(EUROPE)
    task.prepare(layers)


# ---- one task ------------------------------------------------------------------

def table_rows(table: QTableView) -> list[list]:
    model = table.model()
    return [[model.data(model.index(r, c)) for c in range(model.columnCount())] for r in range(model.rowCount())]


def play(chat: Chat, layers: dict, canvas, question: str) -> Outcome:
    """Send ``question``, click every button it brought; what this task added."""
    before = {"buttons": len(chat.action_buttons()), "replies": len(chat.replies()), "notices": len(chat.notices()),
              "errors": len(chat.errors()), "action_errors": len(chat.action_errors())}
    chat.mark_results_seen()
    extent_before = QgsRectangle(canvas.extent())
    events = turn(chat, question)
    buttons = chat.action_buttons()[before["buttons"]:]
    clicked = [click_and_settle(chat, button) for button in buttons]
    return Outcome(
        buttons=[b.text() for b in buttons], clicked=clicked,
        action_errors=chat.action_errors()[before["action_errors"]:],
        tables=[table_rows(t) for t in chat.new_result_tables()],
        replies=[r for r in chat.replies()[before["replies"]:] if r.strip()],
        notices=chat.notices()[before["notices"]:], errors=chat.errors()[before["errors"]:], events=events,
        extent_before=extent_before, extent=QgsRectangle(canvas.extent()),
        selected={name: set(layer.selectedFeatureIds()) for name, layer in layers.items()},
        counts={name: layer.featureCount() for name, layer in layers.items()},
        looks={name: look_of(layer) for name, layer in layers.items()})


def cause_of(task: Task, outcome: Outcome | None, error: str, raised: list) -> tuple[str, str]:
    """(cause, why) of a wrong task, by the docstring's rules in their order."""
    if error:
        return "harness", error
    if raised:
        return "plugin", f"exception in the dock: {raised[0][1]!r}"
    if task.cannot_do and outcome.buttons:  # whatever its click did, the button should not be there
        return "model", f"a button on a request that cannot be done: {describe(outcome)}"
    if outcome.action_errors or any(c.startswith("actionError") for c in outcome.clicked):
        return "plugin", f"a button failed on click: {(outcome.action_errors or outcome.clicked)[0][:160]!r}"
    fault = next((e for e in outcome.errors if any(m in e for m in DOCK_FAULTS)), "")
    if fault:
        return "plugin", f"error in the dock: {fault[:160]!r}"
    gave_up = next((n for n in outcome.notices if any(m in n for m in GAVE_UP)), "")
    if gave_up:
        return "plugin", f"correction loop ended: {gave_up[:200]!r}"
    looked_up = any(isinstance(e, LookingUp) for e in outcome.events)
    if looked_up and not outcome.replies and not any(FOUND in n for n in outcome.notices):
        return "plugin", "a lookup ran, and nothing it found reached the user"
    if outcome.errors:
        return "harness", f"the turn failed: {outcome.errors[0][:160]!r}"
    return "model", describe(outcome)


def describe(outcome: Outcome) -> str:
    table = outcome.tables[-1][:3] if outcome.tables else "-"
    reply = (outcome.replies[-1] if outcome.replies else "-")[:100]
    view = outcome.extent
    return (f"buttons {outcome.buttons} -> {outcome.clicked}; table {table}; reply {reply!r}; "
            f"notices {[n[:80] for n in outcome.notices]}; view {view.toString(1)}")


def recover(chat: Chat) -> None:
    """After a harness error the turn may still run: stop it, so the next task can send."""
    chat.controller.stop()
    try:
        chat.wait_idle(300_000)
    except Exception:  # noqa: BLE001 - the next task reports what is still wrong
        pass


@pytest.mark.parametrize(("provider", "task"), CASES, ids=[f"{p}-{t.name}" for p, t in CASES])
def test_task(eval_chat, eval_map, qgis_canvas, live_server, qtbot, provider, task):
    eval_chat.qtbot = qtbot
    start_task(eval_chat, provider, task, eval_map, qgis_canvas, live_server)
    seen = len(eval_chat.controller.session.history)
    started = time.monotonic()
    outcome, error, right, raised = None, "", False, []
    try:
        with qtbot.capture_exceptions() as raised:
            outcome = play(eval_chat, eval_map, qgis_canvas, task.question)
        right = task.judge(outcome)
    except Exception as exc:  # noqa: BLE001 - a harness fault is a result too: it is reported by cause
        error = f"{type(exc).__name__}: {str(exc)[:200]}"
        recover(eval_chat)
    cause, why = ("", describe(outcome)) if right else cause_of(task, outcome, error, raised)
    buttons = len(outcome.buttons) if outcome else 0
    RESULTS.append(Result(provider, task, right, cause, why, time.monotonic() - started, buttons))
    write_record(scoreboard_text(RESULTS, expected=CASES))
    write_transcript(TRANSCRIPT, provider, task.name, right, eval_chat.controller.session.history[seen:])
    assert QgsProject.instance().mapLayersByName("countries"), "the map must still be there"


# ---- the scoreboard --------------------------------------------------------------

def _score(rows: list[Result]) -> str:
    return f"{sum(r.right for r in rows)}/{len(rows)}"


def _percent(rows: list[Result]) -> str:
    return f"{_score(rows)} = {100 * sum(r.right for r in rows) / len(rows):.0f} %" if rows else "0/0"


def provider_lines(provider: str, rows: list[Result], missing: list[Task]) -> list[str]:
    lines = [f"== {provider} =="]
    for r in rows:
        mark = ("F" if r.task.fresh else "P" if r.task.places else "~" if r.task.paraphrase
                else "H" if r.task.held_out else " ")
        lines.append(f"{'RIGHT' if r.right else 'wrong':5} {mark} {r.task.name:38} {r.seconds:6.0f}s  {r.why}")
    tuned = [r for r in rows if not r.task.held_out]
    held = [r for r in rows if r.task.held_out and not (r.task.fresh or r.task.places or r.task.paraphrase)]
    fresh = [r for r in rows if r.task.fresh]
    places = [r for r in rows if r.task.places]
    originals, paraphrases = tuned + held, [r for r in rows if r.task.paraphrase]
    wrong_buttons = sum(1 for r in rows if r.task.cannot_do and r.buttons)
    lines.append(f"{provider}: {_score(rows)} right; tuned {_score(tuned)}, held-out {_score(held)}, "
                 f"fresh held-out {_score(fresh)}, places {_score(places)}; "
                 f"{sum(r.seconds for r in rows) / 60:.1f} min")
    lines.append(f"{provider}: originals {_percent(originals)}, their paraphrases {_percent(paraphrases)}")
    lines.append(f"{provider}: wrong buttons on cannot-do tasks: {wrong_buttons}")
    failed = [r for r in rows if not r.right]
    lines.append(f"{provider}: failed, by cause:")
    for cause in CAUSES:
        these = [f"    {r.task.name}: {r.why}" for r in failed if r.cause == cause]
        these += [f"    {t.name}: did not finish (setup failed, or pytest stopped it)" for t in missing
                  if cause == "harness"]
        lines.append(f"  {cause} ({len(these)})")
        lines += these
    return lines


def scoreboard_text(results: list[Result], expected: list[tuple[str, Task]], final: bool = False) -> str:
    lines = ["", f"make eval-live: {len(TASKS)} tasks, held-out marked H "
             f"({sum(t.held_out and not t.fresh and not t.places for t in TASKS)}), "
             f"fresh held-out marked F ({sum(t.fresh for t in TASKS)}), places marked P ({sum(t.places for t in TASKS)}), "
             f"paraphrases marked ~ ({sum(t.paraphrase for t in TASKS)})"]
    for provider in RUN_ORDER:
        rows = [r for r in results if r.provider == provider]
        done = {r.task.name for r in rows}
        missing = [t for p, t in expected if p == provider and t.name not in done] if final else []
        if rows or missing:
            lines += provider_lines(provider, rows, missing)
    return "\n".join(lines)


def write_record(text: str) -> None:
    RECORD.parent.mkdir(parents=True, exist_ok=True)
    RECORD.write_text(text + "\n", encoding="utf-8")


def write_transcript(path: Path, provider: str, name: str, right: bool, messages: list[dict]) -> None:
    """What the model answered, task by task (one JSON line each): why a task failed can be
    read from the model's own words, not guessed from the buttons."""
    line = {"provider": provider, "task": name, "right": right, "messages": messages}
    with path.open("a", encoding="utf-8") as out:
        out.write(json.dumps(line, ensure_ascii=False, default=str) + "\n")


@pytest.fixture(scope="module", autouse=True)
def scoreboard(request):
    TRANSCRIPT.parent.mkdir(parents=True, exist_ok=True)
    TRANSCRIPT.unlink(missing_ok=True)
    yield
    selected = [(i.callspec.params["provider"], i.callspec.params["task"]) for i in request.session.items
                if getattr(i, "callspec", None) and i.module is request.module]
    text = scoreboard_text(RESULTS, expected=selected, final=True)
    write_record(text)
    # Printed past pytest's output capture, which is still on while module fixtures tear down.
    with request.config.pluginmanager.getplugin("capturemanager").global_and_fixture_disabled():
        print(text, f"\n(written to {RECORD})", flush=True)
