"""The ``viewport`` service: move the map (zoom, pan, scale), with one-click undo."""

from __future__ import annotations

from collections.abc import Callable

# Optional, not "X | None": pydantic evaluates field annotations at run time, and
# QGIS 3.22-3.28 on Windows run Python 3.9.
from typing import ClassVar, Literal, Optional

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator, model_validator
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsCsException,
    QgsGeometry,
)

from ...agent.router import ACTION, METADATA
from ...toolbelt.threads.tasks import guarded
from ..base import (
    ActionButton,
    ActionHost,
    ActionRejected,
    ServiceResponse,
    ServiceSession,
)
from ..context.action_checks import check_any_layer, snapshot_of, vector_layer
from ..feature_zoom import check_expression, zoom_to_features
from ..layers import find_layer, fit_extent, view_undo
from ..wkt import check_authid, parse_wkt

Action = Literal["zoom_to", "pan_to", "zoom_to_layer", "zoom_to_selection", "zoom_to_features", "zoom_full",
                 "set_scale"]


class ViewportInput(BaseModel):
    model_config = ConfigDict(
        extra="ignore",
        # An obvious stand-in, never a plausible answer: a small model once answered a zoom
        # to a missing layer with the example's box over Paris (issue 12).
        json_schema_extra={"examples": [{"action": "zoom_to_layer", "layer": "LAYER_NAME"}]},
    )

    action: Action = Field(
        description=(
            "zoom_to: fit `geometry`; pan_to: center on `geometry` keeping the scale; "
            "zoom_to_layer: fit layer `layer`; zoom_to_selection: fit the selected features of `layer`; "
            "zoom_to_features: fit the features of `layer` matching `expression`; "
            "zoom_full: show all layers; set_scale: set the scale denominator `scale`."
        )
    )
    geometry: Optional[str] = Field(
        default=None, description="WKT geometry for zoom_to / pan_to, e.g. 'POINT(X Y)' with the place's coordinates."
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

    @field_validator("geometry")
    @classmethod
    def _valid_wkt(cls, value: str | None) -> str | None:
        if value is not None:
            parse_wkt(value)
        return value

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
        needed = {"zoom_to": ("geometry",), "pan_to": ("geometry",), "zoom_to_layer": ("layer",),
                  "zoom_to_selection": ("layer",), "zoom_to_features": ("layer", "expression"),
                  "set_scale": ("scale",)}.get(self.action, ())
        for name in needed:
            if getattr(self, name) is None:
                raise ValueError(f"action '{self.action}' needs the field '{name}'")
        return self

    @model_validator(mode="after")
    def _layer_exists(self, info: ValidationInfo) -> ViewportInput:
        snapshot = snapshot_of(info)
        if snapshot is not None and self.layer is not None:
            if self.action == "zoom_to_layer":
                check_any_layer(snapshot, self.layer)
            elif self.action in ("zoom_to_selection", "zoom_to_features"):
                vector_layer(snapshot, self.layer)
        return self


class ViewportService:
    name: ClassVar[str] = "viewport"
    description: ClassVar[str] = (
        "Move the map view. Use it when the user wants to see a place, a layer or the "
        "selection. Actions: zoom_to (fit a WKT `geometry`), pan_to (center on `geometry` "
        "without changing the scale), zoom_to_layer (`layer`), zoom_to_selection (`layer`), "
        "zoom_to_features (`layer` and a QGIS `expression`, e.g. \"$id = 12\" for a find_features "
        "match; the features matching when the user clicks), "
        "zoom_full, set_scale (`scale`, the denominator). `crs` is the geometry's CRS "
        "(defaults to the map CRS). The user clicks a button to apply it and can undo."
    )
    input_model: ClassVar[type[BaseModel]] = ViewportInput
    kind: ClassVar[str] = ACTION
    egress: ClassVar[str] = METADATA

    def process(self, session: ServiceSession, response: ViewportInput) -> ServiceResponse:
        if response.crs and not QgsCoordinateReferenceSystem(response.crs).isValid():
            raise ActionRejected(f"The CRS '{response.crs}' is unknown to QGIS. Use a code such as EPSG:4326.")
        if response.layer is not None and response.action in ("zoom_to_layer", "zoom_to_selection"):
            find_layer(session.project, response.layer)  # unknown layer: rejected before a button shows
        label = _label(response)
        if response.action == "zoom_to_features":
            find_layer(session.project, response.layer, vector_only=True)
            run = guarded(lambda host: zoom_to_features(session, response.layer, response.expression, host))
        else:
            run = guarded(lambda host: _apply(session, response, host))
        return ServiceResponse(buttons=[ActionButton(label, run, tooltip=_tooltip(response))],
                               status=f"shown to the user as a button '{label}'")


def _label(response: ViewportInput) -> str:
    action = response.action
    if action == "zoom_to":
        return "Zoom to point" if _is_point(response.geometry) else "Zoom to area"
    if action == "pan_to":
        return "Pan to point" if _is_point(response.geometry) else "Pan to area"
    if action == "zoom_to_layer":
        return f"Zoom to layer '{response.layer}'"
    if action == "zoom_to_selection":
        return f"Zoom to selection in '{response.layer}'"
    if action == "zoom_to_features":
        return f"Zoom to {_short(response.expression)} in '{response.layer}'"
    if action == "zoom_full":
        return "Zoom to full extent"
    return f"Set scale 1:{response.scale:,.0f}"


def _tooltip(response: ViewportInput) -> str:
    if response.geometry:
        return f"{response.geometry[:200]} ({response.crs or 'map CRS'})"
    return response.expression or ""


def _short(text: str, length: int = 40) -> str:
    return text if len(text) <= length else text[:length - 1] + "…"


def _is_point(wkt: str | None) -> bool:
    return wkt is not None and parse_wkt(wkt).geom_type == "Point"


def _apply(session: ServiceSession, response: ViewportInput, host: ActionHost) -> None:
    canvas = session.canvas
    undo = view_undo(canvas)
    action = response.action
    try:
        message = _ACTIONS[action](session, response)
    except QgsCsException as exc:
        host.show_error(f"Could not transform the geometry to the map CRS ({exc}). Check the 'crs'.")
        return
    except ActionRejected as exc:
        host.show_error(exc.user_message)
        return
    canvas.refresh()
    host.show_info(message, undo=undo)


def _zoom_to(session: ServiceSession, response: ViewportInput) -> str:
    geometry = _map_geometry(session, response)
    fit_extent(session.canvas, geometry.boundingBox())
    return f"Zoomed to the {'point' if _is_point(response.geometry) else 'area'} (1:{session.canvas.scale():,.0f})."


def _pan_to(session: ServiceSession, response: ViewportInput) -> str:
    geometry = _map_geometry(session, response)
    session.canvas.setCenter(geometry.boundingBox().center())
    return "Centered the map on the geometry; the scale is unchanged."


def _zoom_to_layer(session: ServiceSession, response: ViewportInput) -> str:
    layer = find_layer(session.project, response.layer)
    extent = layer.extent()
    if extent.isNull():
        raise ActionRejected(f"Layer '{layer.name()}' has no extent (is it empty?).")
    transform = QgsCoordinateTransform(layer.crs(), _map_crs(session), session.project)
    fit_extent(session.canvas, transform.transformBoundingBox(extent))
    return f"Zoomed to layer '{layer.name()}'."


def _zoom_to_selection(session: ServiceSession, response: ViewportInput) -> str:
    layer = find_layer(session.project, response.layer, vector_only=True)
    if layer.selectedFeatureCount() == 0:
        raise ActionRejected(f"Nothing is selected in '{layer.name()}'. Select features first.")
    transform = QgsCoordinateTransform(layer.crs(), _map_crs(session), session.project)
    fit_extent(session.canvas, transform.transformBoundingBox(layer.boundingBoxOfSelected()))
    return f"Zoomed to the {layer.selectedFeatureCount()} selected features in '{layer.name()}'."


def _zoom_full(session: ServiceSession, response: ViewportInput) -> str:
    session.canvas.zoomToFullExtent()
    return "Zoomed to the full extent."


def _set_scale(session: ServiceSession, response: ViewportInput) -> str:
    session.canvas.zoomScale(response.scale)
    return f"Set the scale to 1:{response.scale:,.0f}."


_ACTIONS: dict[str, Callable[[ServiceSession, ViewportInput], str]] = {
    "zoom_to": _zoom_to,
    "pan_to": _pan_to,
    "zoom_to_layer": _zoom_to_layer,
    "zoom_to_selection": _zoom_to_selection,
    "zoom_full": _zoom_full,
    "set_scale": _set_scale,
}


def _map_crs(session: ServiceSession) -> QgsCoordinateReferenceSystem:
    return session.canvas.mapSettings().destinationCrs()


def _map_geometry(session: ServiceSession, response: ViewportInput) -> QgsGeometry:
    """The response geometry in the map CRS (computed at click time: the map CRS may change)."""
    geometry = QgsGeometry.fromWkt(response.geometry)
    if geometry.isNull():
        raise ActionRejected("QGIS could not read the geometry WKT.")
    if response.crs:
        source = QgsCoordinateReferenceSystem(response.crs)
        target = _map_crs(session)
        if source != target:
            geometry.transform(QgsCoordinateTransform(source, target, session.project))
    return geometry
