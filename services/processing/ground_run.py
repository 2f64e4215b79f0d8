"""Click time of a distance with its unit (``ground_distance.py``): the number the algorithm gets.

On a projected layer: the distance in the units of the layer's CRS. On a geographic layer
a length has no number of degrees (a degree of longitude shrinks towards the poles), so
the algorithm runs where a metre is a metre: its input reprojected to the data's UTM zone
(native:reprojectlayer), the distance in metres, the algorithm, then each vector output
reprojected back to the layer's CRS; one run after the other in the same click, each
prepared on the main thread and run in a task as any run is. The zone is that of the
centre of the features used (the selection's box, else the layer's extent); features
spread too wide for one zone to keep distances within 1 % are refused, not run wrong.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from qgis.core import (
    QgsApplication,
    QgsCoordinateReferenceSystem,
    QgsCoordinateTransform,
    QgsMapLayer,
    QgsPoint,
    QgsProcessingContext,
    QgsProcessingUtils,
    QgsProject,
    QgsRectangle,
    QgsUnitTypes,
    QgsVectorLayer,
)

from ...agent.user_text import for_user
from ..base import ActionHost, ActionRejected
from .algorithm_catalogue import AlgorithmInfo, ParamInfo
from .ground_distance import QGIS_UNITS, check_unit, distance_with_unit, is_geographic
from .made_from import MadeFrom
from .params import TEMPORARY_OUTPUT, placeholder_in
from .run import find_project_layer, finish, new_context, prepare, run_then

REPROJECT = "native:reprojectlayer"
WGS84 = "EPSG:4326"
MAX_SCALE_ERROR = 0.01  # how far UTM's scale may stray from 1 over the data
UTM_SCALE = 0.9996  # on the central meridian
_VECTOR_OUTPUTS = frozenset({"sink", "vectorDestination"})


@dataclass(frozen=True)
class GroundPlan:
    values: dict  # the resolved values, each distance a number in the CRS the algorithm runs in
    source: str = ""  # the layer parameter reprojected first; "" when the layer's own CRS serves
    crs: QgsCoordinateReferenceSystem | None = None  # the projected CRS the algorithm runs in
    layer_crs: QgsCoordinateReferenceSystem | None = None  # the source's CRS, the outputs' again


def ground_plan(info: AlgorithmInfo, checked: dict, resolved: dict, project: QgsProject) -> GroundPlan:
    """How to run ``resolved`` (``resolve``'s values of the ``checked`` ones) so each distance
    given with a unit is that distance on the ground (main thread)."""
    values = dict(resolved)
    source, crs, layer_crs = "", None, None
    in_degrees = []  # distances given in degrees, by their layer parameter
    for param in info.params:
        if param.type != "distance":
            continue
        distance = distance_with_unit(param.name, checked.get(param.name))
        if distance is None:
            _bare_number_checked(param, checked, project)  # a saved chat's button, or a CRS changed since
            continue
        layer, selected = _parent_layer(param, checked, project)
        check_unit(param.name, checked[param.name], layer.name(), layer.crs())  # the map as it is now
        if not is_geographic(layer.crs()) and not _stretched(layer, selected, project):
            values[param.name] = distance.in_units(_map_units(layer))
        elif distance.unit == "deg":
            values[param.name] = distance.value
            in_degrees.append(param.parent)
        else:
            if source and source != param.parent:
                raise ActionRejected(for_user("Distances on the ground on two layers at once cannot run in one "
                                              "projected CRS; give the distances in one layer's units."))
            source, layer_crs = param.parent, layer.crs()
            crs = crs or utm_zone(layer, selected, project)
            values[param.name] = distance.in_units(_unit("m"))
    if source and source in in_degrees:  # in the UTM zone the degrees would be read as metres
        raise ActionRejected(for_user("Give every distance on '{layer}' in m, km, mi or ft when one of them is "
                                      "measured on the ground: degrees cannot run with them.",
                                      layer=str(checked.get(source))))
    return GroundPlan(values, source, crs, layer_crs)


def _bare_number_checked(param: ParamInfo, checked: dict, project: QgsProject) -> None:
    """A bare number (or the default of one left out) on a layer in degrees is refused at
    click time too: the model-stage check may not have seen this map."""
    value = checked.get(param.name, param.default)
    try:
        number = float(value)
    except (TypeError, ValueError):
        return
    try:
        layer, _ = _parent_layer(param, checked, project)
    except ActionRejected:  # no vector layer to measure on: nothing to say of the units
        return
    if number != 0:
        check_unit(param.name, value, layer.name(), layer.crs())


def _stretched(layer: QgsVectorLayer, selected: bool, project: QgsProject) -> bool:
    """Whether the layer's projected CRS stretches distances over 1 % at the data's centre (Web
    Mercator at Luxembourg's latitude: 1.5 times): then a unit is measured in a UTM zone."""
    box = layer.boundingBoxOfSelected() if selected else layer.extent()
    to_wgs84 = QgsCoordinateTransform(layer.crs(), QgsCoordinateReferenceSystem(WGS84), project)
    try:
        centre = to_wgs84.transformBoundingBox(box).center()
    except Exception:  # noqa: BLE001 - QgsCsException: no centre, no judgement (the CRS's own units serve)
        return False
    factors = layer.crs().factors(QgsPoint(centre.x(), centre.y()))
    if not factors.isValid():
        return False
    worst = max(abs(factors.meridionalScale() - 1), abs(factors.parallelScale() - 1))
    return worst > MAX_SCALE_ERROR


def _unit(name: str):
    return QgsUnitTypes.decodeDistanceUnit(QGIS_UNITS[name])[0]


def _map_units(layer: QgsVectorLayer):
    units = layer.crs().mapUnits()
    if QgsUnitTypes.unitType(units) != QgsUnitTypes.unitType(_unit("m")):  # unknown units
        raise ActionRejected(for_user("The units of {crs}, the CRS of '{layer}', are unknown, so a distance "
                                      "cannot be converted to them.", crs=layer.crs().authid(), layer=layer.name()))
    return units


def _parent_layer(param: ParamInfo, checked: dict, project: QgsProject) -> tuple[Any, bool]:
    """The layer whose CRS the distance is in, and whether only its selection is used."""
    value = checked.get(param.parent) if param.parent else None
    placeholder = placeholder_in(value)
    name = placeholder.layer if placeholder is not None else value
    layer = find_project_layer(project, name) if isinstance(name, str) else None
    if not isinstance(layer, QgsVectorLayer):
        raise ActionRejected(for_user("{parameter} has a unit, but no vector layer says what it is measured on.",
                                      parameter=param.name))
    return layer, placeholder is not None and placeholder.prop == "selection"


def utm_zone(layer: QgsVectorLayer, selected: bool, project: QgsProject) -> QgsCoordinateReferenceSystem:
    """The WGS 84 UTM zone (EPSG:326xx north, 327xx south) of the features' centre;
    ``ActionRejected`` when they spread too wide for one zone."""
    box = layer.boundingBoxOfSelected() if selected else layer.extent()
    box = QgsCoordinateTransform(layer.crs(), QgsCoordinateReferenceSystem(WGS84), project).transformBoundingBox(box)
    centre = box.center()
    zone = min(60, max(1, int((centre.x() + 180) // 6) + 1))
    error = _scale_error(box, zone * 6 - 183)
    if error > MAX_SCALE_ERROR:
        raise ActionRejected(for_user(
            "The features of '{layer}' spread too wide for one projected CRS to keep distances true on the ground "
            "(off by up to {error} %). Select fewer features, or features closer together, and click again.",
            layer=layer.name(), error=f"{100 * error:.0f}" if error < 1 else "100+"))
    return QgsCoordinateReferenceSystem(f"EPSG:{(32600 if centre.y() >= 0 else 32700) + zone}")


def _scale_error(box: QgsRectangle, meridian: float) -> float:
    """The largest error of a UTM zone's distances over ``box`` (degrees), from the transverse
    Mercator scale on the sphere, k = k0 / sqrt(1 - (cos φ sin Δλ)²)."""
    far = max(abs(box.xMinimum() - meridian), abs(box.xMaximum() - meridian))
    if far >= 90:
        return math.inf
    nearest_equator = 0.0 if box.yMinimum() <= 0 <= box.yMaximum() else min(abs(box.yMinimum()),
                                                                               abs(box.yMaximum()))
    b = math.cos(math.radians(nearest_equator)) * math.sin(math.radians(far))
    return max(UTM_SCALE / math.sqrt(1 - b * b) - 1, 1 - UTM_SCALE)


def run_on_the_ground(plan: GroundPlan, info: AlgorithmInfo, title: str, project: QgsProject,
                      host: ActionHost, made: MadeFrom | None = None) -> None:
    """The source reprojected to ``plan.crs``, the algorithm, its vector outputs back in the
    source's CRS, then loaded: each run in a task, the next prepared when one ends."""
    context = new_context(project)  # shared: a run's temporary layers are the next one's input
    reproject_name = QgsApplication.processingRegistry().algorithmById(REPROJECT).displayName()

    def reprojected(value: Any, crs: QgsCoordinateReferenceSystem):
        return prepare(REPROJECT, {"INPUT": value, "TARGET_CRS": crs, "OUTPUT": TEMPORARY_OUTPUT}, project, context)

    def projected(results: dict) -> None:
        main = prepare(info.id, {**plan.values, plan.source: _layer(results["OUTPUT"], context)}, project, context)
        run_then(main, info.name, host, lambda outputs: back(_vector_outputs(info, outputs), outputs))

    def back(pending: list[str], outputs: dict) -> None:
        if not pending:
            finish(info, outputs, context, project, title, host, note=for_user(
                "The distances were measured on the ground in {crs}; the result is back in {layer_crs}.",
                crs=plan.crs.authid(), layer_crs=plan.layer_crs.authid()), made=made)
            return
        name, rest = pending[0], pending[1:]
        run_then(reprojected(_layer(outputs[name], context), plan.layer_crs), reproject_name, host,
                 lambda result: back(rest, {**outputs, name: result["OUTPUT"]}))

    run_then(reprojected(plan.values[plan.source], plan.crs), reproject_name, host, projected)


def _layer(layer_id: str, context: QgsProcessingContext) -> QgsMapLayer:
    """The layer a run left in ``context``'s store, itself: the next run reads it in its task, through
    a context of its own that has no such store."""
    layer = QgsProcessingUtils.mapLayerFromString(str(layer_id), context)
    if layer is None:
        raise ActionRejected(for_user("The intermediate layer {layer} was lost before the next step.", layer=layer_id))
    return layer


def _vector_outputs(info: AlgorithmInfo, results: dict) -> list[str]:
    return [param.name for param in info.params if param.type in _VECTOR_OUTPUTS and results.get(param.name)]
