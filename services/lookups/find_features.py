"""``find_features``: features whose text attributes match what the user typed,
forgiving accents, case and typos (see ``text_match``), best first.

It searches every text field of one layer, or of every vector layer, through
captured feature sources in the worker, keeps each feature's best-matching
field, and stops after ``max_scanned`` features in all (saying so), or as soon as
``limit`` matches are found that no unread feature could outrank.

An exact match (the value is the text itself) outranks everything, and no index
tells where one is, so a plain pass could stop early only on ``limit`` of them.
So a layer is asked before it is read, with one filter (``"f" = 'text'``, run
by its source: GeoPackage, PostGIS...), how many exact matches it holds, and the
layers after it once none is left unread before them; when no exact match is
left anywhere, a feature matching as the text once normalized (the next best
score) cannot be outranked either, and the common "same name, other case" is
found after a few rows instead of a whole pass."""

from __future__ import annotations

import math
from typing import ClassVar, Optional

from pydantic import BaseModel, ConfigDict, Field, field_validator
from qgis.core import QgsExpression, QgsFields

from ...agent.tools import LOOKUP, VALUES
from ...toolbelt.qgis_compat import is_text_field
from ..reading.capture import capture, capture_named, vector_layers
from ..reading.lookup_tool import LookupTool
from ..reading.name_fields import is_name_like
from ..reading.results import json_value
from ..reading.scan import features
from ..reading.text_match import BEST_INEXACT, TextMatcher

# Between equal scores, a field that looks like a name wins over a code or a note.
_PRUNE_AT = 5_000
# Sources that filter ``"f" = 'text'`` themselves (in SQL, in C, or in memory).
_FILTERING_SOURCES = frozenset({"ogr", "postgres", "spatialite", "oracle", "mssql", "hana", "memory"})
_PG_TEXT_TYPES = frozenset({"text", "varchar", "bpchar", "char", "character", "character varying", "citext", "name"})


class FindFeaturesInput(BaseModel):
    model_config = ConfigDict(extra="ignore", json_schema_extra={"examples": [{"text": "TEXT", "limit": 10}]})

    text: str = Field(description="The name or text to find, as the user wrote it.")
    layer: Optional[str] = Field(default=None, description="Only this vector layer; omit for all.")
    limit: int = Field(default=10, ge=1, le=50, description="How many matches to return.")

    @field_validator("text")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("must not be empty")
        return value.strip()


class FindFeaturesTool(LookupTool):
    name: ClassVar[str] = "find_features"
    description: ClassVar[str] = (
        "Lookup: find features by a name or text in their "
        "text fields. Forgives case, accents and typos. "
        "Matches come best first with `score`: 1.0 exact, 0.8-0.9 starts with the text, "
        "0.6-0.75 contains it, below 0.55 a close spelling (confirm those with the user). "
        "Each match gives `layer`, `fid` (in expressions: $id = <fid>), `field` and `value`."
    )
    input_model: ClassVar[type[BaseModel]] = FindFeaturesInput
    kind: ClassVar[str] = LOOKUP
    egress: ClassVar[str] = VALUES  # matching attribute values
    note_by_default: ClassVar[bool] = True  # described to a small model when no words pick a tool
    list_key: ClassVar[str] = "matches"

    def compute(self, request: FindFeaturesInput, environment, clock) -> dict:
        layers = _captured_layers(environment, request.layer, clock)
        matcher = TextMatcher(request.text)
        searched = [(layer, [i for i in range(layer.fields.count()) if is_text_field(layer.fields.at(i))])
                    for layer in layers]
        search = _Search(searched, matcher, request.limit, environment.max_scanned, clock)
        search.run()
        result = {"matches": search.best()}
        if not search.complete:
            rest = ("the rest of the layer was not searched; filter it with count_features or query instead"
                    if request.layer else "not every layer was searched; name the layer to search in")
            result["note"] = f"Stopped after {search.scanned:,} features: {rest}."
        return result


def _captured_layers(environment, layer_name: str | None, clock) -> list:
    """The named layer, or every valid vector layer, captured on the main thread."""
    project = environment.project
    if layer_name is not None:
        return [environment.on_main_thread(lambda: capture_named(project, layer_name), clock)]
    ids = environment.on_main_thread(lambda: [layer.id() for layer in vector_layers(project)], clock)
    layers = [environment.on_main_thread(lambda i=layer_id: _capture_id(project, i), clock) for layer_id in ids]
    return [layer for layer in layers if layer is not None]


class _Search:
    """One search through the captured layers, in order: the matches kept so far,
    how many features were read, and whether it stopped on ``max_scanned``."""

    def __init__(self, searched, matcher: TextMatcher, limit: int, max_scanned: int, clock):
        self._searched, self._matcher, self._limit = searched, matcher, limit
        self._max_scanned, self._clock = max_scanned, clock
        # Layers with a name-like text field: their exact matches outrank exact
        # matches in other fields.
        self._name_fields = [any(is_name_like(layer.fields.at(i).name()) for i in texts)
                             for layer, texts in searched]
        self._exact = _ExactCounts(searched, matcher.text, limit, clock)
        self.found = []  # (sort key, match), pruned to the best ``limit`` now and then
        self.scanned = 0
        self.complete = True

    def run(self) -> None:
        for order, (layer, texts) in enumerate(self._searched):
            if texts and self._read_layer(order, layer, texts):
                break

    def best(self) -> list[dict]:
        """The best ``limit`` matches, best first."""
        self.found.sort(key=lambda item: item[0])
        return [{"layer": layer_name, "fid": fid, "field": field, "value": json_value(value), "score": score}
                for _, layer_name, fid, field, value, score in self.found[:self._limit]]

    def _read_layer(self, order: int, layer, texts) -> bool:
        """Read one layer's matches; whether the search should stop there."""
        names = layer.field_names
        here = self._exact.count(order)  # this layer's exact matches not read yet
        best_possible = self._bound(order, here)
        unbeatable = self._unbeatable(best_possible)
        if unbeatable >= self._limit:
            return True
        for feature in features(layer, self._clock, attributes=texts):
            if self.scanned >= self._max_scanned:
                self.complete = False
                return True
            self.scanned += 1
            best = _best_field(self._matcher, names, feature, texts)
            if best is None:
                continue
            score, name_like, index, value = best
            key = (-score, not name_like, order, self.scanned)
            self._keep((key, layer.name, feature.id(), names[index], value, score))
            if score == 1.0:
                # One exact match fewer to come; one the source did not count means
                # its count cannot be trusted: the bar goes back up.
                here = here - 1 if here > 0 else math.inf
                if here in (0, math.inf):
                    best_possible = self._bound(order, here)
                    unbeatable = self._unbeatable(best_possible)
                    if unbeatable >= self._limit:
                        return True
                    continue
            unbeatable += key[:3] <= best_possible
            if unbeatable >= self._limit:
                return True
        return False

    def _bound(self, order: int, here: float) -> tuple:
        """The best sort key an unread feature could have. Ties go to the feature read
        first, so once ``limit`` matches as good are in hand, stop reading."""
        score = BEST_INEXACT if here == 0 and self._exact.none_after(order) else 1.0
        return (-score, not any(self._name_fields[order:]), order)

    def _unbeatable(self, best_possible: tuple) -> int:
        """How many kept matches no unread feature could outrank."""
        return sum(1 for item in self.found if item[0][:3] <= best_possible)

    def _keep(self, match: tuple) -> None:
        self.found.append(match)
        if len(self.found) > _PRUNE_AT:  # a short text can match most of a large layer
            self.found.sort(key=lambda item: item[0])
            del self.found[self._limit:]


class _ExactCounts:
    """How many features of each searched layer hold the text itself, asked of the
    layer's source when first needed (a layer after one known to hold some is
    never asked). Infinite means not known, or at least ``limit``: enough for that
    layer's own exact matches to end the search."""

    def __init__(self, searched, text: str, limit: int, clock):
        self._searched, self._text, self._limit, self._clock = searched, text, limit, clock
        self._counts: dict[int, float] = {}

    def count(self, order: int) -> float:
        if order not in self._counts:
            layer, texts = self._searched[order]
            self._counts[order] = self._ask(layer, texts) if texts else 0
        return self._counts[order]

    def none_after(self, order: int) -> bool:
        """No layer after ``order`` holds the text itself."""
        return all(self.count(later) == 0 for later in range(order + 1, len(self._searched)))

    def _ask(self, layer, texts) -> float:
        if not _source_filters(layer, texts):
            return math.inf
        names = [QgsExpression.quotedColumnRef(layer.fields.at(i).name()) for i in texts]
        expression = " OR ".join(f"{name} = {QgsExpression.quotedString(self._text)}" for name in names)
        count = 0
        for _ in features(layer, self._clock, expression=expression, limit=self._limit):
            count += 1
        return count if count < self._limit else math.inf


def _source_filters(layer, texts) -> bool:
    """Whether the layer's source runs ``"f" = 'text'`` on these fields itself. Not
    for a joined or virtual field, nor a source QGIS would read whole for it (say,
    delimited text), nor a PostgreSQL column QGIS shows as text but the server
    would not compare with text (uuid, inet, enums): each would be a second pass."""
    if layer.provider not in _FILTERING_SOURCES:
        return False
    for index in texts:
        if layer.fields.fieldOrigin(index) != QgsFields.FieldOrigin.OriginProvider:
            return False
        if layer.provider == "postgres" and layer.fields.at(index).typeName().lower() not in _PG_TEXT_TYPES:
            return False
    return True


def _capture_id(project, layer_id: str):
    layer = project.mapLayer(layer_id)
    return capture(layer) if layer is not None and layer.isValid() else None


def _best_field(matcher: TextMatcher, names, feature, indexes) -> tuple[float, bool, int, str] | None:
    """(score, name-like field, index, value) of the feature's best-matching text field."""
    best = None
    for index in indexes:
        value = feature.attribute(index)
        if not isinstance(value, str) or not value:
            continue
        score = matcher.score(value)
        if score is not None:
            candidate = (score, is_name_like(names[index]), index, value)
            if best is None or candidate[:2] > best[:2]:
                best = candidate
    return best
