"""Memory layers for the virtual engine, copied so no worker touches a project layer.

A virtual-layer source given by layer id makes the provider call that project
layer's ``fields()``, ``dataProvider()`` and ``getFeatures()`` from the thread
that runs the query, and ``QgsVectorLayer`` belongs to the main thread: a query
over a memory layer aborted the whole process once in a full test run. Sources
given by provider and URI get a private provider, which is safe. A memory layer
has no URI that reaches its features, so the main thread captures a
``QgsVectorLayerFeatureSource`` (the documented way to read a layer from another
thread) and the worker copies the features into a temporary GeoPackage, each
feature id kept as its FID so ``rowid`` still means the feature id.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from osgeo import ogr, osr
from qgis.core import (
    QgsCoordinateReferenceSystem,
    QgsFeatureRequest,
    QgsFields,
    QgsVectorLayerFeatureSource,
    QgsWkbTypes,
)
from qgis.PyQt.QtCore import QDate, QDateTime, QMetaType, Qt, QTime

from ....toolbelt.qgis_compat import type_id
from .common import RunClock, plain_value

_TABLE = "data"
_CHECK_EVERY = 512

# Keyed by type number: field.type() is a QVariant.Type before QGIS 3.38, a QMetaType.Type after.
_OGR_TYPES = {
    type_id(QMetaType.Type.Bool): ogr.OFTInteger,
    type_id(QMetaType.Type.Int): ogr.OFTInteger,
    type_id(QMetaType.Type.UInt): ogr.OFTInteger64,
    type_id(QMetaType.Type.LongLong): ogr.OFTInteger64,
    type_id(QMetaType.Type.ULongLong): ogr.OFTInteger64,
    type_id(QMetaType.Type.Double): ogr.OFTReal,
    type_id(QMetaType.Type.QDate): ogr.OFTDate,
    type_id(QMetaType.Type.QTime): ogr.OFTTime,
    type_id(QMetaType.Type.QDateTime): ogr.OFTDateTime,
}


@dataclass(frozen=True)
class MemorySource:
    """A memory layer's features and schema, readable off the main thread."""

    features: QgsVectorLayerFeatureSource
    fields: QgsFields
    wkb_type: int
    crs: QgsCoordinateReferenceSystem

    @classmethod
    def capture(cls, layer) -> MemorySource:
        """Main thread."""
        return cls(QgsVectorLayerFeatureSource(layer), layer.fields(), layer.wkbType(), layer.crs())


def copy_to_gpkg(source: MemorySource, path: str, clock: RunClock) -> str:
    """Write the features to a new GeoPackage at ``path`` (worker thread); its OGR URI."""
    ogr.UseExceptions()
    dataset = ogr.GetDriverByName("GPKG").CreateDataSource(path)
    try:
        names = [source.fields.at(i).name() for i in range(source.fields.count())]
        options = [f"FID={_fid_column(names)}", "SPATIAL_INDEX=YES"]
        layer = dataset.CreateLayer(_TABLE, _srs(source.crs), _ogr_geometry_type(source.wkb_type), options)
        for i in range(source.fields.count()):
            field = source.fields.at(i)
            layer.CreateField(ogr.FieldDefn(field.name(), _OGR_TYPES.get(type_id(field.type()), ogr.OFTString)))
        definition = layer.GetLayerDefn()
        layer.StartTransaction()
        for count, feature in enumerate(source.features.getFeatures(QgsFeatureRequest()), start=1):
            layer.CreateFeature(_ogr_feature(definition, feature))
            if count % _CHECK_EVERY == 0:
                clock.check()
        layer.CommitTransaction()
    finally:
        dataset = None  # closes and flushes the file
    return f"{path}|layername={_TABLE}"


def _ogr_feature(definition, feature) -> ogr.Feature:
    copy = ogr.Feature(definition)
    copy.SetFID(feature.id())  # the feature id stays the row id
    for index, value in enumerate(feature.attributes()):
        value = _ogr_value(plain_value(value))
        if value is None:
            copy.SetFieldNull(index)
        else:
            copy.SetField(index, value)
    if feature.hasGeometry():
        copy.SetGeometry(ogr.CreateGeometryFromWkb(bytes(feature.geometry().asWkb())))
    return copy


def _ogr_value(value: Any) -> Any:
    if value is None or isinstance(value, (int, float, str)):
        return int(value) if isinstance(value, bool) else value
    if isinstance(value, (QDate, QDateTime, QTime)):
        return value.toString(Qt.DateFormat.ISODate) if value.isValid() else None
    return str(value)


def _fid_column(names: list[str]) -> str:
    taken = {name.lower() for name in names}
    name = "fid"
    while name in taken:
        name += "_"
    return name


def _ogr_geometry_type(wkb_type: int) -> int:
    if wkb_type == QgsWkbTypes.Type.NoGeometry:
        return ogr.wkbNone
    flat = QgsWkbTypes.flatType(wkb_type)
    if flat == QgsWkbTypes.Type.Unknown:
        return ogr.wkbUnknown
    return ogr.GT_SetModifier(int(flat), int(QgsWkbTypes.hasZ(wkb_type)), int(QgsWkbTypes.hasM(wkb_type)))


def _srs(crs: QgsCoordinateReferenceSystem) -> osr.SpatialReference | None:
    if not crs.isValid():
        return None
    srs = osr.SpatialReference()
    srs.SetAxisMappingStrategy(osr.OAMS_TRADITIONAL_GIS_ORDER)
    epsg = crs.authid().upper()
    if epsg.startswith("EPSG:") and epsg[5:].isdigit():
        srs.ImportFromEPSG(int(epsg[5:]))  # so the copy's SRID is the layer's EPSG code
    else:
        srs.ImportFromWkt(crs.toWkt(QgsCoordinateReferenceSystem.WktVariant.WKT_PREFERRED_GDAL))
    return srs
