"""Checking a proposed algorithm's parameters against its own definitions (any thread).

Runs while the agent validates the answer, in the worker, so it reads only the
captured catalogue (``processing_catalogue``) and the ``MapSnapshot``. Values are
returned normalised (an enum option's name becomes its index, a field's case
becomes the layer's), so what the click runs is what was checked. The messages
are for the model: they name the parameter and end with the algorithm's real
parameter list, so it can correct itself.

Parameter values may be placeholders, filled at click time:
``{{LAYER.selection}}`` (a source: the layer's selected features only),
``{{CurrentView.bbox}}`` or ``{{LAYER.extent}}`` (an extent),
``{{CurrentView.center}}`` (a point) and ``{{CurrentView.crs}}`` (a CRS).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ...agent.user_text import for_user, joined
from ..base import ActionRejected
from ..placeholders.fill import Placeholder, PlaceholderError, parse_placeholder
from ..snapshot.map_snapshot import LayerInfo, MapSnapshot, match_name
from .algorithm_catalogue import FILE_DESTINATIONS, AlgorithmInfo, ParamInfo
from .ground_distance import check_unit, distance_with_unit

TEMPORARY_OUTPUT = "TEMPORARY_OUTPUT"
NUMBER_TYPES = frozenset({"number", "distance", "duration", "scale"})
VECTOR_TYPES = frozenset({"source", "vector"})
LAYER_TYPES = VECTOR_TYPES | {"raster", "layer", "mesh", "multilayer", "pointcloud"}
# Which placeholder (is_view, property) each parameter type accepts.
PLACEHOLDERS_FOR = {
    "source": {(False, "selection")},
    "extent": {(True, "bbox"), (False, "extent")},
    "point": {(True, "center")},
    "crs": {(True, "crs")},
}
_EXTENT_TEXT = re.compile(r"^\s*-?[\d.eE+-]+\s*,\s*-?[\d.eE+-]+\s*,\s*-?[\d.eE+-]+\s*,\s*-?[\d.eE+-]+\s*(\[.*\])?\s*$")
_POINT_TEXT = re.compile(r"^\s*-?[\d.eE+-]+\s*,\s*-?[\d.eE+-]+\s*(\[.*\])?\s*$")
_GEOMETRY_KINDS = {"Point": "point", "Line": "line", "Polygon": "polygon", "NoGeometry": "table"}


def signature(info: AlgorithmInfo) -> str:
    """The parameter list the model is given back when it got one wrong."""
    parts = []
    for param in info.params:
        if param.destination or param.free_text or param.names_file:  # never the model's to set
            continue
        detail = param.type
        if param.options:
            detail += " " + "|".join(f"{i}={option}" for i, option in enumerate(param.options))
        if not param.optional and param.default is None:
            detail += ", required"
        parts.append(f"{param.name} ({detail})")
    outputs = [param.name for param in info.params if param.destination]
    return (f"{info.id} parameters: {'; '.join(parts)}. Outputs {', '.join(outputs)} are always new "
            "temporary layers: leave them out.")


def placeholder_in(value: Any) -> Placeholder | None:
    """The placeholder a whole-string value is (``"{{rivers.selection}}"``), else None."""
    if isinstance(value, str) and value.strip().startswith("{{") and value.strip().endswith("}}"):
        try:
            return parse_placeholder(value.strip())
        except PlaceholderError as error:
            raise ActionRejected(error.user_message) from error
    return None


def check_parameters(info: AlgorithmInfo, values: Mapping[str, Any], snapshot: MapSnapshot | None) -> dict:
    """``values`` normalised, or ``ActionRejected`` with the reason and the real parameter list."""
    try:
        return _checked(info, values, snapshot)
    except ActionRejected as error:
        raise ActionRejected(joined([error.user_message, signature(info)])) from error


def _checked(info: AlgorithmInfo, values: Mapping[str, Any], snapshot: MapSnapshot | None) -> dict:
    checked: dict[str, Any] = {}
    for name, value in values.items():
        param = info.param(name)
        if param is None:
            raise ActionRejected(for_user("{algorithm} has no parameter '{name}'.", algorithm=info.id, name=name))
        if param.destination:
            if value not in (None, "", TEMPORARY_OUTPUT):
                raise ActionRejected(for_user(
                    "{parameter} is an output: outputs never overwrite anything, they are always new temporary "
                    "layers added to the project. Leave it out.", parameter=param.name))
            continue
        if value is None:
            continue
        checked[param.name] = _value(param, value, snapshot)
    for param in info.params:
        if param.name not in checked and not param.destination and not param.optional and param.default is None:
            raise ActionRejected(for_user("{algorithm} needs the parameter {parameter} ({description}).",
                                          algorithm=info.id, parameter=param.name, description=param.description))
    if snapshot is not None:
        _check_fields(info, checked, snapshot)
        _check_distances(info, checked, snapshot)
    return checked


def _value(param: ParamInfo, value: Any, snapshot: MapSnapshot | None) -> Any:
    _check_free_text(param, value)
    placeholder = placeholder_in(value)
    if placeholder is not None:
        _check_placeholder(param, placeholder, snapshot)
        return value.strip()
    kind = param.type
    if kind == "distance":
        distance = distance_with_unit(param.name, value)
        if distance is not None:  # made a number in the layer's units at click time (ground_run.py)
            # Only a sign can be checked before the conversion: a minimum of 0 is 0 in any unit.
            if param.minimum is not None and param.minimum <= 0 and distance.value < param.minimum:
                raise ActionRejected(for_user("{parameter} must be at least {minimum}, not {value}.",
                                              parameter=param.name, minimum=f"{param.minimum:g}", value=repr(value)))
            return str(distance)
    if kind in NUMBER_TYPES:
        return _number(param, value)
    if kind == "boolean":
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.strip().lower() in ("true", "false"):
            return value.strip().lower() == "true"
        raise ActionRejected(for_user("{parameter} must be true or false, not {value}.", parameter=param.name,
                                      value=repr(value)))
    if kind == "enum":
        return _enum(param, value)
    if kind in LAYER_TYPES:
        return _layers(param, value, snapshot)
    if kind == "field":
        names = value if isinstance(value, list) else [value]
        if not all(isinstance(v, str) for v in names) or (len(names) > 1 and not param.multiple):
            raise ActionRejected(for_user("{parameter} must be field names.", parameter=param.name) if param.multiple
                                 else for_user("{parameter} must be one field name.", parameter=param.name))
        return value
    if kind == "extent" and isinstance(value, str) and not _EXTENT_TEXT.match(value):
        return _layers(param, value, snapshot)  # a layer's extent, by name
    if kind == "point" and not (isinstance(value, str) and _POINT_TEXT.match(value)):
        raise ActionRejected(for_user("{parameter} must be 'x,y [EPSG:code]' or {placeholder}.", parameter=param.name,
                                      placeholder="{{CurrentView.center}}"))
    if kind in ("string", "expression") and not isinstance(value, str):
        return str(value)
    if kind in FILE_DESTINATIONS:
        raise ActionRejected(for_user("{parameter} would write a file; leave it out.", parameter=param.name))
    return value


def _check_free_text(param: ParamInfo, value: Any) -> None:
    """Text a command line or the file system would take as written is never the model's:
    only the parameter's own default (an allow-list of one) passes."""
    if param.names_file and not param.destination:
        raise ActionRejected(for_user(
            "{parameter} names a file by its path, and the chat never reads or writes files by name: leave it "
            "out and use the project's layers.", parameter=param.name))
    if param.free_text and value != param.default:
        raise ActionRejected(for_user(
            "{parameter} is free text that GDAL's command line takes as written (it could read or overwrite "
            "any file), so the chat never sets it: leave it out and QGIS uses its default.", parameter=param.name))


def _number(param: ParamInfo, value: Any) -> float | int:
    not_a_number = for_user("{parameter} must be a number, not {value}.", parameter=param.name, value=repr(value))
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise ActionRejected(not_a_number)
    try:
        number = float(value)
    except ValueError:
        raise ActionRejected(not_a_number) from None
    if param.integer:
        if not number.is_integer():
            raise ActionRejected(for_user("{parameter} must be a whole number, not {value}.", parameter=param.name,
                                          value=repr(value)))
        number = int(number)
    if param.minimum is not None and number < param.minimum:
        raise ActionRejected(for_user("{parameter} must be at least {minimum}, not {value}.", parameter=param.name,
                                      minimum=f"{param.minimum:g}", value=repr(value)))
    if param.maximum is not None and number > param.maximum:
        raise ActionRejected(for_user("{parameter} must be at most {maximum}, not {value}.", parameter=param.name,
                                      maximum=f"{param.maximum:g}", value=repr(value)))
    return number


def _enum(param: ParamInfo, value: Any) -> int | list[int]:
    values = value if isinstance(value, list) else [value]
    if len(values) > 1 and not param.multiple:
        raise ActionRejected(for_user("{parameter} takes one option.", parameter=param.name))
    indexes = []
    for item in values:
        if isinstance(item, str) and not item.strip().isdigit():
            folded = [option.casefold() for option in param.options]
            if item.strip().casefold() not in folded:
                raise ActionRejected(for_user("{parameter} has no option '{option}'.", parameter=param.name,
                                              option=item))
            indexes.append(folded.index(item.strip().casefold()))
            continue
        if isinstance(item, bool) or not isinstance(item, (int, str)) or not 0 <= int(item) < len(param.options):
            raise ActionRejected(for_user("{parameter} must be an option index 0-{last}, not {value}.",
                                          parameter=param.name, last=len(param.options) - 1, value=repr(item)))
        indexes.append(int(item))
    return indexes if isinstance(value, list) else indexes[0]


def names_layers(param: ParamInfo | None, value: Any) -> bool:
    """Whether ``value`` of ``param`` names layers: a layer parameter's, or an extent given
    by a layer's name (as ``_value`` reads them)."""
    if param is None or param.destination:
        return False
    return param.type in LAYER_TYPES or param.type == "extent" and isinstance(value, str) \
        and not _EXTENT_TEXT.match(value)


def _layers(param: ParamInfo, value: Any, snapshot: MapSnapshot | None) -> Any:
    names = value if isinstance(value, list) and param.multiple else [value]
    for name in names:
        if not isinstance(name, str) or not name.strip():
            raise ActionRejected(for_user("{parameter} must be a layer name from the map context, not {value}.",
                                          parameter=param.name, value=repr(name)))
        placeholder = placeholder_in(name)
        if placeholder is not None:
            _check_placeholder(param, placeholder, snapshot)
        elif snapshot is not None:
            _check_layer(param, name, snapshot)
    return value


def _check_placeholder(param: ParamInfo, placeholder: Placeholder, snapshot: MapSnapshot | None) -> None:
    allowed = PLACEHOLDERS_FOR.get(param.type, set())
    if (placeholder.is_view, placeholder.prop) not in allowed:
        usable = ", ".join(_placeholder_text(view, prop) for view, prop in sorted(allowed)) or for_user("none", "no placeholder")
        raise ActionRejected(for_user(
            "{placeholder} cannot fill {parameter} (a {type} parameter; placeholders it takes: {usable}).",
            placeholder="{{" + placeholder.text + "}}", parameter=param.name, type=param.type, usable=usable))
    if not placeholder.is_view and snapshot is not None:
        _check_layer(param, placeholder.layer, snapshot)


def _placeholder_text(is_view: bool, prop: str) -> str:
    return "{{CurrentView." + prop + "}}" if is_view else "{{LAYER." + prop + "}}"


def _check_layer(param: ParamInfo, name: str, snapshot: MapSnapshot) -> None:
    vectors = [layer.name for layer in snapshot.layers]
    rasters = [raster.name for raster in snapshot.rasters]
    wanted = {"raster": rasters, "source": vectors, "vector": vectors}.get(param.type, vectors + rasters)
    ids = [layer.id for layer in snapshot.layers] + [raster.id for raster in snapshot.rasters]
    if match_name(wanted, name) is None and name not in ids:
        listed = ", ".join(wanted[:20]) or for_user("none", "no layer")
        raise ActionRejected(_no_such_layer(param, name, listed))
    index = match_name(vectors, name)
    if index is not None and param.layer_kinds:
        _check_geometry(param, snapshot.layers[index])


def _no_such_layer(param: ParamInfo, name: str, listed: str) -> str:
    if param.type == "raster":
        return for_user("{parameter}: there is no raster layer named '{name}' in the project (layers: {layers}).",
                        parameter=param.name, name=name, layers=listed)
    if param.type in ("source", "vector"):
        return for_user("{parameter}: there is no vector layer named '{name}' in the project (layers: {layers}).",
                        parameter=param.name, name=name, layers=listed)
    return for_user("{parameter}: there is no layer named '{name}' in the project (layers: {layers}).",
                    parameter=param.name, name=name, layers=listed)


def _check_geometry(param: ParamInfo, layer: LayerInfo) -> None:
    kinds = set(param.layer_kinds)
    if kinds & {"any geometry", "any vector", "any"}:
        return
    geometry = layer.geometry_type.replace("Multi", "").replace("String", "")
    kind = _GEOMETRY_KINDS.get(geometry)
    if kind is not None and kind not in kinds:
        raise ActionRejected(for_user("{parameter} takes {kinds} layers; '{layer}' is a {geometry} layer.",
                                      parameter=param.name, kinds=" or ".join(sorted(kinds)), layer=layer.name,
                                      geometry=layer.geometry_type))


def _parent_layer(checked: dict, parent: str, snapshot: MapSnapshot) -> LayerInfo | None:
    """The snapshot's layer that a field's or distance's parent parameter names, if any."""
    value = checked.get(parent)
    placeholder = placeholder_in(value) if isinstance(value, str) else None
    name = placeholder.layer if placeholder is not None else value
    index = match_name([layer.name for layer in snapshot.layers], name) if isinstance(name, str) else None
    return snapshot.layers[index] if index is not None else None


def _check_distances(info: AlgorithmInfo, checked: dict, snapshot: MapSnapshot) -> None:
    """A distance on a geographic layer carries its unit (ground_distance.py); one left out
    of a required parameter is its default, a bare number too."""
    for param in info.params:
        if param.type != "distance" or not param.parent or (param.name not in checked and param.optional):
            continue
        layer = _parent_layer(checked, param.parent, snapshot)
        if layer is not None:
            check_unit(param.name, checked.get(param.name, param.default), layer.name, layer.crs)


def _check_fields(info: AlgorithmInfo, checked: dict, snapshot: MapSnapshot) -> None:
    """Field names exist in the layer their parameter refers to (and get its spelling)."""
    for param in info.params:
        if param.type != "field" or param.name not in checked or not param.parent:
            continue
        layer = _parent_layer(checked, param.parent, snapshot)
        if layer is None:
            continue
        fields = [field.name for field in layer.fields]
        if not fields:
            continue
        value = checked[param.name]
        spelled = []
        for name in value if isinstance(value, list) else [value]:
            at = match_name(fields, name)
            if at is None:
                raise ActionRejected(for_user("{parameter}: layer '{layer}' has no field '{name}' (fields: {fields}).",
                                              parameter=param.name, layer=layer.name, name=name,
                                              fields=", ".join(fields[:30])))
            spelled.append(fields[at])
        checked[param.name] = spelled if isinstance(value, list) else spelled[0]
