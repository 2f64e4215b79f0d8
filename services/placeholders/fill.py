"""Fill ``{{Name}}`` placeholders in an action template from the live map (pure).

An action declares the placeholders it uses (``sql_placeholders``). Only those are
replaced, only where they occur, in a single pass, so values (and text the user
typed) are never expanded again. Any other ``{{...}}`` in the template, or a
declared name that is malformed or names an unknown layer or property, is a
``PlaceholderError`` raised before anything runs. This module imports no qgis:
the values come from a ``PlaceholderSource``; ``live_placeholders.py`` reads them
from the canvas and project at click time.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from ...agent.user_error import UserError
from ...agent.user_text import for_user, joined

DEFAULT_MAX_SELECTION = 10_000

VIEW = "CurrentView"
VIEW_PROPERTIES = ("bbox", "srid", "crs", "center", "scale")
LAYER_PROPERTIES = ("selection", "selection.count", "selection.geometry", "extent")
# Properties that accept a "|AUTH:CODE" suffix to give the value in another CRS.
_CRS_PROPERTIES = {(True, "bbox"), (True, "center")}

_PLACEHOLDER = re.compile(r"\{\{(.*?)\}\}", re.DOTALL)
# LAYER is "quoted" (a doubled "" is a literal quote) or a bare name without
# spaces, dots, quotes or pipes. Then ".property" and an optional "|AUTH:CODE".
_NAME = re.compile(
    r"""^\s*(?:"(?P<quoted>(?:[^"]|"")+)"|(?P<bare>[^\s."|{}]+))"""
    r"""\.(?P<prop>[A-Za-z]+(?:\.[A-Za-z]+)?)"""
    r"""(?:\s*\|\s*(?P<crs>[A-Za-z][A-Za-z0-9_]*:[A-Za-z0-9_.]+))?\s*$"""
)


class PlaceholderError(UserError):
    """A placeholder that cannot be filled; ``user_message`` is for the user."""


def braced(inner: str) -> str:
    """A placeholder as written, ``{{inner}}``: a field of a message, never its template's text."""
    return "{{" + inner + "}}"


class PlaceholderSource(Protocol):
    """Where the values come from. Each method is called only when needed."""

    def view_bbox_wkt(self, crs: str | None = None) -> str:
        """WKT polygon of the visible area, in the map CRS or in ``crs``."""

    def view_center_wkt(self, crs: str | None = None) -> str: ...

    def view_srid(self) -> int | None: ...

    def view_crs(self) -> str: ...

    def view_scale(self) -> float: ...

    def layer_names(self) -> Sequence[str]: ...

    def resolve_layer(self, name: str) -> str | None:
        """A handle for the layer named ``name`` (any case), or None if none."""

    def selection_count(self, layer: str) -> int: ...

    def selection_keys(self, layer: str) -> Sequence[object]:
        """Primary-key values of the selected features (tuples for composite keys)."""

    def selection_geometry_wkt(self, layer: str) -> str: ...

    def layer_extent_wkt(self, layer: str) -> str: ...


@dataclass(frozen=True)
class Placeholder:
    """One parsed placeholder. ``key`` compares names regardless of case and spacing."""

    text: str  # as written, without braces
    is_view: bool
    layer: str  # the layer name as written (unquoted); "CurrentView" for the view
    prop: str  # lower case, e.g. "selection.count"
    crs: str | None

    @property
    def key(self) -> tuple[bool, str, str, str | None]:
        return (self.is_view, self.layer.casefold(), self.prop, self.crs)


def parse_placeholder(name: str) -> Placeholder:
    """Parse ``Layer.prop`` / ``"Layer name".prop`` / ``CurrentView.bbox|EPSG:4326``.

    Braces around ``name`` are optional. Raises ``PlaceholderError`` when the name
    is malformed or names an unknown property.
    """
    inner = name.strip()
    if inner.startswith("{{") and inner.endswith("}}"):
        inner = inner[2:-2]
    match = _NAME.match(inner)
    if not match and inner.strip().startswith('"'):
        raise PlaceholderError(for_user(
            "'{placeholder}' is not a valid placeholder. Close the quoted layer name with a double quote and write "
            "a double quote inside it twice, as in SQL: {example}.", placeholder=braced(inner),
            example=braced('"The ""new"" roads".selection')))
    if not match:
        raise PlaceholderError(for_user(
            "'{placeholder}' is not a valid placeholder. Write {view}, {layer} or {quoted}.",
            placeholder=braced(inner), view=braced("CurrentView.bbox"), layer=braced("layer.selection"),
            quoted=braced('"Layer name".selection')))
    quoted = match.group("quoted")
    # CurrentView is matched without regard to case, like layer names; a layer
    # literally named so is reachable quoted: {{"CurrentView".selection}}.
    is_view = quoted is None and match.group("bare").casefold() == VIEW.casefold()
    layer = quoted.replace('""', '"') if quoted is not None else match.group("bare")
    prop = match.group("prop").lower()
    crs = match.group("crs").upper() if match.group("crs") else None
    allowed = VIEW_PROPERTIES if is_view else LAYER_PROPERTIES
    if prop not in allowed:
        if is_view:
            raise PlaceholderError(for_user("Unknown property '{property}' in {placeholder} for the current view. "
                                            "Use one of: {properties}.", property=prop,
                                            placeholder=braced(inner.strip()), properties=", ".join(allowed)))
        raise PlaceholderError(for_user("Unknown property '{property}' in {placeholder} for layer '{layer}'. Use one "
                                        "of: {properties}.", property=prop, placeholder=braced(inner.strip()),
                                        layer=layer, properties=", ".join(allowed)))
    if crs and (is_view, prop) not in _CRS_PROPERTIES:
        raise PlaceholderError(for_user("{placeholder}: only CurrentView.bbox and CurrentView.center accept a "
                                        "'|EPSG:code' suffix.", placeholder=braced(inner.strip())))
    return Placeholder(inner.strip(), is_view, VIEW if is_view else layer, prop, crs)


def find_placeholders(template: str) -> list[str]:
    """The inner text of every ``{{...}}`` in ``template``, in order."""
    return [m.group(1) for m in _PLACEHOLDER.finditer(template)]


def fill(
    template: str,
    declared: Sequence[str],
    source: PlaceholderSource,
    max_selection: int = DEFAULT_MAX_SELECTION,
) -> str:
    """Replace the declared placeholders in ``template`` with live values.

    Raises ``PlaceholderError`` (a user-readable message) when the template uses
    an undeclared placeholder, a declared one is malformed or names an unknown
    layer/property, or a selection is larger than ``max_selection``.
    """
    by_key: dict[tuple, Placeholder] = {}
    written = {inner.strip() for inner in find_placeholders(template)}
    for name in declared:
        try:
            placeholder = parse_placeholder(name)
        except PlaceholderError:
            # No placeholder at all, and not in the text ("admin", a column: make eval-live at
            # e1a9f7d): it changes nothing, so it is no reason to refuse the query.
            if _inner(name) not in written:
                continue
            raise
        _check_layer(placeholder, source)
        by_key.setdefault(placeholder.key, placeholder)

    used: dict[str, tuple] = {}  # inner text -> key
    for inner in find_placeholders(template):
        try:
            key = parse_placeholder(inner).key
        except PlaceholderError:
            key = None
        if key not in by_key:
            raise PlaceholderError(_undeclared_message(inner.strip(), source))
        used[inner] = key

    # Compute every value before substituting: any error stops the whole action.
    values = {key: _value(by_key[key], source, max_selection) for key in set(used.values())}
    return _PLACEHOLDER.sub(lambda m: values[used[m.group(1)]], template)


def _inner(name: str) -> str:
    inner = name.strip()
    return inner[2:-2].strip() if inner.startswith("{{") and inner.endswith("}}") else inner


def _check_layer(placeholder: Placeholder, source: PlaceholderSource) -> None:
    if placeholder.is_view or source.resolve_layer(placeholder.layer) is not None:
        return
    names = ", ".join(source.layer_names()) or for_user("none", "no layer")
    raise PlaceholderError(joined([
        for_user("{placeholder} names layer '{layer}', which is not in the project (layers: {layers}).",
                 placeholder=braced(placeholder.text), layer=placeholder.layer, layers=names),
        _suggestion(placeholder, source), for_user("Load it or ask about an existing layer.")]))


def _undeclared_message(inner: str, source: PlaceholderSource) -> str:
    """What to change, exactly: a model told only "declare it" resends the same action."""
    try:
        placeholder = parse_placeholder(inner)
    except PlaceholderError as error:
        return error.user_message
    if not placeholder.is_view and source.resolve_layer(placeholder.layer) is None:
        names = ", ".join(source.layer_names()) or for_user("none", "no layer")
        return joined([
            for_user("{placeholder} names no layer of the project (layers: {layers}).", placeholder=braced(inner),
                     layers=names),
            _suggestion(placeholder, source),
            for_user("Write a real layer name in the placeholder and list it in `sql_placeholders`.")])
    return for_user("The action uses {placeholder} without declaring it: add \"{placeholder}\" to `sql_placeholders`, "
                    "so it is filled from the map when the user clicks.", placeholder=braced(inner))


def _suggestion(placeholder: Placeholder, source: PlaceholderSource) -> str:
    """For a selection placeholder naming no layer: the layers that have a selection."""
    if placeholder.is_view or not placeholder.prop.startswith("selection"):
        return ""
    selected = [name for name in source.layer_names() if _has_selection(source, name)]
    if not selected:
        return for_user("No layer has a selection: ask the user to select features first.")
    example = f"{quoted_layer(selected[0])}.{placeholder.prop}"
    return for_user("Use {placeholder} ('{layer}' has a selection).", placeholder=braced(example), layer=selected[0])


def _has_selection(source: PlaceholderSource, layer: str) -> bool:
    try:
        return source.selection_count(layer) > 0
    except PlaceholderError:  # a raster or a table: nothing to select
        return False


def quoted_layer(name: str) -> str:
    """A layer name as a placeholder writes it: bare when it is a plain word, else in double quotes."""
    return name if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name) else '"' + name.replace('"', '""') + '"'


def _value(p: Placeholder, source: PlaceholderSource, max_selection: int) -> str:
    if p.is_view:
        if p.prop == "bbox":
            return source.view_bbox_wkt(p.crs)
        if p.prop == "center":
            return source.view_center_wkt(p.crs)
        if p.prop == "crs":
            return source.view_crs()
        if p.prop == "scale":
            return format_number(source.view_scale())
        srid = source.view_srid()
        if srid is None:
            raise PlaceholderError(for_user(
                "The map CRS {crs} has no numeric SRID. Set an EPSG CRS for the map (Project > Properties > CRS) "
                "and run the action again.", crs=source.view_crs()))
        return str(srid)

    layer = source.resolve_layer(p.layer)
    if layer is None:  # removed since validation
        raise PlaceholderError(for_user("Layer '{name}' is no longer in the project.", name=p.layer))
    if p.prop == "extent":
        return source.layer_extent_wkt(layer)
    count = source.selection_count(layer)
    if p.prop == "selection.count":
        return str(count)
    if count > max_selection:
        raise PlaceholderError(for_user(
            "%n selected feature(s) in '{layer}': more than the limit of {limit}. Narrow the selection (or raise "
            "the limit in the settings) and run the action again.", "", count, layer=p.layer, limit=max_selection))
    if p.prop == "selection":
        return format_sql_list(source.selection_keys(layer))
    return source.selection_geometry_wkt(layer)


def format_sql_list(values: Sequence[object]) -> str:
    """SQL list body for ``IN (...)``: numbers bare, strings quoted, ``(NULL)`` if empty.

    The result for an empty list is ``(NULL)`` so that ``IN ({{x.selection}})``
    becomes ``IN ((NULL))``, valid SQL that matches nothing.
    """
    if not values:
        return "(NULL)"
    return ", ".join(sql_literal(v) for v in values)


def sql_literal(value: object) -> str:
    if value is None:
        return "NULL"
    if isinstance(value, bool):  # before int: bool is an int subclass
        return "1" if value else "0"
    if isinstance(value, (int, float)):
        if value != value or value in (float("inf"), float("-inf")):
            return "NULL"  # NaN/inf have no SQL literal
        return format_number(value)
    if isinstance(value, tuple):
        return "(" + ", ".join(sql_literal(v) for v in value) + ")"
    return "'" + str(value).replace("'", "''") + "'"


def format_number(value: float) -> str:
    """Integers without a decimal point; other numbers in their shortest exact form."""
    if isinstance(value, int):
        return str(value)
    if float(value).is_integer() and abs(value) < 1e15:
        return str(int(value))
    return repr(float(value))
