"""The live map context sent with every request: plain data plus a compact renderer.

``services/snapshot/builder.py`` fills these dataclasses from PyQGIS; this module stays
pure so the agent (and its tests) never need QGIS. ``render_context`` turns a
snapshot into model-friendly lines that stay within a token budget whatever the
size of the project.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

# Heuristic: about 4 characters per token for English prose, but a map context is
# mostly snake_case names, numbers and paths, which tokenise nearer 3. Erring low
# keeps the context under its budget.
CHARS_PER_TOKEN = 3

# (cap for the active and selected layers, cap for the others), tried in turn when
# the full description is over budget: the layers the user works on keep their
# full field lists longest, and field lists are shortened before any layer loses
# its description.
_FIELD_CAPS: tuple[tuple[int | None, int | None], ...] = (
    (None, None), (None, 24), (None, 12), (None, 6), (None, 3), (24, 3), (12, 3), (6, 3), (3, 3),
)
# When even the shortest lists are too long, the layers the user works on are
# still described first, with the longest of these caps that lets them all fit.
_PRIORITY_FALLBACK_CAPS: tuple[int | None, ...] = (None, 24, 6, 3)

# Rasters are listed one line each; past this many only their number is given.
_MAX_RASTERS = 15



@dataclass(frozen=True)
class FieldInfo:
    name: str
    type_name: str  # provider type name, e.g. "Integer64", "String", "Real"


@dataclass(frozen=True)
class LayerInfo:
    """Metadata of one vector layer (nothing here needs its features)."""

    name: str
    id: str
    provider: str  # QGIS provider key: "ogr", "postgres", "memory", ...
    storage: str  # human description, e.g. 'GeoPackage /data/a.gpkg table "roads"'
    sql_engine: str  # "postgres", "gpkg", "spatialite" or "copy" (keys of the dialect notes)
    geometry_type: str  # "Point", "MultiPolygon", "NoGeometry", ...
    geometry_column: str | None
    crs: str  # authid, e.g. "EPSG:25830"
    feature_count: int | None  # None when the provider does not know it cheaply
    fields: tuple[FieldInfo, ...] = ()
    primary_key: tuple[str, ...] = ()
    # True when the layer has no primary key: selections use the feature id (rowid in SQL).
    key_is_feature_id: bool = False
    selection_count: int = 0
    table: str | None = None  # table name in its database, when there is one
    path: str | None = None  # database or file path, when there is one


@dataclass(frozen=True)
class RasterInfo:
    name: str
    id: str
    crs: str
    extent: tuple[float, float, float, float]  # xmin, ymin, xmax, ymax in the layer CRS


@dataclass(frozen=True)
class MapSnapshot:
    extent: tuple[float, float, float, float]  # visible bounding box in the map CRS
    crs: str  # map CRS authid
    srid: int | None
    map_units: str
    scale: float  # scale denominator
    rotation: float = 0.0  # degrees clockwise
    visible_polygon_wkt: str | None = None  # only set when the map is rotated
    project_title: str = ""
    project_crs: str = ""
    active_layer: str | None = None  # layer name
    layers: tuple[LayerInfo, ...] = ()
    rasters: tuple[RasterInfo, ...] = ()


def match_name(names: Sequence[str], wanted: str) -> int | None:
    """Index of the layer called ``wanted``: the exact name first, then any case."""
    for same in (lambda name: name == wanted, lambda name: name.casefold() == wanted.casefold()):
        for index, name in enumerate(names):
            if same(name):
                return index
    return None


def near_name(names: Sequence[str], wanted: str) -> int | None:
    """Index of the one name that ``wanted`` nearly is, when none is ``wanted`` in any case
    (``match_name``): equal once case is folded, spaces, underscores and hyphens are alike and
    a trailing "layer" is dropped ("Countries_layer", "world-cities"); or equal up to a plural
    s/es/ies ("country" for "countries"); or one letter off (added, left out, changed, or two
    neighbours swapped) when both are 5 characters or more. None when no name is so near, or
    more than one is (issue 40: liberal only where it is safe)."""
    if not wanted.strip() or match_name(names, wanted) is not None:
        return None
    key = _name_key(wanted)
    fits = [index for index, name in enumerate(names) if _near(_name_key(name), key)]
    return fits[0] if len(fits) == 1 else None


def real_layer_name(snapshot: MapSnapshot, name: str) -> str | None:
    """The one layer (vector or raster) ``name`` nearly names, when no layer is called
    ``name`` in any case nor has it as id; None otherwise."""
    names = [layer.name for layer in snapshot.layers] + [raster.name for raster in snapshot.rasters]
    ids = {layer.id for layer in snapshot.layers} | {raster.id for raster in snapshot.rasters}
    if name in ids or match_name(names, name) is not None:
        return None
    index = near_name(names, name)
    return None if index is None else names[index]


_SEPARATORS = re.compile(r"[\s_-]+")


def _name_key(name: str) -> str:
    """``name`` folded: any case, space/underscore/hyphen alike, no trailing "layer"."""
    key = _SEPARATORS.sub(" ", name.casefold()).strip()
    return key[: -len(" layer")].strip() if key.endswith(" layer") and key != "layer" else key


def _near(name: str, wanted: str) -> bool:
    if name == wanted:
        return True
    shorter, longer = sorted((name, wanted), key=len)
    if shorter and longer in (shorter + "s", shorter + "es", shorter[:-1] + "ies" if shorter[-1] == "y" else ""):
        return True
    return len(shorter) >= 5 and _one_typo(shorter, longer)


def _one_typo(a: str, b: str) -> bool:
    """Whether ``a`` becomes ``b`` (``len(a) <= len(b)``) by one letter added, changed,
    or two neighbours swapped."""
    if len(b) - len(a) > 1:
        return False
    at = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), len(a))
    if len(a) < len(b):
        return a[at:] == b[at + 1:]
    swapped = a[at + 1:at + 2] == b[at:at + 1] and a[at:at + 1] == b[at + 1:at + 2] and a[at + 2:] == b[at + 2:]
    return a[at + 1:] == b[at + 1:] or swapped


def estimate_tokens(text: str) -> int:
    return -(-len(text) // CHARS_PER_TOKEN)


def render_context(snapshot: MapSnapshot, budget_tokens: int = 1500, more_hint: str = "") -> str:
    """Compact text of the snapshot, at most ``budget_tokens`` (estimated) long.

    Order: the active layer, layers with a selection, then the rest in project
    order. Over budget, field lists are shortened first (the active and selected
    layers' last); then the layers that still do not fit are listed by name only.
    ``more_hint`` tells the model how to get what was left out (e.g. which tool to
    call); it is added whenever something was shortened or left out.
    """
    header = _header_lines(snapshot)
    rasters = _raster_lines(snapshot.rasters)
    layers = _ordered_layers(snapshot)
    first = [_works_on(layer, snapshot) for layer in layers]
    budget_chars = budget_tokens * CHARS_PER_TOKEN
    hint = [f"Full schema of any layer: {more_hint}"] if more_hint else []
    fixed_chars = _joined_len(header) + _joined_len(rasters) + _joined_len(hint) + 3

    def blocks_for(priority_cap, other_cap):
        return [_layer_block(layer, snapshot.active_layer, priority_cap if is_first else other_cap)
                for layer, is_first in zip(layers, first)]

    # The layer lines alone (without fields) bound every cap from below: when they
    # are over budget, skip straight to naming layers (fast for huge projects).
    bare = sum(len(_layer_block(layer, snapshot.active_layer, 0)[0]) + 1 for layer in layers)
    caps = _FIELD_CAPS if fixed_chars + bare <= budget_chars else ()
    for priority_cap, other_cap in caps:
        body = _vector_section(blocks_for(priority_cap, other_cap), [], len(layers))
        if fixed_chars + _joined_len(body) <= budget_chars:
            shortened = (priority_cap, other_cap) != (None, None) and _any_cut(layers, first, priority_cap, other_cap)
            return "\n".join(header + body + rasters + (hint if shortened else []))

    # Even the shortest field lists are too long: describe as many layers as fit
    # (in priority order) and name the rest.
    names = [layer.name for layer in layers]
    room = budget_chars - fixed_chars
    for priority_cap in _PRIORITY_FALLBACK_CAPS:
        blocks = blocks_for(priority_cap, _FIELD_CAPS[-1][1])
        described = _fit_count(blocks, names, room)
        if described >= sum(first):
            break
    rest = _names_that_fit(names[described:], room - _joined_len(_vector_section(blocks[:described], [], len(layers))))
    body = _vector_section(blocks[:described], rest, len(layers))
    return "\n".join(header + body + rasters + hint)


def render_layer_details(layer: LayerInfo, active: str | None = None) -> str:
    """Everything the snapshot knows of one layer, every field included."""
    lines = _layer_block(layer, active, None)
    if layer.table:
        lines.append(f"  table in its database: {layer.table}")
    if layer.path:
        lines.append(f"  database or file: {layer.path}")
    lines.append(f"  layer id: {layer.id}; provider {layer.provider}; {len(layer.fields)} fields")
    return "\n".join(lines)


def _works_on(layer: LayerInfo, s: MapSnapshot) -> bool:
    """The layers the user is working on: the active one and those with a selection."""
    return layer.name == s.active_layer or layer.selection_count > 0


def _any_cut(layers: Sequence[LayerInfo], first: Sequence[bool], priority_cap, other_cap) -> bool:
    for layer, is_first in zip(layers, first):
        cap = priority_cap if is_first else other_cap
        if cap is not None and len(layer.fields) > cap:
            return True
    return False


def _header_lines(s: MapSnapshot) -> list[str]:
    srid = f"SRID {s.srid}" if s.srid else "no SRID"
    xmin, ymin, xmax, ymax = s.extent
    lines = [
        "## Live map (read now; use placeholders for values at click time)",
        f"Map CRS: {s.crs} ({srid}, units {s.map_units}); scale 1:{_num(s.scale)}",
        f"Visible extent: {_num(xmin)} {_num(ymin)}, {_num(xmax)} {_num(ymax)} (xmin ymin, xmax ymax)",
    ]
    if s.rotation:
        lines.append(f"Rotation: {_num(s.rotation)} deg; visible polygon: {s.visible_polygon_wkt}")
    title = f'"{s.project_title}"' if s.project_title else "(untitled)"
    lines.append(f"Project: {title}, CRS {s.project_crs or 'none'}")
    lines.append(f"Active layer: {s.active_layer or 'none'}")
    return lines


def _ordered_layers(s: MapSnapshot) -> list[LayerInfo]:
    def priority(layer: LayerInfo) -> int:
        if layer.name == s.active_layer:
            return 0
        return 1 if _works_on(layer, s) else 2

    return sorted(s.layers, key=priority)  # stable: project order within a group


def _layer_block(layer: LayerInfo, active: str | None, field_cap: int | None) -> list[str]:
    marks = " [active]" if layer.name == active else ""
    count = "? features" if layer.feature_count is None else f"{layer.feature_count} features"
    geometry = layer.geometry_type
    if layer.geometry_column:
        geometry += f" column {layer.geometry_column}"
    if layer.key_is_feature_id:
        # In SQL over the copy engine the feature id is rowid (what {{x.selection}} gives).
        key = "no primary key: feature id is rowid in SQL"
    else:
        key = "pk " + ", ".join(layer.primary_key)
    lines = [
        f"- {layer.name}{marks}: {layer.storage}; SQL engine {layer.sql_engine}; "
        f"{geometry}, {layer.crs}; {count}; {key}; selected {layer.selection_count}",
        "  fields: " + _fields_text(layer.fields, field_cap),
    ]
    return lines


def _fields_text(fields: Sequence[FieldInfo], cap: int | None) -> str:
    if not fields:
        return "(none)"
    shown = fields if cap is None else fields[:cap]
    text = ", ".join(f"{f.name} {f.type_name}" for f in shown)
    hidden = len(fields) - len(shown)
    return text + (f", ... +{hidden} more" if hidden else "")


def _vector_section(blocks: Iterable[list[str]], name_only: list[str], total: int) -> list[str]:
    lines = [f"Vector layers ({total}):"]
    for block in blocks:
        lines.extend(block)
    if name_only:
        lines.append("Not described here: " + ", ".join(name_only) + ".")
    return lines


def _fit_count(blocks: list[list[str]], names: list[str], room: int) -> int:
    """How many leading blocks fit in ``room`` chars next to the names of the rest."""
    used = len("Vector layers (0000):") + 1
    rest_names = sum(len(n) + 2 for n in names) + len("Not described here: .")
    count = 0
    for block, name in zip(blocks, names):
        block_len = _joined_len(block) + 1
        rest_names -= len(name) + 2
        if used + block_len + min(rest_names, room // 4) > room:
            break
        used += block_len
        count += 1
    return count


def _names_that_fit(names: list[str], room: int) -> list[str]:
    """Names of undescribed layers; past ``room`` chars the tail is counted, not listed."""
    room -= len("Not described here: .") + 1
    kept: list[str] = []
    used = 0
    for index, name in enumerate(names):
        tail = f"... and {len(names) - index} more"
        if used + len(name) + 2 + len(tail) + 2 > room:
            return kept + [tail]
        kept.append(name)
        used += len(name) + 2
    return kept


def _joined_len(lines: Sequence[str]) -> int:
    return sum(len(line) for line in lines) + max(len(lines) - 1, 0)


def _raster_lines(rasters: Sequence[RasterInfo]) -> list[str]:
    if not rasters:
        return []
    lines = [f"Raster layers ({len(rasters)}):"]
    for r in rasters[:_MAX_RASTERS]:
        xmin, ymin, xmax, ymax = r.extent
        lines.append(f"- {r.name}: {r.crs}; extent {_num(xmin)} {_num(ymin)}, {_num(xmax)} {_num(ymax)}")
    hidden = rasters[_MAX_RASTERS:]
    if hidden:
        lines.append(f"... and {len(hidden)} more rasters.")
    return lines


def _num(value: float) -> str:
    """Short number text: integers bare, others with up to 6 significant decimals."""
    if float(value).is_integer():
        return str(int(value))
    return f"{value:.6f}".rstrip("0").rstrip(".")
