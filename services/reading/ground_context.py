"""The expression context every expression the model wrote is evaluated in: ``$area``,
``$length`` and ``$perimeter`` measured on the ellipsoid, in m² and m (issue 39).

QGIS measures them with the project's ellipsoid and converts them to the project's
units. A project without an ellipsoid (QGIS's "None / Planar") takes square degrees
and converts them with the equator's factor: Spain's ``$area`` on world_map.gpkg is
665,402 km² there instead of 507,019 km² (31 % off). And the model cannot know the
project's units, so ``$area > 1e11`` meant m² or km² depending on a setting it never
saw. Here the top scope fixes both: the project's ellipsoid, or the layer CRS's own
when the project has none, and metres. A style's expression is left to the project's
context: QGIS's renderer evaluates it there, and its classes must agree.
"""

from __future__ import annotations

from qgis.core import (
    QgsExpressionContext,
    QgsExpressionContextScope,
    QgsExpressionContextUtils,
    QgsProject,
)

_NO_ELLIPSOID = "NONE"
_WGS84 = "EPSG:7030"
# What the model is told (prompt, lookup help): one sentence, true of both paths.
MEASURES_NOTE = ("$area, $length and $perimeter are measured on the ellipsoid, in m² and m, "
                 "whatever the layer's CRS")


def ground_context(layer) -> QgsExpressionContext:
    """The global, project and layer scopes of ``layer`` (a QgsVectorLayer), with the
    measures on the ellipsoid in metres on top."""
    context = QgsExpressionContext(QgsExpressionContextUtils.globalProjectLayerScopes(layer))
    scope = QgsExpressionContextScope("map_assistant_measures")
    scope.setVariable("project_ellipsoid", measuring_ellipsoid(layer), True)
    # QgsUnitTypes' encodings of metres and square metres (the same from QGIS 3.0 to 4)
    scope.setVariable("project_distance_units", "meters", True)
    scope.setVariable("project_area_units", "m2", True)
    context.appendScope(scope)
    return context


def measuring_ellipsoid(layer) -> str:
    """The project's ellipsoid; the layer CRS's when the project measures on the plane."""
    project = layer.project() or QgsProject.instance()
    chosen = project.ellipsoid()
    if chosen and chosen.upper() != _NO_ELLIPSOID:
        return chosen
    own = layer.crs().ellipsoidAcronym()
    return own if own and own.upper() != _NO_ELLIPSOID else _WGS84
