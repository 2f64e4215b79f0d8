"""The Processing algorithms the chat may run, captured as plain data.

The model's answers are checked and the ``find_algorithm``/``algorithm_help``
lookups are answered in the agent's worker thread. Algorithm objects belong to
the main thread's Processing registry (a provider reloaded there would leave a
worker holding a dangling pointer), so the worker never touches them: it reads
this catalogue, frozen dataclasses captured on the main thread in idle-time
slices when the chat starts and again whenever a provider is added or removed.
``process()`` and the click still look the algorithm up in the live registry.

What may run: algorithms of the allowed providers that create at least one new
layer (every such output becomes a temporary layer) and take no database
connection, no SQL and no main-thread-only run (``FlagNoThreading``: the
selection, style and in-place editing algorithms). Everything else is in the
catalogue too, with the reason it is refused, so the model is told why.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Annotated, Any

from pydantic import StringConstraints
from qgis.core import Qgis, QgsApplication, QgsProcessingAlgorithm, QgsProcessingParameterDefinition
from qgis.PyQt.QtCore import QTimer

from ...agent.user_text import for_user, joined
from ...toolbelt import preferences
from ...toolbelt.threads.main_thread import on_main_thread
from ...toolbelt.threads.tasks import advance
from ..base import ActionRejected
from .value_kinds import free_text_of, names_file_of

ALLOWED_PROVIDERS = ("native", "qgis", "gdal")
# Destinations that make a new layer, loaded into the project after the run.
LAYER_DESTINATIONS = frozenset({"sink", "vectorDestination", "rasterDestination", "pointCloudDestination"})
# Files and folders that are not layers: allowed only when optional (they are then left out).
FILE_DESTINATIONS = frozenset({"fileDestination", "folderDestination", "vectorTileDestination"})
# Parameters that name a database or run SQL the user would not see.
_REFUSED_TYPES = {
    "providerconnection": "writes to a database connection",
    "databaseschema": "writes to a database",
    "databasetable": "writes to a database table",
    "execute_sql": "runs SQL",
}
# Algorithms that pass the rules above but run arbitrary SQL over the data.
_REFUSED_IDS = {
    "gdal:executesql": "runs SQL through ogr2ogr",
    "qgis:executesql": "runs SQL",
    "native:spatialiteexecutesql": "runs SQL",
    "native:postgisexecutesql": "runs SQL",
}
# A non-blank text field of the tools' input models, stripped.
Text = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1)]
SLICE_S = 0.008  # main-thread capture per event-loop turn
WAIT_S = 10.0  # how long the worker waits for a capture in progress


@dataclass(frozen=True)
class ParamInfo:
    name: str
    type: str  # QgsProcessingParameterDefinition.type(): "source", "number", "enum", ...
    description: str
    default: Any = None  # plain JSON-able value, None when none
    optional: bool = False
    advanced: bool = False
    destination: bool = False
    options: tuple[str, ...] = ()  # enum options, by index
    multiple: bool = False  # enum / field / multilayer: a list is allowed
    integer: bool = False  # number: whole numbers only
    minimum: float | None = None
    maximum: float | None = None
    parent: str = ""  # field / distance: the layer parameter it refers to
    layer_kinds: tuple[str, ...] = ()  # source / sink: "point", "line", "polygon", "any", "table"
    free_text: bool = False  # a GDAL command line takes its text as written (``free_text_of``)
    names_file: bool = False  # its value is a path QGIS would read or write (``names_file_of``)


@dataclass(frozen=True)
class AlgorithmInfo:
    id: str
    name: str
    provider: str
    group: str
    summary: str  # first sentence of the short help
    tags: tuple[str, ...]
    params: tuple[ParamInfo, ...]
    refusal: str = ""  # why it may not run here; "" when it may

    def param(self, name: str) -> ParamInfo | None:
        for param in self.params:
            if param.name == name:
                return param
        folded = name.casefold()
        return next((param for param in self.params if param.name.casefold() == folded), None)


# --- QGIS version differences (3.22 ... 3.36+ moved the flags into Qgis) -----------


def _flag(scoped: str, member: str, legacy_owner: Any, legacy: str) -> Any:
    """A flag by its Qgis.<scoped>.<member> name (QGIS 3.36+) or its older class attribute."""
    enum = getattr(Qgis, scoped, None)
    value = getattr(enum, member, None) if enum is not None else None
    return value if value is not None else getattr(legacy_owner, legacy)


_OPTIONAL = _flag("ProcessingParameterFlag", "Optional", QgsProcessingParameterDefinition, "FlagOptional")
_ADVANCED = _flag("ProcessingParameterFlag", "Advanced", QgsProcessingParameterDefinition, "FlagAdvanced")
_HIDDEN = _flag("ProcessingParameterFlag", "Hidden", QgsProcessingParameterDefinition, "FlagHidden")
_NO_THREADING = _flag("ProcessingAlgorithmFlag", "NoThreading", QgsProcessingAlgorithm, "FlagNoThreading")
_DEPRECATED = _flag("ProcessingAlgorithmFlag", "Deprecated", QgsProcessingAlgorithm, "FlagDeprecated")
# QgsProcessing.SourceType numbers (stable across versions): -1 any geometry, 0 point, 1 line, 2 polygon, 5 table.
_LAYER_KINDS = {-1: "any geometry", 0: "point", 1: "line", 2: "polygon", 3: "raster", 4: "file", 5: "table",
                6: "any vector", 7: "mesh", 8: "plugin", 9: "point cloud", 10: "annotation", 11: "vector tile"}


def _has(flags: Any, flag: Any) -> bool:
    return bool(flags & flag)


def _number(value: Any) -> int:
    return int(getattr(value, "value", value))


# --- capture (main thread) -----------------------------------------------------------


def plain(value: Any) -> Any:
    """A JSON-able copy of a parameter default (QVariant types become text, or None)."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, (list, tuple)):
        return [plain(item) for item in value]
    if hasattr(value, "isNull") and value.isNull():
        return None
    return None


def _param_info(param: QgsProcessingParameterDefinition, provider: str = "") -> ParamInfo:
    kind = param.type()
    extra: dict[str, Any] = {}
    if kind == "enum":
        extra.update(options=tuple(param.options()), multiple=param.allowMultiple())
    elif kind in ("number", "distance", "duration", "scale"):
        extra.update(integer=_number(param.dataType()) == 0, minimum=param.minimum(), maximum=param.maximum())
        if kind == "distance":
            extra["parent"] = param.parentParameterName()
    elif kind == "field":
        extra.update(parent=param.parentLayerParameterName(), multiple=param.allowMultiple())
    elif kind == "multilayer":
        extra.update(multiple=True, layer_kinds=(_LAYER_KINDS.get(_number(param.layerType()), "any"),))
    elif kind == "source":
        extra["layer_kinds"] = tuple(_LAYER_KINDS.get(_number(t), "any") for t in param.dataTypes())
    flags = param.flags()
    return ParamInfo(
        name=param.name(), type=kind, description=param.description(), default=plain(param.defaultValue()),
        optional=_has(flags, _OPTIONAL), advanced=_has(flags, _ADVANCED), destination=param.isDestination(),
        free_text=free_text_of(param, provider), names_file=names_file_of(param), **extra,
    )


def _summary(algorithm: QgsProcessingAlgorithm) -> str:
    text = (algorithm.shortDescription() or algorithm.shortHelpString() or "").strip()
    first = text.split("\n")[0]
    end = first.find(". ")
    return (first[: end + 1] if end > 0 else first)[:200]


def refusal_of(algorithm_id: str, provider: str, flags: Any, params: Sequence[ParamInfo]) -> str:
    """Why this algorithm may not run from the chat, or "" when it may."""
    if provider not in ALLOWED_PROVIDERS:
        return f"provider '{provider}' is not allowed (only {', '.join(ALLOWED_PROVIDERS)})"
    if algorithm_id in _REFUSED_IDS:
        return _REFUSED_IDS[algorithm_id]
    if _has(flags, _NO_THREADING):
        return "it changes layers in place or can only run on QGIS's main thread"
    for param in params:
        if param.type in _REFUSED_TYPES:
            return _REFUSED_TYPES[param.type]
        if param.type in FILE_DESTINATIONS and not param.optional:
            return "it writes files rather than new layers"
        required = not param.optional and param.default is None
        if param.names_file and not param.destination and required:
            return "it needs a file named by its path, and the chat never names files"
        if param.free_text and required:
            return "it needs free text on GDAL's command line, which the chat never writes"
    if not any(param.type in LAYER_DESTINATIONS for param in params):
        return "it creates no new layer (it would change existing data or write elsewhere)"
    return ""


def _algorithm_info(algorithm: QgsProcessingAlgorithm) -> AlgorithmInfo:
    provider = algorithm.provider().id() if algorithm.provider() else algorithm.id().split(":")[0]
    params = tuple(_param_info(p, provider) for p in algorithm.parameterDefinitions()
                   if not _has(p.flags(), _HIDDEN))
    return AlgorithmInfo(
        id=algorithm.id(), name=algorithm.displayName(), provider=provider, group=algorithm.group(),
        summary=_summary(algorithm), tags=tuple(algorithm.tags()), params=params,
        refusal=refusal_of(algorithm.id(), provider, algorithm.flags(), params)
        or ("it is deprecated" if _has(algorithm.flags(), _DEPRECATED) else ""),
    )


def capture_steps(registry, into: dict[str, AlgorithmInfo]) -> Iterator[None]:
    """One algorithm per step, so the capture can be sliced across event-loop turns.

    Each step asks the registry for its algorithm by id: a provider that reloads its
    algorithms between two slices (a model saved, scripts reloaded, Processing set up)
    deletes the objects a list taken at the start would still point to. Read through such a
    list, they crash QGIS (tests/services/processing/test_catalogue_refresh.py: 3 of 3
    without this)."""
    for algorithm_id in [algorithm.id() for algorithm in registry.algorithms()]:
        algorithm = registry.algorithmById(algorithm_id)
        if algorithm is not None:  # gone with its provider's reload: the next capture has what came
            into[algorithm_id] = _algorithm_info(algorithm)
        yield None


class _Catalogue:
    """The current capture, replaced whole; readers get a dict nobody changes any more."""

    def __init__(self):
        self._lock = threading.Lock()
        self._algorithms: dict[str, AlgorithmInfo] | None = None
        self._ready = threading.Event()
        self._timer: QTimer | None = None
        self._watching = False

    # main thread -----------------------------------------------------------
    def start(self) -> None:
        """Capture in idle-time slices unless done or under way, and again whenever a
        provider comes or goes. Main thread only (elsewhere a no-op)."""
        if not on_main_thread():
            return
        if not self._watching:  # first start, or after a shutdown: providers may have changed since
            self._watching = True
            registry = QgsApplication.processingRegistry()
            registry.providerAdded.connect(self._restart)
            registry.providerRemoved.connect(self._restart)
            self._restart()

    def _restart(self, _provider_id: str = "") -> None:
        self.stop()
        registry = QgsApplication.processingRegistry()
        captured: dict[str, AlgorithmInfo] = {}
        steps = capture_steps(registry, captured)
        timer = self._timer = QTimer()
        timer.setInterval(0)

        def turn() -> None:
            finished, _ = advance(steps, SLICE_S)
            if finished:
                timer.stop()
                self._timer = None
                self._publish(captured)

        timer.timeout.connect(turn)
        timer.start()

    def capture_now(self) -> dict[str, AlgorithmInfo]:
        """Capture at once (main thread): when a caller there needs it before the slices end."""
        captured: dict[str, AlgorithmInfo] = {}
        for _ in capture_steps(QgsApplication.processingRegistry(), captured):
            pass
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        self._publish(captured)
        return captured

    def stop(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None

    def shutdown(self) -> None:
        """Plugin unload: no more capturing, and the registry lets go of this module."""
        self.stop()
        if self._watching:
            self._watching = False
            registry = QgsApplication.processingRegistry()
            for signal in (registry.providerAdded, registry.providerRemoved):
                try:
                    signal.disconnect(self._restart)
                except (TypeError, RuntimeError):
                    pass  # not connected

    def _publish(self, captured: dict[str, AlgorithmInfo]) -> None:
        with self._lock:
            self._algorithms = captured
        self._ready.set()

    # any thread ----------------------------------------------------------------
    def algorithms(self) -> dict[str, AlgorithmInfo]:
        if not self._ready.is_set():
            if on_main_thread():
                self.capture_now()
            else:
                self._ready.wait(WAIT_S)
        with self._lock:
            if not self._algorithms:  # not captured, or the Processing plugin is off (no provider)
                raise ActionRejected(for_user(
                    "QGIS Processing algorithms are not available (still being read, or the Processing "
                    "plugin is disabled: Plugins > Manage and Install Plugins > Processing). Answer without "
                    "a processing action, and tell the user if they asked for one."
                ))
            return self._algorithms


CATALOGUE = _Catalogue()


# --- reading (any thread) --------------------------------------------------------------


def algorithm(algorithm_id: str) -> AlgorithmInfo:
    """The algorithm ``algorithm_id``; ``ActionRejected`` naming close ones when unknown."""
    algorithms = CATALOGUE.algorithms()
    found = algorithms.get(algorithm_id.strip()) or algorithms.get(algorithm_id.strip().lower())
    if found is None:
        close = [info.id for info in search(algorithm_id.replace(":", " "), limit=5)]
        raise ActionRejected(joined([
            for_user("there is no Processing algorithm '{algorithm}'.", algorithm=algorithm_id),
            for_user("Close matches: {algorithms}.", algorithms=", ".join(close)) if close else "",
            for_user("Use find_algorithm to look one up.")]))
    return found


def disabled_algorithms() -> list[str]:
    """Algorithm ids the user disabled in the settings (comma or space separated)."""
    text = preferences.load().disabled_algorithms
    return [word for word in text.replace(",", " ").split() if word]


def runnable(algorithm_id: str, disabled: Sequence[str] = ()) -> AlgorithmInfo:
    """The algorithm, if the chat may run it; ``ActionRejected`` saying why not."""
    info = algorithm(algorithm_id)
    if info.id in disabled:
        raise ActionRejected(for_user("the algorithm {algorithm} is disabled in the Map Assistant settings.",
                                      algorithm=info.id))
    if info.refusal:
        raise ActionRejected(for_user("the algorithm {algorithm} cannot be run from the chat: {reason}.",
                                      algorithm=info.id, reason=info.refusal))
    return info


def search(text: str, limit: int = 10, disabled: Sequence[str] = ()) -> list[AlgorithmInfo]:
    """Runnable algorithms matching ``text`` best first (words in the id, name, tags, group,
    summary; a misspelt word still matches a close one)."""
    import difflib

    words = [word for word in text.casefold().replace(":", " ").split() if word]
    if not words:
        return []
    scored = []
    for info in CATALOGUE.algorithms().values():
        if info.refusal or info.id in disabled:
            continue
        name_words = set(f"{info.id} {info.name}".casefold().replace(":", " ").split())
        other = f"{' '.join(info.tags)} {info.group} {info.summary}".casefold()
        other_words = set(other.split())
        score = 0.0
        for word in words:
            if word in name_words or any(w.startswith(word) for w in name_words):
                score += 3
            elif word in other_words or word in other:
                score += 1
            elif difflib.get_close_matches(word, name_words, n=1, cutoff=0.8):
                score += 2
            elif difflib.get_close_matches(word, other_words, n=1, cutoff=0.85):
                score += 0.5
        if score:
            scored.append((-score, info.provider != "native", info.id, info))
    return [entry[-1] for entry in sorted(scored)[:limit]]
