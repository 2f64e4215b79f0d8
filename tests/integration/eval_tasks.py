"""The tasks of `make eval-live` (tests/integration/eval_live.py runs them) and how each
is judged: by the map afterwards, against an independent computation with OGR on
QGIS's world_map.gpkg (countries, states_provinces, disputed_borders); a styling task
by the layer's renderer or labels after the click. Not collected by pytest (the file
name does not start with test_); tests/integration/test_eval_tasks.py checks the
styling judges through the harness with a scripted model.

HELD-OUT RULE, fixed before any run: every third task in file order, from the first
(the 1st, 4th, 7th, ...: 12 of the 36), is held out. The plugin is tuned only on the other tasks; the held-out
ones only measure. Tasks are never reordered or edited to move one in or out.

FRESH HELD-OUT SET (_FRESH_TASKS, 12 tasks): written on 2026-11-27 and committed before
any run of them, because three tasks of the first held-out set had been acted on (the
closing note of stop 34 names them). All 12 are held out and only measure; the
scoreboard reports them apart (marked F). They are never edited to pass.

PARAPHRASES (eval_paraphrases.py, issue 40; written on 2026-11-29 before any run): each of
the first 36 tasks asked three other ways, judged by its own judge. Measured only, reported
apart (marked ~; `-k para` runs them alone, `-k "not para"` leaves them out).

PLACES (_PLACES_TASKS, issue 42; written on 2026-11-29 before any run): a city no layer
holds, a basemap, and OpenStreetMap data with its setting off (the eval has no network:
the right answer says it is off and how to turn it on). Measured only, reported apart
(marked P).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from integration.eval_paraphrases import PARAPHRASES
from osgeo import ogr
from pyproj import Geod
from qgis.core import (
    QgsCategorizedSymbolRenderer,
    QgsFeatureRenderer,
    QgsProject,
    QgsRasterLayer,
    QgsRectangle,
    QgsVectorLayer,
    QgsVectorLayerSimpleLabeling,
)
from support.fixtures.live_model import world_map_path

FOUND = "What the lookups found"  # the notice that keeps a lookup's figure (agent/session.py)
EUROPE = QgsRectangle(-10, 35, 30, 60)  # the known view of the tasks that need one (the world_map fixture's)


@dataclass(frozen=True)
class Look:
    """How a layer is drawn after a task: a clone of its renderer, and the field or
    expression its labels show (None: no labels, or not simple ones)."""

    renderer: Any  # QgsFeatureRenderer
    labels: str | None


def look_of(layer: QgsVectorLayer) -> Look:
    labeling = layer.labeling()
    labels = None
    if layer.labelsEnabled() and isinstance(labeling, QgsVectorLayerSimpleLabeling):
        labels = labeling.settings().fieldName
    return Look(layer.renderer().clone() if layer.renderer() is not None else None, labels)


@dataclass
class Outcome:
    """What one task left on the map and in the dock (this task's part only)."""

    buttons: list[str]  # the labels of the buttons the model proposed
    clicked: list[str]  # what each click showed: resultTable, actionInfo, actionError...
    action_errors: list[str]  # the texts of the clicked buttons' errors
    tables: list[list[list]]  # the result tables shown, as rows of values
    replies: list[str]
    notices: list[str]
    errors: list[str]  # the dock's error notices (chatError)
    events: list  # the controller's events, in order
    extent_before: QgsRectangle
    extent: QgsRectangle
    selected: dict[str, set[int]]
    counts: dict[str, int] = field(default_factory=dict)  # features per layer afterwards
    looks: dict[str, Look] = field(default_factory=dict)  # how each layer is drawn afterwards

    def text(self) -> str:
        """All this task told the user: its replies and notices."""
        return "\n".join(self.replies + self.notices)

    def answer(self) -> str:
        """What answers the question: the replies, and the figures the plugin kept from
        a lookup ("What the lookups found"), not its other notices ("retry 1 of 2")."""
        return "\n".join(self.replies + [n for n in self.notices if FOUND in n])


# ---- the independent answers, from OGR --------------------------------------

def _layer(name: str, where: str = ""):
    source = ogr.Open(str(world_map_path()))
    found = source.GetLayerByName(name)
    found.SetAttributeFilter(where or None)
    return source, found  # the source must outlive the layer


def ogr_fids(layer: str, where: str = "", rect: QgsRectangle | None = None) -> set[int]:
    _source, found = _layer(layer, where)
    box = None
    if rect is not None:
        box = ogr.CreateGeometryFromWkt(rect.asWktPolygon())
        found.SetSpatialFilter(box)
    return {f.GetFID() for f in found if box is None or f.GetGeometryRef().Intersects(box)}


def ogr_envelope(layer: str, where: str = "") -> QgsRectangle:
    _source, found = _layer(layer, where)
    envelopes = [f.GetGeometryRef().GetEnvelope() for f in found]  # (minx, maxx, miny, maxy)
    return QgsRectangle(min(e[0] for e in envelopes), min(e[2] for e in envelopes),
                        max(e[1] for e in envelopes), max(e[3] for e in envelopes))


def ogr_values(layer: str, column: str, where: str = "") -> list[str]:
    _source, found = _layer(layer, where)
    return [f.GetField(column) for f in found]


def ogr_count(layer: str, where: str = "") -> int:
    return len(ogr_fids(layer, where))


def provinces_per_country() -> dict[str, int]:
    counts: dict[str, int] = {}
    for admin in ogr_values("states_provinces", "admin"):
        counts[admin] = counts.get(admin, 0) + 1
    return counts


# ---- judgements --------------------------------------------------------------

NUMBER = re.compile(r"(?<![\w.])-?\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\w])|(?<![\w.])-?\d+(?:[.,]\d+)?(?![\w])")


def _as_float(value) -> float | None:
    try:
        return float(str(value).replace(",", "") if re.fullmatch(r"-?\d{1,3}(,\d{3})+(\.\d+)?", str(value))
                     else str(value).replace(",", "."))
    except (TypeError, ValueError):
        return None


def _close(value: float | None, expected: float, rel: float) -> bool:
    return value is not None and abs(value - expected) <= rel * abs(expected) + 1e-9


def answers_number(outcome: Outcome, expected: float, rel: float = 0.0) -> bool:
    """The last result table has one row holding ``expected``; or, with no table (a
    lookup answered it), this task's reply or notices state it."""
    if outcome.tables:
        last = outcome.tables[-1]
        return len(last) == 1 and any(_close(_as_float(v), expected, rel) for v in last[0])
    return any(_close(_as_float(m.group()), expected, rel) for m in NUMBER.finditer(outcome.answer()))


def answers_names(outcome: Outcome, expected: set[str]) -> bool:
    """A column of the last result table holds exactly ``expected``; or, with no
    table, this task's reply names every one of them."""
    if outcome.tables:
        rows = outcome.tables[-1]
        return bool(rows) and len(rows) == len(expected) and any(
            {str(row[c]) for row in rows} == expected for c in range(len(rows[0])))
    words = outcome.answer()
    return bool(words) and all(name in words for name in expected)


def answers_name(outcome: Outcome, expected: str) -> bool:
    """The last result table's first row, or this task's reply, holds ``expected``."""
    if outcome.tables:
        return bool(outcome.tables[-1]) and expected in {str(v) for v in outcome.tables[-1][0]}
    return expected in outcome.answer()


def _holds(view: QgsRectangle, target: QgsRectangle, slack: float) -> bool:
    inner = target.buffered(-0.01 * min(target.width(), target.height()))
    tight = min(view.width() / max(target.width(), 1e-9), view.height() / max(target.height(), 1e-9))
    return view.contains(inner) and tight <= slack


def zoomed_to(outcome: Outcome, target: QgsRectangle, slack: float = 4.0) -> bool:
    """The view holds all of ``target`` (1 % tolerance) and, in one direction at least
    (the canvas keeps its aspect ratio), is at most ``slack`` times its size; and the
    view moved during the task (its own zoom did it, not one before it)."""
    return _holds(outcome.extent, target, slack) and outcome.extent != outcome.extent_before


def selected(outcome: Outcome, layer: str, where: str) -> bool:
    return outcome.selected[layer] == ogr_fids(layer, where)


def declined(outcome: Outcome) -> bool:
    """A request that cannot be done: no button, and the user is told (a reply or a notice)."""
    return not outcome.buttons and bool(outcome.text().strip())


# A temperature, or the sky's state said of today ("The weather in Paris today is sunny.", make
# eval-live at 3810c57) in a sentence that does not deny it: a forecast the map cannot have given.
_FORECAST = re.compile(r"\d\s*°|°\s*[CF]\b|\b\d+\s*degrees\b", re.IGNORECASE)
_SKY = re.compile(r"\b(?:sunny|cloudy|rainy|raining|snowing|windy|foggy|stormy)\b", re.IGNORECASE)
_DENIED = re.compile(r"\b(?:cannot|can't|can not|not|no|unable)\b", re.IGNORECASE)


def _forecast(text: str) -> bool:
    sentences = re.split(r"(?<=[.!?])\s+", text)
    return bool(_FORECAST.search(text)) or any(_SKY.search(s) and not _DENIED.search(s) for s in sentences)


def declined_without_a_forecast(outcome: Outcome) -> bool:
    """Declined, and no temperature made up: make eval-live at 04cb1c9 counted "The current
    temperature in Paris is 20°C (68°F) and it is sunny today." as declined (no button)."""
    return declined(outcome) and not _forecast(outcome.text())


def counted_in_view(outcome: Outcome) -> bool:
    return answers_number(outcome, len(ogr_fids("countries", rect=outcome.extent)))


def _column(text: str | None) -> str:
    """A field name as a renderer or labelling holds it (``admin`` or ``"admin"``), for comparing."""
    return (text or "").strip().strip('"').casefold()


def categorized_by(outcome: Outcome, layer: str, column: str) -> bool:
    """The layer is drawn by a categorized renderer on ``column`` with one category per
    value the column holds (OGR's), no more, no fewer."""
    look = outcome.looks.get(layer)
    renderer = look.renderer if look is not None else None
    return (isinstance(renderer, QgsCategorizedSymbolRenderer) and _column(renderer.classAttribute()) == column.casefold()
            and sorted(c.value() for c in renderer.categories()) == sorted(set(ogr_values(layer, column))))


def labelled_by(outcome: Outcome, layer: str, column: str) -> bool:
    """The layer's labels are on and show ``column`` (as a field, or an expression that is just it)."""
    look = outcome.looks.get(layer)
    return look is not None and look.labels is not None and _column(look.labels) == column.casefold()


# ---- the tasks ---------------------------------------------------------------

def _nothing(layers: dict) -> None:
    pass


@dataclass(frozen=True)
class Task:
    name: str
    kind: str  # everyday, cannot-do, language:xx, follow-up, style
    question: str
    judge: Callable[[Outcome], bool]
    prepare: Callable[[dict], None] = _nothing  # the map state the task starts from (selections)
    new_chat: bool = True  # False: a follow-up, in the chat the task before left
    known_view: bool = False  # the view is set to EUROPE first (the answer depends on the view)
    held_out: bool = False  # set by HELD_OUT_EVERY, or for every fresh task; never by hand
    fresh: bool = False  # of the fresh held-out set (_FRESH_TASKS)
    paraphrase: bool = False  # another wording of one of _TASKS (eval_paraphrases.py)

    @property
    def cannot_do(self) -> bool:
        return self.kind == "cannot-do"

    @property
    def places(self) -> bool:
        return self.kind == "places"


def plain_look(name: str) -> Callable[[dict], None]:
    """The layer as loaded (QGIS's default renderer, no labels): a styling task must make its own style."""
    def prepare(layers: dict) -> None:
        layer = layers[name]
        layer.setRenderer(QgsFeatureRenderer.defaultRenderer(layer.geometryType()))
        layer.setLabeling(None)
        layer.setLabelsEnabled(False)
        layer.triggerRepaint()
    return prepare


def select_countries(*names: str) -> Callable[[dict], None]:
    def prepare(layers: dict) -> None:
        for layer in layers.values():
            layer.removeSelection()
        quoted = ", ".join(f"'{n}'" for n in names)
        layers["countries"].selectByExpression(f'"NAME" IN ({quoted})')
    return prepare


clear_selections = select_countries()  # selects nothing: a selection task must make its own


def _avg_provinces() -> float:
    counts = provinces_per_country()
    return sum(counts.values()) / len(counts)


def _most_provinces() -> str:
    counts = provinces_per_country()
    return max(counts, key=counts.get)


VIGO = (-8.7207, 42.2406)  # lon, lat (GeoNames), the "within 5 km of Vigo"
_GEOD = Geod(ellps="WGS84")


def centred_on_city(outcome: Outcome, lon_lat: tuple[float, float], within_m: float = 5_000,
                    widest_m: float = 60_000) -> bool:
    """The view (EPSG:4326 in the eval) is centred within ``within_m`` of the place, at a city's
    scale (no wider than ``widest_m`` on the ground), and moved during the task."""
    view = outcome.extent
    centre = view.center()
    _, _, off = _GEOD.inv(centre.x(), centre.y(), *lon_lat)
    _, _, wide = _GEOD.inv(view.xMinimum(), centre.y(), view.xMaximum(), centre.y())
    return off <= within_m and wide <= widest_m and view != outcome.extent_before


def _basemaps() -> list:
    return [layer for layer in QgsProject.instance().mapLayers().values()
            if isinstance(layer, QgsRasterLayer) and "type=xyz" in layer.source()]


def no_basemaps(_layers: dict) -> None:
    """The task starts with no basemap (one an earlier task added draws nothing here: no network)."""
    for layer in _basemaps():
        QgsProject.instance().removeMapLayer(layer.id())


def basemap_added(outcome: Outcome) -> bool:
    """OpenStreetMap's tiles added, drawn under every data layer (last in the legend)."""
    basemaps = [layer for layer in _basemaps() if "openstreetmap" in layer.source().lower()]
    order = [node.layerId() for node in QgsProject.instance().layerTreeRoot().findLayers()]
    return len(basemaps) == 1 and bool(order) and order[-1] == basemaps[0].id() and not outcome.action_errors


def osm_turned_off(outcome: Outcome) -> bool:
    """No button (nothing may leave the machine), and the user is told the setting that allows it."""
    return not outcome.buttons and "turned off" in outcome.text() and "Options" in outcome.text()


_TASKS = [
    # everyday
    Task("count in view", "everyday", "How many countries are in the current map view?",
         counted_in_view, known_view=True),
    Task("filtered count: Brazil's provinces", "everyday",
         "How many states or provinces does Brazil have in the states_provinces layer?",
         lambda o: answers_number(o, ogr_count("states_provinces", "admin = 'Brazil'"))),
    Task("filtered count: names starting with S", "everyday", "How many countries have a name starting with S?",
         lambda o: answers_number(o, ogr_count("countries", "NAME LIKE 'S%'"))),
    Task("zoom to a named country", "everyday", "Zoom to Italy.",
         lambda o: zoomed_to(o, ogr_envelope("countries", "NAME = 'Italy'"))),
    Task("zoom to a named country far away", "everyday", "Zoom to Australia.",
         lambda o: zoomed_to(o, ogr_envelope("countries", "NAME = 'Australia'"))),
    Task("zoom to a layer", "everyday", "Zoom to the disputed_borders layer.",
         lambda o: zoomed_to(o, ogr_envelope("disputed_borders"))),
    Task("select by attribute", "everyday", "Select the country whose ISO_A3 code is FRA.",
         lambda o: selected(o, "countries", "ISO_A3 = 'FRA'"), prepare=clear_selections),
    Task("select by a name pattern", "everyday", "Select the countries whose name ends with 'stan'.",
         lambda o: selected(o, "countries", "NAME LIKE '%stan'"), prepare=clear_selections),
    Task("select in another layer", "everyday", "Select all the provinces of Canada in the states_provinces layer.",
         lambda o: selected(o, "states_provinces", "admin = 'Canada'"), prepare=clear_selections),
    Task("a query on the selection", "everyday", "List the names of the countries I have selected.",
         lambda o: answers_names(o, {"France", "Germany", "Spain"}),
         prepare=select_countries("France", "Germany", "Spain")),
    Task("count the selection", "everyday", "How many countries have I selected?",
         lambda o: answers_number(o, 5),
         prepare=select_countries("Chile", "Peru", "Bolivia", "Ecuador", "Colombia")),
    Task("list names", "everyday", "List the names of the countries whose name starts with Z.",
         lambda o: answers_names(o, set(ogr_values("countries", "NAME", "NAME LIKE 'Z%'")))),
    Task("list names in another layer", "everyday",
         "Which states or provinces does Belgium have in states_provinces? List their names.",
         lambda o: answers_names(o, set(ogr_values("states_provinces", "name", "admin = 'Belgium'")))),
    Task("a sum", "everyday",
         "How many states or provinces do Spain and Portugal have together in the states_provinces layer?",
         lambda o: answers_number(o, ogr_count("states_provinces", "admin IN ('Spain', 'Portugal')"))),
    Task("an average", "everyday",
         "On average, how many states or provinces does a country have in the states_provinces layer "
         "(grouped by the admin field)?",
         lambda o: answers_number(o, _avg_provinces(), rel=0.02)),
    Task("the largest group", "everyday", "Which country has the most rows in the states_provinces layer?",
         lambda o: answers_name(o, _most_provinces())),
    Task("a question needing no tool", "everyday",
         "What does the abbreviation CRS stand for in GIS? Answer in one sentence.",
         lambda o: not o.buttons and "coordinate reference system" in o.answer().lower()),
    Task("what can you do", "everyday", "What can you do for me?",
         lambda o: not o.buttons and bool(o.text().strip())),
    # requests that cannot be done
    Task("an unknown layer", "cannot-do", "Zoom to the rivers layer.", declined),
    Task("a field that does not exist", "cannot-do", "Select the countries whose population is over 100 million.",
         declined, prepare=clear_selections),
    Task("delete the data", "cannot-do", "Delete all countries from the countries layer.",
         lambda o: declined(o) and o.counts.get("countries") == ogr_count("countries")),
    Task("edit the data", "cannot-do", "Rename France to 'French Republic' in the countries layer.",
         lambda o: declined(o) and ogr_count("countries", "NAME = 'France'") == 1),
    Task("the weather", "cannot-do", "What is the weather in Paris today?", declined_without_a_forecast),
    Task("the internet", "cannot-do",
         "Download the latest OpenStreetMap roads of Berlin from the internet and add them to the map.", declined),
    # other languages
    Task("es: count in view", "language:es", "¿Cuántos países hay en la vista actual del mapa?",
         counted_in_view, known_view=True),
    Task("fr: zoom to a country", "language:fr", "Zoome sur l'Espagne, s'il te plaît.",
         lambda o: zoomed_to(o, ogr_envelope("countries", "NAME = 'Spain'"))),
    Task("de: select by a pattern", "language:de", "Wähle alle Länder aus, deren Name mit A beginnt.",
         lambda o: selected(o, "countries", "NAME LIKE 'A%'"), prepare=clear_selections),
    Task("pt: filtered count", "language:pt",
         "Quantos estados ou províncias tem a Argentina na camada states_provinces?",
         lambda o: answers_number(o, ogr_count("states_provinces", "admin = 'Argentina'"))),
    Task("it: the selection's names", "language:it", "Elenca i nomi dei paesi che ho selezionato.",
         lambda o: answers_names(o, {"Italy", "Greece"}), prepare=select_countries("Italy", "Greece")),
    # follow-ups in one chat: each needs the turn before it
    Task("B: count", "follow-up", "How many countries start with B?",
         lambda o: answers_number(o, ogr_count("countries", "NAME LIKE 'B%'"))),
    Task("B: select them", "follow-up", "Select them.",
         lambda o: selected(o, "countries", "NAME LIKE 'B%'"), prepare=clear_selections, new_chat=False),
    Task("B: zoom to them", "follow-up", "Zoom to them.",
         lambda o: zoomed_to(o, ogr_envelope("countries", "NAME LIKE 'B%'")), new_chat=False),
    Task("Japan: zoom", "follow-up", "Zoom to Japan.",
         lambda o: zoomed_to(o, ogr_envelope("countries", "NAME = 'Japan'"))),
    Task("Japan: count in the new view", "follow-up", "How many countries are in the view now?",
         counted_in_view, new_chat=False),
    # styling (issue 24): judged by the layer's renderer or labels after the click
    Task("style: provinces by country", "style",
         "Colour the states_provinces layer by country: one colour for each value of its admin field.",
         lambda o: categorized_by(o, "states_provinces", "admin"), prepare=plain_look("states_provinces")),
    Task("style: label the countries", "style", "Label the countries with their names.",
         lambda o: labelled_by(o, "countries", "NAME"), prepare=plain_look("countries")),
]

# The fresh held-out set (the docstring says why): the same kinds as above, none of them tuned on.
_FRESH_TASKS = [
    Task("fresh: filtered count K", "everyday", "How many countries have a name starting with K?",
         lambda o: answers_number(o, ogr_count("countries", "NAME LIKE 'K%'"))),
    Task("fresh: zoom to Mexico", "everyday", "Zoom to Mexico.",
         lambda o: zoomed_to(o, ogr_envelope("countries", "NAME = 'Mexico'"))),
    Task("fresh: Mexico's provinces", "everyday",
         "How many states or provinces does Mexico have in the states_provinces layer?",
         lambda o: answers_number(o, ogr_count("states_provinces", "admin = 'Mexico'"))),
    Task("fresh: list names starting with U", "everyday", "List the names of the countries whose name starts with U.",
         lambda o: answers_names(o, set(ogr_values("countries", "NAME", "NAME LIKE 'U%'")))),
    Task("fresh: an unknown layer", "cannot-do", "Zoom to the airports layer.", declined),
    Task("fresh: a field that does not exist", "cannot-do",
         "Select the countries whose GDP is over one trillion dollars.", declined, prepare=clear_selections),
    Task("fresh: email the map", "cannot-do", "Email this map to my colleague.", declined),
    Task("fresh es: select by a pattern", "language:es", "Selecciona los países cuyo nombre empieza por K.",
         lambda o: selected(o, "countries", "NAME LIKE 'K%'"), prepare=clear_selections),
    Task("fresh de: filtered count", "language:de", "Wie viele Länder haben einen Namen, der mit M beginnt?",
         lambda o: answers_number(o, ogr_count("countries", "NAME LIKE 'M%'"))),
    Task("fresh Mal: select", "follow-up", "Select the countries whose name starts with 'Mal'.",
         lambda o: selected(o, "countries", "NAME LIKE 'Mal%'"), prepare=clear_selections),
    Task("fresh Mal: how many", "follow-up", "How many did I select?",
         lambda o: answers_number(o, ogr_count("countries", "NAME LIKE 'Mal%'")), new_chat=False),
    Task("fresh style: label the provinces", "style", "Label the states_provinces layer with the name field.",
         lambda o: labelled_by(o, "states_provinces", "name"), prepare=plain_look("states_provinces")),
]

# Issue 42's places (the docstring says why): measured only.
_PLACES_TASKS = [
    Task("places: zoom to Vigo", "places", "Zoom to Vigo.", lambda o: centred_on_city(o, VIGO)),
    Task("places: an OpenStreetMap basemap", "places", "Add an OpenStreetMap basemap.", basemap_added,
         prepare=no_basemaps),
    Task("places: pharmacies in the view", "places", "Add the pharmacies in this view as a layer.", osm_turned_off,
         prepare=no_basemaps),
]



def _chains(tasks: list[Task]) -> list[list[Task]]:
    """``tasks`` cut into chains: a task in a new chat, then its follow-ups."""
    chains: list[list[Task]] = []
    for task in tasks:
        if task.new_chat or not chains:
            chains.append([])
        chains[-1].append(task)
    return chains


def paraphrased(tasks: list[Task]) -> list[Task]:
    """Each task of ``tasks`` once per paraphrase, a chain as a whole chain each time.

    A chain's first task starts from the known view (EUROPE): the three wordings of one
    zoom run one after the other, and the second found the view where the first had left
    it, so its right button could not move it (zoomed_to needs a move; 4 of the first 27
    paraphrases at 0a84e47 failed so)."""
    return [replace(task, name=f"{task.name} (para {n + 1})", question=PARAPHRASES[task.name][n], paraphrase=True,
                    held_out=True, known_view=task.known_view or task.new_chat)
            for chain in _chains(tasks) for n in range(3) for task in chain]


HELD_OUT_EVERY = 3  # the rule of the docstring: the 1st, 4th, 7th... task in file order
TASKS = ([replace(task, held_out=(i % HELD_OUT_EVERY == 0)) for i, task in enumerate(_TASKS)]
         + [replace(task, held_out=True, fresh=True) for task in _FRESH_TASKS]
         + [replace(task, held_out=True) for task in _PLACES_TASKS]
         + paraphrased(_TASKS))
