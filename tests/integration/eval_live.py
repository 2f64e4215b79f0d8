"""`make eval-live`: how often a real small model gets everyday GIS tasks right
through the plugin (real dock, controller, services; llama-server with
Qwen2.5-Coder 1.5B at temperature 0 on QGIS's world_map.gpkg). Not a test: a wrong
answer is a score, not a failure; only a broken harness fails. Not collected by
`make test` (the file name does not start with test_).

Each task is a new chat on the same map. The user clicks every button the model
proposes, in order, and the task is judged by the map afterwards against an
independent computation with OGR: the count in the result table, the extent after
a zoom, the selected feature ids; a question that needs no tool by the answer's
words and the absence of buttons; an unknown layer by the absence of a button.
The score for each provider is printed at the end.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest
from osgeo import ogr
from qgis.core import QgsProject, QgsRectangle
from qgis.PyQt.QtWidgets import QTableView
from support.fixtures.live_model import PROVIDERS, TURN_TIMEOUT_S, click_and_settle, turn, world_map_path

pytestmark = [pytest.mark.live_model, pytest.mark.timeout(2 * TURN_TIMEOUT_S)]

RESULTS: list[tuple[str, str, bool, str]] = []  # (provider, task, right, what happened)


@dataclass
class Outcome:
    buttons: list[str]  # the labels of the buttons the model proposed
    clicked: list[str]  # what each click showed: resultTable, actionInfo, actionError...
    tables: list[list[list]]  # the result tables shown, as rows of values
    replies: list[str]
    notices: list[str]
    extent: QgsRectangle
    selected: dict[str, set[int]]


# ---- the independent answers, from OGR --------------------------------------

def ogr_fids(layer: str, where: str = "", rect: QgsRectangle | None = None) -> set[int]:
    source = ogr.Open(str(world_map_path()))
    found = source.GetLayerByName(layer)
    found.SetAttributeFilter(where or None)
    box = None
    if rect is not None:
        box = ogr.CreateGeometryFromWkt(rect.asWktPolygon())
        found.SetSpatialFilter(box)
    return {f.GetFID() for f in found if box is None or f.GetGeometryRef().Intersects(box)}


def ogr_envelope(layer: str, where: str = "") -> QgsRectangle:
    source = ogr.Open(str(world_map_path()))
    found = source.GetLayerByName(layer)
    found.SetAttributeFilter(where or None)
    envelopes = [f.GetGeometryRef().GetEnvelope() for f in found]  # (minx, maxx, miny, maxy)
    return QgsRectangle(min(e[0] for e in envelopes), min(e[2] for e in envelopes),
                        max(e[1] for e in envelopes), max(e[3] for e in envelopes))


def ogr_names(fids: set[int]) -> set[str]:
    layer = ogr.Open(str(world_map_path())).GetLayerByName("countries")
    return {layer.GetFeature(fid).GetField("NAME") for fid in fids}


# ---- judgements --------------------------------------------------------------

def shows_number(outcome: Outcome, expected: int) -> bool:
    """The last result table has one row holding ``expected``."""
    if not outcome.tables or len(outcome.tables[-1]) != 1:
        return False
    return any(_as_int(value) == expected for value in outcome.tables[-1][0])


def shows_names(outcome: Outcome, expected: set[str]) -> bool:
    """A column of the last result table holds exactly ``expected``."""
    if not outcome.tables or not outcome.tables[-1]:
        return False
    rows = outcome.tables[-1]
    return any({str(row[c]) for row in rows} == expected and len(rows) == len(expected) for c in range(len(rows[0])))


def zoomed_to(outcome: Outcome, target: QgsRectangle, slack: float = 4.0) -> bool:
    """The view holds all of ``target`` (1 % tolerance) and, in one direction at least
    (the canvas keeps its aspect ratio), is at most ``slack`` times its size."""
    view = outcome.extent
    inner = target.buffered(-0.01 * min(target.width(), target.height()))
    tight = min(view.width() / max(target.width(), 1e-9), view.height() / max(target.height(), 1e-9))
    return view.contains(inner) and tight <= slack


def _as_int(value) -> int | None:
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    return int(number) if number.is_integer() else None


# ---- the tasks ---------------------------------------------------------------

@dataclass(frozen=True)
class Task:
    name: str
    question: str
    judge: Callable[[Outcome], bool]
    prepare: Callable[[dict], None] = lambda layers: None


def _select_named(layers: dict, names: tuple[str, ...]) -> None:
    quoted = ", ".join(f"'{n}'" for n in names)
    layers["countries"].selectByExpression(f'"NAME" IN ({quoted})')


SELECTED = ("France", "Germany", "Spain")
TASKS = [
    Task("count in view", "How many countries are in the current map view?",
         lambda o: shows_number(o, len(ogr_fids("countries", rect=o.extent)))),
    Task("zoom to a named country", "Zoom to Italy.",
         lambda o: zoomed_to(o, ogr_envelope("countries", "NAME = 'Italy'"))),
    Task("select by a name pattern", "Select the countries whose name starts with B.",
         lambda o: o.selected["countries"] == ogr_fids("countries", "NAME LIKE 'B%'")),
    Task("a question needing no tool", "What does the abbreviation CRS stand for in GIS? Answer in one sentence.",
         lambda o: not o.buttons and any("coordinate reference system" in r.lower() for r in o.replies)),
    Task("a query on the selection", "List the names of the countries I have selected.",
         lambda o: shows_names(o, set(SELECTED)), prepare=lambda layers: _select_named(layers, SELECTED)),
    Task("a filtered count", "How many states or provinces does Brazil have in the states_provinces layer?",
         lambda o: shows_number(o, len(ogr_fids("states_provinces", "admin = 'Brazil'")))),
    Task("zoom to a layer", "Zoom to the disputed_borders layer.",
         lambda o: zoomed_to(o, ogr_envelope("disputed_borders"))),
    Task("an unknown layer", "Zoom to the rivers layer.",
         lambda o: not o.buttons and bool(o.replies or o.notices)),
]


def table_rows(table: QTableView) -> list[list]:
    model = table.model()
    return [[model.data(model.index(r, c)) for c in range(model.columnCount())] for r in range(model.rowCount())]


def play(chat, world_map: dict, qgis_canvas, question: str) -> Outcome:
    before = len(chat.action_buttons())
    turn(chat, question)
    buttons = chat.action_buttons()[before:]
    clicked = [click_and_settle(chat, button) for button in buttons]
    tables = [table_rows(t) for t in chat.dock.findChildren(QTableView) if t.objectName() == "resultTable"]
    return Outcome(
        buttons=[b.text() for b in buttons], clicked=clicked, tables=tables,
        replies=[r for r in chat.replies() if r.strip()], notices=chat.notices(),
        extent=qgis_canvas.extent(),
        selected={name: set(layer.selectedFeatureIds()) for name, layer in world_map.items()})


@pytest.fixture(scope="module", autouse=True)
def scoreboard(request):
    yield
    lines = [""]
    for provider in PROVIDERS:
        rows = [r for r in RESULTS if r[0] == provider]
        lines += [f"{provider:10} {'RIGHT' if right else 'wrong':6} {task:28} {what}" for _, task, right, what in rows]
        if rows:
            lines.append(f"{provider}: {sum(r[2] for r in rows)} of {len(rows)} right")
    # Printed past pytest's output capture, which is still on while module fixtures tear down.
    with request.config.pluginmanager.getplugin("capturemanager").global_and_fixture_disabled():
        print("\n".join(lines), flush=True)


@pytest.mark.parametrize("task", TASKS, ids=[t.name for t in TASKS])
@pytest.mark.parametrize("provider", PROVIDERS)
def test_task(live_chat, world_map, qgis_canvas, provider, task):
    task.prepare(world_map)
    outcome = play(live_chat, world_map, qgis_canvas, task.question)
    right = task.judge(outcome)
    what = (f"buttons {outcome.buttons} -> {outcome.clicked}; table {outcome.tables[-1][:3] if outcome.tables else '-'}; "
            f"reply {outcome.replies[-1][:80] if outcome.replies else '-'!r}; notices {len(outcome.notices)}")
    RESULTS.append((provider, task.name, right, what))
    assert QgsProject.instance().mapLayersByName("countries"), "the map must still be there"
