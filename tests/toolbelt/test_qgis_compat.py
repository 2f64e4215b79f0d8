"""toolbelt/qgis_compat.py on whichever QGIS runs the suite (make test-matrix: 3.22,
3.40, 3.44): field types round-trip by number whatever enum carries them, building
a field raises no deprecation warning, and QAction is the real class."""

from __future__ import annotations

import warnings

import pytest
from map_assistant.toolbelt.qgis_compat import QAction, field_type, type_id
from qgis.core import QgsField, QgsFields, QgsVectorLayer
from qgis.PyQt.QtCore import QMetaType


@pytest.mark.parametrize("name", ["Bool", "Int", "LongLong", "Double", "QString", "QDate", "QTime", "QDateTime"])
def test_a_field_built_with_field_type_reports_the_same_type_number(name):
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)  # QgsField(name, QVariant.Type) is deprecated from 3.38
        field = QgsField("f", field_type(name))
    assert type_id(field.type()) == type_id(getattr(QMetaType.Type, name))


def test_type_id_reads_the_types_a_provider_reports():
    layer = QgsVectorLayer("None?field=n:integer&field=x:double&field=s:string&field=d:date", "t", "memory")
    fields: QgsFields = layer.fields()
    assert [type_id(fields.at(i).type()) for i in range(fields.count())] == [
        type_id(QMetaType.Type.Int), type_id(QMetaType.Type.Double),
        type_id(QMetaType.Type.QString), type_id(QMetaType.Type.QDate)]


def test_qaction_is_the_qt_class(qgis_iface):
    action = QAction("Go", qgis_iface.mainWindow())
    fired = []
    action.triggered.connect(lambda: fired.append(True))
    action.trigger()
    assert fired == [True] and action.text() == "Go"
