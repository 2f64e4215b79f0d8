"""The live map context sent with every request: plain data plus a compact renderer.

``services/map_context.py`` fills these dataclasses from PyQGIS; this module stays
pure so the agent (and its tests) never need QGIS. ``render_context`` turns a
snapshot into model-friendly lines that stay within a token budget whatever the
size of the project.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

# Heuristic: about 4 characters per token for English/code-like text. It errs on
# the generous side for the short identifiers and numbers a map context holds.
CHARS_PER_TOKEN = 4

# Field caps tried in turn when the full description is over budget: field lists
# are shortened before any layer loses its description.
_FIELD_CAPS: tuple[int | None, ...] = (None, 24, 12, 6, 3)

# Rasters are listed one line each; past this many only their number is given.
_MAX_RASTERS = 15

_MORE_HINT = "Ask for a layer's full schema by name."


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
    sql_engine: str  # "postgres", "gpkg", "spatialite" or "virtual" (keys of the dialect notes)
    geometry_type: str  # "Point", "MultiPolygon", "NoGeometry", ...
    geometry_column: str | None
    crs: str  # authid, e.g. "EPSG:25830"
    feature_count: int | None  # None when the provider does not know it cheaply
    fields: tuple[FieldInfo, ...] = ()
    primary_key: tuple[str, ...] = ()
    # True when the layer has no primary key and selections use the feature id.
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


def estimate_tokens(text: str) -> int:
    return -(-len(text) // CHARS_PER_TOKEN)


def render_context(snapshot: MapSnapshot, budget_tokens: int = 1500) -> str:
    """Compact text of the snapshot, at most ``budget_tokens`` (estimated) long.

    Order: the active layer, layers with a selection, then the rest in project
    order. Over budget, field lists are shortened first; then the layers that
    still do not fit are listed by name only, with a hint on how to ask for more.
    """
    header = _header_lines(snapshot)
    rasters = _raster_lines(snapshot.rasters)
    layers = _ordered_layers(snapshot)
    budget_chars = budget_tokens * CHARS_PER_TOKEN
    fixed_chars = _joined_len(header) + _joined_len(rasters) + 2

    # The layer lines alone (without fields) bound every cap from below: when they
    # are over budget, skip straight to naming layers (fast for huge projects).
    bare = sum(len(_layer_block(layer, snapshot.active_layer, 0)[0]) + 1 for layer in layers)
    caps = _FIELD_CAPS if fixed_chars + bare <= budget_chars else ()
    for cap in caps:
        blocks = [_layer_block(layer, snapshot.active_layer, cap) for layer in layers]
        body = _vector_section(blocks, [], len(layers))
        if fixed_chars + _joined_len(body) <= budget_chars:
            return "\n".join(header + body + rasters)

    # Even the shortest field lists are too long: describe as many layers as fit
    # (in priority order) and name the rest.
    blocks = [_layer_block(layer, snapshot.active_layer, _FIELD_CAPS[-1]) for layer in layers]
    described = _fit_count(blocks, [layer.name for layer in layers], budget_chars - fixed_chars)
    names = _names_that_fit(
        [layer.name for layer in layers[described:]],
        budget_chars - fixed_chars - _joined_len(_vector_section(blocks[:described], [], len(layers))),
    )
    body = _vector_section(blocks[:described], names, len(layers))
    return "\n".join(header + body + rasters)


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
        return 1 if layer.selection_count else 2

    return sorted(s.layers, key=priority)  # stable: project order within a group


def _layer_block(layer: LayerInfo, active: str | None, field_cap: int | None) -> list[str]:
    marks = " [active]" if layer.name == active else ""
    count = "? features" if layer.feature_count is None else f"{layer.feature_count} features"
    geometry = layer.geometry_type
    if layer.geometry_column:
        geometry += f" column {layer.geometry_column}"
    if layer.key_is_feature_id:
        key = "key $id (feature id; no primary key)"
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
        lines.append("Not described here: " + ", ".join(name_only) + ". " + _MORE_HINT)
    return lines


def _fit_count(blocks: list[list[str]], names: list[str], room: int) -> int:
    """How many leading blocks fit in ``room`` chars next to the names of the rest."""
    used = len("Vector layers (0000):") + 1
    rest_names = sum(len(n) + 2 for n in names) + len("Not described here: . ") + len(_MORE_HINT)
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
    room -= len("Not described here: . ") + len(_MORE_HINT) + 1
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
        lines.append(f"... and {len(hidden)} more rasters. {_MORE_HINT}")
    return lines


def _num(value: float) -> str:
    """Short number text: integers bare, others with up to 6 significant decimals."""
    if float(value).is_integer():
        return str(int(value))
    return f"{value:.6f}".rstrip("0").rstrip(".")
