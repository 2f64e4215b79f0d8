"""The ``viewport`` service: move the map (zoom, pan, scale), with one-click undo."""

from __future__ import annotations

import re
from collections.abc import Callable

# Optional, not "X | None": pydantic evaluates field annotations at run time, and
# QGIS 3.22-3.28 on Windows run Python 3.9.
from typing import ClassVar, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsCsException,
    QgsExpression,
    QgsGeometry,
    QgsRectangle,
)

from ...agent.tools import ACTION, METADATA
from ...agent.user_error import UserError
from ...agent.user_text import for_user
from ...toolbelt.threads.tasks import guarded
from ..acting.action_tool import ActionTool
from ..acting.feature_zoom import check_expression, zoom_to_features
from ..acting.layers import find_layer, fit_extent, view_undo
from ..acting.place_zoom import zoom_to_gazetteer_place
from ..base import (
    ActionButton,
    ActionEnvironment,
    ActionHost,
    ActionRejected,
    ActionReply,
)
from ..checks.action_checks import check_any_layer, snapshot_of, vector_layer
from ..checks.after_click import place_not_found, view_misses
from ..checks.call_check import CorrectableInput, checked
from ..checks.geometry_checks import checked_place
from ..checks.layer_names import with_real_layer_names
from ..checks.place_checks import check_not_an_absent_layer, found_place
from ..checks.wkt import check_authid, parse_wkt, repair_wkt
from ..reading import gazetteer, online_places
from ..snapshot.map_snapshot import match_name

Action = Literal["zoom_to_place", "zoom_to", "pan_to", "zoom_to_layer", "zoom_to_selection", "zoom_to_features",
                 "zoom_full", "set_scale"]



# "fid IN ({{roads.selection}})", "$id IN ({{roads.selection}})", "{{roads.selection}}", "is_selected()".
_SELECTION_ONLY = re.compile(
    r'^\s*(?:(?:"?fid"?|\$id)\s+in\s*\(\s*)?\{\{\s*([^{}]+?)\.selection\s*\}\}\s*\)?\s*$'
    r"|^\s*is_selected\s*\(\s*\)\s*$()",
    re.IGNORECASE,
)

class ViewportInput(CorrectableInput):
    model_config = ConfigDict(
        extra="ignore",
        # An obvious stand-in, never a plausible answer: a small model once answered a zoom
        # to a missing layer with the example's box over Paris (issue 12).
        json_schema_extra={"examples": [{"action": "zoom_to_layer", "layer": "LAYER_NAME"}]},
    )

    action: Action = Field(
        description=(
            "zoom_to_place: fit the features named `place` (the plugin finds them in the layers); "
            "zoom_to: fit `geometry`; pan_to: center on `geometry` keeping the scale; "
            "zoom_to_layer: fit layer `layer`; zoom_to_selection: fit the selected features of `layer`; "
            "zoom_to_features: fit the features of `layer` matching `expression`; "
            "zoom_full: show all layers; set_scale: set the scale denominator `scale`."
        )
    )
    place: Optional[str] = Field(
        default=None,
        description="For zoom_to_place: a place's name as the user or a layer writes it, e.g. 'Italy' or 'Vigo'. "
                    "The layers are searched first, then an offline gazetteer of cities (15,000 people or more) "
                    "and countries; an ambiguous name offers the user its candidates.",
    )
    geometry: Optional[str] = Field(
        default=None, description="WKT geometry for zoom_to / pan_to, only for coordinates the user or a lookup gave."
    )
    crs: Optional[str] = Field(
        default=None,
        description="CRS of `geometry` as AUTHORITY:CODE, e.g. 'EPSG:4326'. Defaults to the map CRS.",
    )
    layer: Optional[str] = Field(
        default=None, description="Layer name for zoom_to_layer / zoom_to_selection / zoom_to_features."
    )
    expression: Optional[str] = Field(
        default=None,
        description="QGIS expression for zoom_to_features, evaluated when the user clicks, e.g. '$id = 12' "
                    "(a find_features match) or '\"name\" = \'Essen\''.",
    )
    scale: Optional[float] = Field(default=None, description="Scale denominator for set_scale: 25000 means 1:25,000.")

    @model_validator(mode="before")
    @classmethod
    def _a_name_is_a_place(cls, data: object) -> object:
        """Liberal in what a model sends: a zoom or pan with a place and no geometry means
        that place ({"action": "zoom_to", "place": "Italy"})."""
        if (isinstance(data, dict) and isinstance(data.get("place"), str) and data["place"].strip()
                and not data.get("geometry") and data.get("action") in (None, "zoom_to", "pan_to")):
            return {**data, "action": "zoom_to_place"}
        return data

    @field_validator("geometry")
    @classmethod
    def _valid_wkt(cls, value: str | None) -> str | None:
        if value is not None:
            value = repair_wkt(value)  # an unclosed ring closed: the model would send it again unchanged
            parse_wkt(value)
        return value

    @model_validator(mode="before")
    @classmethod
    def _selection_as_expression(cls, data: object) -> object:
        """An expression that only says "the selected features" is zoom_to_selection: the
        1.5B model wrote ``fid IN ({{countries.selection}})`` for "zoom to them" twice, and
        the placeholder, SQL's, is not QGIS expression syntax (make eval-live)."""
        if not isinstance(data, dict) or not isinstance(data.get("expression"), str):
            return data
        named = _SELECTION_ONLY.match(data["expression"])
        if named is None:
            return data
        layer = (named.group(1) or "").strip() or data.get("layer")
        return {**{k: v for k, v in data.items() if k != "expression"}, "action": "zoom_to_selection", "layer": layer}

    @field_validator("expression")
    @classmethod
    def _expression_parses(cls, value: str | None) -> str | None:
        return None if value is None else check_expression(value)

    @field_validator("crs")
    @classmethod
    def _valid_crs(cls, value: str | None) -> str | None:
        return None if value is None else check_authid(value)

    @field_validator("scale")
    @classmethod
    def _positive_scale(cls, value: float | None) -> float | None:
        if value is not None and not value > 0:
            raise ValueError("scale must be a positive denominator, e.g. 25000 for 1:25,000")
        return value

    @model_validator(mode="after")
    def _fields_for_action(self) -> ViewportInput:
        if self.layer is None and self.action in _LAYER_FOUND_BY_CHECK:
            return self  # the check names the layer first, then asks for these fields
        _needs_fields(self)
        return self


# Actions whose missing layer the check may name from the map (_the_layer_when_unnamed).
_LAYER_FOUND_BY_CHECK = ("zoom_to_selection", "zoom_to_features")


def _needs_fields(call: ViewportInput) -> None:
    needed = {"zoom_to_place": ("place",), "zoom_to": ("geometry",), "pan_to": ("geometry",), "zoom_to_layer": ("layer",),
              "zoom_to_selection": ("layer",), "zoom_to_features": ("layer", "expression"),
              "set_scale": ("scale",)}.get(call.action, ())
    for name in needed:
        if getattr(call, name) is None:
            raise ValueError(f"action '{call.action}' needs the field '{name}'")


def _the_layer_when_unnamed(call: ViewportInput, context) -> None:
    """A zoom to the selection without ``layer``: the one layer with selected features
    (make eval-live at e1a9f7d: "Zoom to them." after a selection, corrected twice for
    the missing layer). A zoom to features without ``layer``: the one layer with every
    field its expression names (at f62ea33: '"NAME" LIKE 'B%'', then a selection instead)."""
    snapshot = snapshot_of(context)
    if call.layer is not None or snapshot is None:
        return
    if call.action == "zoom_to_selection":
        candidates = [layer.name for layer in snapshot.layers if layer.selection_count > 0]
        if len(candidates) == 1:
            call.layer, call.expression = candidates[0], None
    elif call.action == "zoom_to_features" and call.expression:
        call.layer = _the_layer_with_fields(snapshot, QgsExpression(call.expression).referencedColumns())


def _fields_named(call: ViewportInput, context) -> None:
    _needs_fields(call)


def _layer_exists(call: ViewportInput, context) -> None:
    snapshot = snapshot_of(context)
    if snapshot is not None and call.layer is not None:
        check_not_an_absent_layer(context, snapshot, call.layer)
        if call.action == "zoom_to_layer":
            check_any_layer(snapshot, call.layer)
        elif call.action in ("zoom_to_selection", "zoom_to_features"):
            vector_layer(snapshot, call.layer)


def _place_found(call: ViewportInput, context) -> None:
    """The features named ``place`` become the layer and expression to fit, or a layer's
    own name its layer (services/checks/place_checks.py)."""
    snapshot = snapshot_of(context)
    if call.action != "zoom_to_place" or snapshot is None:
        return
    layer = match_name([layer.name for layer in snapshot.layers], call.place.strip())
    if layer is not None:
        call.action, call.layer = "zoom_to_layer", snapshot.layers[layer].name
        return
    check_not_an_absent_layer(context, snapshot, call.place)
    try:
        found = found_place(context, snapshot, call.place)
    except ValueError as error:
        # No layer holds it: the gazetteer may, or the online search the user allowed (both here,
        # in the turn's worker thread, so the click and the buttons find them). Buttons: process.
        if gazetteer.places(call.place) or _found_online(call.place, context):
            return
        raise ValueError(f"{error} The offline gazetteer (cities of 15,000 people or more, countries) does not "
                         f"know {call.place.strip()!r} either.") from None
    if found is not None:
        call.layer, call.expression = found.layer, found.expression


def _geometry_on_the_map(call: ViewportInput, context) -> None:
    """Axes swapped back, or a place off the map sent back (services/checks/geometry_checks.py)."""
    snapshot = snapshot_of(context)
    if snapshot is not None and call.geometry is not None and call.action in ("zoom_to", "pan_to"):
        call.geometry = checked_place(context, call.geometry, call.crs or snapshot.crs, call.crs is not None)


def _the_layer_with_fields(snapshot, columns) -> str | None:
    """The one layer whose fields include ``columns`` as written, else the one in any case."""
    wanted = [column for column in columns if column]
    if not wanted:
        return None
    for same in (lambda a, b: a == b, lambda a, b: a.casefold() == b.casefold()):
        layers = [layer.name for layer in snapshot.layers
                  if all(any(same(field.name, column) for field in layer.fields) for column in wanted)]
        if len(layers) == 1:
            return layers[0]
    return None


class ViewportTool(ActionTool):
    name: ClassVar[str] = "viewport"
    description: ClassVar[str] = (
        "Move the map view. Use it when the user wants to see a place, a layer or the "
        "selection; `action` says how (its values are described with it). The user clicks a "
        "button to apply it and can undo."
    )
    input_model: ClassVar[type[BaseModel]] = ViewportInput
    kind: ClassVar[str] = ACTION
    egress: ClassVar[str] = METADATA
    mcp_proposable: ClassVar[bool] = True  # services/mcp/gateway.py
    note_words: ClassVar[tuple[str, ...]] = (
        "zoom", "show me", "go to", "where", "pan ", "center", "centre", "move the map", "fit",
        "acerca", "muestra", "ve a", "ir a", "donde", "centra", "montre", "va à", "aller à", "centre",
        # Not "où" alone: folded, it is "ou", French and Portuguese "or" (and "outil", "our", "out").
        "où est$", "où sont$", "où se ",
        "zeig", "geh zu", "wo ", "zentrier", "mostra", "vai a", "vai para", "onde", "dove",
    )  # agent/words/short_prompt.py

    @staticmethod
    def check(call: ViewportInput, context) -> ViewportInput:
        return checked(call, context, with_real_layer_names, _the_layer_when_unnamed, _fields_named, _layer_exists,
                       _place_found, _geometry_on_the_map)

    def process(self, environment: ActionEnvironment, call: ViewportInput) -> ActionReply:
        if call.crs and not QgsCoordinateReferenceSystem(call.crs).isValid():
            raise ActionRejected(for_user("The CRS '{crs}' is unknown to QGIS. Use a code such as EPSG:4326.",
                                          crs=call.crs))
        if call.layer is not None and call.action in ("zoom_to_layer", "zoom_to_selection"):
            find_layer(environment.project, call.layer)  # unknown layer: rejected before a button shows
        if call.action == "zoom_to_place" and call.expression is None:
            return _gazetteer_reply(environment, call.place.strip())
        label = _label(call)
        if call.action in ("zoom_to_features", "zoom_to_place"):
            find_layer(environment.project, call.layer, vector_only=True)
            run = guarded(lambda host: zoom_to_features(environment, call.layer, call.expression, host))
        else:
            run = guarded(lambda host: _apply(environment, call, host))
        return ActionReply(text=call._note, buttons=[ActionButton(label, run, tooltip=_tooltip(call))],
                           status=f"shown to the user as a button '{label}'")


def _found_online(place: str, context) -> bool:
    lookups = getattr(context, "lookups", None)
    server = getattr(lookups, "places_server", None)
    if server is None:
        return False
    clock = lookups.clock()  # the lookups' deadline, and the turn's Stop, end the search at once
    try:
        found = online_places.search(place.strip(), server, clock=clock)
        if clock.cancelled():  # the turn's Stop: it ends there, nothing is offered
            raise ValueError("Stopped by the user.")
        return bool(found)
    except UserError as error:  # unreachable, refused, too slow: the model and the user are told why
        raise ValueError(str(error)) from None
    finally:
        clock.release()


def _gazetteer_reply(environment: ActionEnvironment, place: str) -> ActionReply:
    """A place no layer holds: a button per gazetteer candidate, the largest first ("Santiago"
    asks which one rather than guessing), or what the online search found for the check, or one
    whose click says it is found nowhere."""
    candidates = gazetteer.places(place) or online_places.known(place)
    if not candidates:
        label = for_user("Zoom to {place}", place=_short(place))
        run = guarded(lambda host: host.show_error(place_not_found(place)))
        return ActionReply(buttons=[ActionButton(label, run)],
                           status=f"shown to the user as a button '{label}'; no layer and no gazetteer entry "
                                  f"holds {place!r}")
    buttons = [ActionButton(for_user("Zoom to {place}", place=candidate.label()),
                            guarded(_zoom_to_candidate(environment, candidate)),
                            tooltip=for_user("Latitude {lat}°, longitude {lon}° (EPSG:4326)",
                                             lat=f"{candidate.lat:.4f}", lon=f"{candidate.lon:.4f}"))
               for candidate in candidates]
    names = "; ".join(candidate.label() for candidate in candidates)
    status = (f"shown to the user as a button '{buttons[0].label}'" if len(buttons) == 1 else
              f"{len(buttons)} places are named {place!r} ({names}): shown to the user as one button each, "
              f"to choose")
    return ActionReply(buttons=buttons, status=status)


def _zoom_to_candidate(environment: ActionEnvironment, place) -> Callable[[ActionHost], None]:
    def run(host: ActionHost) -> None:
        undo = view_undo(environment.canvas)
        try:
            message, target = zoom_to_gazetteer_place(environment, place)
        except QgsCsException as exc:
            host.show_error(for_user("Could not transform the place to the map CRS ({reason}).", reason=exc))
            return
        environment.canvas.refresh()
        missed = view_misses(environment.canvas, target, message)
        if missed is not None:
            host.show_error(missed, undo=undo)
            return
        host.show_info(message, undo=undo)

    return run


def _label(call: ViewportInput) -> str:
    action = call.action
    if action == "zoom_to":
        return for_user("Zoom to point") if _is_point(call.geometry) else for_user("Zoom to area")
    if action == "pan_to":
        return for_user("Pan to point") if _is_point(call.geometry) else for_user("Pan to area")
    if action == "zoom_to_layer":
        return for_user("Zoom to layer '{layer}'", layer=call.layer)
    if action == "zoom_to_selection":
        return for_user("Zoom to selection in '{layer}'", layer=call.layer)
    if action == "zoom_to_place":
        return for_user("Zoom to {place} ('{layer}')", place=_short(call.place.strip()), layer=call.layer)
    if action == "zoom_to_features":
        return for_user("Zoom to {expression} in '{layer}'", expression=_short(call.expression), layer=call.layer)
    if action == "zoom_full":
        return for_user("Zoom to full extent")
    return for_user("Set scale 1:{scale}", scale=f"{call.scale:,.0f}")


def _tooltip(call: ViewportInput) -> str:
    if call.geometry:
        if call.crs:
            return f"{call.geometry[:200]} ({call.crs})"
        return for_user("{geometry} (map CRS)", geometry=call.geometry[:200])
    return call.expression or ""


def _short(text: str, length: int = 40) -> str:
    return text if len(text) <= length else text[:length - 1] + "…"


def _is_point(wkt: str | None) -> bool:
    return wkt is not None and parse_wkt(wkt).geom_type == "Point"


def _apply(environment: ActionEnvironment, call: ViewportInput, host: ActionHost) -> None:
    canvas = environment.canvas
    undo = view_undo(canvas)
    action = call.action
    try:
        message, target = _ACTIONS[action](environment, call)
    except QgsCsException as exc:
        host.show_error(for_user("Could not transform the geometry to the map CRS ({reason}). Check the 'crs'.",
                                 reason=exc))
        return
    except ActionRejected as exc:
        host.show_error(exc.user_message)
        return
    canvas.refresh()
    missed = view_misses(canvas, target, message)
    if missed is not None:
        host.show_error(missed, undo=undo)
        return
    host.show_info(message, undo=undo)


# What each action reports, and the box (map CRS) the view must then contain, if any.
Done = tuple[str, Optional[QgsRectangle]]


def _zoom_to(environment: ActionEnvironment, call: ViewportInput) -> Done:
    geometry = _map_geometry(environment, call)
    box = geometry.boundingBox()
    fit_extent(environment.canvas, box)
    scale = f"{environment.canvas.scale():,.0f}"
    if _is_point(call.geometry):
        return for_user("Zoomed to the point (1:{scale}).", scale=scale), box
    return for_user("Zoomed to the area (1:{scale}).", scale=scale), box


def _pan_to(environment: ActionEnvironment, call: ViewportInput) -> Done:
    geometry = _map_geometry(environment, call)
    center = geometry.boundingBox().center()
    environment.canvas.setCenter(center)
    return (for_user("Centered the map on the geometry; the scale is unchanged."),
            QgsRectangle(center.x(), center.y(), center.x(), center.y()))


def _zoom_to_layer(environment: ActionEnvironment, call: ViewportInput) -> Done:
    layer = find_layer(environment.project, call.layer)
    extent = layer.extent()
    if extent.isNull():
        raise ActionRejected(for_user("Layer '{layer}' has no extent (is it empty?).", layer=layer.name()))
    transform = QgsCoordinateTransform(layer.crs(), _map_crs(environment), environment.project)
    box = transform.transformBoundingBox(extent)
    fit_extent(environment.canvas, box)
    return for_user("Zoomed to layer '{layer}'.", layer=layer.name()), box


def _zoom_to_selection(environment: ActionEnvironment, call: ViewportInput) -> Done:
    layer = find_layer(environment.project, call.layer, vector_only=True)
    if layer.selectedFeatureCount() == 0:
        raise ActionRejected(for_user("Nothing is selected in '{layer}'. Select features first.", layer=layer.name()))
    transform = QgsCoordinateTransform(layer.crs(), _map_crs(environment), environment.project)
    box = transform.transformBoundingBox(layer.boundingBoxOfSelected())
    fit_extent(environment.canvas, box)
    return for_user("Zoomed to the %n selected feature(s) in '{layer}'.", "", layer.selectedFeatureCount(),
                    layer=layer.name()), box


def _zoom_full(environment: ActionEnvironment, call: ViewportInput) -> Done:
    environment.canvas.zoomToFullExtent()
    return for_user("Zoomed to the full extent."), None


def _set_scale(environment: ActionEnvironment, call: ViewportInput) -> Done:
    environment.canvas.zoomScale(call.scale)
    return for_user("Set the scale to 1:{scale}.", scale=f"{call.scale:,.0f}"), None


_ACTIONS: dict[str, Callable[[ActionEnvironment, ViewportInput], Done]] = {
    "zoom_to": _zoom_to,
    "pan_to": _pan_to,
    "zoom_to_layer": _zoom_to_layer,
    "zoom_to_selection": _zoom_to_selection,
    "zoom_full": _zoom_full,
    "set_scale": _set_scale,
}


def _map_crs(environment: ActionEnvironment) -> QgsCoordinateReferenceSystem:
    return environment.canvas.mapSettings().destinationCrs()


def _map_geometry(environment: ActionEnvironment, call: ViewportInput) -> QgsGeometry:
    """The call geometry in the map CRS (computed at click time: the map CRS may change)."""
    geometry = QgsGeometry.fromWkt(call.geometry)
    if geometry.isNull():
        raise ActionRejected(for_user("QGIS could not read the geometry WKT."))
    if call.crs:
        source = QgsCoordinateReferenceSystem(call.crs)
        target = _map_crs(environment)
        if source != target:
            geometry.transform(QgsCoordinateTransform(source, target, environment.project))
    return geometry
