"""Which Processing parameters take text a command line or a file system reads as written.

Decided from the parameter definition classes, captured with the catalogue on the
main thread (``catalogue._param_info``); ``params.py`` refuses the values.
"""

from __future__ import annotations

import qgis.core as core
from qgis.core import (
    QgsProcessingParameterBand,
    QgsProcessingParameterBoolean,
    QgsProcessingParameterCrs,
    QgsProcessingParameterDefinition,
    QgsProcessingParameterEnum,
    QgsProcessingParameterExtent,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
    QgsProcessingParameterFile,
    QgsProcessingParameterFileDestination,
    QgsProcessingParameterFolderDestination,
    QgsProcessingParameterMapLayer,
    QgsProcessingParameterMeshLayer,
    QgsProcessingParameterMultipleLayers,
    QgsProcessingParameterNumber,
    QgsProcessingParameterPoint,
    QgsProcessingParameterRasterLayer,
    QgsProcessingParameterVectorLayer,
)

# What QGIS itself turns into a GDAL argument: a number, an option from the list, a yes/no,
# a band or field, a CRS, an extent, a point, a project layer's own source, an output it
# names. Any other class is text GDAL's command line takes as written (EXTRA, OPTIONS, a
# creation option, a formula, a field name to create): "--config CPL_LOG /any/file" there
# overwrote that file. Classes, not names, decide, so a parameter QGIS adds later is free
# text until it is one of these.
_GDAL_CONVERTED = (
    QgsProcessingParameterNumber, QgsProcessingParameterEnum, QgsProcessingParameterBoolean,
    QgsProcessingParameterBand, QgsProcessingParameterField, QgsProcessingParameterCrs,
    QgsProcessingParameterExtent, QgsProcessingParameterPoint, QgsProcessingParameterFeatureSource,
    QgsProcessingParameterRasterLayer, QgsProcessingParameterVectorLayer, QgsProcessingParameterMapLayer,
    QgsProcessingParameterMeshLayer, QgsProcessingParameterMultipleLayers,
)
# Parameters whose value is a path: an input file or folder QGIS opens by name, or a file or
# folder it writes. Layer inputs are not among them: the click resolves those to project layers.
_NAMES_FILE = tuple(kind for kind in (
    QgsProcessingParameterFile, QgsProcessingParameterFileDestination, QgsProcessingParameterFolderDestination,
    getattr(core, "QgsProcessingParameterVectorTileDestination", None),  # QGIS 3.32+
) if kind is not None)


def free_text_of(param: QgsProcessingParameterDefinition, provider: str) -> bool:
    """Whether a GDAL command line would take this parameter's value as written."""
    return provider == "gdal" and not param.isDestination() and not isinstance(param, _GDAL_CONVERTED)


def names_file_of(param: QgsProcessingParameterDefinition) -> bool:
    """Whether the value is a file or folder path (QgsProcessingParameterFile, file/folder outputs)."""
    return isinstance(param, _NAMES_FILE)
